// Giving and taking Priority and Focus (rules 312–313), with an event whenever the holder changes.
import { emit } from './events.ts';
import type { PlayerId } from './interface.ts';
import type { GameState } from './state.ts';

export function setPriority(s: GameState, player: PlayerId | null, rule?: string): void {
  if (s.priority === player) return;
  s.priority = player;
  if (player !== null) emit(s, { kind: 'priority', player, rule });
}

/** Gaining Focus also gains Priority (rule 313.2); losing Focus does not by itself move Priority. */
export function setFocus(s: GameState, player: PlayerId | null, rule?: string): void {
  if (s.focus !== player) {
    s.focus = player;
    if (player !== null) emit(s, { kind: 'focus', player, rule });
  }
  if (player !== null) setPriority(s, player, '313.2');
}
