// "Counter a spell. Return it to its owner's hand instead of putting it in their trash": the countered
// card goes from the Chain to its owner's hand, never to the trash; a plain counter still trashes it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const ABANDON = testCard('Abandon', 'spell', "[Reaction]\nCounter a spell. Return it to its owner's hand instead of putting it in their trash.");
const NEGATE = testCard('Negate', 'spell', '[Reaction]\nCounter a spell.');
const SPARK = testCard('Spark', 'spell', 'Draw 1.');

function countered(by: string): Game {
  const g = gameOf({
    players: [
      { id: 'Alice', hand: [{ ref: 'S', card: SPARK.id }] },
      { id: 'Bob', hand: [{ ref: 'C', card: `test:${by}` }] },
    ],
    turnPlayer: 'Alice',
    testCards: [ABANDON, NEGATE, SPARK],
  });
  const played = run(g, [
    { kind: 'play', player: 'Alice', card: 'S' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'play', player: 'Bob', card: 'C' },
  ]);
  return run(choosing(played, 'Bob', ['S']), [
    { kind: 'pass', player: 'Bob' },
    { kind: 'pass', player: 'Alice' },
  ]);
}

test("the countered spell returns to its owner's hand and never reaches the trash", () => {
  const g = countered('Abandon');
  assert.deepEqual(g.players[0].hand, ['S']);
  assert.deepEqual(g.players[0].trash, []);
  assert.equal(
    g.events.some((e) => e.object === 'S' && e.kind === 'moved' && e.from === 'trash'),
    false,
  );
});

test('a plain counter puts it in the trash', () => {
  const g = countered('Negate');
  assert.deepEqual(g.players[0].trash, ['S']);
  assert.deepEqual(g.players[0].hand, []);
});
