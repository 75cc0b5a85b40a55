// riftcheck faq: the official FAQ entries the suite executes and the rest with why, as text and JSON,
// with a run's statuses; without the rules data, one line and exit 2.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { riftcheck } from '../fixtures/fixture-run.ts';
import { needsData } from '../support/data.ts';
import { indexFeatures } from '../../reports/src/feature-index.ts';
import { faqIdsOf } from '../../reports/src/faq-index.ts';
import { RESULTS_SCHEMA } from '../../reports/src/run-report.ts';

test('without the rules data, riftcheck faq says it needs them, in one line', async () => {
  const r = await riftcheck(['faq'], { RIFTBOUND_DATA: 'none' });
  assert.equal(r.code, 2);
  assert.equal(r.stdout, '');
  assert.equal(r.stderr.trim(), 'riftcheck faq: faq needs the rules data: pass --data DIR or set RIFTBOUND_DATA');
});

test('riftcheck faq --json: every tagged Example under its entry, the rest with a reason, statuses from the run named', { skip: needsData }, async () => {
  const tagged = indexFeatures().examples.filter((e) => faqIdsOf(e).length);
  assert.ok(tagged.length > 0);
  const [first] = tagged;
  // a run in which the first tagged Example failed and every other one passed
  const dir = mkdtempSync(join(tmpdir(), 'faq-run-'));
  const scenarios = tagged.map((e, i) => ({ file: e.file, line: e.line, name: e.name, status: i === 0 ? 'failed' : 'passed' }));
  writeFileSync(join(dir, 'results.json'), JSON.stringify({ schema: RESULTS_SCHEMA, scenarios }));
  const r = await riftcheck(['faq', '--json', '--run', dir]);
  assert.equal(r.code, 0, r.stderr);
  const body = JSON.parse(r.stdout);
  assert.deepEqual(body.problems, []);
  const ids = new Set(tagged.flatMap((e) => faqIdsOf(e)));
  assert.deepEqual(new Set(body.executable.map((e: { id: string }) => e.id)), ids);
  assert.equal(body.summary.executable, ids.size);
  const failing = body.executable.filter((e: { examples: Array<{ status: string }> }) => e.examples.some((x) => x.status === 'failed'));
  assert.deepEqual(
    failing.map((e: { id: string }) => e.id),
    faqIdsOf(first!),
  );
  assert.equal(body.summary.passing, ids.size - failing.length);
  for (const n of body.notExecutable) assert.ok(n.reason && n.why, n.id);
  assert.equal(body.summary.entries, body.executable.length + body.notExecutable.length);
  const text = await riftcheck(['faq', '--run', dir]);
  assert.equal(text.code, 0);
  assert.match(
    text.stdout,
    new RegExp(`^${body.summary.entries} official FAQ entries; ${body.summary.statingAnOutcome} state an outcome; ${ids.size} executable`),
  );
  assert.match(text.stdout, /\n {4}failed {2}features\//);
});
