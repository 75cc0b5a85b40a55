// Which plays a permanent's cost change names (356.3, 356.4): "Spells with [Flow] you play from your
// trash cost 2 less" (not a spell played from the hand, nor one without [Flow]), and "While I'm in
// combat, friendly spells cost 1 less ..., and enemy spells cost 1 more" (an opponent's permanent
// raising the cost of the player's own spells), and a battlefield's "During showdowns here, cards with
// [Reaction] cost :rb_rune_rainbow: more to play".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, viewOf, type Game, type Setup, type TestCard } from '../../reference-engine/index.ts';
import { energyLeft, playOut } from '../support/plays.ts';
import { testCard } from '../support/test-card.ts';

const costing = (card: TestCard, energy: number): TestCard => ({ ...card, cost: { energy } });

const CARDS: TestCard[] = [
  testCard('Field', 'battlefield', ''),
  testCard('Vortex', 'battlefield', 'During showdowns here, cards with [Reaction] cost :rb_rune_rainbow: more to play.'),
  testCard('Pawn', 'unit', '', 1),
  testCard('Stargazer', 'unit', 'Spells with [Flow] you play from your trash cost :rb_energy_2: less, to a minimum of :rb_energy_1:.', 2),
  costing(testCard('Plain', 'spell', 'Draw 1.'), 3),
  costing(testCard('Quick', 'spell', '[Action]\nDraw 1.'), 3),
  costing(testCard('Retort', 'spell', '[Reaction]\nDraw 1.'), 1),
  testCard(
    'Vex',
    'unit',
    "While I'm in combat, friendly spells cost :rb_energy_1: less to a minimum of :rb_energy_1:, and enemy spells cost :rb_energy_1: more.",
    3,
  ),
];

const deck = (who: string) => [1, 2, 3].map((i) => ({ ref: `${who}${i}`, card: 'test:Pawn' }));

function game(alice: Partial<Setup['players'][number]>, bob: Partial<Setup['players'][number]> = {}, battlefields: Setup['battlefields'] = []): Game {
  const created = createGame(
    {
      players: [
        { id: 'Alice', runePool: { energy: 10, power: {} }, mainDeck: deck('a'), ...alice },
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

test('a spell without [Flow], played from the hand, is not made cheaper by "Spells with [Flow] you play from your trash"', () => {
  const g = game({ hand: [{ ref: 'Plain', card: 'test:Plain' }], base: [{ ref: 'Gazer', card: 'test:Stargazer' }] });
  assert.equal(10 - energyLeft(playOut(g, { kind: 'play', player: 'Alice', card: 'Plain' }).game, 'Alice'), 3);
});

test("while Vex is in combat her player's spells cost 1 less and the opponent's 1 more; out of combat, neither", () => {
  const start = game(
    { hand: [{ ref: 'Quick', card: 'test:Quick' }], base: [{ ref: 'Vex', card: 'test:Vex' }] },
    { hand: [{ ref: 'Retort', card: 'test:Retort' }] },
    [{ ref: 'Fight', card: 'test:Field', controller: 'Bob', units: [{ ref: 'B1', card: 'test:Pawn', owner: 'Bob' }] }],
  );
  assert.equal(10 - energyLeft(playOut(start, { kind: 'play', player: 'Alice', card: 'Quick' }).game, 'Alice'), 3, 'Vex in base: full price');
  const fight = act(start, { kind: 'move', player: 'Alice', units: ['Vex'], to: 'Fight' });
  assert.ok(fight.result.ok);
  assert.equal(viewOf(fight.game).showdown?.combat, true);
  assert.equal(10 - energyLeft(playOut(fight.game, { kind: 'play', player: 'Alice', card: 'Quick' }).game, 'Alice'), 2);
  // Alice passes the focus; Bob answers with a Reaction, 1 more than its 1
  const passed = act(fight.game, { kind: 'pass', player: 'Alice' });
  assert.ok(passed.result.ok);
  const bob = playOut(passed.game, { kind: 'play', player: 'Bob', card: 'Retort' });
  assert.equal(bob.refused, undefined);
  assert.equal(10 - energyLeft(bob.game, 'Bob'), 2);
});

test('"During showdowns here, cards with [Reaction] cost [A] more": a Reaction during a showdown there, not an Action, not elsewhere', () => {
  const powerLeft = (g: Game): number => viewOf(g).players[0]!.runePool.power.fury ?? 0;
  const at = (field: string): Game => {
    const start = game(
      {
        hand: [
          { ref: 'Retort', card: 'test:Retort' },
          { ref: 'Quick', card: 'test:Quick' },
        ],
        base: [{ ref: 'A1', card: 'test:Pawn' }],
        runePool: { energy: 10, power: { fury: 1 } },
      },
      {},
      [
        { ref: 'Here', card: 'test:Vortex', controller: 'Bob', units: [{ ref: 'B1', card: 'test:Pawn', owner: 'Bob' }] },
        { ref: 'There', card: 'test:Field', controller: 'Bob', units: [{ ref: 'B2', card: 'test:Pawn', owner: 'Bob' }] },
      ],
    );
    const moved = act(start, { kind: 'move', player: 'Alice', units: ['A1'], to: field });
    assert.ok(moved.result.ok);
    assert.equal(viewOf(moved.game).showdown?.battlefield, field);
    return moved.game;
  };
  assert.equal(powerLeft(playOut(at('Here'), { kind: 'play', player: 'Alice', card: 'Retort' }).game), 0, 'the Reaction took a Power');
  assert.equal(powerLeft(playOut(at('Here'), { kind: 'play', player: 'Alice', card: 'Quick' }).game), 1, 'an Action: no Power');
  assert.equal(powerLeft(playOut(at('There'), { kind: 'play', player: 'Alice', card: 'Retort' }).game), 1, 'a showdown elsewhere: no Power');
});
