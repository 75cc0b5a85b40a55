// Edge cases of the Hide action and of ordering simultaneous triggers that the feature files do not
// reach: malformed answers are refused without changing the game, and a hidden card survives a
// JSON round trip of the game.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, viewOf, type Action, type Game, type Setup } from '../../reference-engine/index.ts';

const testCards: Setup['testCards'] = [
  { id: 'test:Field', name: 'Field', type: 'battlefield', text: '' },
  { id: 'test:Bell', name: 'Bell', type: 'gear', cost: { energy: 0 }, text: 'At the start of your Beginning Phase, draw 1.' },
  { id: 'test:Lark', name: 'Lark', type: 'gear', cost: { energy: 0 }, text: 'At the start of your Beginning Phase, draw 1.' },
];

function fresh(setup: Setup): Game {
  const created = createGame(setup, { gameId: 't' });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

function accepted(game: Game, action: Action): Game {
  const { game: next, result } = act(game, action);
  assert.ok(result.ok, result.ok ? '' : `${action.kind} refused: ${result.refusal.reason}`);
  return next;
}

const twoBells: Setup = {
  players: [
    {
      id: 'Alice',
      base: [
        { ref: 'Bell', card: 'test:Bell' },
        { ref: 'Lark', card: 'test:Lark' },
      ],
      mainDeck: [1, 2, 3].map((i) => ({ ref: `A${i}`, card: 'Shipyard Skulker' })),
    },
    { id: 'Bob' },
  ],
  turnPlayer: 'Alice',
  phase: 'beginning',
  testCards,
};

test('an order that leaves out a trigger, or names one twice, is refused and the question stays open', () => {
  const game = fresh(twoBells);
  const d = viewOf(game).pendingDecision;
  assert.equal(d?.kind, 'order-triggers');
  for (const order of [[d.options[0].id], [d.options[0].id, d.options[0].id]]) {
    const { game: after, result } = act(game, { kind: 'decide', player: 'Alice', decision: d.id, answer: { order } });
    assert.equal(result.ok, false);
    assert.equal(after, game);
  }
  const next = accepted(game, { kind: 'decide', player: 'Alice', decision: d.id, answer: { order: [d.options[1].id, d.options[0].id] } });
  assert.deepEqual(
    viewOf(next).chain.map((c) => c.source),
    ['Lark', 'Bell'],
  );
});

test('only the player who controls the triggers may order them', () => {
  const game = fresh(twoBells);
  const d = viewOf(game).pendingDecision!;
  const { result } = act(game, { kind: 'decide', player: 'Bob', decision: d.id, answer: { order: d.options.map((o) => o.id) } });
  assert.equal(result.ok, false);
});

test('a hidden card is facedown at the battlefield after a JSON round trip, and a second one may not join it', () => {
  const setup: Setup = {
    players: [
      {
        id: 'Alice',
        runePool: { energy: 0, power: { calm: 2 } },
        hand: [
          { ref: 'Fox', card: 'Fox-Fire' },
          { ref: 'Fox 2', card: 'Fox-Fire' },
        ],
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'BF', card: 'test:Field', controller: 'Alice', units: [{ ref: 'U', card: 'Shipyard Skulker', owner: 'Alice' }] }],
    testCards,
  };
  const game = JSON.parse(JSON.stringify(accepted(fresh(setup), { kind: 'hide', player: 'Alice', card: 'Fox', battlefield: 'BF' }))) as Game;
  const bf = viewOf(game).battlefields[0];
  assert.deepEqual(
    bf.facedown.map((o) => [o.ref, o.facedown]),
    [['Fox', true]],
  );
  const { result } = act(game, { kind: 'hide', player: 'Alice', card: 'Fox 2', battlefield: 'BF' });
  assert.equal(result.ok, false);
  assert.equal(result.ok ? null : result.refusal.code, 'illegal-location');
});
