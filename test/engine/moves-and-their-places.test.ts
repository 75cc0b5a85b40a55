// Movement read with the places it names: "that battlefield" of a unit's own move to a battlefield
// (359.3.f.3), conditions read at the place a move went to or left, and restrictions on being readied;
// with them the other card families carried out beside them (a move made by a chosen player, "unless its
// controller pays", "if this kills it", a case by a rune's domain, a play to the same location).
// Long file: one file for these families, as every test file costs npm test a process start of its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GameState } from '../../reference-engine/state.ts';
import { act, type TestCard } from '../../reference-engine/index.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { choosing, damageTo, gameOf, mightIn, passBoth, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const FILLER = testCard('Filler', 'unit', '', 1);
const parts = (text: string) => unsupportedParts(compileCardText(text).abilities);
const deck = (owner: string) => Array.from({ length: 5 }, (_, i) => ({ ref: `${owner} card ${i + 1}`, card: FILLER.id }));
const movesOf = (s: GameState, ref: string) => s.events.filter((e) => e.kind === 'moved' && e.object === ref).map((e) => e.to);

const LURE = testCard('Lure', 'unit', 'When I move to a battlefield, you may move an enemy unit to that battlefield.', 3);

/** Alice's Lure moves from `from` (her base, or the Ford) to `to`; Bob's Stray waits in his base. */
function lure(to: string, from: 'base' | 'Ford' = 'base'): GameState {
  const lureCard = { ref: 'lure', card: LURE.id };
  const s = gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', base: from === 'base' ? [lureCard] : [], mainDeck: deck('Alice') },
      { id: 'Bob', base: [{ ref: 'stray', card: FILLER.id }], mainDeck: deck('Bob') },
    ],
    battlefields: [
      { ref: 'Bridge', card: FIELD.id, units: [] },
      { ref: 'Ford', card: FIELD.id, controller: 'Alice', units: from === 'Ford' ? [{ ...lureCard, owner: 'Alice' }] : [] },
    ],
    testCards: [FIELD, FILLER, LURE],
  });
  return settle(run(s, [{ kind: 'move', player: 'Alice', units: ['lure'], to }]));
}

test('"When I move to a battlefield ... move an enemy unit to that battlefield" is carried out (test/engine/that-battlefield.test.ts: a trigger noting none is not)', () => {
  assert.deepEqual(parts(LURE.text), []);
});

test('the enemy unit goes to the battlefield the unit moved to, not to another one', () => {
  // the Ford is listed second: a pick among battlefields answered with the first would go to the Bridge
  const s = lure('Ford');
  assert.deepEqual(movesOf(s, 'lure'), ['Ford']);
  assert.deepEqual(movesOf(s, 'stray'), ['Ford']);
});

test('a move to its base is no move to a battlefield: nothing triggers, the enemy unit stays', () => {
  const s = lure('base', 'Ford');
  assert.deepEqual(movesOf(s, 'lure'), ['base']);
  assert.deepEqual(movesOf(s, 'stray'), []);
  assert.equal(s.events.filter((e) => e.kind === 'triggered' && e.object === 'lure').length, 0);
});

const DASH = testCard(
  'Dash',
  'spell',
  'Move an enemy unit to a battlefield where you have units. If you have exactly two units there, they each get +1 :rb_might: this turn.',
);
const ISOLATE = testCard(
  'Isolate',
  'spell',
  "Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at that battlefield, draw 1.",
);

/** Alice holds the spell; `at` lists where her units stand (each battlefield's units by ref), Bob's units where `bob` says. */
function table(spell: string, alice: Record<string, number>, bob: Record<string, number>): GameState {
  const units = (who: string, where: string, n: number) =>
    Array.from({ length: n }, (_, k) => ({ ref: `${who}-${where}-${k + 1}`, card: FILLER.id, owner: who }));
  return gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', hand: [{ ref: 'spell', card: spell }], base: units('Alice', 'base', alice.base ?? 0), mainDeck: deck('Alice') },
      { id: 'Bob', base: units('Bob', 'base', bob.base ?? 0), mainDeck: deck('Bob') },
    ],
    battlefields: ['Bridge', 'Ford'].map((ref) => ({
      ref,
      card: FIELD.id,
      units: [...units('Alice', ref, alice[ref] ?? 0), ...units('Bob', ref, bob[ref] ?? 0)],
    })),
    testCards: [FIELD, FILLER, DASH, ISOLATE],
  });
}

