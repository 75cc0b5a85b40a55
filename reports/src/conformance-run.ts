// One conformance run from start to finish: run the suite against an engine, turn the message stream
// into per-scenario results, judge them against the engine's expectations, compute rule coverage,
// and write results.json, index.html, junit.xml and messages.ndjson into reports/<engine>/<timestamp>/.
import type { FaqEntry } from '../../rules/faq.ts';
import { faqSourcesOf } from './faq-index.ts';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import type { Envelope } from '@cucumber/messages';
import type { Corpus } from '../../rules/types.ts';
import { computeCoverage, EditionNotLoadedError, suiteEditionOf, topLevelOf } from './coverage.ts';
import type { CoverageReport } from './coverage.ts';
import { readWitnessedFile, WITNESSED_FILE, witnessedRuleIds } from './witnessed.ts';
import { runSuite } from './cucumber-runner.ts';
import { judge, loadExpectations } from './expectations.ts';
import type { Expectation, ExpectationOutcome } from './expectations.ts';
import { indexFeatureText } from './feature-index.ts';
import type { FeatureIndex } from './feature-index.ts';
import { htmlReport } from './html.ts';
import { junitXml } from './junit.ts';
import { Progress } from './progress.ts';
import { reproduceCommand } from './reproduce.ts';
import { buildResults, totalsOf } from './results.ts';
import { RESULTS_SCHEMA, ruleContext, summarizeChapters } from './run-report.ts';
import type { RuleInfo, RunReport } from './run-report.ts';
import { NOT_RUN_NOTE, requestStop } from './interruption.ts';

export interface ConformanceRunOptions {
  /** Project root: cucumber's cwd, and what file names are relative to. */
  cwd: string;
  engine: string;
  /** What names the engine's reports and expectations (default: the engine itself, URL included). */
  engineName?: string;
  config: string;
  /** The edition whose numbers the report speaks (default: the suite's). */
  edition?: string;
  chapter?: [number, number] | null;
  tags?: string;
  shard?: string;
  parallel?: number;
  paths?: string[];
  /** Expectations file; default expectations/<engine label>.yaml when it exists. */
  expectations?: string;
  /** Root of the report tree (default reports/). */
  out: string;
  /**
   * The rules and FAQs the report shows, asked for once the suite has run: reading them is work the
   * first scenario need not wait for.
   */
  rules: () => RulesOfRun;
  stderr: Writable & { isTTY?: boolean };
  now?: Date;
}

/** What a run's report takes from the rules data. */
export interface RulesOfRun {
  corpus: Corpus | null;
  /** Why there is no corpus / why rule text may be missing, for the report's notes. */
  corpusNote: string | null;
  /** The official FAQ entries (rules/faq.ts), to show beside the rules the Examples that execute them (null: no data). */
  faqs?: readonly FaqEntry[] | null;
}

export interface ConformanceRun {
  report: RunReport;
  dir: string;
  latest: string;
  /** 0 exactly when no result is unexpected. */
  exitCode: number;
}

