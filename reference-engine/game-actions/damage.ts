// Deal damage (rule 417: only positive amounts are dealt) and Heal (rule 418).
import { emit } from '../events.ts';
import { isUnit, objectOf, type GameState, type ObjectId } from '../state.ts';

export function dealDamage(s: GameState, id: ObjectId, amount: number, source?: ObjectId, rule?: string): number {
  const o = objectOf(s, id);
  if (!isUnit(o) || amount < 1) return 0;
  o.damage += amount;
  emit(s, { kind: 'damaged', object: id, amount, from: source, player: o.controller, rule });
  return amount;
}

export function heal(s: GameState, id: ObjectId): void {
  objectOf(s, id).damage = 0;
}
