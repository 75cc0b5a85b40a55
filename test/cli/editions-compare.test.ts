// riftcheck editions compare: the same scenarios under two editions' rules, and the ones whose outcome
// differs, with their rules in both numberings. End to end on the rule whose behaviour changed from
// v1.0 to v1.1 (information that is gone), and on synthetic runs for the comparison itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { riftcheck } from '../fixtures/fixture-run.ts';
import { needsData } from '../support/data.ts';
import { compareEditionRuns, formatEditionComparison } from '../../reports/src/edition-compare.ts';
import type { ScenarioResult, ScenarioStatus } from '../../reports/src/results.ts';
import type { RunReport } from '../../reports/src/run-report.ts';

function runOf(statuses: Record<string, ScenarioStatus>): RunReport {
  const scenarios = Object.entries(statuses).map(([name, status], i): ScenarioResult => ({
    id: `f.feature::${name}`,
    file: 'f.feature',
    line: 10 * (i + 1),
    name,
    feature: 'F',
    rules: { 'v1.4': ['359.3.e.12'] },
    tags: name === 'old' ? ['@editions:v1.0'] : [],
    status,
    durationMs: 1,
    failure: status === 'passed' ? null : { step: 'Then no decision is pending', line: 3, type: 'assert', message: 'boom', expected: 'null', actual: '{}' },
    transcript: [],
    reproduce: '',
  }));
  return { engine: 'reference', suiteEdition: 'v1.4', scenarios } as unknown as RunReport;
}

test('only scenarios whose outcome differs are listed, each with why it did not pass', () => {
  const before = runOf({ old: 'passed', new: 'failed', same: 'passed', never: 'unsupported' });
  const after = runOf({ old: 'failed', new: 'passed', same: 'passed', never: 'unsupported' });
  const c = compareEditionRuns(before, after, 'v1.0', 'v1.4', null);
  assert.deepEqual(
    c.differences.map((d) => [d.name, d.before, d.after, d.holdsIn]),
    [
      ['old', 'passed', 'failed', 'v1.0'],
      ['new', 'failed', 'passed', null],
    ],
  );
  assert.equal(c.differences[0]!.reason, 'Then no decision is pending: expected null, got {}');
  assert.deepEqual(c.differences[0]!.rules, [{ id: '359.3.e.12', before: undefined, after: undefined, change: 'unknown' }]);
  assert.equal([c.samePassed, c.sameOther, c.scenarios].join(' '), '1 1 4');
  assert.match(formatEditionComparison(c), /2 scenarios with a different outcome, 1 passed under both, 1 the same otherwise \(of 4\)$/);
});

test('bad editions are refused in one line', async () => {
  const unknown = await riftcheck(['editions', 'compare', 'v9.9', 'v1.4']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /^riftcheck editions: .*v9\.9/);
  const twice = await riftcheck(['editions', 'compare', 'v1.4', '1.4']);
  assert.equal(twice.code, 2);
  assert.match(twice.stderr, /two different editions, got v1\.4 twice/);
  const none = await riftcheck(['editions', 'compare', 'v1.4']);
  assert.equal(none.code, 2);
});

test('v1.0 against v1.4 and v1.3 against v1.4: the Examples of each behaviour the revision changed differ, both ways', { skip: needsData }, async () => {
  const out = mkdtempSync(join(tmpdir(), 'editions-'));
  const r = await riftcheck(['editions', 'compare', 'v1.0', 'v1.4', '--tags', '@rule:359.3.e.12', '--out', out, '--json']);
  assert.equal(r.code, 0, r.stderr);
  const c = JSON.parse(r.stdout);
  const moved = c.differences.map(
    (d: { before: string; after: string; holdsIn: string | null }) => `${d.before}->${d.after}${d.holdsIn ? ` (${d.holdsIn})` : ''}`,
  );
  // the v1.0 Example passes only under v1.0; its v1.4 counterparts pass only under v1.4
  assert.ok(moved.includes('passed->failed (v1.0)'), moved.join(', '));
  assert.ok(moved.includes('failed->passed (v1.1-v1.4)'), moved.join(', '));
  const rule = c.differences[0].rules.find((x: { id: string }) => x.id === '359.3.e.12');
  assert.deepEqual([rule.before, rule.after, rule.change], ['563.2.c.8', '359.3.e.12', 'renumbered and edited']);
  assert.ok(existsSync(join(out, 'editions', 'v1.0-v1.4', 'index.html')));
  assert.deepEqual(JSON.parse(readFileSync(join(out, 'editions', 'v1.0-v1.4', 'comparison.json'), 'utf8')), c);
  // v1.3 to v1.4: Accelerate's Power on a unit of two domains, any domain before, one of its own after;
  // paying with a Power of one of its own domains is the same in both
  const accelerate = await riftcheck(['editions', 'compare', 'v1.3', 'v1.4', '--tags', '@rule:805.1.a.1', '--out', out, '--json']);
  assert.equal(accelerate.code, 0, accelerate.stderr);
  const changed = JSON.parse(accelerate.stdout) as { differences: Array<{ name: string; before: string; after: string }>; samePassed: number };
  assert.deepEqual(changed.differences.map((d) => `${d.before}->${d.after}`).sort(), ['failed->passed', 'passed->failed']);
  assert.ok(
    changed.differences.every((d) => /calm/.test(d.name)),
    changed.differences.map((d) => d.name).join(' | '),
  );
  assert.ok(changed.samePassed >= 2);
});

test(
  'run --edition v1.0 plays under v1.0: the v1.0 Example passes, the Examples holding from v1.1 do not apply and are not judged',
  { skip: needsData },
  async () => {
    const out = mkdtempSync(join(tmpdir(), 'edition-run-'));
    const r = await riftcheck(['run', '--edition', 'v1.0', '--tags', '@rule:359.3.e.12', '--out', out, '--json']);
    assert.equal(r.code, 0, r.stderr);
    const { dir, expectations } = JSON.parse(r.stdout);
    assert.deepEqual(expectations.unexpected, []);
    const run = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunReport;
    const byTag = (holds: string) => run.scenarios.filter((s) => s.tags.includes(`@editions:${holds}`));
    assert.ok(byTag('v1.0').length > 0 && byTag('v1.0').every((s) => s.status === 'passed'));
    const later = byTag('v1.1-v1.4');
    const notApplicable = run.scenarios.filter((s) => s.status === 'unsupported' && /not applicable under v1\.0: /.test(s.failure?.message ?? ''));
    assert.ok(later.length > 0 && later.every((s) => notApplicable.includes(s)));
    // every scenario either passed or does not apply, and those are counted, not judged
    assert.equal(notApplicable.length + run.scenarios.filter((s) => s.status === 'passed').length, run.scenarios.length);
    assert.equal(expectations.notApplicable, notApplicable.length);
  },
);
