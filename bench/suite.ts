// bench:suite — the conformance suite's wall time beside two suites of the same size whose steps do
// nothing, all run here in one invocation, alternating, several rounds:
//   1. the same shape (scenarios, steps per scenario) with a single trivial step pattern;
//   2. the same feature files and the same step patterns, with every step body empty.
// The first ratio includes what cucumber itself spends matching a real vocabulary; the second
// isolates what the engine, the driver and the step bodies cost.
// The conformance suite runs as users run it: its code comes from the bundle scripts/suite-bundle.mjs
// keeps (built, if the sources changed, by the dry run below, before any timed round). The baselines'
// step files are plain JavaScript that needs no loader at all: the cheapest a same-size suite can start.
// All three start cucumber as `riftcheck run` does, with its step matching on Node's own match indices
// (reports/src/native-match-indices.mjs): a speed-up of cucumber itself, so the baselines have it too.
//
// usage: tsx bench/suite.ts [--rounds 5]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { scriptArgs } from '../scripts/script-args.ts';
import { PROJECT_ROOT } from '../rules/data-dir.ts';
import { INSTALLING_MODULE } from '../reports/src/native-match-indices.mjs';

const { values } = scriptArgs(
  `usage: npm run bench:suite -- [--rounds N]
The conformance suite's wall time beside two trivial suites of the same size, alternating.
  --rounds N   rounds of the three runs (default 5)`,
  { options: { rounds: { type: 'string', default: '5' } } },
);
const rounds = Math.max(1, Number(values.rounds) || 5);
const cucumber = join(PROJECT_ROOT, 'node_modules', '.bin', 'cucumber-js');
/** cucumber-js's own script, for the timed runs, which start Node themselves (node --import ... cucumber-js ...). */
const cucumberMain = join(PROJECT_ROOT, 'node_modules', '@cucumber', 'cucumber', 'bin', 'cucumber.js');
// The real suite's shape, from cucumber's own compilation of it (outlines and backgrounds expanded).
const messages = execFileSync(cucumber, ['-p', 'default', '--dry-run', '--format', 'message'], {
  cwd: PROJECT_ROOT,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const stepsPerScenario = messages
  .split('\n')
  .filter((line) => line.includes('"pickle"'))
  .map((line) => (JSON.parse(line).pickle.steps as unknown[]).length);
// The suite's own step vocabulary, for the second baseline: the same patterns with empty bodies.
// Cucumber checks a step function's arity (capture groups, plus one for a data table or doc string),
// so each empty body gets the arity its real definition has, read off the compiled test cases.
const envelopes = messages
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const stepHasArgument = new Map<string, boolean>();
for (const e of envelopes) for (const st of e.pickle?.steps ?? []) stepHasArgument.set(st.id, Boolean(st.argument));
const definitionTakesArgument = new Set<string>();
for (const e of envelopes) {
  for (const ts of e.testCase?.testSteps ?? []) {
    if (ts.pickleStepId && stepHasArgument.get(ts.pickleStepId)) for (const id of ts.stepDefinitionIds ?? []) definitionTakesArgument.add(id);
  }
}
const patterns = envelopes
  .filter((e) => e.stepDefinition)
  .map((e) => {
    const { id, pattern } = e.stepDefinition as { id: string; pattern: { source: string; type: string } };
    if (pattern.type !== 'REGULAR_EXPRESSION')
      throw new Error(`bench:suite: only regular-expression steps are mirrored, not ${pattern.type} (${pattern.source})`);
    const groups = new RegExp(`${pattern.source}|`).exec('')!.length - 1;
    return { source: pattern.source, arity: groups + (definitionTakesArgument.has(id) ? 1 : 0) };
  });
if (stepsPerScenario.length === 0) {
  console.error('bench:suite: the suite has no scenarios to measure');
  process.exit(2);
}

const trivialDir = join(PROJECT_ROOT, '.tmp', 'bench-suite');
rmSync(trivialDir, { recursive: true, force: true });
mkdirSync(join(trivialDir, 'features'), { recursive: true });
const feature = ['Feature: trivial suite of the same shape', ''];
stepsPerScenario.forEach((n, i) => {
  feature.push(`  Scenario: trivial ${i + 1}`);
  for (let s = 0; s < n; s++) feature.push(`    Given trivial step ${s + 1}`);
  feature.push('');
});
writeFileSync(join(trivialDir, 'features', 'trivial.feature'), feature.join('\n'));
writeFileSync(join(trivialDir, 'steps.mjs'), "import { Given } from '@cucumber/cucumber';\nGiven(/^trivial step \\d+$/, function () {});\n");

/**
 * The CPU seconds (user and system) of this process's children that have ended, from /proc (Linux's
 * cutime and cstime), or null elsewhere. On a machine shared with other work, wall time stretches
 * with the load while CPU time barely moves, so the ratio of CPU times is the one to compare.
 */
function childrenCpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (in parentheses, which may hold spaces): cutime and cstime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** Linux's USER_HZ, the unit of /proc's times: 100 on every architecture Node runs on. */
const CLOCK_TICKS = 100;

function timeRun(args: string[]): { wall: number; cpu: number | null } {
  const cpuBefore = childrenCpuSeconds();
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--import', INSTALLING_MODULE, cucumberMain, ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = childrenCpuSeconds();
  if (run.status !== 0) {
    console.error(`bench:suite: cucumber-js ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
    process.exit(1);
  }
  return { wall, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

const real: Array<ReturnType<typeof timeRun>> = [];
const trivial: Array<ReturnType<typeof timeRun>> = [];
const noop: Array<ReturnType<typeof timeRun>> = [];
// Its own config file, so nothing of the project's default profile (steps, paths) leaks into it.
writeFileSync(
  join(trivialDir, 'cucumber.mjs'),
  `export default ${JSON.stringify({
    import: [join(trivialDir, 'steps.mjs')],
    paths: [join(trivialDir, 'features')],
    format: ['summary'],
  })};\n`,
);
const trivialArgs = ['--config', relative(PROJECT_ROOT, join(trivialDir, 'cucumber.mjs'))];

// Baseline 2: the real feature files and the real step patterns (so Gherkin parsing and step
// matching cost the same), every step body empty: what is left over is the engine and the steps' work.
writeFileSync(
  join(trivialDir, 'noop-steps.mjs'),
  [
    "import { defineStep } from '@cucumber/cucumber';",
    ...patterns.map(
      (p) => `defineStep(new RegExp(${JSON.stringify(p.source)}), function (${Array.from({ length: p.arity }, (_, i) => `_${i}`).join(', ')}) {});`,
    ),
    '',
  ].join('\n'),
);
writeFileSync(
  join(trivialDir, 'noop.cucumber.mjs'),
  `export default ${JSON.stringify({
    import: [join(trivialDir, 'noop-steps.mjs')],
    paths: ['features/**/*.feature'],
    format: ['summary'],
    strict: true,
  })};\n`,
);
const noopArgs = ['--config', relative(PROJECT_ROOT, join(trivialDir, 'noop.cucumber.mjs'))];
for (let r = 0; r < rounds; r++) {
  real.push(timeRun(['-p', 'default', '--format', 'summary']));
  trivial.push(timeRun(trivialArgs));
  noop.push(timeRun(noopArgs));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const steps = stepsPerScenario.reduce((a, b) => a + b, 0);
const wall = (runs: Array<ReturnType<typeof timeRun>>) => median(runs.map((r) => r.wall));
const cpu = (runs: Array<ReturnType<typeof timeRun>>) => (runs.every((r) => r.cpu !== null) ? median(runs.map((r) => r.cpu!)) : null);
const line = (label: string, runs: Array<ReturnType<typeof timeRun>>) => {
  const c = cpu(runs);
  const cpuRatio = c === null || cpu(real) === null ? '' : `   CPU ${c.toFixed(2)} s, ratio ${(cpu(real)! / c).toFixed(2)}`;
  return `${label} ${wall(runs).toFixed(2)} s   ratio ${(wall(real) / wall(runs)).toFixed(2)}${cpuRatio}`;
};
console.log(
  `suite shape: ${stepsPerScenario.length} scenarios, ${steps} steps, ${patterns.length} step patterns; ${rounds} rounds, medians of wall time (cucumber start included) and, where the system says, of CPU time (user + system)`,
);
const realCpu = cpu(real);
console.log(`conformance suite (reference engine):                   ${wall(real).toFixed(2)} s${realCpu === null ? '' : `   CPU ${realCpu.toFixed(2)} s`}`);
console.log(line('same shape, one trivial step pattern:                  ', trivial));
console.log(line('same features and step patterns, every step body empty:', noop));
console.log(`load average while measuring: ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores (wall time stretches with it; CPU time much less)`);
console.log('target (the scale issue): the ratio to the suite of empty step bodies at most 1.3');
