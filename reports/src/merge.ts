// One report from the reports of a sharded run (`riftcheck run --shard i/n` on several machines):
// the shards' message streams are joined and the report is built from them exactly as a run builds
// its own, so the merged results.json, junit.xml and index.html say what one unsharded run would have
// said. Shards that overlap, miss one another, or come from different runs are refused.
import type { FaqEntry } from '../../rules/faq.ts';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Envelope } from '@cucumber/messages';
import type { Corpus } from '../../rules/types.ts';
import { reportOfRun } from './conformance-run.ts';
import { loadExpectations } from './expectations.ts';
import { RESULTS_SCHEMA, type RunReport } from './run-report.ts';

export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

export interface ShardReport {
  dir: string;
  report: RunReport;
  envelopes: Envelope[];
}

export function readShard(named: string): ShardReport {
  if (!existsSync(named)) throw new MergeError(`${named} does not exist`);
  const dir = realpathSync(named); // reports/<engine>/latest names the run it points to
  const results = join(dir, 'results.json');
  const messages = join(dir, 'messages.ndjson');
  if (!existsSync(results) || !existsSync(messages))
    throw new MergeError(`${dir} holds no results.json and messages.ndjson: name the report directory of each shard's run`);
  let report: RunReport;
  try {
    report = JSON.parse(readFileSync(results, 'utf8')) as RunReport;
  } catch (err) {
    throw new MergeError(`${results} is not JSON: ${(err as Error).message}`);
  }
  if (report.schema !== RESULTS_SCHEMA) throw new MergeError(`${results} is a ${String(report.schema)} report, not ${RESULTS_SCHEMA}`);
  const envelopes = readFileSync(messages, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Envelope);
  return { dir, report, envelopes };
}

/** What every shard of one run shares; a difference in any of them means the shards are not of one run. */
const SAME: Array<[string, (r: RunReport) => unknown]> = [
  ['engine', (r) => r.engine],
  ['engine name', (r) => r.engineName ?? r.engine],
  ['suite version', (r) => r.suite?.version ?? null],
  ['suite (its feature files)', (r) => r.suite?.digest ?? null],
  ['cucumber configuration', (r) => r.config],
  ['edition', (r) => r.edition],
  ['tags', (r) => r.filters.tags],
  ['paths', (r) => r.filters.paths],
  ['chapter', (r) => r.filters.chapter ?? null],
  ['expectations file', (r) => r.expectations.file],
];

/** Refuses, in one line, shards that are not together exactly one run's n shards. */
export function checkShards(shards: ShardReport[]): void {
  if (shards.length === 0) throw new MergeError('name the report directories of the shards to merge');
  for (const { dir, report } of shards) {
    if (!report.filters.shard) throw new MergeError(`${dir} is not the report of a shard (it ran with no --shard i/n)`);
    if (report.interrupted) throw new MergeError(`${dir} was interrupted by ${report.interrupted.signal}: run that shard again`);
    if (!report.suite) throw new MergeError(`${dir} does not say which suite it ran (a report from before merging existed): run that shard again`);
  }
  const [first] = shards as [ShardReport];
  for (const [what, of] of SAME) {
    const want = JSON.stringify(of(first.report));
    const other = shards.find((s) => JSON.stringify(of(s.report)) !== want);
    if (other) throw new MergeError(`the shards are not of one run: ${what} ${want} in ${first.dir}, ${JSON.stringify(of(other.report))} in ${other.dir}`);
  }
  const count = (shard: string): number => Number(shard.split('/')[1]);
  const n = count(first.report.filters.shard!);
  const bad = shards.find((s) => count(s.report.filters.shard!) !== n);
  if (bad) throw new MergeError(`the shards are not of one run: ${first.report.filters.shard} in ${first.dir}, ${bad.report.filters.shard} in ${bad.dir}`);
  const byIndex = new Map<number, string>();
  for (const { dir, report } of shards) {
    const index = Number(report.filters.shard!.split('/')[0]);
    const seen = byIndex.get(index);
    if (seen) throw new MergeError(`shard ${index}/${n} given twice: ${seen} and ${dir}`);
    byIndex.set(index, dir);
  }
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length)
    throw new MergeError(`shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${n}`).join(', ')} missing: a merge needs all ${n}`);
  const owner = new Map<string, string>();
  for (const { dir, report } of shards) {
    for (const s of report.scenarios) {
      const other = owner.get(s.id);
      if (other) throw new MergeError(`the shards overlap: ${s.id} ran in ${other} and in ${dir}`);
      owner.set(s.id, dir);
    }
  }
}

export interface MergeOptions {
  cwd: string;
  corpus: Corpus | null;
  corpusNote: string | null;
  /** The official FAQ entries, as a run is given them. */
  faqs?: readonly FaqEntry[] | null;
}

/** The report of the whole run the shards are parts of, and the joined message stream it was built from. */
export function mergeShards(shards: ShardReport[], options: MergeOptions): { report: RunReport; envelopes: Envelope[]; exitCode: number } {
  checkShards(shards);
  const ordered = [...shards].sort((a, b) => Number(a.report.filters.shard!.split('/')[0]) - Number(b.report.filters.shard!.split('/')[0]));
  // Every shard loads (and streams) every feature file; one copy of each source is indexed. The
  // rest is kept whole: each shard's test cases refer to its own pickles and documents by their ids.
  const sources = new Set<string>();
  const envelopes = ordered.flatMap((s) =>
    s.envelopes.filter((e) => {
      if (!e.source) return true;
      if (sources.has(e.source.uri)) return false;
      sources.add(e.source.uri);
      return true;
    }),
  );
  const { report: r } = ordered[0]!;
  const expectationsFile = r.expectations.file ? resolve(options.cwd, r.expectations.file) : null;
  if (expectationsFile && !existsSync(expectationsFile)) throw new MergeError(`the shards were judged against ${r.expectations.file}, which is not there now`);
  const starts = ordered.map((s) => Date.parse(s.report.startedAt));
  const ends = ordered.map((s) => Date.parse(s.report.startedAt) + s.report.durationMs);
  const { report, exitCode } = reportOfRun(envelopes, {
    cwd: options.cwd,
    engine: r.engine,
    engineName: r.engineName,
    config: r.config,
    edition: r.edition,
    chapter: r.filters.chapter ?? null,
    tags: r.filters.tags ?? undefined,
    paths: r.filters.paths,
    // The shards found no file: none is looked for now either.
    expectations: { file: expectationsFile, entries: expectationsFile ? loadExpectations(expectationsFile) : [] },
    corpus: options.corpus,
    corpusNote: options.corpusNote,
    faqs: options.faqs,
    startedAt: new Date(Math.min(...starts)),
    durationMs: Math.max(...ends) - Math.min(...starts),
    interrupted: null,
  });
  report.mergedFrom = ordered.map((s) => ({
    dir: relative(options.cwd, s.dir) || '.',
    shard: s.report.filters.shard!,
    startedAt: s.report.startedAt,
    durationMs: s.report.durationMs,
  }));
  return { report, envelopes, exitCode };
}
