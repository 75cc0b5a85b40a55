// Everything the engine keeps from one call to the next for the life of the process: caches of what it
// read of card texts (compiled abilities, keywords, catalog definitions, values derived from instructions)
// and the few module-level variables a call sets and restores. Each is made here, so that one call,
// `clearProcessCaches()`, empties them all and the next call works everything out again.
//
// The engine's answers never depend on it: a cache only spares work whose result is the same every time.
// Mutation testing does depend on it: a mutant is switched on in a running process, and a value cached
// before (or under another mutant) would be answered without the mutated code ever running, so its test
// runner clears these before each run of Examples (test/engine/process-caches.test.ts checks that no
// module-level cache of the engine is made otherwise).

/** The parts of a WeakMap the engine's caches use; emptied by replacing the map it holds (a WeakMap has no clear()). */
export class WeakCache<K extends WeakKey, V> {
  private map = new WeakMap<K, V>();

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): this {
    this.map.set(key, value);
    return this;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  clear(): void {
    this.map = new WeakMap();
  }
}

const clearers: (() => void)[] = [];

/** A Map kept for the life of the process, emptied with the other caches. */
export function processCache<K, V>(): Map<K, V> {
  const map = new Map<K, V>();
  clearers.push(() => map.clear());
  return map;
}

/** A WeakMap kept for the life of the process, emptied with the other caches. */
export function weakProcessCache<K extends WeakKey, V>(): WeakCache<K, V> {
  const cache = new WeakCache<K, V>();
  clearers.push(() => cache.clear());
  return cache;
}

/** A list a call fills and empties again (a guard against re-entry), emptied with the caches in case a call left it filled. */
export function processList<T>(): T[] {
  const list: T[] = [];
  clearers.push(() => (list.length = 0));
  return list;
}

/** How a module-level variable (other than the above) is put back to its first value when the caches are cleared. */
export function resetWithProcessCaches(reset: () => void): void {
  clearers.push(reset);
}

/** Empties every cache made above and resets every variable registered with them. */
export function clearProcessCaches(): void {
  for (const clear of clearers) clear();
}

/**
 * The same for a tool that loads the engine as part of a bundle of its own (the mutation test runner loads
 * it inside the suite's bundle): every copy of this module loaded in the process adds its clear function
 * to a list kept on the global object under this name.
 */
export const PROCESS_CACHES_GLOBAL = Symbol.for('riftcheck.reference-engine.clearProcessCaches');
const everyCopy = ((globalThis as Record<symbol, unknown>)[PROCESS_CACHES_GLOBAL] ??= []) as (() => void)[];
everyCopy.push(clearProcessCaches);
