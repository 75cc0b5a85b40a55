// The rules corpus: the five Core Rules editions, their crosswalk and their diffs.
export type { EditionId, Rule, Edition, Corpus, MatchKind, Counterpart, Crosswalk, EditionDiff, WordOp, SourceAnomaly } from './types.ts';
export { UnknownEditionError, EditionNotLoadedError, UnknownRuleError, ImportError } from './types.ts';
export { loadCorpus, EDITION_CATALOG, CURRENT_EDITION, catalogEditionId, editionIdOf, unknownEditionMessage } from './corpus.ts';
export { findRule, searchRules, nearestIds } from './lookup.ts';
export { diffEditions, wordDiff } from './diff.ts';
export { parseRuleId, compareRuleIds } from './rule-id.ts';
export { editionStats, README_COUNTS, type EditionStats } from './stats.ts';
export { needsDataMessage } from './data-dir.ts';
