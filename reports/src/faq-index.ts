// Which official FAQ entries the suite executes, and why the others are not executable.
//
// The Examples that execute an entry are found by their tag `@faq:<id>` (rules/faq.ts makes the ids),
// never listed by hand. features/faq.yaml names every entry once, for review: `executable` (the gate
// checks that Examples do carry its tag), or a reason from a short fixed list with a sentence saying
// why. `checkFaqIndex` is the gate of npm test (scripts/faq-gate.ts): an entry of the data that is
// neither executable nor listed, an `executable` entry no Example tags, a reason given for an entry
// that Examples now execute (stale), and a listed or tagged id that the data does not have, are problems.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import type { FaqEntry } from '../../rules/faq.ts';
import type { FeatureIndex, IndexedExample } from './feature-index.ts';
import type { ScenarioResult, ScenarioStatus } from './results.ts';

export const FAQ_INDEX_FILE = 'features/faq.yaml';
export const FAQ_TAG = '@faq:';

/** Why an entry is not executable. */
export const FAQ_REASONS = {
  'no-outcome': 'states no game outcome: it explains a rule, announces a change or gives advice',
  errata: 'its outcome is a change of printed card text (errata), not of play',
  'tournament-procedure': 'tournament policy or logistics',
  'not-1v1': 'needs a mode of play beyond 1v1 (2v2 or free-for-all), which the suite does not set up',
  'hidden-information': 'turns on what players may see or prove of private information',
  'needs-cards': 'states an outcome about real cards the catalog does not hold yet (the sentence names them and what they need)',
  'engine-lacks': 'states an outcome the reference engine cannot yet play out (the sentence says what it lacks)',
  'not-yet-written': 'states an outcome the suite can likely express, but no Example has been written yet',
} as const;
export type FaqReasonCode = keyof typeof FAQ_REASONS;

export type FaqListing = { executable: true } | { executable: false; reason: FaqReasonCode; why: string };

export interface FaqIndexFile {
  listings: Map<string, FaqListing>;
  problems: string[];
}

/** Read features/faq.yaml (an absent file lists nothing). */
export function readFaqIndexFile(root: string): FaqIndexFile {
  const file = join(root, FAQ_INDEX_FILE);
  const listings = new Map<string, FaqListing>();
  const problems: string[] = [];
  if (!existsSync(file)) return { listings, problems };
  const doc = parseDocument(readFileSync(file, 'utf8'));
  if (doc.errors.length) return { listings, problems: doc.errors.map((e) => `${FAQ_INDEX_FILE}: ${e.message.split('\n')[0]}`) };
  const data = doc.toJS() as Record<string, unknown> | null;
  for (const [id, value] of Object.entries(data ?? {})) {
    if (value === 'executable') listings.set(id, { executable: true });
    else if (value && typeof value === 'object' && typeof (value as { reason?: unknown }).reason === 'string') {
      const { reason, why } = value as { reason: string; why?: unknown };
      if (!(reason in FAQ_REASONS)) problems.push(`${FAQ_INDEX_FILE}: ${id}: unknown reason "${reason}" (one of ${Object.keys(FAQ_REASONS).join(', ')})`);
      else if (typeof why !== 'string' || !why.trim()) problems.push(`${FAQ_INDEX_FILE}: ${id}: reason ${reason} needs a "why"`);
      else listings.set(id, { executable: false, reason: reason as FaqReasonCode, why: why.trim() });
    } else problems.push(`${FAQ_INDEX_FILE}: ${id}: expected "executable" or { reason, why }`);
  }
  return { listings, problems };
}

/** The `@faq:` ids an Example carries. */
export function faqIdsOf(example: Pick<IndexedExample, 'tags'>): string[] {
  return example.tags.filter((t) => t.startsWith(FAQ_TAG)).map((t) => t.slice(FAQ_TAG.length));
}

export interface FaqExampleRef {
  file: string;
  line: number;
  name: string;
  rules: string[];
  /** From a run's results.json when one was given; null when not run. */
  status: ScenarioStatus | null;
}

export interface FaqIndexRow {
  entry: FaqEntry;
  examples: FaqExampleRef[];
  /** The listed reason, when not executable. */
  reason: { code: FaqReasonCode; why: string } | null;
}

export interface FaqIndex {
  rows: FaqIndexRow[];
  problems: string[];
}

