// Buff (rule 426): one buff counter at most, unless something allows more.
import { emit } from '../events.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';

export function buff(s: GameState, id: ObjectId, opts: { allowMultiple?: boolean; rule?: string } = {}): boolean {
  const o = objectOf(s, id);
  if (o.buffs > 0 && !opts.allowMultiple) return false;
  o.buffs += 1;
  emit(s, { kind: 'buffed', object: id, player: o.controller, amount: 1, rule: opts.rule });
  return true;
}
