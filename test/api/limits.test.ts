// The server's bounds: live games (429), idle expiry, body size (413), and the store's order of expiry.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { GameStore } from '../../api/game-store.ts';
import { call, newGame, referenceApp, smallSetup } from './support.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

test('the store refuses a game over its maximum and drops the least recently used idle game first', () => {
  const t = clock();
  const store = new GameStore<string>({ maxGames: 2, idleTtlMs: 1000 }, t.now);
  const a = store.add('a')!;
  t.advance(400);
  const b = store.add('b')!;
  assert.equal(store.add('c'), null, 'full');
  t.advance(400);
  assert.equal(store.get(a), 'a'); // touching a makes b the oldest
  t.advance(700); // b idle 1100 ms, a idle 700 ms
  assert.notEqual(store.add('c'), null, 'room after b expired');
  assert.equal(store.get(b), undefined);
  assert.equal(store.get(a), 'a');
  assert.equal(store.size, 2);
});

test('an expired game is gone even before anything else is added', () => {
  const t = clock();
  const store = new GameStore<string>({ maxGames: 5, idleTtlMs: 1000 }, t.now);
  const a = store.add('a')!;
  t.advance(1001);
  assert.equal(store.get(a), undefined);
  assert.equal(store.size, 0);
});

test('secondsUntilRoom says when the oldest game will expire', () => {
  const t = clock();
  const store = new GameStore<string>({ maxGames: 1, idleTtlMs: 30_000 }, t.now);
  store.add('a');
  t.advance(10_000);
  assert.equal(store.secondsUntilRoom(), 20);
});

test('the store is bounded in bytes: a game that would pass them is refused, and a growing game pushes out the least recently used others', () => {
  const t = clock();
  // A game's weight here is its length: strings stand in for games.
  const store = new GameStore<string>({ maxGames: 100, idleTtlMs: 60_000, maxBytes: 100 }, t.now, (g) => g.length);
  const a = store.add('a'.repeat(40))!;
  const b = store.add('b'.repeat(40))!;
  assert.equal(store.bytes, 80);
  assert.equal(store.add('c'.repeat(30)), null, '80 + 30 bytes is past 100');
  const c = store.add('c'.repeat(20))!;
  assert.equal(store.bytes, 100);
  t.advance(10);
  store.get(a); // b is now the least recently used
  // Game c grows; it is weighed again after enough actions and takes the store past its bytes.
  for (let i = 0; i < 40; i++) store.put(c, 'c'.repeat(50));
  assert.equal(store.get(b), undefined, 'the least recently used other game went');
  assert.equal(store.get(a)?.length, 40);
  assert.equal(store.get(c)?.length, 50);
  assert.equal(store.bytes, 90);
  store.delete(a);
  store.delete(c);
  assert.equal(store.bytes, 0, 'deleting games gives their bytes back');
});

test('POST /games answers 429 when the live games would pass the bytes for games', async () => {
  const app = referenceApp({ limits: { maxGames: 100, maxGameBytes: 1 } });
  const full = await call(app, 'POST', '/games', smallSetup());
  assert.equal(full.status, 429);
  assert.match(JSON.stringify(full.body), /MB for games/);
  assert.equal(app.store.size, 0);
  const roomy = referenceApp({ limits: { maxGames: 100 } });
  assert.equal((await call(roomy, 'POST', '/games', smallSetup())).status, 201);
  assert.ok(roomy.store.bytes > 1000, `a live game weighs something (${roomy.store.bytes} bytes)`);
});

test('POST /games answers 429 with Retry-After when the server holds its maximum, and works again after a delete', async () => {
  const app = referenceApp({ limits: { maxGames: 3 } });
  const ids = [await newGame(app), await newGame(app), await newGame(app)];
  const full = await call(app, 'POST', '/games', smallSetup());
  assert.equal(full.status, 429);
  assert.match(full.type, /problem\+json/);
  assert.ok(Number(full.headers.get('retry-after')) >= 1);
  assert.equal(app.store.size, 3, 'the refused game was not stored');
  await call(app, 'DELETE', `/games/${ids[0]}`);
  assert.equal((await call(app, 'POST', '/games', smallSetup())).status, 201);
});

test('a game idle past the TTL answers 404 and frees its place', async () => {
  const t = clock();
  const app = referenceApp({ limits: { maxGames: 1, idleTtlMs: 60_000 }, now: t.now });
  const id = await newGame(app);
  t.advance(30_000);
  assert.equal((await call(app, 'GET', `/games/${id}`)).status, 200, 'still alive: reading it touches it');
  t.advance(59_000);
  assert.equal((await call(app, 'POST', `/games/${id}/actions`, { kind: 'end-turn', player: 'Alice' })).status, 200);
  t.advance(60_001);
  const gone = await call(app, 'GET', `/games/${id}`);
  assert.equal(gone.status, 404);
  assert.match(gone.body.detail, /expired/);
  assert.equal((await call(app, 'POST', '/games', smallSetup())).status, 201);
});

test('a body over the limit answers 413 before it is parsed, a body under it is served', async () => {
  const app = referenceApp({ limits: { maxBodyBytes: 2048 } });
  const big = await call(app, 'POST', '/rulings/targets', { text: 'a'.repeat(3000) });
  assert.equal(big.status, 413);
  assert.match(big.type, /problem\+json/);
  // Same size limit applies when the client sends no content-length (streamed body).
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(JSON.stringify({ text: 'b'.repeat(5000) })));
      controller.close();
    },
  });
  const res = await app.request('/rulings/targets', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
  assert.equal(res.status, 413);
  assert.equal((await call(app, 'POST', '/rulings/targets', { text: 'Kill a unit.' })).status, 200);
});

test('over a real socket, a declared content-length over the limit answers 413 and one under it is served', async () => {
  const { listen } = await import('../../api/server.ts');
  const server = await listen(referenceApp({ limits: { maxBodyBytes: 2048 } }));
  try {
    const big = await fetch(`${server.url}/rulings/targets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'a'.repeat(3000) }),
    });
    assert.equal(big.status, 413);
    assert.match(big.headers.get('content-type') ?? '', /problem\+json/);
    const small = await fetch(`${server.url}/rulings/targets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Kill a unit.' }),
    });
    assert.equal(small.status, 200);
  } finally {
    await server.close();
  }
});

test('a declared content-length over the limit answers 413 before the body arrives, on every route that takes a body', async () => {
  const { listen } = await import('../../api/server.ts');
  const server = await listen(referenceApp({ limits: { maxBodyBytes: 2048 } }));
  try {
    for (const path of ['/games', '/games/any/actions', '/rulings/targets', '/rulings/outcome']) {
      // Ten bytes of a declared hundred thousand are sent and the request is never finished.
      const status = await new Promise<number>((done, fail) => {
        const req = request(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 100_000 } }, (res) => {
          res.resume();
          done(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', (err) => (err.message.includes('socket hang up') ? undefined : fail(err)));
        req.write('{"text": "');
      });
      assert.equal(status, 413, path);
    }
  } finally {
    await server.close();
  }
});
