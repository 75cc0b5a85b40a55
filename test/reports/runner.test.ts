// The runner in-process (cucumber loads step files once per process, so this file runs it once):
// paths given to a run replace the configuration's, progress is drawn, and scenarios sharing a name
// get ids numbered in file order.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { runSuite } from '../../reports/src/cucumber-runner.ts';
import type { SuiteRun } from '../../reports/src/cucumber-runner.ts';
import { Progress } from '../../reports/src/progress.ts';
import { buildResults } from '../../reports/src/results.ts';
import { FIXTURE_CONFIG } from '../fixtures/fixture-run.ts';
import type { Envelope } from '@cucumber/messages';

let run: SuiteRun;
const drawn: string[] = [];

before(async () => {
  const progress = new Progress({ isTTY: true, write: (text: string) => drawn.push(text) }, 10);
  run = await runSuite({
    cwd: PROJECT_ROOT,
    config: FIXTURE_CONFIG,
    engine: 'reference',
    paths: ['test/fixtures/duplicates/same-names.feature'],
    onMessage: (e) => progress.onMessage(e),
  });
  progress.done();
});

test('only the named paths run, not the configuration paths as well', () => {
  const uris = new Set(run.envelopes.flatMap((e) => (e.pickle ? [e.pickle.uri] : [])));
  assert.deepEqual([...uris], ['test/fixtures/duplicates/same-names.feature']);
  assert.equal(run.success, true);
});

test('scenarios sharing a name get distinct ids, numbered in file order', () => {
  const results = buildResults(finishingInReverse(run.envelopes), {
    suiteEdition: 'v1.4',
    reproduce: (file, line) => `${file}:${line}`,
  });
  assert.deepEqual(
    results.map((r) => [r.id, r.line, r.status]),
    [
      ['test/fixtures/duplicates/same-names.feature::a unit enters', 7, 'passed'],
      ['test/fixtures/duplicates/same-names.feature::a unit enters #2', 13, 'passed'],
    ],
  );
  assert.deepEqual(
    results.map((r) => r.rules),
    [{ 'v1.4': ['359.2'] }, { 'v1.4': ['359.3'] }],
  );
});

/** The same run as if the second scenario had finished first, as parallel workers may. */
function finishingInReverse(envelopes: Envelope[]): Envelope[] {
  const first = envelopes.findIndex((e) => e.testCaseStarted);
  const last = envelopes.length - 1 - [...envelopes].reverse().findIndex((e) => e.testCaseFinished);
  const blocks: Envelope[][] = [];
  for (const e of envelopes.slice(first, last + 1)) {
    if (e.testCaseStarted) blocks.push([]);
    blocks[blocks.length - 1]!.push(e);
  }
  return [...envelopes.slice(0, first), ...blocks.reverse().flat(), ...envelopes.slice(last + 1)];
}

test('the progress bar is redrawn in place on a terminal and reaches the end', () => {
  assert.deepEqual(drawn, [
    '\r[#####.....] 1/2  1 passed, 0 failed, 0 unsupported, 0 errored',
    '\r[##########] 2/2  2 passed, 0 failed, 0 unsupported, 0 errored',
    '\n',
  ]);
});
