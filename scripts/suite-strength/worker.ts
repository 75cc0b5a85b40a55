// One long-lived suite-strength worker (forked by run.ts, one per job). For each mutant it is sent, it
// bundles the suite with the mutated engine sources in memory (scripts/suite-bundle.mjs), loads that
// bundle's step definitions once, and runs them through cucumber's API in this same process: first
// the Examples tagged with the mutant's rules, then, only when none of them fails, the whole suite
// (stopping at the first failure) to tell a mutant killed by other Examples from one that survives.
// Each bundle lives in a directory of its own, so every mutant gets fresh module instances of the
// engine; nothing of one mutant's run leaks into the next one's.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { loadConfiguration, runCucumber } from '@cucumber/cucumber/api';
import type { IRunConfiguration, ISupportCodeLibrary } from '@cucumber/cucumber/api';
import type { Envelope, GherkinDocument } from '@cucumber/messages';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import type { FailedScenario } from '../../reports/src/witnessed.ts';
import { PROCESS_CACHES_GLOBAL } from '../../reference-engine/process-caches.ts';
import { SWITCH } from './schemata.ts';

export interface RunRequest {
  kind: 'run';
  id: string;
  /** Project-relative path -> mutated text (none for the baseline). */
  overrides: Array<[string, string]>;
  /** "file:line" of each Example tagged with one of the mutant's rules (may be empty). */
  tagged: string[];
  /** Also run the whole suite when the tagged Examples do not kill the mutant (always, for the baseline). */
  full: boolean;
  /** Record every failing scenario of the whole suite rather than stopping at the first (the baseline). */
  complete?: boolean;
  /**
   * Mutant schemata (schemata.ts): `keep` builds the bundle from `overrides` and keeps it loaded for the
   * worker's life (loaded by the whole suite's run, or without `full` by the `tagged` scenarios' run);
   * `switchOn` runs the kept bundle with that mutant switched on (no bundle is built).
   */
  keep?: boolean;
  switchOn?: string;
  /** Run the kept bundle with no mutant switched on. */
  useKept?: boolean;
}

export interface RunReply {
  kind: 'result';
  id: string;
  verdict: 'killed' | 'survived' | 'error';
  /** Which run decided: the tagged Examples, or the whole suite. */
  decidedBy: 'tagged' | 'full' | null;
  failed: FailedScenario[];
  /** Scenarios run: in the tagged run, and in the whole-suite run (0 when it did not happen). */
  tagged: number;
  full: number;
  buildSeconds: number;
  seconds: number;
  error?: string;
}

interface SuiteOutcome {
  scenarios: number;
  failed: FailedScenario[];
  /** Scenarios that neither passed nor failed on an assertion (undefined or ambiguous steps, ...). */
  broken: string[];
  support: ISupportCodeLibrary;
}

const SCRATCH = join(PROJECT_ROOT, '.tmp', 'suite-strength', `worker-${process.pid}`);
const silent = () => new Writable({ write: (_chunk, _enc, done) => done() });
const environment = { cwd: PROJECT_ROOT, env: process.env, stdout: silent(), stderr: process.stderr };

/** A scenario's status is its worst step's, in this order. */
const SEVERITY = ['PASSED', 'UNKNOWN', 'SKIPPED', 'PENDING', 'UNDEFINED', 'AMBIGUOUS', 'FAILED'];

let base: IRunConfiguration | null = null;
async function baseConfiguration(): Promise<IRunConfiguration> {
  // The 'mutation' profile: the reference engine supports every scenario, so a mistake that makes it answer
  // "unsupported" fails the scenario (is caught) rather than skipping it.
  base ??= (
    await loadConfiguration(
      { file: 'cucumber.mjs', profiles: ['mutation'], provided: { format: [], worldParameters: { engine: 'reference', unsupportedFails: true } } },
      environment,
    )
  ).runConfiguration;
  return base;
}

/** Scenario (and Rule, Feature) ids of a parsed feature file -> the line of their keyword. */
function scenarioLines(doc: GherkinDocument, into: Map<string, { file: string; line: number; name: string }>): void {
  const file = doc.uri!;
  for (const child of doc.feature?.children ?? []) {
    const scenarios = child.rule ? child.rule.children.flatMap((c) => (c.scenario ? [c.scenario] : [])) : child.scenario ? [child.scenario] : [];
    for (const s of scenarios) into.set(s.id, { file, line: s.location.line, name: s.name });
  }
}

async function runSuite(support: ISupportCodeLibrary | string, paths: string[], failFast: boolean): Promise<SuiteOutcome> {
  const config = await baseConfiguration();
  const options: IRunConfiguration = {
    ...config,
    sources: { ...config.sources, paths },
    support: typeof support === 'string' ? { ...config.support, requireModules: [], requirePaths: [], importPaths: [support] } : support,
    runtime: { ...config.runtime, failFast, parallel: 0 },
    // The cheapest built-in formatter (failing locations, at the end) into a stream that discards it: results come from the messages.
    formats: { stdout: 'rerun', files: {}, publish: false, options: {} },
  } as IRunConfiguration;
  const scenarios = new Map<string, { file: string; line: number; name: string }>();
  const pickles = new Map<string, string>(); // pickle id -> scenario id
  const testCases = new Map<string, string>(); // test case id -> pickle id
  const started = new Map<string, string>(); // test case started id -> test case id
  const worst = new Map<string, string>(); // test case started id -> worst step status
  const onMessage = (e: Envelope): void => {
    if (e.gherkinDocument) scenarioLines(e.gherkinDocument, scenarios);
    else if (e.pickle) pickles.set(e.pickle.id, e.pickle.astNodeIds[0]!);
    else if (e.testCase) testCases.set(e.testCase.id, e.testCase.pickleId);
    else if (e.testCaseStarted) started.set(e.testCaseStarted.id, e.testCaseStarted.testCaseId);
    else if (e.testStepFinished) {
      const status = e.testStepFinished.testStepResult.status;
      const before = worst.get(e.testStepFinished.testCaseStartedId);
      if (before === undefined || SEVERITY.indexOf(status) > SEVERITY.indexOf(before)) worst.set(e.testStepFinished.testCaseStartedId, status);
    }
  };
  const result = await runCucumber(options, environment, onMessage);
  const failed: FailedScenario[] = [];
  const broken: string[] = [];
  for (const [startedId, testCaseId] of started) {
    const scenario = scenarios.get(pickles.get(testCases.get(testCaseId)!)!);
    const status = worst.get(startedId) ?? 'PASSED';
    const where = scenario ?? { file: '?', line: 0, name: '?' };
    if (status === 'FAILED') failed.push(where);
    else if (status !== 'PASSED' && !(failFast && status === 'SKIPPED')) broken.push(`${where.file}:${where.line} ${status.toLowerCase()}`);
  }
  return { scenarios: started.size, failed, broken, support: result.support };
}

