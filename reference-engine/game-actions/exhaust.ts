// Exhaust and Ready (rules 414, 415): already in that orientation means nothing happens.
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { emit } from '../events.ts';
import { checkTriggers } from '../triggers/check.ts';
import { objectOf, type GameObject, type GameState, type ObjectId } from '../state.ts';

export function exhaust(s: GameState, id: ObjectId, rule?: string): boolean {
  const o = objectOf(s, id);
  if (o.exhausted) return false;
  o.exhausted = true;
  emit(s, { kind: 'exhausted', object: id, player: o.controller, rule });
  return true;
}

/**
 * "I can't be readied": nothing readies the permanent, not even the Awaken step, which readies only what
 * is able to be readied (315.1.b); a restriction beats an instruction (358.3.a).
 */
export function cannotBeReadied(o: GameObject): boolean {
  return (
    abilitiesActive(o) &&
    abilitiesOfKind(o.card, 'passive').some(
      ({ ability: a }) => !a.condition && a.effect.kind === 'cant' && a.effect.subject.kind === 'self' && a.effect.action === 'be readied',
    )
  );
}

export function ready(s: GameState, id: ObjectId, rule?: string): boolean {
  const o = objectOf(s, id);
  if (!o.exhausted || cannotBeReadied(o)) return false;
  o.exhausted = false;
  emit(s, { kind: 'readied', object: id, player: o.controller, rule });
  checkTriggers(s, { kind: 'became-ready', object: id }); // "When I become ready"
  return true;
}
