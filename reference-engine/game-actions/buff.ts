// Buff (rule 426): one buff counter at most, unless something allows more.
import { abilitiesOfKind } from '../effects/compiled.ts';
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { checkTriggers } from '../triggers/check.ts';
import { objectOf, type GameObject, type GameState, type ObjectId } from '../state.ts';

/** "I can have any number of buffs": the unit's own permission to be buffed again (426.1.b.2). */
export function buffsWithoutLimit(o: GameObject): boolean {
  return abilitiesOfKind(o.card, 'passive').some(
    ({ ability: a }) => !a.condition && a.effect.kind === 'buff-limit' && a.effect.subject.kind === 'self' && !a.effect.max,
  );
}

export function buff(s: GameState, id: ObjectId, opts: { allowMultiple?: boolean; rule?: string } = {}): boolean {
  const o = objectOf(s, id);
  if (o.buffs > 0 && !opts.allowMultiple && !buffsWithoutLimit(o)) return false;
  o.buffs += 1;
  emit(s, { kind: 'buffed', object: id, player: o.controller, amount: 1, rule: opts.rule });
  return true;
}

/** Spending a buff (702.2.b): one buff counter off a unit its player controls (702.2.b.2); "When you spend a buff" (triggers/buff-spent.ts). */
export function spendBuff(s: GameState, id: ObjectId, player: PlayerId): void {
  objectOf(s, id).buffs -= 1;
  checkTriggers(s, { kind: 'buff-spent', player, unit: id });
}
