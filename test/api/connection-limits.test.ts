// The Node server behind `riftcheck serve` bounds its clients: a client that never finishes its
// headers is answered 408 and dropped, sockets beyond the cap are closed, and the defaults are set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { DEFAULT_CONNECTION_LIMITS, isLoopbackHost, listen } from '../../api/server.ts';
import { referenceApp } from './support.ts';

function open(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (received += d));
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    socket.once('error', () => {}); // a reset from the server shows as close
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

test('the server carries the documented timeouts and connection cap', async () => {
  const running = await listen(referenceApp());
  try {
    const server = running.server as Server;
    assert.equal(server.headersTimeout, DEFAULT_CONNECTION_LIMITS.headersTimeoutMs);
    assert.equal(server.requestTimeout, DEFAULT_CONNECTION_LIMITS.requestTimeoutMs);
    assert.equal(server.keepAliveTimeout, DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs);
    assert.equal(server.maxConnections, DEFAULT_CONNECTION_LIMITS.maxConnections);
    // Deliberately tighter than Node's own defaults (60 s headers, 300 s request, no cap).
    assert.ok(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs < 60_000 && DEFAULT_CONNECTION_LIMITS.requestTimeoutMs < 300_000);
    assert.ok(Number.isFinite(server.maxConnections));
  } finally {
    await running.close();
  }
});

test('a client that never finishes its headers is answered 408 and closed', { timeout: 20_000 }, async () => {
  const running = await listen(referenceApp(), { limits: { headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 100 } });
  try {
    const client = await open(running.port);
    client.socket.write('GET /capabilities HTTP/1.1\r\nHost: x\r\n'); // no blank line: headers never end
    const started = Date.now();
    await client.closed;
    assert.ok(Date.now() - started < 5_000, 'dropped within a few checks of the timeout');
    assert.match(client.received(), /^HTTP\/1\.1 408/);
  } finally {
    await running.close(100);
  }
});

test('sockets beyond the connection cap are closed; those within it are served', { timeout: 20_000 }, async () => {
  const running = await listen(referenceApp(), { limits: { maxConnections: 2 } });
  try {
    const first = await open(running.port);
    const second = await open(running.port);
    const third = await open(running.port);
    await third.closed;
    assert.equal(third.received(), '', 'the socket over the cap gets nothing');
    first.socket.write('GET /capabilities HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await first.closed;
    assert.match(first.received(), /^HTTP\/1\.1 200/);
    second.socket.destroy();
  } finally {
    await running.close(100);
  }
});

test('loopback hosts are told apart from hosts reachable from elsewhere', () => {
  for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1', 'app.localhost']) {
    assert.equal(isLoopbackHost(host), true, host);
  }
  for (const host of ['0.0.0.0', '::', '[::]', '192.168.1.10', '10.0.0.1', 'example.com', '128.0.0.1', 'localhost.example.com']) {
    assert.equal(isLoopbackHost(host), false, host);
  }
});
