// Property: whatever a client sends, generated from the contract and broken in random places, the
// server answers a 2xx/4xx (never a 5xx) that the contract allows for that operation, and a real
// listening server is still alive afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { listen } from '../../api/server.ts';
import { call, newGame, referenceApp, smallSetup } from './support.ts';
import { SchemaArbitraries } from './schema-arbitrary.ts';
import { CATALOG } from '../../reference-engine/catalog/index.ts';

const RUNS = Number(process.env.RIFTCHECK_FUZZ_RUNS) || 5000;
const spec = parse(readFileSync(resolve(PROJECT_ROOT, 'openapi.yaml'), 'utf8'));
const schemas = new SchemaArbitraries(spec);

interface Operation {
  method: string;
  path: string;
  op: any;
  params: any[];
}

const operations: Operation[] = Object.entries<any>(spec.paths).flatMap(([path, item]) =>
  ['get', 'post', 'delete']
    .filter((m) => item[m])
    .map((method) => ({
      method,
      path,
      op: item[method],
      params: [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((p: any) => schemas.resolve(p)),
    })),
);

interface Sent {
  method: string;
  url: string;
  body?: string;
  operation: Operation;
}

function requestFor(operation: Operation, liveGames: string[]): fc.Arbitrary<Sent> {
  const pathParams = operation.params.filter((p) => p.in === 'path');
  const queryParams = operation.params.filter((p) => p.in === 'query');
  const segment = (p: any) =>
    p.name === 'gameId'
      ? fc.oneof(fc.constantFrom(...liveGames), fc.string({ maxLength: 140 }))
      : fc.oneof(schemas.valid(p.schema).map(String), fc.string({ maxLength: 20 }));
  const query = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, fc.oneof(schemas.valid(p.schema).map(String), fc.string({ maxLength: 12 }))])), {
    requiredKeys: [],
  });
  const bodySchema = operation.op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema
    ? fc.oneof({ weight: 8, arbitrary: schemas.malformed(bodySchema).map((v) => JSON.stringify(v)) }, { weight: 1, arbitrary: fc.string({ maxLength: 40 }) })
    : fc.constant(undefined);
  return fc.record({ path: fc.tuple(...pathParams.map(segment)), query, body }).map(({ path, query: q, body: b }) => {
    let url = operation.path;
    pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(path[i] as string))));
    const qs = new URLSearchParams(q as Record<string, string>).toString();
    return { method: operation.method.toUpperCase(), url: qs ? `${url}?${qs}` : url, body: b, operation };
  });
}

function allowedStatuses(sent: Sent): Set<number> {
  // 404 is allowed everywhere: a random path segment may name no route at all.
  const allowed = new Set([404, ...Object.keys(sent.operation.op.responses).map(Number)]);
  // A segment "." or ".." is resolved away before routing (/games/./actions is /games/actions), so the
  // request may land on another path, one without this method: 405, with the methods it has.
  if (hasDotSegment(sent.url)) allowed.add(405);
  return allowed;
}

function hasDotSegment(url: string): boolean {
  return url
    .split('?')[0]
    .split('/')
    .some((segment) => segment === '.' || segment === '..' || /^(%2e|\.){1,2}$/i.test(segment));
}

/**
 * Two-player setups made of catalog cards in random zones and states, and actions naming their
 * objects: requests that get past validation into the engine, where a crash would be a 500.
 */
function playableGames(): fc.Arbitrary<{ setup: unknown; actions: unknown[] }> {
  const cards = CATALOG.map((c) => c.name);
  const state = fc.record(
    { card: fc.constantFrom(...cards), exhausted: fc.boolean(), damage: fc.nat(4), buffs: fc.nat(2), stunned: fc.boolean() },
    { requiredKeys: ['card'] },
  );
  const zone = (owner: string, base: number) =>
    fc.array(state, { maxLength: 3 }).map((objects) => objects.map((o, i) => ({ ...o, ref: `${owner} ${base + i}`, owner })));
  const player = (id: string) =>
    fc.record({
      id: fc.constant(id),
      runePool: fc.record({ energy: fc.nat(9), power: fc.record({ fury: fc.nat(2), calm: fc.nat(2), mind: fc.nat(2) }) }),
      hand: zone(id, 0),
      base: zone(id, 10),
      mainDeck: zone(id, 20),
    });
  const refs = ['Alice 0', 'Alice 1', 'Alice 10', 'Bob 10', 'Bob 0', 'base', 'Left'];
  const action = fc.oneof(
    fc.record({ kind: fc.constant('play'), player: fc.constantFrom('Alice', 'Bob'), card: fc.constantFrom(...refs) }),
    fc.record({
      kind: fc.constant('move'),
      player: fc.constantFrom('Alice', 'Bob'),
      units: fc.array(fc.constantFrom(...refs), { minLength: 1, maxLength: 2 }),
      to: fc.constantFrom(...refs),
    }),
    fc.record({ kind: fc.constantFrom('pass', 'end-turn'), player: fc.constantFrom('Alice', 'Bob') }),
    fc.record({ kind: fc.constant('activate'), player: fc.constantFrom('Alice', 'Bob'), source: fc.constantFrom(...refs) }),
    fc.record({
      kind: fc.constant('decide'),
      player: fc.constantFrom('Alice', 'Bob'),
      decision: fc.string({ maxLength: 4 }),
      answer: fc.record({ chosen: fc.array(fc.constantFrom(...refs), { maxLength: 2 }) }),
    }),
  );
  const battlefield = fc.record({ ref: fc.constant('Left'), card: fc.constantFrom(...cards), units: zone('Bob', 30) });
  return fc.record({
    setup: fc.record({
      players: fc.tuple(player('Alice'), player('Bob')),
      turnPlayer: fc.constantFrom('Alice', 'Bob'),
      battlefields: fc.array(battlefield, { maxLength: 1 }),
    }),
    actions: fc.array(action, { maxLength: 6 }),
  });
}

