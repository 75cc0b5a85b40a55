// `npm test`: every check a change must pass, each counted, and one closing line
// `N passed, N failed, N skipped` that CI reads. Every check, and every unit test process, is a job in one
// queue served two at a time (the machines this runs on have two cores), longest first, so that no core
// waits for a phase to end; each job's output is shown whole when it ends (or as it comes, for the one
// long check a reader wants to follow).
//
// Counting: unit tests and scenarios count one each (from the runners' own output, see
// test-counts.ts: every skipped test, suite and scenario counts one); a whole-tool check (type-check,
// lint, drift, coverage, the in-process/HTTP comparison) counts as one, and as one skip without data.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join, relative } from 'node:path';
import { NEEDS_DATA_TO_TEST, PROJECT_ROOT, resolveDataDir } from '../rules/data-dir.ts';
import { INSTALLING_MODULE } from '../reports/src/native-match-indices.mjs';
import { countCucumber, countTap, type Tally } from './test-counts.ts';
import { scriptArgs } from './script-args.ts';

interface Check {
  name: string;
  /** The command line; a function when building it writes files (only for a check that runs). */
  command: string[] | (() => string[]);
  /** Reads the runner's own counts from its output; absent = one check, passed when the exit status is 0. */
  count?: (output: string) => Tally | null;
  env?: Record<string, string>;
  /** Needs the Riftbound source material: skipped, with the reason, when there is none. */
  needsData?: boolean;
  /** Shown as it comes: a long check whose progress a reader wants to see (one such check, so two never interleave). */
  live?: boolean;
  /** Starts only once the check of this name has ended (it reads what that one wrote), when both are selected. */
  after?: string;
  /** Jobs of one group (the unit test processes) are counted together on one summary line. */
  group?: string;
}

const tsxNode = [process.execPath, '--import', 'tsx'];
const CUCUMBER_MAIN = join(PROJECT_ROOT, 'node_modules', '@cucumber', 'cucumber', 'bin', 'cucumber.js');
const bin = (name: string) => join(PROJECT_ROOT, 'node_modules', '.bin', name);

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return entry === 'fixtures' ? [] : testFiles(path);
      return entry.endsWith('.test.ts') ? [relative(PROJECT_ROOT, path)] : [];
    })
    .sort();
}

/**
 * The test files that take longest, run first: two jobs run at a time, so a long file started last would leave
 * one core idle while it finishes (longest first keeps both busy to the end). Measured on a quiet machine;
 * the rest follow in name order. A name here that no longer exists is an error, so the list stays true.
 */
const LONGEST_FIRST = [
  'test/engine/playouts.test.ts',
  'test/engine/every-printing-playable.test.ts',
  'test/reports/hostile-engines.test.ts',
  'test/reports/run.test.ts',
  'test/cli/editions-compare.test.ts',
  'test/reports/merge.test.ts',
  'test/adapters/choice-styles.test.ts',
  'test/reports/wrong-engine.test.ts',
  'test/adapters/editions.test.ts',
  'test/reports/coverage-command.test.ts',
];

function unitTestFiles(): string[] {
  const all = testFiles(join(PROJECT_ROOT, 'test'));
  const missing = LONGEST_FIRST.filter((f) => !all.includes(f));
  if (missing.length) throw new Error(`scripts/test.ts LONGEST_FIRST names test files that do not exist: ${missing.join(', ')}`);
  return [...LONGEST_FIRST, ...all.filter((f) => !LONGEST_FIRST.includes(f))];
}

/**
 * A hook at a file's top level (`before(...)`, `after(...)`) runs once for the whole process, so a file with
 * one keeps a process of its own.
 */