/** Alice plays the spell, answering its choices in order, and the Chain resolves. */
function cast(s: GameState, choices: string[][]): GameState {
  s = run(s, [{ kind: 'play', player: 'Alice', card: 'spell' }]);
  for (const chosen of choices) s = choosing(s, 'Alice', chosen);
  return run(s, passBoth);
}

test('"if you have exactly two units there" and "if there\'s an enemy unit alone at that battlefield" are carried out', () => {
  assert.deepEqual(parts(DASH.text), []);
  assert.deepEqual(parts(ISOLATE.text), []);
});

test('exactly two of your units where the enemy unit went: each of them gets +1, the moved unit does not', () => {
  const s = cast(table(DASH.id, { Bridge: 2, Ford: 1 }, { base: 1 }), [['Bob-base-1'], ['Bridge']]);
  assert.deepEqual(movesOf(s, 'Bob-base-1'), ['Bridge']);
  assert.deepEqual(
    ['Alice-Bridge-1', 'Alice-Bridge-2', 'Alice-Ford-1', 'Bob-base-1'].map((u) => mightIn(s, u)),
    [2, 2, 1, 1],
  );
});

test('one of your units there (two counting another battlefield) or three there: no one gets +1', () => {
  const one = cast(table(DASH.id, { Bridge: 1, Ford: 1 }, { base: 1 }), [['Bob-base-1'], ['Bridge']]);
  assert.deepEqual(
    ['Alice-Bridge-1', 'Alice-Ford-1'].map((u) => mightIn(one, u)),
    [1, 1],
  );
  const three = cast(table(DASH.id, { Bridge: 3 }, { base: 1 }), [['Bob-base-1'], ['Bridge']]);
  assert.deepEqual(
    ['Alice-Bridge-1', 'Alice-Bridge-2', 'Alice-Bridge-3'].map((u) => mightIn(three, u)),
    [1, 1, 1],
  );
});

const drawn = (s: GameState) => s.events.filter((e) => e.kind === 'drew' && e.player === 'Alice').length;

test('the enemy unit left behind alone at the battlefield the moved one left: Alice draws 1', () => {
  const s = cast(table(ISOLATE.id, { Ford: 1 }, { Bridge: 2, Ford: 1 }), [['Bob-Bridge-1']]);
  assert.deepEqual(movesOf(s, 'Bob-Bridge-1'), ['base']);
  assert.equal(drawn(s), 1);
});

test('no enemy unit left alone there (none left, or two), though one is alone elsewhere: nothing drawn', () => {
  assert.equal(drawn(cast(table(ISOLATE.id, {}, { Bridge: 1, Ford: 1 }), [['Bob-Bridge-1']])), 0);
  assert.equal(drawn(cast(table(ISOLATE.id, {}, { Bridge: 3, Ford: 1 }), [['Bob-Bridge-1']])), 0);
});

const GATEKEEPER = testCard(
  'Gatekeeper',
  'unit',
  "I can't be readied.\n:rb_rune_chaos:: Move me to an occupied enemy battlefield if my Might is greater than the total Might of enemy units there.",
  5,
);
const READY = testCard('Rouse', 'spell', 'Ready a friendly unit.');

/** Alice's Gatekeeper (Might 5, exhausted when `tired`) in her base; Bob's units at the Bridge he controls, by Might. */
function gate(bobMights: number[], tired = false): GameState {
  const guards = [...new Set(bobMights)].map((m) => testCard(`Guard${m}`, 'unit', '', m));
  return gameOf({
    turnPlayer: 'Alice',
    players: [
      {
        id: 'Alice',
        base: [
          { ref: 'gatekeeper', card: GATEKEEPER.id, exhausted: tired },
          { ref: 'sleeper', card: FILLER.id, exhausted: true },
        ],
        hand: [{ ref: 'rouse', card: READY.id }],
        runePool: { energy: 0, power: { chaos: 1 } },
        mainDeck: deck('Alice'),
      },
      { id: 'Bob', mainDeck: deck('Bob') },
    ],
    battlefields: [
      { ref: 'Bridge', card: FIELD.id, controller: 'Bob', units: bobMights.map((m, k) => ({ ref: `guard-${k + 1}`, card: `test:Guard${m}`, owner: 'Bob' })) },
    ],
    testCards: [FIELD, FILLER, GATEKEEPER, READY, ...guards],
  });
}

