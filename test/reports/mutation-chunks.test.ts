// `npm run mutation` runs the engine in chunks: every rules file in exactly one chunk, the grammar, the
// catalog and the protocol's types in none; each chunk's result is kept in a record that is reused while the
// code and Examples it was made from are unchanged.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { engineChunks } from '../../scripts/mutation/chunks.ts';
import { fingerprint, readRecord, recordPath, slimmed, unpackRecord, writeRecord } from '../../scripts/mutation/records.ts';
import { chunkStates, recordsCoverage } from '../../scripts/mutation/run-chunks.ts';
import { reviewedSurvivors, summarise, type MutationReport } from '../../scripts/mutation-summary.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';

const read = (p: string) => readFileSync(p, 'utf8');

function allTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allTs(join(dir, e.name)) : e.name.endsWith('.ts') ? [relative(PROJECT_ROOT, join(dir, e.name))] : [],
  );
}

test("every file of the engine's rules code is in exactly one chunk; the grammar, the catalog, interface.ts and the caches' registry in none", () => {
  const chunks = engineChunks(PROJECT_ROOT, 'reference-engine', read);
  const chunked = chunks.flatMap((c) => c.files);
  assert.equal(new Set(chunked).size, chunked.length, 'a file in two chunks');
  const expected = allTs(join(PROJECT_ROOT, 'reference-engine')).filter(
    (f) =>
      !f.startsWith('reference-engine/card-text/') &&
      !f.startsWith('reference-engine/catalog/') &&
      f !== 'reference-engine/interface.ts' &&
      f !== 'reference-engine/process-caches.ts',
  );
  assert.deepEqual([...chunked].sort(), expected.sort());
  assert.equal(new Set(chunks.map((c) => c.name)).size, chunks.length, 'two chunks with one name');
});

