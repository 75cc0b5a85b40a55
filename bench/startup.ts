// bench:startup — how long `riftcheck run` takes from its command line to the start of the first
// scenario (the scale issue asks for at most 2 s), and to its end. Each run is a fresh process, as
// a user starts it; the first scenario's start is the timestamp of the first testCaseStarted message
// in the messages.ndjson the run writes to its report, so nothing is added to the runner for this.
// On Linux it also prints the CPU seconds the run had used by then (all its threads: the loader's,
// the compiler's and the garbage collector's too), read from /proc every few milliseconds while it
// runs: on a machine shared with other work, wall time stretches with the load while CPU time barely
// moves, so two versions are best compared by it.
// One untimed run comes first: it builds the suite's and the command's bundles when their sources
// changed since the last run (scripts/suite-bundle.mjs, scripts/cli-bundle.mjs) and keeps the parse of
// any feature file that changed (reports/src/feature-parse-cache.mjs), which happens once after an
// edit, not on every run.
//
// usage: npm run bench:startup -- [--runs 3] [--engine reference] [PATH ...]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
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

/** Linux's USER_HZ, the unit of /proc's times: 100 on every architecture Node runs on. */
const CLOCK_TICKS = 100;
/** How often the run's CPU time is read while it runs. */
const SAMPLE_MS = 5;

/** CPU seconds (user and system, every thread) process `pid` has used so far, or null when /proc cannot tell. */
function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

interface TimedRun {
  first: number;
  total: number;
  /** CPU seconds used by the first scenario's start, and by the end (null off Linux). */
  firstCpu: number | null;
  totalCpu: number | null;
}

/** One `riftcheck run`: seconds to the first scenario's start and to the end, in wall and CPU time. */
async function timeRun(): Promise<TimedRun> {
  const out = mkdtempSync(join(tmpdir(), 'riftcheck-startup-'));
  try {
    const started = Date.now();
    const run = spawn(process.execPath, [bin, 'run', '--engine', values.engine, '--out', out, ...positionals], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // [epoch ms, CPU seconds so far], read while the run goes on; the last one just before it ends.
    const cpu: Array<[number, number]> = [];
    const sample = () => {
      const seconds = cpuSecondsOf(run.pid!);
      if (seconds !== null) cpu.push([Date.now(), seconds]);
    };
    const sampler = setInterval(sample, SAMPLE_MS);
    run.on('exit', () => clearInterval(sampler));
    const status = await new Promise<number | null>((done) => run.on('close', done));
    const total = (Date.now() - started) / 1000;
    if (status !== 0) {
      console.error(`bench:startup: riftcheck run exited ${status}:\n${output}`);
      process.exit(1);
    }
    const first = firstScenarioStart(out);
    if (first === null) {
      console.error(`bench:startup: the run under ${out} wrote no scenario start`);
      process.exit(1);
    }
    // The first reading at or after the first scenario's start (readings are SAMPLE_MS apart).
    const atFirst = cpu.find(([at]) => at >= first);
    return { first: (first - started) / 1000, total, firstCpu: atFirst?.[1] ?? null, totalCpu: cpu.at(-1)?.[1] ?? null };
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

await timeRun();
const timed: TimedRun[] = [];
for (let i = 0; i < runs; i++) timed.push(await timeRun());
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpuNote = (seconds: number | null) => (seconds === null ? '' : ` (${seconds.toFixed(2)} s of CPU)`);
for (const [i, t] of timed.entries()) {
  console.log(`run ${i + 1}: first scenario after ${t.first.toFixed(2)} s${cpuNote(t.firstCpu)}, run over after ${t.total.toFixed(2)} s${cpuNote(t.totalCpu)}`);
}
const first = median(timed.map((t) => t.first));
const cpuMedian = (pick: (t: TimedRun) => number | null) => {
  const xs = timed.map(pick);
  return xs.every((x) => x !== null) ? median(xs as number[]) : null;
};
console.log(
  `median of ${runs}: first scenario after ${first.toFixed(2)} s${cpuNote(cpuMedian((t) => t.firstCpu))} (target ≤ ${TARGET_SECONDS} s${first <= TARGET_SECONDS ? ', met' : ', not met'}), ` +
    `run over after ${median(timed.map((t) => t.total)).toFixed(2)} s${cpuNote(cpuMedian((t) => t.totalCpu))}; load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`,
);
