// Runs the suite through cucumber's programmatic API and hands back its message stream. The engine
// goes to the World as worldParameters.engine (and RIFTCHECK_ENGINE for anything reading the env),
// exactly as a plain `npx cucumber-js` run with that variable would set it.
import { Writable } from 'node:stream';
import { loadConfiguration, runCucumber } from '@cucumber/cucumber/api';
import type { Envelope } from '@cucumber/messages';
import { STOP_ON_SIGNALS_ENV } from './interruption.ts';
import { INSTALLING_MODULE } from './native-match-indices.mjs';

export interface SuiteRunOptions {
  cwd: string;
  /** Cucumber configuration file, relative to cwd. */
  config: string;
  engine: string;
  tags?: string;
  parallel?: number;
  shard?: string;
  /** Feature paths (file or file:line) that replace the configuration's own paths. */
  paths?: string[];
  onMessage?: (envelope: Envelope) => void;
  /** Where cucumber's own warnings go (default: process.stderr). */
  stderr?: Writable;
}

export interface SuiteRun {
  envelopes: Envelope[];
  success: boolean;
}

/** "i/n" with 1 ≤ i ≤ n, or an explanation of what is wrong with it. */
export function checkShard(shard: string): string | null {
  const m = /^(\d+)\/(\d+)$/.exec(shard.trim());
  if (!m) return `--shard "${shard}" must look like i/n, e.g. 1/4`;
  const [i, n] = [Number(m[1]), Number(m[2])];
  if (n < 1) return `--shard "${shard}": the number of shards must be at least 1`;
  if (i < 1 || i > n) return `--shard "${shard}": the shard index must be between 1 and ${n} (cucumber would silently run nothing)`;
  return null;
}

export async function runSuite(options: SuiteRunOptions): Promise<SuiteRun> {
  // Parallel workers heed SIGINT/SIGTERM themselves, stopping as the runner does (reports/src/interruption.ts).
  const env: NodeJS.ProcessEnv = { ...process.env, RIFTCHECK_ENGINE: options.engine, [STOP_ON_SIGNALS_ENV]: '1' };
  // Parallel workers are processes cucumber starts, which load cucumber before any of the suite's code:
  // they install the substitute for cucumber's step matching first, as this process did (the module says why).
  if (options.parallel) env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--import=${INSTALLING_MODULE}`].filter(Boolean).join(' ');
  const provided: Record<string, unknown> = { worldParameters: { engine: options.engine } };
  if (options.tags) provided.tags = options.tags;
  if (options.parallel) provided.parallel = options.parallel;
  if (options.shard) provided.shard = options.shard;
  const environment = { cwd: options.cwd, env, stdout: discard(), stderr: options.stderr ?? process.stderr };
  const { runConfiguration } = await loadConfiguration({ file: options.config, provided }, environment);
  if (options.paths && options.paths.length > 0) runConfiguration.sources.paths = options.paths;
  const envelopes: Envelope[] = [];
  const { success } = await runCucumber(runConfiguration, environment, (envelope) => {
    envelopes.push(envelope);
    options.onMessage?.(envelope);
  });
  return { envelopes, success };
}

/** Cucumber's own formatter output is not wanted: riftcheck draws its own progress and summary. */
function discard(): Writable {
  return new Writable({ write: (_chunk, _enc, done) => done() });
}
