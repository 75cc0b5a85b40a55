// Choices in either style (openapi.yaml ActionChoices and the `chose` event): an engine that takes
// choices with the play and makes forced choices itself passes what a prompting engine passes, the
// rest being unsupported with a reason; one that also lacks move, hide and cards-from-text gets only
// passed and unsupported too; and one that chooses for the player among several options still fails.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveAdapter } from 'riftcheck/adapter';
import type { RunningServer } from '../../api/server.ts';
import { choiceStylesEngine, type StyleOptions } from '../fixtures/choice-styles-engine.ts';
import { readReport, riftcheck } from '../fixtures/fixture-run.ts';

const CHOICES = 'features/300-playing-the-game/355-making-choices.feature';
const FINISHING = 'features/300-playing-the-game/359-finishing-a-play.feature';
const PLAY = 'features/400-game-actions/419-play.feature';
const servers: RunningServer[] = [];
after(() => Promise.all(servers.map((s) => s.close())));

async function runAgainst(options: StyleOptions, files: string[]) {
  const server = await serveAdapter(choiceStylesEngine(options));
  servers.push(server);
  const out = mkdtempSync(join(tmpdir(), 'rc-styles-'));
  const run = await riftcheck(['run', '--engine', server.url, '--engine-name', 'styles', '--out', out, ...files]);
  return { run, report: readReport(realpathSync(join(out, 'styles', 'latest'))) };
}

const notPassed = (report: Awaited<ReturnType<typeof runAgainst>>['report']) =>
  report.scenarios.filter((s) => s.status !== 'passed').map((s) => `${s.status} ${s.file}:${s.line}: ${s.failure?.message}`);

let full: Awaited<ReturnType<typeof runAgainst>>;
before(async () => {
  full = await runAgainst({}, [CHOICES, FINISHING]);
});

test('choices carried by the play and forced choices made alone: every scenario passes or is unsupported with its reason', () => {
  const others = notPassed(full.report).filter((l) => !l.startsWith('unsupported '));
  assert.deepEqual(others, [], full.run.stderr);
  assert.ok(full.report.totals.passed >= 50, JSON.stringify(full.report.totals));
  // Only what this style cannot show, the moment of a prompt it never makes, and the Examples of
  // editions and modes of play this engine does not declare (@editions:v1.0; it plays 1v1 only).
  for (const line of notPassed(full.report))
    assert.match(
      line,
      /this engine (makes them without asking|made the only legal choice itself|refuses the action that carries it)|unsupported: (edition v1\.[0-3]|mode:(2v2|ffa3|ffa4))$/,
    );
});

test('the same engine lacking move, hide and cards-from-text: only passed and unsupported', async () => {
  const { report, run } = await runAgainst({ limited: true }, [CHOICES, PLAY]);
  assert.deepEqual(
    notPassed(report).filter((l) => !l.startsWith('unsupported ')),
    [],
    run.stderr,
  );
  assert.ok(report.totals.passed > 0 && report.totals.unsupported > 0, JSON.stringify(report.totals));
});

test('an engine that chooses for the player among several options fails those scenarios', async () => {
  const { report } = await runAgainst({ choosesForThePlayer: true }, [CHOICES]);
  const failed = report.scenarios.filter((s) => s.status === 'failed').map((s) => s.failure?.message ?? '');
  assert.ok(
    failed.some((m) => /^unscripted choice: the engine chose .+ for Alice among /.test(m)),
    failed.join('\n'),
  );
  assert.ok(
    failed.some((m) => /was to choose .+, but the engine recorded that .+ chose /.test(m)),
    failed.join('\n'),
  );
});
