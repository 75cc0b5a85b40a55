// Server throughput and latency, in one run, on loopback only: a bare Hono JSON route (the yardstick),
// GET /rules/{id}, POST /rulings/targets and a create-play-view-delete game cycle, each under
// autocannon at 50 connections; then resident memory of the server holding 1,000 live games.
// The server runs in a child process so load generator and server do not share one event loop.
//   npx tsx bench/server.ts [--duration 5] [--connections 50] [--strict]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { createReferenceApp } from '../api/reference.ts';
import { listen } from '../api/server.ts';
import { loadCorpus } from '../rules/index.ts';
import { resolveDataDir } from '../rules/data-dir.ts';

const HOST = '127.0.0.1';
const CARD_TEXT = 'Deal 3 to a unit at a battlefield. Then stun a unit you control.';
const SETUP = JSON.stringify({
  players: [
    { id: 'Alice', runePool: { energy: 6, power: { fury: 2 } }, hand: [{ ref: "Alice's Rearguard", card: 'Legion Rearguard' }] },
    { id: 'Bob', base: [{ ref: "Bob's Apprentice", card: 'Eager Apprentice' }] },
  ],
  turnPlayer: 'Alice',
});
const PLAY = JSON.stringify({ kind: 'play', player: 'Alice', card: "Alice's Rearguard" });
const JSON_HEADERS = { 'content-type': 'application/json' };

/** Child mode: serve the bare route and the reference app, print their URLs, answer memory probes. */
async function child(): Promise<void> {
  // A fresh process per measurement: memory is measured in a server that has not just been under load.
  const bare = new Hono();
  bare.get('/bare', (c) => c.json({ hello: 'world' }));
  bare.get('/memory', (c) => {
    (globalThis as { gc?: () => void }).gc?.();
    return c.json(process.memoryUsage());
  });
  const reference = createReferenceApp({ dataDir: resolveDataDir(), limits: { maxGames: 5000 } });
  const [a, b] = await Promise.all([listen(bare, { host: HOST }), listen(reference, { host: HOST })]);
  process.stdout.write(JSON.stringify({ bare: a.url, reference: b.url }) + '\n');
  process.on('SIGTERM', () => void Promise.all([a.close(100), b.close(100)]).then(() => process.exit(0)));
}

