// riftcheck editions compare <from> <to> [--engine reference|URL] [--out DIR] [--json] [--tags EXPR] [--parallel N] [PATH ...]
// What a revision of the rules changes in play: runs the suite on one engine under each edition's rules
// (every Example, even those whose @editions leave the edition out) and lists the scenarios whose
// outcome differs, with their rules in both editions' numbers and what the revision did to each.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CliError } from '../errors.ts';
import { commandLine, openCorpus, orCliError } from '../support.ts';
import { runInChild } from '../run-in-child.ts';
import { editionIdOf, UnknownEditionError } from '../../rules/index.ts';
import { loadRun } from '../../reports/src/compare.ts';
import { compareEditionRuns, editionComparisonHtml, formatEditionComparison } from '../../reports/src/edition-compare.ts';
import { EVERY_EXAMPLE_ENV } from '../../steps/support/edition.ts';

const USAGE =
  'usage: riftcheck editions compare <from> <to> [--engine reference|URL] [--out DIR] [--json] [--tags EXPR] [--parallel N] [--data DIR] [PATH[:LINE] ...]\n' +
  "  runs the suite under both editions' rules on one engine (every Example, whatever its @editions) and lists the\n" +
  '  scenarios whose outcome differs, with their rules in both numberings; writes DIR/editions/<from>-<to>/ (default reports/)';

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(
    () =>
      parseArgs({
        args: argv,
        options: {
          engine: { type: 'string', default: process.env.RIFTCHECK_ENGINE || 'reference' },
          out: { type: 'string', default: 'reports' },
          tags: { type: 'string' },
          parallel: { type: 'string' },
          data: { type: 'string' },
          json: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
        allowPositionals: true,
      }),
    USAGE,
  );
  if (!parsed) return 0;
  const [sub, ...rest] = parsed.positionals;
  if (sub !== 'compare') throw new CliError(`${sub === undefined ? 'a subcommand is needed' : `unknown subcommand "${sub}"`}\n${USAGE}`);
  if (rest.length < 2) throw new CliError(`compare needs two editions, oldest or newest first as you like (e.g. v1.3 v1.4)\n${USAGE}`);
  const [fromSpec, toSpec, ...paths] = rest as [string, string, ...string[]];
  const from = orCliError(() => editionIdOf(fromSpec), UnknownEditionError);
  const to = orCliError(() => editionIdOf(toSpec), UnknownEditionError);
  if (from === to) throw new CliError(`compare needs two different editions, got ${from} twice`);
  const { values } = parsed;
  if (values.parallel !== undefined && !/^\d+$/.test(values.parallel)) throw new CliError(`--parallel "${values.parallel}" must be a whole number`);
  for (const p of paths) {
    const file = p.replace(/:\d+(:\d+)*$/, '');
    if (!existsSync(resolve(file))) throw new CliError(`no such feature file or directory: ${file}`);
  }
  const opened = openCorpus(values.data);
  const out = resolve(values.out, 'editions', `${from}-${to}`);
  mkdirSync(out, { recursive: true });

  const runs = [];
  for (const edition of [from, to]) {
    process.stderr.write(`riftcheck editions compare: the suite under ${edition}'s rules\n`);
    const args = ['--engine', values.engine, '--setup-edition', edition, '--out', join(out, 'runs', edition), '--allow-empty'];
    if (values.tags !== undefined) args.push('--tags', values.tags);
    if (values.parallel !== undefined) args.push('--parallel', values.parallel);
    if (values.data !== undefined) args.push('--data', values.data);
    args.push(...paths.map((p) => resolve(p)));
    // every Example, even one whose @editions leave this edition out: the outcomes are what is compared
    const child = await runInChild(args, { env: { [EVERY_EXAMPLE_ENV]: '1' }, inheritStderr: true });
    // 0 and 1 are finished runs (1: some result unexpected); anything else is the run's own error, already printed
    if ((child.code !== 0 && child.code !== 1) || !child.summary) throw new CliError(`riftcheck run ${args.join(' ')} stopped with status ${child.code}`);
    runs.push(loadRun(child.summary.dir));
  }
  const comparison = compareEditionRuns(runs[0]!, runs[1]!, from, to, opened.dataDir ? opened.corpus : null);
  writeFileSync(join(out, 'comparison.json'), JSON.stringify(comparison, null, 2) + '\n');
  writeFileSync(join(out, 'index.html'), editionComparisonHtml(comparison));
  if (values.json) console.log(JSON.stringify(comparison, null, 2));
  else {
    console.log(formatEditionComparison(comparison));
    console.log(`report: ${relative(process.cwd(), out) || '.'}/index.html`);
  }
  return 0;
}
