// The HTTP driver and the reference server without cucumber: the engine calls the suite makes
// (recorded by `npm run bench:engine`, .tmp/bench-engine/calls.jsonl) replayed through the HTTP driver
// against the reference server in a child process, every game ended as a scenario ends it. Prints the
// CPU seconds of both sides (the server's counted from when it listens) and the requests by route:
// what the HTTP run costs beyond cucumber and the engine, with less noise than the whole suite.
// The answers themselves are the suite's business (npm run test:http compares them); a setup the
// engine rejects is counted, as the suite's few such scenarios are.
//   npx tsx bench/http-replay.ts [--rounds N]
import '../steps/support/short-run-jit.ts';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../rules/data-dir.ts';
import { scriptArgs } from '../scripts/script-args.ts';
import { startSuiteServer } from '../scripts/suite-server.ts';
import { HttpDriver } from '../steps/drivers/http.ts';

const { values } = scriptArgs('usage: npx tsx bench/http-replay.ts [--rounds N]', {
  options: { rounds: { type: 'string', default: '1' }, child: { type: 'boolean', default: false } },
});
const CALLS = join(PROJECT_ROOT, '.tmp', 'bench-engine', 'calls.jsonl');

/** Child mode: the server as npm run test:http starts it; prints its URL, then its CPU and requests by route on SIGTERM. */
async function child(): Promise<void> {
  const { server, byRoute } = await startSuiteServer();
  const started = process.cpuUsage();
  process.stdout.write(`${server.url}\n`);
  process.once('SIGTERM', () => {
    const { user, system } = process.cpuUsage(started);
    process.stdout.write(`${JSON.stringify({ cpu: (user + system) / 1e6, routes: [...byRoute] })}\n`);
    void server.close(100).then(() => process.exit(0));
  });
}

type Call =
  | { op: 'create'; id: string; setup: never }
  | { op: 'act'; id: string; action: never }
  | { op: 'view'; id: string; as: string }
  | { op: 'events'; id: string; after?: number };

async function round(calls: Call[]): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  server.stdout.on('data', (d: Buffer) => (out += d));
  while (!out.includes('\n')) await new Promise((r) => setTimeout(r, 50));
  const driver = new HttpDriver(out.trim());
  await driver.capabilities();
  const games = new Map<string, string>();
  let current: string | null = null;
  let rejected = 0;
  const started = process.cpuUsage();
  for (const call of calls) {
    if (call.op === 'create') {
      if (current) await driver.disposeGame(current);
      current = null;
      try {
        current = (await driver.createGame(call.setup)).gameId;
        games.set(call.id, current);
      } catch {
        rejected++;
      }
      continue;
    }
    const id = games.get(call.id);
    if (id === undefined) continue;
    if (call.op === 'act') await driver.act(id, call.action);
    else if (call.op === 'view') await driver.view(id, call.as);
    else await driver.events(id, call.after);
  }
  if (current) await driver.disposeGame(current);
  await driver.close();
  const { user, system } = process.cpuUsage(started);
  const before = out.length;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  const { cpu, routes } = JSON.parse(out.slice(before).trim()) as { cpu: number; routes: Array<[string, number]> };
  const requests = routes.reduce((n, [, k]) => n + k, 0);
  console.log(
    `driver ${((user + system) / 1e6).toFixed(2)} s CPU, server ${cpu.toFixed(2)} s CPU; ${requests} requests (${routes.map(([r, n]) => `${r} ${n}`).join(', ')}); ${rejected} setups rejected`,
  );
}

if (values.child) await child();
else {
  if (!existsSync(CALLS)) throw new Error(`no recorded engine calls at ${CALLS}: run npm run bench:engine first`);
  const calls = readFileSync(CALLS, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Call);
  for (let r = 0; r < Math.max(1, Number(values.rounds) || 1); r++) await round(calls);
}
