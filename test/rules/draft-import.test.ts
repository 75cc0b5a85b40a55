// `riftcheck rules import <file> --as NAME`, end to end on a synthetic draft: a copy of v1.4 with one
// rule removed, one edited and one added. The impact report must name each change, the Examples each
// change makes stale, and the draft's coverage; bad input is refused with a clear message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRules } from '../../cli/commands/rules.ts';
import { CliError } from '../../cli/errors.ts';
import { dataDir, needsData } from '../support/data.ts';

function draftFile(): string {
  const v14 = readFileSync(join(dataDir!, 'rules/raw/v1.4_2026-07-16.md'), 'utf8').split('\n');
  const out: string[] = [];
  for (const line of v14) {
    if (line.startsWith('359.3.b.')) continue; // removed
    out.push(line.startsWith('357.3.') ? `${line} A draft may also say more here.` : line); // edited
    if (line.startsWith('358.5.')) out.push('358.6. A draft adds this check: a play made while testing a draft is reviewed by a judge.'); // added
  }
  const file = join(mkdtempSync(join(tmpdir(), 'rc-draft-')), 'draft.md');
  writeFileSync(file, out.join('\n'));
  return file;
}

async function rules(argv: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runRules(argv, { dataDir, out: (l) => lines.push(l) });
  return { code, lines };
}

test('a draft of v1.4 with a rule removed, one edited and one added: each change, its stale Examples and the coverage', { skip: needsData }, async () => {
  const file = draftFile();
  const { code, lines } = await rules(['import', file, '--as', 'v1.5-draft', '--json']);
  assert.equal(code, 0);
  const report = JSON.parse(lines.join('\n'));
  assert.equal(report.base, 'v1.4');
  assert.equal(report.draft, 'v1.5-draft');
  assert.deepEqual(
    report.diff.added.map((a: { id: string }) => a.id),
    ['358.6'],
  );
  assert.deepEqual(
    report.diff.removed.map((a: { id: string }) => a.id),
    ['359.3.b'],
  );
  assert.deepEqual(
    report.diff.edited.map((a: { from: string }) => a.from),
    ['357.3'],
  );
  // Every Example tagged with a changed rule is stale, and only those.
  const staleRules = new Set(report.stale.flatMap((s: { rules: { id: string }[] }) => s.rules.map((r) => r.id)));
  assert.deepEqual([...staleRules].sort(), ['357.3', '359.3.b']);
  assert.ok(report.stale.some((s: { at: string }) => s.at.startsWith('features/300-playing-the-game/357-paying-costs.feature:')));
  // The added rule has no scenario yet; the draft's coverage comes through the crosswalk.
  assert.ok(report.withoutScenarios.includes('358.6'));
  assert.ok(report.coverage.witnessed > 300, `witnessed under the draft: ${report.coverage.witnessed}`);

  const md = join(mkdtempSync(join(tmpdir(), 'rc-impact-')), 'impact.md');
  const text = await rules(['import', file, '--as', 'v1.5-draft', '--out', md]);
  assert.equal(text.code, 0);
  assert.match(text.lines.join('\n'), /1 added, 1 removed, 0 renumbered, 1 edited/);
  const written = readFileSync(md, 'utf8');
  assert.match(written, /## Removed\n- 359\.3\.b:/);
  assert.match(written, /## Examples to reread \(stale\)\n- features\//);
});

test('import refuses a draft without a name, under a published edition name, or that is not a rules document', { skip: needsData }, async () => {
  const file = draftFile();
  await assert.rejects(rules(['import', file]), (e: unknown) => e instanceof CliError && /--as <name>/.test(e.message));
  await assert.rejects(rules(['import', file, '--as', 'v1.3']), (e: unknown) => e instanceof CliError && /published edition/.test(e.message));
  const notRules = join(mkdtempSync(join(tmpdir(), 'rc-notrules-')), 'notes.md');
  writeFileSync(notRules, 'Shopping list\n1. eggs\n2. milk\n');
  await assert.rejects(rules(['import', notRules, '--as', 'v1.5-draft']), (e: unknown) => e instanceof CliError && /numbered rules/.test(e.message));
  await assert.rejects(rules(['import', '/nonexistent/draft.md', '--as', 'x']), (e: unknown) => e instanceof CliError && /not found/.test(e.message));
});
