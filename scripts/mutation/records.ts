// The committed record of each chunk of `npm run mutation` (scripts/mutation/records/<chunk>.json.gz), so that
// a fresh clone neither starts from zero nor has to run the hours the whole engine takes.
//
// A record is Stryker's incremental report of the chunk's last run (the mutation-testing-report schema: every
// mutant with its status and killing Examples, the mutated files' and feature files' text) together with a
// fingerprint of everything the run's results depend on. It is made smaller before it is gzipped, in ways
// Stryker reads back: tests are renumbered (their ids were "file:line" strings, repeated in every mutant's list
// of covering tests), and a killed mutant keeps only the Examples that killed it (Stryker reuses a killed
// mutant's result when one of those still covers it unchanged; the other covering Examples matter only to a
// mutant no Example killed, which keeps them).
//
// Before a chunk runs, its record is unpacked into the incremental file Stryker reads (reports/mutation/chunks/);
// after it, the incremental file Stryker wrote is packed into the record again. The feature files' texts, the same
// for every chunk run from the same Examples, are kept once (feature-texts.json.gz) and referred to by hash.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { MutationReport } from '../mutation-summary.ts';

export const RECORDS_DIR = 'scripts/mutation/records';

/** A chunk's record as committed. */
export interface ChunkRecord {
  /** The chunk's files when it ran. */
  files: string[];
  /** fingerprint() of the inputs when it ran: equal now, the record is the chunk's result without running anything. */
  fingerprint: string;
  /** fingerprint() of the code that runs the Examples (STEP_INPUTS) when it ran. */
  steps?: string;
  /** Stryker's incremental report of the run, made smaller (see above). */
  report: MutationReport;
  /** When the run ended (ISO time; records made before it was kept have none and count as oldest). */
  ranAt?: string;
  /** Set on a record put together from other chunks' records (recordFor): the chunks each file came from. */
  assembledFrom?: string[];
}

/**
 * What a chunk's results depend on, besides its own files: the whole engine (a change anywhere can make an Example
 * kill a mutant it let live), the Examples and the code that runs them, and how Stryker is set up to run them.
 */
export const RESULT_INPUTS = [
  'reference-engine',
  'features',
  'steps',
  'expectations',
  'cucumber.mjs',
  'stryker.config.mjs',
  'scripts/suite-bundle.mjs',
  'scripts/mutation/cucumber-runner.mjs',
  'package-lock.json',
];

/**
 * The code that runs the Examples and judges the engine. Stryker's reuse sees changes to the mutated code and to the
 * feature files, not to these: after a change to them, a chunk's survivors are tested again (killed mutants keep
 * their result: a step is made stricter, never looser, so what it failed on it still fails on; `--force` checks).
 */
export const STEP_INPUTS = ['steps', 'expectations', 'cucumber.mjs', 'scripts/suite-bundle.mjs', 'scripts/mutation/cucumber-runner.mjs'];

/** A hash of the text of every file under the given paths (and of their names), in a fixed order. */
export function fingerprint(root: string, paths: string[] = RESULT_INPUTS): string {
  const hash = createHash('sha256');
  const visit = (p: string) => {
    const st = statSync(join(root, p), { throwIfNoEntry: false });
    if (!st) {
      hash.update(`${p}\0missing\0`);
      return;
    }
    if (st.isDirectory()) {
      for (const e of readdirSync(join(root, p)).sort()) visit(join(p, e));
      return;
    }
    const text = readFileSync(join(root, p));
    hash.update(`${p}\0${text.length}\0`).update(text);
  };
  for (const p of paths) visit(p);
  return hash.digest('hex').slice(0, 24);
}

export function recordPath(root: string, chunk: string): string {
  return join(root, RECORDS_DIR, `${chunk}.json.gz`);
}

/** The feature files' texts every record refers to by hash, kept once for all of them next to the records. */
const SHARED_TEXTS = 'feature-texts.json.gz';
type TestFile = NonNullable<MutationReport['testFiles']>[string] & { source?: string; sourceHash?: string };

const readGzJson = <T>(path: string): T => JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as T;
const writeGzJson = (path: string, value: unknown): number => {
  const packed = gzipSync(JSON.stringify(value), { level: 9 });
  writeFileSync(path, packed);
  return packed.length;
};
const textsPath = (recordFile: string) => join(dirname(recordFile), SHARED_TEXTS);
const readTexts = (recordFile: string): Record<string, string> => (existsSync(textsPath(recordFile)) ? readGzJson(textsPath(recordFile)) : {});

