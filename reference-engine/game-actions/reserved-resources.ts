// Resources added with a restriction on what they pay for ("[Add] :rb_energy_2:. Use only to play
// spells.", "Spend this Energy only during showdowns."). They are in the rune pool like any other
// (429.1), and a ledger on the player says how much of the pool is kept for which purpose: paying for
// anything else works on the pool without them, and paying for what they are kept for spends them first.
import { hasType, isUnit, type Added, type ChainItem, type GameState, type Reserved } from '../state.ts';
import type { Domain, PlayerId, RunePool } from '../interface.ts';
import { playerState } from '../state.ts';

/**
 * The purposes whose payments the engine tells apart: each says what a payment may spend the resources
 * on, for a chain item or for no item (hiding a card, an applied cost, a "you may pay" as an effect resolves).
 */
const PURPOSES: { readonly [purpose: string]: (s: GameState, item: ChainItem | null) => boolean } = {
  'to play spells': (s, item) => item?.kind === 'card' && hasType(s.objects[item.source]!.card, 'spell'),
  'on spells': (s, item) => item?.kind === 'card' && hasType(s.objects[item.source]!.card, 'spell'),
  'to play units': (s, item) => item?.kind === 'card' && hasType(s.objects[item.source]!.card, 'unit'),
  'to play gear': (s, item) => item?.kind === 'card' && hasType(s.objects[item.source]!.card, 'gear'),
  'to play cards': (_s, item) => item?.kind === 'card',
  'to play gear or use gear abilities': (s, item) => item !== null && item.kind !== 'triggered' && hasType(s.objects[item.source]!.card, 'gear'),
  // a unit token is a unit (185.2.d): its activated abilities are a unit's
  'to play units or activated abilities of units': (s, item) => item !== null && item.kind !== 'triggered' && isUnit(s.objects[item.source]!),
  'during showdowns': (s) => s.showdown !== null,
};

/** Whether the engine knows what the purpose allows. */
export function readsPurpose(purpose: string): boolean {
  return purpose in PURPOSES;
}

/** Whether reserved resources may pay for the item (null: a payment for no chain item, such as hiding a card). */
function spendableOn(s: GameState, r: Reserved, item: ChainItem | null): boolean {
  return PURPOSES[r.purpose]?.(s, item) ?? false;
}

/** Keeps what an instruction just added for one purpose only. */
export function reserve(s: GameState, player: PlayerId, added: Added, purpose: string): void {
  if (added.energy + added.universal + Object.values(added.power).reduce((n: number, k) => n + (k ?? 0), 0) === 0) return;
  const p = playerState(s, player);
  p.reserved = [...(p.reserved ?? []), { ...added, power: { ...added.power }, purpose }];
}

function without(pool: RunePool, held: readonly Reserved[]): RunePool {
  const out: RunePool = { energy: pool.energy, power: { ...pool.power } };
  let universal = pool.universal ?? 0;
  for (const r of held) {
    out.energy -= r.energy;
    universal -= r.universal;
    for (const [d, n] of Object.entries(r.power)) out.power[d as Domain] = (out.power[d as Domain] ?? 0) - (n ?? 0);
  }
  if (universal > 0) out.universal = universal;
  return out;
}

/** The pool a payment for the item (or for no item) may spend: without what is kept for other purposes. */
export function spendablePool(s: GameState, player: PlayerId, item: ChainItem | null): RunePool {
  const p = playerState(s, player);
  return without(
    p.runePool,
    (p.reserved ?? []).filter((r) => !spendableOn(s, r, item)),
  );
}

/**
 * Runs a payment on the pool without what is kept for other purposes, then puts that back; what the
 * payment took is taken from the resources kept for it first (a player spends them before the rest).
 */
export function payingFrom<T>(s: GameState, player: PlayerId, item: ChainItem | null, pay: () => T): T {
  const p = playerState(s, player);
  const reserved = p.reserved ?? [];
  if (reserved.length === 0) return pay();
  const held = reserved.filter((r) => !spendableOn(s, r, item));
  const usable = reserved.filter((r) => spendableOn(s, r, item));
  const before = without(p.runePool, held);
  p.runePool = before;
  const result = pay();
  const after = playerState(s, player).runePool;
  spendFirst(usable, before, after);
  const back = playerState(s, player);
  back.runePool = putBack(after, held);
  back.reserved = [...held, ...usable.filter((r) => r.energy + r.universal + Object.values(r.power).reduce((n: number, k) => n + (k ?? 0), 0) > 0)];
  return result;
}

/** Takes what the pool lost from before to after out of the reserved entries, in order. */
function spendFirst(usable: Reserved[], before: RunePool, after: RunePool): void {
  let energy = before.energy - after.energy;
  let universal = (before.universal ?? 0) - (after.universal ?? 0);
  const power = new Map<Domain, number>();
  for (const d of Object.keys({ ...before.power, ...after.power }) as Domain[]) power.set(d, (before.power[d] ?? 0) - (after.power[d] ?? 0));
  for (const r of usable) {
    const e = Math.min(r.energy, Math.max(0, energy));
    r.energy -= e;
    energy -= e;
    const u = Math.min(r.universal, Math.max(0, universal));
    r.universal -= u;
    universal -= u;
    for (const [d, n] of Object.entries(r.power) as [Domain, number][]) {
      const k = Math.min(n, Math.max(0, power.get(d) ?? 0));
      r.power[d] = n - k;
      power.set(d, (power.get(d) ?? 0) - k);
    }
  }
}

function putBack(pool: RunePool, held: readonly Reserved[]): RunePool {
  const out: RunePool = { energy: pool.energy, power: { ...pool.power } };
  let universal = pool.universal ?? 0;
  for (const r of held) {
    out.energy += r.energy;
    universal += r.universal;
    for (const [d, n] of Object.entries(r.power)) out.power[d as Domain] = (out.power[d as Domain] ?? 0) + (n ?? 0);
  }
  if (universal > 0) out.universal = universal;
  return out;
}
