// riftcheck expectations update [--from RUN] [--file FILE]
// Rewrites an engine's expectations file from a run: every scenario that did not pass is listed with
// its status; reasons already written are kept; scenarios outside the run's filter are left alone.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CliError } from '../errors.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { loadRun, RunFileError } from '../../reports/src/compare.ts';
import { commandLine, orCliError } from '../support.ts';
import { defaultExpectationsFile, engineLabel } from '../../reports/src/conformance-run.ts';
import { expectationsFromRun, ExpectationsError, formatExpectations, loadExpectations } from '../../reports/src/expectations.ts';

const USAGE =
  'usage: riftcheck expectations update [--from RUN] [--file FILE] [--engine reference|NAME|URL]\n' +
  '  RUN defaults to reports/<engine>/latest; FILE defaults to expectations/<engine>.yaml, where <engine> is the\n' +
  '  name the run gave it (--engine-name, else the engine.name of its GET /capabilities, else its URL)';

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(
    () =>
      parseArgs({
        args: argv,
        options: {
          from: { type: 'string' },
          file: { type: 'string' },
          engine: { type: 'string', default: 'reference' },
          help: { type: 'boolean', short: 'h', default: false },
        },
        allowPositionals: true,
      }),
    USAGE,
  );
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals[0] !== 'update' || positionals.length !== 1) {
    throw new CliError(`unknown subcommand "${positionals.join(' ')}" (did you mean "expectations update"?)\n${USAGE}`);
  }
  const from = values.from ?? join(PROJECT_ROOT, 'reports', engineLabel(values.engine), 'latest');
  const report = orCliError(() => loadRun(from), RunFileError);
  const file = values.file === undefined ? defaultExpectationsFile(PROJECT_ROOT, report.engineName ?? report.engine) : resolve(values.file);
  const previous = orCliError(() => loadExpectations(file), ExpectationsError);
  const f = report.filters;
  const next = expectationsFromRun(report.scenarios, previous, !f.tags && !f.shard && f.paths.length === 0);
  // A run that changes no entry leaves the file as it is, byte for byte (its header included).
  if (existsSync(file) && JSON.stringify(next) === JSON.stringify(previous)) {
    console.log(`${relative(process.cwd(), file)}: unchanged (${next.length} expectation${next.length === 1 ? '' : 's'})`);
    return 0;
  }
  if (!existsSync(dirname(file))) mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, formatExpectations(next, report.engineName ?? report.engine));
  const added = next.filter((e) => !previous.some((p) => p.scenario === e.scenario)).length;
  const removed = previous.filter((p) => !next.some((e) => e.scenario === p.scenario)).length;
  console.log(`${relative(process.cwd(), file)}: ${next.length} expectation${next.length === 1 ? '' : 's'} (${added} added, ${removed} removed)`);
  return 0;
}