const TOP_LEVEL_HOOK = /^(before|after|beforeEach|afterEach)\(/m;

/** Where the shared processes' entry files are written (generated at each run, never committed). */
const UNIT_GROUPS = join(PROJECT_ROOT, '.tmp', 'unit-groups');

/**
 * The unit test processes, longest first, each a file or a shared entry file. Starting Node with the TypeScript loader and the engine's
 * modules costs about a second of CPU per process, which over 160 files was most of the unit tests' time; so
 * every file without a top-level hook, and not among the long ones that keep a process each, is loaded into
 * one of two shared processes (an entry file importing each in turn). A file that fails to load is reported
 * as a failed test named after it, and the other files of its process still run.
 */
function unitTestEntries(): string[] {
  const files = unitTestFiles();
  const ownProcess = (f: string) => LONGEST_FIRST.includes(f) || TOP_LEVEL_HOOK.test(readFileSync(join(PROJECT_ROOT, f), 'utf8'));
  const shared = files.filter((f) => !ownProcess(f));
  rmSync(UNIT_GROUPS, { recursive: true, force: true });
  mkdirSync(UNIT_GROUPS, { recursive: true });
  const groups = [0, 1].map((g) => {
    const members = shared.filter((_, i) => i % 2 === g);
    const entry = join(UNIT_GROUPS, `shared-${g + 1}.test.ts`);
    writeFileSync(entry, sharedEntry(members));
    return relative(PROJECT_ROOT, entry);
  });
  // The shared processes take about as long as the longest file: they start right after it, so that two
  // long runs never end up last side by side with one core idle.
  const [longest, ...rest] = files.filter(ownProcess);
  return [longest, ...groups, ...rest];
}

function sharedEntry(members: string[]): string {
  const urls = members.map((f) => pathToFileURL(join(PROJECT_ROOT, f)).href);
  return `// Generated by scripts/test.ts: these test files share one process.
import { test } from 'node:test';
for (const url of ${JSON.stringify(urls, null, 2)}) {
  try {
    await import(url);
  } catch (error) {
    test(\`\${url} loads\`, () => {
      throw error;
    });
  }
}
`;
}

const tsx = (script: string, ...args: string[]) => [...tsxNode, join(PROJECT_ROOT, script), ...args];
/** A package.json script, so its arguments are written once (there). */
const npmScript = (name: string) => ['npm', 'run', '--silent', name];

/**
 * The in-process suite run's messages, which the HTTP comparison then reads instead of running the suite
 * in-process a second time. Removed before the checks start, so a stale file is never compared.
 */
const IN_PROCESS_MESSAGES = join(PROJECT_ROOT, '.tmp', 'npm-test-in-process.ndjson');

const UNIT = 'unit and contract tests';
const HTTP_COMPARISON = 'the suite over HTTP gives the same result for every scenario';
const IN_PROCESS_SUITE = 'conformance suite (reference engine, in-process)';

/**
 * A unit test process: the file (or shared entry) run straight by Node with the TAP reporter, without
 * `--test`'s parent process, since the queue already runs two at a time.
 */
const unitJob = (entry: string): Check => ({ name: `${UNIT}: ${entry}`, group: UNIT, command: [...tsxNode, '--test-reporter=tap', entry], count: countTap });

/**
 * Every check, in the order the queue starts them: longest first (measured on a quiet machine), so that the
 * last to end are short ones and neither core idles long at the end; the in-process suite early, as the HTTP
 * comparison reads its messages. `units` are the unit test processes, longest first ([] when none is selected).
 */
function allChecks(units: string[]): Check[] {
  const [longestUnits, laterUnits] = [units.slice(0, 3), units.slice(3)];
  return [
    {
      name: 'suite strength: every deliberate rule mistake is killed, and the rules witnessed are as features/witnessed.json says',
      command: tsx('scripts/suite-strength/run.ts'),
      // Its two workers leave a core idle about a third of the time (bundles built, results gathered): it
      // takes one place in the queue, and the job beside it fills the rest.
      live: true,
    },
    {
      name: IN_PROCESS_SUITE,
      // Step matching on Node's own match indices, as `riftcheck run` matches (reports/src/native-match-indices.mjs).
      command: [process.execPath, '--import', INSTALLING_MODULE, CUCUMBER_MAIN, '-p', 'default', '--format', `message:${IN_PROCESS_MESSAGES}`],
      count: countCucumber,
    },
    ...longestUnits.map(unitJob),
    {
      name: 'the suite under each older edition (v1.0-v1.3): no unexpected result, the rest not applicable',
      command: tsx('scripts/every-edition.ts'),
      needsData: true,
    },
    // A server and a client taking turns.
    { name: HTTP_COMPARISON, command: tsx('scripts/suite-over-http.ts', '--in-process-results', IN_PROCESS_MESSAGES), after: IN_PROCESS_SUITE },
    { name: 'type-check', command: [bin('tsc'), '-p', '.'] },
    { name: 'formatting (prettier --check)', command: npmScript('format:check') },
    ...laterUnits.slice(0, LONGEST_FIRST.length - 1).map(unitJob),
    { name: 'lint (eslint, typescript-eslint)', command: npmScript('lint') },
    { name: 'import rules between folders, no import cycles (dependency-cruiser)', command: npmScript('deps') },
    {
      name: 'rule coverage of the finished v1.4 ranges and the seed documents (gaps only as listed)',
      command: tsx('scripts/coverage-gate.ts'),
      needsData: true,
    },
    {
      name: 'official FAQs: every entry executed by Examples or listed with a reason (features/faq.yaml)',
      command: tsx('scripts/faq-gate.ts'),
      needsData: true,
    },
    {
      name: 'openapi.yaml lints clean',
      command: [bin('redocly'), 'lint', 'openapi.yaml'],
      env: { REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
    },
    { name: 'protocol/generated matches openapi.yaml', command: tsx('scripts/generate-protocol.ts', '--check') },
    ...laterUnits.slice(LONGEST_FIRST.length - 1).map(unitJob),
  ];
}

/** Runs the check; its output goes to the terminal as it comes (`live`) or is only collected. */
function run(check: Check, live: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const [program, ...args] = typeof check.command === 'function' ? check.command() : check.command;
    const child = spawn(program, args, {
      cwd: PROJECT_ROOT,
      env: { ...process.env, FORCE_COLOR: '0', ...check.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk: Buffer, to: NodeJS.WriteStream) => {
      output += chunk.toString();
      if (live) to.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => take(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => take(c, process.stderr));
    child.on('error', (err) => resolve({ code: 127, output: String(err) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const { values } = scriptArgs(
  `usage: npm test -- [--only "<part of a check name or a test file's path>"]
Runs every check a change must pass, two at a time, and ends with "N passed, N failed, N skipped"
(every skipped test, suite, scenario and check counted); exits 1 when anything failed.
Checks that need the rules data are skipped without it (RIFTBOUND_DATA, or ../shared/riftbound).
  --only TEXT   only the checks whose name contains TEXT ("unit" for every unit test), or else
                the unit test files whose path contains it, each in a process of its own`,
  { options: { only: { type: 'string' } } },
);
const only = values.only;
// The unit test processes: all of them (the shared entry files written now), or, for `--only <part of a test
// file's path>`, each file it names in a process of its own.
const units = !only || UNIT.includes(only) ? unitTestEntries() : unitTestFiles().filter((f) => f.includes(only));
const checks = allChecks(units);
const selected = only ? checks.filter((c) => c.name.includes(only)) : checks;
if (selected.length === 0) {
  console.error(
    `npm test: no check's name or test file's path contains "${only}"; checks: ${allChecks([])
      .map((c) => c.name)
      .join('; ')}`,
  );
  process.exit(2);
}
const hasData = resolveDataDir() !== null;

rmSync(IN_PROCESS_MESSAGES, { force: true });

const total: Tally = { passed: 0, failed: 0, skipped: 0 };

const tallies = new Map<Check, Tally>();
const seconds = new Map<Check, number>();

async function perform(check: Check, live: boolean): Promise<void> {
  if (live) console.log(`\n=== ${check.name}`);
  const started = Date.now();
  const { code, output } = await run(check, live);
  if (!live) console.log(`\n=== ${check.name}\n${output.trimEnd()}`);
  let tally = check.count ? check.count(output) : null;
  if (!tally) tally = code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  // A runner that exits non-zero while counting no failure still failed (crash, bad config).
  if (code !== 0 && tally.failed === 0) tally = { ...tally, failed: 1 };
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  tallies.set(check, tally);
  seconds.set(check, (Date.now() - started) / 1000);
}

// One queue, two places: each place takes the first job in list order that is ready (what it reads has been
// written) and runs it to its end, until none is left.
const started = Date.now();
const queue = selected.filter((check) => {
  if (!check.needsData || hasData) return true;
  total.skipped += 1;
  return false;
});
const ended = new Set<string>();
const waiting: Array<() => void> = [];
// A job waits for the one it reads from until that one has ended, queued or running; one not run at all (not
// selected, or skipped for want of data) is no reason to wait.
const runs = new Set(queue.map((c) => c.name));
const ready = (c: Check) => !c.after || ended.has(c.after) || !runs.has(c.after);
let liveTaken = false;
async function place(): Promise<void> {
  while (queue.length > 0) {
    const next = queue.findIndex(ready);
    if (next < 0) {
      await new Promise<void>((wake) => waiting.push(wake));
      continue;
    }
    const [check] = queue.splice(next, 1);
    const live = check.live === true && !liveTaken;
    if (live) liveTaken = true;
    await perform(check, live);
    ended.add(check.name);
    for (const wake of waiting.splice(0)) wake();
  }
}
await Promise.all([place(), place()]);

const line = (name: string, t: Tally, secs: number, ok: boolean) =>
  `${ok ? 'ok  ' : 'FAIL'} ${name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped (${secs.toFixed(1)} s)`;
console.log(`\n=== summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const grouped = new Set<string>();
for (const check of selected) {
  if (check.needsData && !hasData) {
    console.log(`skip ${check.name}: ${NEEDS_DATA_TO_TEST}`);
    continue;
  }
  if (!check.group) {
    console.log(line(check.name, tallies.get(check)!, seconds.get(check)!, tallies.get(check)!.failed === 0));
    continue;
  }
  if (grouped.has(check.group)) continue;
  grouped.add(check.group);
  // A group's line sums its processes' counts and seconds (each process's own, overlapping other jobs); a failing one is named.
  const members = selected.filter((c) => c.group === check.group);
  const sum: Tally = { passed: 0, failed: 0, skipped: 0 };
  for (const m of members) for (const k of ['passed', 'failed', 'skipped'] as const) sum[k] += tallies.get(m)![k];
  const secs = members.reduce((n, m) => n + seconds.get(m)!, 0);
  console.log(line(`${check.group} (${members.length} process${members.length === 1 ? '' : 'es'})`, sum, secs, sum.failed === 0));
  for (const m of members) if (tallies.get(m)!.failed > 0) console.log(`       ${line(m.name, tallies.get(m)!, seconds.get(m)!, false)}`);
}
// The jobs that took longest, each its own time (overlapping the job beside it): where to look when npm test slows.
const slowest = [...seconds].sort((a, b) => b[1] - a[1]).slice(0, 8);
console.log(`longest jobs: ${slowest.map(([c, s]) => `${c.name.replace(`${UNIT}: `, '')} ${s.toFixed(0)} s`).join('; ')}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed > 0 ? 1 : 0;
