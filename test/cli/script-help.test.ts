// Every bench/ and scripts/ entry a user runs answers --help with its usage and options (exit 0), and
// a malformed command line with one line and the usage (exit 2), never a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runProcess } from '../fixtures/fixture-run.ts';

const SCRIPTS: Array<[string, string[]]> = [
  ['bench/server.ts', ['--duration', '--connections', '--rounds', '--no-suite', '--strict']],
  ['bench/rules.ts', ['--data', '--runs']],
  ['bench/cards.ts', ['--data', '--runs', '--stream']],
  ['bench/suite.ts', ['--rounds']],
  ['bench/startup.ts', ['--runs', '--engine']],
  ['scripts/suite-over-http.ts', ['--max-ratio']],
  ['scripts/suite-strength/run.ts', ['--only', '--jobs', '--json', '--check']],
  ['scripts/test.ts', ['--only']],
];

const tsx = (script: string, ...args: string[]) => runProcess(process.execPath, ['--import', 'tsx', script, ...args]);

test('--help prints the usage with every option and exits 0', async () => {
  const results = await Promise.all(SCRIPTS.map(([script]) => tsx(script, '--help')));
  SCRIPTS.forEach(([script, options], i) => {
    const r = results[i]!;
    assert.equal(r.code, 0, `${script}: ${r.stderr}`);
    assert.match(r.stdout, /^usage: npm /, script);
    for (const option of options) assert.ok(r.stdout.includes(option), `${script} --help names ${option}`);
  });
});

test('an unknown option is one line and the usage, exit 2', async () => {
  const r = await tsx('bench/rules.ts', '--bogus');
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^bench\/rules\.ts: Unknown option '--bogus'\nusage: npm run bench:rules/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
});
