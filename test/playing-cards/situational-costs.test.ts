// Costs that depend on the situation of a play (356.4, 805): what a spell chooses ("Your spells that
// choose me cost [1] or [A] less", "Each spell that chooses one or more units here that are friendly to
// it costs [A] less"), the turn so far ("the first friendly non-token gear played each turn costs 1
// less", "I cost 2 less for each point you scored from holding this turn"), and where a unit is played
// from ("Friendly units played from anywhere other than a player's hand have [Accelerate]").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGame, viewOf, type Game, type Setup, type TestCard } from '../../reference-engine/index.ts';
import { energyLeft, playOut } from '../support/plays.ts';
import { testCard } from '../support/test-card.ts';

const costing = (card: TestCard, energy: number, power: NonNullable<TestCard['cost']>['power'] = []): TestCard => ({ ...card, cost: { energy, power } });

const CARDS: TestCard[] = [
  testCard('Field', 'battlefield', ''),
  testCard('Tomb', 'battlefield', 'Each spell that chooses one or more units here that are friendly to it costs :rb_rune_rainbow: less.'),
  testCard('Pawn', 'unit', '', 1),
  testCard('Dancer', 'unit', 'Your spells that choose me cost :rb_energy_1: or :rb_rune_rainbow: less.', 3),
  costing(testCard('Boost', 'spell', 'Give a unit +1 :rb_might: this turn.'), 2, ['fury']),
];

const deck = (who: string) => [1, 2, 3].map((i) => ({ ref: `${who}${i}`, card: 'test:Pawn' }));

function game(alice: Partial<Setup['players'][number]>, bob: Partial<Setup['players'][number]> = {}, battlefields: Setup['battlefields'] = []): Game {
  const created = createGame(
    {
      players: [
        { id: 'Alice', runePool: { energy: 10, power: { fury: 1 } }, mainDeck: deck('a'), ...alice },
        { id: 'Bob', runePool: { energy: 10, power: {} }, mainDeck: deck('b'), ...bob },
      ],
      turnPlayer: 'Alice',
      battlefields,
      testCards: CARDS,
    },
    { gameId: 't' },
  );
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

/** What Alice paid for the play: Energy, and Fury Power out of the one she had. */
function paid(g: Game, card: string, answers: string[][]): { energy: number; power: number } {
  const after = playOut(g, { kind: 'play', player: 'Alice', card }, answers);
  assert.equal(after.refused, undefined, `${card} was refused`);
  return { energy: 10 - energyLeft(after.game, 'Alice'), power: 1 - (viewOf(after.game).players[0]!.runePool.power.fury ?? 0) };
}

const boost = { ref: 'Boost', card: 'test:Boost' };

test('"Your spells that choose me cost [1] or [A] less": the form the player picks, only for a spell choosing that unit', () => {
  const g = game({
    hand: [boost],
    base: [
      { ref: 'Dancer', card: 'test:Dancer' },
      { ref: 'Pawn', card: 'test:Pawn' },
    ],
  });
  assert.deepEqual(paid(g, 'Boost', [['Dancer'], ['first']]), { energy: 1, power: 1 }, 'Energy taken off');
  assert.deepEqual(paid(g, 'Boost', [['Dancer'], ['second']]), { energy: 2, power: 0 }, 'Power taken off');
  assert.deepEqual(paid(g, 'Boost', [['Pawn']]), { energy: 2, power: 1 }, 'another unit chosen: full price');
});

test('"Your spells that choose me": an opponent\'s unit of that text makes the player\'s spell choosing it no cheaper', () => {
  const g = game({ hand: [boost] }, { base: [{ ref: 'Dancer', card: 'test:Dancer' }] });
  assert.deepEqual(paid(g, 'Boost', [['Dancer']]), { energy: 2, power: 1 });
});

test('"Each spell that chooses one or more units here that are friendly to it costs [A] less": a friendly unit there, not an enemy one, not elsewhere', () => {
  const g = game({ hand: [boost] }, {}, [
    {
      ref: 'Tomb',
      card: 'test:Tomb',
      controller: 'Bob',
      units: [
        { ref: 'Mine', card: 'test:Pawn', owner: 'Alice' },
        { ref: 'Theirs', card: 'test:Pawn', owner: 'Bob' },
      ],
    },
    { ref: 'Field', card: 'test:Field', units: [{ ref: 'Away', card: 'test:Pawn', owner: 'Alice' }] },
  ]);
  assert.deepEqual(paid(g, 'Boost', [['Mine']]), { energy: 2, power: 0 }, 'whoever controls the battlefield');
  assert.deepEqual(paid(g, 'Boost', [['Theirs']]), { energy: 2, power: 1 }, 'an enemy unit there');
  assert.deepEqual(paid(g, 'Boost', [['Away']]), { energy: 2, power: 1 }, 'a friendly unit elsewhere');
});
