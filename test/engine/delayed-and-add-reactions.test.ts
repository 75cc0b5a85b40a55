// Delayed abilities kept in the game state stay out of earlier states (act() is pure), and which
// permanents offer an Add Reaction while paying (357.1.a).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, type Action, type Game, type Setup } from '../../reference-engine/index.ts';
import { addReactionsOf, poolWith } from '../../reference-engine/playing-cards/add-reactions.ts';

const LATER_WORD = {
  id: 'test:Later Word',
  name: 'Later Word',
  type: 'spell' as const,
  cost: { energy: 0 },
  text: '[Reaction]\nDraw 1 at the end of this turn.',
};

function game(setup: Setup): Game {
  const created = createGame(setup, { gameId: 't' });
  assert.ok(created.ok, created.ok ? '' : created.error.message);
  return created.game;
}

function run(g: Game, actions: Action[]): Game {
  for (const a of actions) {
    const { game: next, result } = act(g, a);
    assert.ok(result.ok, `${a.kind} refused: ${result.ok ? '' : result.refusal.reason}`);
    g = next;
  }
  return g;
}

test('a delayed ability created in one state is not shared with the states that follow or precede it', () => {
  const start = game({
    players: [
      {
        id: 'Alice',
        hand: [
          { ref: 'LW', card: LATER_WORD.id },
          { ref: 'LW2', card: LATER_WORD.id },
        ],
        mainDeck: [
          { ref: 'A1', card: 'Shipyard Skulker' },
          { ref: 'A2', card: 'Shipyard Skulker' },
        ],
      },
      { id: 'Bob', mainDeck: [{ ref: 'B1', card: 'Shipyard Skulker' }] },
    ],
    turnPlayer: 'Alice',
    testCards: [LATER_WORD],
  });
  const waiting = run(start, [
    { kind: 'play', player: 'Alice', card: 'LW' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  assert.equal(start.delayed?.length ?? 0, 0);
  assert.equal(waiting.delayed?.length, 1);
  const twice = run(waiting, [
    { kind: 'play', player: 'Alice', card: 'LW2' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  assert.equal(twice.delayed?.length, 2);
  assert.equal(waiting.delayed?.length, 1, "a later state's new ability does not appear in the earlier state");
  const fired = run(waiting, [{ kind: 'end-turn', player: 'Alice' }]);
  assert.equal(fired.delayed?.length ?? 0, 0, 'the ability left the waiting list as it triggered');
  assert.equal(waiting.delayed?.length, 1, 'the earlier state still has it waiting');
  assert.ok(fired.chain.some((c) => c.source === 'LW' && c.kind === 'triggered'));
});

test('only a ready permanent of the player with an exhaust-only Add Reaction is offered while paying', () => {
  const slow = { id: 'test:Slow Conduit', name: 'Slow Conduit', type: 'gear' as const, cost: { energy: 0 }, text: ':rb_exhaust:: [Add] :rb_energy_1:.' };
  const g = game({
    players: [
      {
        id: 'Alice',
        base: [
          { ref: 'ready', card: 'Energy Conduit' },
          { ref: 'tired', card: 'Energy Conduit', exhausted: true },
          { ref: 'slow', card: slow.id },
        ],
      },
      { id: 'Bob', base: [{ ref: 'bobs', card: 'Energy Conduit' }] },
    ],
    turnPlayer: 'Alice',
    testCards: [slow],
  });
  const adds = addReactionsOf(g, 'Alice');
  assert.deepEqual(
    adds.map((a) => a.source),
    ['ready'],
  );
  assert.deepEqual(poolWith({ energy: 2, power: { fury: 1 } }, adds), { energy: 3, power: { fury: 1 } });
  assert.deepEqual(addReactionsOf(g, 'Alice', 'ready'), [], "the item's own source is left out");
});
