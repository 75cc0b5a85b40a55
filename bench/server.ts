// The server's performance targets, every figure in one run, on loopback only. Each route under
// autocannon at 50 connections: a bare Hono JSON route (the yardstick), GET /rules/{id}, POST
// /rulings/targets with one text asked again and again (answered from the cache) and with texts never
// sent before (every printed card text once, then variants with other numbers: each one analysed),
// and a create-play-view-delete game cycle, each with the CPU a request took in the server and in the
// load generator. Then resident memory of a server holding 1,000 live games,
// and the conformance suite over HTTP against its in-process run (scripts/suite-over-http.ts).
// The server runs in a child process so load generator and server do not share one event loop.
// With --rounds N every load is measured N times, interleaved, and the medians are reported.
//   npx tsx bench/server.ts [--duration 5] [--connections 50] [--rounds 1] [--no-suite] [--strict]
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { createReferenceApp } from '../api/reference.ts';
import { listen } from '../api/server.ts';
import { CATALOG } from '../reference-engine/catalog/cards.ts';
import { loadCardList } from '../rules/card-list.ts';
import { loadCorpus } from '../rules/index.ts';
import { PROJECT_ROOT, resolveDataDir } from '../rules/data-dir.ts';
import { scriptArgs } from '../scripts/script-args.ts';

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
const GAME_ID = /"gameId":"([^"]+)"/;

/** Child mode: serve the bare route and the reference app, print their URLs, answer memory probes. */
async function child(): Promise<void> {
  // A fresh process per measurement: memory is measured in a server that has not just been under load.
  const bare = new Hono();
  bare.get('/bare', (c) => c.json({ hello: 'world' }));
  bare.get('/cpu', (c) => c.json(process.cpuUsage()));
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
  const server = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const urls = await new Promise<{ bare: string; reference: string }>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    server.stdout.once('data', (d: Buffer) => resolve(JSON.parse(d.toString())));
  });
  for (const url of Object.values(urls)) if (new URL(url).hostname !== HOST) throw new Error(`refusing to load a non-loopback address ${url}`);
  return { server, urls };
}

/**
 * Card texts no request has carried before: every distinct printed text of the card list (the
 * project's catalog when there is no data directory) once, then the texts with numbers again with
 * each number raised by 1, by 2, ... The analysis of each is new work for the server.
 */
export function neverSentTexts(printed: readonly string[]): () => string {
  const texts = [...new Set(printed.filter((t) => t.trim() !== ''))];
  const numbered = texts.filter((t) => /\b\d+\b/.test(t));
  const sent = new Set<string>();
  let round = 0;
  let index = 0;
  return () => {
    for (;;) {
      const pool = round === 0 ? texts : numbered;
      if (index >= pool.length) {
        round++;
        index = 0;
        continue;
      }
      const base = pool[index++]!;
      const text = round === 0 ? base : base.replace(/\b\d+\b/g, (n) => String(Number(n) + round));
      if (sent.has(text)) continue;
      sent.add(text);
      return text;
    }
  };
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time a request took, in µs: the server's process (every thread) and the load generator's. */
  serverCpu: number;
  clientCpu: number;
  /** Cores server and load generator kept busy: below the machine's count, requests were waiting, not computing. */
  busyCores: number;
}

type LoadOptions = Parameters<typeof autocannon>[0];

const cpuMicros = (u: NodeJS.CpuUsage): number => u.user + u.system;

