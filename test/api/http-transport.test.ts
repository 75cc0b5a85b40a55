// The HTTP driver's transport: kept-alive sockets, a socket the server closed while idle, and the
// reader of its answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { AnswerReader, MalformedAnswer } from '../../steps/drivers/http-answer.ts';
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

// The answer reader (http-answer.ts): the transport's own HTTP/1.1, so every framing is read here.
const read = (method: string, bytes: string, split: number[] = [], maxBytes?: number) => {
  const reader = new AnswerReader(method, (detail) => new Error(`too large: ${detail}`), maxBytes);
  const data = Buffer.from(bytes, 'latin1');
  let done = false;
  let at = 0;
  for (const cut of [...split, data.length]) {
    done = reader.feed(data.subarray(at, cut));
    at = cut;
  }
  return { done: done || reader.end(), head: reader.head, body: reader.body().toString('latin1') };
};

test('an answer is read whole however the socket splits it: length, chunked with extensions and trailers, up to the close; 1xx skipped', () => {
  const sized = 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Type: application/json\r\nX-A: 1\r\nx-a: 2\r\nContent-Length: 7\r\n\r\n{"a":1}';
  const chunked = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3;ext=1\r\n{"a\r\n4\r\n":1}\r\n0\r\nTrailer: x\r\n\r\n';
  for (let cut = 1; cut < chunked.length; cut++) {
    const a = read('POST', sized, [Math.min(cut, sized.length - 1)]);
    assert.deepEqual(
      [a.done, a.head?.status, a.head?.statusText, a.head?.headers['x-a'], a.head?.keepAlive, a.body],
      [true, 201, 'Created', '1, 2', true, '{"a":1}'],
    );
    const c = read('GET', chunked, [cut]);
    assert.deepEqual([c.done, c.head?.status, c.body], [true, 200, '{"a":1}'], `chunked, cut at ${cut}`);
  }
  assert.deepEqual(read('GET', 'HTTP/1.1 200 OK\r\n\r\nuntil the end'), {
    done: true,
    head: { status: 200, statusText: 'OK', headers: {}, keepAlive: false },
    body: 'until the end',
  });
  assert.equal(read('HEAD', 'HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\n').body, '');
  assert.equal(read('DELETE', 'HTTP/1.1 204 No Content\r\n\r\n').done, true);
  assert.equal(read('GET', 'HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n').head?.keepAlive, false);
  assert.equal(read('GET', 'HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n').head?.keepAlive, false);
  assert.equal(read('GET', 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nabc').done, false, 'cut short');
});

test('an answer that is not HTTP/1.1, or larger than the limit, is refused as soon as that is known', () => {
  const malformed = [
    'HTTP/2 200 OK\r\n\r\n',
    'HTTP/1.1 200 OK\r\nno colon\r\n\r\n',
    'HTTP/1.1 200 OK\r\nContent-Length: 1, 2\r\n\r\nab',
    'HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n',
    'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n0\r\n\r\n',
    'HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nab',
    'HTTP/1.1 101 Switching Protocols\r\n\r\n',
  ];
  for (const bytes of malformed) assert.throws(() => read('GET', bytes), MalformedAnswer, JSON.stringify(bytes));
  assert.throws(() => read('GET', 'HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\n', [], 10), /too large: announced 11 bytes/);
  assert.throws(() => read('GET', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n6\r\nabcdef\r\n6\r\nabcdef\r\n0\r\n\r\n', [], 10), /too large: more/);
});

test('a server that breaks off its answer, or answers garbage, fails the request; a path that would split the request line is not sent', async () => {
  const server = createNetServer((socket) =>
    socket.once('data', (d) => {
      if (d.toString().startsWith('GET /cut')) socket.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc');
      else socket.end('SMTP ready\r\n\r\n');
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = originOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const transport = keepAliveTransport({ timeoutMs: 2000 });
  try {
    await assert.rejects(transport.send(origin, { method: 'GET', path: '/cut' }), (err: NodeJS.ErrnoException) => err.code === 'ECONNRESET');
    await assert.rejects(transport.send(origin, { method: 'GET', path: '/other' }), MalformedAnswer);
    assert.throws(() => transport.send(origin, { method: 'GET', path: '/a b\r\nx: y' }), /must be escaped/);
  } finally {
    transport.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
});
