// Every printing of the card list is playable (reports/src/playability.ts): played in a sandbox game
// built for it, it resolves without a fault, or is refused, unsupported ones naming the part the
// engine does not carry out; no question is ever left that no answer satisfies; nothing resolves with
// a part of its text ignored. And a Legend or a battlefield whose text the engine does not carry out
// makes every action refused as unsupported, as a permanent does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, type Setup } from '../../reference-engine/index.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { playPrinting, type PlayResult } from '../../reports/src/playability.ts';
import { loadCardList } from '../../rules/card-list.ts';
import { dataDir, needsData } from '../support/data.ts';

test('every printing: resolved, or refused with its reason; no fault, no dead end', { skip: needsData }, () => {
  const cards = loadCardList(dataDir!);
  const results = cards.map(playPrinting).filter((r): r is PlayResult => r !== null);
  assert.ok(results.length > 1100, `${results.length} printings played`);
  const bad = results.filter((r) => r.outcome === 'fault' || r.outcome === 'stuck').map((r) => `${r.name} (${r.code}): ${r.outcome}: ${r.detail}`);
  assert.deepEqual(bad, []);
  // The part is named: quoted from the text, or the kind of thing not carried out.
  for (const r of results.filter((r) => r.outcome === 'unsupported')) assert.match(r.detail, /"[^"]+"|: the \w+/, `${r.name}: ${r.detail}`);
  // No silent no-op: a printing that resolved has no part the engine does not carry out.
  const byCode = new Map(cards.map((c) => [c.code, c]));
  const resolved = results.filter((r) => r.outcome === 'resolved');
  const ignored = resolved.filter((r) => unsupportedParts(compileCardText(byCode.get(r.code)!.text).abilities).length > 0).map((r) => r.name);
  assert.deepEqual(ignored, [], 'resolved while part of their text is not carried out');
  assert.ok(resolved.length > 250, `only ${resolved.length} printings resolved`);
});

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