test('"I can\'t be readied" and the Might compared with the total there are carried out', () => {
  assert.deepEqual(parts(GATEKEEPER.text), []);
});

test('more Might than the enemy units there together: it moves to the enemy battlefield', () => {
  const s = settle(run(gate([2, 2]), [{ kind: 'activate', player: 'Alice', source: 'gatekeeper' }]));
  assert.deepEqual(movesOf(s, 'gatekeeper'), ['Bridge']);
});

test('as much Might as the enemy units there together (more than each of them): it stays in its base', () => {
  const s = settle(run(gate([3, 2]), [{ kind: 'activate', player: 'Alice', source: 'gatekeeper' }]));
  assert.deepEqual(movesOf(s, 'gatekeeper'), []);
});

test("it is not readied by a spell nor by its controller's Awaken step; another exhausted unit is", () => {
  const roused = run(gate([9], true), [{ kind: 'play', player: 'Alice', card: 'rouse' }]);
  const afterSpell = run(choosing(roused, 'Alice', ['gatekeeper']), passBoth);
  assert.equal(afterSpell.objects['gatekeeper'].exhausted, true);
  const awake = run(afterSpell, [
    { kind: 'end-turn', player: 'Alice' },
    { kind: 'end-turn', player: 'Bob' },
  ]);
  assert.equal(awake.turnPlayer, 'Alice');
  assert.deepEqual([awake.objects['gatekeeper'].exhausted, awake.objects['sleeper'].exhausted], [true, false]);
});

test('"from a battlefield": an enemy unit in its base is no choice', () => {
  const s = run(table(ISOLATE.id, {}, { base: 1, Ford: 1 }), [{ kind: 'play', player: 'Alice', card: 'spell' }]);
  assert.deepEqual(
    s.pendingDecision?.options.map((o) => o.id),
    ['Bob-Ford-1'],
  );
});

const BLADE = testCard(
  'Blade',
  'unit',
  "[Ganking]\n[Empower] :rb_energy_1:\nWhen I move, you may deal 1 to a unit at a battlefield I moved to or from. If I'm [Empowered], deal 2 instead.",
  3,
);
const STURDY = testCard('Sturdy', 'unit', '', 5);

/** Alice's Blade (Empowered first when `empowered`) ganks from the Ford to the Bridge; a unit stands at each of three battlefields and in each base. */
function gank(empowered: boolean): GameState {
  let s = gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', base: [{ ref: 'home', card: STURDY.id }], runePool: { energy: 1, power: {} }, mainDeck: deck('Alice') },
      { id: 'Bob', base: [{ ref: 'away', card: STURDY.id }], mainDeck: deck('Bob') },
    ],
    battlefields: [
      {
        ref: 'Ford',
        card: FIELD.id,
        controller: 'Alice',
        units: [
          { ref: 'blade', card: BLADE.id, owner: 'Alice' },
          { ref: 'mate', card: STURDY.id, owner: 'Alice' },
        ],
      },
      { ref: 'Bridge', card: FIELD.id, controller: 'Bob', units: [{ ref: 'guard', card: STURDY.id, owner: 'Bob' }] },
      { ref: 'Pass', card: FIELD.id, controller: 'Bob', units: [{ ref: 'other', card: STURDY.id, owner: 'Bob' }] },
    ],
    testCards: [FIELD, BLADE, STURDY, FILLER],
  });
  if (empowered) s = settle(run(s, [{ kind: 'activate', player: 'Alice', source: 'blade' }]));
  return run(s, [{ kind: 'move', player: 'Alice', units: ['blade'], to: 'Bridge' }]);
}

test('"a unit at a battlefield I moved to or from" and "deal 2 instead" are carried out', () => {
  assert.deepEqual(parts(BLADE.text), []);
});

