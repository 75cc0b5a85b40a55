// End to end: `riftcheck run` against the toy engine with one rule mistake, its report files, the
// reproduce commands, expectations and their exit codes, `expectations update` and `compare`.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineLabel } from '../../reports/src/conformance-run.ts';
import { fixtureRun, readReport, riftcheck, runProcess } from '../fixtures/fixture-run.ts';
import type { CommandResult } from '../fixtures/fixture-run.ts';
import { startToyEngine } from '../fixtures/toy-engine.ts';
import type { RunningToyEngine } from '../fixtures/toy-engine.ts';
import type { RunReport } from '../../reports/src/run-report.ts';

const FIXTURE_FILE = 'test/fixtures/features/playing.feature';

describe('a run against an engine with a rule mistake (units enter ready)', () => {
  let wrong: RunningToyEngine;
  let out: string;
  let first: CommandResult;
  let report: RunReport;
  let latest: string;
  let firstDir: string;

  before(async () => {
    wrong = await startToyEngine({ mistake: 'units-enter-ready' });
    out = mkdtempSync(join(tmpdir(), 'rc-run-'));
    first = await fixtureRun(wrong.url, out);
    latest = join(out, engineLabel(wrong.url), 'latest');
    firstDir = realpathSync(latest); // later runs in this suite move "latest"
    report = readReport(firstDir);
  });
  after(() => wrong.close());

  test('writes results.json, index.html, junit.xml and the message stream under <engine>/<timestamp> and latest', async () => {
    for (const f of ['results.json', 'index.html', 'junit.xml', 'messages.ndjson']) assert.ok(existsSync(join(latest, f)), f);
    assert.match(realpathSync(latest), /\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const junit = readFileSync(join(latest, 'junit.xml'), 'utf8');
    assert.match(junit, /<testsuites [^>]*tests="6" failures="3" errors="1" skipped="1"/);
    const ndjson = readFileSync(join(latest, 'messages.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.ok(
      ndjson.some((m) => m.testRunFinished),
      'the stream is complete',
    );
  });

  test('statuses tell a wrong answer, a missing capability and an engine fault apart', async () => {
    const status = Object.fromEntries(report.scenarios.map((s) => [s.name, s.status]));
    assert.deepEqual(status, {
      'a played unit enters exhausted': 'failed',
      'a played gear enters ready': 'passed',
      'every unit enters exhausted (Bard)': 'failed',
      'every unit enters exhausted (Poro Herder)': 'failed',
      'a spell built from its text': 'unsupported',
      'a crashing engine is an error, not a failure': 'errored',
    });
    assert.deepEqual(report.totals, { total: 6, passed: 1, failed: 3, unsupported: 1, errored: 1 });
  });

  test('a failure names its first failing step, what was expected and what was shown', async () => {
    const s = report.scenarios.find((x) => x.name === 'a played unit enters exhausted')!;
    assert.equal(s.id, `${FIXTURE_FILE}::a played unit enters exhausted`);
    assert.equal(`${s.file}:${s.line}`, `${FIXTURE_FILE}:7`);
    assert.deepEqual(s.rules, { 'v1.4': ['359.2'] });
    assert.equal(s.failure?.step, 'Then "Recruit" is exhausted in her base');
    assert.equal(s.failure?.line, 10);
    assert.equal(s.failure?.expected, "'exhausted'");
    assert.equal(s.failure?.actual, "'ready'");
    assert.deepEqual(
      s.transcript.map((t) => t.status),
      ['PASSED', 'PASSED', 'FAILED'],
    );
    assert.ok(s.transcript[1]!.notes.includes('played unit Recruit: entered base ready'));
    const outlineRow = report.scenarios.find((x) => x.name.endsWith('(Poro Herder)'))!;
    assert.equal(outlineRow.line, 27, 'an outline row is located at its own row');
  });

  test('the summary by chapter and the unexpected results are printed, and the run exits 1', async () => {
    assert.equal(first.code, 1);
    assert.match(first.stdout, /^359\s+1\s+3\s+1\b/m);
    assert.match(first.stdout, /^total\s+1\s+3\s+1\s+1/m);
    assert.match(first.stdout, /UNEXPECTED\s+test\/fixtures\/features\/playing\.feature::a played unit enters exhausted: expected passed, got failed/);
    assert.match(first.stderr, /\[#+\] 6\/6/, 'progress reaches the end');
  });

  test('each reproduce command, run in a shell, runs exactly that scenario and fails the same way', async () => {
    for (const s of report.scenarios.filter((x) => x.status === 'failed')) {
      const shell = await runProcess('sh', ['-c', s.reproduce]);
      const output = shell.stdout + shell.stderr;
      assert.equal(shell.code, 1, `${s.reproduce}\n${output}`);
      assert.match(output, /^1 scenario \(1 failed\)$/m, `${s.reproduce} runs one scenario\n${output}`);
      assert.ok(output.includes(`✖ ${s.failure!.step}`), `the same step fails: ${s.failure!.step}\n${output}`);
      assert.ok(output.includes(s.failure!.message.split('\n')[0]!), 'with the same message');
      assert.ok(output.includes(`# ${s.file}:${s.line}`), 'at the same place');
    }
  });

  test('with expectations listing exactly what does not pass, the run exits 0; `expectations update` writes them', async () => {
    const file = join(out, 'wrong.yaml');
    const update = await riftcheck(['expectations', 'update', '--from', firstDir, '--file', file]);
    assert.equal(update.code, 0, update.stderr);
    assert.match(update.stdout, /5 expectations \(5 added, 0 removed\)/);
    const again = await fixtureRun(wrong.url, out, ['--expectations', file]);
    assert.equal(again.code, 0, again.stdout + again.stderr);
    assert.match(again.stdout, /no unexpected results/);
  });

  test('an expected failure that now passes is "fixed" and makes the run exit 1', async () => {
    const file = join(out, 'fixed.yaml');
    writeFileSync(file, `- scenario: "${FIXTURE_FILE}::a played unit enters exhausted"\n  expected: failed\n  reason: https://example.org/bug/1\n`);
    const correct = await fixtureRun('reference', out, ['--expectations', file, '--tags', '@rule:359.2 and not @rule:355.10']);
    assert.equal(correct.code, 1, correct.stdout);
    assert.match(correct.stdout, /FIXED\s+test\/fixtures\/features\/playing\.feature::a played unit enters exhausted: expected failed, now passes/);
  });

  test('a result other than the expected non-pass is unexpected; a malformed expectations file stops the run at its line', async () => {
    const file = join(out, 'changed.yaml');
    writeFileSync(file, `- scenario: "${FIXTURE_FILE}::a spell built from its text"\n  expected: failed\n  reason: wrong guess\n`);
    const run = await fixtureRun(wrong.url, out, ['--expectations', file, '--tags', '@rule:355.10 and not @rule:359.2']);
    assert.equal(run.code, 1);
    assert.match(run.stdout, /UNEXPECTED\s+\S+::a spell built from its text: expected failed, got unsupported/);
    writeFileSync(file, `- scenario: x\n  expected: flaky\n  reason: r\n`);
    const bad = await fixtureRun(wrong.url, out, ['--expectations', file]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /changed\.yaml:1: "expected" must be one of failed, unsupported, errored/);
  });

  test('compare lists, by rule, the scenarios whose status changed between two runs', async () => {
    const correct = await fixtureRun('reference', out);
    assert.equal(correct.code, 1, 'unsupported and errored remain unexpected on the toy reference');
    const cmp = await riftcheck(['compare', firstDir, join(out, 'reference', 'latest'), '--json']);
    assert.equal(cmp.code, 0, cmp.stderr);
    const result = JSON.parse(cmp.stdout) as {
      byRule: Array<{ rule: string; changes: Array<{ scenario: string; before: string; after: string }> }>;
      changed: number;
      unchanged: number;
    };
    assert.equal(result.changed, 3);
    assert.equal(result.unchanged, 3);
    assert.deepEqual(
      result.byRule.map((r) => [r.rule, r.changes.length]),
      [['359.2', 3]],
    );
    assert.ok(result.byRule[0]!.changes.every((c) => c.before === 'failed' && c.after === 'passed'));
    const text = await riftcheck(['compare', firstDir, join(out, 'reference', 'latest')]);
    assert.match(text.stdout, /rule 359\.2\n\s+failed\s+-> passed\s+test\/fixtures\/features\/playing\.feature:7/);
  });
});

describe('run refuses bad input before running anything', () => {
  test('a shard index beyond the shard count (which cucumber would silently run as nothing)', async () => {
    const r = await riftcheck(['run', '--shard', '3/2']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--shard "3\/2": the shard index must be between 1 and 2/);
  });
  test('an engine that is neither "reference" nor a URL, and a malformed shard', async () => {
    assert.match((await riftcheck(['run', '--engine', 'ftp://x'])).stderr, /must be "reference" or the http\(s\) URL/);
    assert.equal((await riftcheck(['run', '--shard', 'one/two'])).code, 2);
  });
  test('a tag expression that does not parse, and a path that does not exist: one line, exit 2', async () => {
    const tags = await riftcheck(['run', '--tags', 'not a valid(((']);
    assert.equal(tags.code, 2);
    assert.equal(tags.stderr.trimEnd().split('\n').length, 1, tags.stderr);
    assert.match(tags.stderr, /^riftcheck run: --tags: Tag expression "not a valid\(\(\(" could not be parsed/);
    const path = await riftcheck(['run', 'features/no-such-chapter.feature:12']);
    assert.equal(path.code, 2);
    assert.equal(path.stderr, 'riftcheck run: no such feature file or directory: features/no-such-chapter.feature\n');
  });
  test('a run that selects no scenario is an error unless --allow-empty', async () => {
    const out = mkdtempSync(join(tmpdir(), 'rc-empty-'));
    const empty = await fixtureRun('reference', out, ['--tags', '@rule:no-such-rule']);
    assert.equal(empty.code, 2, empty.stderr);
    assert.match(empty.stderr, /^riftcheck run: no scenario selected .*--allow-empty accepts an empty run\n$/m);
    const allowed = await fixtureRun('reference', out, ['--tags', '@rule:no-such-rule', '--allow-empty']);
    assert.equal(allowed.code, 0, allowed.stderr);
    assert.match(allowed.stdout, /no unexpected results/);
  });
  test('compare and expectations name the file they cannot use', async () => {
    const notRun = await riftcheck(['compare', 'package.json', 'tsconfig.json']);
    assert.equal(notRun.code, 2);
    assert.match(notRun.stderr, /package\.json: not a riftcheck results file/);
    const missing = await riftcheck(['expectations', 'update', '--from', '/nonexistent/run']);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /\/nonexistent\/run: no such run/);
    assert.match((await riftcheck(['expectations', 'refresh'])).stderr, /unknown subcommand "refresh"/);
  });
});
