// The shapes of the rules corpus: editions, rules, crosswalk and diff. Other parts of the project
// (server, reports, coverage) code against these, so they change only with care.

export type EditionId = 'v1.0' | 'v1.1' | 'v1.2' | 'v1.3' | 'v1.4';

export interface Rule {
  /** '355.10.d' (no trailing dot); top-level like '355'. */
  id: string;
  edition: EditionId;
  /** A heading only names a section; a rule says something. */
  kind: 'heading' | 'rule';
  /** Full normalised text (statement + examples). */
  text: string;
  /** The rule's statement without its examples. */
  statement: string;
  /** "Example: ..." parts told apart from the statement. */
  examples: string[];
  parent: string | null;
  children: string[];
  /** Cross-references ("see rule 417") resolved to ids of the same edition. */
  refs: string[];
  source: { file: string; line: number };
}

/** Something in a source that the importer had to decide about: kept so stats and tests can list it. */
export interface SourceAnomaly {
  id: string;
  line: number;
  kind: 'repeated-number' | 'missing-parent' | 'irregular-number' | 'runs-backwards';
  note: string;
}

export interface Edition {
  id: EditionId;
  version: string;
  date: string;
  name: string;
  origin: 'data' | 'seeds';
  rules: Map<string, Rule>;
  /** Document order. */
  ids: string[];
  /** The file(s) the edition was read from (relative to the data dir or to rules/seeds). */
  files: string[];
  /** Numbered lines seen in the source, before repeated numbers were folded. */
  numberedLines: number;
  anomalies: SourceAnomaly[];
}

export type MatchKind = 'identical' | 'edited' | 'renumbered' | 'renumbered-edited' | 'override' | 'none';

export interface Counterpart {
  edition: EditionId;
  id: string | null;
  how: MatchKind;
}

export interface Crosswalk {
  map(from: EditionId, id: string, to: EditionId): Counterpart;
  /** One entry per other loaded edition, in edition order. */
  row(from: EditionId, id: string): Counterpart[];
}

export interface Corpus {
  editions: Edition[];
  newest: Edition;
  /** 'v1.4' | '1.4' | '2026-07-16'; undefined = newest; unknown -> UnknownEditionError. */
  edition(spec?: string): Edition;
  /** Built lazily once, cached. */
  crosswalk(): Crosswalk;
}

export type WordOp = { op: '=' | '-' | '+'; text: string };

export interface EditionDiff {
  from: EditionId;
  to: EditionId;
  chapter: [number, number] | null;
  added: Array<{ id: string; text: string }>;
  removed: Array<{ id: string; text: string }>;
  /** Same rule under a new number (its text may also have changed: see `edited`). */
  renumbered: Array<{ from: string; to: string; how: MatchKind }>;
  edited: Array<{ from: string; to: string; words: WordOp[] }>;
  /** Rules present in both editions with the same number and the same text. */
  unchanged: number;
  /** Rules whose counterpart exists but whose text is not loaded (seed excerpts only): not compared. */
  notCompared: number;
}

export class UnknownEditionError extends Error {
  constructor(
    message: string,
    readonly suggestions: string[] = [],
  ) {
    super(message);
    this.name = 'UnknownEditionError';
  }
}

/**
 * An edition the project knows (v1.0..v1.4) whose text is not loaded: the rules data is missing.
 * A kind of UnknownEditionError, so callers that answer "no such edition" still catch it.
 */
export class EditionNotLoadedError extends UnknownEditionError {
  constructor(
    readonly edition: string,
    message: string,
  ) {
    super(message);
    this.name = 'EditionNotLoadedError';
  }
}

export class UnknownRuleError extends Error {
  constructor(
    message: string,
    readonly suggestions: string[] = [],
  ) {
    super(message);
    this.name = 'UnknownRuleError';
  }
}

/** A missing or malformed source file: always names the file, and the line when there is one. */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    detail: string,
  ) {
    super(line === null ? `${file}: ${detail}` : `${file}:${line}: ${detail}`);
    this.name = 'ImportError';
  }
}
