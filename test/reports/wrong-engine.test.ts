// The real suite against the reference engine with one rule mistake (units enter ready), served over
// the adapter protocol: the mistake is caught, and each failure's reproduce command, run in a shell,
// runs exactly that scenario and fails the same way.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import type { RunReport } from '../../reports/src/run-report.ts';
import { readReport, riftcheck, runProcess } from '../fixtures/fixture-run.ts';
import { serveWrongEngine } from '../fixtures/wrong-engine.ts';
import type { RunningServer } from '../../api/server.ts';

const FILES = ['features/300-playing-the-game/355-making-choices.feature', 'features/300-playing-the-game/359-finishing-a-play.feature'];
const noSuite = FILES.every((f) => existsSync(join(PROJECT_ROOT, f))) ? false : `needs ${FILES.join(' and ')}`;

describe('the suite against an engine whose units enter ready', { skip: noSuite }, () => {
  let engine: RunningServer;
  let report: RunReport;
  let code: number;

  before(async () => {
    engine = await serveWrongEngine();
    const out = mkdtempSync(join(tmpdir(), 'rc-wrong-'));
    ({ code } = await riftcheck(['run', '--engine', engine.url, '--engine-name', 'units-enter-ready', '--out', out, ...FILES]));
    report = readReport(realpathSync(join(out, 'units-enter-ready', 'latest')));
  });
  after(() => engine.close());

  test('the mistake is caught as failures, and the run exits 1', () => {
    assert.equal(code, 1);
    assert.ok(report.totals.failed > 0, 'at least one scenario catches units entering ready');
    assert.ok(
      report.scenarios.every((s) => FILES.includes(s.file)),
      'only the named files ran',
    );
  });

  test('the first failure reproduces alone in a shell, failing at the same step with the same message', async () => {
    const failed = report.scenarios.find((s) => s.status === 'failed')!;
    const shell = await runProcess('sh', ['-c', failed.reproduce]);
    const output = shell.stdout + shell.stderr;
    assert.equal(shell.code, 1, output);
    assert.match(output, /^1 scenario \(1 failed\)$/m, output);
    assert.ok(output.includes(`✖ ${failed.failure!.step}`), output);
    assert.ok(output.includes(failed.failure!.message.split('\n')[0]!), output);
  });
});
