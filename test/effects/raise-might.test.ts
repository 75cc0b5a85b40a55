// "Increase its Might to the Might of another friendly unit this turn": raised to that level once, as it
// is applied (477.3.b), for the turn; a unit already as mighty is not changed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { viewOf, type Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const MUTATION = testCard('Mutation', 'spell', 'Choose a friendly unit. This turn, increase its Might to the Might of another friendly unit.');
const SMALL = testCard('Small', 'unit', '', 2);
const LARGE = testCard('Large', 'unit', '', 7);

/** Alice's spell chooses this unit; "another friendly unit" is then the only other one, with no question. */
function mutated(chosen: string): Game {
  let g = gameOf({
    players: [
      {
        id: 'Alice',
        hand: [{ ref: 'M', card: MUTATION.id }],
        base: [
          { ref: 'small', card: SMALL.id },
          { ref: 'large', card: LARGE.id },
        ],
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [MUTATION, SMALL, LARGE],
  });
  g = choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'M' }]), 'Alice', [chosen]);
  return run(g, [
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
}

const might = (g: Game, ref: string) => viewOf(g, 'Alice').players[0].base.find((o) => o.ref === ref)?.might;

test("the chosen unit's Might is raised to the other unit's, for this turn", () => {
  const g = mutated('small');
  assert.equal(might(g, 'small'), 7);
  assert.equal(might(g, 'large'), 7, 'the unit measured is unchanged');
  assert.equal(might(run(g, [{ kind: 'end-turn', player: 'Alice' }]), 'small'), 2);
});

test('a unit already mightier than the other is not lowered', () => {
  const g = mutated('large');
  assert.equal(might(g, 'large'), 7);
  assert.equal(might(g, 'small'), 2);
});
