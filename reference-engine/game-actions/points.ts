// Gaining points from any source (rule 468.1 for scoring; 431.2.c for an opponent's burn out), kept
// apart from scoring so that burning out, which draws on nothing but this, does not import the draw
// that a withheld Final Point makes.
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { playerState, type GameState } from '../state.ts';

export function gainPoints(s: GameState, player: PlayerId, amount: number, rule?: string): void {
  playerState(s, player).points += amount;
  emit(s, { kind: 'scored', player, amount, rule });
}