test('random playable games and actions never crash the engine behind the server', async () => {
  const app = referenceApp({ limits: { maxGames: 50 } });
  let created = 0;
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(playableGames(), async ({ setup, actions }) => {
      const outcome = await call(app, 'POST', '/rulings/outcome', { setup, actions });
      assert.ok(
        outcome.status < 500,
        `outcome -> ${outcome.status} ${JSON.stringify(outcome.body)}\nsetup ${JSON.stringify(setup)}\nactions ${JSON.stringify(actions)}`,
      );
      const game = await call(app, 'POST', '/games', setup);
      assert.ok(game.status === 201 || game.status === 422, `create -> ${game.status} ${JSON.stringify(game.body)}`);
      if (game.status !== 201) return;
      created++;
      for (const action of actions) {
        const res = await call(app, 'POST', `/games/${game.body.gameId}/actions`, action);
        assert.ok(
          res.status === 200 || res.status === 422,
          `${JSON.stringify(action)} -> ${res.status} ${JSON.stringify(res.body)}\nsetup ${JSON.stringify(setup)}`,
        );
        if (res.status === 200) accepted++;
      }
      await call(app, 'DELETE', `/games/${game.body.gameId}`);
    }),
    { numRuns: Math.ceil(RUNS / 10) },
  );
  if (process.env.RIFTCHECK_FUZZ_VERBOSE) console.log(`${created} games created, ${accepted} actions accepted`);
  assert.ok(created > 0 && accepted > 0, `some random setups must be playable (${created} created, ${accepted} actions accepted)`);
});

test(`${RUNS} random and malformed requests: no 5xx, only statuses the contract lists, a live server afterwards`, async () => {
  const app = referenceApp({ limits: { maxGames: 200 } });
  const liveGames = [await newGame(app), await newGame(app), await newGame(app)];
  const requests = fc.oneof(...operations.map((o) => requestFor(o, liveGames)));
  const statuses = new Map<number, number>();
  const sample: Sent[] = [];
  await fc.assert(
    fc.asyncProperty(requests, async (sent) => {
      const init: RequestInit = { method: sent.method };
      if (sent.body !== undefined) Object.assign(init, { body: sent.body, headers: { 'content-type': 'application/json' } });
      const res = await app.request(sent.url, init);
      const text = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (sample.length < 300) sample.push(sent);
      assert.ok(res.status < 500, `${sent.method} ${sent.url} ${sent.body ?? ''} -> ${res.status} ${text}`);
      assert.ok(allowedStatuses(sent).has(res.status), `${sent.method} ${sent.url} -> ${res.status} is not in the contract`);
      if (res.status >= 400) assert.match(res.headers.get('content-type') ?? '', /json/);
    }),
    { numRuns: RUNS },
  );
  if (process.env.RIFTCHECK_FUZZ_VERBOSE) console.log(JSON.stringify([...statuses].sort()));
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  assert.ok(total >= RUNS, `${total} requests sent`);
  // The random requests must reach past validation often enough to mean something.
  assert.ok((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0) > RUNS / 50, JSON.stringify([...statuses]));

  const running = await listen(app);
  try {
    for (const sent of sample) {
      const res = await fetch(running.url + sent.url, {
        method: sent.method,
        body: sent.body,
        headers: sent.body === undefined ? {} : { 'content-type': 'application/json' },
      });
      await res.arrayBuffer();
      assert.ok(res.status < 500, `${sent.method} ${sent.url} over the socket -> ${res.status}`);
    }
    const caps = await fetch(`${running.url}/capabilities`);
    assert.equal(caps.status, 200);
    const created = await fetch(`${running.url}/games`, {
      method: 'POST',
      body: JSON.stringify(smallSetup()),
      headers: { 'content-type': 'application/json' },
    });
    assert.ok(created.status === 201 || created.status === 429, `server alive after the barrage: ${created.status}`);
    await created.arrayBuffer();
  } finally {
    await running.close();
  }
  await call(app, 'GET', '/capabilities');
});
