// Every printing of the card list is compiled and playable, through `riftcheck cards compile`
// (cli/commands/cards.ts, reports/src/playability.ts): played in a sandbox game built for it, it
// resolves without a fault, or is refused, unsupported ones naming the part the engine does not carry out; no question is ever left that no answer satisfies; nothing resolves with
// a part of its text ignored. And a Legend or a battlefield whose text the engine does not carry out
// makes every action refused as unsupported, as a permanent does.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { act, createGame, type Setup } from '../../reference-engine/index.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { run as cards } from '../../cli/commands/cards.ts';
import { loadCardList } from '../../rules/card-list.ts';
import { dataDir, needsData } from '../support/data.ts';

/** A printing as compile.json records it (the parts read here). */
interface CompiledPrinting {
  code: string;
  name: string;
  status: string;
  hard?: string;
  carriedOut: boolean;
  unsupportedParts: string[];
  play?: { outcome: string; detail: string };
}

test(
  'riftcheck cards compile: every printing compiled, each not semantic with why; played in a sandbox, resolved or refused with its reason, no fault, no dead end',
  { skip: needsData },
  async () => {
    // One run of the command (compiling and playing the whole card list takes most of this file's time):
    // its summary and per-printing detail are checked against each other and against the engine.
    const dir = mkdtempSync(join(tmpdir(), 'cards-'));
    try {
      const lines: string[] = [];
      const code = await cards(['compile', '--json', '--data', dataDir!, '--out', dir], { out: (l) => lines.push(l) });
      assert.equal(code, 0);
      const summary = JSON.parse(lines.join('\n'));
      assert.equal(summary.total, 1180);
      assert.equal(summary.semantic + summary.partial + summary.failed, summary.total);
      const detail = JSON.parse(readFileSync(join(dir, 'compile.json'), 'utf8')) as { cards: CompiledPrinting[] };
      assert.equal(detail.cards.length, 1180);
      const notSemantic = readFileSync(join(dir, 'not-semantic.tsv'), 'utf8').trim().split('\n');
      assert.equal(notSemantic.length - 1, summary.partial + summary.failed);
      // each printing left says why its construct is hard (cli/commands/hard-constructs.ts)
      assert.equal(notSemantic[0].split('\t')[4], 'why it is hard');
      assert.deepEqual(
        detail.cards.filter((c) => c.status !== 'semantic' && !c.hard).map((c) => c.code),
        [],
        'printings left without a reason',
      );
      // whether the engine carries each printing out, and which parts it does not
      assert.equal(summary.carriedOut, detail.cards.filter((c) => c.carriedOut).length);
      assert.ok(summary.carriedOut > 0 && summary.carriedOut < summary.total);
      for (const c of detail.cards) assert.equal(c.carriedOut, c.unsupportedParts.length === 0);
      // every part the engine does not carry out is named by what it is; a keyword as one ("the keyword [Empower] ...")
      const parts = detail.cards.flatMap((c) => c.unsupportedParts);
      for (const part of parts) assert.match(part, /^the (keyword|instruction|condition|trigger|passive ability|replacement|restriction|text) /);
      assert.ok(
        parts.some((p) => p.startsWith('the keyword [')),
        'no printing names an unsupported keyword part',
      );
      // the summary's most common parts are counted over the detail
      for (const { part, cards: n } of summary.unsupportedParts as { part: string; cards: number }[])
        assert.equal(n, detail.cards.filter((c) => c.unsupportedParts.includes(part)).length, part);

      // Played in a sandbox game built for each (reports/src/playability.ts), as the command reports it.
      const played = detail.cards.filter((c) => c.play);
      assert.ok(played.length > 1100, `${played.length} printings played`);
      const outcomes = Object.fromEntries(
        ['resolved', 'unsupported', 'refused', 'stuck', 'fault'].map((o) => [o, played.filter((c) => c.play!.outcome === o).length]),
      );
      assert.deepEqual(summary.played, outcomes);
      const bad = played
        .filter((c) => c.play!.outcome === 'fault' || c.play!.outcome === 'stuck')
        .map((c) => `${c.name} (${c.code}): ${c.play!.outcome}: ${c.play!.detail}`);
      assert.deepEqual(bad, []);
      // The part is named: quoted from the text, or the kind of thing not carried out.
      for (const c of played.filter((c) => c.play!.outcome === 'unsupported'))
        assert.match(c.play!.detail, /"[^"]+"|: the \w+/, `${c.name}: ${c.play!.detail}`);
      // No silent no-op: a printing that resolved has no part the engine does not carry out (asked of the engine here).
      const byCode = new Map(loadCardList(dataDir!).map((c) => [c.code, c]));
      const resolved = played.filter((c) => c.play!.outcome === 'resolved');
      const ignored = resolved.filter((c) => unsupportedParts(compileCardText(byCode.get(c.code)!.text).abilities).length > 0).map((c) => c.name);
      assert.deepEqual(ignored, [], 'resolved while part of their text is not carried out');
      assert.ok(resolved.length > 250, `only ${resolved.length} printings resolved`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('a battlefield with text the engine does not carry out makes every action unsupported, naming it', () => {
  const setup: Setup = {
    players: [{ id: 'Alice' }, { id: 'Bob' }],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'Altar', card: 'test:Altar' }],
    testCards: [{ id: 'test:Altar', name: 'Altar', type: 'battlefield', text: 'When you hold here, look at the top 3 cards of your deck.' }],
  };
  const created = createGame(setup);
  assert.ok(created.ok);
  const { result } = act(created.game, { kind: 'end-turn', player: 'Alice' });
  assert.ok(!result.ok);
  assert.equal(result.refusal.code, 'unsupported');
  assert.match(result.refusal.reason, /battlefield Altar/);
});

test('a Legend with text the engine does not carry out makes every action unsupported, naming it', () => {
  const setup: Setup = {
    players: [{ id: 'Alice', legend: { ref: 'Cannon', card: 'test:Cannon' } }, { id: 'Bob' }],
    turnPlayer: 'Alice',
    testCards: [
      { id: 'test:Cannon', name: 'Cannon', type: 'legend', text: 'At start of your Beginning Phase, draw 1 if an opponent controls a stunned unit.' },
    ],
  };
  const created = createGame(setup);
  assert.ok(created.ok);
  const { result } = act(created.game, { kind: 'end-turn', player: 'Alice' });
  assert.ok(!result.ok);
  assert.equal(result.refusal.code, 'unsupported');
  assert.match(result.refusal.reason, /Cannon/);
});
