// Add (rule 429) resources to a rune pool, and empty it (rule 165, 316.3, 317.2.d).
import { emit } from '../events.ts';
import type { Domain, PlayerId } from '../interface.ts';
import { playerState, type GameState } from '../state.ts';

export function addResources(s: GameState, player: PlayerId, energy: number, power: Partial<Record<Domain, number>> = {}): void {
  const pool = playerState(s, player).runePool;
  pool.energy += energy;
  for (const [d, n] of Object.entries(power)) pool.power[d as Domain] = (pool.power[d as Domain] ?? 0) + (n ?? 0);
}

export function emptyRunePool(s: GameState, player: PlayerId, rule?: string): void {
  const p = playerState(s, player);
  const had = p.runePool.energy > 0 || Object.values(p.runePool.power).some((n) => (n ?? 0) > 0);
  p.runePool = { energy: 0, power: {} };
  if (had) emit(s, { kind: 'pool-emptied', player, rule });
}
