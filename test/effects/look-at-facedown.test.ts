// "Choose an opponent. You can look at their facedown cards this turn": the chosen opponent's facedown
// cards are shown in your view, not in anyone else's, and only until the turn ends (129.4 otherwise).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { viewOf, type Game } from '../../reference-engine/index.ts';
import { gameOf, passBoth, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const PEEK = testCard('Peek', 'spell', 'Choose an opponent. You can look at their facedown cards this turn.');
const TRAP = testCard('Trap', 'spell', '[Hidden]\nDraw 1.');
const GUARD = testCard('Guard', 'unit', '', 2);
const FIELD = { id: 'test:Field', name: 'Field', type: 'battlefield' as const, text: '' };

function game(): Game {
  return gameOf({
    players: [{ id: 'Alice', hand: [{ ref: 'P', card: PEEK.id }] }, { id: 'Bob' }],
    turnPlayer: 'Alice',
    battlefields: [
      {
        ref: 'BF',
        card: FIELD.id,
        controller: 'Bob',
        units: [{ ref: 'guard', card: GUARD.id, owner: 'Bob' }],
        facedown: [{ ref: 'secret', card: TRAP.id, owner: 'Bob' }],
      },
    ],
    testCards: [PEEK, TRAP, FIELD, GUARD],
  });
}

const facedownSeenBy = (g: Game, viewer: string) => viewOf(g, viewer).battlefields[0].facedown[0].name;

test("after it resolves, Alice sees Bob's facedown card; a spectator still does not", () => {
  const before = game();
  assert.equal(facedownSeenBy(before, 'Alice'), '');
  const after = run(before, [{ kind: 'play', player: 'Alice', card: 'P' }, ...passBoth]);
  assert.equal(facedownSeenBy(after, 'Alice'), 'Trap');
  assert.equal(facedownSeenBy(after, 'spectator'), '');
});

test('the look ends with the turn', () => {
  const after = run(game(), [{ kind: 'play', player: 'Alice', card: 'P' }, ...passBoth, { kind: 'end-turn', player: 'Alice' }]);
  assert.equal(facedownSeenBy(after, 'Alice'), '');
});
