// "Starting with the next player, each player may return a unit to its owner's hand": Bob (the next
// player) acts first, then Alice; each picks their own unit or declines, and only those picked return.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const WHIRL = testCard('Whirl', 'spell', "Starting with the next player, each player may return a unit to its owner's hand.");
const PAWN = testCard('Pawn', 'unit', '', 1);

function resolving(): Game {
  const g = gameOf({
    players: [
      { id: 'Alice', hand: [{ ref: 'W', card: WHIRL.id }], base: [{ ref: 'a1', card: PAWN.id }] },
      { id: 'Bob', base: [{ ref: 'b1', card: PAWN.id }] },
    ],
    turnPlayer: 'Alice',
    testCards: [WHIRL, PAWN],
  });
  return run(g, [
    { kind: 'play', player: 'Alice', card: 'W' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
}

test('the next player is asked first; each returns the unit they pick', () => {
  let g = resolving();
  assert.equal(g.pendingDecision?.player, 'Bob');
  g = choosing(g, 'Bob', ['yes']);
  while (g.pendingDecision?.player === 'Bob') g = choosing(g, 'Bob', ['a1']);
  assert.equal(g.pendingDecision?.player, 'Alice');
  g = choosing(g, 'Alice', ['yes']);
  while (g.pendingDecision?.player === 'Alice') g = choosing(g, 'Alice', ['b1']);
  assert.equal(g.objects.a1.zone, 'hand');
  assert.equal(g.objects.b1.zone, 'hand');
});

test('a player who declines returns nothing; the other still acts', () => {
  let g = choosing(resolving(), 'Bob', ['no']);
  assert.equal(g.pendingDecision?.player, 'Alice');
  g = choosing(g, 'Alice', ['yes']);
  while (g.pendingDecision?.player === 'Alice') g = choosing(g, 'Alice', ['a1']);
  assert.equal(g.objects.a1.zone, 'hand');
  assert.equal(g.objects.b1.zone, 'base');
});
