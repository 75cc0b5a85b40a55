// Small values of the tree: spans, diagnostics, domains, comparisons, amounts, resource symbols.
import type { KeywordName } from './keywords-and-costs.ts';
import type { ObjectRef } from './references.ts';

/** [start, end) in the normalised text. */
export type Span = [number, number];

export interface Diagnostic {
  severity: 'error' | 'warning';
  message: string;
  /** offset into the normalised text (lexer errors: into the input as given). */
  offset: number;
  length?: number;
}

export type Domain = 'fury' | 'calm' | 'mind' | 'body' | 'chaos' | 'order' | 'rainbow';

/** A comparison as printed: "N or less" (`<=`), "N or more"/"N or greater" (`>=`), "less than" ... */
export type Comparison = '<=' | '>=' | '<' | '>' | '=';

/** A number of things or points. */
export type Amount =
  | { kind: 'number'; value: number; /** printed as a word ("one", "two") */ word?: boolean }
  | { kind: 'x' }
  /** "that much", "that many": the amount named by the previous instruction. */
  | { kind: 'that-much'; form: 'that much' | 'that many' }
  /** "equal to the number of <objects>" / "for each <object>". */
  | { kind: 'count'; of: ObjectRef }
  /** "equal to <object>'s Might" / "its Might". */
  | { kind: 'might-of'; object: ObjectRef }
  /** "the highest Might among units you control". */
  | { kind: 'highest-might'; among: ObjectRef }
  /** "my [Assault]": the value of a numeric keyword the object has. */
  | { kind: 'keyword-value'; keyword: KeywordName; of: ObjectRef }
  /** "your points". */
  | { kind: 'points'; of: ObjectRef }
  /** "its cost", "its base cost": the printed cost of an object. */
  | { kind: 'cost-of'; object: ObjectRef; form: 'cost' | 'base cost' | 'Energy cost' }
  /** "the damage marked on it". */
  | { kind: 'damage-on'; object: ObjectRef }
  /** "the killed unit's Might" style: a value remembered from an earlier instruction. */
  | { kind: 'remembered'; what: string };

/** Resource symbols: energy N, power of a domain (rainbow = any domain), the exhaust symbol. */
export type ResourceSymbol = { kind: 'energy'; amount: number } | { kind: 'power'; domain: Domain } | { kind: 'exhaust-symbol' } | { kind: 'might-symbol' };
