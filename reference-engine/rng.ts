// Deterministic randomness: a mulberry32 generator whose whole state lives in GameState.rng, so a game
// replays identically from its setup and its actions.
import type { GameState } from './state.ts';

export function nextRandom(s: GameState): number {
  let t = (s.rng.state = (s.rng.state + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Fisher–Yates shuffle driven by the game's generator; returns a new array. */
export function shuffled<T>(s: GameState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(nextRandom(s) * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