/** A directory-safe name for an engine: "reference", "my-engine", or "http-127.0.0.1-8787" for a URL. */
export function engineLabel(engine: string): string {
  return (
    engine
      .replace(/^(https?):\/\//, '$1-')
      .replace(/[^\w.-]+/g, '-')
      .replace(/-+$/, '') || 'engine'
  );
}

export function defaultExpectationsFile(cwd: string, engine: string): string {
  return join(cwd, 'expectations', `${engineLabel(engine)}.yaml`);
}

/** The exit status of a run a signal stopped, as a shell reports a process the signal killed. */
export const SIGNAL_EXIT_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

export async function conformanceRun(options: ConformanceRunOptions): Promise<ConformanceRun> {
  const startedAt = options.now ?? new Date();
  const expectationsFile = options.expectations ?? defaultExpectationsFile(options.cwd, options.engineName ?? options.engine);
  const expectations = loadExpectations(expectationsFile); // read first: a malformed file should stop the run before it starts

  const progress = new Progress(options.stderr);
  const stop = stopOnSignals(options.stderr);
  let envelopes: Envelope[];
  try {
    ({ envelopes } = await runSuite({
      cwd: options.cwd,
      config: options.config,
      engine: options.engine,
      tags: options.tags,
      parallel: options.parallel,
      shard: options.shard,
      paths: options.paths,
      stderr: options.stderr,
      onMessage: (e) => progress.onMessage(e),
    }));
  } finally {
    stop.dispose();
  }
  progress.done();

  const durationMs = Date.now() - startedAt.getTime();
  const { report, exitCode } = reportOfRun(envelopes, {
    ...options,
    ...options.rules(),
    expectations: { file: expectationsFile, entries: expectations },
    startedAt,
    durationMs,
    interrupted: stop.signal(),
  });
  const { dir, latest } = writeRun(report, envelopes, resolve(options.cwd, options.out), startedAt);
  return { report, dir, latest, exitCode };
}

/** What a run's report is made of besides its message stream (a merge of shards supplies the same). */
export interface RunInput
  extends Pick<ConformanceRunOptions, 'cwd' | 'engine' | 'engineName' | 'config' | 'edition' | 'chapter' | 'tags' | 'shard' | 'paths'>, RulesOfRun {
  /** file: null when none was looked for (a merge of shards that had none). */
  expectations: { file: string | null; entries: Expectation[] };
  startedAt: Date;
  durationMs: number;
  /** The signal that stopped the run, if one did. */
  interrupted: string | null;
}

/** The report of a run from its message stream: per-scenario results, rules, coverage and the verdict. */
export function reportOfRun(envelopes: Envelope[], options: RunInput): { report: RunReport; exitCode: number } {
  const index = indexFromSources(envelopes);
  const suiteEdition = suiteEditionOf(index, options.corpus?.newest.id ?? 'v1.4');
  const edition = options.edition ?? suiteEdition;
  const rules = ruleContext(options.corpus, suiteEdition, edition, options.corpusNote);
  const built = buildResults(envelopes, {
    suiteEdition,
    toChosenEdition: rules.toChosen,
    reproduce: (file, line, name) => reproduceCommand({ engine: options.engine, config: options.config }, file, line, name),
  });
  // Scenarios skipped because the run was stopping never ran: the report is of what ran.
  const scenarios = built.filter((s) => !s.transcript.some((step) => step.notes.includes(NOT_RUN_NOTE)));

  const notes = [...rules.notes];
  const taggedIds = [
    ...scenarios.flatMap((sc) => sc.rules[edition] ?? []),
    ...index.waivers.flatMap((w) => w.ruleIds.map((id) => (rules.toChosen ? rules.toChosen.map(id) : id))),
  ].filter((id): id is string => id !== null);
  const coverage = coverageOf(options, index, edition, options.chapter ?? chapterSpan(taggedIds), notes);
  // The suite's own short titles name rules and chapters; the edition's text is the fallback, and
  // without it (no data) the title of the feature that holds the chapter's Examples.
  const titles = edition === suiteEdition ? ruleBlockTitles(index) : new Map<string, string>();
  const featureNames = edition === suiteEdition ? featureTitles(index) : new Map<string, string>();
  const ruleInfo: Record<string, RuleInfo> = {};
  for (const s of scenarios) for (const id of s.rules[edition] ?? []) ruleInfo[id] ??= { ...rules.info(id), title: titles.get(id) ?? null };

  const complete = !options.tags && !options.shard && !(options.paths && options.paths.length) && !options.interrupted;
  const { file: expectationsFile, entries: expectations } = options.expectations;
  const outcome: ExpectationOutcome = judge(
    scenarios,
    expectations,
    expectationsFile && existsSync(expectationsFile) ? relative(options.cwd, expectationsFile) : null,
    complete,
  );
  const report: RunReport = {
    schema: RESULTS_SCHEMA,
    engine: options.engine,
    engineName: options.engineName ?? options.engine,
    config: options.config,
    edition,
    suiteEdition,
    suite: suiteIdentity(envelopes),
    filters: { tags: options.tags ?? null, shard: options.shard ?? null, paths: options.paths ?? [], chapter: options.chapter ?? null },
    interrupted: options.interrupted ? { signal: options.interrupted, notRun: built.length - scenarios.length } : null,
    startedAt: options.startedAt.toISOString(),
    durationMs: options.durationMs,
    totals: totalsOf(scenarios),
    chapters: summarizeChapters(scenarios, edition, (c) => titles.get(c) ?? rules.chapterTitle(c) ?? featureNames.get(c) ?? null),
    scenarios,
    rules: ruleInfo,
    ...faqSourcesOf(scenarios, options.faqs),
    coverage,
    expectations: outcome,
    notes,
  };
  const exitCode = options.interrupted ? (SIGNAL_EXIT_CODES[options.interrupted] ?? 1) : outcome.ok ? 0 : 1;
  return { report, exitCode };
}

const RIFTCHECK_VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? '0.0.0';

/** What was run: riftcheck's version and a digest of every feature file the run loaded (each shard loads them all). */
export function suiteIdentity(envelopes: Envelope[]): { version: string; digest: string } {
  const sources = new Map<string, string>();
  for (const e of envelopes) if (e.source) sources.set(e.source.uri, e.source.data);
  const hash = createHash('sha256');
  for (const uri of [...sources.keys()].sort()) hash.update(`${uri}\0${sources.get(uri)!.length}\0`).update(sources.get(uri)!);
  return { version: RIFTCHECK_VERSION, digest: hash.digest('hex').slice(0, 16) };
}

/**
 * While the suite runs, SIGINT or SIGTERM asks it to stop: the scenario under way finishes, none other
 * starts, and the report of what ran is written. The same signal again quits at once, without a report.
 */
function stopOnSignals(stderr: Writable): { signal(): string | null; dispose(): void } {
  requestStop(null);
  let received: string | null = null;
  const handlers = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const handler = (): void => {
      if (received) {
        stderr.write(`\n${signal} again: quitting without a report\n`);
        process.exit(SIGNAL_EXIT_CODES[signal]);
      }
      received = signal;
      requestStop(signal);
      stderr.write(`\n${signal}: finishing the scenario under way, then writing the report of what ran (${signal} again quits at once)\n`);
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  return {
    signal: () => received,
    dispose() {
      for (const [signal, handler] of handlers) process.off(signal, handler);
      requestStop(null);
    },
  };
}

/** The suite as the run loaded it, indexed from the feature sources in the message stream. */
function indexFromSources(envelopes: Envelope[]): FeatureIndex {
  const index: FeatureIndex = { root: '.', files: [], examples: [], waivers: [], problems: [] };
  for (const e of envelopes) {
    if (!e.source) continue;
    const part = indexFeatureText(e.source.data, e.source.uri);
    index.files.push(e.source.uri);
    index.examples.push(...part.examples);
    index.waivers.push(...part.waivers);
    index.problems.push(...part.problems);
  }
  return index;
}

function coverageOf(
  options: Pick<RunInput, 'corpus' | 'cwd' | 'corpusNote'>,
  index: FeatureIndex,
  edition: string,
  chapter: [number, number] | null,
  notes: string[],
): CoverageReport | null {
  if (!options.corpus) return null;
  let witnessed = null;
  try {
    witnessed = readWitnessedFile(join(options.cwd, WITNESSED_FILE));
  } catch (err) {
    notes.push(`witnessed rules not read: ${(err as Error).message}`);
  }
  try {
    return computeCoverage(options.corpus, index, {
      edition,
      chapter,
      witnessed: witnessedRuleIds(witnessed, index),
      witnessSource: witnessed ? WITNESSED_FILE : null,
    });
  } catch (err) {
    if (!(err instanceof EditionNotLoadedError)) throw err;
    notes.push(`rule coverage not computed: ${options.corpusNote ?? err.message}`);
    return null;
  }
}

/** A capabilities document is a few hundred bytes: an answer past this is not one, and is not read further. */
const CAPABILITIES_MAX_BYTES = 64 * 1024;

/** The answer's body as text, or null (and the rest left unread) once it passes `maxBytes`. */
async function textUpTo(res: Response, maxBytes: number): Promise<string | null> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The name an engine gives itself in GET /capabilities (`engine.name`), so its reports and
 * expectations keep their history when it moves to another port; null when it does not answer.
 */
export async function engineNameOf(
  url: string,
  timeoutMs = Number(process.env.RIFTCHECK_TIMEOUT_MS) || 3000,
  maxBytes = CAPABILITIES_MAX_BYTES,
): Promise<string | null> {
  try {
    const res = await fetch(new URL('capabilities', url.endsWith('/') ? url : `${url}/`), { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return null;
    const text = await textUpTo(res, maxBytes);
    if (text === null) return null;
    const body = JSON.parse(text) as { engine?: { name?: unknown } } | null;
    const name = body?.engine?.name;
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
  } catch {
    return null;
  }
}

/** "355 Make relevant choices" -> 355: "Make relevant choices"; a block may name several ids ("314 315 ..."). */
export function ruleBlockTitles(index: FeatureIndex): Map<string, string> {
  const titles = new Map<string, string>();
  const blocks = [...index.examples.flatMap((e) => (e.ruleBlock ? [e.ruleBlock.title] : [])), ...index.waivers.map((w) => w.title)];
  for (const block of blocks) {
    const m = /^((?:\d+(?:\.[\da-z]+)*\s+)+)(.*)$/.exec(block.trim());
    if (!m || !m[2]) continue;
    for (const id of m[1]!.trim().split(/\s+/)) if (!titles.has(id)) titles.set(id, m[2]);
  }
  return titles;
}

/**
 * Chapter -> a feature's title, less "(rules 301–306)": the feature whose own range holds the chapter
 * when there is one, else the first feature holding Examples that witness the chapter's rules.
 */
export function featureTitles(index: FeatureIndex): Map<string, string> {
  const ranges: Array<{ title: string; lo: number; hi: number }> = [];
  const first = new Map<string, string>();
  for (const example of index.examples) {
    const m = /^(.*?)\s*\(rules? (\d+)(?:\.[\w.]+)?(?:\s*[–-]\s*(\d+)(?:\.[\w.]+)?)?\)\s*$/.exec(example.feature);
    const title = (m ? m[1]! : example.feature).trim();
    if (!title) continue;
    if (m) ranges.push({ title, lo: Number(m[2]), hi: Number(m[3] ?? m[2]) });
    for (const id of example.ruleIds) if (!first.has(String(topLevelOf(id)))) first.set(String(topLevelOf(id)), title);
  }
  return new Map([...first].map(([chapter, title]) => [chapter, ranges.find((r) => r.lo <= Number(chapter) && Number(chapter) <= r.hi)?.title ?? title]));
}

/** The chapters the suite speaks of (in the report's edition): from its lowest to its highest top-level rule number. */
function chapterSpan(ids: string[]): [number, number] | null {
  const tops = ids.map(topLevelOf).filter((n) => Number.isFinite(n));
  return tops.length ? [Math.min(...tops), Math.max(...tops)] : null;
}

export function writeRun(report: RunReport, envelopes: Envelope[], root: string, startedAt: Date): { dir: string; latest: string } {
  const engineDir = join(root, engineLabel(report.engineName ?? report.engine));
  const stamp = startedAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  let dir = join(engineDir, stamp);
  for (let n = 2; existsSync(dir); n++) dir = join(engineDir, `${stamp}-${n}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'index.html'), htmlReport(report));
  writeFileSync(join(dir, 'junit.xml'), junitXml(report));
  writeFileSync(join(dir, 'messages.ndjson'), envelopes.map((e) => JSON.stringify(e)).join('\n') + '\n');
  const latest = join(engineDir, 'latest');
  rmSync(latest, { force: true, recursive: false });
  symlinkSync(relative(engineDir, dir), latest, 'dir');
  return { dir, latest };
}
