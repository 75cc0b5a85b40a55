// riftcheck smoke: one line per check, exit 0 when the engine answers every endpoint in shape, 1 when
// one does not (and the line says what was wrong), 2 on bad input.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../api/app.ts';
import { createReferenceApp } from '../../api/reference.ts';
import { listen, type RunningServer } from '../../api/server.ts';
import * as referenceEngine from '../../reference-engine/index.ts';
import { riftcheck } from '../fixtures/fixture-run.ts';

const closing: Array<() => Promise<void>> = [];
after(() => Promise.all(closing.map((c) => c())));

async function serve(app: Parameters<typeof listen>[0]): Promise<RunningServer> {
  const running = await listen(app);
  closing.push(() => running.close());
  return running;
}

test('the reference server without cards-from-text passes every check, each on its own line', async () => {
  const { url } = await serve(createReferenceApp({ withoutCorpus: true, without: ['cards-from-text'] }));
  const { code, stdout } = await riftcheck(['smoke', '--engine', url]);
  assert.equal(code, 0, stdout);
  const lines = stdout.trim().split('\n');
  for (const name of [
    'capabilities',
    'create a game',
    'view',
    'refusal',
    'act',
    'events',
    'unsupported at setup',
    'malformed request',
    'unknown game',
    'delete',
  ]) {
    assert.ok(
      lines.some((l) => l.startsWith('ok    ') && l.includes(name)),
      `${name} in:\n${stdout}`,
    );
  }
  assert.equal(lines.at(-1), 'all 10 checks passed');
});

test('with cards-from-text the unsupported check is skipped, saying why', async () => {
  const { url } = await serve(createReferenceApp({ withoutCorpus: true }));
  const { code, stdout } = await riftcheck(['smoke', '--engine', url]);
  assert.equal(code, 0, stdout);
  assert.match(stdout, /^skip {2}unsupported at setup +the engine declares cards-from-text/m);
});

test('an engine whose setup refusal for a missing feature is not problem type unsupported fails that check, and smoke exits 1', async () => {
  // Refuses test cards as a plain setup-rejected problem: the suite would report such scenarios errored.
  const engine = {
    ...referenceEngine,
    capabilities: { ...referenceEngine.capabilities, features: ['mode:1v1'] },
    createGame: (setup: Parameters<typeof referenceEngine.createGame>[0], opts?: { gameId?: string }) =>
      setup.testCards?.length ? { ok: false as const, error: { message: 'no card-text compiler' } } : referenceEngine.createGame(setup, opts),
  };
  const { url } = await serve(createApp({ engine }));
  const { code, stdout } = await riftcheck(['smoke', '--engine', url]);
  assert.equal(code, 1, stdout);
  assert.match(stdout, /^FAIL {2}unsupported at setup +problem type is https:\/\/riftcheck\.dev\/problems\/setup-rejected/m);
  assert.match(stdout, /^1 of 10 checks failed$/m);
});

test('an engine answering {} to everything fails at its capabilities; a bad URL exits 2', async () => {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closing.push(() => new Promise((r) => server.close(() => r())));
  const { code, stdout } = await riftcheck(['smoke', '--engine', `http://127.0.0.1:${(server.address() as AddressInfo).port}`]);
  assert.equal(code, 1);
  assert.match(stdout, /^FAIL {2}capabilities +GET \/capabilities: does not match the protocol at protocol/m);
  const bad = await riftcheck(['smoke', '--engine', 'localhost:9000']);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^riftcheck smoke: --engine must be the http\(s\) URL/);
});
