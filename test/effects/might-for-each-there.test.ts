// "Give a friendly unit at a battlefield +2 :rb_might: this turn for each enemy unit there": "there" is
// the chosen unit's battlefield; enemy units elsewhere do not count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { viewOf } from '../../reference-engine/index.ts';
import { choosing, gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const ODDS = testCard('Odds', 'spell', 'Give a friendly unit at a battlefield +2 :rb_might: this turn for each enemy unit there.');
const PAWN = testCard('Pawn', 'unit', '', 1);
const FIELD = { id: 'test:Field', name: 'Field', type: 'battlefield' as const, text: '' };
const unit = (ref: string, owner: string) => ({ ref, card: PAWN.id, owner });

function mightOf(chosen: string): number | null | undefined {
  const g = gameOf({
    players: [
      { id: 'Alice', hand: [{ ref: 'O', card: ODDS.id }] },
      { id: 'Bob', base: [{ ref: 'far', card: PAWN.id }] },
    ],
    turnPlayer: 'Alice',
    battlefields: [
      { ref: 'crowded', card: FIELD.id, controller: 'Bob', units: [unit('a1', 'Alice'), unit('b1', 'Bob'), unit('b2', 'Bob')] },
      { ref: 'empty', card: FIELD.id, controller: 'Alice', units: [unit('a2', 'Alice')] },
    ],
    testCards: [ODDS, PAWN, FIELD],
  });
  const done = run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'O' }]), 'Alice', [chosen]), [
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  return viewOf(done, 'Alice')
    .battlefields.flatMap((b) => b.units)
    .find((o) => o.ref === chosen)?.might;
}

test('+2 for each of the two enemy units at its battlefield, none for the one in a base', () => {
  assert.equal(mightOf('a1'), 5);
});

test('a unit with no enemy unit at its battlefield gets nothing', () => {
  assert.equal(mightOf('a2'), 1);
});