/** Join the entries, the Examples tagged with them, the listed reasons and (optionally) a run's results. */
export function buildFaqIndex(
  entries: readonly FaqEntry[],
  features: Pick<FeatureIndex, 'examples'>,
  file: FaqIndexFile,
  results: readonly Pick<ScenarioResult, 'file' | 'line' | 'status'>[] | null = null,
): FaqIndex {
  const problems = [...file.problems];
  const known = new Set(entries.map((e) => e.id));
  const byId = new Map<string, IndexedExample[]>();
  for (const ex of features.examples) {
    for (const id of faqIdsOf(ex)) {
      if (!known.has(id)) problems.push(`${ex.file}:${ex.line}: @faq:${id} names no entry of the official FAQs`);
      byId.set(id, [...(byId.get(id) ?? []), ex]);
    }
  }
  const statusOf = (ex: IndexedExample): ScenarioStatus | null => {
    if (!results) return null;
    // a Scenario Outline gives one result per row: the worst of them stands for the Example
    const own = results.filter((r) => r.file === ex.file && (r.line === ex.line || ex.rowLines.includes(r.line)));
    if (!own.length) return null;
    return own.find((r) => r.status !== 'passed')?.status ?? 'passed';
  };
  const rows = entries.map((entry): FaqIndexRow => {
    const examples = (byId.get(entry.id) ?? []).map((ex) => ({ file: ex.file, line: ex.line, name: ex.name, rules: ex.ruleIds, status: statusOf(ex) }));
    const listing = file.listings.get(entry.id);
    if (!listing) {
      problems.push(
        examples.length
          ? `${entry.id}: executed by ${examples.length} Example(s) but not listed in ${FAQ_INDEX_FILE} (add "${entry.id}: executable")`
          : `${entry.id}: neither executed by an Example (tag @faq:${entry.id}) nor listed in ${FAQ_INDEX_FILE} with a reason`,
      );
    } else if (listing.executable && !examples.length) {
      problems.push(`${entry.id}: listed as executable in ${FAQ_INDEX_FILE} but no Example carries @faq:${entry.id}`);
    } else if (!listing.executable && examples.length) {
      problems.push(`${entry.id}: the reason in ${FAQ_INDEX_FILE} is stale: ${examples.length} Example(s) now execute it (list it as executable)`);
    }
    return { entry, examples, reason: listing && !listing.executable ? { code: listing.reason, why: listing.why } : null };
  });
  for (const id of file.listings.keys()) if (!known.has(id)) problems.push(`${FAQ_INDEX_FILE}: ${id} is stale: the official FAQs have no such entry`);
  return { rows, problems };
}

export interface FaqSummary {
  entries: number;
  executable: number;
  /** Executable entries whose every Example passed in the given run (null without a run). */
  passing: number | null;
  /** Entries not executable, by reason. */
  notExecutable: Record<FaqReasonCode, number>;
  /** Entries that state an outcome: all but no-outcome, errata and tournament-procedure. */
  statingAnOutcome: number;
}

const NO_OUTCOME: readonly FaqReasonCode[] = ['no-outcome', 'errata', 'tournament-procedure'];

export function summarizeFaqIndex(index: FaqIndex, withResults: boolean): FaqSummary {
  const notExecutable = Object.fromEntries(Object.keys(FAQ_REASONS).map((k) => [k, 0])) as Record<FaqReasonCode, number>;
  for (const row of index.rows) if (row.reason) notExecutable[row.reason.code]++;
  const executable = index.rows.filter((r) => r.examples.length);
  return {
    entries: index.rows.length,
    executable: executable.length,
    passing: withResults ? executable.filter((r) => r.examples.every((e) => e.status === 'passed')).length : null,
    notExecutable,
    statingAnOutcome: index.rows.filter((r) => !r.reason || !NO_OUTCOME.includes(r.reason.code)).length,
  };
}

/** What the HTML report shows of an entry beside the rules its Examples witness. */
export interface FaqSource {
  question: string;
  source: string;
}

/** The entries a run's scenarios execute, by id, as the report keeps them; nothing without the FAQs. */
export function faqSourcesOf(scenarios: ReadonlyArray<{ tags: string[] }>, faqs: readonly FaqEntry[] | null | undefined): { faq?: Record<string, FaqSource> } {
  if (!faqs) return {};
  const wanted = new Set(scenarios.flatMap((s) => faqIdsOf(s)));
  const faq: Record<string, FaqSource> = {};
  for (const e of faqs) if (wanted.has(e.id)) faq[e.id] = { question: e.question, source: e.source };
  return { faq };
}