/** A record with its feature files' texts put back (Stryker's incremental reuse diffs them). */
export function readRecord(path: string): ChunkRecord | undefined {
  if (!existsSync(path)) return undefined;
  const record = readGzJson<ChunkRecord>(path);
  const texts = readTexts(path);
  for (const tf of Object.values(record.report.testFiles ?? {}) as TestFile[]) {
    if (tf.sourceHash === undefined) continue;
    const text = texts[tf.sourceHash];
    if (text === undefined) throw new Error(`${path}: the text of a feature file (${tf.sourceHash}) is missing from ${SHARED_TEXTS}`);
    tf.source = text;
    delete tf.sourceHash;
  }
  return record;
}

/** The report with tests renumbered and each killed mutant's covering Examples reduced to those that killed it. */
export function slimmed(report: MutationReport): MutationReport {
  const ids = new Map<string, string>();
  const testFiles: NonNullable<MutationReport['testFiles']> = {};
  for (const [file, tf] of Object.entries(report.testFiles ?? {})) {
    testFiles[file] = {
      ...tf,
      tests: tf.tests.map((t) => {
        const id = String(ids.size);
        ids.set(t.id, id);
        return { ...t, id };
      }),
    };
  }
  const renumber = (list: string[] | undefined) => list?.map((id) => ids.get(id) ?? id);
  const files: MutationReport['files'] = {};
  for (const [file, f] of Object.entries(report.files)) {
    files[file] = {
      ...f,
      mutants: f.mutants.map((m) => {
        const killedBy = renumber(m.killedBy);
        const coveredBy = m.status === 'Killed' ? killedBy : renumber(m.coveredBy);
        return { ...m, killedBy, coveredBy };
      }),
    };
  }
  return { ...report, files, testFiles };
}

/**
 * Writes a record, its feature files' texts going to the texts shared by every record of the folder (each chunk's
 * run reads the same feature files), which then keeps only the texts some record refers to. Returns the bytes written.
 */
export function writeRecord(path: string, record: ChunkRecord): number {
  mkdirSync(dirname(path), { recursive: true });
  const texts = readTexts(path);
  const testFiles: Record<string, TestFile> = {};
  for (const [file, tf] of Object.entries(record.report.testFiles ?? {}) as [string, TestFile][]) {
    if (tf.source === undefined) {
      testFiles[file] = tf;
      continue;
    }
    const sourceHash = createHash('sha256').update(tf.source).digest('hex').slice(0, 16);
    texts[sourceHash] = tf.source;
    const { source: _source, ...rest } = tf;
    testFiles[file] = { ...rest, sourceHash };
  }
  let bytes = writeGzJson(path, { ...record, report: { ...record.report, testFiles } });
  const used = new Set<string>();
  for (const f of readdirSync(dirname(path)).filter((f) => f.endsWith('.json.gz') && f !== SHARED_TEXTS)) {
    const other = readGzJson<ChunkRecord>(join(dirname(path), f));
    for (const tf of Object.values(other.report.testFiles ?? {}) as TestFile[]) if (tf.sourceHash) used.add(tf.sourceHash);
  }
  bytes += writeGzJson(textsPath(path), Object.fromEntries(Object.entries(texts).filter(([h]) => used.has(h))));
  return bytes;
}

/** Packs the incremental report Stryker wrote for a chunk into the chunk's record; `inputs` are its fingerprints as the run began. */
export function recordRun(
  root: string,
  chunk: { name: string; files: string[] },
  incrementalFile: string,
  inputs: { fingerprint: string; steps: string },
  print = console.log,
): void {
  const report = JSON.parse(readFileSync(incrementalFile, 'utf8')) as MutationReport;
  const path = recordPath(root, chunk.name);
  const bytes = writeRecord(path, { files: chunk.files, ...inputs, report: slimmed(report), ranAt: new Date().toISOString() });
  print(`  record ${relative(root, path)}: ${Math.round(bytes / 1024)} KB written (with the shared feature texts)`);
}

/**
 * Unpacks a chunk's record into the incremental file Stryker reads, if there is a record. If the code running the
 * Examples changed since (`steps`: its fingerprint now), its survivors are left out, so Stryker tests them again,
 * except those `reviewed` (listed as equivalent with a reason): Stryker tests those again only when an Example that
 * reaches them was added (its own rule for survivors). Testing every reviewed survivor again cost most of a run, each
 * one running every Example that reaches it, for an answer the review has already given.
 */
export function unpackRecord(record: ChunkRecord | undefined, incrementalFile: string, steps: string, reviewed?: SurvivorFilter): void {
  if (!record) return;
  mkdirSync(dirname(incrementalFile), { recursive: true });
  writeFileSync(incrementalFile, JSON.stringify(record.steps === steps ? record.report : withoutSurvivors(record.report, reviewed)));
}

