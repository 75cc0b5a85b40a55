// riftcheck run [--engine reference|URL] [--engine-name NAME] [--edition v1.4] [--tags EXPR] [--expectations FILE] [--out DIR]
//               [--parallel N] [--shard i/n] [--chapter 301-359] [--config FILE] [--data DIR] [--allow-empty] [PATH[:LINE] ...]
// Runs the suite against an engine, writes reports/<engine>/<timestamp>/ (and latest), prints a
// summary by chapter, and exits 0 exactly when no result is unexpected.
import { officialFaqEntries } from '../../rules/faq.ts';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import parseTagExpression from '@cucumber/tag-expressions';
import { CliError } from '../errors.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { CURRENT_EDITION, editionIdOf, needsDataMessage, UnknownEditionError } from '../../rules/index.ts';
import { checkDataDir, commandLine, openCorpus, orCliError, type OpenedCorpus } from '../support.ts';
import { parseChapterRange } from '../../reports/src/coverage.ts';
import { checkShard } from '../../reports/src/cucumber-runner.ts';
import { conformanceRun, engineNameOf, type RulesOfRun } from '../../reports/src/conformance-run.ts';
import { ExpectationsError, formatJudgement } from '../../reports/src/expectations.ts';
import { formatChapterSummary } from '../../reports/src/run-report.ts';
import { LIMIT_SETTINGS, limitProblem, type RunnerLimits } from '../../steps/drivers/limits.ts';
import { RULES_NOT_IN_FORCE_ENV, SETUP_EDITION_ENV, SUITE_EDITION } from '../../steps/support/edition.ts';
import type { Corpus, EditionId } from '../../rules/index.ts';

