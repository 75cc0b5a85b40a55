// riftcheck coverage [--edition v1.4] [--chapter 301-359] [--json] [--data DIR] [--report-only] [--features PATH]
// Every numbered rule of an edition as covered / waived / missing (or removed in later editions),
// computed from the feature files and the imported edition.
import { parseArgs } from 'node:util';
import { CliError } from '../errors.ts';
import { computeCoverage, EditionNotLoadedError, formatCoverage, parseChapterRange } from '../../reports/src/coverage.ts';
import { indexFeatures } from '../../reports/src/feature-index.ts';
import { commandLine, notLoadedMessage, openCorpus, pickEdition } from '../../reports/src/cli-support.ts';

const USAGE = 'usage: riftcheck coverage [--edition v1.4] [--chapter 301-359] [--json] [--data DIR] [--report-only] [--features PATH]';

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(() => parseArgs({
      args: argv,
      options: {
        edition: { type: 'string' },
        chapter: { type: 'string' },
        json: { type: 'boolean', default: false },
        data: { type: 'string' },
        'report-only': { type: 'boolean', default: false },
        features: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: false,
    }), `${USAGE}\n\nExits 1 when a rule is missing or the suite has a problem (unless --report-only).`);
  if (!parsed) return 0;
  const { values } = parsed;
  const chapter = values.chapter === undefined ? null : parseChapterRange(values.chapter);
  if (values.chapter !== undefined && chapter === null) {
    throw new CliError(`--chapter "${values.chapter}" is not a range of rule numbers (e.g. 301-359 or 352)`);
  }

  const opened = openCorpus(values.data);
  const edition = pickEdition(opened, values.edition);
  const index = indexFeatures({ paths: values.features });
  let report;
  try {
    report = computeCoverage(opened.corpus, index, { edition: edition.id, chapter });
  } catch (err) {
    // The message names what to do about it: which edition, and --data.
    if (err instanceof EditionNotLoadedError) throw new CliError(notLoadedMessage(err.edition, opened));
    throw err;
  }
  if (report.rows.length === 0) {
    throw new CliError(`edition ${report.edition} has no numbered rules in ${values.chapter ?? 'the whole document'}`);
  }

  console.log(values.json ? JSON.stringify(report, null, 2) : formatCoverage(report));
  const incomplete = report.totals.missing > 0 || report.problems.length > 0;
  return incomplete && !values['report-only'] ? 1 : 0;
}
