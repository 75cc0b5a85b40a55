// Every 5xx the server answers is one line on stderr carrying a request id, and the same id is in the
// problem+json body's `instance`, so an operator can find the log line for a client's report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appWhoseActThrows, call, capturingStderr, newGame, referenceApp } from './support.ts';

test('an engine that throws answers 500 and logs one line with the id the body carries', async () => {
  const app = appWhoseActThrows();
  const { result: res, lines } = await capturingStderr(async () => {
    const id = await newGame(app);
    return call(app, 'POST', `/games/${id}/actions`, { kind: 'pass', player: 'Alice' });
  });
  assert.equal(res.status, 500);
  const body = res.body as { instance: string; status: number };
  const match = /^\/games\/[^#]+\/actions#([0-9a-f-]{36})$/.exec(body.instance);
  assert.ok(match, `instance carries a request id: ${body.instance}`);
  const requestId = match[1]!;
  const mentioning = lines.filter((line) => line.includes(requestId));
  assert.equal(mentioning.length, 1, `one stderr line names ${requestId}: ${JSON.stringify(lines)}`);
  assert.ok(!mentioning[0]!.includes('\n'), 'the log entry is a single line');
  assert.match(mentioning[0]!, /500 internal-error POST \/games\/.*act broke/);
});

test('two faults get different ids; a 503 is logged too; a 4xx is not', async () => {
  const app = referenceApp({ corpus: undefined });
  const { result, lines } = await capturingStderr(async () => [
    await call(app, 'GET', '/editions'),
    await call(app, 'GET', '/editions'),
    await call(app, 'GET', '/no-such-route'),
  ]);
  const [a, b, missing] = result;
  assert.equal(missing!.status, 404);
  assert.equal(lines.length, 2, JSON.stringify(lines));
  for (const res of [a!, b!]) {
    assert.equal(res.status, 503, JSON.stringify(res.body));
    const id = (res.body as { instance: string }).instance.split('#')[1];
    assert.ok(id && lines.some((line) => line.includes(id)), `503 id ${id} is logged`);
  }
  assert.notEqual((a!.body as { instance: string }).instance, (b!.body as { instance: string }).instance);
});
