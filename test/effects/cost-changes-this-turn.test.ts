// "Your non-token units cost :rb_energy_1: more to play this turn": an increase (356.3) of the player's
// unit plays for the rest of the turn; their spells cost what they did, and it ends with the turn.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, type Game } from '../../reference-engine/index.ts';
import { gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const TOLL = testCard('Toll', 'spell', 'Your non-token units cost :rb_energy_1: more to play this turn.');
const PAWN = testCard('Pawn', 'unit', '', 1);
const SPARK = testCard('Spark', 'spell', 'Draw 1.');

function game(tolled: boolean): Game {
  const g = gameOf({
    players: [
      {
        id: 'Alice',
        hand: [
          { ref: 'T', card: TOLL.id },
          { ref: 'U', card: PAWN.id },
          { ref: 'S', card: SPARK.id },
        ],
        mainDeck: [{ ref: 'd', card: PAWN.id }],
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [TOLL, PAWN, SPARK],
  });
  return tolled
    ? run(g, [
        { kind: 'play', player: 'Alice', card: 'T' },
        { kind: 'pass', player: 'Alice' },
        { kind: 'pass', player: 'Bob' },
      ])
    : g;
}

const plays = (g: Game, card: string) => act(g, { kind: 'play', player: 'Alice', card });

test('a free unit then costs 1 Energy, which Alice, with none, cannot pay; without the effect she plays it', () => {
  const refused = plays(game(true), 'U').result;
  assert.equal(refused.ok, false);
  assert.match(refused.ok ? '' : refused.refusal.reason, /1 Energy/);
  assert.equal(plays(game(false), 'U').result.ok, true);
});

test('her spells cost no more, and the increase ends with the turn', () => {
  const g = game(true);
  assert.equal(plays(g, 'S').result.ok, true);
  assert.equal(g.costIncreasesThisTurn?.length, 1);
  assert.deepEqual(run(g, [{ kind: 'end-turn', player: 'Alice' }]).costIncreasesThisTurn ?? [], []);
});
