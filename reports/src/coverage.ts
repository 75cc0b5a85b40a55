// Rule coverage: for every numbered rule of an edition, whether the suite covers it (an Example tagged
// with it), waives it (a reasoned waiver) or misses it; and of the covered rules, which are witnessed
// (a rule mutant is killed by an Example tagged with the rule, see witnessed.ts) and which are only
// tagged. The suite is written in one edition (v1.4); a rule of another edition is mapped there through
// the crosswalk (witnessed when its counterpart is), and may turn out removed by a later edition, or
// stale (the suite's edition words it differently).
import type { Corpus, Edition, EditionId, MatchKind, Rule } from '../../rules/types.ts';
import { needsDataMessage } from '../../rules/data-dir.ts';
import { examplesWitnessing, waiverFor } from './feature-index.ts';
import type { FeatureIndex, IndexProblem } from './feature-index.ts';

export type CoverageStatus = 'covered' | 'waived' | 'missing' | 'removed';
/** The status with covered split in two: shown to catch a mistake (witnessed), or only claimed by a tag. */
export type CoverageLevel = 'witnessed' | 'tagged-only' | 'waived' | 'missing' | 'removed';
export const COVERAGE_LEVELS: readonly CoverageLevel[] = ['witnessed', 'tagged-only', 'waived', 'missing', 'removed'];

export interface ExampleRef {
  file: string;
  line: number;
  name: string;
}

export interface CoverageRow {
  /** The rule's id in the chosen edition. */
  id: string;
  kind: Rule['kind'];
  /** covered = witnessed + tagged-only. */
  status: CoverageStatus;
  level: CoverageLevel;
  /** The rule mutants whose kill by a tagged Example witnesses the rule (empty unless witnessed). */
  witnessedBy: string[];
  /** Why a tagged-only rule is not witnessed, from features/why-not-witnessed/ (null: not explained). */
  whyNotWitnessed: string | null;
  /** The rule's counterpart in the suite's edition (same id when the chosen edition is the suite's). */
  suiteId: string | null;
  /** How the crosswalk matched the rule to the suite's edition ('identical' within one edition). */
  how: MatchKind;
  /** The first later edition that has no counterpart (status 'removed'). */
  removedIn: EditionId | null;
  /** The suite's edition words this rule differently from the chosen edition. */
  stale: boolean;
  examples: ExampleRef[];
  waiver: { reason: string; file: string; line: number } | null;
}

export interface CoverageReport {
  edition: EditionId;
  suiteEdition: EditionId;
  chapter: [number, number] | null;
  rows: CoverageRow[];
  totals: Counts & { stale: number };
  /** The same counts per top-level rule number (chapter), in order. */
  chapters: ChapterCoverage[];
  /** Where the witnessed rules were read from (null: nothing said which rules are witnessed). */
  witnessSource: string | null;
  /** Mistakes in the suite: unparsable files, bad tags, tags naming rules the suite's edition lacks. */
  problems: IndexProblem[];
}

export interface ChapterCoverage extends Counts {
  chapter: number;
}

/** The suite needs an edition that is not loaded (typically v1.4 without the data directory). */
export class EditionNotLoadedError extends Error {
  constructor(
    readonly edition: string,
    loaded: string[],
  ) {
    super(`${needsDataMessage(edition)} (loaded: ${loaded.join(', ') || 'none'})`);
    this.name = 'EditionNotLoadedError';
  }
}

/** Parses "301-359" or "352" into an inclusive range of top-level rule numbers; null when malformed. */
export function parseChapterRange(text: string): [number, number] | null {
  const m = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(text);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  return lo <= hi ? [lo, hi] : null;
}

export function topLevelOf(id: string): number {
  return Number(id.split('.')[0]);
}

export function inChapter(id: string, chapter: [number, number] | null): boolean {
  if (!chapter) return true;
  const top = topLevelOf(id);
  return top >= chapter[0] && top <= chapter[1];
}

/** The edition the suite's rule numbers belong to: the one most Examples and waivers are tagged with. */
export function suiteEditionOf(index: FeatureIndex, fallback: string): string {
  const counts = new Map<string, number>();
  for (const item of [...index.examples, ...index.waivers]) {
    if (item.edition) counts.set(item.edition, (counts.get(item.edition) ?? 0) + 1);
  }
  let best = fallback;
  let bestCount = 0;
  for (const [edition, count] of counts) if (count > bestCount) [best, bestCount] = [edition, count];
  return best;
}

function loadedEdition(corpus: Corpus, spec: string): Edition {
  const found = corpus.editions.find((e) => e.id === spec || e.id === `v${spec}` || e.version === spec || e.date === spec);
  if (!found)
    throw new EditionNotLoadedError(
      spec,
      corpus.editions.map((e) => e.id),
    );
  return found;
}

