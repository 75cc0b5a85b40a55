import { test } from 'node:test';
import assert from 'node:assert/strict';
import { classifyStep, expectationFromMessage } from '../../reports/src/results.ts';
import { reproduceCommand, shellQuote } from '../../reports/src/reproduce.ts';
import { checkShard } from '../../reports/src/cucumber-runner.ts';
import { engineLabel } from '../../reports/src/conformance-run.ts';
import type { TestStepResult } from '@cucumber/messages';

const step = (status: string, type?: string, message?: string): TestStepResult =>
  ({ status, duration: { seconds: 0, nanos: 0 }, exception: type ? { type, message } : undefined }) as TestStepResult;

test('a step outcome classifies its scenario: wrong answer, missing capability, engine fault', () => {
  assert.equal(classifyStep(step('PASSED')), null);
  assert.equal(classifyStep(step('FAILED', 'AssertionError')), 'failed');
  assert.equal(classifyStep(step('FAILED', 'Unsupported')), 'unsupported');
  assert.equal(classifyStep(step('FAILED', 'EngineFault')), 'errored');
  assert.equal(classifyStep(step('FAILED', 'Error', 'function timed out, ensure the promise resolves within 5000 milliseconds')), 'errored');
  assert.equal(classifyStep(step('SKIPPED')), 'unsupported');
  assert.equal(classifyStep(step('UNDEFINED')), 'errored');
  assert.equal(classifyStep(step('AMBIGUOUS')), 'errored');
});

test('expected and shown values are read from assertion messages', () => {
  assert.deepEqual(expectationFromMessage("Expected values to be strictly equal:\n+ actual - expected\n\n+ 'ready'\n- 'exhausted'"), {
    expected: "'exhausted'",
    actual: "'ready'",
  });
  assert.deepEqual(expectationFromMessage('Expected values to be strictly equal:\n\n3 !== 2\n'), { expected: '2', actual: '3' });
  assert.deepEqual(expectationFromMessage('expected focus on Bob, got Alice'), { expected: 'focus on Bob', actual: 'Alice' });
  assert.equal(expectationFromMessage('engine crashed'), null);
});

test('the reproduce command pins the engine, the configuration and exactly one scenario, quoted for a shell', () => {
  assert.equal(
    reproduceCommand({ engine: 'reference', config: 'cucumber.mjs' }, 'features/a b.feature', 42, "Alice's unit (1)"),
    `RIFTCHECK_ENGINE=reference npx cucumber-js 'features/a b.feature:42' --name '^Alice'\\''s unit \\(1\\)$'`,
  );
  assert.match(
    reproduceCommand({ engine: 'http://127.0.0.1:8787', config: 'x.mjs' }, 'f.feature', 3, 'n'),
    /^RIFTCHECK_ENGINE=http:\/\/127\.0\.0\.1:8787 npx cucumber-js -c x\.mjs f\.feature:3 --name '\^n\$'$/,
  );
  assert.equal(shellQuote('plain-word.feature:3'), 'plain-word.feature:3');
});

test('shards are checked before cucumber silently runs nothing', () => {
  assert.equal(checkShard('1/2'), null);
  assert.equal(checkShard('2/2'), null);
  assert.match(checkShard('3/2')!, /between 1 and 2/);
  assert.match(checkShard('0/2')!, /between 1 and 2/);
  assert.match(checkShard('1/0')!, /at least 1/);
  assert.match(checkShard('a/b')!, /must look like i\/n/);
});

test('engine labels are directory names', () => {
  assert.equal(engineLabel('reference'), 'reference');
  assert.equal(engineLabel('http://127.0.0.1:8787/'), 'http-127.0.0.1-8787');
  assert.equal(engineLabel('https://engine.example/api/v1'), 'https-engine.example-api-v1');
});
