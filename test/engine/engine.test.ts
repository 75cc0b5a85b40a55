// The reference engine as a pure, deterministic function: act() never changes its input, the same
// setup and actions give the same game, and a game survives a JSON round trip (it can be stored).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, eventsOf, viewOf, type Action, type Game, type Setup } from '../../reference-engine/index.ts';

const setup: Setup = {
  seed: 7,
  players: [
    { id: 'Alice', base: [{ ref: 'A1', card: 'Shipyard Skulker' }], trash: [1, 2, 3, 4, 5].map((i) => ({ ref: `AT${i}`, card: 'Shipyard Skulker' })) },
    { id: 'Bob', mainDeck: [{ ref: 'B1', card: 'Vanguard Sergeant' }] },
  ],
  turnPlayer: 'Bob',
  battlefields: [{ ref: 'BF', card: 'test:Field' }],
  testCards: [{ id: 'test:Field', name: 'Field', type: 'battlefield', text: '' }],
};

const actions: Action[] = [
  { kind: 'end-turn', player: 'Bob' }, // Alice's draw phase burns out: her trash is shuffled into her deck
  { kind: 'move', player: 'Alice', units: ['A1'], to: 'BF' },
  { kind: 'pass', player: 'Alice' },
  { kind: 'pass', player: 'Bob' },
];

function play(game: Game): Game {
  for (const a of actions) {
    const { game: next, result } = act(game, a);
    assert.ok(result.ok, `${a.kind} refused: ${result.ok ? '' : result.refusal.reason}`);
    game = next;
  }
  return game;
}

function fresh(): Game {
  const created = createGame(setup, { gameId: 't' });
  assert.ok(created.ok);
  return created.game;
}

test('act leaves the game it was given unchanged', () => {
  const game = fresh();
  const before = JSON.stringify(game);
  act(game, actions[0]);
  assert.equal(JSON.stringify(game), before);
});

test('a refused action returns the very same game', () => {
  const game = fresh();
  const { game: after, result } = act(game, { kind: 'pass', player: 'Alice' });
  assert.equal(result.ok, false);
  assert.equal(after, game);
});

test('the same setup and actions replay to the same game, shuffles included', () => {
  const a = play(fresh());
  const b = play(fresh());
  assert.deepEqual(a, b);
  // The burn out shuffled Alice's trash into her deck: the order comes from the seed.
  const deck = viewOf(a).players[0].mainDeck.map((o) => o.ref);
  assert.equal(deck.length, 4);
  assert.ok(eventsOf(a).some((e) => e.kind === 'burned-out' && e.player === 'Alice'));
});

test('a different seed may shuffle differently, but the game stays valid', () => {
  const orders = new Set<string>();
  for (let seed = 1; seed <= 8; seed++) {
    const created = createGame({ ...setup, seed });
    assert.ok(created.ok);
    const g = play(created.game);
    orders.add(
      viewOf(g)
        .players[0].mainDeck.map((o) => o.ref)
        .join(),
    );
  }
  assert.ok(orders.size > 1, 'eight seeds gave one and the same shuffle');
});

test('a game survives a JSON round trip and plays on identically', () => {
  const stored: Game = JSON.parse(JSON.stringify(fresh()));
  const asStored = (g: Game) => JSON.parse(JSON.stringify(g));
  assert.deepEqual(asStored(play(stored)), asStored(play(fresh())));
});

test('a setup naming an unknown card is rejected with the field at fault', () => {
  const r = createGame({ players: [{ id: 'Alice', hand: [{ ref: 'x', card: 'No Such Card' }] }, { id: 'Bob' }], turnPlayer: 'Alice' });
  assert.equal(r.ok, false);
  if (!r.ok) assert.equal(r.error.field, 'players[0].hand[0]');
});

test("a battlefield's owner in a setup by position shows in the view, and an owner who is no player is rejected", () => {
  const owned = (owner: string): Setup => ({ ...setup, battlefields: [{ ref: 'BF', card: 'test:Field', owner }] });
  const ok = createGame(owned('Alice'));
  assert.ok(ok.ok);
  assert.equal(viewOf(ok.game).battlefields[0].owner, 'Alice');
  const r = createGame(owned('Zed'));
  assert.equal(r.ok, false);
  if (!r.ok) assert.equal(r.error.field, 'battlefields[0]');
});
