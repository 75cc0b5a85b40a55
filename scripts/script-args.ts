// The command line of the bench/ and scripts/ entries a user runs (npm run bench:server -- --help):
// --help or -h prints the usage with every option and exits 0; a malformed command line is one line
// and the usage, exit status 2, never a stack trace.
import { relative } from 'node:path';
import { PROJECT_ROOT } from '../rules/data-dir.ts';
import { parseArgs, type ParseArgsConfig } from 'node:util';

export function scriptArgs<T extends ParseArgsConfig>(usage: string, config: T): ReturnType<typeof parseArgs<T>> {
  const args = config.args ?? process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs(config);
  } catch (err) {
    console.error(`${relative(PROJECT_ROOT, process.argv[1] ?? 'script')}: ${(err as Error).message.split('\n')[0]}\n${usage}`);
    process.exit(2);
  }
}