async function startChild() {
  const server = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const urls = await new Promise<{ bare: string; reference: string }>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    server.stdout.once('data', (d: Buffer) => resolve(JSON.parse(d.toString())));
  });
  for (const url of Object.values(urls)) if (new URL(url).hostname !== HOST) throw new Error(`refusing to load a non-loopback address ${url}`);
  return { server, urls };
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, opts: Parameters<typeof autocannon>[0]): Promise<Figures> {
  await autocannon({ ...opts, duration: 1 }); // warm-up: JIT and caches, not measured
  const r = await autocannon(opts);
  const bad = r.errors + r.timeouts + r.non2xx;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: bad };
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '50' }, strict: { type: 'boolean', default: false } },
  });
  const duration = Math.min(Math.max(Number(values.duration) || 5, 1), 60);
  const connections = Math.min(Math.max(Number(values.connections) || 50, 1), 500);

  const { server, urls } = await startChild();
  let memoryServer: Awaited<ReturnType<typeof startChild>> | undefined;
  try {
    const corpus = loadCorpus({ dataDir: resolveDataDir() });
    const ruleId = corpus.newest.rules.has('355.10') ? '355.10' : corpus.newest.ids[Math.floor(corpus.newest.ids.length / 2)]!;
    const base = { connections, duration };
    console.log(`loopback, ${connections} connections, ${duration} s each; rules corpus ${corpus.newest.origin === 'data' ? 'from the data directory' : 'seed excerpts'}, edition ${corpus.newest.id}`);

    const rows: Figures[] = [];
    rows.push(await load('bare Hono JSON route', { ...base, url: `${urls.bare}/bare` }));
    rows.push(await load(`GET /rules/${ruleId}`, { ...base, url: `${urls.reference}/rules/${ruleId}` }));
    rows.push(await load('POST /rulings/targets', { ...base, url: `${urls.reference}/rulings/targets`, method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ text: CARD_TEXT }) }));
    // Every request a different text, so no answer comes from the cache: the analyser's own cost.
    let variant = 0;
    const uncached = await load('  same, every text new', {
      ...base,
      url: urls.reference,
      requests: [{ method: 'POST', path: '/rulings/targets', headers: JSON_HEADERS, setupRequest: (req) => ({ ...req, body: JSON.stringify({ text: `Deal ${++variant} to a unit at a battlefield. Then stun a unit you control.` }) }) }],
    });
    const cycle = await load('game cycle (4 requests)', {
      ...base,
      url: urls.reference,
      requests: [
        {
          method: 'POST',
          path: '/games',
          headers: JSON_HEADERS,
          body: SETUP,
          onResponse: (_status, body, context) => {
            context.gameId = JSON.parse(body).gameId;
          },
        },
        { method: 'POST', headers: JSON_HEADERS, body: PLAY, setupRequest: (req, context) => ({ ...req, path: `/games/${context.gameId}/actions` }) },
        { method: 'GET', setupRequest: (req, context) => ({ ...req, path: `/games/${context.gameId}` }) },
        { method: 'DELETE', setupRequest: (req, context) => ({ ...req, path: `/games/${context.gameId}` }) },
      ],
    });
    rows.push(cycle, uncached);

    const bareRps = rows[0]!.rps;
    console.log('');
    console.log(`${'route'.padEnd(28)} ${'req/s'.padStart(8)} ${'vs bare'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`);
    for (const r of rows) {
      console.log(`${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} ${(r.rps / bareRps).toFixed(2).padStart(8)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.errors).padStart(7)}`);
    }
    console.log(`game cycles/s: ${(cycle.rps / 4).toFixed(0)}`);

    // Memory: the server's resident set before and after 1,000 live games (each created, then a card played).
    memoryServer = await startChild();
    const fresh = memoryServer.urls;
    const memory = async () => (await (await fetch(`${fresh.bare}/memory`)).json()) as NodeJS.MemoryUsage;
    const before = await memory();
    for (let i = 0; i < 1000; i++) {
      const created = await fetch(`${fresh.reference}/games`, { method: 'POST', headers: JSON_HEADERS, body: SETUP });
      const { gameId } = (await created.json()) as { gameId: string };
      if (!gameId) throw new Error(`game ${i} not created: ${created.status}`);
      await (await fetch(`${fresh.reference}/games/${gameId}/actions`, { method: 'POST', headers: JSON_HEADERS, body: PLAY })).arrayBuffer();
    }
    const after = await memory();
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(`resident memory: ${mb(before.rss)} MB idle -> ${mb(after.rss)} MB with 1,000 live games (heap ${mb(after.heapUsed)} MB, ${((after.heapUsed - before.heapUsed) / 1000 / 1024).toFixed(1)} KB a game)`);

    const targets = [
      { what: `GET /rules/{id} >= 1/2 of the bare route's req/s`, met: rows[1]!.rps >= bareRps / 2 },
      { what: `POST /rulings/targets >= 1/4 of the bare route's req/s`, met: rows[2]!.rps >= bareRps / 4 },
      { what: `POST /rulings/targets, every text new, >= 1/4 of the bare route's req/s`, met: uncached.rps >= bareRps / 4 },
      ...rows.map((r) => ({ what: `${r.name.trim()}: p99 <= 10 ms`, met: r.p99 <= 10 })),
      { what: 'no errors or non-2xx answers', met: rows.every((r) => r.errors === 0) },
      { what: 'resident memory with 1,000 live games < 200 MB', met: after.rss < 200 * 1024 * 1024 },
    ];
    console.log('');
    for (const t of targets) console.log(`${t.met ? 'met   ' : 'MISSED'} ${t.what}`);
    return values.strict && targets.some((t) => !t.met) ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
    memoryServer?.server.kill('SIGTERM');
  }
}

if (process.argv.includes('--child')) await child();
else process.exitCode = await main(process.argv.slice(2));
