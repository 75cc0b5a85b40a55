// riftcheck/adapter's own work, seen through the protocol: refs mapped both ways, a refused action
// leaving the game as it was even when the engine changed its copy, seq numbering, view defaults,
// and the capabilities checks that make a setup unsupported before the engine sees it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { adapterApp, refuse, unsupported, type Engine, type Setup } from 'riftcheck/adapter';

interface Counter {
  owner: string;
  id: string;
  taps: number;
}

const engine: Engine<Counter> = {
  info: { name: 'counter', version: '1' },
  create(setup, refs) {
    if (setup.phase === 'awaken') unsupported('phase:awaken');
    const unit = setup.players[0]!.base![0]!;
    refs.bind(unit.ref, 'u1');
    return { owner: setup.players[0]!.id, id: 'u1', taps: 0 };
  },
  act(game, action) {
    game.taps += 1; // changed before deciding: the kit must drop this copy on a refusal
    if (action.kind !== 'play') return refuse('illegal-action', 'only play');
    assert.equal(action.card, 'u1', 'the engine sees its own id');
    return [
      { kind: 'played', object: 'u1' },
      { kind: 'exhausted', object: 'u1' },
    ];
  },
  view: (game) => ({
    turnPlayer: game.owner,
    players: [{ id: game.owner, base: [{ ref: game.id, card: 'X', type: 'unit', exhausted: game.taps > 0 }] }, { id: 'Bob' }],
  }),
};

const setup: Setup = { players: [{ id: 'Alice', base: [{ ref: "Alice's X", card: 'X' }] }, { id: 'Bob' }], turnPlayer: 'Alice' };
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test('refs both ways, seq, defaults, and a refusal that leaves the game as it was', async () => {
  const app = adapterApp(engine);
  const created = (await (await app.request('/games', json(setup))).json()) as { gameId: string; view: any };
  const x = created.view.players[0].base[0];
  assert.deepEqual(x, {
    ref: "Alice's X",
    card: 'X',
    name: 'X',
    type: 'unit',
    owner: 'Alice',
    controller: 'Alice',
    exhausted: false,
    damage: 0,
    might: null,
    buffs: 0,
    stunned: false,
    facedown: false,
    designation: null,
  });
  assert.equal(created.view.edition, 'v1.4');
  assert.equal(created.view.priority, 'Alice');
  const actions = `/games/${created.gameId}/actions`;
  const refused = await app.request(actions, json({ kind: 'pass', player: 'Alice' }));
  assert.equal(refused.status, 422);
  const view = (await (await app.request(`/games/${created.gameId}`)).json()) as any;
  assert.equal(view.players[0].base[0].exhausted, false, 'the refused action changed nothing');
  const played = (await (await app.request(actions, json({ kind: 'play', player: 'Alice', card: "Alice's X" }))).json()) as any;
  assert.deepEqual(
    played.events.map((e: any) => [e.seq, e.kind, e.object]),
    [
      [1, 'played', "Alice's X"],
      [2, 'exhausted', "Alice's X"],
    ],
  );
  assert.equal(played.view.players[0].base[0].exhausted, true);
  const later = (await (await app.request(`/games/${created.gameId}/events?after=1`)).json()) as any;
  assert.deepEqual(
    later.events.map((e: any) => e.seq),
    [2],
  );
});

test('unsupported at setup: from the capabilities (test cards, edition) and from the engine, as problem type unsupported', async () => {
  const app = adapterApp(engine);
  const features = async (body: Setup) => {
    const answer = await app.request('/games', json(body));
    assert.equal(answer.status, 422);
    const p = (await answer.json()) as { type: string; feature: string };
    assert.equal(p.type, 'https://riftcheck.dev/problems/unsupported');
    return p.feature;
  };
  assert.equal(await features({ ...setup, testCards: [{ id: 'test:A', name: 'A', type: 'unit', text: '' }] }), 'cards-from-text');
  assert.equal(await features({ ...setup, edition: 'v1.1' }), 'edition v1.1');
  assert.equal(await features({ ...setup, phase: 'awaken' }), 'phase:awaken');
});
