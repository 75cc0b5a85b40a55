// The comparison behind scripts/suite-over-http.ts: per-scenario results read from cucumber's
// message stream, the differences between two runs, and the CPU time a run reports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuReporter, differences, readCpuSeconds, scenarioResults } from '../../scripts/suite-over-http.ts';

/** A message stream of one feature with two scenarios (lines 3 and 7), each with two steps. */
function run(statuses: [string, string, string, string]): string {
  const messages: object[] = [
    {
      gherkinDocument: {
        uri: 'features/x.feature',
        feature: { children: [{ scenario: { id: 's1', location: { line: 3 } } }, { scenario: { id: 's2', location: { line: 7 } } }] },
      },
    },
    {
      pickle: {
        id: 'p1',
        uri: 'features/x.feature',
        name: 'first',
        astNodeIds: ['s1'],
        steps: [
          { id: 'ps1', text: 'Alice plays Spark' },
          { id: 'ps2', text: 'Bob has 2 damage' },
        ],
      },
    },
    {
      pickle: {
        id: 'p2',
        uri: 'features/x.feature',
        name: 'second',
        astNodeIds: ['s2'],
        steps: [
          { id: 'ps3', text: 'Bob passes' },
          { id: 'ps4', text: 'the action is refused' },
        ],
      },
    },
    {
      testCase: {
        id: 't1',
        pickleId: 'p1',
        testSteps: [
          { id: 'ts1', pickleStepId: 'ps1' },
          { id: 'ts2', pickleStepId: 'ps2' },
        ],
      },
    },
    {
      testCase: {
        id: 't2',
        pickleId: 'p2',
        testSteps: [
          { id: 'ts3', pickleStepId: 'ps3' },
          { id: 'ts4', pickleStepId: 'ps4' },
        ],
      },
    },
    { testCaseStarted: { id: 'c1', testCaseId: 't1' } },
    { testStepFinished: { testCaseStartedId: 'c1', testStepId: 'ts1', testStepResult: { status: statuses[0] } } },
    { testStepFinished: { testCaseStartedId: 'c1', testStepId: 'ts2', testStepResult: { status: statuses[1] } } },
    { testCaseStarted: { id: 'c2', testCaseId: 't2' } },
    { testStepFinished: { testCaseStartedId: 'c2', testStepId: 'ts3', testStepResult: { status: statuses[2] } } },
    { testStepFinished: { testCaseStartedId: 'c2', testStepId: 'ts4', testStepResult: { status: statuses[3] } } },
  ];
  return messages.map((m) => JSON.stringify(m)).join('\n');
}

test('each scenario gets its worst step status, keyed by file and line', () => {
  const results = scenarioResults(run(['PASSED', 'FAILED', 'PASSED', 'SKIPPED']));
  assert.deepEqual(results.get('features/x.feature:3'), { key: 'features/x.feature:3', name: 'first', status: 'FAILED', step: 'Bob has 2 damage' });
  assert.equal(results.get('features/x.feature:7')!.status, 'SKIPPED');
});

test('identical runs have no differences; a scenario that changed status or failing step is named', () => {
  const base = scenarioResults(run(['PASSED', 'PASSED', 'PASSED', 'FAILED']));
  assert.deepEqual(differences(base, scenarioResults(run(['PASSED', 'PASSED', 'PASSED', 'FAILED']))), []);
  const changed = differences(base, scenarioResults(run(['PASSED', 'FAILED', 'PASSED', 'FAILED'])));
  assert.equal(changed.length, 1);
  assert.match(changed[0]!, /x\.feature:3 first: in-process PASSED, over HTTP FAILED at "Bob has 2 damage"/);
  const elsewhere = differences(base, scenarioResults(run(['PASSED', 'PASSED', 'FAILED', 'PASSED'])));
  assert.match(elsewhere[0]!, /x\.feature:7/);
});

test('a scenario missing from one run is a difference', () => {
  const full = scenarioResults(run(['PASSED', 'PASSED', 'PASSED', 'PASSED']));
  const partial = new Map([...full].slice(0, 1));
  assert.deepEqual(differences(full, partial), ['features/x.feature:7: only in-process']);
});

test('a child run reports its CPU seconds as it exits; a run that wrote none has no figure', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rc-cpu-'));
  try {
    const file = join(dir, 'cpu');
    const child = spawnSync(process.execPath, ['--import', cpuReporter(file), '-e', 'let x = 0; for (let i = 0; i < 1e6; i++) x += i;']);
    assert.equal(child.status, 0, String(child.stderr));
    const seconds = readCpuSeconds(file);
    assert.ok(seconds !== null && seconds > 0 && seconds < 10, `CPU seconds ${seconds}`);
    assert.equal(readCpuSeconds(join(dir, 'none')), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
