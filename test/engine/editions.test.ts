// The engine plays the edition its setup names. Where editions differ in behaviour
// (reference-engine/editions.ts), each side is played: here, v1.0 reading the Might of a target that
// is gone as 0 (563.2.c.8) where v1.1 on read it as null (v1.4 359.3.e.12), on Baited Hook whose
// friendly unit Gust returns to hand before the ability resolves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, capabilities, createGame, viewOf, type Action, type Game, type Setup } from '../../reference-engine/index.ts';

function baitedHook(edition?: string): Setup {
  return {
    ...(edition ? { edition } : {}),
    players: [
      {
        id: 'Alice',
        runePool: { energy: 1, power: { order: 1 } },
        base: [{ ref: 'Hook', card: 'Baited Hook' }],
        mainDeck: [
          { ref: 'Minnow', card: 'test:Minnow' },
          { ref: 'Sergeant', card: 'Vanguard Sergeant' },
        ],
      },
      { id: 'Bob', runePool: { energy: 1, power: {} }, hand: [{ ref: 'Gust', card: 'Gust' }] },
    ],
    turnPlayer: 'Alice',
    battlefields: [
      { ref: 'Bridge', card: 'riftcheck:plain-battlefield', controller: 'Alice', units: [{ ref: 'Skulker', card: 'Shipyard Skulker', owner: 'Alice' }] },
    ],
    testCards: [{ id: 'test:Minnow', name: 'Minnow', type: 'unit', cost: { energy: 1 }, might: 1, text: '' }],
  };
}

function play(setup: Setup): Game {
  const created = createGame(setup);
  assert.ok(created.ok, created.ok ? '' : created.error.message);
  let game = created.game;
  const step = (a: Action) => {
    const r = act(game, a);
    assert.ok(r.result.ok, `${JSON.stringify(a)}: ${r.result.ok ? '' : r.result.refusal.reason}`);
    game = r.game;
  };
  const answer = (player: string, chosen: string[]) => step({ kind: 'decide', player, decision: viewOf(game).pendingDecision!.id, answer: { chosen } });
  step({ kind: 'activate', player: 'Alice', source: 'Hook' });
  answer('Alice', ['Skulker']);
  step({ kind: 'pass', player: 'Alice' });
  step({ kind: 'play', player: 'Bob', card: 'Gust' });
  answer('Bob', ['Skulker']);
  step({ kind: 'pass', player: 'Bob' });
  step({ kind: 'pass', player: 'Alice' }); // Gust resolves: the Skulker goes back to Alice's hand
  step({ kind: 'pass', player: 'Alice' });
  step({ kind: 'pass', player: 'Bob' }); // Baited Hook resolves
  return game;
}

test('the engine plays every edition and says so; an edition that does not exist is refused', () => {
  assert.deepEqual(capabilities.editions, ['v1.0', 'v1.1', 'v1.2', 'v1.3', 'v1.4']);
  for (const edition of capabilities.editions) {
    const created = createGame(baitedHook(edition));
    assert.ok(created.ok);
    assert.equal(viewOf(created.game).edition, edition);
  }
  assert.equal(viewOf((createGame(baitedHook()) as { game: Game }).game).edition, 'v1.4', 'v1.4 when the setup names none');
  const bad = createGame(baitedHook('v2.0'));
  assert.ok(!bad.ok && /v2\.0 is not one this engine plays/.test(bad.error.message));
});

test('v1.4 (and v1.1): the returned unit has null Might, so Baited Hook offers nothing to choose', () => {
  for (const edition of ['v1.1', 'v1.4']) {
    const view = viewOf(play(baitedHook(edition)));
    assert.equal(view.pendingDecision, null, edition);
    assert.ok(view.players[0].hand.some((o) => o.ref === 'Skulker'));
  }
});

test('v1.0: the returned unit reads as Might 0, so Baited Hook may take a unit of Might up to 1', () => {
  let game = play(baitedHook('v1.0'));
  const may = viewOf(game).pendingDecision;
  assert.equal(may?.kind, 'yes-no', 'Alice may banish a unit from among the cards looked at');
  const r = act(game, { kind: 'decide', player: 'Alice', decision: may!.id, answer: { accept: true } });
  assert.ok(r.result.ok);
  game = r.game;
  // Might up to 0 + 1: the Minnow is the one unit that qualifies (not the Sergeant), taken and played.
  const where = viewOf(game).pendingDecision;
  assert.equal(where?.kind, 'choose-location');
  assert.match(where!.prompt, /Minnow/);
  assert.ok(!viewOf(game).players[0].mainDeck.some((o) => o.ref === 'Minnow'), 'the Minnow left the deck');
});