test('the units offered are those at the battlefields the move left and reached, none elsewhere', () => {
  const s = choosing(gank(false), 'Alice', ['yes']); // "you may": asked as it triggers (383.3.a)
  assert.equal(s.pendingDecision?.kind, 'choose-targets');
  assert.deepEqual(s.pendingDecision?.options.map((o) => o.id).sort(), ['blade', 'guard', 'mate']);
});

/** Alice takes the trigger's "you may", targets Bob's guard, and the trigger resolves (before any combat at the Bridge). */
const dealt = (s: GameState) => damageTo(run(choosing(choosing(s, 'Alice', ['yes']), 'Alice', ['guard']), passBoth), 'guard');

test('not Empowered: 1 to the chosen unit; Empowered: 2 instead, and not 1 as well', () => {
  assert.deepEqual(dealt(gank(false)), [1]);
  const empowered = gank(true);
  assert.equal(empowered.objects.blade.empowered, true);
  assert.deepEqual(dealt(empowered), [2]);
});

const STUDY = testCard('Study', 'spell', 'Draw 1.');
const BARGAIN = testCard('Bargain', 'spell', '[Reaction]\nCounter a spell unless its controller pays :rb_energy_2:.');

/** Alice, with `energy` in her pool, plays Study; Bob answers with Bargain on it; then it resolves, Alice answering `pays`. */
function bargain(energy: number, pays: 'yes' | 'no'): GameState {
  let s = gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', hand: [{ ref: 'study', card: STUDY.id }], runePool: { energy, power: {} }, mainDeck: deck('Alice') },
      { id: 'Bob', hand: [{ ref: 'bargain', card: BARGAIN.id }], mainDeck: deck('Bob') },
    ],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [] }],
    testCards: [FIELD, FILLER, STUDY, BARGAIN],
  });
  s = run(s, [
    { kind: 'play', player: 'Alice', card: 'study' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'play', player: 'Bob', card: 'bargain' },
  ]);
  if (s.pendingDecision?.player === 'Bob') s = choosing(s, 'Bob', ['study']);
  s = run(s, [
    { kind: 'pass', player: 'Bob' },
    { kind: 'pass', player: 'Alice' },
  ]);
  assert.equal(s.pendingDecision?.player, 'Alice', "the spell's controller is asked");
  return settle(choosing(s, 'Alice', [pays]));
}

const countered = (s: GameState) => s.events.some((e) => e.kind === 'countered' && e.object === 'study');

test('"unless its controller pays :rb_energy_2:" is carried out', () => {
  assert.deepEqual(parts(BARGAIN.text), []);
});

test('its controller pays: the spell is not countered, it resolves, and the Energy is spent', () => {
  const s = bargain(2, 'yes');
  assert.equal(countered(s), false);
  assert.equal(s.events.filter((e) => e.kind === 'drew' && e.player === 'Alice').length, 1);
  assert.equal(s.players.find((p) => p.id === 'Alice')!.runePool.energy, 0);
});

test('its controller declines, or cannot pay it all: the spell is countered and nothing is paid', () => {
  assert.equal(countered(bargain(2, 'no')), true);
  const short = bargain(1, 'yes');
  assert.equal(countered(short), true);
  assert.equal(short.players.find((p) => p.id === 'Alice')!.runePool.energy, 1);
});

const RALLY = testCard(
  'Rally',
  'spell',
  'Move a unit you control to a battlefield you control. Then, choose an opponent. They move a unit they control to the same battlefield.',
);

