// riftcheck rules ...: in-process with the data directory overridden (seeds only, or the data),
// and once through the real binary for the exit status and the one-line error.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { dataDir, needsData } from '../support/data.ts';
import { runRules } from '../../cli/commands/rules.ts';
import { CliError } from '../../cli/errors.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';

async function rules(argv: string[], data: string | null): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await runRules(argv, { dataDir: data, out: (l) => lines.push(l) });
  return { code, out: lines.join('\n') };
}

describe('rules command with no data directory (seeds only)', () => {
  test('show 352.10.d --edition v1.2 prints the rule, its parents and children', async () => {
    const { code, out } = await rules(['show', '352.10.d', '--edition', 'v1.2'], null);
    assert.equal(code, 0);
    assert.match(out, /^v1\.2 352\.10\.d /);
    assert.match(out, /programmatically selected/);
    assert.match(out, /Parents: +352 .*> +352\.10 /);
    assert.match(out, /Children: 352\.10\.d\.1, 352\.10\.d\.2/);
    assert.match(out, /v1\.4 355\.10\.d/);
  });

  test('show 559 --edition v1.0 --json gives the crosswalk to v1.4 355', async () => {
    const { code, out } = await rules(['show', '559', '--edition', '1.0', '--json'], null);
    assert.equal(code, 0);
    const j = JSON.parse(out);
    assert.equal(j.rule.id, '559');
    assert.equal(j.edition.origin, 'seeds');
    assert.deepEqual(
      j.crosswalk.find((c: { edition: string }) => c.edition === 'v1.4'),
      { edition: 'v1.4', id: '355', how: 'renumbered-edited' },
    );
  });

  test('unknown id or edition: one line with the nearest valid suggestions', async () => {
    await assert.rejects(
      rules(['show', '352.10.z', '--edition', 'v1.2'], null),
      (err: unknown) => err instanceof CliError && err.exitCode === 2 && !err.message.includes('\n') && /nearest: .*352\.10\.f/.test(err.message),
    );
    await assert.rejects(rules(['show', '559', '--edition', 'v1.2'], null), /559 is a rule of v1\.0, which is 352 in v1\.2/);
    await assert.rejects(
      rules(['show', '352', '--edition', '2025-12-02'], null),
      (err: unknown) => err instanceof CliError && /did you mean 2025-12-01/.test(err.message),
    );
  });

  test('stats says the seeds are excerpts', async () => {
    const { out } = await rules(['stats'], null);
    assert.match(out, /v1\.2 +seeds +53 +53/);
    assert.match(out, /only the seed excerpt is loaded/);
  });
});

describe('rules command with the data', { skip: needsData }, () => {
  test('search ranks the rule that holds the words first', async () => {
    const { out } = await rules(['search', 'programmatically', 'selected', '--edition', '2026-07-16', '--json'], dataDir);
    const j = JSON.parse(out);
    assert.equal(j.edition, 'v1.4');
    assert.equal(j.hits[0].id, '355.10.d');
    assert.ok(j.hits[0].score >= j.hits[1].score);
  });

  test('diff with a chapter range, as text and as JSON', async () => {
    const text = await rules(['diff', 'v1.0', 'v1.1', '--chapter', '0-99'], dataDir);
    assert.match(text.out, /^v1\.0 -> v1\.1 \(chapters 0-99\): 4 added, 0 removed/);
    assert.match(text.out, /\+ 054 /);
    const json = JSON.parse((await rules(['diff', '1.0', '1.1', '--chapter', '0-99', '--json'], dataDir)).out);
    assert.deepEqual(
      json.added.map((r: { id: string }) => r.id),
      ['054', '054.1', '055', '055.1'],
    );
    await assert.rejects(rules(['diff', 'v1.0', 'v1.1', '--chapter', '359-300'], dataDir), /runs backwards/);
  });

  test('stats explains where the counts differ from the README', async () => {
    const { out } = await rules(['stats'], dataDir);
    assert.match(out, /v1\.1 +data +1617 +1616 /);
    assert.match(out, /v1\.1: 143 \(line 652\) is numbered twice/);
    assert.match(out, /v1\.2: 744\.5 \(line 2038\) is numbered twice/);
  });
});

test('the binary: a rule by number prints it, an unknown one exits 2 with one line', () => {
  const bin = join(PROJECT_ROOT, 'bin', 'riftcheck.mjs');
  const ok = spawnSync(process.execPath, [bin, 'rules', 'show', '352.10.d', '--edition', 'v1.2'], { encoding: 'utf8' });
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /programmatically selected/);
  const bad = spawnSync(process.execPath, [bin, 'rules', 'show', '999.9', '--edition', 'v1.2'], { encoding: 'utf8' });
  assert.equal(bad.status, 2);
  assert.equal(bad.stderr.trim().split('\n').length, 1, bad.stderr);
  assert.match(bad.stderr, /^riftcheck rules: no rule 999\.9 in (the seed excerpt of )?v1\.2/);
  const missing = spawnSync(process.execPath, [bin, 'rules', 'stats', '--data', '/nonexistent-riftbound'], { encoding: 'utf8' });
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /nonexistent-riftbound does not exist/);
});