const USAGE =
  'usage: riftcheck run [--engine reference|URL] [--engine-name NAME] [--edition v1.4] [--setup-edition v1.4] [--tags EXPR] [--expectations FILE] [--out DIR] ' +
  '[--timeout MS] [--scenario-timeout MS] [--max-answer-bytes N] [--max-events N] [--breaker N] [--delete-timeout MS] ' +
  '[--parallel N] [--shard i/n] [--chapter 301-359] [--config FILE] [--data DIR] [--allow-empty] [PATH[:LINE] ...]\n' +
  'Exits 0 when no result is unexpected, 1 when one is, 2 on bad input or when nothing is selected (unless --allow-empty).';

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(
    () =>
      parseArgs({
        args: argv,
        options: {
          engine: { type: 'string', default: process.env.RIFTCHECK_ENGINE || 'reference' },
          'engine-name': { type: 'string' },
          edition: { type: 'string' },
          'setup-edition': { type: 'string' },
          tags: { type: 'string' },
          expectations: { type: 'string' },
          out: { type: 'string', default: 'reports' },
          parallel: { type: 'string' },
          shard: { type: 'string' },
          chapter: { type: 'string' },
          config: { type: 'string', default: 'cucumber.mjs' },
          data: { type: 'string' },
          json: { type: 'boolean', default: false },
          'allow-empty': { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
          ...Object.fromEntries(Object.values(LIMIT_SETTINGS).map(({ option }) => [option, { type: 'string' as const }])),
        },
        allowPositionals: true,
      }),
    USAGE,
  );
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  const cwd = PROJECT_ROOT;
  const engine = values.engine;
  if (engine !== 'reference' && !/^https?:\/\/[^\s/]+/.test(engine)) {
    throw new CliError(`--engine "${engine}" must be "reference" or the http(s) URL of an engine speaking the adapter protocol`);
  }
  if (values.shard !== undefined) {
    const problem = checkShard(values.shard);
    if (problem) throw new CliError(problem);
  }
  let parallel: number | undefined;
  if (values.parallel !== undefined) {
    parallel = Number(values.parallel);
    if (!Number.isInteger(parallel) || parallel < 0) throw new CliError(`--parallel "${values.parallel}" must be a whole number of workers (0 = none)`);
  }
  const chapter = values.chapter === undefined ? null : parseChapterRange(values.chapter);
  if (values.chapter !== undefined && chapter === null) throw new CliError(`--chapter "${values.chapter}" is not a range of rule numbers (e.g. 301-359)`);
  if (!existsSync(resolve(cwd, values.config))) throw new CliError(`cucumber configuration ${values.config} not found (relative to ${cwd})`);
  // The suite's own configuration loads plain JavaScript (its bundle); one of the user's may import
  // TypeScript step files, which the command's process loads through tsx, as it always has.
  if (resolve(cwd, values.config) !== resolve(cwd, 'cucumber.mjs')) (await import('tsx/esm/api')).register();
  if (values.expectations !== undefined && !existsSync(resolve(values.expectations))) {
    throw new CliError(`expectations file ${values.expectations} not found`);
  }
  // The HTTP driver reads its limits from the environment, in this process and in parallel workers alike.
  for (const [key, { option, env }] of Object.entries(LIMIT_SETTINGS)) {
    const value = (values as Record<string, unknown>)[option];
    if (typeof value !== 'string') continue;
    const problem = limitProblem(key as keyof RunnerLimits, value);
    if (problem) throw new CliError(`--${option} "${value}" ${problem}`);
    process.env[env] = value;
  }
  if (values.tags !== undefined) {
    try {
      parseTagExpression(values.tags);
    } catch (err) {
      throw new CliError(`--tags: ${(err as Error).message}`);
    }
  }
  for (const p of positionals) {
    const file = p.replace(/:\d+(:\d+)*$/, '');
    if (!existsSync(resolve(file))) throw new CliError(`no such feature file or directory: ${file}`);
  }
  const paths = positionals.map((p) => relative(cwd, resolve(p.replace(/:\d+(:\d+)*$/, ''))) + (p.match(/(:\d+)+$/)?.[0] ?? ''));

  const name = values['engine-name'];
  if (name !== undefined && !/^[\w.-]+$/.test(name)) throw new CliError(`--engine-name "${name}" may hold only letters, digits, ".", "_" and "-"`);
  // Reports and expectations are named after the engine, not where it listens.
  const engineName = name ?? (engine === 'reference' ? engine : ((await engineNameOf(engine)) ?? engine));

  // Setups carry the edition in force: the features' own (v1.4) unless --setup-edition (or else --edition)
  // names another; then the scenarios that do not apply to it are listed as not applicable.
  const edition = values.edition === undefined ? undefined : orCliError(() => editionIdOf(values.edition!), UnknownEditionError);
  const setupSpec = values['setup-edition'] ?? values.edition;
  const setupEdition = setupSpec === undefined ? SUITE_EDITION : orCliError(() => editionIdOf(setupSpec), UnknownEditionError);
  if (setupSpec !== undefined) process.env[SETUP_EDITION_ENV] = setupEdition;
  const warning = await editionWarning(engine, setupEdition, setupSpec !== undefined);
  if (warning) console.error(`riftcheck run: warning: ${warning}`);

  // The rules corpus and the FAQs are for the report: read once the suite has run, so that the first
  // scenario need not wait for them, unless the setup edition needs them first. The data directory is
  // checked now, so that a wrong one still stops the command before the run.
  checkDataDir(values.data);
  let opened: OpenedCorpus | undefined;
  const rulesData = () => (opened ??= openCorpus(values.data));
  if (setupSpec !== undefined) {
    const absent = rulesNotInForce(rulesData().corpus, setupEdition);
    if (absent) process.env[RULES_NOT_IN_FORCE_ENV] = absent.join(' ');
  }
  const rules = (): RulesOfRun => {
    const { corpus, dataDir } = rulesData();
    const corpusNote =
      edition && !corpus.editions.some((e) => e.id === edition) ? needsDataMessage(edition) : dataDir ? null : needsDataMessage(CURRENT_EDITION);
    return { corpus, corpusNote, faqs: officialFaqEntries(dataDir) };
  };

  let outcome;
  try {
    outcome = await conformanceRun({
      cwd,
      engine,
      engineName,
      config: values.config,
      edition,
      chapter,
      tags: values.tags,
      shard: values.shard,
      parallel,
      paths,
      expectations: values.expectations === undefined ? undefined : resolve(values.expectations),
      out: resolve(values.out),
      rules,
      stderr: process.stderr,
    });
  } catch (err) {
    if (err instanceof ExpectationsError) throw new CliError(err.message);
    throw err;
  }
  const { report, dir } = outcome;
  // A run that selects nothing is a typo in CI until said otherwise.
  if (report.totals.total === 0 && !values['allow-empty']) {
    throw new CliError('no scenario selected (check --tags, --shard and the paths); --allow-empty accepts an empty run');
  }
  const { exitCode } = outcome;
  // The run is over and written: sockets an engine left dangling (a timed-out request) must not hold
  // the command's process open, as cucumber-js itself exits. Only when this process is the command.
  if (/riftcheck(\.mjs)?$/.test(process.argv[1] ?? '')) setTimeout(() => process.exit(exitCode), 2000).unref();
  if (values.json) {
    console.log(JSON.stringify({ dir, totals: report.totals, expectations: report.expectations, exitCode }, null, 2));
    return exitCode;
  }
  console.log(formatChapterSummary(report));
  for (const note of report.notes) console.log(`note: ${note}`);
  if (report.expectations.notApplicable) {
    const n = report.expectations.notApplicable;
    console.log(
      `${n} scenario${n === 1 ? ' does' : 's do'} not apply under ${setupEdition} (their @editions or rules leave it out): listed as unsupported, not judged`,
    );
  }
  const judged = formatJudgement(report.expectations);
  for (const line of judged) console.log(line);
  if (report.interrupted) console.log(`interrupted by ${report.interrupted.signal}: ${report.interrupted.notRun} scenarios not run`);
  const file = report.expectations.file ? ` (expectations: ${report.expectations.file})` : ' (no expectations file: every scenario is expected to pass)';
  console.log(`${judged.length === 0 ? 'no unexpected results' : `${judged.length} unexpected result${judged.length === 1 ? '' : 's'}`}${file}`);
  console.log(`report: ${relative(process.cwd(), dir) || '.'}/index.html`);
  return exitCode;
}

