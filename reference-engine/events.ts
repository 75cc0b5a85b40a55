// The event log: every observable change is appended here, numbered in order (GameEvent.seq).
import type { GameEvent } from './interface.ts';
import type { GameState } from './state.ts';

export function emit(s: GameState, event: Omit<GameEvent, 'seq'>): GameEvent {
  const full = { seq: s.events.length + 1, ...event } as GameEvent;
  s.events.push(full);
  return full;
}