test('"They move a unit they control to the same battlefield": the chosen opponent picks one of theirs, and it goes where the first move went', () => {
  assert.deepEqual(parts(RALLY.text), []);
  let s = gameOf({
    turnPlayer: 'Alice',
    players: [
      {
        id: 'Alice',
        hand: [{ ref: 'spell', card: RALLY.id }],
        base: [
          { ref: 'mine', card: FILLER.id },
          { ref: 'spare', card: FILLER.id },
        ],
        mainDeck: deck('Alice'),
      },
      {
        id: 'Bob',
        base: [
          { ref: 'b1', card: FILLER.id },
          { ref: 'b2', card: FILLER.id },
        ],
        mainDeck: deck('Bob'),
      },
    ],
    battlefields: [
      { ref: 'Bridge', card: FIELD.id, controller: 'Alice', units: [] },
      { ref: 'Ford', card: FIELD.id, controller: 'Alice', units: [] },
    ],
    testCards: [FIELD, FILLER, RALLY],
  });
  s = run(s, [{ kind: 'play', player: 'Alice', card: 'spell' }]);
  while (s.pendingDecision?.player === 'Alice') s = choosing(s, 'Alice', [s.pendingDecision.options.some((o) => o.id === 'mine') ? 'mine' : 'Ford']);
  s = run(s, passBoth);
  assert.equal(s.pendingDecision?.player, 'Bob', 'the chosen opponent picks the unit');
  assert.deepEqual(s.pendingDecision?.options.map((o) => o.id).sort(), ['b1', 'b2']);
  s = choosing(s, 'Bob', ['b2']);
  assert.deepEqual([movesOf(s, 'mine'), movesOf(s, 'b2'), movesOf(s, 'b1'), movesOf(s, 'spare')], [['Ford'], ['Ford'], [], []]);
});

const BOLT = testCard('Bolt', 'spell', 'Deal 3 to a unit at a battlefield. If this kills it, do this: draw 1.');

/** Alice's Bolt on Bob's unit of this Might at the Bridge, played and resolved with everything it adds. */
function bolt(might: number): GameState {
  const target = testCard(`Target${might}`, 'unit', '', might);
  const s = gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', hand: [{ ref: 'spell', card: BOLT.id }], mainDeck: deck('Alice') },
      { id: 'Bob', mainDeck: deck('Bob') },
    ],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, controller: 'Bob', units: [{ ref: 'target', card: target.id, owner: 'Bob' }] }],
    testCards: [FIELD, FILLER, BOLT, target],
  });
  return settle(run(s, [{ kind: 'play', player: 'Alice', card: 'spell' }]));
}

test('"If this kills it, do this: draw 1": the unit dies in the cleanup after the spell, then the new ability draws', () => {
  assert.deepEqual(parts(BOLT.text), []);
  const s = bolt(3);
  const died = s.events.findIndex((e) => e.kind === 'died' && e.object === 'target');
  const drew = s.events.findIndex((e) => e.kind === 'drew' && e.player === 'Alice');
  assert.ok(died >= 0 && drew > died, 'it died, and the draw came after');
  assert.equal(drawn(s), 1);
});

test('a unit the damage does not kill: no new ability, nothing drawn', () => {
  const s = bolt(4);
  assert.equal(s.objects.target.zone, 'battlefield');
  assert.equal(drawn(s), 0);
  assert.equal(s.events.filter((e) => e.kind === 'triggered' && e.detail === 'reflexive').length, 0);
});

const MIRRORS = testCard(
  'Mirrors',
  'spell',
  "Choose a unit you control and another unit you control at a different location. If at least one of them has [Temporary], move each to the other's location. Draw 1.",
);
const FLEETING = testCard('Fleeting', 'unit', '[Temporary]', 1);

/** Alice's `first` unit at the Bridge and her Filler in base trade places if one of them has [Temporary]; she draws 1 either way. */
function mirrors(first: TestCard): GameState {
  let s = gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', hand: [{ ref: 'spell', card: MIRRORS.id }], base: [{ ref: 'home', card: FILLER.id }], mainDeck: deck('Alice') },
      { id: 'Bob', mainDeck: deck('Bob') },
    ],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, controller: 'Alice', units: [{ ref: 'away', card: first.id, owner: 'Alice' }] }],
    testCards: [FIELD, FILLER, FLEETING, MIRRORS],
  });
  s = run(s, [{ kind: 'play', player: 'Alice', card: 'spell' }]);
  while (s.pendingDecision?.player === 'Alice') s = choosing(s, 'Alice', [s.pendingDecision.options.some((o) => o.id === 'away') ? 'away' : 'home']);
  return run(s, passBoth);
}

test('"if at least one of them has [Temporary], move each to the other\'s location" is carried out', () => {
  assert.deepEqual(parts(MIRRORS.text), []);
});

