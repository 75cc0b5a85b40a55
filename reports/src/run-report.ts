// The whole record of one run (results.json): who ran what against which engine, per-scenario
// results, the rules they witness with their text from the loaded edition, coverage and the verdict
// against the engine's expectations. The HTML, JUnit and compare views are all drawn from it.
import type { FaqSource } from './faq-index.ts';
import type { Corpus } from '../../rules/types.ts';
import type { CoverageReport } from './coverage.ts';
import type { ExpectationOutcome } from './expectations.ts';
import { STATUSES, totalsOf } from './results.ts';
import type { ScenarioResult, Totals } from './results.ts';

export const RESULTS_SCHEMA = 'riftcheck.results/1';

export interface RuleInfo {
  /** The suite's own short title for the rule (its Rule: block), when it has one. */
  title?: string | null;
  /** Text in the run's chosen edition; null when that edition is not loaded. */
  text: string | null;
  kind: 'heading' | 'rule' | null;
  /** The suite's edition words the rule differently from the chosen one. */
  stale: boolean;
}

export interface ChapterSummary {
  /** Top-level rule number, e.g. "355"; "-" for scenarios that name no rule. */
  chapter: string;
  title: string | null;
  totals: Totals;
}

export interface RunReport {
  schema: typeof RESULTS_SCHEMA;
  /** The engine run against: "reference" or its URL. */
  engine: string;
  /** What names its reports and expectations: --engine-name, else its capabilities' engine.name, else `engine`. Absent in older runs. */
  engineName?: string;
  config: string;
  edition: string;
  suiteEdition: string;
  /** What was run: riftcheck's version and a digest of the feature files the run loaded; shards of one run share both. */
  suite?: { version: string; digest: string };
  /** chapter: the --chapter range coverage was computed for (null: the chapters the scenarios speak of). */
  filters: { tags: string | null; shard: string | null; paths: string[]; chapter?: [number, number] | null };
  /** Set when a signal stopped the run: the report holds only the scenarios that ran; notRun were never started. */
  interrupted?: { signal: string; notRun: number } | null;
  /** Set on a report merged from the reports of shards (riftcheck report merge): where each came from. */
  mergedFrom?: Array<{ dir: string; shard: string; startedAt: string; durationMs: number }>;
  startedAt: string;
  durationMs: number;
  totals: Totals;
  chapters: ChapterSummary[];
  scenarios: ScenarioResult[];
  /** Keyed by rule id in the chosen edition. */
  rules: Record<string, RuleInfo>;
  /** The official FAQ entries the run's Examples execute (tag @faq:<id>), when the FAQs were loaded. */
  faq?: Record<string, FaqSource>;
  coverage: CoverageReport | null;
  expectations: ExpectationOutcome;
  /** Why something is missing from the report (rule text, coverage), in one line each. */
  notes: string[];
}

export function chapterOf(ruleId: string): string {
  return ruleId.split('.')[0]!;
}

/** The rule ids of a scenario in the run's chosen edition. */
export function idsIn(scenario: ScenarioResult, edition: string): string[] {
  return scenario.rules[edition] ?? [];
}

export function summarizeChapters(scenarios: ScenarioResult[], edition: string, titleOf: (chapter: string) => string | null): ChapterSummary[] {
  const members = new Map<string, ScenarioResult[]>();
  for (const s of scenarios) {
    const chapters = new Set(idsIn(s, edition).map(chapterOf));
    if (chapters.size === 0) chapters.add('-');
    for (const c of chapters) members.set(c, [...(members.get(c) ?? []), s]);
  }
  return [...members.keys()]
    .sort((a, b) => (a === '-' ? 1 : b === '-' ? -1 : Number(a) - Number(b)))
    .map((chapter) => ({ chapter, title: chapter === '-' ? null : titleOf(chapter), totals: totalsOf(members.get(chapter)!) }));
}

export function formatChapterSummary(report: Pick<RunReport, 'chapters' | 'totals' | 'edition'>): string {
  const rows = report.chapters.map((c) => [c.chapter === '-' ? '(no rule)' : c.chapter, ...STATUSES.map((s) => String(c.totals[s] || '')), c.title ?? '']);
  const head = ['chapter', ...STATUSES, ''];
  const all = [head, ...rows, ['total', ...STATUSES.map((s) => String(report.totals[s])), '']];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  return all
    .map((r) =>
      r
        .map((cell, i) => (i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** What the report says about the rules, given whatever corpus is loaded. */
export interface RuleContext {
  suiteEdition: string;
  edition: string;
  toChosen: { edition: string; map(id: string): string | null } | undefined;
  info(id: string): RuleInfo;
  chapterTitle(chapter: string): string | null;
  notes: string[];
}

export function ruleContext(corpus: Corpus | null, suiteEdition: string, chosen: string, whyNoCorpus: string | null): RuleContext {
  const notes: string[] = [];
  const chosenEdition = corpus?.editions.find((e) => e.id === chosen) ?? null;
  const suite = corpus?.editions.find((e) => e.id === suiteEdition) ?? null;
  if (!chosenEdition) notes.push(whyNoCorpus ?? `rule text unavailable: edition ${chosen} is not loaded`);
  let crosswalk: ReturnType<Corpus['crosswalk']> | null = null;
  if (chosen !== suiteEdition && corpus && chosenEdition && suite) crosswalk = corpus.crosswalk();
  else if (chosen !== suiteEdition) notes.push(`rule ids cannot be mapped from ${suiteEdition} to ${chosen}: both editions must be loaded`);
  const reverse = new Map<string, string>(); // chosen id -> suite id
  const toChosen = crosswalk
    ? {
        edition: chosen,
        map: (id: string): string | null => {
          const to = crosswalk!.map(suiteEdition as never, id, chosen as never);
          if (to.id) reverse.set(to.id, id);
          return to.id;
        },
      }
    : chosen !== suiteEdition
      ? { edition: chosen, map: () => null }
      : undefined;
  return {
    suiteEdition,
    edition: chosen,
    toChosen,
    notes,
    info(id) {
      const rule = chosenEdition?.rules.get(id);
      let stale = false;
      const suiteId = reverse.get(id);
      if (crosswalk && suiteId) {
        const how = crosswalk.map(chosen as never, id, suiteEdition as never).how;
        stale = how === 'edited' || how === 'renumbered-edited';
      }
      return { text: rule?.text ?? null, kind: rule?.kind ?? null, stale };
    },
    chapterTitle(chapter) {
      const text = chosenEdition?.rules.get(chapter)?.statement;
      return text ? shortTitle(text) : null;
    },
  };
}

/** A chapter's heading as the edition gives it, cut to a label. */
function shortTitle(text: string): string {
  const first = text.split(/[.:\n]/)[0]!.trim();
  return first.length > 60 ? `${first.slice(0, 57)}...` : first;
}
