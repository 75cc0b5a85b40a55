// The engine's rules code in chunks for `npm run mutation`: Stryker records a run's results only when the run
// ends, and the whole engine takes hours here, so it runs chunk after chunk (run-chunks.ts), each with its own
// committed record (records.ts). An interrupted run keeps every finished chunk.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Chunk {
  /** A name for the chunk's files under reports/mutation/chunks/. */
  name: string;
  /** The engine files it mutates, relative to the project root. */
  files: string[];
}

/** Folders and files of reference-engine/ that are not rules code: the grammar (a run of its own), data and the protocol's types. */
const LEFT_OUT = new Set(['card-text', 'catalog', 'interface.ts']);
/** Top-level files go together until a chunk reaches about this many lines (a chunk's fixed cost is a dry run of the suite). */
const LINES_PER_CHUNK = 900;

function tsFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && statSync(join(dir, f)).isFile())
    .sort();
}

function lineCount(path: string, read: (p: string) => string): number {
  return read(path).split('\n').length;
}

/** Each folder of the engine is a chunk (a nested folder its own); the files at its top are grouped by size. */
export function engineChunks(root: string, engineDir = 'reference-engine', read: (p: string) => string): Chunk[] {
  const chunks: Chunk[] = [];
  const top = join(root, engineDir);
  let group: string[] = [];
  let lines = 0;
  const close = () => {
    if (group.length === 0) return;
    chunks.push({ name: `top-${chunks.filter((c) => c.name.startsWith('top-')).length + 1}`, files: group });
    group = [];
    lines = 0;
  };
  for (const f of tsFiles(top)) {
    if (LEFT_OUT.has(f)) continue;
    group.push(relative(root, join(top, f)));
    lines += lineCount(join(top, f), read);
    if (lines >= LINES_PER_CHUNK) close();
  }
  close();
  const folders = (dir: string): string[] =>
    readdirSync(dir)
      .filter((d) => statSync(join(dir, d)).isDirectory() && !LEFT_OUT.has(d))
      .sort()
      .flatMap((d) => [join(dir, d), ...folders(join(dir, d))]);
  for (const dir of folders(top)) {
    const files = tsFiles(dir).map((f) => relative(root, join(dir, f)));
    if (files.length > 0) chunks.push({ name: relative(top, dir).replaceAll('/', '-'), files });
  }
  return chunks;
}
