// Where the Riftbound source material (rules editions, card list, FAQs) is read from at run time.
// Order: an explicit --data DIR, then RIFTBOUND_DATA, then ../shared/riftbound beside the project.
// None of it is required: without it, lookups fall back to the seed excerpts shipped in rules/seeds/.
// `--data none` (or RIFTBOUND_DATA=none) asks for that fallback even when the data is present.
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DATA_DIR = resolve(PROJECT_ROOT, '..', 'shared', 'riftbound');

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/**
 * The one wording, in the command line and the server, for an edition the project knows whose text
 * is not loaded: "v1.4 needs the rules data: pass --data DIR or set RIFTBOUND_DATA".
 */
export function needsDataMessage(subject: string): string {
  return `${subject} needs the rules data: pass --data DIR or set RIFTBOUND_DATA`;
}

/** Why a test or a check of `npm test` is skipped without the data (they take no --data). */
export const NEEDS_DATA_TO_TEST = 'needs the rules data: set RIFTBOUND_DATA=DIR, or place it at ../shared/riftbound';

/**
 * The data directory to use, or null when none is available.
 * An explicitly named directory (flag or env var) that does not exist is an error, not a silent fallback.
 */
export function resolveDataDir(explicit?: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const named = explicit ?? env.RIFTBOUND_DATA;
  // "none": run as a fresh clone does, on the seed excerpts, even with the data beside the project.
  if (named === 'none') return null;
  if (named !== undefined && named !== '') {
    const dir = resolve(named);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new DataDirError(`data directory ${dir} does not exist (named by ${explicit !== undefined ? '--data' : 'RIFTBOUND_DATA'})`);
    }
    return dir;
  }
  return existsSync(DEFAULT_DATA_DIR) ? DEFAULT_DATA_DIR : null;
}