interface SuiteBundler {
  build(outdir: string, overrides: Map<string, string>): Promise<{ entry: string; sources: string[] }>;
  dispose(): Promise<void>;
}
let builder: Promise<SuiteBundler> | null = null;
/** One incremental bundler for the worker's life: each mutant's bundle re-parses only what changed. */
function bundler(): Promise<SuiteBundler> {
  builder ??= import(new URL('../suite-bundle.mjs?build-only', import.meta.url).href).then((m: { suiteBundler: () => Promise<SuiteBundler> }) =>
    m.suiteBundler(),
  );
  return builder;
}

let bundles = 0;
/** The schemata bundle's loaded step definitions (after a `keep` request). */
let kept: ISupportCodeLibrary | null = null;
const switches = globalThis as Record<string, unknown>;

/**
 * Empties what every copy of the engine loaded in this process keeps between calls (its caches of card texts
 * read, derived values): a switched mutant's code must run, not be answered from a value kept before it was
 * switched on, and what it computed must not be answered to the next mutant.
 */
function clearEngineCaches(): void {
  for (const clear of ((globalThis as Record<symbol, unknown>)[PROCESS_CACHES_GLOBAL] ?? []) as (() => void)[]) clear();
}

async function handle(request: RunRequest): Promise<RunReply> {
  const t0 = performance.now();
  const reply: RunReply = { kind: 'result', id: request.id, verdict: 'error', decidedBy: null, failed: [], tagged: 0, full: 0, buildSeconds: 0, seconds: 0 };
  const dir = join(SCRATCH, String(++bundles));
  try {
    let support: ISupportCodeLibrary | string;
    if (request.switchOn !== undefined || request.useKept) {
      if (!kept) throw new Error('no schemata bundle is loaded in this worker');
      support = kept;
      if (request.switchOn !== undefined) {
        clearEngineCaches();
        switches[SWITCH] = request.switchOn;
      }
    } else {
      mkdirSync(dir, { recursive: true });
      const built = await (await bundler()).build(dir, new Map(request.overrides));
      const unused = request.overrides.map(([path]) => path).filter((path) => !built.sources.includes(path));
      if (unused.length) throw new Error(`${unused.join(', ')} is not part of the suite's code: the mutation changes nothing the suite runs`);
      reply.buildSeconds = (performance.now() - t0) / 1000;
      support = built.entry;
    }
    if (request.tagged.length > 0) {
      const run = await runSuite(support, request.tagged, false);
      support = run.support;
      if (request.keep && !request.full) kept = run.support;
      reply.tagged = run.scenarios;
      if (run.broken.length) throw new Error(`scenarios neither passed nor failed: ${run.broken.slice(0, 3).join('; ')}`);
      if (run.failed.length > 0) Object.assign(reply, { verdict: 'killed', decidedBy: 'tagged', failed: run.failed });
    }
    if (reply.verdict === 'error' && request.full) {
      const run = await runSuite(support, [], !request.complete);
      if (request.keep) kept = run.support;
      reply.full = run.scenarios;
      if (run.broken.length) throw new Error(`scenarios neither passed nor failed: ${run.broken.slice(0, 3).join('; ')}`);
      if (run.scenarios === 0) throw new Error('the whole suite ran no scenario');
      Object.assign(reply, { verdict: run.failed.length > 0 ? 'killed' : 'survived', decidedBy: 'full', failed: run.failed });
    } else if (reply.verdict === 'error') {
      Object.assign(reply, { verdict: 'survived', decidedBy: 'tagged' });
    }
  } catch (err) {
    reply.verdict = 'error';
    reply.error = (err as Error).message.split('\n').slice(0, 4).join(' / ');
  } finally {
    if (request.switchOn !== undefined) clearEngineCaches();
    delete switches[SWITCH];
    // The bundle's modules are loaded by now (the in-process driver on the first scenario); the files can go,
    // but for a kept bundle loaded with a few scenarios only (what the others would load stays until the worker ends).
    if (!(request.keep && !request.full)) rmSync(dir, { recursive: true, force: true });
  }
  reply.seconds = (performance.now() - t0) / 1000;
  return reply;
}

process.on('message', (request: RunRequest) => {
  void handle(request).then((reply) => process.send!(reply));
});
process.on('disconnect', () => {
  // esbuild's service process must be told to stop, or it dies complaining when this process exits.
  void (builder ?? Promise.resolve(null))
    .then((b) => b?.dispose())
    .catch(() => undefined)
    .finally(() => {
      rmSync(SCRATCH, { recursive: true, force: true });
      process.exit(0);
    });
});
