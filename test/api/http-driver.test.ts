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
  servers.push({ close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function fault(promise: Promise<unknown>, pattern: RegExp): Promise<void> {
  await assert.rejects(promise, (err: Error) => {
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

test('a setup the engine cannot build is SetupRejected with the field; a malformed one names the path', async () => {
  const { url } = await serveEngine(engine);
  const driver = new HttpDriver(url);
  const setup = smallSetup();
  setup.players[0]!.hand = [{ ref: 'x', card: 'No Such Card Anywhere' }];
  await assert.rejects(driver.createGame(setup), (err: Error) => err instanceof SetupRejected && typeof err.field === 'string');
  const malformed = { ...smallSetup(), turn: 0 };
  await assert.rejects(driver.createGame(malformed), (err: Error) => err instanceof SetupRejected && (err as SetupRejected).field === 'body.turn');
});

test('an engine that throws answers 500: EngineFault naming the status and the reason', async () => {
  const { url } = await serveEngine({ ...engine, act: () => { throw new RangeError('chain index out of bounds'); } });
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
  const running = await listen({ fetch: (req: Request, ...rest: any[]) => (seen.push(`${req.method} ${new URL(req.url).pathname.split('/').length}`), app.fetch(req, ...rest)) } as any);
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
  const running = await listen({ fetch: (req: Request, ...rest: any[]) => (req.method === 'DELETE' ? new Response('store offline', { status: 500 }) : app.fetch(req, ...rest)) } as any);
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

test('an engine of another protocol major version is refused', async () => {
  const { url } = await serveEngine({ ...engine, capabilities: { ...engine.capabilities as object, protocol: '2.0.0' } as any });
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
