// "When a friendly unit moves from my location" (Stealthy Pursuer): a permanent watching the units of its
// side leave the place it is at, by a move (not a recall: 456.3); "it" in the effect is that unit. Seen
// after the move (383.2.c): the watcher is still where the unit left. A unit moving with it in the same
// move is no trigger of the unit's own, and the watcher moving itself is none at all.
import type { Trigger } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { everyObject, areAllies, isUnit, objectOf, type GameState, type ObjectId } from '../state.ts';
import { plainlyWhen } from './battlefield.ts';
import { friendlyUnit } from './delayed-events.ts';
import type { Batch, Found } from './types.ts';

export function watchesFriendlyMovingFromMyLocation(t: Trigger): boolean {
  return plainlyWhen(t, (e) => {
    if (e.verb !== 'move' || e.object || e.to) return false;
    const friendly = friendlyUnit(e.subject);
    const at = e.where?.prep === 'from' ? e.where.at : undefined;
    const mine =
      at?.kind === 'battlefield' && at.ref.kind === 'select' && at.ref.determiner === 'my' && at.ref.nouns.join() === 'location' && !at.ref.filters.length;
    return friendly && mine;
  });
}

/** The watchers still at the place `unit` moved from (`from`: its battlefield, or 'base'), of its side. */
export function movedFromMineTriggers(s: GameState, unit: ObjectId, from: string | undefined): Batch {
  const u = objectOf(s, unit);
  const found: Found[] = [];
  if (!isUnit(u) || from === undefined) return { placement: 'each', found };
  for (const o of everyObject(s)) {
    if (o.id === unit || !abilitiesActive(o) || !areAllies(s, o.controller, u.controller)) continue;
    // a base is its controller's: only a unit of the same controller leaves the watcher's base
    const stillThere = from === 'base' ? o.zone === 'base' && o.controller === u.controller : o.zone === 'battlefield' && o.battlefield === from;
    if (!stillThere) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered'))
      if (watchesFriendlyMovingFromMyLocation(ability.trigger))
        found.push({ source: o.id, controller: o.controller, ability: index, detail: `ability ${index + 1}`, data: { subject: [unit] } });
  }
  return { placement: 'each', found };
}
