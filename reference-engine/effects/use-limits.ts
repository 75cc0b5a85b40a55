// "Use only once per turn", "... and only once each turn": an activated ability that limits its own use
// (377.2.b) may be activated only if it has not been activated yet this turn. Each activation is noted as
// the ability goes on the Chain, beside the turn's performed abilities (counted afresh each turn, turn.ts).
import type { Instruction } from '../card-text/ast.ts';
import type { GameState, ObjectId } from '../state.ts';

function limited(effect: readonly Instruction[]): boolean {
  return effect.some((i) => i.kind === 'use-only' && i.limit !== undefined);
}

function usedKey(source: ObjectId, ability: number): string {
  return `${source}#${ability}#activated`;
}

/** Whether the ability limits itself to one use a turn and was already used this turn. */
export function usedUpThisTurn(s: GameState, source: ObjectId, ability: number, effect: readonly Instruction[]): boolean {
  return limited(effect) && (s.performedThisTurn ?? []).includes(usedKey(source, ability));
}

/** Notes an activation of an ability that limits its own use. */
export function noteUse(s: GameState, source: ObjectId, ability: number, effect: readonly Instruction[]): void {
  if (limited(effect)) (s.performedThisTurn ??= []).push(usedKey(source, ability));
}
