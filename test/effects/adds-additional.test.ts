// "While your score is within 3 points of the Victory Score, your Gold [Add] an additional
// :rb_energy_1:": a Gold gear token (187.5: "[Reaction][>] Kill this, :rb_exhaust:: [Add]
// :rb_rune_rainbow:") of the passive's controller adds the Energy too while the condition holds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, viewOf, type Game, type TestCard } from '../../reference-engine/index.ts';
import { settle } from '../support/plays.ts';
import { testCard } from '../support/test-card.ts';

const CARDS: TestCard[] = [
  testCard('Baroness', 'unit', 'While your score is within 3 points of the Victory Score, your Gold [Add] an additional :rb_energy_1:.', 3),
  testCard('Minting', 'spell', 'Play a ready Gold gear token.'),
];

/** Alice with `points`, the Baroness in her base or not, after her Minting made a Gold token. */
function withGold(points: number, baroness: boolean, bobsBaroness = false): Game {
  const created = createGame(
    {
      victoryScore: 8,
      players: [
        { id: 'Alice', points, hand: [{ ref: 'Minting', card: 'test:Minting' }], base: baroness ? [{ ref: 'Baroness', card: 'test:Baroness' }] : [] },
        { id: 'Bob', points: 7, base: bobsBaroness ? [{ ref: 'Bob Baroness', card: 'test:Baroness' }] : [] },
      ],
      turnPlayer: 'Alice',
      battlefields: [],
      testCards: CARDS,
    },
    { gameId: 't' },
  );
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  const r = act(created.game, { kind: 'play', player: 'Alice', card: 'Minting' });
  assert.ok(r.result.ok, r.result.ok ? '' : r.result.refusal.reason);
  return settle(r.game);
}

/** Alice's pool after she uses her Gold: its ref is the token's, the only gear in her base. */
function afterGold(g: Game): { energy: number; universal: number; goldLeft: boolean } {
  const gold = viewOf(g).players[0].base.find((o) => o.name === 'Gold');
  assert.ok(gold, 'the Gold token is in her base');
  const r = act(g, { kind: 'activate', player: 'Alice', source: gold.ref, ability: 0 });
  assert.ok(r.result.ok, r.result.ok ? '' : r.result.refusal.reason);
  const after = viewOf(settle(r.game));
  const pool = after.players[0].runePool;
  return { energy: pool.energy, universal: pool.universal ?? 0, goldLeft: after.players[0].base.some((o) => o.name === 'Gold') };
}

test('a Gold token has its ability: killed and exhausted, it adds one Power of any domain', () => {
  assert.deepEqual(afterGold(withGold(0, false)), { energy: 0, universal: 1, goldLeft: false });
});

test('within 3 points of the Victory Score, your Gold adds an additional Energy', () => {
  assert.deepEqual(afterGold(withGold(5, true)), { energy: 1, universal: 1, goldLeft: false });
});

test("further from the Victory Score, or the passive being an opponent's, the Gold adds only its Power", () => {
  assert.deepEqual(afterGold(withGold(4, true)), { energy: 0, universal: 1, goldLeft: false });
  // Bob is within 3 points, but the Gold is not his
  assert.deepEqual(afterGold(withGold(5, false, true)), { energy: 0, universal: 1, goldLeft: false });
});
