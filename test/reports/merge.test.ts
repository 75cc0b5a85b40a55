// `riftcheck report merge`: a run 4-way sharded against the reference engine, merged, gives the same
// report as one unsharded run. The run is the heart of play and the official rulings (two folders, over
// 300 scenarios, some of them per edition): sharding splits whatever it is given, and five runs of the
// whole suite would make this one test a minute of npm test. "The same" means: results.json equal in every field but
// the timing ones (startedAt, durationMs, each scenario's and each step's durationMs) and the merge's
// own provenance (mergedFrom); junit.xml equal but for its time attributes; index.html equal but for
// the start time and durations it prints. Shards that overlap, are missing or differ are refused.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunReport } from '../../reports/src/run-report.ts';
import { readReport, riftcheck, type CommandResult } from '../fixtures/fixture-run.ts';

const SHARDS = 4;
const FOLDERS = ['features/300-playing-the-game', 'features/faq'];

/** A report with its timing fields and the merge's provenance taken out. */
function untimed(report: RunReport): unknown {
  const r = structuredClone(report) as Partial<RunReport>;
  delete r.startedAt;
  delete r.durationMs;
  delete r.mergedFrom;
  for (const s of r.scenarios!) {
    delete (s as Partial<typeof s>).durationMs;
    for (const step of s.transcript) delete (step as Partial<typeof step>).durationMs;
  }
  return r;
}

const untimedJunit = (xml: string): string => xml.replace(/ time="[\d.]+"/g, '');
const untimedHtml = (html: string): string => html.replace(/ · \d{4}-\d\d-\d\dT[\d:.]+Z · [\d.]+ s/, '').replace(/ · [\d.]+ ms</g, '<');

describe('a 4-way sharded run, merged, equals the unsharded run', () => {
  const root = mkdtempSync(join(tmpdir(), 'rc-merge-'));
  let whole: string;
  const shardDirs: string[] = [];
  let merged: string;
  let merge: CommandResult;

  before(async () => {
    const runs = [
      ['run', '--out', join(root, 'whole'), ...FOLDERS],
      ...Array.from({ length: SHARDS }, (_, i) => ['run', '--shard', `${i + 1}/${SHARDS}`, '--out', join(root, `shard-${i + 1}`), ...FOLDERS]),
    ];
    // Two at a time, as two CI jobs would run side by side on this machine's two cores.
    for (let i = 0; i < runs.length; i += 2) {
      for (const r of await Promise.all(runs.slice(i, i + 2).map((args) => riftcheck(args)))) assert.equal(r.code, 0, r.stdout + r.stderr);
    }
    whole = realpathSync(join(root, 'whole', 'reference', 'latest'));
    for (let i = 1; i <= SHARDS; i++) shardDirs.push(realpathSync(join(root, `shard-${i}`, 'reference', 'latest')));
    // Given out of order: the merge orders them itself.
    merge = await riftcheck(['report', 'merge', ...[...shardDirs].reverse(), '--out', join(root, 'merged')]);
    merged = realpathSync(join(root, 'merged', 'reference', 'latest'));
  });

  test('the merge exits as the run did and says what it merged', () => {
    assert.equal(merge.code, 0, merge.stderr);
    assert.match(merge.stdout, /^merged 4 shards \(1\/4, 2\/4, 3\/4, 4\/4\)$/m);
  });

  test('each shard ran a part, and together they ran every scenario once', () => {
    const parts = shardDirs.map((d) => readReport(d).scenarios.map((s) => s.id));
    const all = readReport(whole).scenarios.map((s) => s.id);
    assert.ok(parts.every((p) => p.length > 0 && p.length < all.length));
    assert.deepEqual(parts.flat().sort(), [...all].sort());
  });

  test('results.json: the same scenarios, statuses, order, counts, rules, coverage and verdict', () => {
    const [a, b] = [readReport(whole), readReport(merged)];
    assert.ok(a.scenarios.length > 300, 'both folders ran');
    assert.deepEqual(untimed(b), untimed(a));
    assert.deepEqual(
      b.mergedFrom!.map((m) => m.shard),
      ['1/4', '2/4', '3/4', '4/4'],
    );
  });

  test('junit.xml and index.html: the same but for times', () => {
    const file = (dir: string, name: string): string => readFileSync(join(dir, name), 'utf8');
    assert.equal(untimedJunit(file(merged, 'junit.xml')), untimedJunit(file(whole, 'junit.xml')));
    const html = untimedHtml(file(merged, 'index.html'));
    assert.notEqual(html, file(merged, 'index.html'), 'the times were found and taken out');
    assert.equal(html, untimedHtml(file(whole, 'index.html')));
  });

  describe('shards that are not one run are refused with one line, exit 2', () => {
    const refused = async (dirs: string[], pattern: RegExp): Promise<void> => {
      const r = await riftcheck(['report', 'merge', ...dirs, '--out', join(root, 'refused')]);
      assert.equal(r.code, 2, r.stdout + r.stderr);
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
      assert.match(r.stderr, pattern);
    };
    /** A copy of a shard's report with its results.json changed. */
    const altered = (dir: string, change: (r: RunReport) => void): string => {
      const copy = mkdtempSync(join(root, 'altered-'));
      cpSync(dir, copy, { recursive: true });
      const report = readReport(copy);
      change(report);
      writeFileSync(join(copy, 'results.json'), JSON.stringify(report));
      return copy;
    };

    test('overlapping: a shard given twice', () => refused([...shardDirs, shardDirs[1]!], /^riftcheck report: shard 2\/4 given twice: /));
    test('incomplete: a shard missing', () => refused(shardDirs.slice(0, 3), /shard 4\/4 missing: a merge needs all 4/));
    test('not a shard: an unsharded run', () => refused([whole, ...shardDirs], /is not the report of a shard/));
    test('another engine', () =>
      refused(
        [altered(shardDirs[0]!, (r) => (r.engine = 'http://127.0.0.1:9000')), ...shardDirs.slice(1)],
        /the shards are not of one run: engine "http:\/\/127.0.0.1:9000" in .*, "reference" in /,
      ));
    test('another version of the suite', () =>
      refused(
        [...shardDirs.slice(0, 3), altered(shardDirs[3]!, (r) => (r.suite!.digest = '0123456789abcdef'))],
        /the shards are not of one run: suite \(its feature files\) .* "0123456789abcdef" in /,
      ));
    test('another number of shards', () =>
      refused([...shardDirs.slice(0, 3), altered(shardDirs[3]!, (r) => (r.filters.shard = '4/5'))], /not of one run: 1\/4 in .*, 4\/5 in /));
    test('a directory with no report', () => refused([root], /holds no results.json and messages.ndjson/));
  });
});
