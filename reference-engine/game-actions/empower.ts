// Empower and Disempower (rules 441, 442): a binary status an object on the board has or has not, which
// a permission may let it be given again up to a number of times (441.1.c.1), each time counted.
import { abilitiesOfKind } from '../effects/compiled.ts';
import { objectOf, timesEmpowered, type GameObject, type GameState, type ObjectId } from '../state.ts';
import { checkTriggers } from '../triggers/check.ts';

/** "I can be empowered any number of times": the object's own permission to be Empowered again (441.1.c.1). */
export function empoweredWithoutLimit(o: GameObject): boolean {
  return abilitiesOfKind(o.card, 'passive').some(
    ({ ability: a }) => !a.condition && a.effect.kind === 'can' && a.effect.action === 'be empowered any number of times' && a.effect.subject.kind === 'self',
  );
}

const TIMES: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5 };

/** "I can be [Empowered] up to three times": how many times the object may be Empowered at once (441.1.c.1); null without such a permission. */
export function empowerLimitOf(e: { kind: string; subject?: { kind: string }; action?: string }, a: { condition?: unknown; gate?: unknown }): number | null {
  if (e.kind !== 'can' || e.subject?.kind !== 'self' || a.condition || a.gate) return null;
  const times = /^be \[Empowered\] up to (\w+) times$/.exec(e.action ?? '')?.[1];
  return times !== undefined ? (TIMES[times] ?? null) : null;
}

/** Whether the object, Empowered or not, may be Empowered once more: not yet, or fewer times than its own permission allows. */
export function mayBeEmpoweredAgain(o: GameObject): boolean {
  const limits = abilitiesOfKind(o.card, 'passive').flatMap(({ ability: a }) => empowerLimitOf(a.effect, a) ?? []);
  return timesEmpowered(o) < Math.max(1, ...limits);
}

/** Empowers the object; false when it already was, and then nothing more happens (441.1.b, 441.1.c), unless it may be Empowered again (441.1.c.1). */
export function empower(s: GameState, id: ObjectId): boolean {
  const o = objectOf(s, id);
  if (o.empowered && !empoweredWithoutLimit(o) && !mayBeEmpoweredAgain(o)) return false;
  if (o.empowered && mayBeEmpoweredAgain(o)) o.timesEmpowered = timesEmpowered(o) + 1;
  o.empowered = true;
  checkTriggers(s, { kind: 'became-empowered', object: id }); // 441.2.a, 827.2.a: "When I become [Empowered]"
  return true;
}

/** Removes the Empowered status; false when the object did not have it, and nothing happens (442.1.a.1). */
export function disempower(s: GameState, id: ObjectId): boolean {
  const o = objectOf(s, id);
  if (!o.empowered) return false;
  delete o.empowered;
  delete o.timesEmpowered;
  return true;
}
