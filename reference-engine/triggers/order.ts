// Simultaneous triggers (rules 383.3.d, 383.3.d.1): each player, the turn player first and then in
// turn order, puts their own triggered abilities on the Chain in the order they choose. A player
// with a single trigger has nothing to choose; with several, the game asks ("order-triggers").
import { addChainItem } from '../chain-items.ts';
import { ask, type DecisionHandler } from '../decisions.ts';
import { abilitiesOf } from '../effects/compiled.ts';
import type { WaitingTrigger } from '../decision-kinds.ts';
import { objectOf, type GameState } from '../state.ts';

export type { WaitingTrigger };

const optionId = (t: WaitingTrigger): string => `${t.source}#${t.ability}${t.additional ? `+${t.additional}` : ''}`;

/** The option ids of a group: one ability triggered more than once (once for each unit it watched) is told apart by its place. */
function optionIds(group: readonly WaitingTrigger[]): string[] {
  const ids = group.map(optionId);
  return ids.map((id, k) => (ids.indexOf(id) === k ? id : `${id}~${k}`));
}

/** Whether the source's triggered ability adds resources: it then resolves as soon as it is finalized (rules 337.2, 400.2, 429.2). */
export function triggerAdds(s: GameState, source: string, index: number): boolean {
  const ability = abilitiesOf(objectOf(s, source).card)[index];
  return ability?.kind === 'triggered' && ability.effect.some((i) => i.kind === 'add');
}

function place(s: GameState, t: WaitingTrigger): void {
  const adds = triggerAdds(s, t.source, t.ability);
  addChainItem(s, {
    kind: 'triggered',
    source: t.source,
    controller: t.controller,
    targets: [],
    ability: t.ability,
    addsResources: adds,
    resolvesImmediately: adds,
    ...(t.data ? { data: structuredClone(t.data) } : {}),
  });
}

/**
 * Places the triggers, grouped by player in turn order; stops to ask when a player has several.
 * `later`: a lone trigger goes on the Chain at once, but several wait for their order until the game
 * action under way (a resolving spell's kill, a cleanup) is over, as a task (808.2.a).
 */
export function placeTriggers(s: GameState, groups: WaitingTrigger[][], later?: boolean): void {
  if (later) {
    groups.filter((g) => g.length === 1).forEach((g) => place(s, g[0]));
    const toOrder = groups.filter((g) => g.length > 1);
    if (toOrder.length > 0) s.tasks.push({ kind: 'order-triggers', groups: toOrder });
    return;
  }
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g];
    if (group.length < 2) {
      group.forEach((t) => place(s, t));
      continue;
    }
    ask(
      s,
      {
        player: group[0].decider ?? group[0].controller, // 719.5.a: a top-most card's controller orders its cards' detaching
        kind: 'order-triggers',
        prompt: 'Order your triggered abilities: the first you name goes on the chain first',
        options: optionIds(group).map((id, k) => ({
          id,
          label: `${objectOf(s, group[k].source).card.name} (ability ${group[k].ability + 1}${group[k].additional ? ', an additional time' : ''})`,
        })),
        min: group.length,
        max: group.length,
        rule: '383.3.d',
      },
      { kind: 'trigger-order', groups: groups.slice(g) },
    );
    return;
  }
}

/** A player named the order of their triggers: they go on the Chain so, then the next players' are placed. */
export const triggersOrdered: DecisionHandler<'trigger-order'> = (s, answer, _decision, { groups }) => {
  const [group, ...rest] = groups;
  const order = answer.order ?? answer.chosen ?? [];
  const ids = optionIds(group);
  if (order.length !== ids.length || !ids.every((id) => order.includes(id))) {
    return { code: 'invalid-decision', reason: `name each of ${ids.join(', ')} once`, rule: '383.3.d' };
  }
  for (const id of order) place(s, group[ids.indexOf(id)]);
  placeTriggers(s, rest);
  return null;
};
