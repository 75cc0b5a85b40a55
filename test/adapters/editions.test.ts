// Setups carry the edition in force (the feature's @edition, v1.4): an engine that does not declare it
// is warned about before the run and its scenarios are unsupported with that reason; --setup-edition
// sends another edition instead.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveAdapter, type Setup } from 'riftcheck/adapter';
import type { RunningServer } from '../../api/server.ts';
import { toyEngine } from '../../adapters/template-ts/toy-engine.ts';
import { editionWarning } from '../../cli/commands/run.ts';
import { readReport, riftcheck } from '../fixtures/fixture-run.ts';

const FILE = 'features/300-playing-the-game/301-turn.feature';
const seen: Array<string | undefined> = [];
let server: RunningServer;

before(async () => {
  // The toy engine, as if written for v1.1 only, noting the edition each setup asks for.
  server = await serveAdapter({
    ...toyEngine,
    info: { ...toyEngine.info, editions: ['v1.1'] },
    create: (setup: Setup, refs) => {
      seen.push(setup.edition);
      return toyEngine.create(setup, refs);
    },
  });
});
after(() => server.close());

async function run(extra: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'rc-edition-'));
  const result = await riftcheck(['run', '--engine', server.url, '--engine-name', 'v11', '--out', out, ...extra, FILE]);
  return { ...result, report: readReport(realpathSync(join(out, 'v11', 'latest'))) };
}

test('an engine without v1.4 is warned before the run, and every scenario is unsupported for the edition', async () => {
  const { stderr, report } = await run([]);
  assert.match(stderr, /warning: the engine declares v1\.1, not v1\.4: every scenario will be unsupported \("edition v1\.4"\); .*--setup-edition v1\.1/);
  assert.equal(report.totals.unsupported, report.totals.total);
  for (const s of report.scenarios) assert.equal(s.failure?.message, 'unsupported: edition v1.4');
});

test('--setup-edition v1.1 sends v1.1 in every setup, and the engine plays them', async () => {
  seen.length = 0;
  const { stderr, report } = await run(['--setup-edition', '1.1']);
  assert.doesNotMatch(stderr, /warning/);
  assert.ok(seen.length > 0 && seen.every((e) => e === 'v1.1'), JSON.stringify(seen));
  assert.ok(report.totals.passed > 0);
});

test('no warning for an engine that declares the edition, nor for one that does not answer', async () => {
  assert.equal(await editionWarning(server.url, 'v1.1', true), null);
  assert.match((await editionWarning(server.url, 'v1.2', true))!, /declares v1\.1, not v1\.2.*choose one it declares with --setup-edition/);
  assert.equal(await editionWarning('reference', 'v1.4', false), null);
  assert.equal(await editionWarning('http://127.0.0.1:9', 'v1.4', false), null);
});