/** Whether a surviving mutant of a file (whose source is given as lines) is kept in the incremental file. */
export type SurvivorFilter = (file: string, mutant: MutationReport['files'][string]['mutants'][number], lines: string[]) => boolean;

/** The report without its surviving mutants (but those `kept`), which Stryker then tests as new ones. */
export function withoutSurvivors(report: MutationReport, kept: SurvivorFilter = () => false): MutationReport {
  const files: MutationReport['files'] = {};
  for (const [file, f] of Object.entries(report.files)) {
    const lines = (f.source ?? '').split('\n');
    files[file] = { ...f, mutants: f.mutants.filter((m) => m.status !== 'Survived' || kept(file, m, lines)) };
  }
  return { ...report, files };
}

/** Every record of the folder, by the name of the chunk it was made for (the shared feature texts aside). */
export function readRecords(root: string): Map<string, ChunkRecord> {
  const dir = join(root, RECORDS_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json.gz') && f !== SHARED_TEXTS)
      .sort()
      .map((f) => [f.slice(0, -'.json.gz'.length), readRecord(join(dir, f))!] as const),
  );
}

/**
 * The record of a chunk's files. Chunks group files by size (chunks.ts), so a file that grows or shrinks can move to
 * another chunk, or rename one; its results stay in the record of the chunk it ran in. So each file's results are
 * taken from the newest record that holds the file (the chunk's own record on a tie). When that is the chunk's own
 * record for exactly these files, it is returned as it is; otherwise the record is put together file by file, is
 * never current (the chunk runs again, Stryker reusing what carried over), and names the chunks it came from.
 */
export function recordFor(chunk: { name: string; files: string[] }, records: Map<string, ChunkRecord>): ChunkRecord | undefined {
  const own = records.get(chunk.name);
  const newest = (file: string): string | undefined => {
    let best: string | undefined;
    for (const [name, r] of records) {
      if (!(file in r.report.files)) continue;
      const newer =
        best === undefined ||
        (r.ranAt ?? '') > (records.get(best)!.ranAt ?? '') ||
        ((r.ranAt ?? '') === (records.get(best)!.ranAt ?? '') && name === chunk.name);
      if (newer) best = name;
    }
    return best;
  };
  const sources = new Map<string, string[]>(); // record name -> the chunk's files taken from it
  for (const file of chunk.files) {
    const from = newest(file);
    if (from !== undefined) sources.set(from, [...(sources.get(from) ?? []), file]);
  }
  if (own && sources.size === 1 && sources.has(chunk.name) && own.files.join('\n') === chunk.files.join('\n')) return own;
  if (sources.size === 0) return undefined;
  const parts = [...sources].map(([name, files]) => ({ record: records.get(name)!, files }));
  const steps = new Set(parts.map((p) => p.record.steps));
  return {
    files: parts.flatMap((p) => p.files),
    fingerprint: '',
    // The code running the Examples is known only when every part ran with the same: otherwise survivors run again.
    steps: steps.size === 1 ? [...steps][0] : undefined,
    report: mergeReports(parts.map((p) => ({ ...p.record.report, files: Object.fromEntries(p.files.map((f) => [f, p.record.report.files[f]!])) }))),
    assembledFrom: [...sources.keys()],
  };
}

/**
 * One report from several (chunks of files run apart). Examples are known by file, line and name, since each
 * run numbers its tests afresh; a file mutated in more than one report keeps its last.
 */
export function mergeReports(reports: MutationReport[]): MutationReport {
  const files: MutationReport['files'] = {};
  const testFiles: NonNullable<MutationReport['testFiles']> = {};
  const seen = new Set<string>();
  for (const report of reports) {
    const key = new Map<string, string>();
    for (const [file, { tests }] of Object.entries(report.testFiles ?? {})) {
      for (const t of tests) {
        const k = `${file}:${t.location?.start.line ?? ''}:${t.name}`; // summarise() joins the lines of one Example
        key.set(t.id, k);
        if (seen.has(k)) continue;
        seen.add(k);
        (testFiles[file] ??= { tests: [] }).tests.push({ ...t, id: k });
      }
    }
    const rekey = (ids: string[] | undefined) => ids?.map((id) => key.get(id) ?? id);
    for (const [file, f] of Object.entries(report.files)) {
      files[file] = { ...f, mutants: f.mutants.map((m) => ({ ...m, killedBy: rekey(m.killedBy), coveredBy: rekey(m.coveredBy) })) };
    }
  }
  return { files, testFiles };
}
