// The adapter protocol's endpoints, each with valid and invalid input, against the reference engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  actionAcceptedSchema,
  actionRefusedSchema,
  capabilitiesSchema,
  eventLogSchema,
  gameCreatedSchema,
  problemSchema,
  viewSchema,
} from '../../api/response-schemas.ts';
import { call, newGame, referenceApp, smallSetup } from './support.ts';

const app = referenceApp();

function assertProblem(answer: { status: number; type: string; body: any }, status: number, path?: string): void {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.match(answer.type, /^application\/problem\+json/);
  problemSchema.parse(answer.body);
  assert.equal(answer.body.status, status);
  if (path)
    assert.ok(
      answer.body.errors?.some((e: { path: string }) => e.path === path),
      `no error at ${path}: ${JSON.stringify(answer.body.errors)}`,
    );
}

test('GET /capabilities declares protocol 1.x, the engine and its features', async () => {
  const res = await call(app, 'GET', '/capabilities');
  assert.equal(res.status, 200);
  const caps = capabilitiesSchema.parse(res.body);
  assert.match(caps.protocol, /^1\./);
  assert.ok(caps.editions.includes('v1.4'));
});

test('POST /games creates a game that echoes the setup refs', async () => {
  const res = await call(app, 'POST', '/games', smallSetup());
  assert.equal(res.status, 201);
  const created = gameCreatedSchema.parse(res.body);
  assert.equal(res.headers.get('location'), `/games/${created.gameId}`);
  assert.equal(created.view.gameId, created.gameId);
  assert.deepEqual(
    created.view.players[1]!.base.map((o) => o.ref),
    ["Bob's Apprentice"],
  );
  assert.deepEqual(
    created.view.players[0]!.hand.map((o) => o.ref),
    ["Alice's Seeker"],
  );
});

test('POST /games answers 400 naming each failing field', async () => {
  const bad = { players: [{ id: 7, hand: [{ ref: 'x' }] }], turnPlayer: 'Alice', phase: 'lunch' };
  const res = await call(app, 'POST', '/games', bad);
  assertProblem(res, 400, 'body.players[0].id');
  const paths = res.body.errors.map((e: { path: string }) => e.path);
  assert.ok(paths.includes('body.players[0].hand[0].card'), paths.join(', '));
  assert.ok(paths.includes('body.phase'), paths.join(', '));
  assertProblem(await call(app, 'POST', '/games', '{"players": ['), 400, 'body');
  assertProblem(await call(app, 'POST', '/games', ''), 400, 'body');
  assertProblem(await call(app, 'POST', '/games', { ...smallSetup(), players: [] }), 400, 'body.players');
});

