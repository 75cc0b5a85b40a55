// Reports and expectations are named after the engine, not the port it listens on: --engine-name,
// else the engine.name of its GET /capabilities, else (an engine that gives no name) its URL.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureRun, readReport } from '../fixtures/fixture-run.ts';
import { startToyEngine, type RunningToyEngine } from '../fixtures/toy-engine.ts';
import { engineLabel, engineNameOf } from '../../reports/src/conformance-run.ts';

describe("the name that files an engine's runs", () => {
  let first: RunningToyEngine;
  let moved: RunningToyEngine;
  before(async () => {
    first = await startToyEngine({ name: 'toy-engine' });
    moved = await startToyEngine({ name: 'toy-engine' });
  });
  after(() => Promise.all([first.close(), moved.close()]));

  test('the same engine on two ports keeps one history, under its capabilities name', async () => {
    assert.notEqual(first.url, moved.url);
    assert.equal(await engineNameOf(first.url), 'toy-engine');
    const out = mkdtempSync(join(tmpdir(), 'rc-name-'));
    const runs = [await fixtureRun(first.url, out), await fixtureRun(moved.url, out)];
    for (const r of runs) assert.match(r.stdout, /^report: /m, r.stderr); // the fixtures hold an unsupported and an errored scenario: exit 1
    assert.deepEqual(readdirSync(out), ['toy-engine']);
    assert.equal(readdirSync(join(out, 'toy-engine')).filter((d) => d !== 'latest').length, 2);
    const report = readReport(realpathSync(join(out, 'toy-engine', 'latest')));
    assert.equal(report.engine, moved.url);
    assert.equal(report.engineName, 'toy-engine');
  });

  test('--engine-name wins; an engine that gives no name is filed under its URL', async () => {
    const out = mkdtempSync(join(tmpdir(), 'rc-name-'));
    assert.match((await fixtureRun(first.url, out, ['--engine-name', 'mine'])).stdout, /^report: /m);
    assert.ok(existsSync(join(out, 'mine', 'latest', 'results.json')));
    const nameless = await startToyEngine();
    try {
      assert.equal(await engineNameOf(nameless.url), null);
      await fixtureRun(nameless.url, out);
      assert.ok(existsSync(join(out, engineLabel(nameless.url), 'latest', 'results.json')));
    } finally {
      await nameless.close();
    }
  });

  test('a capabilities answer that never ends is not read past its cap: the engine is named by its URL, promptly', async () => {
    // An endless stream of JSON-looking bytes, as a hostile or broken engine might send.
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, ' ');
      res.write('{"engine":{"name":"');
      const pump = (): void => {
        while (res.write(chunk));
        res.once('drain', pump);
      };
      pump();
      res.on('close', () => res.removeAllListeners('drain'));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const started = Date.now();
      assert.equal(await engineNameOf(url, 3000, 256 * 1024), null);
      assert.ok(Date.now() - started < 2000, `took ${Date.now() - started} ms: the cap, not the timeout, should end it`);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
