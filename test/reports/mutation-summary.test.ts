import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { formatSummary, summarise, type MutationReport } from '../../scripts/mutation-summary.ts';

const report = JSON.parse(readFileSync(new URL('../fixtures/mutation-report.json', import.meta.url), 'utf8')) as MutationReport;

test('the score counts timeouts as detected and leaves no-coverage and runtime errors apart', () => {
  const s = summarise(report);
  assert.deepEqual(s.counts, { killed: 1, survived: 3, timeout: 1, noCoverage: 1, errors: 1, ignored: 0, total: 7 });
  assert.equal(s.score, 40); // (1 killed + 1 timeout) / (2 + 3 survived)
  assert.equal(s.files, 2);
});

test('survivors are grouped by file, most first, in line order', () => {
  const s = summarise(report);
  assert.deepEqual(
    s.survivorsByFile.map((f) => [f.file, f.survivors.map((m) => `${m.line}:${m.mutator}`)]),
    [
      ['reference-engine/chain.ts', ['2:ArithmeticOperator', '4:EqualityOperator']],
      ['reference-engine/turn.ts', ['12:ConditionalExpression']],
    ],
  );
});

test('Examples that kill no mutant are listed with file and line, telling those that run no mutated code', () => {
  const s = summarise(report);
  assert.equal(s.examples, 4);
  assert.deepEqual(s.idle, [
    { file: 'features/300/301-turn.feature', line: 30, name: 'Example: Nothing happens', coversSome: true },
    { file: 'features/300/328-chain.feature', line: 15, name: 'Example: Reaches nothing', coversSome: false },
  ]);
});

test('the printed summary gives the figures, the survivors and the idle Examples', () => {
  const text = formatSummary(summarise(report), { survivorsPerFile: 1 });
  assert.match(text, /^Mutation score 40\.0% over 2 file\(s\): 2 detected \/ 5/);
  assert.match(text, /no coverage 1, runtime\/compile errors 1/);
  assert.match(text, /reference-engine\/chain\.ts:2:9 {2}ArithmeticOperator {2}a - b\n {10}\.\.\. 1 more/);
  assert.match(text, /Examples that kill no mutant: 2 of 4 \(50\.0%, target ≤ 5%\)/);
  assert.match(text, /features\/300\/328-chain\.feature:15 {2}Example: Reaches nothing {2}\(runs no mutated code\)/);
});

test('a report without mutants detected or survived has no score', () => {
  const s = summarise({ files: { 'a.ts': { mutants: [] } } });
  assert.equal(s.score, null);
  assert.match(formatSummary(s), /^Mutation score n\/a/);
});
