import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { choosesChunks, runChunks } from '../../scripts/mutation/run-chunks.ts';
import { formatSummary, idleOfBothKinds, mergeReports, summarise, USAGE, type Equivalent, type MutationReport } from '../../scripts/mutation-summary.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const report = JSON.parse(readFileSync(new URL('../fixtures/mutation-report.json', import.meta.url), 'utf8')) as MutationReport;

test('the score counts timeouts as detected and leaves no-coverage and runtime errors apart', () => {
  const s = summarise(report);
  assert.deepEqual(s.counts, { killed: 1, survived: 3, equivalent: 0, prose: 0, timeout: 1, noCoverage: 1, errors: 1, ignored: 0, total: 7 });
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

/** A report over one file whose source is given, with two survivors on the same code and one elsewhere. */
function withSource(): MutationReport {
  const source = "emit(s, { kind: 'won', rule: '323.1' });\nif (a > b) lose();\n  emit(s, { kind: 'won', rule: '323.1' });\n";
  const survivor = (id: string, line: number, column: number, endColumn: number, mutatorName: string, replacement: string) => ({
    id,
    mutatorName,
    replacement,
    status: 'Survived',
    coveredBy: ['0'],
    location: { start: { line, column }, end: { line, column: endColumn } },
  });
  return {
    files: {
      'reference-engine/cleanup.ts': {
        source,
        mutants: [
          survivor('1', 1, 30, 37, 'StringLiteral', '""'),
          survivor('2', 2, 5, 10, 'EqualityOperator', 'a >= b'),
          survivor('3', 3, 32, 39, 'StringLiteral', '""'),
        ],
      },
    },
  };
}

test('survivors listed as equivalent are found by their code, not their line, and counted apart from the score', () => {
  const line = "emit(s, {  kind: 'won', rule: '323.1' });"; // spaced differently: whitespace runs compare as one
  const equivalent: Equivalent = { file: 'reference-engine/cleanup.ts', line, mutator: 'StringLiteral', code: "'323.1'", replacement: '""', why: 'a citation' };
  const s = summarise(withSource(), [equivalent]);
  assert.equal(s.counts.survived, 1);
  assert.equal(s.counts.equivalent, 2);
  assert.deepEqual(
    s.survivorsByFile.map((f) => f.survivors.map((m) => `${m.line}:${m.mutator}`)),
    [['2:EqualityOperator']],
  );
  // The same code on another line is a different mutant.
  const elsewhere = summarise(withSource(), [{ ...equivalent, line: "emit(s, { kind: 'lost', rule: '323.1' });" }]);
  assert.equal(elsewhere.counts.equivalent, 0);
  assert.deepEqual(s.staleEquivalents, []);
  assert.match(formatSummary(s), /apart: equivalent 2,/);
});

test('a survivor spanning lines is found by its replacement with its line breaks flattened, as its code is', () => {
  const source = 'const ok = list.every((x) => {\n  return x > 0;\n});\n';
  const report: MutationReport = {
    files: {
      'reference-engine/a.ts': {
        source,
        mutants: [
          {
            id: '1',
            mutatorName: 'MethodExpression',
            replacement: 'list.some(x => {\n  return x > 0;\n})',
            status: 'Survived',
            location: { start: { line: 1, column: 12 }, end: { line: 3, column: 3 } },
          },
        ],
      },
    },
  };
  const listed: Equivalent = {
    file: 'reference-engine/a.ts',
    line: 'const ok = list.every((x) => {',
    mutator: 'MethodExpression',
    code: 'list.every((x) => { return x > 0; })',
    replacement: 'list.some(x => { return x > 0; })',
    why: 'x',
  };
  assert.equal(summarise(report, [listed]).counts.equivalent, 1);
  assert.equal(summarise(report, [{ ...listed, replacement: 'list.some(x => { return x >= 0; })' }]).counts.equivalent, 0);
});

test('a listed equivalent that no longer survives in a reported file is printed as stale; other files are not judged', () => {
  const killedNow: Equivalent = {
    file: 'reference-engine/cleanup.ts',
    line: 'if (a > b) lose();',
    mutator: 'EqualityOperator',
    code: 'a  >  b',
    replacement: 'a <= b',
    why: 'x',
  };
  const elsewhere: Equivalent = { file: 'reference-engine/turn.ts', line: "x = '1';", mutator: 'StringLiteral', code: "'1'", replacement: '""', why: 'y' };
  const s = summarise(withSource(), [killedNow, elsewhere]);
  assert.equal(s.counts.survived, 3);
  assert.deepEqual(s.staleEquivalents, [killedNow]);
  assert.match(
    formatSummary(s),
    /Listed as equivalent but not surviving[^\n]*\n {2}reference-engine\/cleanup\.ts {2}if \(a > b\) lose\(\); {2}EqualityOperator {2}a > b {2}-> {2}a <= b/,
  );
});

test('reports of separate chunks merge: an Example kills no mutant only if it kills none in any of them', () => {
  const chunk = (file: string, killer: string | undefined, ids: [string, string]): MutationReport => ({
    files: {
      [file]: {
        mutants: [
          {
            id: '1',
            mutatorName: 'BooleanLiteral',
            status: killer ? 'Killed' : 'Survived',
            killedBy: killer ? [killer] : [],
            coveredBy: ids,
            location: { start: { line: 1, column: 1 } },
          },
        ],
      },
    },
    testFiles: {
      'features/a.feature': {
        tests: [
          { id: ids[0], name: 'Example: One', location: { start: { line: 5 } } },
          { id: ids[1], name: 'Example: Two', location: { start: { line: 9 } } },
        ],
      },
    },
  });
  // The runs number their tests differently: "One" is 0 in the first and 1 in the second.
  const merged = mergeReports([chunk('reference-engine/turn.ts', '0', ['0', '1']), chunk('reference-engine/chain.ts', undefined, ['1', '0'])]);
  const s = summarise(merged);
  assert.equal(s.files, 2);
  assert.equal(s.examples, 2);
  assert.deepEqual(
    s.idle.map((e) => `${e.line} ${e.name}`),
    ['9 Example: Two'],
  );
  assert.deepEqual(s.counts, { killed: 1, survived: 1, equivalent: 0, prose: 0, timeout: 0, noCoverage: 0, errors: 0, ignored: 0, total: 2 });
});

test('an Example listed twice by an incremental report (its line moved) kills a mutant if either entry does', () => {
  const s = summarise({
    files: {
      'a.ts': {
        mutants: [
          { id: '1', mutatorName: 'BooleanLiteral', status: 'Killed', killedBy: ['old'], coveredBy: ['old'], location: { start: { line: 1, column: 1 } } },
        ],
      },
    },
    testFiles: {
      'features/a.feature': {
        tests: [
          { id: 'old', name: 'Example: Moved', location: { start: { line: 5 } } },
          { id: 'new', name: 'Example: Moved', location: { start: { line: 8 } } },
          { id: 'other', name: 'Example: Idle', location: { start: { line: 20 } } },
        ],
      },
    },
  });
  assert.equal(s.examples, 2);
  assert.deepEqual(s.idle, [{ file: 'features/a.feature', line: 20, name: 'Example: Idle', coversSome: false }]);
});

test('a blanked refusal reason or question prompt is counted apart as prose; the same string elsewhere is a survivor', () => {
  const source = "return { code: 'x', reason: 'too late' };\nask({ prompt: `choose ${n}`, rule: '1' });\nconst reason = why('too late');\n";
  const mutant = (id: string, line: number, column: number, endColumn: number) => ({
    id,
    mutatorName: 'StringLiteral',
    replacement: '""',
    status: 'Survived',
    coveredBy: ['0'],
    location: { start: { line, column }, end: { line, column: endColumn } },
  });
  const report: MutationReport = {
    files: { 'reference-engine/a.ts': { source, mutants: [mutant('1', 1, 29, 39), mutant('2', 2, 15, 28), mutant('3', 2, 36, 39), mutant('4', 3, 20, 30)] } },
  };
  const s = summarise(report);
  assert.equal(s.counts.prose, 2);
  assert.deepEqual(
    s.survivorsByFile.flatMap((f) => f.survivors.map((m) => `${m.line}:${m.column}`)),
    ['2:36', '3:20'],
  );
  assert.match(formatSummary(s), /prose 2 \(a refusal's reason or a question's prompt blanked\)/);
});

test('npm run mutation answers bad input in one line with exit 2, before anything runs: an unknown chunk, a malformed --timeout-ms', () => {
  const unknown = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/mutation-summary.ts', '--run', '--chunk', 'no-such-chunk'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /^mutation: no chunk named no-such-chunk \(chunks: top-board, /);
  assert.doesNotMatch(unknown.stderr, /\n\s+at /, 'no stack trace');
  for (const bad of ['0', '1.5', 'soon']) {
    assert.throws(() => runChunks(PROJECT_ROOT, ['--chunk', 'top-board', '--timeout-ms', bad]), {
      message: `--timeout-ms wants a whole number of milliseconds above 0, not "${bad}"`,
    });
  }
});

test('npm run mutation -- --help prints its usage and runs nothing', () => {
  for (const args of [['--run', '--help'], ['--records', '-h'], ['--help']]) {
    const help = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/mutation-summary.ts', ...args], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    assert.equal(help.status, 0, args.join(' '));
    assert.equal(help.stdout.trim(), USAGE);
    assert.equal(help.stderr, '');
  }
});

test('npm run mutation chooses chunks only when every argument is a chunk option; anything else goes to one Stryker run', () => {
  assert.equal(choosesChunks([]), true);
  assert.equal(choosesChunks(['--chunk', 'top-board', '--concurrency', '2', '--timeout-ms=60000', '--force']), true);
  assert.equal(choosesChunks(['--chunk']), true, 'a missing value is runChunks to answer');
  assert.equal(choosesChunks(['--mutate', 'reference-engine/turn.ts']), false);
  assert.equal(choosesChunks(['--chunk', 'top-board', 'extra']), false);
  assert.equal(choosesChunks(['--', '--chunk', 'top-board']), false);
  assert.equal(choosesChunks(['--toString']), false);
});

test('with a census of the rule mutants, an Example kills no mutant only if it kills none of either kind', () => {
  const dir = mkdtempSync(join(tmpdir(), 'census-'));
  const file = join(dir, 'census.json');
  const row = (f: string, line: number, name: string, firstKill: string | null) => ({ file: f, line, name, rules: [], firstKill });
  writeFileSync(
    file,
    JSON.stringify({
      mutants: 2,
      rows: [
        row('features/300/301-turn.feature', 30, 'Nothing happens', null), // idle in the records too: listed
        row('features/300/328-chain.feature', 15, 'Reaches nothing', 'chain-order'), // a rule mutant kills it
        row('features/300/301-turn.feature', 10, 'Kills one', null), // the records show it killing
      ],
    }),
  );
  const lines = idleOfBothKinds(summarise(report), file);
  assert.match(lines[0]!, /: 1 of 3 \(33\.3%, target ≤ 5%; an upper bound/);
  assert.deepEqual(lines.slice(1), ['  features/300/301-turn.feature:30  Nothing happens']);
  assert.throws(() => idleOfBothKinds(summarise(report), join(dir, 'none.json')), /cannot read the census/);
});
