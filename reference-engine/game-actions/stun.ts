// Stun (rule 423): binary; a stunned unit cannot be stunned again.
import { emit } from '../events.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';

export function stun(s: GameState, id: ObjectId, rule?: string): boolean {
  const o = objectOf(s, id);
  if (o.stunned) return false;
  o.stunned = true;
  emit(s, { kind: 'stunned', object: id, player: o.controller, rule });
  return true;
}
