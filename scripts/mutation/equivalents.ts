// The survivors reviewed as equivalent (scripts/mutation/equivalent.yaml): how the list is read, and how a surviving
// mutant is found in it, by its file, the text of the line it starts on, its mutator, the code it replaces and its
// replacement (whitespace runs compare as one space in each, so a reformatted line keeps its entries).
import { existsSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

/**
 * A surviving mutant reviewed as equivalent: found by its file, the source line it starts on (its text, not
 * its number), its mutator, the code it replaces and its replacement.
 */
export interface Equivalent {
  file: string;
  /** The text of the line the mutant starts on (whitespace runs compare as one space). */
  line: string;
  mutator: string;
  /** The mutated code as in the source (whitespace runs compare as one space). */
  code: string;
  replacement: string;
  why: string;
}

export const flat = (code: string) => code.replace(/\s+/g, ' ').trim();

/** The listed equivalent (of the mutant's file) a surviving mutant is, if any. */
export function listedAs(listed: Equivalent[], m: { mutatorName: string; replacement?: string }, at: { line: string; code: string }): Equivalent | undefined {
  // the replacement of a mutant spanning lines keeps its line breaks in the report: compared as the code is, flattened
  const replacement = flat(m.replacement ?? '');
  return listed.find(
    (e) => e.mutator === m.mutatorName && flat(e.replacement) === replacement && flat(e.code) === flat(at.code) && flat(e.line) === flat(at.line),
  );
}

/** Reads the reviewed equivalents (a YAML list of { file, line, mutator, code, replacement, why }); none when the file is absent. */
export function readEquivalents(path: string): Equivalent[] {
  if (!existsSync(path)) return [];
  const list = (parseYaml(readFileSync(path, 'utf8')) ?? []) as Partial<Equivalent>[];
  return list.map((e, i) => {
    for (const field of ['file', 'line', 'mutator', 'code', 'replacement', 'why'] as const) {
      if (typeof e[field] !== 'string' || e[field] === '') throw new Error(`${path}: entry ${i + 1} has no ${field}`);
    }
    return e as Equivalent;
  });
}
