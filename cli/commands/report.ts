// riftcheck report merge <dir...> [--out DIR] [--data DIR] [--json]
// One report from the report directories of a sharded run (`riftcheck run --shard i/n` per machine):
// results.json, junit.xml, index.html and the joined message stream, written as a run writes its own
// (reports/<engine>/<timestamp>/ and latest). Exits as that run would have: 0 exactly when no result
// is unexpected; shards that overlap, miss one another or differ in engine or suite are refused (2).
import { officialFaqEntries } from '../../rules/faq.ts';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CliError } from '../errors.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { CURRENT_EDITION, needsDataMessage } from '../../rules/index.ts';
import { commandLine, openCorpus, orCliError } from '../support.ts';
import { writeRun } from '../../reports/src/conformance-run.ts';
import { formatJudgement } from '../../reports/src/expectations.ts';
import { MergeError, mergeShards, readShard } from '../../reports/src/merge.ts';
import { formatChapterSummary } from '../../reports/src/run-report.ts';

const USAGE = 'usage: riftcheck report merge <shard-report-dir> ... [--out DIR] [--data DIR] [--json]';

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(
    () =>
      parseArgs({
        args: argv,
        options: {
          out: { type: 'string', default: 'reports' },
          data: { type: 'string' },
          json: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
        allowPositionals: true,
      }),
    USAGE,
  );
  if (!parsed) return 0;
  const [sub, ...dirs] = parsed.positionals;
  if (sub !== 'merge') throw new CliError(sub ? `unknown subcommand "${sub}" (known: merge)\n${USAGE}` : USAGE);
  if (dirs.length === 0) throw new CliError(`name the report directories of the shards to merge\n${USAGE}`);
  const shards = orCliError(() => dirs.map((d) => readShard(resolve(d))), MergeError);
  const opened = openCorpus(parsed.values.data);
  const edition = shards[0]!.report.edition;
  // As the shards' runs said it (cli/commands/run.ts), so the notes agree.
  const corpusNote = !opened.corpus.editions.some((e) => e.id === edition)
    ? needsDataMessage(edition)
    : opened.dataDir
      ? null
      : needsDataMessage(CURRENT_EDITION);
  const { report, envelopes, exitCode } = orCliError(
    () => mergeShards(shards, { cwd: PROJECT_ROOT, corpus: opened.corpus, corpusNote, faqs: officialFaqEntries(opened.dataDir) }),
    MergeError,
  );
  const { dir } = writeRun(report, envelopes, resolve(parsed.values.out), new Date(report.startedAt));
  if (parsed.values.json) {
    console.log(JSON.stringify({ dir, totals: report.totals, expectations: report.expectations, exitCode }, null, 2));
    return exitCode;
  }
  console.log(`merged ${shards.length} shards (${report.mergedFrom!.map((m) => m.shard).join(', ')})`);
  console.log(formatChapterSummary(report));
  const judged = formatJudgement(report.expectations);
  for (const line of judged) console.log(line);
  console.log(`${judged.length === 0 ? 'no unexpected results' : `${judged.length} unexpected result${judged.length === 1 ? '' : 's'}`}`);
  console.log(`report: ${relative(process.cwd(), dir) || '.'}/index.html`);
  return exitCode;
}
