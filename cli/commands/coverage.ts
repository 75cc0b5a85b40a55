// riftcheck coverage [--edition v1.4] [--chapter 301-359] [--rules] [--check] [--json] [--data DIR] [--features PATH]
// Every numbered rule of an edition as covered / waived / missing (or removed in later editions),
// computed from the feature files and the imported edition: a line per chapter, or per rule with --rules.
import { parseArgs } from 'node:util';
import { CliError } from '../errors.ts';
import { computeCoverage, EditionNotLoadedError, formatCoverage, parseChapterRange } from '../../reports/src/coverage.ts';
import { formatCoverageByChapter } from '../../reports/src/coverage-summary.ts';
import { indexFeatures } from '../../reports/src/feature-index.ts';
import { commandLine, openCorpus, orCliError, pickEdition } from '../../reports/src/cli-support.ts';
import { CURRENT_EDITION, editionIdOf, needsDataMessage, UnknownEditionError } from '../../rules/index.ts';

const USAGE = 'usage: riftcheck coverage [--edition v1.4] [--chapter 301-359] [--rules] [--check] [--json] [--data DIR] [--features PATH]';
const HELP = `${USAGE}

Prints a line per chapter (--rules: a line per rule) and exits 0 once it has reported.
--check exits 1 when a rule is missing or the suite has a problem. Needs the rules data.`;

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(() => parseArgs({
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
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: false,
    }), HELP);
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
  let report;
  try {
    report = computeCoverage(opened.corpus, index, { edition: edition.id, chapter });
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