test('one of the two has [Temporary]: they trade places, and Alice draws 1', () => {
  const s = mirrors(FLEETING);
  assert.deepEqual([movesOf(s, 'away'), movesOf(s, 'home')], [['base'], ['Bridge']]);
  assert.equal(drawn(s), 1);
});

test('neither has [Temporary]: no one moves, and Alice still draws 1', () => {
  const s = mirrors(FILLER);
  assert.deepEqual([movesOf(s, 'away'), movesOf(s, 'home')], [[], []]);
  assert.equal(drawn(s), 1);
});

const GAMBLER = testCard(
  'Gambler',
  'unit',
  'When I attack, reveal the top rune of your rune deck, then recycle it. Do one of the following based on its domain:\n:rb_rune_fury: — Deal 2 to an enemy unit here and 1 to all other enemy units here.\n:rb_rune_mind: — Draw 1.\n:rb_rune_order: — Stun an enemy unit.',
  3,
);

const rune = (domain: 'fury' | 'mind' | 'calm'): TestCard => ({ id: `test:${domain} rune`, name: `${domain} rune`, type: 'rune', text: '', domains: [domain] });
const RUNES = [rune('fury'), rune('mind'), rune('calm')];

/** Alice's Gambler attacks the Bridge, the rune on top of her rune deck of domain `top`; played until its case has resolved, before any combat damage. */
function gamble(top: 'fury' | 'mind' | 'calm'): GameState {
  let s = gameOf({
    turnPlayer: 'Alice',
    players: [
      {
        id: 'Alice',
        base: [{ ref: 'gambler', card: GAMBLER.id }],
        runeDeck: [top, 'calm'].map((domain, k) => ({ ref: `rune ${k + 1}`, card: `test:${domain} rune` })),
        mainDeck: deck('Alice'),
      },
      { id: 'Bob', mainDeck: deck('Bob') },
    ],
    battlefields: [
      {
        ref: 'Bridge',
        card: FIELD.id,
        controller: 'Bob',
        units: [
          { ref: 'g1', card: STURDY.id, owner: 'Bob' },
          { ref: 'g2', card: STURDY.id, owner: 'Bob' },
        ],
      },
    ],
    testCards: [FIELD, FILLER, STURDY, GAMBLER, ...RUNES],
  });
  s = run(s, [{ kind: 'move', player: 'Alice', units: ['gambler'], to: 'Bridge' }]);
  const done = (g: GameState) => g.events.some((e) => e.kind === 'recycled') && g.chain.length === 0 && !g.pendingDecision;
  for (let n = 0; n < 20 && !done(s); n++) {
    const d = s.pendingDecision;
    s = d ? choosing(s, d.player, [d.options.find((o) => o.id === 'g1')?.id ?? d.options[0].id]) : run(s, [{ kind: 'pass', player: (s.priority ?? s.focus)! }]);
  }
  return s;
}

test('"Do one of the following based on its domain" and revealing the top rune are carried out', () => {
  assert.deepEqual(parts(GAMBLER.text), []);
});

test('a Fury rune: 2 to the chosen enemy unit there and 1 to each other one, and the rune goes to the bottom', () => {
  const s = gamble('fury');
  assert.deepEqual([damageTo(s, 'g1'), damageTo(s, 'g2')], [[2], [1]]);
  assert.deepEqual(s.players.find((p) => p.id === 'Alice')!.runeDeck, ['rune 2', 'rune 1']);
  assert.equal(drawn(s), 0);
});

test('a Mind rune: draw 1 and no damage; a Calm rune, which no case names: nothing', () => {
  const mind = gamble('mind');
  assert.equal(drawn(mind), 1);
  assert.deepEqual(damageTo(mind, 'g1'), []);
  const calm = gamble('calm');
  assert.equal(drawn(calm), 0);
  assert.equal(calm.events.filter((e) => e.kind === 'triggered' && e.detail === 'reflexive').length, 0);
});

const BREACH = testCard('Breach', 'spell', 'Banish a unit, then its owner plays it to the same location, ignoring its cost.');

