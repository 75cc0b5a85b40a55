// Add (rule 429) resources to a rune pool, and empty it (rule 165, 316.3, 317.2.d).
import { emit } from '../events.ts';
import type { Domain, PlayerId, RunePool } from '../interface.ts';
import { playerState, type GameState } from '../state.ts';

const DOMAINS: readonly Domain[] = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'];

export function addResources(s: GameState, player: PlayerId, energy: number, power: Partial<Record<Domain, number>> = {}): void {
  const pool = playerState(s, player).runePool;
  pool.energy += energy;
  for (const [d, n] of Object.entries(power)) pool.power[d as Domain] = (pool.power[d as Domain] ?? 0) + (n ?? 0);
}

/** "[Add] :rb_rune_rainbow:": Power of no one domain, kept apart in the pool (163.2.b). */
export function addUniversalPower(s: GameState, player: PlayerId, n: number): void {
  const pool = playerState(s, player).runePool;
  if (n > 0) pool.universal = (pool.universal ?? 0) + n;
}

/** A copy of the pool, its universal Power included only when there is some. */
export function copyPool(pool: RunePool): RunePool {
  return { energy: pool.energy, power: { ...pool.power }, ...(pool.universal ? { universal: pool.universal } : {}) };
}

/**
 * The pool with just as much universal Power turned into the domains a Power cost needs as the domain
 * Power cannot cover (135.2.e.5.b: it pays a Power of any domain): the named domains first, then each
 * symbol of one of several domains, then those of any domain. Paying then goes on as with domain Power;
 * what universal Power is not needed stays universal. `symbols` are domains, 'any', or "a|b" choices.
 */
export function withUniversalSpent(pool: RunePool, symbols: readonly string[]): RunePool {
  const out = copyPool(pool);
  let universal = out.universal ?? 0;
  if (universal === 0) return out;
  const left = new Map(DOMAINS.map((d) => [d, out.power[d] ?? 0]));
  const use = (d: Domain) => {
    out.power[d] = (out.power[d] ?? 0) + 1;
    universal -= 1;
  };
  for (const sym of symbols) {
    if (!DOMAINS.includes(sym as Domain)) continue;
    const d = sym as Domain;
    left.set(d, left.get(d)! - 1);
    if (left.get(d)! < 0 && universal > 0) {
      use(d);
      left.set(d, 0);
    }
  }
  for (const sym of symbols) {
    if (!sym.includes('|')) continue;
    const allowed = sym.split('|') as Domain[];
    const from = allowed.find((d) => left.get(d)! > 0);
    if (from) left.set(from, left.get(from)! - 1);
    else if (universal > 0) use(allowed[0]!);
  }
  for (const sym of symbols) {
    if (sym !== 'any') continue;
    const from = DOMAINS.find((d) => left.get(d)! > 0);
    if (from) left.set(from, left.get(from)! - 1);
    else if (universal > 0) use(DOMAINS[0]!);
  }
  if (universal > 0) out.universal = universal;
  else delete out.universal;
  return out;
}

export function emptyRunePool(s: GameState, player: PlayerId, rule?: string): void {
  const p = playerState(s, player);
  const had = p.runePool.energy > 0 || Object.values(p.runePool.power).some((n) => (n ?? 0) > 0) || (p.runePool.universal ?? 0) > 0;
  p.runePool = { energy: 0, power: {} };
  delete p.reserved;
  if (had) emit(s, { kind: 'pool-emptied', player, rule });
}