export interface CoverageOptions {
  /** The edition to account for (default: the suite's edition). */
  edition?: string;
  chapter?: [number, number] | null;
  /** The suite's rule ids that are witnessed, each with the mutants that witness it (witnessedRuleIds). */
  witnessed?: ReadonlyMap<string, string[]>;
  /** Where `witnessed` was read from, for the report. */
  witnessSource?: string | null;
}

export function computeCoverage(corpus: Corpus, index: FeatureIndex, options: CoverageOptions = {}): CoverageReport {
  const suite = loadedEdition(corpus, suiteEditionOf(index, corpus.newest.id));
  const chosen = options.edition === undefined ? suite : loadedEdition(corpus, options.edition);
  const chapter = options.chapter ?? null;
  const crosswalk = chosen.id === suite.id ? null : corpus.crosswalk();
  const later = corpus.editions.slice(corpus.editions.indexOf(chosen) + 1);

  const rows: CoverageRow[] = [];
  for (const id of chosen.ids) {
    if (!inChapter(id, chapter)) continue;
    const rule = chosen.rules.get(id)!;
    const counterpart = crosswalk ? crosswalk.map(chosen.id, id, suite.id) : { id, how: 'identical' as MatchKind };
    const row: CoverageRow = {
      id,
      kind: rule.kind,
      status: 'missing',
      level: 'missing',
      witnessedBy: [],
      whyNotWitnessed: null,
      suiteId: counterpart.id,
      how: counterpart.how,
      removedIn: null,
      stale: false,
      examples: [],
      waiver: null,
    };
    if (counterpart.id === null) {
      row.status = 'removed';
      row.removedIn = later.find((e) => crosswalk!.map(chosen.id, id, e.id).id === null)?.id ?? suite.id;
    } else {
      row.examples = examplesWitnessing(index, counterpart.id, suite.id).map(({ file, line, name }) => ({ file, line, name }));
      const waiver = waiverFor(index, counterpart.id, suite.id);
      row.waiver = waiver ? { reason: waiver.reason, file: waiver.file, line: waiver.line } : null;
      row.status = row.examples.length > 0 ? 'covered' : waiver ? 'waived' : 'missing';
      if (row.status === 'covered') row.witnessedBy = [...(options.witnessed?.get(counterpart.id) ?? [])];
      row.stale = crosswalk !== null && isStale(counterpart.how, rule, suite.rules.get(counterpart.id));
    }
    row.level = row.status === 'covered' ? (row.witnessedBy.length > 0 ? 'witnessed' : 'tagged-only') : row.status;
    if (row.level === 'tagged-only' && counterpart.id !== null) row.whyNotWitnessed = index.whyNotWitnessed?.get(counterpart.id)?.reason ?? null;
    rows.push(row);
  }

  const totals = { ...countRows(rows), stale: rows.filter((r) => r.stale).length };
  const chapters = [...new Set(rows.map((r) => topLevelOf(r.id)))].map((n) => ({ chapter: n, ...countRows(rows.filter((r) => topLevelOf(r.id) === n)) }));
  return {
    edition: chosen.id,
    suiteEdition: suite.id,
    chapter,
    rows,
    totals,
    chapters,
    witnessSource: options.witnessSource ?? null,
    problems: [...index.problems, ...unknownTags(index, suite), ...stalePleas(index, options.witnessed)],
  };
}

/** A note explaining why a rule is not witnessed, on a rule that is witnessed after all. */
function stalePleas(index: FeatureIndex, witnessed: ReadonlyMap<string, string[]> | undefined): IndexProblem[] {
  if (!witnessed) return [];
  return [...(index.whyNotWitnessed ?? new Map())]
    .filter(([id]) => (witnessed.get(id)?.length ?? 0) > 0)
    .map(([id, note]) => ({ file: note.file, line: 1, message: `${id} is witnessed now: remove its note` }));
}

type Counts = Record<CoverageStatus | CoverageLevel | 'rules' | 'coveredNonHeading' | 'witnessedNonHeading' | 'unexplained', number>;

function countRows(rows: CoverageRow[]): Counts {
  const counts = {
    rules: rows.length,
    covered: 0,
    witnessed: 0,
    'tagged-only': 0,
    waived: 0,
    missing: 0,
    removed: 0,
    coveredNonHeading: 0,
    witnessedNonHeading: 0,
    unexplained: 0,
  };
  for (const row of rows) {
    if (row.status === 'covered') counts.covered++;
    counts[row.level]++;
    if (row.status === 'covered' && row.kind !== 'heading') {
      counts.coveredNonHeading++;
      if (row.level === 'witnessed') counts.witnessedNonHeading++;
    }
    if (row.level === 'tagged-only' && row.whyNotWitnessed === null) counts.unexplained++;
  }
  return counts;
}

