// npm test's closing line counts every skip: node's own "# skipped N" leaves out skipped suites and
// the tests inside them, so the count comes from each result's SKIP directive.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countCucumber, countTap } from '../../scripts/test-counts.ts';

test('a skipped suite, a nested skipped suite, a skipped test and t.skip() each count one; todo counts too', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rc-tap-'));
  const file = join(dir, 'sample.test.mjs');
  writeFileSync(
    file,
    [
      "import { describe, test } from 'node:test';",
      "describe('skipped suite', { skip: 'no data' }, () => { test('a', () => {}); test('b', () => {}); });",
      "describe('suite', () => {",
      "  test('c', () => {});",
      "  test('d', { skip: 'no browser' }, () => {});",
      "  test('e', (t) => t.skip('decided while running'));",
      "  describe('inner', { skip: true }, () => { test('f', () => {}); });",
      '});',
      "test('g', { todo: 'later' }, () => {});",
      "test('h', () => {});",
    ].join('\n'),
  );
  // Without the runner's context variable, the child reports as npm test's own child does.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const tap = spawnSync(process.execPath, ['--test', '--test-reporter=tap', file], { encoding: 'utf8', env }).stdout;
  assert.match(tap, /^# skipped 2$/m, 'node itself counts only the two skipped tests');
  assert.deepEqual(countTap(tap), { passed: 2, failed: 0, skipped: 5 });
});

test("cucumber's summary line: skipped and pending scenarios are skips", () => {
  assert.deepEqual(countCucumber('12 scenarios (1 failed, 2 skipped, 1 pending, 8 passed)\n'), { passed: 8, failed: 1, skipped: 3 });
});