/**
 * The rules of the suite's edition that `edition` has no counterpart of (null when it is the suite's own
 * edition or the rules data lacks one of them): Examples resting on them do not apply under it.
 */
export function rulesNotInForce(corpus: Corpus, edition: string): string[] | null {
  if (edition === SUITE_EDITION || !corpus.editions.some((e) => e.id === edition) || !corpus.editions.some((e) => e.id === SUITE_EDITION)) return null;
  const crosswalk = corpus.crosswalk();
  return corpus.edition(SUITE_EDITION as EditionId).ids.filter((id) => crosswalk.map(SUITE_EDITION as EditionId, id, edition as EditionId).id === null);
}

/**
 * An engine that does not declare the edition the setups ask for would see every scenario unsupported
 * ("edition v1.4") without a word as to why: the run says so first, and how to choose another.
 */
export async function editionWarning(engine: string, edition: string, chosen: boolean): Promise<string | null> {
  let editions: string[] | null = null;
  // The reference engine declares every edition it knows (its capabilities list EDITIONS): read from
  // that small module, not from the engine, which would compile the whole engine before the run loads
  // it again from the suite's bundle.
  if (engine === 'reference') editions = [...(await import('../../reference-engine/editions.ts')).EDITIONS];
  else {
    try {
      const res = await fetch(new URL('capabilities', engine.endsWith('/') ? engine : `${engine}/`), { signal: AbortSignal.timeout(3000) });
      const body = (await res.json()) as { editions?: unknown };
      if (Array.isArray(body.editions) && body.editions.every((e) => typeof e === 'string')) editions = body.editions;
    } catch {
      return null; // an engine that does not answer is reported by the run itself
    }
  }
  if (!editions || editions.includes(edition)) return null;
  const declared = editions.length ? `declares ${editions.join(', ')}` : 'declares no edition';
  const how = chosen
    ? `choose one it declares with --setup-edition`
    : `the scenarios are written for ${edition}; --setup-edition ${editions[0] ?? 'E'} plays them under ${editions[0] ?? 'another edition'} instead (their expected outcomes stay ${edition}'s)`;
  return `the engine ${declared}, not ${edition}: every scenario will be unsupported ("edition ${edition}"); ${how}`;
}
