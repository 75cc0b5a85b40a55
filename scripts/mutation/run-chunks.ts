// `npm run mutation` without Stryker arguments: the engine chunk by chunk (chunks.ts), each chunk's results kept in
// its committed record (records.ts).
//
// A chunk whose record was made from the inputs as they are now (same fingerprint) is not run: its record is its
// result. Otherwise Stryker runs it with the record unpacked as its incremental file, so only the mutants in changed
// code, or reached by changed feature files, are tested again, and after a change to the code that runs the Examples
// (steps, drivers) its survivors too, but those reviewed as equivalent (records.ts, STEP_INPUTS; --force tests every
// mutant); the record is then packed
// again from what Stryker wrote. Chunks run one after
// another and each record is written as its chunk ends, so an interrupted run keeps its finished chunks.
//
//   npm run mutation [-- --force] [-- --chunk NAME ...] [-- --concurrency N]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { engineChunks, type Chunk } from './chunks.ts';
import { fingerprint, readRecords, recordFor, recordRun, STEP_INPUTS, unpackRecord, type ChunkRecord, type SurvivorFilter } from './records.ts';

export const CHUNKS_DIR = 'reports/mutation/chunks';

export interface ChunkState {
  chunk: Chunk;
  record: ChunkRecord | undefined;
  /** The record holds the chunk's result for the inputs as they are now. */
  current: boolean;
}

/** Every chunk of the engine with its record, if any, and whether that record is current. */
export function chunkStates(root: string, now = fingerprint(root)): ChunkState[] {
  const records = readRecords(root);
  return engineChunks(root, 'reference-engine', (p) => readFileSync(p, 'utf8')).map((chunk) => {
    const record = recordFor(chunk, records);
    const current = record !== undefined && !record.assembledFrom && record.fingerprint === now && record.files.join('\n') === chunk.files.join('\n');
    return { chunk, record, current };
  });
}

/** The options of `npm run mutation` that choose chunks rather than pass through to one Stryker run. */
const CHUNK_OPTIONS = {
  force: { type: 'boolean', default: false },
  chunk: { type: 'string', multiple: true },
  concurrency: { type: 'string' },
  'timeout-ms': { type: 'string' },
} as const;

/** Whether the arguments name only chunk options (a value may be missing: runChunks then says so), so they choose chunks. */
export function choosesChunks(args: string[]): boolean {
  const { tokens } = parseArgs({ args, options: CHUNK_OPTIONS, strict: false, tokens: true });
  return tokens.every((t) => t.kind === 'option' && Object.hasOwn(CHUNK_OPTIONS, t.name));
}

/** Runs the chunks that need it (all, or those named, in the order named); returns the states after the run. */
export function runChunks(root: string, argv: string[], reviewed?: SurvivorFilter): ChunkState[] {
  const { values } = parseArgs({ args: argv, options: CHUNK_OPTIONS });
  const timeoutMS = values['timeout-ms'] === undefined ? undefined : positiveMs(values['timeout-ms']);
  // The names are checked against the chunks alone, before the records are read and the inputs hashed (seconds).
  const names = engineChunks(root, 'reference-engine', (p) => readFileSync(p, 'utf8')).map((c) => c.name);
  const unknown = values.chunk?.find((name) => !names.includes(name));
  if (unknown !== undefined) throw new Error(`no chunk named ${unknown} (chunks: ${names.join(', ')})`);
  const states = chunkStates(root);
  const byName = new Map(states.map((s) => [s.chunk.name, s]));
  const chosen = values.chunk ? values.chunk.map((name) => byName.get(name)!) : states;
  mkdirSync(join(root, CHUNKS_DIR), { recursive: true });
  const config = join(root, '.tmp', 'stryker-chunk.mjs');
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const started = Date.now();
  chosen.forEach(({ chunk, record, current }, i) => {
    const label = `chunk ${i + 1}/${chosen.length} ${chunk.name} (${chunk.files.length} file(s))`;
    if (current && !values.force) {
      console.log(`${label}: up to date (its record was made from the code and Examples as they are)`);
      return;
    }
    const incrementalFile = join(CHUNKS_DIR, `${chunk.name}.incremental.json`);
    const inputs = { fingerprint: fingerprint(root), steps: fingerprint(root, STEP_INPUTS) }; // as Stryker copies them into its sandbox
    unpackRecord(record, join(root, incrementalFile), inputs.steps, reviewed);
    const retest = record && record.steps !== inputs.steps ? ', its survivors but those reviewed again since the steps changed' : '';
    console.log(`${label}: running Stryker${record ? ` on its record${retest}` : ''} (${elapsed(started)} so far)`);
    writeFileSync(
      config,
      `import base from '../stryker.config.mjs';\nexport default { ...base, ...${JSON.stringify({
        mutate: chunk.files,
        incrementalFile,
        jsonReporter: { fileName: join(CHUNKS_DIR, `${chunk.name}.mutation.json`) },
        htmlReporter: { fileName: join(CHUNKS_DIR, `${chunk.name}.html`) },
        ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
        // On a busy machine a mutant's Examples can outrun the usual limit without looping: a longer limit keeps
        // such a mutant from counting as killed by a timeout.
        ...(timeoutMS ? { timeoutMS } : {}),
      })} };\n`,
    );
    const stryker = spawnSync(join('node_modules', '.bin', 'stryker'), ['run', config, ...(values.force ? ['--force'] : [])], { stdio: 'inherit', cwd: root });
    if (stryker.status !== 0) {
      console.error(`stryker failed on ${label} (exit ${stryker.status ?? stryker.signal}) after ${elapsed(started)}; the chunks before it are recorded`);
      process.exit(stryker.status ?? 1);
    }
    recordRun(root, chunk, join(root, incrementalFile), inputs);
  });
  console.log(`\nStryker took ${elapsed(started)}.\n`);
  return chunkStates(root);
}

/** What the records cover: the lines printed before the summary. */
export function recordsCoverage(states: ChunkState[]): string[] {
  const missing = states.filter((s) => !s.record).map((s) => s.chunk.name);
  const stale = states.filter((s) => s.record && !s.current).map((s) => s.chunk.name);
  const lines = [`Chunks recorded: ${states.length - missing.length} of ${states.length}.`];
  if (stale.length > 0)
    lines.push(`  recorded for older code or Examples, counted until \`npm run mutation\` brings them up to date (${stale.length}): ${stale.join(', ')}`);
  const some = (names: string[]) => (names.length > 12 ? `${names.slice(0, 12).join(', ')} and ${names.length - 12} more` : names.join(', '));
  const assembled = states.filter((s) => s.record?.assembledFrom).map((s) => `${s.chunk.name} (from ${s.record!.assembledFrom!.join(', ')})`);
  if (assembled.length > 0)
    lines.push(`  files moved between chunks since they ran, their results taken from the records they ran in (${assembled.length}): ${some(assembled)}`);
  if (missing.length > 0) lines.push(`  never run, not in the score (${missing.length}): ${some(missing)}`);
  // a file that moved into a chunk after its record was made, from a chunk run again since, has no result anywhere
  const unheld = states.flatMap((s) => (s.record ? s.chunk.files.filter((f) => !(f in s.record!.report.files)) : []));
  if (unheld.length > 0)
    lines.push(`  files no record holds, not in the score (${unheld.length}; no mutant in them, or moved to a chunk not run since): ${some(unheld)}`);
  return lines;
}

function positiveMs(text: string): number {
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`--timeout-ms wants a whole number of milliseconds above 0, not ${JSON.stringify(text)}`);
  return ms;
}

function elapsed(since: number): string {
  const seconds = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
