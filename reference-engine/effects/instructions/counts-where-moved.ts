// Counts at the battlefield of the move just before: "Move an enemy unit to a battlefield where you have
// units. If you have exactly two units there, they each get +1 :rb_might: this turn." ("there": where it
// went; "they": the units counted) and "Move an enemy unit from a battlefield to its base. Then, if there's
// an enemy unit alone at that battlefield, draw 1." ("that battlefield": the one it left).
import type { Filter, ObjectRef, Predicate } from '../../card-text/ast.ts';
import { predicateText } from '../../card-text/decompile/conditions.ts';
import { candidates } from '../../playing-cards/selection.ts';
import { countedObjects, countHolds, readsCount } from '../conditions.ts';
import { itemNotes } from '../referents.ts';
import type { Run } from '../run.ts';

type Counted = Extract<Predicate, { kind: 'exists' | 'player-has' }>;
type Selection = Extract<ObjectRef, { kind: 'select' }>;

/** "there", "at that battlefield": the place the count is held to. */
function namesTheMovesPlace(f: Filter): boolean {
  if (f.kind !== 'location') return false;
  return f.at.kind === 'there' || (f.at.kind === 'battlefield' && f.at.ref.kind === 'pronoun' && f.at.ref.word === 'that battlefield');
}

/** "at a battlefield": read with the one battlefield a count is held to (the selection context's `atBattlefield`). */
export const AT_A_BATTLEFIELD: Filter = {
  kind: 'location',
  at: { kind: 'battlefield', ref: { kind: 'select', determiner: 'a', nouns: ['battlefield'], plural: false, filters: [] } },
  form: 'at',
};

/** The count with its place read as "at a battlefield" (the one given apart as `at`); null when it names no such place once. */
function heldToOneBattlefield(p: Predicate): Counted | null {
  if (p.kind !== 'exists' && p.kind !== 'player-has') return null;
  const ref = p.kind === 'exists' ? p.what : p.object;
  if (ref.kind !== 'select' || ref.filters.filter(namesTheMovesPlace).length !== 1) return null;
  const held: Selection = { ...ref, filters: ref.filters.map((f) => (namesTheMovesPlace(f) ? AT_A_BATTLEFIELD : f)) };
  const counted = (p.kind === 'exists' ? { ...p, what: held } : { ...p, object: held }) as Counted;
  return readsCount(counted) ? counted : null;
}

/** Whether this module reads the predicate: a count held to "there" or "that battlefield". */
export function readsCountWhereMoved(p: Predicate): p is Counted {
  return heldToOneBattlefield(p) !== null;
}

/**
 * The battlefield the text's place names: the one its trigger noted, else the one of the last move or
 * death of what the text acted on ("it"): where it went, or, for a move to a base or off the board (a
 * kill: "Kill an enemy unit at a battlefield. Then, if ... at that battlefield"), the battlefield it left;
 * with no move made (it was already there, or could not move), where it is.
 */
function battlefieldOfTheMove(run: Run): string | null {
  const noted = itemNotes(run).battlefield;
  if (noted) return noted;
  const it = run.it ?? [];
  const onABattlefield = (place: string | undefined): place is string => place !== undefined && run.s.battlefields.some((b) => b.id === place);
  for (let k = run.s.events.length - 1; k >= run.targetMark; k--) {
    const e = run.s.events[k];
    if ((e.kind !== 'moved' && e.kind !== 'died') || e.object === undefined || !it.includes(e.object)) continue;
    // a move to a base or off the board, or a death, names the battlefield it left
    const place = onABattlefield(e.to) ? e.to : e.from;
    return onABattlefield(place) ? place : null;
  }
  // "Choose a battlefield. If ... there": the battlefield chosen
  const o = it.length > 0 ? run.s.objects[it[0]] : undefined;
  return o?.zone === 'battlefield' ? (o.battlefield ?? null) : o?.zone === 'battlefield-row' ? o.id : null;
}

/**
 * The count's truth at that battlefield; never a guess where the text names none. Held, a count of the
 * player's units ("If you have exactly two units there, they each get ...") makes them what "they" names.
 */
export function countWhereMovedHolds(run: Run, p: Counted): boolean {
  const counted = heldToOneBattlefield(p);
  // the move before acted on nothing: no battlefield to count at (the Origins FAQ on Dragon's Rage: no "its destination")
  if (run.it?.length === 0) return false;
  const at = battlefieldOfTheMove(run);
  if (!counted || at === null)
    throw new Error(`the condition "${predicateText(p)}" of ${run.source} is read only where a move or its trigger names a battlefield`);
  const holds = countHolds(run.s, counted, run.source, run.controller, at);
  const ref = counted.kind === 'player-has' ? counted.object : null;
  if (holds && ref?.kind === 'select' && ref.plural)
    run.it = candidates(run.s, { ...ref, determiner: 'your' }, { controller: run.controller, source: run.source, atBattlefield: at }).map((o) => o.id);
  return holds;
}

/**
 * "If there are ...": counted where the move before went when the text says "there" or "that battlefield",
 * else on the board; what it counted is kept for a "put each ..." after it (`run.counted`).
 */
export function existsHolds(run: Run, p: Extract<Predicate, { kind: 'exists' }>): boolean {
  if (readsCountWhereMoved(p)) return countWhereMovedHolds(run, p);
  run.counted = countedObjects(run.s, p, run.source, run.controller);
  return countHolds(run.s, p, run.source, run.controller);
}