test('files are grouped in order while a chunk stays within about 400 lines, each folder apart; names stay put as files come and go', () => {
  const root = mkdtempSync(join(tmpdir(), 'chunks-'));
  try {
    mkdirSync(join(root, 'engine', 'effects', 'instructions'), { recursive: true });
    mkdirSync(join(root, 'engine', 'card-text'), { recursive: true });
    for (const [name, lines] of [
      ['a.ts', 150],
      ['b.ts', 200],
      ['c.ts', 500],
      ['d.ts', 10],
      ['interface.ts', 5],
    ] as const)
      writeFileSync(join(root, 'engine', name), 'x\n'.repeat(lines));
    writeFileSync(join(root, 'engine', 'effects', 'run.ts'), 'x\n');
    writeFileSync(join(root, 'engine', 'effects', 'instructions', 'deal.ts'), 'x\n');
    writeFileSync(join(root, 'engine', 'card-text', 'grammar.ts'), 'x\n');
    assert.deepEqual(engineChunks(root, 'engine', read), [
      { name: 'top-a', files: ['engine/a.ts', 'engine/b.ts'] },
      { name: 'top-c', files: ['engine/c.ts'] },
      { name: 'top-d', files: ['engine/d.ts'] },
      { name: 'effects', files: ['engine/effects/run.ts'] },
      { name: 'effects-instructions', files: ['engine/effects/instructions/deal.ts'] },
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a record keeps what Stryker's incremental reuse needs, smaller: tests renumbered, a killed mutant covered only by its killers", () => {
  const report: MutationReport = {
    files: {
      'engine/a.ts': {
        source: 'x\n',
        mutants: [
          {
            id: '1',
            mutatorName: 'M',
            status: 'Killed',
            killedBy: ['f.feature:9'],
            coveredBy: ['f.feature:3', 'f.feature:9'],
            location: { start: { line: 1, column: 1 } },
          },
          {
            id: '2',
            mutatorName: 'M',
            status: 'Survived',
            killedBy: [],
            coveredBy: ['f.feature:3', 'f.feature:9'],
            location: { start: { line: 1, column: 1 } },
          },
        ],
      },
    },
    testFiles: {
      'f.feature': {
        tests: [
          { id: 'f.feature:3', name: 'A' },
          { id: 'f.feature:9', name: 'B' },
        ],
      },
    },
  };
  const slim = slimmed(report);
  assert.deepEqual(
    slim.testFiles?.['f.feature'].tests.map((t) => [t.id, t.name]),
    [
      ['0', 'A'],
      ['1', 'B'],
    ],
  );
  assert.deepEqual(
    slim.files['engine/a.ts'].mutants.map((m) => [m.killedBy, m.coveredBy]),
    [
      [['1'], ['1']],
      [[], ['0', '1']],
    ],
  );
  // The summary of the slimmed report is the summary of the report.
  assert.deepEqual(summarise(slim).counts, summarise(report).counts);
  assert.deepEqual(summarise(slim).idle, summarise(report).idle);
});

test('the fingerprint of the inputs changes with the text of any file under them, not with their times', () => {
  const root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  try {
    mkdirSync(join(root, 'engine'), { recursive: true });
    writeFileSync(join(root, 'engine', 'a.ts'), 'a\n');
    writeFileSync(join(root, 'x.feature'), 'x\n');
    const first = fingerprint(root, ['engine', 'x.feature']);
    writeFileSync(join(root, 'engine', 'a.ts'), 'a\n'); // rewritten, same text: a fresh clone's new times
    assert.equal(fingerprint(root, ['engine', 'x.feature']), first);
    writeFileSync(join(root, 'engine', 'b.ts'), '');
    assert.notEqual(fingerprint(root, ['engine', 'x.feature']), first);
    rmSync(join(root, 'engine', 'b.ts'));
    writeFileSync(join(root, 'x.feature'), 'y\n');
    assert.notEqual(fingerprint(root, ['engine', 'x.feature']), first);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("records keep each feature file's text once for all of them, and give it back as they are read", () => {
  const dir = mkdtempSync(join(tmpdir(), 'records-'));
  try {
    const report = (source: string): MutationReport => ({ files: {}, testFiles: { 'f.feature': { tests: [{ id: '0', name: 'A' }], source } as never } });
    const record = (source: string) => ({ files: ['engine/a.ts'], fingerprint: 'x', report: report(source) });
    writeRecord(join(dir, 'one.json.gz'), record('Feature: one\n'));
    writeRecord(join(dir, 'two.json.gz'), record('Feature: one\n'));
    const texts = () => Object.values(JSON.parse(gunzipSync(readFileSync(join(dir, 'feature-texts.json.gz'))).toString('utf8')) as Record<string, string>);
    assert.deepEqual(texts(), ['Feature: one\n']);
    assert.equal(JSON.stringify(readRecord(join(dir, 'two.json.gz'))), JSON.stringify(record('Feature: one\n')));
    // A text no record refers to any more goes.
    writeRecord(join(dir, 'one.json.gz'), record('Feature: one, edited\n'));
    writeRecord(join(dir, 'two.json.gz'), record('Feature: one, edited\n'));
    assert.deepEqual(texts(), ['Feature: one, edited\n']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a record is unpacked whole for the same steps; after a change to the steps, without its survivors, which Stryker then tests again', () => {
  const dir = mkdtempSync(join(tmpdir(), 'unpack-'));
  try {
    const at = { start: { line: 1, column: 1 } };
    const report: MutationReport = {
      files: {
        'engine/a.ts': {
          mutants: [
            { id: '1', mutatorName: 'M', status: 'Killed', killedBy: ['0'], location: at },
            { id: '2', mutatorName: 'M', status: 'Survived', location: at },
            { id: '3', mutatorName: 'M', status: 'Timeout', location: at },
          ],
        },
      },
    };
    const file = join(dir, 'incremental.json');
    const unpacked = () => (JSON.parse(readFileSync(file, 'utf8')) as MutationReport).files['engine/a.ts'].mutants.map((m) => m.id);
    unpackRecord({ files: ['engine/a.ts'], fingerprint: 'x', steps: 's1', report }, file, 's1');
    assert.deepEqual(unpacked(), ['1', '2', '3']);
    unpackRecord({ files: ['engine/a.ts'], fingerprint: 'x', steps: 's1', report }, file, 's2');
    assert.deepEqual(unpacked(), ['1', '3']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('after a change to the steps, a survivor listed as equivalent stays in the unpacked record; an unreviewed one is tested again', () => {
  const dir = mkdtempSync(join(tmpdir(), 'unpack-'));
  try {
    const source = 'if (a) go();\nif (b) stop();\n';
    const report: MutationReport = {
      files: {
        'engine/a.ts': {
          source,
          mutants: [
            {
              id: '1',
              mutatorName: 'ConditionalExpression',
              replacement: 'true',
              status: 'Survived',
              location: { start: { line: 1, column: 5 }, end: { line: 1, column: 6 } },
            },
            {
              id: '2',
              mutatorName: 'ConditionalExpression',
              replacement: 'true',
              status: 'Survived',
              location: { start: { line: 2, column: 5 }, end: { line: 2, column: 6 } },
            },
            {
              id: '3',
              mutatorName: 'ConditionalExpression',
              replacement: 'false',
              status: 'Killed',
              killedBy: ['0'],
              location: { start: { line: 2, column: 5 }, end: { line: 2, column: 6 } },
            },
          ],
        },
      },
    };
    const equivalents = [
      { file: 'engine/a.ts', line: 'if (a) go();', mutator: 'ConditionalExpression', code: 'a', replacement: 'true', why: 'a is always true here' },
    ];
    const file = join(dir, 'incremental.json');
    unpackRecord({ files: ['engine/a.ts'], fingerprint: 'x', steps: 's1', report }, file, 's2', reviewedSurvivors(equivalents));
    const ids = (JSON.parse(readFileSync(file, 'utf8')) as MutationReport).files['engine/a.ts'].mutants.map((m) => m.id);
    assert.deepEqual(ids, ['1', '3']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a file that moves to another chunk as it grows keeps its results: each file is read from the newest record holding it, once', () => {
  const root = mkdtempSync(join(tmpdir(), 'moved-'));
  try {
    mkdirSync(join(root, 'reference-engine'), { recursive: true });
    const lines = (name: string, n: number) => writeFileSync(join(root, 'reference-engine', name), 'x\n'.repeat(n));
    lines('a.ts', 150);
    lines('b.ts', 200);
    lines('c.ts', 10);
    const at = { start: { line: 1, column: 1 } };
    const report = (status: string, files: string[]): MutationReport => ({
      files: Object.fromEntries(files.map((f) => [f, { mutants: [{ id: f, mutatorName: 'M', status, location: at }] }])),
    });
    const [a, b, c] = ['a.ts', 'b.ts', 'c.ts'].map((f) => `reference-engine/${f}`);
    const statuses = () =>
      chunkStates(root).map((s) => [
        s.chunk.name,
        s.current,
        s.record?.assembledFrom ?? null,
        Object.entries(s.record?.report.files ?? {}).map(([f, v]) => `${f.slice(-4)} ${v.mutants[0]!.status}`),
      ]);
    const now = fingerprint(root);
    writeRecord(recordPath(root, 'top-a'), { files: [a, b, c], fingerprint: now, report: report('Killed', [a, b, c]), ranAt: '2026-01-01T00:00:00Z' });
    assert.deepEqual(statuses(), [['top-a', true, null, ['a.ts Killed', 'b.ts Killed', 'c.ts Killed']]]);
    // b grows: a stays in top-a, b and c make a new chunk top-b; each file's results come from top-a's record.
    lines('b.ts', 300);
    assert.deepEqual(statuses(), [
      ['top-a', false, ['top-a'], ['a.ts Killed']],
      ['top-b', false, ['top-a'], ['b.ts Killed', 'c.ts Killed']],
    ]);
    assert.match(recordsCoverage(chunkStates(root)).join('\n'), /files moved between chunks since they ran.*\(2\): top-a \(from top-a\), top-b \(from top-a\)/);
    // top-b runs (newer); b shrinks back: top-a holds all three again, b and c from top-b's newer record.
    writeRecord(recordPath(root, 'top-b'), { files: [b, c], fingerprint: now, report: report('Survived', [b, c]), ranAt: '2026-02-01T00:00:00Z' });
    lines('b.ts', 200);
    assert.deepEqual(statuses(), [['top-a', false, ['top-a', 'top-b'], ['a.ts Killed', 'b.ts Survived', 'c.ts Survived']]]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a chunk file its record does not hold is named as outside the score', () => {
  const chunk = { name: 'top-a', files: ['engine/a.ts', 'engine/b.ts'] };
  const report: MutationReport = { files: { 'engine/a.ts': { mutants: [] } } };
  const lines = recordsCoverage([{ chunk, record: { files: ['engine/a.ts'], fingerprint: 'x', report }, current: false }]).join('\n');
  assert.match(lines, /files no record holds, not in the score \(1; .*\): engine\/b\.ts/);
});
