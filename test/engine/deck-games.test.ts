// Games from deck lists (openapi.yaml DeckSetup): the engine runs the setup process of rules 110–118
// from the seed, the same in-process and over HTTP, and a game replays byte for byte from its setup
// and its actions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReferenceApp } from '../../api/reference.ts';
import { act, createGame, eventsOf, viewOf, type Action, type Game, type Setup, type View } from '../../reference-engine/index.ts';

// A legal deck (rule 103): three copies each of thirteen units, all within the legend's domains.
const UNITS = ['Shipyard Skulker', 'Vanguard Sergeant', 'Playful Phantom', ...Array.from({ length: 10 }, (_, i) => `test:Unit ${i + 1}`)];
const MAIN = UNITS.flatMap((card) => Array<string>(3).fill(card));
const deck = () => ({
  legend: 'test:Oracle',
  champion: 'test:Champ',
  main: [...MAIN],
  runes: Array<string>(12).fill('riftcheck:basic-rune'),
  battlefields: ['riftcheck:plain-battlefield', 'test:Ford', 'test:Pass'],
});
function setup(seed = 7, turnPlayer = 'Bob'): Setup {
  return {
    players: [
      { id: 'Alice', deck: deck() },
      { id: 'Bob', deck: deck() },
    ],
    turnPlayer,
    seed,
    testCards: [
      { id: 'test:Oracle', name: 'Oracle', type: 'legend', domains: ['chaos', 'order', 'calm'], tags: ['Champ'], text: '' },
      { id: 'test:Champ', name: 'Champ, Tester', type: 'unit', might: 3, cost: { energy: 3 }, tags: ['Champ'], text: '' },
      ...Array.from({ length: 10 }, (_, i) => ({
        id: `test:Unit ${i + 1}`,
        name: `Unit ${i + 1}`,
        type: 'unit' as const,
        might: 1,
        cost: { energy: 1 },
        text: '',
      })),
      { id: 'test:Ford', name: 'Ford', type: 'battlefield', text: '' },
      { id: 'test:Pass', name: 'Pass', type: 'battlefield', text: '' },
    ],
  };
}

/** The mulligans (Bob sets aside his first two cards, Alice keeps), then Bob's first turn ended. */
function actions(v: View): Action[] {
  const d = v.pendingDecision!;
  return [
    { kind: 'decide', player: 'Bob', decision: d.id, answer: { chosen: d.options.slice(0, 2).map((o) => o.id) } },
    { kind: 'decide', player: 'Alice', decision: '', answer: { chosen: [] } },
    { kind: 'end-turn', player: 'Bob' },
  ];
}

function play(s: Setup): { game: Game; views: View[] } {
  const created = createGame(s);
  assert.ok(created.ok, JSON.stringify(created));
  let game = created.game;
  const views = [viewOf(game)];
  for (const a of actions(views[0]!)) {
    const action = a.kind === 'decide' && a.decision === '' ? { ...a, decision: viewOf(game).pendingDecision!.id } : a;
    const step = act(game, action);
    assert.ok(step.result.ok, JSON.stringify(step.result));
    game = step.game;
    views.push(viewOf(game));
  }
  return { game, views };
}

test('the setup process: legend and champion in their zones, one battlefield of three each, four cards, then mulligans in turn order', () => {
  const created = createGame(setup());
  assert.ok(created.ok);
  const v = viewOf(created.game);
  assert.deepEqual([v.turn, v.phase, v.turnPlayer], [1, 'awaken', 'Bob']);
  assert.deepEqual(
    v.players.map((p) => p.id),
    ['Bob', 'Alice'],
    'turn order starts with the first player',
  );
  for (const p of v.players) {
    assert.equal(p.legend?.ref, `${p.id}'s Oracle`);
    assert.equal(p.champion?.ref, `${p.id}'s Champ, Tester`);
    assert.equal(p.hand.length, 4);
    assert.equal(p.mainDeck.length, 35);
    assert.equal(p.runeDeck.length, 12);
  }
  assert.equal(v.battlefields.length, 2, 'one battlefield per player (485.5)');
  for (const b of v.battlefields) assert.match(b.ref, /^(Plain Battlefield|Ford|Pass)( 2)?$/);
  const d = v.pendingDecision!;
  assert.deepEqual([d.player, d.kind, d.min, d.max, d.rule], ['Bob', 'choose-objects', 0, 2, '117.1']);
  assert.deepEqual(
    d.options.map((o) => o.id),
    v.players[0]!.hand.map((o) => o.ref),
  );
  const tooMany = act(created.game, { kind: 'decide', player: 'Bob', decision: d.id, answer: { chosen: d.options.slice(0, 3).map((o) => o.id) } });
  assert.equal(tooMany.result.ok, false, 'at most two cards (117.1)');
});

