// "When you kill a stunned enemy unit" (Solari Shrine): a unit's death the watcher's controller is responsible
// for (428.5): by their kill instruction (428.5.b), or by lethal damage they dealt last before the cleanup
// (428.5.c.1; in combat, the controller of the damage's sources, 428.5.c.2). The unit is read as it was on the
// board (its statuses then, died.ts); the watcher sees it from the board once the deaths are over (383.2.c).
// One trigger per such death; "it" is that unit.
import { everyObject } from '../state.ts';
import type { Filter, Trigger } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { GameState } from '../state.ts';
import { plainlyWhen } from './battlefield.ts';
import { deathMatches, type Death } from './died.ts';
import { inTurnOrder } from './in-turn-order.ts';
import type { Batch, Found } from './types.ts';

/** The restrictions on the killed unit read: whose it was and its statuses then. */
function readsKilledFilter(f: Filter): boolean {
  return (
    (f.kind === 'controller' && (f.who === 'enemy' || f.who === 'friendly')) ||
    (f.kind === 'state' && ['stunned', 'buffed', 'damaged', 'exhausted', 'mighty'].includes(f.state))
  );
}

function killedUnit(t: Trigger): readonly Filter[] | null {
  if (t.kind !== 'when' || t.events.length !== 1) return null;
  const [e] = t.events;
  const o = e.object;
  const read =
    plainlyWhen(t, () => true) &&
    e.verb === 'kill' &&
    e.subject.kind === 'player' &&
    e.subject.who === 'you' &&
    !e.with &&
    !e.where &&
    !e.to &&
    o?.kind === 'select' &&
    o.determiner === 'a' &&
    o.nouns.join() === 'unit' &&
    !o.count &&
    o.filters.every(readsKilledFilter);
  return read && o?.kind === 'select' ? o.filters : null;
}

export function watchesYouKilling(t: Trigger): boolean {
  return killedUnit(t) !== null;
}

/** Per player in turn order, their watchers of the deaths they are responsible for. */
export function killTriggers(s: GameState, deaths: readonly Death[]): Batch {
  return inTurnOrder(s, (player) => {
    const group: Found[] = [];
    const theirs = deaths.filter((d) => d.by === player);
    if (theirs.length === 0) return group;
    for (const o of everyObject(s)) {
      if (o.controller !== player || !abilitiesActive(o)) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        const filters = killedUnit(ability.trigger);
        if (!filters) continue;
        for (const d of theirs)
          if (deathMatches(s, o, d, filters))
            group.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}`, rule: '428.5', data: { subject: [d.object] } });
      }
    }
    return group;
  });
}
