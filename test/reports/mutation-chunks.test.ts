// `npm run mutation` runs the engine in chunks: every rules file in exactly one chunk, the grammar, the
// catalog and the protocol's types in none, and a chunk's report judged by the newest change to its inputs.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { engineChunks, newestChange } from '../../scripts/mutation/chunks.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';

const read = (p: string) => readFileSync(p, 'utf8');

function allTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allTs(join(dir, e.name)) : e.name.endsWith('.ts') ? [relative(PROJECT_ROOT, join(dir, e.name))] : [],
  );
}

test("every file of the engine's rules code is in exactly one chunk; the grammar, the catalog and interface.ts in none", () => {
  const chunks = engineChunks(PROJECT_ROOT, 'reference-engine', read);
  const chunked = chunks.flatMap((c) => c.files);
  assert.equal(new Set(chunked).size, chunked.length, 'a file in two chunks');
  const expected = allTs(join(PROJECT_ROOT, 'reference-engine')).filter(
    (f) => !f.startsWith('reference-engine/card-text/') && !f.startsWith('reference-engine/catalog/') && f !== 'reference-engine/interface.ts',
  );
  assert.deepEqual([...chunked].sort(), expected.sort());
  assert.equal(new Set(chunks.map((c) => c.name)).size, chunks.length, 'two chunks with one name');
});

test('top-level files are grouped until a chunk has about 900 lines; each folder is a chunk', () => {
  const root = mkdtempSync(join(tmpdir(), 'chunks-'));
  try {
    mkdirSync(join(root, 'engine', 'effects', 'instructions'), { recursive: true });
    mkdirSync(join(root, 'engine', 'card-text'), { recursive: true });
    for (const [name, lines] of [
      ['a.ts', 500],
      ['b.ts', 500],
      ['c.ts', 10],
      ['interface.ts', 5],
    ] as const)
      writeFileSync(join(root, 'engine', name), 'x\n'.repeat(lines));
    writeFileSync(join(root, 'engine', 'effects', 'run.ts'), 'x\n');
    writeFileSync(join(root, 'engine', 'effects', 'instructions', 'deal.ts'), 'x\n');
    writeFileSync(join(root, 'engine', 'card-text', 'grammar.ts'), 'x\n');
    assert.deepEqual(engineChunks(root, 'engine', read), [
      { name: 'top-1', files: ['engine/a.ts', 'engine/b.ts'] },
      { name: 'top-2', files: ['engine/c.ts'] },
      { name: 'effects', files: ['engine/effects/run.ts'] },
      { name: 'effects-instructions', files: ['engine/effects/instructions/deal.ts'] },
    ]);
    // The newest change among files and folders, looked for recursively; a missing path counts for nothing.
    utimesSync(join(root, 'engine', 'a.ts'), 1000, 1000);
    utimesSync(join(root, 'engine', 'effects', 'instructions', 'deal.ts'), 5000, 5000);
    for (const f of ['b.ts', 'c.ts', 'interface.ts']) utimesSync(join(root, 'engine', f), 2000, 2000);
    utimesSync(join(root, 'engine', 'effects', 'run.ts'), 3000, 3000);
    utimesSync(join(root, 'engine', 'card-text', 'grammar.ts'), 4000, 4000);
    assert.equal(newestChange([join(root, 'engine', 'a.ts')]), 1_000_000);
    assert.equal(newestChange([join(root, 'engine', 'a.ts'), join(root, 'engine', 'effects'), join(root, 'nothing')]), 5_000_000);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
