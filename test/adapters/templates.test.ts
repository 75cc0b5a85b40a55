// The adapter templates as an engine author starts from them: each toy engine passes `riftcheck smoke`
// and runs a slice of the real suite getting only passed and unsupported results (with some of each).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveAdapter } from 'riftcheck/adapter';
import { parse } from 'yaml';
import type { RunningServer } from '../../api/server.ts';
import { toyEngine } from '../../adapters/template-ts/toy-engine.ts';
import { smoke } from '../../cli/commands/smoke.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { readReport, riftcheck } from '../fixtures/fixture-run.ts';

/** Where the toy engines pass something: turns, their phases, and the states of a main phase. */
const SLICE = [
  'features/300-playing-the-game/301-turn.feature',
  'features/300-playing-the-game/314-phases.feature',
  'features/300-playing-the-game/307-states.feature',
];

async function runSlice(url: string, name: string) {
  const out = mkdtempSync(join(tmpdir(), 'rc-template-'));
  const run = await riftcheck(['run', '--engine', url, '--engine-name', name, '--out', out, ...SLICE]);
  const report = readReport(realpathSync(join(out, name, 'latest')));
  return { run, report };
}

function assertOnlyPassedAndUnsupported(result: Awaited<ReturnType<typeof runSlice>>): void {
  const { report, run } = result;
  const other = report.scenarios.filter((s) => s.status !== 'passed' && s.status !== 'unsupported');
  assert.deepEqual(
    other.map((s) => `${s.status}: ${s.name}: ${s.failure?.message}`),
    [],
    run.stderr,
  );
  assert.ok(report.totals.passed >= 5, `some scenarios pass (${JSON.stringify(report.totals)})`);
  assert.ok(report.totals.unsupported > 0, 'the rest is unsupported');
  for (const s of report.scenarios.filter((x) => x.status === 'unsupported')) assert.match(s.failure?.message ?? '', /^unsupported: \S/, s.name);
}

describe('the TypeScript template (riftcheck/adapter)', () => {
  let server: RunningServer;
  before(async () => {
    server = await serveAdapter(toyEngine);
  });
  after(() => server.close());

  test('passes riftcheck smoke', async () => {
    const checks = await smoke(server.url);
    assert.deepEqual(
      checks.filter((c) => !c.ok || c.skipped),
      [],
    );
    assert.equal(checks.length, 10);
  });

  test('runs a slice of the suite: only passed and unsupported', async () => {
    assertOnlyPassedAndUnsupported(await runSlice(server.url, 'template-ts'));
  });

  test("the CI recipe's flow: smoke, then a run judged by an expectations file written from an earlier run", async () => {
    const recipe = parse(readFileSync(join(PROJECT_ROOT, 'adapters/ci/riftcheck.yml'), 'utf8')) as { jobs: Record<string, { steps: Array<{ run?: string }> }> };
    const commands = Object.values(recipe.jobs).flatMap((j) => j.steps.map((s) => s.run ?? ''));
    assert.ok(commands.some((c) => c.startsWith('npx riftcheck smoke --engine "$ENGINE"')));
    assert.ok(commands.some((c) => c.startsWith('npx riftcheck run --engine "$ENGINE"') && c.includes('--expectations ')));
    const out = mkdtempSync(join(tmpdir(), 'rc-recipe-'));
    const file = join(out, 'expectations.yaml');
    const first = await riftcheck(['run', '--engine', server.url, '--engine-name', 'recipe', '--out', out, SLICE[0]!]);
    assert.equal(first.code, 1, 'without expectations the unsupported scenarios are unexpected');
    const update = await riftcheck(['expectations', 'update', '--from', join(out, 'recipe', 'latest'), '--file', file]);
    assert.equal(update.code, 0, update.stderr);
    const judged = await riftcheck(['run', '--engine', server.url, '--engine-name', 'recipe', '--out', out, '--expectations', file, SLICE[0]!]);
    assert.equal(judged.code, 0, judged.stdout);
    assert.match(judged.stdout, /no unexpected results/);
  });
});

const python = spawnSync('python3', ['--version']).status === 0;

describe('the Python template (standard library only)', { skip: python ? false : 'needs python3 on PATH' }, () => {
  let child: ChildProcess;
  let url = '';
  before(async () => {
    child = spawn('python3', [join(PROJECT_ROOT, 'adapters/template-python/toy_engine.py'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    url = await new Promise<string>((done, fail) => {
      let seen = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const m = /on (http:\/\/[\d.]+:\d+)/.exec(seen);
        if (m) done(m[1]!);
      });
      child.on('exit', (code) => fail(new Error(`the Python template exited (${code}) before listening: ${seen}`)));
    });
  });
  after(() => {
    child.kill();
  });

  test('passes riftcheck smoke', async () => {
    const checks = await smoke(url);
    assert.deepEqual(
      checks.filter((c) => !c.ok || c.skipped),
      [],
    );
  });

  test('runs a slice of the suite: only passed and unsupported', async () => {
    assertOnlyPassedAndUnsupported(await runSlice(url, 'template-python'));
  });

  test('answers DELETE with the last view when asked (protocol 1.4), and with 204 when not', async () => {
    const setup = { players: [{ id: 'Alice' }, { id: 'Bob' }], turnPlayer: 'Alice' };
    const create = async () => {
      const res = await fetch(`${url}/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(setup) });
      assert.equal(res.status, 201, await res.clone().text());
      return ((await res.json()) as { gameId: string }).gameId;
    };
    const id = await create();
    const looked = await (await fetch(`${url}/games/${id}`)).json();
    const deleted = await fetch(`${url}/games/${id}`, { method: 'DELETE', headers: { prefer: 'return=representation' } });
    assert.equal(deleted.status, 200);
    assert.equal(deleted.headers.get('preference-applied'), 'return=representation');
    assert.deepEqual(await deleted.json(), looked);
    assert.equal((await fetch(`${url}/games/${id}`)).status, 404, 'the game is gone');
    const plain = await fetch(`${url}/games/${await create()}`, { method: 'DELETE' });
    assert.equal(plain.status, 204);
  });

  test('uses nothing but the standard library', () => {
    const dir = join(PROJECT_ROOT, 'adapters/template-python');
    const script = `import sys, ast, pathlib\nfor f in pathlib.Path(${JSON.stringify(dir)}).glob('*.py'):\n  for n in ast.walk(ast.parse(f.read_text())):\n    names = [a.name for a in n.names] if isinstance(n, ast.Import) else [n.module] if isinstance(n, ast.ImportFrom) and n.level == 0 else []\n    for m in names:\n      top = m.split('.')[0]\n      if top not in sys.stdlib_module_names and top != 'riftcheck_adapter': print(f.name, m)`;
    const found = spawnSync('python3', ['-c', script], { encoding: 'utf8' });
    assert.equal(found.status, 0, found.stderr);
    assert.equal(found.stdout, '', 'imports outside the standard library');
    assert.ok(readdirSync(dir).some((f) => f.endsWith('.py')));
  });
});
