// The runner against engines that misbehave on purpose (test/fixtures/hostile-engines.ts): each
// misbehaviour costs seconds, not minutes, the runner's memory stays bounded, every scenario it
// touches is errored with a one-line reason, and a run stopped by a signal still writes its report.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import type { RunReport } from '../../reports/src/run-report.ts';
import type { ScenarioResult } from '../../reports/src/results.ts';
import { readReport } from '../fixtures/fixture-run.ts';
import { serveHostileEngine, type HostileEngine, type Hostility } from '../fixtures/hostile-engines.ts';

/** A few real feature files (about 35 scenarios): enough for the breaker to matter, small enough to be quick. */
const FILES = [
  'features/300-playing-the-game/301-turn.feature',
  'features/300-playing-the-game/307-states.feature',
  'features/300-playing-the-game/311-priority-focus.feature',
];
/** The Examples in FILES (none is an outline), so a stopped run's reported and not-run scenarios add up to them. */
const examplesIn = (files: readonly string[]): number =>
  files.reduce((n, f) => n + (readFileSync(join(PROJECT_ROOT, f), 'utf8').match(/^\s*(Example|Scenario):/gm) ?? []).length, 0);
const noSuite = FILES.every((f) => existsSync(join(PROJECT_ROOT, f))) ? false : `needs ${FILES.join(', ')}`;
const MB = 1024 * 1024;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
  /** Peak resident memory of the runner's process, in bytes. */
  maxRss: number;
  report: RunReport;
  dir: string;
  stderr: string;
}

/** `riftcheck run` in a child process, its peak memory recorded; `onStart` may signal it. */
function runAgainst(engine: HostileEngine, args: string[], onStart?: (child: ReturnType<typeof spawn>) => void): Promise<Run> {
  const out = mkdtempSync(join(tmpdir(), 'rc-hostile-'));
  const rssFile = join(out, 'max-rss');
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', './test/fixtures/report-max-rss.mjs', 'bin/riftcheck.mjs', 'run', '--engine', engine.url, '--out', out, ...args],
    { cwd: PROJECT_ROOT, env: { ...process.env, RIFTCHECK_MAX_RSS_FILE: rssFile }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  onStart?.(child);
  const killer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code, signal) => {
      clearTimeout(killer);
      const ms = Date.now() - started;
      try {
        // The run names its report folder after the engine (its capabilities' name): the only folder there.
        const dir = realpathSync(join(out, readdirSync(out, { withFileTypes: true }).find((e) => e.isDirectory())!.name, 'latest'));
        done({ code, signal, ms, maxRss: Number(readFileSync(rssFile, 'utf8')) * 1024, report: readReport(dir), dir, stderr });
      } catch (err) {
        fail(new Error(`no report (exit ${code}, ${signal}): ${(err as Error).message}\n${stderr}`));
      }
    });
  });
}

function assertAllErrored(scenarios: ScenarioResult[]): void {
  assert.ok(scenarios.length > 0);
  for (const s of scenarios) {
    assert.equal(s.status, 'errored', `${s.id}: ${s.status} ${s.failure?.message}`);
    assert.equal(s.failure!.type, 'EngineFault', `${s.id}: ${s.failure?.type} ${s.failure?.message}`);
    assert.doesNotMatch(s.failure!.message, /\n/);
  }
}

