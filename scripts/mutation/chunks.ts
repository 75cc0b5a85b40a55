// The engine's rules code in chunks for `npm run mutation`: Stryker records a run's results only when the run
// ends, and the whole engine takes hours here, so it runs chunk after chunk (run-chunks.ts), each with its own
// committed record (records.ts). An interrupted run keeps every finished chunk, so chunks are kept small enough to
// finish within a sitting on a loaded machine (about 400 lines: some 500 mutants, a quarter of an hour on one worker).
import { readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

export interface Chunk {
  /** A name for the chunk's record and reports: its folder ("top" for the engine's top level) and, when the folder is split, its first file. */
  name: string;
  /** The engine files it mutates, relative to the project root. */
  files: string[];
}

/**
 * Folders and files of reference-engine/ that are not rules code: the grammar (a run of its own), data, the protocol's
 * types, and the registry of the engine's caches (which the test runner calls; a cache changes no answer, so none of
 * its mutants could).
 */
const LEFT_OUT = new Set(['card-text', 'catalog', 'interface.ts', 'process-caches.ts']);
/** A chunk takes files in order while it stays within this many lines (a file longer than that is a chunk alone). */
const LINES_PER_CHUNK = 400;

function tsFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && statSync(join(dir, f)).isFile() && !LEFT_OUT.has(f))
    .sort();
}

/** The files in order, in groups of at most LINES_PER_CHUNK lines (or one longer file). */
function bySize(files: string[], lines: (f: string) => number): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let size = 0;
  for (const f of files) {
    const n = lines(f);
    if (group.length > 0 && size + n > LINES_PER_CHUNK) {
      groups.push(group);
      group = [];
      size = 0;
    }
    group.push(f);
    size += n;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * The engine's top-level files, then each folder's (a nested folder apart), in groups by size. A chunk is named by
 * its folder, with its first file's name when the folder is split, so that names stay put as files come and go.
 */
export function engineChunks(root: string, engineDir = 'reference-engine', read: (p: string) => string): Chunk[] {
  const top = join(root, engineDir);
  const folders = (dir: string): string[] =>
    readdirSync(dir)
      .filter((d) => statSync(join(dir, d)).isDirectory() && !LEFT_OUT.has(d))
      .sort()
      .flatMap((d) => [join(dir, d), ...folders(join(dir, d))]);
  return [top, ...folders(top)].flatMap((dir) => {
    const label = dir === top ? 'top' : relative(top, dir).replaceAll('/', '-');
    const groups = bySize(tsFiles(dir), (f) => read(join(dir, f)).split('\n').length);
    return groups.map((files) => ({
      name: dir !== top && groups.length === 1 ? label : `${label}-${basename(files[0], '.ts')}`,
      files: files.map((f) => relative(root, join(dir, f))),
    }));
  });
}
