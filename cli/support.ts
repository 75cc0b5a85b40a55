// What the report commands share at the terminal: opening the rules corpus from --data and naming an
// edition, with one-line errors that say what to do instead of stack traces.
import { DataDirError, resolveDataDir } from '../rules/data-dir.ts';
import { CURRENT_EDITION, ImportError, loadCorpus, needsDataMessage, UnknownEditionError } from '../rules/index.ts';
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

/** Stops with a one-line error when --data (or RIFTBOUND_DATA) names no directory; reads nothing from it. */
export function checkDataDir(dataFlag?: string): void {
  try {
    resolveDataDir(dataFlag);
  } catch (err) {
    if (err instanceof DataDirError) throw new CliError(err.message);
    throw err;
  }
}

/**
 * The edition a user named (default: the current one). An edition the project knows but this corpus
 * lacks (the seeds carry only parts of v1.0–v1.2) says it needs the rules data, not "unknown edition".
 */
export function pickEdition(opened: OpenedCorpus, spec: string | undefined): Edition {
  try {
    return opened.corpus.edition(spec ?? CURRENT_EDITION);
  } catch (err) {
    if (err instanceof UnknownEditionError) throw new CliError(err.message);
    throw err;
  }
}

export function notLoadedMessage(edition: string): string {
  return needsDataMessage(edition);
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
