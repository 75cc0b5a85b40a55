// Movement read with the places it names: "that battlefield" of a unit's own move to a battlefield
// (359.3.f.3), conditions read at the place a move went to or left, and restrictions on being readied.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GameState } from '../../reference-engine/state.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { gameOf, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const FILLER = testCard('Filler', 'unit', '', 1);
const parts = (text: string) => unsupportedParts(compileCardText(text).abilities);
const deck = (owner: string) => Array.from({ length: 5 }, (_, i) => ({ ref: `${owner} card ${i + 1}`, card: FILLER.id }));
const movesOf = (s: GameState, ref: string) => s.events.filter((e) => e.kind === 'moved' && e.object === ref).map((e) => e.to);

const LURE = testCard('Lure', 'unit', 'When I move to a battlefield, you may move an enemy unit to that battlefield.', 3);

/** Alice's Lure moves from `from` (her base, or the Ford) to `to`; Bob's Stray waits in his base. */
function lure(to: string, from: 'base' | 'Ford' = 'base'): GameState {
  const lureCard = { ref: 'lure', card: LURE.id };
  const s = gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', base: from === 'base' ? [lureCard] : [], mainDeck: deck('Alice') },
      { id: 'Bob', base: [{ ref: 'stray', card: FILLER.id }], mainDeck: deck('Bob') },
    ],
    battlefields: [
      { ref: 'Bridge', card: FIELD.id, units: [] },
      { ref: 'Ford', card: FIELD.id, controller: 'Alice', units: from === 'Ford' ? [{ ...lureCard, owner: 'Alice' }] : [] },
    ],
    testCards: [FIELD, FILLER, LURE],
  });
  return settle(run(s, [{ kind: 'move', player: 'Alice', units: ['lure'], to }]));
}

test('"When I move to a battlefield ... move an enemy unit to that battlefield" is carried out (test/engine/that-battlefield.test.ts: a trigger noting none is not)', () => {
  assert.deepEqual(parts(LURE.text), []);
});

test('the enemy unit goes to the battlefield the unit moved to, not to another one', () => {
  // the Ford is listed second: a pick among battlefields answered with the first would go to the Bridge
  const s = lure('Ford');
  assert.deepEqual(movesOf(s, 'lure'), ['Ford']);
  assert.deepEqual(movesOf(s, 'stray'), ['Ford']);
});

test('a move to its base is no move to a battlefield: nothing triggers, the enemy unit stays', () => {
  const s = lure('base', 'Ford');
  assert.deepEqual(movesOf(s, 'lure'), ['base']);
  assert.deepEqual(movesOf(s, 'stray'), []);
  assert.equal(s.events.filter((e) => e.kind === 'triggered' && e.object === 'lure').length, 0);
});
