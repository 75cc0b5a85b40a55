// "When you conquer here with one or more [Mighty] units" (Sunken Temple): a conquest (469.1) that the
// conquering player's units at the battlefield make, at least one of them of the kind named, read as
// the conquest happens (383.2.c). Every finder of conquer abilities asks `conquestUsingHolds`.
import type { EventPattern, Filter, ObjectRef, Trigger } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { meetsFilters, STATE_OF } from '../playing-cards/selection.ts';
import { unitsAt, type GameState, type ObjectId } from '../state.ts';

/** The restrictions on the units a conquest is made with that are read on each unit alone: its statuses, its tags. */
function readOnTheUnit(f: Filter): boolean {
  return (f.kind === 'state' && STATE_OF[f.state] === 'object') || f.kind === 'tag';
}

/** "with one or more [Mighty] units": a conquest's units the finders can read; null for no such phrase or one not read. */
export function readsConquestUsing(e: EventPattern): ObjectRef | null {
  const u = e.using;
  if (e.verb !== 'conquer' || u?.kind !== 'select' || u.determiner !== 'one-or-more' || u.nouns.join() !== 'unit' || u.count) return null;
  return u.filters.every(readOnTheUnit) ? u : null;
}

/** Whether each conquest event of the trigger that names the units it is made with is made with such units. */
export function conquestUsingHolds(s: GameState, t: Trigger, player: PlayerId, battlefield: ObjectId, source: ObjectId): boolean {
  if (t.kind === 'any-of') return t.triggers.every((x) => conquestUsingHolds(s, x, player, battlefield, source));
  if (t.kind !== 'when') return true;
  return t.events.every((e) => {
    if (!e.using) return true;
    const using = readsConquestUsing(e);
    if (using?.kind !== 'select') return false;
    return unitsAt(s, battlefield, player).some((u) => meetsFilters(s, u, using.filters, { controller: player, source }));
  });
}
