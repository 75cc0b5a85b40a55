// riftcheck card targets / cards compile, driven through their run() functions.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
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

describe('riftcheck cards compile', () => {
  // The whole card list compiled and played through the command: test/engine/every-printing-playable.test.ts
  test('a wrong subcommand is a CLI error', async () => {
    await assert.rejects(cards(['compil'], { out: () => {} }), CliError);
  });
});
