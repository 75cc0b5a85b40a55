// What the report commands share at the terminal: opening the rules corpus from --data and naming an
// edition, with one-line errors that say what to do instead of stack traces.
import { DataDirError, resolveDataDir } from '../rules/data-dir.ts';
import { EDITION_CATALOG, ImportError, loadCorpus, UnknownEditionError } from '../rules/index.ts';
import type { Corpus, Edition } from '../rules/index.ts';
import { CliError } from './errors.ts';

export interface OpenedCorpus {
  corpus: Corpus;
  dataDir: string | null;
}

export function openCorpus(dataFlag?: string): OpenedCorpus {
  try {
    const dataDir = resolveDataDir(dataFlag);
    return { corpus: loadCorpus({ dataDir }), dataDir };
  } catch (err) {
    if (err instanceof DataDirError || err instanceof ImportError) throw new CliError(err.message);
    throw err;
  }
}

/**
 * The edition a user named. An edition the catalog knows but this corpus lacks (the seeds carry only
 * parts of v1.0–v1.2) gets a message pointing at --data rather than "unknown edition".
 */
export function pickEdition(opened: OpenedCorpus, spec: string | undefined): Edition {
  const wanted = spec?.trim().toLowerCase();
  const entry = EDITION_CATALOG.find(({ meta }) => wanted === meta.id || wanted === meta.version || wanted === meta.date || wanted === `v${meta.version}`);
  if (entry && !opened.corpus.editions.some((e) => e.id === entry.meta.id)) {
    throw new CliError(notLoadedMessage(entry.meta.id, opened));
  }
  try {
    return opened.corpus.edition(spec);
  } catch (err) {
    if (err instanceof UnknownEditionError) throw new CliError(err.message);
    throw err;
  }
}

export function notLoadedMessage(edition: string, opened: OpenedCorpus): string {
  const loaded = opened.corpus.editions.map((e) => `${e.id}${e.origin === 'seeds' ? ' (seed excerpt)' : ''}`).join(', ');
  return opened.dataDir
    ? `edition ${edition} is not loaded from ${opened.dataDir} (loaded: ${loaded})`
    : `edition ${edition} needs the Riftbound source material: only the seed excerpts are built in (${loaded}); name it with --data DIR or RIFTBOUND_DATA`;
}

/**
 * The commands' conventions around parseArgs: a malformed command line is a one-line CliError with the
 * usage, and --help prints the usage and yields null (the command then exits 0).
 */
export function commandLine<T extends { values: { help?: boolean } }>(parse: () => T, usage: string): T | null {
  let parsed: T;
  try {
    parsed = parse();
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${usage}`);
  }
  if (parsed.values.help) {
    console.log(usage);
    return null;
  }
  return parsed;
}

/** Runs `work`, turning the expected kinds of error (a bad file the user named) into one-line CliErrors. */
export function orCliError<T>(work: () => T, ...kinds: Array<new (...args: never[]) => Error>): T {
  try {
    return work();
  } catch (err) {
    if (kinds.some((kind) => err instanceof kind)) throw new CliError((err as Error).message);
    throw err;
  }
}
