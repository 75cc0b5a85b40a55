// Values derived from a list of instructions alone, worked out once per list. Compiled card text is
// never changed once read, so a value computed from the very same instruction objects, in the same
// order, is the same value: the lists the engine builds anew at every look (a spell's effect with its
// chosen mode, a triggered ability's effect after its "you may") are matched by their elements. The
// tables are weak, keyed by the instructions (and by the reader the value also depends on), so they
// hold nothing a game no longer uses and carry nothing from one game to another but what the text
// itself determines. Values handed out are shared: callers read them and never change them.
import type { Instruction } from '../card-text/ast.ts';
import { weakProcessCache, type WeakCache } from '../process-caches.ts';

interface Known<T> {
  list: readonly Instruction[];
  value: T;
}

/** A memo of one derivation: per key object (a reader the value depends on), per first instruction, the lists seen. */
export type InstructionsMemo<T> = WeakCache<object, WeakMap<Instruction, Known<T>[]>>;

export function instructionsMemo<T>(): InstructionsMemo<T> {
  return weakProcessCache();
}

/** The key of a value that depends on the instructions alone. */
export const INSTRUCTIONS_ALONE: object = Object.freeze({});

function sameList(a: readonly Instruction[], b: readonly Instruction[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * `derive(list)` for a list of the same instructions as one seen before with the same `key`, or worked
 * out now and kept. An empty list is derived every time (it has no instruction to key it by).
 */
export function byInstructions<T>(memo: InstructionsMemo<T>, key: object, list: readonly Instruction[], derive: (list: readonly Instruction[]) => T): T {
  const first = list[0];
  if (first === undefined) return derive(list);
  let byFirst = memo.get(key);
  if (!byFirst) memo.set(key, (byFirst = new WeakMap()));
  let seen = byFirst.get(first);
  if (!seen) byFirst.set(first, (seen = []));
  for (const known of seen) if (sameList(known.list, list)) return known.value;
  const value = derive(list);
  seen.push({ list: list.slice(), value });
  return value;
}