async function load(name: string, opts: LoadOptions, serverCpu: () => Promise<number>): Promise<Figures> {
  const server0 = await serverCpu();
  const client0 = process.cpuUsage();
  const r = await autocannon(opts);
  const client = cpuMicros(process.cpuUsage(client0));
  const server = (await serverCpu()) - server0;
  const n = Math.max(1, r.requests.total);
  const rps = r.requests.average;
  return {
    name,
    rps,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    serverCpu: server / n,
    clientCpu: client / n,
    busyCores: ((server + client) / n) * (rps / 1e6),
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Runs the suite in-process and over HTTP (scripts/suite-over-http.ts) and reads its ratio. */
async function suiteRatio(): Promise<{ ratio: number; identical: boolean; line: string } | null> {
  const out = await new Promise<string>((resolve) => {
    const run = spawn(process.execPath, ['--import', 'tsx', 'scripts/suite-over-http.ts'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    run.stdout.on('data', (d) => (text += d));
    run.stderr.on('data', (d) => (text += d));
    run.on('close', () => resolve(text));
  });
  const ratio = /ratio HTTP \/ in-process: ([0-9.]+)/.exec(out);
  if (!ratio) return null;
  const times = out
    .split('\n')
    .filter((l) => /^(in-process|over HTTP):/.test(l))
    .map((l) => l.replace(/ \(.*$/, ''));
  return { ratio: Number(ratio[1]), identical: out.includes('per-scenario results identical'), line: times.join('; ') };
}

async function main(argv: string[]): Promise<number> {
  const { values } = scriptArgs(
    `usage: npm run bench:server -- [--duration S] [--connections N] [--rounds N] [--no-suite] [--strict]
Loads the reference server (in a child process, on loopback) route by route with autocannon and prints
throughput, p99, CPU per request, cores kept busy and memory, then the suite over HTTP against in-process.
  --duration S      seconds per load (default 5, 1-60)
  --connections N   concurrent connections (default 50, 1-500)
  --rounds N        measure every load N times, interleaved, and report medians (default 1, at most 9)
  --no-suite        skip the suite over HTTP
  --strict          exit 1 when a figure misses its target`,
    {
      args: argv,
      options: {
        duration: { type: 'string', default: '5' },
        connections: { type: 'string', default: '50' },
        rounds: { type: 'string', default: '1' },
        'no-suite': { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
      },
    },
  );
  const duration = Math.min(Math.max(Number(values.duration) || 5, 1), 60);
  const connections = Math.min(Math.max(Number(values.connections) || 50, 1), 500);
  const rounds = Math.min(Math.max(Number(values.rounds) || 1, 1), 9);

  const { server, urls } = await startChild();
  let memoryServer: Awaited<ReturnType<typeof startChild>> | undefined;
  try {
    const dataDir = resolveDataDir();
    const corpus = loadCorpus({ dataDir });
    const ruleId = corpus.newest.rules.has('355.10') ? '355.10' : corpus.newest.ids[Math.floor(corpus.newest.ids.length / 2)]!;
    const printed = dataDir ? loadCardList(dataDir).map((c) => c.text) : CATALOG.map((c) => c.text);
    const nextText = neverSentTexts(printed);
    const base = { connections, duration };
    console.log(
      `loopback, ${connections} connections, ${duration} s each${rounds > 1 ? `, medians of ${rounds} rounds` : ''}; rules corpus ${corpus.newest.origin === 'data' ? 'from the data directory' : 'seed excerpts'}, edition ${corpus.newest.id}; texts never sent before from ${dataDir ? 'the card list' : "the project's catalog"}`,
    );

    const loads: Array<{ name: string; opts: LoadOptions }> = [
      { name: 'bare Hono JSON route', opts: { ...base, url: `${urls.bare}/bare` } },
      { name: `GET /rules/${ruleId}`, opts: { ...base, url: `${urls.reference}/rules/${ruleId}` } },
      {
        name: 'POST /rulings/targets, one text',
        opts: { ...base, url: `${urls.reference}/rulings/targets`, method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ text: CARD_TEXT }) },
      },
      {
        name: '  texts never sent before',
        opts: {
          ...base,
          url: urls.reference,
          requests: [
            {
              method: 'POST',
              path: '/rulings/targets',
              headers: JSON_HEADERS,
              setupRequest: (req) => ({ ...req, body: JSON.stringify({ text: nextText() }) }),
            },
          ],
        },
      },
      {
        name: 'game cycle (4 requests)',
        opts: {
          ...base,
          url: urls.reference,
          requests: [
            {
              method: 'POST',
              path: '/games',
              headers: JSON_HEADERS,
              body: SETUP,
              onResponse: (_status, body, context) => void (context.gameId = GAME_ID.exec(body)?.[1]),
            },
            { method: 'POST', headers: JSON_HEADERS, body: PLAY, setupRequest: (req, context) => ({ ...req, path: `/games/${context.gameId}/actions` }) },
            { method: 'GET', setupRequest: (req, context) => ({ ...req, path: `/games/${context.gameId}` }) },
            { method: 'DELETE', setupRequest: (req, context) => ({ ...req, path: `/games/${context.gameId}` }) },
          ],
        },
      },
    ];
    // Warm-up (JIT and caches, not measured), then the rounds; every round measures every load, so a
    // noisy moment on the machine spreads over all the rows instead of landing on one.
    for (const l of loads) await autocannon({ ...l.opts, duration: 1 });
    const measured = loads.map(() => [] as Figures[]);
    const serverCpu = async () => cpuMicros((await (await fetch(`${urls.bare}/cpu`)).json()) as NodeJS.CpuUsage);
    // each load as it is measured: progress on a run of minutes, and the rounds show how a row moves
    // as the server warms (texts never sent before keep JIT-compiling the card-text grammar)
    for (let r = 0; r < rounds; r++) {
      for (const [i, l] of loads.entries()) {
        const f = await load(l.name, l.opts, serverCpu);
        measured[i]!.push(f);
        console.log(
          `  round ${r + 1}/${rounds}  ${f.name.trim().padEnd(32)} ${f.rps.toFixed(0).padStart(7)} req/s  p99 ${f.p99.toFixed(1)} ms  CPU µs a request ${f.serverCpu.toFixed(0)}, ${f.clientCpu.toFixed(0)}`,
        );
      }
    }
    const rows: Figures[] = measured.map((runs) => ({
      name: runs[0]!.name,
      rps: median(runs.map((f) => f.rps)),
      p50: median(runs.map((f) => f.p50)),
      p99: median(runs.map((f) => f.p99)),
      errors: runs.reduce((n, f) => n + f.errors, 0),
      serverCpu: median(runs.map((f) => f.serverCpu)),
      clientCpu: median(runs.map((f) => f.clientCpu)),
      busyCores: median(runs.map((f) => f.busyCores)),
    }));
    const [bare, rule, oneText, newTexts, cycle] = rows as [Figures, Figures, Figures, Figures, Figures];

    console.log('');
    console.log(
      `${'route'.padEnd(32)} ${'req/s'.padStart(8)} ${'vs bare'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}   CPU µs a request: server, load generator`,
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(8)} ${(r.rps / bare.rps).toFixed(2).padStart(8)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.errors).padStart(7)}   ${r.serverCpu.toFixed(0).padStart(6)} ${r.clientCpu.toFixed(0).padStart(6)}`,
      );
    }
    // Server and load generator share this machine's cores: their CPU per request bounds the rate.
    const cores = availableParallelism();
    const perRequest = newTexts.serverCpu + newTexts.clientCpu;
    const ceiling = (cores * 1e6) / perRequest;
    console.log(
      `texts never sent before: server (every thread) and load generator take ${perRequest.toFixed(0)} µs of CPU a request; on ${cores} cores that allows at most ${ceiling.toFixed(0)} req/s (1/4 of the bare route: ${(bare.rps / 4).toFixed(0)}); at ${newTexts.rps.toFixed(0)} req/s they kept ${newTexts.busyCores.toFixed(2)} of the ${cores} cores busy`,
    );
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
    memoryServer.server.kill('SIGTERM');
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `resident memory: ${mb(before.rss)} MB idle -> ${mb(after.rss)} MB with 1,000 live games (heap ${mb(after.heapUsed)} MB, ${((after.heapUsed - before.heapUsed) / 1000 / 1024).toFixed(1)} KB a game)`,
    );

    const suite = values['no-suite'] ? null : await suiteRatio();
    if (suite) console.log(`suite over HTTP / in-process: ${suite.ratio.toFixed(2)} (${suite.line}${suite.identical ? '' : '; RESULTS DIFFER'})`);

    const targets = [
      { what: `GET /rules/{id} >= 1/2 of the bare route's req/s`, met: rule.rps >= bare.rps / 2 },
      { what: `POST /rulings/targets, one text, >= 1/4 of the bare route's req/s`, met: oneText.rps >= bare.rps / 4 },
      { what: `POST /rulings/targets, texts never sent before, >= 1/4 of the bare route's req/s`, met: newTexts.rps >= bare.rps / 4 },
      ...rows.slice(1).map((r) => ({ what: `${r.name.trim()}: p99 <= 10 ms`, met: r.p99 <= 10 })),
      { what: 'no errors or non-2xx answers', met: rows.every((r) => r.errors === 0) },
      { what: 'resident memory with 1,000 live games < 200 MB', met: after.rss < 200 * 1024 * 1024 },
      ...(suite ? [{ what: 'suite over HTTP <= 3 x its in-process time, same results', met: suite.ratio <= 3 && suite.identical }] : []),
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
else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main(process.argv.slice(2));
