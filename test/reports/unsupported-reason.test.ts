// Unsupported results carry their reason: in results.json (failure.message "unsupported: <feature>")
// and in the HTML report, grouped by reason. Measured with the real suite against the reference
// server without cards-from-text.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReferenceApp } from '../../api/reference.ts';
import { listen, type RunningServer } from '../../api/server.ts';
import { unsupportedReason } from '../../reports/src/results.ts';
import type { RunReport } from '../../reports/src/run-report.ts';
import { readReport, riftcheck } from '../fixtures/fixture-run.ts';

const FILE = 'features/400-game-actions/420-move.feature';
let server: RunningServer;
let report: RunReport;
let html: string;

before(async () => {
  server = await listen(createReferenceApp({ withoutCorpus: true, without: ['cards-from-text'] }), { host: '127.0.0.1', port: 0 });
  const out = mkdtempSync(join(tmpdir(), 'rc-reason-'));
  await riftcheck(['run', '--engine', server.url, '--engine-name', 'no-text', '--out', out, FILE]);
  const dir = realpathSync(join(out, 'no-text', 'latest'));
  report = readReport(dir);
  html = readFileSync(join(dir, 'index.html'), 'utf8');
});
after(() => server.close());

test('an unsupported scenario says what it lacks; the scenarios using only catalog and plain cards pass', () => {
  const unsupported = report.scenarios.filter((s) => s.status === 'unsupported');
  assert.ok(unsupported.length > 0, 'some scenarios of the file use a text-defined card');
  for (const s of unsupported) assert.equal(s.failure?.message, 'unsupported: cards-from-text', s.name);
  assert.ok(report.totals.passed > 0, 'the others run');
  assert.equal(report.totals.errored + report.totals.failed, 0);
});

test('the HTML report groups the unsupported scenarios by reason', () => {
  const n = report.totals.unsupported;
  assert.match(
    html,
    new RegExp(`<li data-reason="cards-from-text"><details><summary><strong>cards-from-text</strong>: ${n} scenario${n === 1 ? '' : 's'}</summary>`),
  );
});

test('the reason of a result without the wrapper, from the Unsupported exception, is the same', () => {
  const failure = { step: 'When x', line: 1, type: 'Unsupported', message: 'engine does not support hide', expected: null, actual: null };
  assert.equal(unsupportedReason({ status: 'unsupported', failure }), 'hide');
  assert.equal(unsupportedReason({ status: 'failed', failure }), null);
});