test('POST /games says why a body is not read: not JSON, empty, or not declared as JSON', async () => {
  const broken = await call(app, 'POST', '/games', '{"players": [');
  assertProblem(broken, 400, 'body');
  assert.match(broken.body.detail, /^body: not JSON: /);
  const empty = await call(app, 'POST', '/games', '');
  assertProblem(empty, 400, 'body');
  assert.match(empty.body.detail, /a JSON body is required/);
  for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
    const res = await app.request('/games', { method: 'POST', body: JSON.stringify(smallSetup()), headers: { 'content-type': type } });
    const answer = { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.json() };
    assertProblem(answer, 400, 'body');
    assert.match(answer.body.detail, new RegExp(`content-type application/json, not ${type}`));
  }
  const declared = await app.request('/games', {
    method: 'POST',
    body: JSON.stringify(smallSetup()),
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  assert.equal(declared.status, 201);
});

test('POST /games answers 422 with the field when the engine cannot build the setup', async () => {
  const setup = smallSetup();
  setup.players[0]!.hand = [{ ref: 'mystery', card: 'No Such Card Anywhere' }];
  const res = await call(app, 'POST', '/games', setup);
  assertProblem(res, 422);
  assert.equal(typeof res.body.field, 'string');
  assert.match(res.body.detail, /No Such Card Anywhere|card/i);
});

test('GET /games/{id} answers the view, 404 for an unknown game, 400 for an empty or overlong id', async () => {
  const id = await newGame(app);
  const res = await call(app, 'GET', `/games/${id}`);
  assert.equal(res.status, 200);
  assert.equal(viewSchema.parse(res.body).gameId, id);
  assertProblem(await call(app, 'GET', '/games/not-a-game'), 404);
  assertProblem(await call(app, 'GET', `/games/${'x'.repeat(200)}`), 400, 'path.gameId');
});

test('POST /games/{id}/actions: a legal action answers its events and the new view', async () => {
  const id = await newGame(app);
  const res = await call(app, 'POST', `/games/${id}/actions`, { kind: 'end-turn', player: 'Alice' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const accepted = actionAcceptedSchema.parse(res.body);
  assert.ok(accepted.events.length > 0);
  assert.equal(accepted.view.gameId, id);
  const after = await call(app, 'GET', `/games/${id}`);
  assert.deepEqual(after.body, accepted.view, 'the stored game is the one the action produced');
});

test('POST /games/{id}/actions: an illegal action answers 422 with a refusal code and leaves the game as it was', async () => {
  const id = await newGame(app);
  const before = await call(app, 'GET', `/games/${id}`);
  const res = await call(app, 'POST', `/games/${id}/actions`, { kind: 'pass', player: 'Bob' });
  assert.equal(res.status, 422);
  const refused = actionRefusedSchema.parse(res.body);
  assert.equal(refused.refusal.code, 'no-priority');
  assert.deepEqual((await call(app, 'GET', `/games/${id}`)).body, before.body);
});

test('POST /games/{id}/actions: malformed actions answer 400, unknown games 404', async () => {
  const id = await newGame(app);
  assertProblem(await call(app, 'POST', `/games/${id}/actions`, { kind: 'dance', player: 'Alice' }), 400, 'body.kind');
  assertProblem(await call(app, 'POST', `/games/${id}/actions`, { kind: 'move', player: 'Alice', units: [], to: 'base' }), 400, 'body.units');
  assertProblem(
    await call(app, 'POST', `/games/${id}/actions`, { kind: 'decide', player: 'Alice', decision: 'd', answer: { amounts: { a: 'two' } } }),
    400,
    'body.answer.amounts.a',
  );
  assertProblem(await call(app, 'POST', '/games/nope/actions', { kind: 'pass', player: 'Alice' }), 404);
});

test('GET /games/{id}/events filters by seq and validates `after`', async () => {
  const id = await newGame(app);
  await call(app, 'POST', `/games/${id}/actions`, { kind: 'end-turn', player: 'Alice' });
  const all = eventLogSchema.parse((await call(app, 'GET', `/games/${id}/events`)).body).events;
  assert.ok(all.length >= 2);
  const pivot = all[1]!.seq;
  const later = eventLogSchema.parse((await call(app, 'GET', `/games/${id}/events?after=${pivot}`)).body).events;
  assert.deepEqual(
    later,
    all.filter((e) => e.seq > pivot),
  );
  assertProblem(await call(app, 'GET', `/games/${id}/events?after=-1`), 400, 'query.after');
  assertProblem(await call(app, 'GET', `/games/${id}/events?after=soon`), 400, 'query.after');
  assertProblem(await call(app, 'GET', '/games/nope/events'), 404);
});

test('DELETE /games/{id} disposes of the game once', async () => {
  const id = await newGame(app);
  const before = app.store.size;
  assert.equal((await call(app, 'DELETE', `/games/${id}`)).status, 204);
  assert.equal(app.store.size, before - 1);
  assertProblem(await call(app, 'GET', `/games/${id}`), 404);
  assertProblem(await call(app, 'DELETE', `/games/${id}`), 404);
});

test('DELETE /games/{id} with Prefer: return=representation answers the last view, as GET did, and the game is gone', async () => {
  const id = await newGame(app);
  const view = (await call(app, 'GET', `/games/${id}`)).body;
  const res = await app.request(`/games/${id}`, { method: 'DELETE', headers: { prefer: 'return=representation' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('preference-applied'), 'return=representation');
  assert.deepEqual(await res.json(), view);
  assertProblem(await call(app, 'GET', `/games/${id}`), 404);
  const again = await app.request(`/games/${id}`, { method: 'DELETE', headers: { prefer: 'return=representation' } });
  assert.equal(again.status, 404);
});

test('unknown routes answer 404 as problem+json', async () => {
  assertProblem(await call(app, 'GET', '/nowhere'), 404);
  assertProblem(await call(app, 'PUT', '/nowhere'), 404);
});

test('a known path asked with a method it does not have answers 405 with Allow, as problem+json', async () => {
  const id = await newGame(app);
  const cases: Array<[string, string, string]> = [
    ['PUT', '/games', 'POST'],
    ['OPTIONS', '/games', 'POST'],
    ['PATCH', `/games/${id}`, 'GET, DELETE, HEAD'],
    ['PUT', `/games/${id}/actions`, 'POST'],
    ['DELETE', '/capabilities', 'GET, HEAD'],
    ['GET', '/rulings/targets', 'POST'],
    ['POST', '/rules/355', 'GET, HEAD'],
  ];
  for (const [method, path, allow] of cases) {
    const res = await call(app, method, path);
    assertProblem(res, 405);
    assert.equal(res.headers.get('allow'), allow, `${method} ${path}`);
    assert.match(res.body.detail, new RegExp(`^${method} is not allowed`));
  }
  assert.equal((await call(app, 'GET', `/games/${id}`)).status, 200, 'the game is untouched');
  assert.equal((await call(app, 'HEAD', '/capabilities')).status, 200);
});
