// Over a real socket the busiest game routes are answered on a direct path (api/direct-routes.ts):
// it must answer every request exactly as the Hono routes answer it, and leave to them whatever it
// does not take (a body it would have to repair or refuse, another content type, a streamed body).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listen } from '../../api/server.ts';
import { appWhoseActThrows, call, capturingStderr, referenceApp, smallSetup } from './support.ts';
import type { RiftcheckApp } from '../../api/app.ts';

interface Sent {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Each request's status, the headers that matter and the body, with the game's id written as ID. */
async function answers(send: (r: Sent) => Promise<Response>, requests: (id: string) => Sent[]): Promise<string[]> {
  const created = await send({ method: 'POST', path: '/games', body: JSON.stringify(smallSetup()), headers: JSON_TYPE });
  const createdText = await created.text();
  const id = JSON.parse(createdText).gameId as string;
  const seen = [`${created.status} ${created.headers.get('location')?.replace(id, 'ID')} ${createdText.replaceAll(id, 'ID')}`];
  for (const request of requests(id)) {
    const res = await send(request);
    const headers = ['content-type', 'preference-applied', 'retry-after', 'allow'].map((h) => `${h}=${res.headers.get(h)}`).join(' ');
    seen.push(`${request.method} ${request.path.replace(id, 'ID')}: ${res.status} ${headers} ${(await res.text()).replaceAll(id, 'ID')}`);
  }
  return seen;
}

const REQUESTS = (id: string): Sent[] => [
  { method: 'POST', path: `/games/${id}/actions`, body: JSON.stringify({ kind: 'pass', player: 'Alice' }), headers: JSON_TYPE },
  { method: 'POST', path: `/games/${id}/actions`, body: JSON.stringify({ kind: 'play', player: 'Alice', card: "Alice's Seeker" }), headers: JSON_TYPE },
  { method: 'POST', path: `/games/${id}/actions`, body: JSON.stringify({ kind: 'pass', player: 'Nobody' }), headers: JSON_TYPE },
  // An unknown key: zod strips it and the action is taken, which the quick check leaves to zod.
  { method: 'POST', path: `/games/${id}/actions`, body: JSON.stringify({ kind: 'pass', player: 'Bob', extra: 1 }), headers: JSON_TYPE },
  { method: 'POST', path: `/games/${id}/actions`, body: JSON.stringify({ kind: 'pass' }), headers: JSON_TYPE },
  { method: 'POST', path: `/games/${id}/actions`, body: '{"kind": "pass",', headers: JSON_TYPE },
  { method: 'POST', path: `/games/${id}/actions`, body: JSON.stringify({ kind: 'pass', player: 'Bob' }), headers: { 'content-type': 'text/plain' } },
  {
    method: 'POST',
    path: `/games/${id}/actions`,
    body: JSON.stringify({ kind: 'pass', player: 'Bob' }),
    headers: { 'content-type': 'application/json ; x=1' },
  },
  { method: 'POST', path: '/games/no-such-game/actions', body: JSON.stringify({ kind: 'pass', player: 'Bob' }), headers: JSON_TYPE },
  { method: 'POST', path: `/games/${'x'.repeat(129)}/actions`, body: JSON.stringify({ kind: 'pass', player: 'Bob' }), headers: JSON_TYPE },
  { method: 'POST', path: '/games', body: JSON.stringify({ players: [] }), headers: JSON_TYPE },
  {
    method: 'POST',
    path: '/games',
    body: JSON.stringify({ ...smallSetup(), players: [{ id: 'Alice', hand: [{ ref: 'x', card: 'No Such Card' }] }] }),
    headers: JSON_TYPE,
  },
  { method: 'PUT', path: `/games/${id}/actions`, body: '{}', headers: JSON_TYPE },
  { method: 'DELETE', path: `/games/${id}`, headers: { prefer: 'return=representation' } },
  { method: 'DELETE', path: `/games/${id}` },
  { method: 'DELETE', path: '/games/no%20such%20game' },
];

async function overSocket(app: RiftcheckApp, run: (send: (r: Sent) => Promise<Response>) => Promise<string[]>): Promise<string[]> {
  const server = await listen(app);
  try {
    return await run((r) => fetch(server.url + r.path, { method: r.method, headers: r.headers, body: r.body }));
  } finally {
    await server.close();
  }
}

test('over a socket the game routes answer every request as the Hono routes do, and the app sees only what the direct path leaves to it', async () => {
  const alone = referenceApp();
  const viaApp = await answers((r) => Promise.resolve(alone.request(r.path, { method: r.method, headers: r.headers, body: r.body })), REQUESTS);
  const app = referenceApp();
  const honoFetch = app.fetch;
  const reached: string[] = [];
  app.fetch = (req, ...rest) => {
    reached.push(`${req.method} ${new URL(req.url).pathname}`);
    return honoFetch(req, ...rest);
  };
  const viaSocket = await overSocket(app, (send) => answers(send, REQUESTS));
  assert.deepEqual(viaSocket, viaApp);
  // The plain create, the plain actions (accepted or refused), the unknown game and both deletes were the direct path's.
  assert.deepEqual(
    reached.map((r) => r.replace(/[0-9a-f-]{36}/, 'ID')),
    [
      'POST /games/ID/actions',
      'POST /games/ID/actions',
      'POST /games/ID/actions',
      'POST /games/ID/actions',
      'POST /games/ID/actions',
      `POST /games/${'x'.repeat(129)}/actions`,
      'POST /games',
      'PUT /games/ID/actions',
      'DELETE /games/no%20such%20game',
    ],
  );
});

test('on the direct path an engine that throws answers 500 with a request id, logged on one line', async () => {
  const app = appWhoseActThrows();
  const { result: seen, lines } = await capturingStderr(() =>
    overSocket(app, async (send) => {
      const created = await send({ method: 'POST', path: '/games', body: JSON.stringify(smallSetup()), headers: JSON_TYPE });
      const id = ((await created.json()) as { gameId: string }).gameId;
      const res = await send({ method: 'POST', path: `/games/${id}/actions`, body: JSON.stringify({ kind: 'pass', player: 'Alice' }), headers: JSON_TYPE });
      assert.equal(res.status, 500);
      const body = (await res.json()) as { instance: string; detail: string };
      assert.equal(body.detail, 'Error: act broke');
      const requestId = /#([0-9a-f-]{36})$/.exec(body.instance)?.[1];
      assert.ok(requestId, body.instance);
      return [id, requestId];
    }),
  );
  const [id, requestId] = seen as [string, string];
  assert.deepEqual(
    lines.filter((l) => l.includes(requestId)).map((l) => l.replace(requestId, 'RID').replace(id, 'ID')),
    ['riftcheck: 500 internal-error POST /games/ID/actions request RID: "Error: act broke"'],
  );
  // The same request through the app alone gives the same answer.
  const alone = (await call(app, 'POST', '/games', smallSetup())).body.gameId;
  const { result: res } = await capturingStderr(() => call(app, 'POST', `/games/${alone}/actions`, { kind: 'pass', player: 'Alice' }));
  assert.equal(res.status, 500);
  assert.equal(res.body.detail, 'Error: act broke');
});
