// An engine that cannot be reached makes the real suite's scenarios "errored" (an engine fault),
// never "failed" (a wrong answer): the report must not blame the engine for rules it never got to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';

const run = promisify(execFile);

test('a run against an engine that is down reports every scenario as errored, with a one-line reason', async () => {
  const out = mkdtempSync(join(tmpdir(), 'riftcheck-down-'));
  // Port 9 (discard) has no listener here: every request is refused at once.
  const result = await run(
    process.execPath,
    [join(PROJECT_ROOT, 'bin/riftcheck.mjs'), 'run', '--engine', 'http://127.0.0.1:9', '--tags', '@rule:302', '--out', out],
    {
      cwd: PROJECT_ROOT,
    },
  ).catch((e: { code: number; stdout: string; stderr: string }) => e);
  assert.notEqual((result as { code?: number }).code ?? 0, 0, 'a run with unexpected results exits non-zero');
  const engineDir = readdirSync(out)[0];
  const results = JSON.parse(readFileSync(join(out, engineDir, 'latest', 'results.json'), 'utf8'));
  assert.ok(results.scenarios.length > 0, 'the tag selects at least one scenario');
  for (const s of results.scenarios) {
    assert.equal(s.status, 'errored', `${s.id} should be errored`);
    assert.equal(s.failure.type, 'EngineFault');
    assert.doesNotMatch(s.failure.message, /\n/);
    assert.match(s.failure.message, /connection refused/);
  }
});
