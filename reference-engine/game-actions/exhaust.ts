// Exhaust and Ready (rules 414, 415): already in that orientation means nothing happens.
import { emit } from '../events.ts';
import { checkTriggers } from '../triggers/check.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';

export function exhaust(s: GameState, id: ObjectId, rule?: string): boolean {
  const o = objectOf(s, id);
  if (o.exhausted) return false;
  o.exhausted = true;
  emit(s, { kind: 'exhausted', object: id, player: o.controller, rule });
  return true;
}

export function ready(s: GameState, id: ObjectId, rule?: string): boolean {
  const o = objectOf(s, id);
  if (!o.exhausted) return false;
  o.exhausted = false;
  emit(s, { kind: 'readied', object: id, player: o.controller, rule });
  checkTriggers(s, { kind: 'became-ready', object: id }); // "When I become ready"
  return true;
}
