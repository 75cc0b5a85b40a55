// The HTTP driver's transport: kept-alive sockets, and a socket the server closed while idle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepAliveTransport, originOf } from '../../steps/drivers/http-transport.ts';

test('requests reuse one socket, and a socket the server dropped while idle is replaced without an error', async () => {
  const sockets = new Set<unknown>();
  const server = createServer((req, res) => {
    sockets.add(req.socket);
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, url: req.url, body })));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = originOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}/base/`);
  const transport = keepAliveTransport();
  const json = async (answer: Promise<{ body: Buffer }>) => JSON.parse((await answer).body.toString('utf8'));
  try {
    assert.deepEqual(await json(transport.send(origin, { method: 'POST', path: '/echo', body: 'one' })), { method: 'POST', url: '/base/echo', body: 'one' });
    await transport.send(origin, { method: 'GET', path: '/echo?x=1' });
    assert.equal(sockets.size, 1, 'the second request reused the first socket');
    // The server drops its idle sockets (as a keep-alive timeout would); the client still holds one.
    server.closeIdleConnections();
    assert.deepEqual(await json(transport.send(origin, { method: 'POST', path: '/echo', body: 'two' })), { method: 'POST', url: '/base/echo', body: 'two' });
    assert.equal(sockets.size, 2);
    assert.equal((await transport.send(origin, { method: 'DELETE', path: '/echo' })).status, 200);
  } finally {
    transport.close();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test('a string body is sent with its length in bytes; an answer that never comes ends at the deadline', async () => {
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
  const origin = originOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const transport = keepAliveTransport({ timeoutMs: 150 });
  try {
    const answer = await transport.send(origin, { method: 'POST', path: '/echo', body: '{"é":1}', headers: { 'content-type': 'application/json' } });
    assert.equal(answer.status, 201);
    assert.equal(answer.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(answer.body.toString('utf8')), { length: '8', type: 'application/json', body: '{"é":1}' });
    const started = Date.now();
    await assert.rejects(transport.send(origin, { method: 'GET', path: '/silent' }), (err: Error) => err.name === 'TimeoutError' && /150 ms/.test(err.message));
    assert.ok(Date.now() - started < 2000);
  } finally {
    transport.close();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test('an origin is parsed once: its path prefix is kept without the trailing slash, an IPv6 host bare, anything but http(s) refused', () => {
  assert.deepEqual(originOf('http://127.0.0.1:9000'), { protocol: 'http:', hostname: '127.0.0.1', port: '9000', basePath: '' });
  assert.deepEqual(originOf('https://[::1]:8443/engine/'), { protocol: 'https:', hostname: '::1', port: '8443', basePath: '/engine' });
  assert.throws(() => originOf('ftp://example.org/'), /not an http\(s\) URL/);
});
