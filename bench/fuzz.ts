// `npm run bench:fuzz`: the server fuzz of npm test (test/api/malformed-requests.test.ts) at scale.
// N requests (100,000 by default) against the reference app in this process: requests for every
// operation of openapi.yaml generated from its schemas and broken in random places, and, one in ten,
// a playable game (create, a few actions, sometimes a delete) whose refs are sometimes
// Object.prototype's member names. Prints the statuses, any 5xx or status the contract does not list,
// requests/s, and the heap after a garbage collection half way and at the end, which must stay flat
// (the game store, full by then, and the answer caches are bounded). Exits 1 on a 5xx, a status outside
// the contract or a heap that grew by more than --max-growth-mb.
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { allowedStatuses, operations, playableGames, requestFor, type Sent } from '../test/api/request-fuzz.ts';
import { newGame, referenceApp } from '../test/api/support.ts';

const HELP = `usage: npm run bench:fuzz -- [--requests 100000] [--seed 1] [--max-growth-mb 32]
Sends random and malformed requests for every operation of openapi.yaml, and playable games, to the
reference server in this process; prints statuses, requests/s and the heap before and after.`;
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    'max-growth-mb': { type: 'string', default: '32' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const total = Number(values.requests);
const seed = Number(values.seed);
const maxGrowth = Number(values['max-growth-mb']);
if (!Number.isInteger(total) || total < 10 || !Number.isInteger(seed) || !(maxGrowth > 0)) {
  console.error(`bench:fuzz: --requests must be an integer of at least 10, --seed an integer, --max-growth-mb positive\n${HELP}`);
  process.exit(2);
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const app = referenceApp({ limits: { maxGames: 200 } });
const liveGames = [await newGame(app), await newGame(app), await newGame(app)];
const requests = fc.oneof(...operations.map((o) => requestFor(o, liveGames)));
const games = playableGames();
// Drawn a thousand at a time, so the requests waiting to be sent take no memory worth measuring.
function* randomRequests(): Generator<Sent> {
  for (let chunk = 0; ; chunk++) yield* fc.sample(requests, { seed: seed * 100_003 + chunk, numRuns: 1000 });
}
const pending = randomRequests();

const statuses = new Map<number, number>();
const problems: string[] = [];
let sent = 0;
let baseline = 0;
const started = performance.now();
let lastReport = started;

async function send(
  method: string,
  url: string,
  body: string | undefined,
  check: (status: number) => boolean,
  what: string,
): Promise<{ status: number; json: { gameId?: string } | null }> {
  const init: RequestInit = { method };
  if (body !== undefined) Object.assign(init, { body, headers: { 'content-type': 'application/json' } });
  const res = await app.request(url, init);
  const text = await res.text();
  sent++;
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500 || !check(res.status)) problems.push(`${what} -> ${res.status} ${text.slice(0, 300)}`);
  try {
    return { status: res.status, json: JSON.parse(text) };
  } catch {
    return { status: res.status, json: null };
  }
}

let gameSeed = seed;
while (sent < total) {
  if (sent % 10 === 0) {
    const [{ setup, actions }] = fc.sample(games, { seed: gameSeed++, numRuns: 1 });
    const created = await send('POST', '/games', JSON.stringify(setup), (s) => s === 201 || s === 422 || s === 429, 'create a playable game');
    if (created.status === 201) {
      const id = created.json?.gameId ?? '';
      for (const action of actions) await send('POST', `/games/${id}/actions`, JSON.stringify(action), (s) => s === 200 || s === 422, JSON.stringify(action));
      await send('GET', `/games/${id}/events`, undefined, (s) => s === 200, 'events');
      if (gameSeed % 3 !== 0) await send('DELETE', `/games/${id}`, undefined, (s) => s === 204 || s === 200, 'delete');
    }
  } else {
    const next = pending.next();
    if (next.done) break;
    const r: Sent = next.value;
    await send(r.method, r.url, r.body, (s) => allowedStatuses(r).has(s), `${r.method} ${r.url} ${r.body?.slice(0, 200) ?? ''}`);
  }
  // Measured once the store has had time to fill (it holds up to maxGames live games, by design).
  if (!baseline && sent >= total / 2) baseline = heapMb();
  const now = performance.now();
  if (now - lastReport > 5000) {
    lastReport = now;
    console.log(`  ${sent}/${total} requests, ${(sent / ((now - started) / 1000)).toFixed(0)} requests/s, ${problems.length} problems`);
  }
}
const seconds = (performance.now() - started) / 1000;
const end = heapMb();
console.log(
  `statuses: ${[...statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')}`,
);
console.log(`${sent} requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)} requests/s)`);
console.log(
  `heap after GC: ${baseline.toFixed(1)} MB at half way, ${end.toFixed(1)} MB at the end (growth ${(end - baseline).toFixed(1)} MB, at most ${maxGrowth} allowed); ${app.store.size} live games`,
);
for (const p of problems.slice(0, 20)) console.log(`PROBLEM ${p}`);
const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
console.log(`${fiveHundreds} answers 5xx, ${problems.length} problems`);
process.exitCode = problems.length || end - baseline > maxGrowth ? 1 : 0;
