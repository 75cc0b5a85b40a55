// riftcheck card targets / cards compile, driven through their run() functions.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run as card } from '../../cli/commands/card.ts';
import { run as cards } from '../../cli/commands/cards.ts';
import { CliError } from '../../cli/errors.ts';
import { dataDir, needsData } from '../support/data.ts';

async function capture(f: (out: (l: string) => void) => Promise<number>): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await f((l) => lines.push(l));
  return { code, text: lines.join('\n') };
}

describe('riftcheck card targets', () => {
  test('"Kill all units at a battlefield": the battlefield is the only target, by 355.10.d', async () => {
    const { code, text } = await capture((out) => card(['targets', 'Kill all units at a battlefield', '--json'], { out, dataDir: null }));
    assert.equal(code, 0);
    const doc = JSON.parse(text);
    assert.deepEqual(
      doc.targets.map((m: { phrase: string }) => m.phrase),
      ['a battlefield'],
    );
    assert.equal(doc.targets[0].rule, '355.10.d');
    assert.equal(doc.targets[0].what, 'battlefield');
  });
  test('plain output marks targets and non-targets', async () => {
    const { text } = await capture((out) => card(['targets', 'Kill a unit at a battlefield'], { out, dataDir: null }));
    assert.match(text, /^target\s+a unit at a battlefield/m);
    assert.match(text, /^not target\s+a battlefield\s+battlefield\s+355\.10\.b/m);
  });
  test('bad input is a one-line CLI error', async () => {
    await assert.rejects(card(['targte', 'x'], { out: () => {} }), (e: unknown) => e instanceof CliError && /did you mean targets/.test(e.message));
    await assert.rejects(
      card(['targets', 'x', '--edition', 'v9'], { out: () => {} }),
      (e: unknown) => e instanceof CliError && /unknown edition/.test(e.message),
    );
    await assert.rejects(card(['targets'], { out: () => {} }), CliError);
  });
  test('--edition v1.1 cites the v1.1 number through the crosswalk', { skip: needsData }, async () => {
    const { text } = await capture((out) => card(['targets', 'Kill all units at a battlefield', '--json', '--edition', 'v1.1'], { out, dataDir }));
    const doc = JSON.parse(text);
    assert.equal(doc.targets[0].rule, '352.10.d');
    assert.equal(doc.targets[0].edition, 'v1.1');
  });
});

describe('riftcheck cards compile', { skip: needsData }, () => {
  test('prints totals and writes the per-card detail', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cards-'));
    try {
      const { code, text } = await capture((out) => cards(['compile', '--json', '--data', dataDir!, '--out', dir], { out }));
      assert.equal(code, 0);
      const summary = JSON.parse(text);
      assert.equal(summary.total, 1180);
      assert.equal(summary.semantic + summary.partial + summary.failed, summary.total);
      const detail = JSON.parse(readFileSync(join(dir, 'compile.json'), 'utf8'));
      assert.equal(detail.cards.length, 1180);
      const notSemantic = readFileSync(join(dir, 'not-semantic.tsv'), 'utf8').trim().split('\n');
      assert.equal(notSemantic.length - 1, summary.partial + summary.failed);
      // each printing left says why its construct is hard (cli/commands/hard-constructs.ts)
      assert.equal(notSemantic[0].split('\t')[4], 'why it is hard');
      const unexplained = (detail.cards as { code: string; status: string; hard?: string }[]).filter((c) => c.status !== 'semantic' && !c.hard);
      assert.deepEqual(
        unexplained.map((c) => c.code),
        [],
        'printings left without a reason',
      );
      // whether the engine carries each printing out, and which parts it does not
      assert.equal(summary.carriedOut, detail.cards.filter((c: { carriedOut: boolean }) => c.carriedOut).length);
      assert.ok(summary.carriedOut > 0 && summary.carriedOut < summary.total);
      for (const c of detail.cards as { carriedOut: boolean; unsupportedParts: string[] }[]) assert.equal(c.carriedOut, c.unsupportedParts.length === 0);
      // every part the engine does not carry out is named by what it is; a keyword as one ("the keyword [Empower] ...")
      const parts = (detail.cards as { unsupportedParts: string[] }[]).flatMap((c) => c.unsupportedParts);
      for (const part of parts) assert.match(part, /^the (keyword|instruction|condition|trigger|passive ability|replacement|restriction|text) /);
      assert.ok(
        parts.some((p) => p.startsWith('the keyword [')),
        'no printing names an unsupported keyword part',
      );
      // the summary's most common parts are counted over the detail
      for (const { part, cards } of summary.unsupportedParts as { part: string; cards: number }[])
        assert.equal(cards, (detail.cards as { unsupportedParts: string[] }[]).filter((c) => c.unsupportedParts.includes(part)).length, part);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  test('a wrong subcommand is a CLI error', async () => {
    await assert.rejects(cards(['compil'], { out: () => {} }), CliError);
  });
});
