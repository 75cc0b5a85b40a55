// What a rule mutant is: a deliberate rule mistake, made by replacing exact pieces of engine text in
// memory (the real engine is never changed). The mutants themselves live in mutations/, a file per
// rules chapter, and mutations.ts gathers them.
export interface Edit {
  file: string; // relative to the project root
  find: string; // must occur exactly once in the file, line breaks, indentation and trailing commas aside
  replace: string;
}

export interface Mutation extends Edit {
  id: string;
  /** The v1.4 rule the mistake breaks (its primary id). */
  rule: string;
  /** Further v1.4 rules the same mistake truly breaks, where there are any (see ruleIdsOf). */
  alsoBreaks?: string[];
  description: string;
  /** Further edits of the same mistake, where the engine guards the rule in more than one place. */
  also?: Edit[];
}

/** Every v1.4 rule id the mistake breaks, the primary one first: a kill by an Example tagged with one witnesses it. */
export function ruleIdsOf(m: Pick<Mutation, 'rule' | 'alsoBreaks'>): string[] {
  return [...new Set([m.rule, ...(m.alsoBreaks ?? [])])];
}

const ENGINE = 'reference-engine';
/** A path inside the reference engine, relative to the project root. */
export const at = (path: string): string => `${ENGINE}/${path}`;