test('a mulligan draws as many as set aside, then recycles them to the bottom; turn 1 begins after the last; the player going second channels one rune more', () => {
  const { game, views } = play(setup());
  const [start, afterBob, afterAlice, afterTurn] = views as [View, View, View, View];
  const setAside = start.pendingDecision!.options.slice(0, 2).map((o) => o.id);
  const bob = afterBob.players.find((p) => p.id === 'Bob')!;
  assert.equal(bob.hand.length, 4);
  assert.ok(setAside.every((id) => !bob.hand.some((o) => o.ref === id)));
  assert.equal(bob.mainDeck.length, 35);
  assert.equal(afterBob.pendingDecision?.player, 'Alice');
  assert.deepEqual(
    bob.mainDeck
      .slice(-2)
      .map((o) => o.ref)
      .sort(),
    [...setAside].sort(),
    'recycled to the bottom (117.3)',
  );
  const recycled = eventsOf(game).filter((e) => e.kind === 'recycled');
  assert.deepEqual(recycled.map((e) => e.object).sort(), [...setAside].sort());
  assert.deepEqual([afterAlice.turn, afterAlice.phase, afterAlice.turnPlayer, afterAlice.pendingDecision], [1, 'main', 'Bob', null]);
  const runes = (v: View, id: string) => v.players.find((p) => p.id === id)!.runes.length;
  assert.equal(runes(afterAlice, 'Bob'), 2);
  assert.deepEqual([afterTurn.turn, afterTurn.turnPlayer, runes(afterTurn, 'Alice')], [2, 'Alice', 3], '485.7');
});

test('a game from deck lists replays byte for byte from its setup and actions; another seed deals other hands', () => {
  const a = play(setup(7));
  const b = play(setup(7));
  assert.equal(JSON.stringify(eventsOf(b.game)), JSON.stringify(eventsOf(a.game)));
  assert.equal(JSON.stringify(b.views), JSON.stringify(a.views));
  const hands = (seed: number) => JSON.stringify(viewOf((createGame(setup(seed)) as { game: Game }).game).players.map((p) => p.hand.map((o) => o.ref)));
  assert.notEqual(hands(8), hands(7));
});

test('in-process and over HTTP: the same views and events', async () => {
  const local = play(setup(11));
  const app = createReferenceApp({ withoutCorpus: true });
  const post = async (path: string, body: unknown) => {
    const res = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { gameId: string; view: View; result?: { ok: boolean; view: View } } };
  };
  const created = await post('/games', setup(11));
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const { gameId } = created.body;
  const strip = (v: View) => ({ ...v, gameId: '' });
  const views = [created.body.view];
  for (const a of actions(created.body.view)) {
    const action = a.kind === 'decide' && a.decision === '' ? { ...a, decision: views.at(-1)!.pendingDecision!.id } : a;
    const step = await post(`/games/${gameId}/actions`, action);
    assert.equal(step.status, 200, JSON.stringify(step.body));
    views.push((await (await app.request(`/games/${gameId}`)).json()) as View);
  }
  assert.deepEqual(views.map(strip), local.views.map(strip));
  const events = (await (await app.request(`/games/${gameId}/events`)).json()) as { events: unknown[] };
  assert.deepEqual(events.events, eventsOf(local.game));
});

test('a deck setup leaves the position to the engine: zones, battlefields or a phase beside decks are refused, and so is an unknown card', () => {
  const mixed = setup();
  mixed.players[0] = { ...mixed.players[0]!, hand: [{ ref: 'x', card: 'Shipyard Skulker' }] };
  assert.deepEqual(createGame(mixed), {
    ok: false,
    error: { message: 'a player with a deck starts with no hand: the setup process makes them', field: 'players[0].hand' },
  });
  const half = setup();
  delete half.players[1]!.deck;
  assert.equal((createGame(half) as { error: { field: string } }).error.field, 'players[1].deck');
  assert.equal((createGame({ ...setup(), phase: 'main' }) as { error: { field: string } }).error.field, 'phase');
  const unknown = setup();
  unknown.players[0]!.deck!.main[3] = 'No Such Card';
  assert.equal((createGame(unknown) as { error: { field: string } }).error.field, 'players[0].deck.main[3]');
});
