// bench:startup — how long `riftcheck run` takes from its command line to the start of the first
// scenario (the scale issue asks for at most 2 s), and to its end. Each run is a fresh process, as
// a user starts it; the first scenario's start is the timestamp of the first testCaseStarted message
// in the messages.ndjson the run writes to its report, so nothing is added to the runner for this.
// One untimed run comes first: it builds the suite's bundle when the sources changed since the last
// run (scripts/suite-bundle.mjs), which happens once after an edit, not on every run.
//
// usage: npm run bench:startup -- [--runs 3] [--engine reference] [PATH ...]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../rules/data-dir.ts';
import { scriptArgs } from '../scripts/script-args.ts';

const TARGET_SECONDS = 2;

const { values, positionals } = scriptArgs(
  `usage: npm run bench:startup -- [--runs N] [--engine reference|URL] [PATH ...]
Time from starting \`riftcheck run\` to the start of its first scenario, and to its end, in fresh processes.
  --runs N        timed runs after one untimed warm-up run (default 3)
  --engine E      the engine to run against (default reference)
  PATH ...        feature files or directories to run (default: the whole suite)`,
  { options: { runs: { type: 'string', default: '3' }, engine: { type: 'string', default: 'reference' } }, allowPositionals: true },
);
const runs = Math.max(1, Number(values.runs) || 3);
const bin = join(PROJECT_ROOT, 'bin', 'riftcheck.mjs');

/** One `riftcheck run`: seconds to the first scenario's start and to the end. */
function timeRun(): { first: number; total: number } {
  const out = mkdtempSync(join(tmpdir(), 'riftcheck-startup-'));
  try {
    const started = Date.now();
    const run = spawnSync(process.execPath, [bin, 'run', '--engine', values.engine, '--out', out, ...positionals], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const total = (Date.now() - started) / 1000;
    if (run.status !== 0) {
      console.error(`bench:startup: riftcheck run exited ${run.status}:\n${run.stdout}\n${run.stderr}`);
      process.exit(1);
    }
    const first = firstScenarioStart(out);
    if (first === null) {
      console.error(`bench:startup: the run under ${out} wrote no scenario start`);
      process.exit(1);
    }
    return { first: (first - started) / 1000, total };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Epoch milliseconds of the first testCaseStarted message of the one report under `out`, or null. */
function firstScenarioStart(out: string): number | null {
  for (const engineDir of readdirSync(out, { withFileTypes: true })) {
    if (!engineDir.isDirectory()) continue;
    for (const runDir of readdirSync(join(out, engineDir.name), { withFileTypes: true })) {
      if (!runDir.isDirectory() || runDir.name === 'latest') continue;
      const messages = readFileSync(join(out, engineDir.name, runDir.name, 'messages.ndjson'), 'utf8');
      for (const line of messages.split('\n')) {
        if (!line.includes('"testCaseStarted"')) continue;
        const { seconds, nanos } = JSON.parse(line).testCaseStarted.timestamp as { seconds: number; nanos: number };
        return seconds * 1000 + nanos / 1e6;
      }
    }
  }
  return null;
}

timeRun();
const timed = Array.from({ length: runs }, timeRun);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [i, t] of timed.entries()) console.log(`run ${i + 1}: first scenario after ${t.first.toFixed(2)} s, run over after ${t.total.toFixed(2)} s`);
const first = median(timed.map((t) => t.first));
console.log(
  `median of ${runs}: first scenario after ${first.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s${first <= TARGET_SECONDS ? ', met' : ', not met'}), run over after ${median(timed.map((t) => t.total)).toFixed(2)} s`,
);
