// parseArgs with the commands' convention for a malformed command line: one line naming what is
// wrong, then the command's usage, as a CliError (exit status 2, no stack trace).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError } from './errors.ts';

export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (err) {
    throw new CliError(`${(err as Error).message.split('\n')[0]}\n${usage}`);
  }
}
