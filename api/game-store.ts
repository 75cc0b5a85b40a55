// The live games of the server, bounded in number and in idle time so that clients that never
// delete their games cannot make the server grow without limit.
import { randomUUID } from 'node:crypto';

export interface StoreLimits {
  /** Most games alive at once; creating one more answers 429. */
  maxGames: number;
  /** A game untouched for this long is dropped. */
  idleTtlMs: number;
}

interface Entry<G> {
  game: G;
  touched: number;
}

export class GameStore<G> {
  // Map iteration order is insertion order; re-inserting on every touch keeps the least recently
  // used game first, so expiry only ever looks at the head of the map.
  readonly #games = new Map<string, Entry<G>>();

  constructor(
    readonly limits: StoreLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#games.size;
  }

  /** Stores a new game under a fresh id, or returns null when the store is full. */
  add(game: G, id: string = randomUUID()): string | null {
    this.expire();
    if (this.#games.size >= this.limits.maxGames) return null;
    this.#games.set(id, { game, touched: this.now() });
    return id;
  }

  /** A fresh id for a game about to be added. */
  newId(): string {
    return randomUUID();
  }

  hasRoom(): boolean {
    this.expire();
    return this.#games.size < this.limits.maxGames;
  }

  get(id: string): G | undefined {
    const entry = this.#games.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.touched > this.limits.idleTtlMs) {
      this.#games.delete(id);
      return undefined;
    }
    this.touch(id, entry.game);
    return entry.game;
  }

  /** Replaces a live game's state (after an action). */
  put(id: string, game: G): void {
    if (this.#games.has(id)) this.touch(id, game);
  }

  delete(id: string): boolean {
    return this.#games.delete(id);
  }

  /** Drops every game idle for longer than the TTL; returns how many went. */
  expire(): number {
    const cutoff = this.now() - this.limits.idleTtlMs;
    let dropped = 0;
    for (const [id, entry] of this.#games) {
      if (entry.touched >= cutoff) break;
      this.#games.delete(id);
      dropped++;
    }
    return dropped;
  }

  /** Seconds until the least recently used game expires: what a 429 tells the client to wait. */
  secondsUntilRoom(): number {
    const oldest = this.#games.values().next();
    if (oldest.done) return 0;
    return Math.max(1, Math.ceil((oldest.value.touched + this.limits.idleTtlMs - this.now()) / 1000));
  }

  clear(): void {
    this.#games.clear();
  }

  private touch(id: string, game: G): void {
    this.#games.delete(id);
    this.#games.set(id, { game, touched: this.now() });
  }
}
