// The one-line shell command that runs exactly one scenario against the same engine.
// `file:line` alone is not enough: cucumber 12 adds command-line paths to the configuration's own
// paths, so every other feature file would run too. An anchored --name narrows those other files to
// nothing, while file:line picks the scenario (or the outline row) inside its own file.

export interface ReproduceSetup {
  engine: string;
  /** The cucumber configuration file, relative to the project root; omitted from the command when it is the default. */
  config?: string;
}

const DEFAULT_CONFIG = 'cucumber.mjs';

export function reproduceCommand(setup: ReproduceSetup, file: string, line: number, name: string): string {
  const parts = [`RIFTCHECK_ENGINE=${shellQuote(setup.engine)}`, 'npx', 'cucumber-js'];
  if (setup.config && setup.config !== DEFAULT_CONFIG) parts.push('-c', shellQuote(setup.config));
  parts.push(shellQuote(`${file}:${line}`), '--name', shellQuote(`^${escapeRegExp(name)}$`));
  return parts.join(' ');
}

export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
