import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectationsFromRun, ExpectationsError, formatExpectations, judge, parseExpectations } from '../../reports/src/expectations.ts';
import type { ScenarioResult, ScenarioStatus } from '../../reports/src/results.ts';

function result(id: string, status: ScenarioStatus, message = 'boom'): ScenarioResult {
  return {
    id,
    file: 'f.feature',
    line: 1,
    name: id,
    feature: 'F',
    rules: { 'v1.4': [] },
    tags: [],
    status,
    durationMs: 1,
    failure: status === 'passed' ? null : { step: 'Then x', line: 2, type: 'AssertionError', message, expected: null, actual: null },
    transcript: [],
    reproduce: '',
  };
}

const run = [result('a', 'passed'), result('b', 'failed'), result('c', 'unsupported'), result('d', 'errored')];
const exact = [
  { scenario: 'b', expected: 'failed' as const, reason: 'bug 1' },
  { scenario: 'c', expected: 'unsupported' as const, reason: 'no cards from text' },
  { scenario: 'd', expected: 'errored' as const, reason: 'crashes' },
];

test('ok exactly when every result is the expected one', () => {
  const outcome = judge(run, exact, 'x.yaml', true);
  assert.equal(outcome.ok, true);
  assert.equal(outcome.expectedNotPassing, 3);
  assert.deepEqual(outcome.unexpected, []);
});

test('an unlisted failure is unexpected', () => {
  const outcome = judge(run, exact.slice(1), 'x.yaml', true);
  assert.equal(outcome.ok, false);
  assert.deepEqual(outcome.unexpected, [{ scenario: 'b', expected: 'passed', actual: 'failed', verdict: 'unexpected' }]);
});

test('an expected failure that passes is fixed, and not ok', () => {
  const outcome = judge([result('b', 'passed'), ...run.slice(2)], exact, 'x.yaml', true);
  assert.equal(outcome.ok, false);
  assert.deepEqual(outcome.unexpected, [{ scenario: 'b', expected: 'failed', actual: 'passed', verdict: 'fixed' }]);
});

test('another non-pass than the expected one is unexpected', () => {
  const outcome = judge([result('b', 'errored'), ...run.slice(2)], exact, 'x.yaml', true);
  assert.deepEqual(
    outcome.unexpected.map((j) => [j.scenario, j.verdict, j.actual]),
    [['b', 'unexpected', 'errored']],
  );
});

test('an expectation naming no scenario is an orphan after a complete run only', () => {
  const withGhost = [...exact, { scenario: 'ghost', expected: 'failed' as const, reason: 'renamed?' }];
  assert.equal(judge(run, withGhost, 'x.yaml', true).ok, false);
  assert.deepEqual(
    judge(run, withGhost, 'x.yaml', true).orphans.map((o) => o.scenario),
    ['ghost'],
  );
  assert.equal(judge(run, withGhost, 'x.yaml', false).ok, true);
});

test('the file is parsed strictly, naming the line of a bad entry', () => {
  assert.deepEqual(parseExpectations('[]\n', 'e.yaml'), []);
  assert.deepEqual(parseExpectations('# nothing yet\n', 'e.yaml'), []);
  const cases: Array<[string, RegExp]> = [
    ['- scenario: a\n  expected: failed\n  reason: r\n- scenario: b\n  expected: FAIL\n  reason: r\n', /^e\.yaml:4: "expected" must be one of/],
    ['- scenario: a\n  expected: failed\n', /^e\.yaml:1: missing "reason"/],
    ['- scenario: a\n  expected: failed\n  reason: r\n  bug: 3\n', /^e\.yaml:1: unknown key "bug"/],
    ['scenario: a\n', /^e\.yaml:1: expected a list/],
    [
      '- scenario: a\n  expected: failed\n  reason: r\n- scenario: a\n  expected: failed\n  reason: r\n',
      /^e\.yaml:4: scenario "a" is already listed at line 1/,
    ],
    ['- scenario: [a\n', /^e\.yaml:\d+: /],
  ];
  for (const [text, error] of cases) {
    assert.throws(
      () => parseExpectations(text, 'e.yaml'),
      (err: unknown) => err instanceof ExpectationsError && error.test(err.message),
      text,
    );
  }
});

test('update lists what did not pass, keeps written reasons, and keeps entries a filtered run did not reach', () => {
  const previous = [
    { scenario: 'b', expected: 'failed' as const, reason: 'https://bugs.example/1' },
    { scenario: 'a', expected: 'failed' as const, reason: 'was broken' },
    { scenario: 'z', expected: 'unsupported' as const, reason: 'not in this run' },
  ];
  const complete = expectationsFromRun(run, previous, true);
  assert.deepEqual(
    complete.map((e) => [e.scenario, e.expected]),
    [
      ['b', 'failed'],
      ['c', 'unsupported'],
      ['d', 'errored'],
    ],
  );
  assert.equal(complete[0]!.reason, 'https://bugs.example/1');
  assert.equal(complete[1]!.reason, 'unsupported: Then x: boom');
  const partial = expectationsFromRun(run, previous, false);
  assert.deepEqual(
    partial.map((e) => e.scenario),
    ['b', 'c', 'd', 'z'],
  );
  const text = formatExpectations(complete, 'reference');
  assert.deepEqual(parseExpectations(text, 'round-trip.yaml'), complete);
  assert.match(formatExpectations([], 'reference'), /\n\[\]\n$/);
});
