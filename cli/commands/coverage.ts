// riftcheck coverage [--edition v1.4] [--chapter 301-359] [--rules] [--check] [--json] [--data DIR] [--features PATH] [--witnessed FILE]
// Every numbered rule of an edition as witnessed / tagged only / waived / missing (or removed in later
// editions), computed from the feature files, the imported edition and the generated record of which
// rules the suite-strength mutants witness (features/witnessed.json): a line per section, per chapter
// within --chapter, or per rule with --rules.
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { CliError } from '../errors.ts';
import { computeCoverage, EditionNotLoadedError, formatCoverage, parseChapterRange } from '../../reports/src/coverage.ts';
import { formatCoverageByChapter } from '../../reports/src/coverage-summary.ts';
import { indexFeatures } from '../../reports/src/feature-index.ts';
import { readWitnessedFile, WITNESSED_FILE, witnessedRuleIds } from '../../reports/src/witnessed.ts';
import { commandLine, openCorpus, orCliError, pickEdition } from '../support.ts';
import { CURRENT_EDITION, editionIdOf, needsDataMessage, UnknownEditionError } from '../../rules/index.ts';

const USAGE = 'usage: riftcheck coverage [--edition v1.4] [--chapter 301-359] [--rules] [--check] [--json] [--data DIR] [--features PATH] [--witnessed FILE]';
const HELP = `${USAGE}

Prints a line per section (within --chapter, per chapter; --rules: a line per rule) and exits 0 once
it has reported; --check exits 1 when a rule is missing or the suite has a problem. Needs the rules data.
A covered rule is witnessed when a rule mutant is killed by an Example tagged with it (read from
--witnessed, default ${WITNESSED_FILE}, written by npm run suite-strength -- --update), else tagged only.`;

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(
    () =>
      parseArgs({
        args: argv,
        options: {
          edition: { type: 'string' },
          chapter: { type: 'string' },
          rules: { type: 'boolean', default: false },
          check: { type: 'boolean', default: false },
          json: { type: 'boolean', default: false },
          data: { type: 'string' },
          // The default since --check exists; still accepted.
          'report-only': { type: 'boolean', default: false },
          features: { type: 'string', multiple: true },
          witnessed: { type: 'string' },
          help: { type: 'boolean', short: 'h', default: false },
        },
        allowPositionals: false,
      }),
    HELP,
  );
  if (!parsed) return 0;
  const { values } = parsed;
  const chapter = values.chapter === undefined ? null : parseChapterRange(values.chapter);
  if (values.chapter !== undefined && chapter === null) {
    throw new CliError(`--chapter "${values.chapter}" is not a range of rule numbers (e.g. 301-359 or 352)`);
  }

  const opened = openCorpus(values.data);
  // Coverage accounts for every rule of an edition: the seed excerpts are not enough for any of them.
  const wanted = values.edition === undefined ? CURRENT_EDITION : orCliError(() => editionIdOf(values.edition!), UnknownEditionError);
  if (opened.dataDir === null) throw new CliError(needsDataMessage(`coverage of ${wanted}`));
  const edition = pickEdition(opened, values.edition);
  const index = indexFeatures({ paths: values.features });
  const witnessedPath = resolve(values.witnessed ?? join(PROJECT_ROOT, WITNESSED_FILE));
  let witnessedFile;
  try {
    witnessedFile = readWitnessedFile(witnessedPath);
  } catch (err) {
    throw new CliError(`--witnessed ${witnessedPath}: ${(err as Error).message}`);
  }
  if (!witnessedFile && values.witnessed !== undefined) throw new CliError(`--witnessed ${values.witnessed}: file not found`);
  const witnessSource = witnessedFile ? relative(PROJECT_ROOT, witnessedPath) : null;
  let report;
  try {
    report = computeCoverage(opened.corpus, index, { edition: edition.id, chapter, witnessed: witnessedRuleIds(witnessedFile, index), witnessSource });
  } catch (err) {
    if (err instanceof EditionNotLoadedError) throw new CliError(needsDataMessage(err.edition));
    throw err;
  }
  if (report.rows.length === 0) {
    throw new CliError(`edition ${report.edition} has no numbered rules in ${values.chapter ?? 'the whole document'}`);
  }

  if (values.json) console.log(JSON.stringify(report, null, 2));
  else console.log(values.rules ? formatCoverage(report) : formatCoverageByChapter(report, edition));
  const incomplete = report.totals.missing > 0 || report.problems.length > 0;
  return incomplete && values.check ? 1 : 0;
}
