// The live games of the server, bounded in number, in bytes and in idle time so that clients that
// never delete their games, or play very large ones, cannot make the server grow without limit.
// A game's bytes are estimated from its serialized size (two bytes a character, as JavaScript holds
// strings), weighed when it is added and again every WEIGH_EVERY actions as its event log grows; when
// an action takes the store past its bytes, the least recently used other games are dropped.
import { randomUUID } from 'node:crypto';

export interface StoreLimits {
  /** Most games alive at once; creating one more answers 429. */
  maxGames: number;
  /** A game untouched for this long is dropped. */
  idleTtlMs: number;
  /** Most estimated bytes of all live games together; a game that would pass it is not added. */
  maxBytes?: number;
}

interface Entry<G> {
  game: G;
  touched: number;
  bytes: number;
  /** Actions since the game was last weighed. */
  unweighed: number;
}

const WEIGH_EVERY = 32;

/** A game's estimated size in memory: its JSON, two bytes a character. */
export function serializedBytes(game: unknown): number {
  return 2 * (JSON.stringify(game)?.length ?? 0);
}

export class GameStore<G> {
  // Map iteration order is insertion order; re-inserting on every touch keeps the least recently
  // used game first, so expiry only ever looks at the head of the map.
  readonly #games = new Map<string, Entry<G>>();
  #bytes = 0;

  constructor(
    readonly limits: StoreLimits,
    private readonly now: () => number = Date.now,
    private readonly weigh: (game: G) => number = serializedBytes,
  ) {}

  get size(): number {
    return this.#games.size;
  }

  /** The estimated bytes of all live games. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Stores a new game under a fresh id, or returns null when the store is full (in games or in bytes). */
  add(game: G, id: string = randomUUID()): string | null {
    this.expire();
    if (this.#games.size >= this.limits.maxGames) return null;
    const bytes = this.weigh(game);
    if (this.limits.maxBytes !== undefined && this.#bytes + bytes > this.limits.maxBytes) return null;
    this.#games.set(id, { game, touched: this.now(), bytes, unweighed: 0 });
    this.#bytes += bytes;
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
      this.#remove(id);
      return undefined;
    }
    this.touch(id, entry.game);
    return entry.game;
  }

  /** Replaces a live game's state (after an action); past the bytes, the least recently used other games go. */
  put(id: string, game: G): void {
    const entry = this.#games.get(id);
    if (!entry) return;
    entry.unweighed++;
    if (entry.unweighed >= WEIGH_EVERY) {
      const bytes = this.weigh(game);
      this.#bytes += bytes - entry.bytes;
      entry.bytes = bytes;
      entry.unweighed = 0;
    }
    this.touch(id, game);
    const max = this.limits.maxBytes;
    if (max === undefined) return;
    for (const other of this.#games.keys()) {
      if (this.#bytes <= max) break;
      if (other !== id) this.#remove(other);
    }
  }

  delete(id: string): boolean {
    return this.#remove(id);
  }

  #remove(id: string): boolean {
    const entry = this.#games.get(id);
    if (!entry) return false;
    this.#games.delete(id);
    this.#bytes -= entry.bytes;
    return true;
  }

  /** Drops every game idle for longer than the TTL; returns how many went. */
  expire(): number {
    const cutoff = this.now() - this.limits.idleTtlMs;
    let dropped = 0;
    for (const [id, entry] of this.#games) {
      if (entry.touched >= cutoff) break;
      this.#remove(id);
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
    this.#bytes = 0;
  }

  private touch(id: string, game: G): void {
    // The entry itself moves to the end (no copy per request): entries never leave the store.
    const entry = this.#games.get(id)!;
    entry.game = game;
    entry.touched = this.now();
    this.#games.delete(id);
    this.#games.set(id, entry);
  }
}
