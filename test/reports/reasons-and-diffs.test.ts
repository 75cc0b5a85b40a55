// Generated expectation reasons say the whole mismatch; cucumber's own output and the report draw a
// diff with the same signs ("- expected, + actual"); `expectations update` after a run that changed
// nothing leaves the file byte for byte.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatedReason } from '../../reports/src/expectations.ts';
import { engineLabel } from '../../reports/src/conformance-run.ts';
import { FIXTURE_CONFIG, fixtureRun, riftcheck, runProcess } from '../fixtures/fixture-run.ts';
import { startToyEngine, type RunningToyEngine } from '../fixtures/toy-engine.ts';

const STRICT = "Expected values to be strictly equal:\n+ actual - expected\n\n+ 'ready'\n- 'exhausted'";

test('a generated reason names the step and what was expected against what was shown', () => {
  const reason = generatedReason({
    status: 'failed',
    failure: { step: 'Then "Recruit" is exhausted in her base', line: 10, type: 'AssertionError', message: STRICT, expected: "'exhausted'", actual: "'ready'" },
  });
  assert.equal(reason, "failed: Then \"Recruit\" is exhausted in her base: Expected values to be strictly equal: expected 'exhausted', shown 'ready'");
  const prose = generatedReason({
    status: 'errored',
    failure: {
      step: 'When Alice plays X',
      line: 3,
      type: 'EngineFault',
      message: 'engine answered 500\n\n  to play X\nat Object.<anonymous> (x.ts:1)\nmore',
      expected: null,
      actual: null,
    },
  });
  assert.equal(prose, 'errored: When Alice plays X: engine answered 500 to play X more');
});

describe('against an engine with a rule mistake', () => {
  let wrong: RunningToyEngine;
  before(async () => (wrong = await startToyEngine({ mistake: 'units-enter-ready' })));
  after(() => wrong.close());

  test("cucumber's own output uses the report's signs: + actual, - expected", async () => {
    const r = await runProcess(
      process.execPath,
      ['node_modules/@cucumber/cucumber/bin/cucumber.js', '-c', FIXTURE_CONFIG, '--name', '^a played unit enters exhausted$'],
      { RIFTCHECK_ENGINE: wrong.url },
    );
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stdout, /\+ actual - expected\n\n\s*\+ 'ready'\n\s*- 'exhausted'/);
    assert.doesNotMatch(r.stdout, /\+ expected - actual/);
  });

  test('expectations update twice: the second leaves the file byte-identical, hand-edited header and all', async () => {
    const out = mkdtempSync(join(tmpdir(), 'rc-exp-'));
    const file = join(out, 'toy.yaml');
    await fixtureRun(wrong.url, out);
    const latest = realpathSync(join(out, engineLabel(wrong.url), 'latest'));
    const first = await riftcheck(['expectations', 'update', '--from', latest, '--file', file]);
    assert.equal(first.code, 0, first.stderr);
    assert.match(readFileSync(file, 'utf8'), /reason: "?failed: Then "?.*expected 'exhausted', shown 'ready'/);
    const edited = readFileSync(file, 'utf8').replace(/^# .*\n/, '# our own header, kept\n');
    writeFileSync(file, edited);
    const again = await riftcheck(['expectations', 'update', '--from', latest, '--file', file]);
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /unchanged/);
    assert.equal(readFileSync(file, 'utf8'), edited);
  });
});
