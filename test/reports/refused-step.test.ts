// A refused action fails at its own step when the scenario's next step does not expect the refusal:
// the report points at the action, not at whatever step came after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readReport, riftcheck } from '../fixtures/fixture-run.ts';

test('an unexpected refusal is reported at the step that acted, with the refusal', async () => {
  const out = mkdtempSync(join(tmpdir(), 'rc-refused-'));
  const { code } = await riftcheck(['run', '--engine', 'reference', '--out', out, 'test/fixtures/refusals/refused-step.feature']);
  assert.equal(code, 1);
  const [scenario] = readReport(realpathSync(join(out, 'reference', 'latest'))).scenarios;
  assert.equal(scenario?.status, 'failed');
  assert.equal(scenario?.failure?.step, 'When Alice moves her Vanguard Sergeant to the Bridge');
  assert.equal(scenario?.failure?.line, 8);
  assert.match(scenario?.failure?.message ?? '', /was refused \(cannot-afford/);
});
