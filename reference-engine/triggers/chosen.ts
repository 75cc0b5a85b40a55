// Targeting effects (rule 383.4.b): "When you choose me". Such an ability triggers when its source
// becomes a target of a spell or ability its own controller plays (355.7), and goes on the Chain
// once that spell or ability is finalized (383.4.b.2), whatever the spell does later.
import type { Trigger } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { nextPlayer, type ChainItem, type GameState } from '../state.ts';
import type { Batch, Found } from './types.ts';

/** "When you choose me": the one form read as a targeting effect. */
export function watchesBeingChosen(t: Trigger): boolean {
  if (t.kind !== 'when' || t.events.length !== 1) return false;
  const [e] = t.events;
  return e.verb === 'choose' && e.subject?.kind === 'player' && e.subject.who === 'you' && e.object?.kind === 'self' && !e.where && !e.to && !e.period;
}

/** The targeting effects of the objects the finalized item targets, each player's in turn order. */
export function chosenTriggers(s: GameState, item: ChainItem): Batch {
  const targeted = [...new Set(item.targets.flat())].map((id) => s.objects[id]).filter((o) => o !== undefined && abilitiesActive(o));
  const groups: Found[][] = [];
  let player = s.turnPlayer;
  for (let k = 0; k < s.players.length; k++, player = nextPlayer(s, player)) {
    const group: Found[] = [];
    for (const o of targeted) {
      // "you": the one who chose it is the controller of the ability's source.
      if (o.controller !== player || item.controller !== player) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        if (watchesBeingChosen(ability.trigger))
          group.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}`, rule: '383.4.b.2' });
      }
    }
    groups.push(group);
  }
  return { placement: 'ordered', groups };
}
