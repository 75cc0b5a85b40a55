// bench:suite — the conformance suite's wall time beside a suite of the same shape (same number of
// scenarios, same number of steps in each) whose steps do nothing, both run here in one invocation,
// alternating, several rounds. The ratio says what the engine and the steps cost over cucumber itself.
//
// usage: tsx bench/suite.ts [--rounds 5]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../rules/data-dir.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Math.max(1, Number(values.rounds) || 5);
const cucumber = join(PROJECT_ROOT, 'node_modules', '.bin', 'cucumber-js');

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
writeFileSync(
  join(trivialDir, 'steps.ts'),
  "import { Given } from '@cucumber/cucumber';\nGiven(/^trivial step \\d+$/, function () {});\n",
);

function timeRun(args: string[]): number {
  const started = process.hrtime.bigint();
  const run = spawnSync(cucumber, args, { cwd: PROJECT_ROOT, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) {
    console.error(`bench:suite: cucumber-js ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
    process.exit(1);
  }
  return seconds;
}

const real: number[] = [];
const trivial: number[] = [];
// Its own config file, so nothing of the project's default profile (steps, paths) leaks into it.
writeFileSync(
  join(trivialDir, 'cucumber.mjs'),
  `export default ${JSON.stringify({
    import: ['steps/support/register-tsx.mjs', join(trivialDir, 'steps.ts')],
    paths: [join(trivialDir, 'features')],
    format: ['summary'],
  })};\n`,
);
const trivialArgs = ['--config', relative(PROJECT_ROOT, join(trivialDir, 'cucumber.mjs'))];
for (let r = 0; r < rounds; r++) {
  real.push(timeRun(['-p', 'default', '--format', 'summary']));
  trivial.push(timeRun(trivialArgs));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const steps = stepsPerScenario.reduce((a, b) => a + b, 0);
console.log(`suite shape: ${stepsPerScenario.length} scenarios, ${steps} steps; ${rounds} rounds, medians of wall time (cucumber start included)`);
console.log(`conformance suite (reference engine): ${median(real).toFixed(2)} s`);
console.log(`trivial suite of the same shape:      ${median(trivial).toFixed(2)} s`);
console.log(`ratio: ${(median(real) / median(trivial)).toFixed(2)} (target at most 1.5)`);
