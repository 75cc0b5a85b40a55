// Loads the editions: the five full texts from the data directory's rules/raw/, or, with no data
// directory, the seed excerpts shipped in rules/seeds/ (partial v1.0, v1.1 and v1.2).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Corpus, Crosswalk, Edition } from './types.ts';
import { EditionNotLoadedError, ImportError, UnknownEditionError } from './types.ts';
import { needsDataMessage, resolveDataDir } from './data-dir.ts';
import { buildEdition, type EditionMeta } from './build-edition.ts';
import { scanHtmlTableRows, scanNumberedLines, type ScanResult } from './scan.ts';
import { buildCrosswalk } from './crosswalk.ts';
import { loadCrosswalkTable } from './crosswalk-table.ts';
import { closestStrings } from './lookup.ts';

export const SEEDS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'seeds');

interface CatalogEntry {
  meta: Omit<EditionMeta, 'origin'>;
  /** Path under the data directory. */
  raw: string;
  seed?: { file: string; format: 'lines' | 'html-table' };
}

// v1.3 has two extractions. The plain one (`v1.3_2026-03-30.txt`) keeps one rule per line and gives
// all 2,088 numbers in order; the `.alt.txt` one wraps long rules over several lines and in places
// glues the number to its text ("729.XP is ..."), losing those numbers (2,086 found). The plain one
// is used; its doubled spaces and ligatures are normalised like v1.2's.
export const EDITION_CATALOG: CatalogEntry[] = [
  {
    meta: { id: 'v1.0', version: '1.0', date: '2025-06-02', name: 'Pre-Origins' },
    raw: 'rules/raw/v1.0_2025-06-02.txt',
    seed: { file: '002_0d0def49bda2caf5.txt', format: 'html-table' },
  },
  {
    meta: { id: 'v1.1', version: '1.1', date: '2025-10-01', name: 'Origins' },
    raw: 'rules/raw/v1.1_2025-10-01.txt',
    seed: { file: '004_98d4aed12c0ad2d9.txt', format: 'lines' },
  },
  {
    meta: { id: 'v1.2', version: '1.2', date: '2025-12-01', name: 'Spiritforged' },
    raw: 'rules/raw/v1.2_2025-12-01.md',
    seed: { file: '000_80bd94eecf08bfbb.txt', format: 'lines' },
  },
  { meta: { id: 'v1.3', version: '1.3', date: '2026-03-30', name: 'Unleashed' }, raw: 'rules/raw/v1.3_2026-03-30.txt' },
  { meta: { id: 'v1.4', version: '1.4', date: '2026-07-16', name: 'Vendetta' }, raw: 'rules/raw/v1.4_2026-07-16.md' },
];

/** The edition the suite is written against, and the default wherever an edition is not named. */
export const CURRENT_EDITION = 'v1.4';

/** The catalog id of a user-named edition ("v1.4", "1.4", "2026-07-16", "Vendetta"), or null. */
export function catalogEditionId(spec: string): string | null {
  const s = spec.trim().toLowerCase();
  const entry = EDITION_CATALOG.find(
    ({ meta }) => s === meta.id || s === meta.version || s === `v${meta.version}` || s === meta.date || s === meta.name.toLowerCase(),
  );
  return entry ? entry.meta.id : null;
}

/** The one wording for an edition that does not exist, with the editions that do. */
export function unknownEditionMessage(spec: string): { message: string; suggestions: string[] } {
  const names = EDITION_CATALOG.flatMap(({ meta }) => [meta.id, meta.version, meta.date]);
  const suggestions = closestStrings(spec.trim().toLowerCase(), names, 3);
  const known = EDITION_CATALOG.map(({ meta }) => `${meta.id} (${meta.date})`).join(', ');
  return {
    message: `unknown edition "${spec}"${suggestions.length ? ` (did you mean ${suggestions.join(', ')}?)` : ''}; the editions are ${known}`,
    suggestions,
  };
}

/** The catalog id of a user-named edition; an edition that does not exist is an UnknownEditionError. */
export function editionIdOf(spec: string): string {
  const id = catalogEditionId(spec);
  if (id !== null) return id;
  const { message, suggestions } = unknownEditionMessage(spec);
  throw new UnknownEditionError(message, suggestions);
}

function readSource(path: string, shownAs: string): string {
  if (!existsSync(path)) throw new ImportError(shownAs, null, 'file not found');
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new ImportError(shownAs, null, `cannot read: ${(err as Error).message}`);
  }
}

/** The source says which date it is; a file that names another date is the wrong file. */
function checkDate(scan: ScanResult, expected: string, file: string): void {
  for (const { text, line } of scan.preamble) {
    const m = /Last\s+Updated:?\s+(\d{4}-\d{2}-\d{2})/i.exec(text);
    if (m && m[1] !== expected) throw new ImportError(file, line, `says it was last updated ${m[1]}, expected ${expected}`);
  }
}

export function loadFullEdition(entry: CatalogEntry, dataDir: string): Edition {
  const content = readSource(join(dataDir, entry.raw), entry.raw);
  const scan = scanNumberedLines(content);
  checkDate(scan, entry.meta.date, entry.raw);
  return buildEdition({ ...entry.meta, origin: 'data' }, entry.raw, scan.entries);
}

export function loadSeedEdition(entry: CatalogEntry, seedsDir = SEEDS_DIR): Edition | null {
  if (!entry.seed) return null;
  const shownAs = `rules/seeds/${entry.seed.file}`;
  const content = readSource(join(seedsDir, entry.seed.file), shownAs);
  const scan = entry.seed.format === 'html-table' ? scanHtmlTableRows(content) : scanNumberedLines(content);
  return buildEdition({ ...entry.meta, origin: 'seeds' }, shownAs, scan.entries);
}

export function loadCorpus(opts: { dataDir?: string | null } = {}): Corpus {
  const dataDir = opts.dataDir === undefined ? resolveDataDir() : opts.dataDir;
  const editions: Edition[] = [];
  for (const entry of EDITION_CATALOG) {
    const edition = dataDir ? loadFullEdition(entry, dataDir) : loadSeedEdition(entry);
    if (edition) editions.push(edition);
  }
  return makeCorpus(editions);
}

export function makeCorpus(editions: Edition[]): Corpus {
  let crosswalk: Crosswalk | null = null;
  const corpus: Corpus = {
    editions,
    newest: editions[editions.length - 1],
    edition(spec?: string): Edition {
      if (spec === undefined || spec === '') return corpus.newest;
      const id = editionIdOf(spec);
      const found = editions.find((e) => e.id === id);
      if (found) return found;
      throw new EditionNotLoadedError(id, needsDataMessage(id));
    },
    crosswalk(): Crosswalk {
      // Full texts of every edition: match them afresh. Otherwise (seed excerpts only) the shipped
      // table answers, so a clone with no data still maps 559 of v1.0 to 355 of v1.4.
      const full = editions.length === EDITION_CATALOG.length && editions.every((e) => e.origin === 'data');
      crosswalk ??= full ? buildCrosswalk(editions) : loadCrosswalkTable(editions);
      return crosswalk;
    },
  };
  return corpus;
}
