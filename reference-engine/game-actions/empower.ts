// Empower and Disempower (rules 441, 442): a binary status an object on the board has or has not.
import { abilitiesOfKind } from '../effects/compiled.ts';
import { objectOf, type GameObject, type GameState, type ObjectId } from '../state.ts';
import { checkTriggers } from '../triggers/check.ts';

/** "I can be empowered any number of times": the object's own permission to be Empowered again (441.1.c.1). */
export function empoweredWithoutLimit(o: GameObject): boolean {
  return abilitiesOfKind(o.card, 'passive').some(
    ({ ability: a }) => !a.condition && a.effect.kind === 'can' && a.effect.action === 'be empowered any number of times' && a.effect.subject.kind === 'self',
  );
}

/** Empowers the object; false when it already was, and then nothing more happens (441.1.b, 441.1.c), unless it may be Empowered again (441.1.c.1). */
export function empower(s: GameState, id: ObjectId): boolean {
  const o = objectOf(s, id);
  if (o.empowered && !empoweredWithoutLimit(o)) return false;
  o.empowered = true;
  checkTriggers(s, { kind: 'became-empowered', object: id }); // 441.2.a, 827.2.a: "When I become [Empowered]"
  return true;
}

/** Removes the Empowered status; false when the object did not have it, and nothing happens (442.1.a.1). */
export function disempower(s: GameState, id: ObjectId): boolean {
  const o = objectOf(s, id);
  if (!o.empowered) return false;
  delete o.empowered;
  return true;
}
