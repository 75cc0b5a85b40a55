// riftcheck compare <run-a> <run-b> [--json]: scenarios whose status changed between two runs, by rule.
// A run is a report directory (reports/reference/latest) or its results.json.
import { parseArgs } from 'node:util';
import { CliError } from '../errors.ts';
import { compareRuns, formatComparison, loadRun, RunFileError } from '../../reports/src/compare.ts';
import { commandLine, orCliError } from '../support.ts';

const USAGE = 'usage: riftcheck compare <run-a> <run-b> [--json]   (a run is a report directory or its results.json)';

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(
    () =>
      parseArgs({
        args: argv,
        options: { json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
        allowPositionals: true,
      }),
    USAGE,
  );
  if (!parsed) return 0;
  if (parsed.positionals.length !== 2) throw new CliError(`expected two runs, got ${parsed.positionals.length}\n${USAGE}`);
  const [a, b] = orCliError(() => parsed.positionals.map(loadRun), RunFileError);
  const comparison = compareRuns(a!, b!);
  console.log(parsed.values.json ? JSON.stringify(comparison, null, 2) : formatComparison(comparison));
  return 0;
}
