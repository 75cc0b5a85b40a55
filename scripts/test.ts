// `npm test`: every check a change must pass, each counted, and one closing line
// `N passed, N failed, N skipped` that CI reads. Checks that keep both cores busy run alone with their
// output shown as it comes; the others share the two cores, each one's output shown whole when it ends
// (or as it comes, for one long check among them).
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
  /**
   * Keeps both cores busy by itself (several processes or workers): it runs alone, its output shown as it
   * comes. The other checks run two at a time, each one's output shown whole when it ends.
   */
  alone?: boolean;
  /**
   * Shown as it comes although it shares the cores: a long check whose progress a reader wants to see. One such
   * check per run of shared checks, so two outputs never interleave.
   */
  live?: boolean;
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
 * The test files that take longest, run first: two run at a time, so a long file started last would leave
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
 * The test files as `node --test` is given them. Starting Node with the TypeScript loader and the engine's
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

// The checks that share the two cores come first, longest first, the in-process suite among them (the HTTP
// comparison reads its messages); then the unit tests alone; then suite strength with the HTTP comparison beside it.
const checks: Check[] = [
  { name: 'type-check', command: [bin('tsc'), '-p', '.'] },
  {
    name: 'the suite under each older edition (v1.0-v1.3): no unexpected result, the rest not applicable',
    command: tsx('scripts/every-edition.ts'),
    needsData: true,
  },
  { name: 'formatting (prettier --check)', command: npmScript('format:check') },
  { name: 'lint (eslint, typescript-eslint)', command: npmScript('lint') },
  { name: 'import rules between folders, no import cycles (dependency-cruiser)', command: npmScript('deps') },
  {
    name: 'conformance suite (reference engine, in-process)',
    // Step matching on Node's own match indices, as `riftcheck run` matches (reports/src/native-match-indices.mjs).
    command: [process.execPath, '--import', INSTALLING_MODULE, CUCUMBER_MAIN, '-p', 'default', '--format', `message:${IN_PROCESS_MESSAGES}`],
    count: countCucumber,
  },
  {
    name: 'openapi.yaml lints clean',
    command: [bin('redocly'), 'lint', 'openapi.yaml'],
    env: { REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
  },
  { name: 'protocol/generated matches openapi.yaml', command: tsx('scripts/generate-protocol.ts', '--check') },
  { name: 'rule coverage of the finished v1.4 ranges and the seed documents (gaps only as listed)', command: tsx('scripts/coverage-gate.ts'), needsData: true },
  { name: 'official FAQs: every entry executed by Examples or listed with a reason (features/faq.yaml)', command: tsx('scripts/faq-gate.ts'), needsData: true },
  {
    name: 'unit and contract tests',
    // Two processes at a time: the machines this runs on have two cores.
    command: () => [...tsxNode, '--test', '--test-concurrency=2', '--test-reporter=tap', ...unitTestEntries()],
    count: countTap,
    alone: true,
  },
  {
    name: 'the suite over HTTP gives the same result for every scenario',
    command: tsx('scripts/suite-over-http.ts', '--in-process-results', IN_PROCESS_MESSAGES),
  },
  {
    name: 'suite strength: every deliberate rule mistake is killed, and the rules witnessed are as features/witnessed.json says',
    command: tsx('scripts/suite-strength/run.ts'),
    // Its two workers leave a core idle a third of the time (bundles built, results gathered): the HTTP
    // comparison, a server and a client taking turns, runs beside it.
    live: true,
  },
];

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
  `usage: npm test -- [--only "<part of a check name>"]
Runs every check a change must pass, in order, and ends with "N passed, N failed, N skipped"
(every skipped test, suite, scenario and check counted); exits 1 when anything failed.
Checks that need the rules data are skipped without it (RIFTBOUND_DATA, or ../shared/riftbound).
  --only TEXT   only the checks whose name contains TEXT`,
  { options: { only: { type: 'string' } } },
);
const selected = values.only ? checks.filter((c) => c.name.includes(values.only!)) : checks;
if (selected.length === 0) {
  console.error(`npm test: no check's name contains "${values.only}"; checks: ${checks.map((c) => c.name).join('; ')}`);
  process.exit(2);
}
const hasData = resolveDataDir() !== null;

rmSync(IN_PROCESS_MESSAGES, { force: true });

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines = new Map<Check, string>();

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
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  lines.set(check, `${code === 0 ? 'ok  ' : 'FAIL'} ${check.name}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped (${secs} s)`);
}

// In list order: a run of checks that do not need the machine alone goes two at a time; one that does
// waits for the others to end and runs by itself.
const started = Date.now();
let pending: Check[] = [];
const flush = async (): Promise<void> => {
  const queue = pending;
  pending = [];
  await Promise.all(
    [0, 1].map(async () => {
      for (let c = queue.shift(); c; c = queue.shift()) await perform(c, c.live === true);
    }),
  );
};
for (const check of selected) {
  if (check.needsData && !hasData) {
    total.skipped += 1;
    lines.set(check, `skip ${check.name}: ${NEEDS_DATA_TO_TEST}`);
  } else if (check.alone) {
    await flush();
    await perform(check, true);
  } else pending.push(check);
}
await flush();

console.log(`\n=== summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const check of selected) if (lines.has(check)) console.log(lines.get(check));
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed > 0 ? 1 : 0;
