// The HTTP driver's transport: kept-alive sockets, and a socket the server closed while idle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepAliveFetch } from '../../steps/drivers/http-transport.ts';

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
