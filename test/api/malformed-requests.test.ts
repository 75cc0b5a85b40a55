// Property: whatever a client sends, generated from the contract and broken in random places, the
// server answers a 2xx/4xx (never a 5xx) that the contract allows for that operation, and a real
// listening server is still alive afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { listen } from '../../api/server.ts';
import { call, newGame, referenceApp, smallSetup } from './support.ts';
import { allowedStatuses, operations, playableGames, requestFor, type Sent } from './request-fuzz.ts';

const RUNS = Number(process.env.RIFTCHECK_FUZZ_RUNS) || 5000;
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
