// riftcheck serve: the reference server (adapter protocol + rulings API) on loopback by default.
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../../rules/data-dir.ts';
import { CliError } from '../errors.ts';

// Defaults: api/app.ts DEFAULT_LIMITS (kept out of the import graph so bad options fail fast).
const USAGE =
  'usage: riftcheck serve [--port 8787] [--host 127.0.0.1] [--data DIR] [--max-games 2000] [--idle-ttl SECONDS (900)] [--max-body BYTES (262144)] [--max-game-mb MB (1024)] [--without FEATURE]...';

function integerOption(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new CliError(`--${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        'max-games': { type: 'string' },
        'idle-ttl': { type: 'string' },
        'max-body': { type: 'string' },
        'max-game-mb': { type: 'string' },
        without: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new CliError(`${(err as Error).message} (usage: ${USAGE.replace('usage: ', '')})`);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const port = integerOption('port', values.port, 0, 65535)!;
  const maxGames = integerOption('max-games', values['max-games'], 1, 1_000_000);
  const idleTtl = integerOption('idle-ttl', values['idle-ttl'], 1, 7 * 24 * 3600);
  const maxBody = integerOption('max-body', values['max-body'], 1024, 64 * 1024 * 1024);
  const maxGameMb = integerOption('max-game-mb', values['max-game-mb'], 1, 1024 * 1024);
  const dataDir = resolveDataDir(values.data); // a bad --data is reported by cli/main.ts
  const { createReferenceApp, SWITCHABLE_FEATURES } = await import('../../api/reference.ts');
  const without = values.without ?? [];
  for (const f of without) {
    if (!SWITCHABLE_FEATURES.includes(f)) throw new CliError(`--without: unknown feature "${f}" (one of ${SWITCHABLE_FEATURES.join(', ')})`);
  }
  const { closeOnSignals, isLoopbackHost, listen } = await import('../../api/server.ts');
  const app = createReferenceApp({
    dataDir,
    without,
    limits: {
      ...(maxGames === undefined ? {} : { maxGames }),
      ...(idleTtl === undefined ? {} : { idleTtlMs: idleTtl * 1000 }),
      ...(maxBody === undefined ? {} : { maxBodyBytes: maxBody }),
      ...(maxGameMb === undefined ? {} : { maxGameBytes: maxGameMb * 2 ** 20 }),
    },
  });
  let running;
  try {
    running = await listen(app, { host: values.host, port });
  } catch (err) {
    throw new CliError(`cannot listen on ${values.host}:${port}: ${(err as Error).message}`);
  }
  const source = dataDir ? `rules from ${dataDir}` : 'seed excerpts only (name a data directory with --data or RIFTBOUND_DATA)';
  const limited = without.length ? `; without ${without.join(', ')}` : '';
  console.log(`riftcheck reference server on ${running.url} (docs ${running.url}/docs; ${source}${limited})`);
  if (!isLoopbackHost(values.host)) {
    console.error(
      `riftcheck serve: warning: listening on ${values.host}, beyond this machine; the server has no authentication, so anyone who can reach the port can use it`,
    );
  }
  return new Promise<number>((resolve) => {
    closeOnSignals(running, (signal) => {
      console.log(`riftcheck serve: ${signal}, closed`);
      resolve(0);
    });
  });
}
