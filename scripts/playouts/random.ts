// A small seeded random source for the playouts: the same seed gives the same games on every machine,
// so a broken invariant is reported by its seed and replays exactly.
export class Random {
  #state: number;
  constructor(seed: number) {
    this.#state = seed >>> 0 || 0x9e3779b9;
  }
  /** A float in [0, 1) (mulberry32). */
  next(): number {
    let t = (this.#state = (this.#state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  /** Between min and max distinct items, in random order. */
  subset<T>(items: readonly T[], min: number, max: number): T[] {
    const hi = Math.min(max, items.length);
    const lo = Math.min(min, hi);
    return this.shuffle(items).slice(0, this.int(lo, hi));
  }
}
