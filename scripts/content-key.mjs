// The key of something built from source files (a bundle kept in .tmp/): a hash of how it is built and of the
// exact text of every file it was built from, so that a build is reused only while each of those files reads
// the same. scripts/suite-bundle.mjs and scripts/cli-bundle.mjs key their bundles with it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The key of a build described by `recipe`, given each source's text (null: the file is gone). */
export function contentKey(recipe, texts) {
  const hash = createHash('sha256').update(`${recipe}\n`);
  for (const [path, text] of [...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(`${path}\0${text === null ? '\u0000missing' : text.length}\0`).update(text ?? '');
  }
  return hash.digest('hex').slice(0, 20);
}

/** The text of the file at `path` under `root`, or null when there is none. */
export function textOrNull(root, path) {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return null;
  }
}

/**
 * Moves a finished build from `staging` to `out/<key>` and points the manifest at it. When another process built
 * the same sources meanwhile (its directory holds `marker`), that build is kept and this one dropped.
 */
export function publishBuild({ out, manifest, staging, key, marker, record }) {
  const dir = join(out, key);
  try {
    renameSync(staging, dir);
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, marker))) throw e;
  }
  const written = `${manifest}.${process.pid}`;
  writeFileSync(written, JSON.stringify({ key, ...record }));
  renameSync(written, manifest);
  return dir;
}