/** The share of covered rules (headings aside) that are witnessed, as a whole percentage; null when none is covered. */
export function witnessedShare(t: Pick<Counts, 'coveredNonHeading' | 'witnessedNonHeading'>): number | null {
  return t.coveredNonHeading === 0 ? null : Math.floor((100 * t.witnessedNonHeading) / t.coveredNonHeading);
}

/** "12 witnessed, 30 tagged only (42 covered), 3 waived, 1 missing": the summary of some counts, witnessed first. */
export function coverageCounts(t: Record<CoverageStatus | CoverageLevel, number> & Partial<Counts>, withRemoved: boolean): string {
  const share = t.coveredNonHeading === undefined ? null : witnessedShare(t as Counts);
  const explained = t.unexplained === undefined || t['tagged-only'] === 0 ? '' : `, ${t['tagged-only'] - t.unexplained} with a reason`;
  const counts = [
    `${t.witnessed} witnessed${share === null ? '' : ` (${share}% of covered non-heading rules)`}`,
    `${t['tagged-only']} tagged only (${t.covered} covered${explained})`,
    `${t.waived} waived`,
    `${t.missing} missing`,
  ];
  if (withRemoved) counts.push(`${t.removed} removed in later editions`);
  return counts.join(', ');
}

function isStale(how: MatchKind, rule: Rule, counterpart: Rule | undefined): boolean {
  if (how === 'edited' || how === 'renumbered-edited') return true;
  if (how === 'override' && counterpart) return squash(rule.text) !== squash(counterpart.text);
  return false;
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Tags naming a rule the suite's edition does not have: a typo would otherwise count for nothing. */
function unknownTags(index: FeatureIndex, suite: Edition): IndexProblem[] {
  const problems: IndexProblem[] = [];
  for (const item of [...index.examples, ...index.waivers]) {
    if (item.edition !== null && item.edition !== suite.id) continue;
    for (const id of item.ruleIds) {
      if (!suite.rules.has(id)) problems.push({ file: item.file, line: item.line, message: `@rule:${id} names no rule of ${suite.id}` });
    }
  }
  return problems;
}

/** One line per rule and a closing count, for the terminal. */
export function formatCoverage(report: CoverageReport): string {
  const range = report.chapter ? ` ${report.chapter[0]}-${report.chapter[1]}` : '';
  const out = [`Rule coverage of ${report.edition}${range} by the suite (written in ${report.suiteEdition})`];
  const width = Math.max(4, ...report.rows.map((r) => r.id.length));
  for (const row of report.rows) {
    out.push(`  ${row.id.padEnd(width)}  ${statusLabel(row).padEnd(12)}  ${rowDetail(row, report)}`.trimEnd());
  }
  const t = report.totals;
  const removed = report.edition !== report.suiteEdition;
  if (report.chapters.length > 1) {
    out.push('By chapter:');
    for (const c of report.chapters)
      out.push(`  ${String(c.chapter).padEnd(5)} ${String(c.rules).padStart(4)} rule${c.rules === 1 ? ': ' : 's:'} ${coverageCounts(c, removed)}`);
  }
  if (!report.witnessSource) out.push(`no witnessed rules recorded (${WITNESSED_HINT}): every covered rule counts as tagged only`);
  out.push(`${t.rules} rules: ${coverageCounts(t, removed)}${t.stale ? ` (${t.stale} stale)` : ''}`);
  for (const p of report.problems) out.push(`problem: ${p.file}:${p.line}: ${p.message}`);
  return out.join('\n');
}

const WITNESSED_HINT = 'npm run suite-strength -- --update writes them';

function statusLabel(row: CoverageRow): string {
  return row.status === 'removed' ? 'removed' : row.stale ? `${row.level}*` : row.level;
}

function rowDetail(row: CoverageRow, report: CoverageReport): string {
  const parts: string[] = [];
  if (report.edition !== report.suiteEdition && row.suiteId !== null) {
    parts.push(`-> ${report.suiteEdition} ${row.suiteId} (${row.how}${row.stale ? ', stale: text differs' : ''})`);
  }
  if (row.status === 'removed') parts.push(`removed in ${row.removedIn}`);
  if (row.status === 'covered') {
    const first = row.examples[0]!;
    parts.push(`${row.examples.length} example${row.examples.length === 1 ? '' : 's'}, e.g. ${first.file}:${first.line}`);
    if (row.witnessedBy.length) parts.push(`mutant${row.witnessedBy.length === 1 ? '' : 's'} ${row.witnessedBy.join(', ')}`);
    if (row.whyNotWitnessed) parts.push(`not witnessed: ${row.whyNotWitnessed}`);
  }
  if (row.status === 'waived') parts.push(`${row.waiver!.reason}  ${row.waiver!.file}:${row.waiver!.line}`);
  return parts.join('  ');
}
