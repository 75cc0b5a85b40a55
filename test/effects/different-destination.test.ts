// "When I move, you may move an enemy unit here with less Might than me to a different battlefield":
// the destination is chosen as the trigger is played, among the battlefields other than the one the
// chosen unit is at (355.4.a); the unit then goes there, and nothing else moves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { viewOf } from '../../reference-engine/index.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { choosing, gameOf, passBoth, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const CHALLENGER = testCard('Challenger', 'unit', 'When I move, you may move an enemy unit here with less Might than me to a different battlefield.', 4);
const PAWN = testCard('Pawn', 'unit', '', 1);
const FIELD = { id: 'test:Field', name: 'Field', type: 'battlefield' as const, text: '' };

const BIG = testCard('Big', 'unit', '', 5);

/** Alice's Challenger (4 Might) moves to Mid, where Bob has a 1-Might Pawn and a 5-Might Big; Far is empty. */
function moved(): GameState {
  const g = gameOf({
    players: [
      { id: 'Alice', base: [{ ref: 'C', card: CHALLENGER.id }] },
      { id: 'Bob', base: [] },
    ],
    turnPlayer: 'Alice',
    battlefields: [
      {
        ref: 'Mid',
        card: FIELD.id,
        controller: 'Bob',
        units: [
          { ref: 'w', card: PAWN.id, owner: 'Bob' },
          { ref: 'big', card: BIG.id, owner: 'Bob' },
        ],
      },
      { ref: 'Far', card: FIELD.id },
    ],
    testCards: [CHALLENGER, PAWN, BIG, FIELD],
  });
  return run(g, [{ kind: 'move', player: 'Alice', units: ['C'], to: 'Mid' }]);
}

const unitsAt = (s: GameState) => Object.fromEntries(viewOf(s, 'Alice').battlefields.map((b) => [b.ref, b.units.map((u) => u.ref).sort()]));

test('only the weaker enemy unit may be chosen, and only a battlefield other than its own is offered', () => {
  const s = choosing(moved(), 'Alice', ['yes']);
  assert.deepEqual(
    s.pendingDecision?.options.map((o) => o.id),
    ['w'],
    'the 5-Might unit is not weaker than the 4-Might Challenger',
  );
  const where = choosing(s, 'Alice', ['w']).pendingDecision;
  assert.equal(where?.kind, 'choose-location');
  assert.deepEqual(
    where?.options.map((o) => o.id),
    ['Far'],
    'the battlefield the unit is at is not a different battlefield',
  );
});

test('the chosen unit moves to the chosen battlefield; the stronger one and the Challenger stay', () => {
  const s = run(choosing(choosing(choosing(moved(), 'Alice', ['yes']), 'Alice', ['w']), 'Alice', ['Far']), passBoth);
  assert.deepEqual(unitsAt(s), { Mid: ['C', 'big'], Far: ['w'] });
});

test('declining moves nothing', () => {
  const s = choosing(moved(), 'Alice', ['no']);
  assert.deepEqual(unitsAt(s), { Mid: ['C', 'big', 'w'], Far: [] });
});