describe('the runner against hostile engines', { skip: noSuite }, () => {
  const engines = new Map<Hostility, HostileEngine>();
  before(async () => {
    for (const kind of ['hang', 'huge', 'garbage'] as const) engines.set(kind, await serveHostileEngine(kind));
    engines.set('slow', await serveHostileEngine('slow', { delayMs: 300 }));
  });
  after(() => Promise.all([...engines.values()].map((e) => e.close())));

  test('an engine that hangs after its capabilities: 5 timeouts, then the rest of the run errored at once', async (t) => {
    const hang = engines.get('hang')!;
    const run = await runAgainst(hang, ['--timeout', '400', ...FILES]);
    assert.equal(run.code, 1);
    assertAllErrored(run.report.scenarios);
    const [first, rest] = [run.report.scenarios.slice(0, 5), run.report.scenarios.slice(5)];
    for (const s of first) assert.match(s.failure!.message, /POST \/games: no answer within 400 ms/);
    for (const s of rest) assert.match(s.failure!.message, /engine stopped answering: 5 timeouts in a row.*\(last: POST \/games: no answer within 400 ms\)/);
    assert.equal(hang.requests, 5, 'once the breaker tripped, the engine is not asked again');
    assert.ok(run.ms < 45_000, `the run took ${run.ms} ms`);
    t.diagnostic(`${run.report.totals.total} scenarios against a hanging engine in ${run.ms} ms`);
  });

  test('an engine answering without end: each answer cut at the size limit, the runner under 300 MB', async (t) => {
    const run = await runAgainst(engines.get('huge')!, FILES);
    assertAllErrored(run.report.scenarios);
    for (const s of run.report.scenarios) assert.match(s.failure!.message, /answer larger than the limit of 8388608 bytes.*RIFTCHECK_MAX_ANSWER_BYTES/);
    assert.ok(run.maxRss < 300 * MB, `peak memory ${(run.maxRss / MB).toFixed(0)} MB`);
    assert.ok(run.ms < 90_000, `the run took ${run.ms} ms`);
    t.diagnostic(`${run.report.totals.total} scenarios against an endless answer in ${run.ms} ms, runner peak ${(run.maxRss / MB).toFixed(0)} MB`);
  });

  test('an engine answering garbage: every scenario errored with what was wrong, nothing failed or crashed', async () => {
    const run = await runAgainst(engines.get('garbage')!, FILES);
    assertAllErrored(run.report.scenarios);
    const reasons = new Set(
      run.report.scenarios.map((s) =>
        s
          .failure!.message.replace(/^.*?POST \/games: /, '')
          .replace(/\(.*$/, '')
          .trim(),
      ),
    );
    for (const expected of [
      'answer is not JSON',
      '201 answer does not match the protocol at gameId: Invalid input: expected string, received number',
      'answer nested deeper than 256 levels',
      'engine answered 500: <html><body><h1>Internal Server Error</h1> <p>stack trace...</p></body></html>',
    ]) {
      assert.ok(reasons.has(expected), `${expected} in ${[...reasons].join(' | ')}`);
    }
    assert.ok(
      [...reasons].some((r) => /connection to .* dropped mid-answer/.test(r)),
      [...reasons].join(' | '),
    );
  });

  test('a slow engine: each scenario held to its time limit', async () => {
    const slow = engines.get('slow')!;
    const file = FILES[0]!;
    const run = await runAgainst(slow, ['--scenario-timeout', '1000', file]);
    const scenarios = run.report.scenarios;
    const outOfTime = scenarios.filter((s) => /the scenario's time limit of 1000 ms ran out/.test(s.failure?.message ?? ''));
    assert.ok(outOfTime.length > 0, 'at least one scenario needs more than three answers');
    for (const s of scenarios) assert.ok(s.status === 'passed' || s.status === 'errored', `${s.id}: ${s.status} ${s.failure?.message}`);
    // Each scenario's requests stop at its limit (plus one request's answer in flight and the final DELETE).
    const scenarioMs = scenarios.map((s) => s.durationMs);
    assert.ok(Math.max(...scenarioMs) < 1000 + 1500, `longest scenario ${Math.max(...scenarioMs)} ms`);
  });

  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    test(`a run stopped by ${signal} writes the report of what ran, marked interrupted, and exits ${code}`, async () => {
      const slow = engines.get('slow')!;
      const seen = slow.requests;
      const run = await runAgainst(slow, FILES, (child) => {
        const poll = setInterval(() => {
          if (slow.requests >= seen + 4) {
            clearInterval(poll);
            child.kill(signal);
          }
        }, 20);
        child.on('close', () => clearInterval(poll));
      });
      assert.equal(run.code, code, run.stderr);
      assert.match(run.stderr, new RegExp(`${signal}: finishing the scenario under way`));
      const { report } = run;
      assert.equal(report.interrupted?.signal, signal);
      assert.ok(report.scenarios.length >= 1, 'the scenarios that ran are reported');
      assert.ok(report.interrupted!.notRun > 0, 'the scenarios never started are counted, not reported');
      assert.equal(report.scenarios.length + report.interrupted!.notRun, examplesIn(FILES), 'every Example is reported or counted as not run');
      assert.equal(report.totals.total, report.scenarios.length);
      assert.ok(
        report.scenarios.every((s) => s.status !== 'unsupported'),
        'no scenario is shown skipped for the stop',
      );
      assert.equal(report.expectations.orphans.length, 0, 'an interrupted run is not complete');
      assert.match(readFileSync(join(run.dir, 'index.html'), 'utf8'), /id="interrupted"><strong>Interrupted<\/strong> by SIG/);
      assert.match(readFileSync(join(run.dir, 'junit.xml'), 'utf8'), new RegExp(`tests="${report.totals.total}"`));
    });
  }
});
