// The HTTP driver against live servers: the reference engine, engines with deliberate mistakes, and
// engines that are down or slow. Every misbehaviour must become an EngineFault with a one-line reason.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../api/app.ts';
import type { GameEngine } from '../../api/engine.ts';
import { listen, type RunningServer } from '../../api/server.ts';
import { EngineFault, SetupRejected, Unsupported } from '../../steps/drivers/driver.ts';
import { HttpDriver } from '../../steps/drivers/http.ts';
import { engine, smallSetup } from './support.ts';

const servers: Array<{ close(): Promise<void> }> = [];
after(() => Promise.all(servers.map((s) => s.close())));

async function serveEngine(e: GameEngine<any>): Promise<RunningServer> {
  const running = await listen(createApp({ engine: e }));
  servers.push(running);
  return running;
}

/** Raw servers for the misbehaviours no Hono app would produce. */
async function rawServer(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server: Server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push({
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** `answer` (a driver's answer that must come from the engine, hence later) fails with an EngineFault matching `pattern`. */
async function fault(answer: unknown, pattern: RegExp): Promise<void> {
  assert.ok(answer instanceof Promise, 'asked of the engine, not answered at once');
  await assert.rejects(answer, (err: Error) => {
    assert.ok(err instanceof EngineFault, `${err.name}: ${err.message}`);
    assert.doesNotMatch(err.message, /\n/, 'one line');
    assert.match(err.message, pattern);
    return true;
  });
}

test('against the reference engine: create, act, refuse, view, events, dispose', async () => {
  const { url } = await serveEngine(engine);
  const driver = new HttpDriver(url);
  assert.match((await driver.capabilities()).protocol, /^1\./);
  const { gameId, view } = await driver.createGame(smallSetup());
  assert.equal(view.gameId, gameId);
  const refused = await driver.act(gameId, { kind: 'pass', player: 'Bob' });
  assert.equal(refused.ok, false);
  assert.equal(refused.ok === false && refused.refusal.code, 'no-priority');
  const done = await driver.act(gameId, { kind: 'end-turn', player: 'Alice' });
  assert.ok(done.ok);
  assert.deepEqual(await driver.view(gameId), done.ok && done.view);
  const events = await driver.events(gameId);
  assert.deepEqual(await driver.events(gameId, events[0]!.seq), events.slice(1));
  await driver.disposeGame(gameId);
  await fault(driver.view(gameId), /404/);
});

test('a setup the engine cannot build is SetupRejected with the field; a malformed one names its field in the setup', async () => {
  const { url } = await serveEngine(engine);
  const driver = new HttpDriver(url);
  const setup = smallSetup();
  setup.players[0]!.hand = [{ ref: 'x', card: 'No Such Card Anywhere' }];
  await assert.rejects(driver.createGame(setup), (err: Error) => err instanceof SetupRejected && typeof err.field === 'string');
  // the server's schema names it by the request's path, "body.turn"; the setup is the body, and the field is "turn"
  const malformed = { ...smallSetup(), turn: 0 };
  await assert.rejects(driver.createGame(malformed), (err: Error) => err instanceof SetupRejected && (err as SetupRejected).field === 'turn');
});

test('an engine that throws answers 500: EngineFault naming the status and the reason', async () => {
  const { url } = await serveEngine({
    ...engine,
    act: () => {
      throw new RangeError('chain index out of bounds');
    },
  });
  const driver = new HttpDriver(url);
  const { gameId } = await driver.createGame(smallSetup());
  await fault(driver.act(gameId, { kind: 'end-turn', player: 'Alice' }), /500.*chain index out of bounds/);
});

test('a view that does not match the protocol is an EngineFault naming where', async () => {
  const { url } = await serveEngine({
    ...engine,
    viewOf: (g: unknown) => {
      const view = engine.viewOf(g);
      return { ...view, players: view.players.map((p) => ({ ...p, points: String(p.points) })) } as any;
    },
  });
  const driver = new HttpDriver(url);
  await fault(driver.createGame(smallSetup()), /does not match the protocol at view\.players\[0\]\.points/);
});

test('a refusal with an unknown code is an EngineFault, not a refusal', async () => {
  const { url } = await serveEngine({
    ...engine,
    act: (g: unknown) => ({ game: g, result: { ok: false, refusal: { code: 'nope', reason: 'just because' } } }) as any,
  });
  const driver = new HttpDriver(url);
  const { gameId } = await driver.createGame(smallSetup());
  await fault(driver.act(gameId, { kind: 'pass', player: 'Alice' }), /422 answer does not match the protocol at refusal\.code/);
});

test('views come from the last answer; the engine is asked once at the end and must agree', async () => {
  const seen: string[] = [];
  const app = createApp({ engine });
  const running = await listen({
    fetch: (req: Request, ...rest: any[]) => (seen.push(`${req.method} ${new URL(req.url).pathname.split('/').length}`), app.fetch(req, ...rest)),
  } as any);
  servers.push(running);
  const driver = new HttpDriver(running.url);
  const { gameId } = await driver.createGame(smallSetup());
  const done = await driver.act(gameId, { kind: 'end-turn', player: 'Alice' });
  seen.length = 0;
  const view = await driver.view(gameId);
  assert.deepEqual(view, done.ok && done.view);
  assert.throws(() => (view.turn = 99), TypeError, 'views are handed out frozen, as in-process');
  assert.equal(await driver.view(gameId), view, 'the same view, not a copy per look');
  assert.deepEqual(seen, [], 'no request for a view the last answer already gave');
  await driver.disposeGame(gameId);
  await driver.close(); // waits for the DELETE still on its way
  assert.deepEqual(seen, ['GET 3', 'DELETE 3']);
});

test('a DELETE still on its way when the next game starts: its failure is reported there, naming the game', async () => {
  const app = createApp({ engine });
  const running = await listen({
    fetch: (req: Request, ...rest: any[]) => (req.method === 'DELETE' ? new Response('store offline', { status: 500 }) : app.fetch(req, ...rest)),
  } as any);
  servers.push(running);
  const driver = new HttpDriver(running.url);
  const { gameId } = await driver.createGame(smallSetup());
  await driver.disposeGame(gameId);
  await new Promise((r) => setTimeout(r, 50)); // the DELETE has been answered by now
  await fault(driver.createGame(smallSetup()), new RegExp(`DELETE /games/${gameId}: engine answered 500: store offline \\(deleting a finished game\\)`));
  const next = await driver.createGame(smallSetup()); // reported once
  await driver.disposeGame(next.gameId);
  await fault(driver.close(), /DELETE .*500/);
});

test('an engine whose GET disagrees with the view its action answered is an EngineFault at dispose', async () => {
  const { url } = await serveEngine({
    ...engine,
    act: (g: unknown, a: any) => {
      const out = engine.act(g, a);
      return out.result.ok ? { ...out, result: { ...out.result, view: { ...out.result.view, turn: out.result.view.turn + 1 } } } : out;
    },
  });
  const driver = new HttpDriver(url);
  const { gameId } = await driver.createGame(smallSetup());
  assert.ok((await driver.act(gameId, { kind: 'end-turn', player: 'Alice' })).ok);
  await fault(driver.disposeGame(gameId), /disagrees with the view its last action answered, at view\.turn/);
});

test('an engine that answers a DELETE with the last view: once it has, a game ends with that one request, its view checked', async () => {
  const { url, seen } = await serveWith(() => undefined);
  const driver = new HttpDriver(url);
  for (let game = 0; game < 2; game++) {
    const { gameId } = await driver.createGame(smallSetup());
    assert.ok((await driver.act(gameId, { kind: 'end-turn', player: 'Alice' })).ok);
    await driver.disposeGame(gameId);
    await new Promise((r) => setTimeout(r, 50)); // the first game's DELETE, sent while the next starts, is answered by now
  }
  await driver.close();
  const ends = seen.filter((s) => s.endsWith('/games/:id'));
  assert.deepEqual(ends, ['GET /games/:id', 'DELETE /games/:id', 'DELETE /games/:id'], 'the first game is looked at by GET, the second by its DELETE');
});

test('an engine whose DELETE answers a last view other than its action did is an EngineFault at dispose', async () => {
  let skew = 0;
  const { url } = await serveEngine({
    ...engine,
    act: (g: unknown, a: any) => {
      const out = engine.act(g, a);
      return out.result.ok ? { ...out, result: { ...out.result, view: { ...out.result.view, turn: out.result.view.turn + skew } } } : out;
    },
  });
  const driver = new HttpDriver(url);
  const first = await driver.createGame(smallSetup());
  await driver.disposeGame(first.gameId); // looked at by GET; its DELETE shows the engine answers the last view
  await new Promise((r) => setTimeout(r, 50));
  skew = 1;
  const { gameId } = await driver.createGame(smallSetup());
  assert.ok((await driver.act(gameId, { kind: 'end-turn', player: 'Alice' })).ok);
  await fault(driver.disposeGame(gameId), /DELETE \/games\/.*last view that disagrees with the view its last action answered, at view\.turn/);
});

test('an engine that ignores the preference and answers 204 is looked at by GET at the end of every game', async () => {
  const { url, seen } = await serveWith((req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
  const driver = new HttpDriver(url);
  for (let game = 0; game < 2; game++) {
    const { gameId } = await driver.createGame(smallSetup());
    await driver.disposeGame(gameId);
    await new Promise((r) => setTimeout(r, 50));
  }
  await driver.close();
  const ends = seen.filter((s) => s.endsWith('/games/:id'));
  assert.deepEqual(ends, ['GET /games/:id', 'DELETE /games/:id', 'GET /games/:id', 'DELETE /games/:id']);
});

test('an engine of another protocol major version is refused', async () => {
  const { url } = await serveEngine({ ...engine, capabilities: { ...(engine.capabilities as object), protocol: '2.0.0' } as any });
  await fault(new HttpDriver(url).capabilities(), /protocol 2\.0\.0/);
});

test('a setup needing a feature the engine lacks is Unsupported, without a request to create it', async () => {
  let created = 0;
  const caps = typeof engine.capabilities === 'function' ? engine.capabilities() : engine.capabilities;
  const { url } = await serveEngine({
    ...engine,
    capabilities: { ...caps, features: caps.features.filter((f) => f !== 'cards-from-text') },
    createGame: (s: any, o: any) => (created++, engine.createGame(s, o)),
  });
  const setup = { ...smallSetup(), testCards: [{ id: 'test:Spark', name: 'Spark', type: 'spell' as const, text: 'Deal 2 to a unit.' }] };
  await assert.rejects(new HttpDriver(url).createGame(setup), (err: Error) => err instanceof Unsupported && err.capability === 'cards-from-text');
  assert.equal(created, 0);
});

test('an engine that does not answer in time is an EngineFault after the timeout', async () => {
  const url = await rawServer(() => {}); // never answers
  const started = Date.now();
  await fault(new HttpDriver(url, { timeoutMs: 200 }).capabilities(), /no answer within 200 ms/);
  assert.ok(Date.now() - started < 2000);
});

test('an engine that is down is an EngineFault saying so', async () => {
  const url = await rawServer(() => {});
  const port = new URL(url).port;
  await servers.pop()!.close();
  await fault(new HttpDriver(`http://127.0.0.1:${port}`).capabilities(), /connection refused/);
});

test('a 200 answer that is not JSON is an EngineFault quoting it', async () => {
  const url = await rawServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>'));
  await fault(new HttpDriver(url).capabilities(), /not JSON.*<html>hello/);
});

test('a failed capabilities probe is retried by the next call', async () => {
  let calls = 0;
  const url = await rawServer((_req, res) => {
    calls++;
    if (calls === 1) return res.writeHead(503).end('warming up');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(engine.capabilities));
  });
  const driver = new HttpDriver(url);
  await fault(driver.capabilities(), /503/);
  assert.match((await driver.capabilities()).protocol, /^1\./);
});

/** The reference engine behind a server whose answers `misbehave` may replace (undefined: answer honestly). */
async function serveWith(misbehave: (req: Request) => Response | Promise<Response> | undefined): Promise<{ url: string; seen: string[] }> {
  const app = createApp({ engine });
  const seen: string[] = [];
  const running = await listen({
    fetch: (req: Request, ...rest: any[]) => {
      seen.push(`${req.method} ${new URL(req.url).pathname.replace(/\/games\/[^/]+/, '/games/:id')}`);
      return misbehave(req) ?? app.fetch(req, ...rest);
    },
  } as any);
  servers.push(running);
  return { url: running.url, seen };
}

test('the game is deleted even when the last look at it fails', async () => {
  const { url, seen } = await serveWith((req) =>
    req.method === 'GET' && /\/games\/[^/]+$/.test(new URL(req.url).pathname) ? new Response('view offline', { status: 503 }) : undefined,
  );
  const driver = new HttpDriver(url);
  const { gameId } = await driver.createGame(smallSetup());
  await driver.act(gameId, { kind: 'end-turn', player: 'Alice' });
  await fault(driver.disposeGame(gameId), /GET \/games\/.*503: view offline/);
  await driver.close();
  assert.deepEqual(seen.slice(-2), ['GET /games/:id', 'DELETE /games/:id']);
});

test('after several requests in a row without an answer, the breaker errors the rest at once, naming why', async () => {
  let hang = true;
  const { url, seen } = await serveWith((req) => (hang && req.method === 'POST' ? new Promise<Response>(() => {}) : undefined));
  const driver = new HttpDriver(url, { timeoutMs: 100, limits: { breakerAfter: 3 } });
  // An answer in between resets the count: two timeouts, a success, then three timeouts trip it.
  for (let i = 0; i < 2; i++) await fault(driver.createGame(smallSetup()), /POST \/games: no answer within 100 ms/);
  hang = false;
  await driver.disposeGame((await driver.createGame(smallSetup())).gameId);
  hang = true;
  for (let i = 0; i < 3; i++) await fault(driver.createGame(smallSetup()), /POST \/games: no answer within 100 ms/);
  const asked = seen.filter((s) => s === 'POST /games').length;
  const started = Date.now();
  await fault(
    driver.createGame(smallSetup()),
    /^engine stopped answering: 3 timeouts in a row, so the rest of the run is not attempted \(last: POST \/games: no answer within 100 ms\)$/,
  );
  assert.ok(Date.now() - started < 50, 'errored without waiting');
  assert.equal(seen.filter((s) => s === 'POST /games').length, asked, 'the engine is not asked again');
  await driver.close();
});

test("a scenario's requests share its time limit: past it a request is cut short, and none is sent after", async () => {
  const { url } = await serveWith((req) => (req.method === 'POST' && req.url.endsWith('/actions') ? new Promise<Response>(() => {}) : undefined));
  const driver = new HttpDriver(url, { timeoutMs: 2000, limits: { scenarioTimeoutMs: 300 } });
  const { gameId } = await driver.createGame(smallSetup());
  const started = Date.now();
  await fault(
    driver.act(gameId, { kind: 'end-turn', player: 'Alice' }),
    /no answer before the scenario's time limit of 300 ms ran out \(RIFTCHECK_SCENARIO_TIMEOUT_MS\)/,
  );
  assert.ok(Date.now() - started < 1000, 'cut at the scenario limit, not the request timeout');
  await fault(driver.events(gameId), /not sent, the scenario's time limit of 300 ms ran out/);
  await driver.disposeGame(gameId).catch(() => {});
  await driver.close();
});

test('an event log longer than the limit is an EngineFault before it is checked', async () => {
  const { url } = await serveWith((req) =>
    req.url.includes('/events') ? Response.json({ events: Array.from({ length: 11 }, (_, i) => ({ seq: i + 1, kind: 'junk' })) }) : undefined,
  );
  const driver = new HttpDriver(url, { limits: { maxEvents: 10 } });
  const { gameId } = await driver.createGame(smallSetup());
  await fault(driver.events(gameId), /answered 11 events, more than the limit of 10 \(RIFTCHECK_MAX_EVENTS\)/);
  await driver.disposeGame(gameId);
  await driver.close();
});

test('an answer larger than the limit is cut off while it streams, and the next request is answered', async () => {
  let huge = true;
  const url = await rawServer((req, res) => {
    if (!huge) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(engine.capabilities));
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(16 * 1024, ' ');
    const pump = (): void => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', pump);
    };
    res.on('error', () => {});
    pump();
  });
  const driver = new HttpDriver(url, { limits: { maxAnswerBytes: 100_000 } });
  await fault(
    driver.capabilities(),
    /GET \/capabilities: answer larger than the limit of 100000 bytes \(more was still coming\) \(RIFTCHECK_MAX_ANSWER_BYTES\)/,
  );
  huge = false;
  assert.match((await driver.capabilities()).protocol, /^1\./);
  await driver.close();
});

test('an answer nested deeper than any view is an EngineFault, not a stack overflow', async () => {
  const url = await rawServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(`${'['.repeat(50_000)}${']'.repeat(50_000)}`));
  await fault(new HttpDriver(url).capabilities(), /answer nested deeper than 256 levels/);
});

test('a DELETE that gets no answer in its short time is let go: the next game is not blamed for it', async () => {
  const { url, seen } = await serveWith((req) => (req.method === 'DELETE' ? new Promise<Response>(() => {}) : undefined));
  const driver = new HttpDriver(url, { limits: { deleteTimeoutMs: 100 } });
  const { gameId } = await driver.createGame(smallSetup());
  await driver.disposeGame(gameId);
  await new Promise((r) => setTimeout(r, 200));
  const next = await driver.createGame(smallSetup());
  assert.notEqual(next.gameId, gameId);
  await driver.disposeGame(next.gameId);
  const started = Date.now();
  await driver.close();
  assert.ok(Date.now() - started < 1000, 'closing waits at most the DELETE time limit');
  assert.equal(seen.filter((s) => s === 'DELETE /games/:id').length, 2);
});

test('a look needs no request until an action is accepted: the kept view and event log answer at once, and after an action only new events are read', async () => {
  const queries: string[] = [];
  const { url, seen } = await serveWith((req) => {
    const u = new URL(req.url);
    if (u.pathname.endsWith('/events')) queries.push(u.search);
    return undefined;
  });
  const driver = new HttpDriver(url);
  const { gameId } = await driver.createGame(smallSetup());
  const before = await driver.events(gameId);
  assert.ok(before.length > 0, 'the setup logs events');
  const view = driver.view(gameId);
  assert.ok(!(view instanceof Promise), 'the kept view answers at once');
  const again = driver.events(gameId);
  assert.ok(!(again instanceof Promise), 'no action since the last read: the log answers at once');
  assert.deepEqual(again, before);
  assert.equal((await driver.act(gameId, { kind: 'pass', player: 'Bob' })).ok, false);
  assert.ok(!(driver.events(gameId) instanceof Promise), 'a refused action changes nothing');
  const done = await driver.act(gameId, { kind: 'end-turn', player: 'Alice' });
  assert.ok(done.ok);
  assert.equal(driver.view(gameId), done.view);
  const all = await driver.events(gameId);
  assert.deepEqual(all, [...before, ...done.events]);
  assert.deepEqual(queries, ['', `?after=${before.at(-1)!.seq}`]);
  assert.equal(seen.filter((s) => s === 'GET /games/:id').length, 0, 'no view asked before the end');
  await driver.disposeGame(gameId);
  await driver.close();
});