/** Alice's Breach on `target` (Bob's 'foe' at the Ford, or her own 'home' in base), resolved with all it starts. */
function breach(target: 'foe' | 'home'): GameState {
  let s = gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', hand: [{ ref: 'spell', card: BREACH.id }], base: [{ ref: 'home', card: STURDY.id }], mainDeck: deck('Alice') },
      { id: 'Bob', mainDeck: deck('Bob') },
    ],
    battlefields: [
      { ref: 'Bridge', card: FIELD.id, controller: 'Alice', units: [] },
      { ref: 'Ford', card: FIELD.id, controller: 'Bob', units: [{ ref: 'foe', card: STURDY.id, owner: 'Bob' }] },
    ],
    testCards: [FIELD, FILLER, STURDY, BREACH],
  });
  s = choosing(run(s, [{ kind: 'play', player: 'Alice', card: 'spell' }]), 'Alice', [target]);
  return settle(run(s, passBoth));
}

test('"its owner plays it to the same location" is carried out', () => {
  assert.deepEqual(parts(BREACH.text), []);
});

test("an enemy unit: banished, then played by its owner to the battlefield it was at, Bob's again", () => {
  const s = breach('foe');
  assert.ok(s.events.some((e) => e.kind === 'played' && e.object === 'foe' && e.player === 'Bob'));
  assert.deepEqual([s.objects.foe.zone, s.objects.foe.battlefield, s.objects.foe.controller], ['battlefield', 'Ford', 'Bob']);
});

test('a unit in its base goes back to that base, not to a battlefield', () => {
  const s = breach('home');
  assert.ok(s.events.some((e) => e.kind === 'played' && e.object === 'home' && e.player === 'Alice'));
  assert.equal(s.objects.home.zone, 'base');
});

const AMBUSH = testCard(
  'Ambush Call',
  'spell',
  'Return up to two cards with [Hidden] from your trash to your hand. You can hide cards ignoring costs this turn.',
);
const SNEAK = testCard('Sneak', 'spell', '[Hidden]\nDraw 1.');

/** Alice, with no Power in her pool, holds two Sneaks (and Ambush Call when `call`) and holds the Bridge and the Ford with a unit each. */
function hiding(call: boolean): GameState {
  return gameOf({
    turnPlayer: 'Alice',
    players: [
      {
        id: 'Alice',
        hand: [...(call ? [{ ref: 'call', card: AMBUSH.id }] : []), { ref: 'sneak 1', card: SNEAK.id }, { ref: 'sneak 2', card: SNEAK.id }],
        mainDeck: deck('Alice'),
      },
      { id: 'Bob', mainDeck: deck('Bob') },
    ],
    battlefields: ['Bridge', 'Ford'].map((ref) => ({
      ref,
      card: FIELD.id,
      controller: 'Alice',
      units: [{ ref: `${ref} guard`, card: FILLER.id, owner: 'Alice' }],
    })),
    testCards: [FIELD, FILLER, AMBUSH, SNEAK],
  });
}

test('"You can hide cards ignoring costs this turn": hides cost no Power for the rest of the turn, and not on the next', () => {
  assert.deepEqual(parts(AMBUSH.text), []);
  let s = settle(run(hiding(true), [{ kind: 'play', player: 'Alice', card: 'call' }]));
  s = run(s, [{ kind: 'hide', player: 'Alice', card: 'sneak 1', battlefield: 'Bridge' }]);
  assert.equal(s.objects['sneak 1'].zone, 'facedown');
  assert.equal(s.events.filter((e) => e.kind === 'paid' && e.object === 'sneak 1').length, 0, 'nothing paid');
  s = run(s, [
    { kind: 'end-turn', player: 'Alice' },
    { kind: 'end-turn', player: 'Bob' },
  ]);
  assert.equal(s.turnPlayer, 'Alice');
  const later = act(s, { kind: 'hide', player: 'Alice', card: 'sneak 2', battlefield: 'Ford' }).result;
  assert.ok(!later.ok && later.refusal.code === 'cannot-afford', JSON.stringify(later));
});

test('without it, a hide with no Power in the pool is refused', () => {
  const { result } = act(hiding(false), { kind: 'hide', player: 'Alice', card: 'sneak 1', battlefield: 'Bridge' });
  assert.ok(!result.ok && result.refusal.code === 'cannot-afford', JSON.stringify(result));
});
