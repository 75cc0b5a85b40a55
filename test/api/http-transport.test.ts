// The HTTP driver's transport: kept-alive sockets, and a socket the server closed while idle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepAliveFetch, WireRequest } from '../../steps/drivers/http-transport.ts';

test('requests reuse one socket, and a socket the server dropped while idle is replaced without an error', async () => {
  const sockets = new Set<unknown>();
  const server = createServer((req, res) => {
    sockets.add(req.socket);
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, body })));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
  const send = keepAliveFetch();
  try {
    const first = await send(new Request(url, { method: 'POST', body: 'one' }));
    assert.deepEqual(await first.json(), { method: 'POST', body: 'one' });
    await (await send(new Request(url))).text();
    assert.equal(sockets.size, 1, 'the second request reused the first socket');
    // The server drops its idle sockets (as a keep-alive timeout would); the client still holds one.
    server.closeIdleConnections();
    const after = await send(new Request(url, { method: 'POST', body: 'two' }));
    assert.deepEqual(await after.json(), { method: 'POST', body: 'two' });
    assert.equal(sockets.size, 2);
    const empty = await send(new Request(url, { method: 'DELETE' }));
    assert.equal(empty.status, 200);
  } finally {
    send.close();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test('a light request sends its string body with its length; an answer that never comes ends at the deadline', async () => {
  const server = createServer((req, res) => {
    if (req.url === '/silent') return; // never answers
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () =>
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ length: req.headers['content-length'], type: req.headers['content-type'], body })),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = keepAliveFetch({ timeoutMs: 150 });
  try {
    const answer = await send(new WireRequest(`${base}/echo`, { method: 'POST', body: '{"é":1}', headers: { 'content-type': 'application/json' } }));
    assert.equal(answer.status, 201);
    assert.equal(answer.ok, true);
    assert.equal(answer.headers.get('content-type'), 'application/json');
    assert.deepEqual(await answer.json(), { length: '8', type: 'application/json', body: '{"é":1}' });
    await assert.rejects(answer.text(), /already been read/);
    const started = Date.now();
    await assert.rejects(send(new WireRequest(`${base}/silent`)), (err: Error) => err.name === 'TimeoutError' && /150 ms/.test(err.message));
    assert.ok(Date.now() - started < 2000);
  } finally {
    send.close();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
});
