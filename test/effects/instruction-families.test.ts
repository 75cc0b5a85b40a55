// Families of instructions read from more than one printing's phrasing, each through the public engine
// API: what the instruction does, and what it must not do.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, viewOf, type Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, mightIn, passBoth, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const DRAW = { ...testCard('Drawer', 'spell', 'Draw 1.'), cost: { energy: 1 } };
const deck = (n: number, who = 'Alice') => Array.from({ length: n }, (_, i) => ({ ref: `${who} deck ${i}`, card: DRAW.id }));
const handSize = (g: Game, who = 'Alice') => viewOf(g).players.find((p) => p.id === who)!.hand.length;

test('"give your next spell this turn [Repeat] equal to its base cost": that spell may repeat for its cost; the spell after it may not', () => {
  const giver = testCard('Giver', 'unit', 'When you play me, give your next spell this turn [Repeat] equal to its base cost.', 2);
  let g = gameOf({
    players: [
      {
        id: 'Alice',
        runePool: { energy: 5, power: {} },
        hand: ['G', 'D1', 'D2'].map((ref) => ({ ref, card: ref === 'G' ? giver.id : DRAW.id })),
        mainDeck: deck(6),
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [giver, DRAW],
  });
  g = run(g, [{ kind: 'play', player: 'Alice', card: 'G' }, ...passBoth, { kind: 'play', player: 'Alice', card: 'D1' }]);
  const offer = viewOf(g).pendingDecision;
  assert.deepEqual(
    offer?.options.map((o) => o.id),
    ['repeat:granted'],
  );
  g = run(g, [{ kind: 'decide', player: 'Alice', decision: offer!.id, answer: { chosen: ['repeat:granted'] } }, ...passBoth]);
  assert.equal(handSize(g), 3, 'D2 and two cards drawn');
  assert.equal(viewOf(g).players[0].runePool.energy, 3, 'the spell and its repeat each cost 1');
  g = run(g, [{ kind: 'play', player: 'Alice', card: 'D2' }]);
  assert.equal(viewOf(g).pendingDecision, null, 'the next spell after it is offered no repeat');
});

test('"give a spell in your trash [Flow] equal to its cost this turn": it is played from the trash for its cost and banished; not after the turn', () => {
  const giver = testCard('Flow Giver', 'unit', 'When you play me, give a spell in your trash [Flow] equal to its cost this turn.', 2);
  const alice = {
    id: 'Alice',
    runePool: { energy: 5, power: {} },
    hand: [{ ref: 'G', card: giver.id }],
    trash: [{ ref: 'S', card: DRAW.id }],
    mainDeck: deck(6),
  };
  const setup = { players: [alice, { id: 'Bob', mainDeck: deck(6, 'Bob') }], turnPlayer: 'Alice', testCards: [giver, DRAW] };
  const ungiven = gameOf({ ...setup, players: [{ ...alice, hand: [] }, setup.players[1]] });
  assert.equal(act(ungiven, { kind: 'play', player: 'Alice', card: 'S' }).result.ok, false, 'a spell without Flow stays in the trash');
  const given = settle(choosing(run(gameOf(setup), [{ kind: 'play', player: 'Alice', card: 'G' }]), 'Alice', ['S']));
  const played = run(given, [{ kind: 'play', player: 'Alice', card: 'S' }, ...passBoth]);
  assert.equal(viewOf(played).players[0].runePool.energy, 4, 'its Flow cost is its own cost, 1');
  assert.equal(handSize(played), 1, 'its effect: draw 1');
  assert.equal(played.objects.S.zone, 'banishment', 'then it is banished (829.1.b.1)');
  const later = run(given, [
    { kind: 'end-turn', player: 'Alice' },
    { kind: 'end-turn', player: 'Bob' },
  ]);
  assert.equal(act(later, { kind: 'play', player: 'Alice', card: 'S' }).result.ok, false, 'the Flow lasted only that turn');
});

test('"Move me to its location and it to my original location. If it\'s equipped, you may attach one of its Equipment to me. Use only once per turn."', () => {
  const swapper = testCard(
    'Swapper',
    'unit',
    ":rb_energy_1:: Choose a unit you control. Move me to its location and it to my original location. If it's equipped, you may attach one of its Equipment to me. Use only once per turn.",
    3,
  );
  const soldier = testCard('Soldier', 'unit', '', 2);
  const blade = { ...testCard('Blade', 'gear', '[Equip] :rb_energy_1:'), tags: ['Equipment'] };
  const rune = testCard('Rune', 'rune', ':rb_exhaust:: [Reaction] — [Add] :rb_energy_1:.');
  const at = (ref: string) => ({ ref, card: soldier.id, owner: 'Alice' });
  let g = gameOf({
    players: [
      {
        id: 'Alice',
        runePool: { energy: 9, power: {} },
        base: [
          { ref: 'SW', card: swapper.id },
          { ref: 'B1', card: blade.id },
          { ref: 'B2', card: blade.id },
        ],
        runes: [{ ref: 'R', card: rune.id }],
        mainDeck: deck(6),
      },
      { id: 'Bob', mainDeck: deck(6, 'Bob') },
    ],
    battlefields: [{ ref: 'North', card: 'riftcheck:plain-battlefield', controller: 'Alice', units: [at('S'), at('T')] }],
    turnPlayer: 'Alice',
    testCards: [swapper, soldier, blade, rune, DRAW],
  });
  // B1 on S, B2 on T: only S's Equipment is "one of its"
  g = settle(run(g, [{ kind: 'activate', player: 'Alice', source: 'B1', ability: 0 }]), (id) => id === 'S');
  g = settle(run(g, [{ kind: 'activate', player: 'Alice', source: 'B2', ability: 0 }]), (id) => id === 'T');
  assert.deepEqual([g.objects.B1.attachedTo, g.objects.B2.attachedTo], ['S', 'T']);
  g = choosing(run(g, [{ kind: 'activate', player: 'Alice', source: 'SW', ability: 0 }]), 'Alice', ['S']);
  const asked: string[][] = [];
  g = settle(g, (id) => {
    asked.push([id]);
    return id === 'yes' || id === 'B1';
  });
  assert.deepEqual([g.objects.SW.zone, g.objects.SW.battlefield, g.objects.S.zone], ['battlefield', 'North', 'base'], 'the two swapped places');
  assert.deepEqual([g.objects.B1.attachedTo, g.objects.B2.attachedTo], ['SW', 'T'], "the chosen unit's Equipment, and no other unit's");
  assert.ok(!asked.flat().includes('B2'), "another unit's Equipment is never offered");
  const again = act(g, { kind: 'activate', player: 'Alice', source: 'SW', ability: 0 });
  assert.deepEqual(again.result.ok ? null : again.result.refusal.rule, '377.2.b', 'used once this turn: not again, though it could pay');
  const nextTurn = run(g, [
    { kind: 'end-turn', player: 'Alice' },
    { kind: 'end-turn', player: 'Bob' },
    { kind: 'activate', player: 'Alice', source: 'R', ability: 0 },
  ]);
  assert.equal(act(nextTurn, { kind: 'activate', player: 'Alice', source: 'SW', ability: 0 }).result.ok, true, 'a new turn: once more');
});

test('"Choose a friendly unit and a spell. Counter that spell and give that unit +:rb_might: equal to that spell\'s Energy cost": the unit, by the countered spell\'s cost', () => {
  const riposte = testCard(
    'Riposter',
    'spell',
    "[Reaction]\nChoose a friendly unit and a spell. Counter that spell and give that unit +:rb_might: equal to that spell's Energy cost this turn.",
  );
  const big = { ...testCard('Big Draw', 'spell', 'Draw 1.'), cost: { energy: 4 } };
  const soldier = { ...testCard('Soldier', 'unit', '', 2), cost: { energy: 1 } };
  let g = gameOf({
    players: [
      { id: 'Alice', runePool: { energy: 5, power: {} }, hand: [{ ref: 'BIG', card: big.id }], mainDeck: deck(2) },
      { id: 'Bob', hand: [{ ref: 'R', card: riposte.id }], base: [{ ref: 'T', card: soldier.id }] },
    ],
    turnPlayer: 'Alice',
    testCards: [riposte, big, soldier, DRAW],
  });
  g = run(g, [
    { kind: 'play', player: 'Alice', card: 'BIG' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'play', player: 'Bob', card: 'R' },
  ]);
  g = settle(g, (id) => id === 'T' || id === 'BIG');
  assert.equal(g.objects.BIG.zone, 'trash', 'countered');
  assert.equal(handSize(g), 0, 'the countered spell drew nothing');
  assert.equal(mightIn(g, 'T'), 6, "2 and the countered spell's cost, 4 (not the unit's own cost)");
  assert.ok(!g.events.some((e) => e.kind === 'might-changed' && e.object === 'BIG'), 'the spell is given no Might');
});

test('"Attach that Equipment to that unit or detach that Equipment from that unit": the player picks one; a detach from a unit it is not on does nothing', () => {
  const shot = testCard(
    'Shot',
    'spell',
    'Choose a unit and an Equipment with the same controller. Attach that Equipment to that unit or detach that Equipment from that unit. Draw 1.',
  );
  const soldier = testCard('Soldier', 'unit', '', 2);
  const blade = { ...testCard('Blade', 'gear', '[Equip] :rb_energy_1:'), tags: ['Equipment'] };
  let g = gameOf({
    players: [
      {
        id: 'Alice',
        runePool: { energy: 5, power: {} },
        hand: ['P1', 'P2', 'P3'].map((ref) => ({ ref, card: shot.id })),
        base: [
          { ref: 'S', card: soldier.id },
          { ref: 'T', card: soldier.id },
          { ref: 'B', card: blade.id },
        ],
        mainDeck: deck(6),
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [shot, soldier, blade, DRAW],
  });
  g = settle(run(g, [{ kind: 'activate', player: 'Alice', source: 'B', ability: 0 }]), (id) => id === 'S');
  const cast = (state: Game, card: string, unit: string, mode: 'attach' | 'detach') =>
    settle(choosing(choosing(run(state, [{ kind: 'play', player: 'Alice', card }]), 'Alice', [unit]), 'Alice', ['B']), (id) => id === mode);
  g = cast(g, 'P1', 'T', 'attach');
  assert.equal(g.objects.B.attachedTo, 'T', 'moved from S to T');
  assert.equal(handSize(g), 3, 'two Shots left and one card drawn');
  g = cast(g, 'P2', 'S', 'detach');
  assert.equal(g.objects.B.attachedTo, 'T', 'not on S: nothing detached');
  g = cast(g, 'P3', 'T', 'detach');
  assert.equal(g.objects.B.attachedTo, undefined, 'detached from T');
});

test('"Buffs give an additional +1 :rb_might: to friendly units this turn": every buffed friendly unit, not enemies, until the turn ends', () => {
  const rally = testCard('Rally', 'spell', 'Buff a friendly unit. Buffs give an additional +1 :rb_might: to friendly units this turn.');
  const soldier = testCard('Soldier', 'unit', '', 2);
  let g = gameOf({
    players: [
      {
        id: 'Alice',
        hand: [{ ref: 'R', card: rally.id }],
        base: [
          { ref: 'S', card: soldier.id, buffs: 1 },
          { ref: 'T', card: soldier.id },
          { ref: 'U', card: soldier.id },
        ],
        mainDeck: deck(3),
      },
      { id: 'Bob', base: [{ ref: 'E', card: soldier.id, buffs: 1 }], mainDeck: deck(3, 'Bob') },
    ],
    turnPlayer: 'Alice',
    testCards: [rally, soldier, DRAW],
  });
  g = settle(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'R' }]), 'Alice', ['T']));
  assert.deepEqual(
    ['S', 'T', 'U', 'E'].map((u) => mightIn(g, u)),
    [4, 4, 2, 3],
    'buffed friendly units 2 + 1 + 1; an unbuffed one nothing more; an enemy only its buff',
  );
  g = run(g, [{ kind: 'end-turn', player: 'Alice' }]);
  assert.deepEqual(
    ['S', 'T'].map((u) => mightIn(g, u)),
    [3, 3],
    'the turn over: a buff gives +1 again',
  );
});

test('"If you\'ve played a spell this turn, you may pay :rb_rune_chaos: as an additional cost to play me. If you do, I enter ready."', () => {
  const guardian = testCard(
    'Guardian',
    'unit',
    "If you've played a spell this turn, you may pay :rb_rune_chaos: as an additional cost to play me. If you do, I enter ready.",
    3,
  );
  const start = gameOf({
    players: [
      {
        id: 'Alice',
        runePool: { energy: 5, power: { chaos: 2 } },
        hand: [{ ref: 'D', card: DRAW.id }, ...['G1', 'G2', 'G3'].map((ref) => ({ ref, card: guardian.id }))],
        mainDeck: deck(3),
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [guardian, DRAW],
  });
  const offered = (g: Game) => viewOf(g).pendingDecision?.options.map((o) => o.id) ?? [];
  let g = run(start, [{ kind: 'play', player: 'Alice', card: 'G1' }]);
  assert.ok(!offered(g).includes('additional:0'), 'no spell played yet: the cost is not offered');
  g = settle(g);
  assert.equal(g.objects.G1.exhausted, true, 'so it enters exhausted');
  g = run(g, [{ kind: 'play', player: 'Alice', card: 'D' }, ...passBoth, { kind: 'play', player: 'Alice', card: 'G2' }]);
  assert.ok(offered(g).includes('additional:0'), 'after a spell: offered');
  g = settle(g, (id) => id === 'additional:0');
  assert.deepEqual([g.objects.G2.exhausted, viewOf(g).players[0].runePool.power.chaos], [false, 1], 'paid: it enters ready');
  g = run(g, [{ kind: 'play', player: 'Alice', card: 'G3' }]);
  g = run(g, [{ kind: 'decide', player: 'Alice', decision: viewOf(g).pendingDecision!.id, answer: { chosen: [] } }]);
  g = settle(g);
  assert.deepEqual([g.objects.G3.exhausted, viewOf(g).players[0].runePool.power.chaos], [true, 1], 'declined: exhausted, nothing paid');
});

test('"recycle another friendly unit to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you recycled."', () => {
  const rumbler = testCard(
    'Rumbler',
    'unit',
    'When you play me, you may recycle another friendly unit to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you recycled.',
    2,
  );
  const mech = { ...testCard('Mech', 'unit', '', 4), cost: { energy: 5 }, tags: ['Mech'] };
  const big = testCard('Big', 'unit', '', 3);
  const small = testCard('Small', 'unit', '', 1);
  const start = gameOf({
    players: [
      {
        id: 'Alice',
        runePool: { energy: 2, power: {} },
        hand: [{ ref: 'R', card: rumbler.id }],
        base: [
          { ref: 'B', card: big.id },
          { ref: 'P', card: small.id },
        ],
        trash: [{ ref: 'M', card: mech.id }],
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [rumbler, mech, big, small],
  });
  const recycling = (unit: string | null) => {
    const g = run(start, [{ kind: 'play', player: 'Alice', card: 'R' }]);
    return settle(g, (id) => (unit === null ? id === 'no' : id === 'yes' || id === 'M' || id === unit));
  };
  const three = recycling('B');
  assert.deepEqual(
    [three.objects.B.zone, three.objects.M.zone, viewOf(three).players[0].runePool.energy],
    ['main-deck', 'base', 0],
    'a 3-Might unit: the Mech costs 2',
  );
  const one = recycling('P');
  assert.equal(one.objects.P.zone, 'main-deck');
  assert.notEqual(one.objects.M.zone, 'base', 'a 1-Might unit: the Mech still costs 4, more than the 2 there are');
  const none = recycling(null);
  assert.deepEqual([none.objects.B.zone, none.objects.M.zone], ['base', 'trash'], 'declined: nothing recycled, nothing played');
});

test('"Use only if you\'ve chosen an enemy unit this turn and only once each turn": a spell of the player targeted an enemy unit; a friendly one does not count', () => {
  const wolf = testCard(
    'Wolf',
    'unit',
    ":rb_energy_1:: Ready me and give me +1 :rb_might: this turn. Use only if you've chosen an enemy unit this turn and only once each turn.",
    2,
  );
  const bolt = testCard('Bolt', 'spell', 'Deal 1 to a unit.');
  const soldier = testCard('Soldier', 'unit', '', 5);
  let g = gameOf({
    players: [
      {
        id: 'Alice',
        runePool: { energy: 5, power: {} },
        hand: ['B1', 'B2'].map((ref) => ({ ref, card: bolt.id })),
        base: [
          { ref: 'W', card: wolf.id },
          { ref: 'F', card: soldier.id },
        ],
      },
      { id: 'Bob', base: [{ ref: 'E', card: soldier.id }] },
    ],
    turnPlayer: 'Alice',
    testCards: [wolf, bolt, soldier],
  });
  const use = (state: Game) => act(state, { kind: 'activate', player: 'Alice', source: 'W', ability: 0 }).result;
  const rule = (r: ReturnType<typeof use>) => (r.ok ? null : r.refusal.rule);
  assert.equal(rule(use(g)), '377.2.b', 'nothing chosen yet');
  g = run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'B1' }]), 'Alice', ['F']), passBoth);
  assert.equal(rule(use(g)), '377.2.b', 'a friendly unit chosen: still not');
  g = run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'B2' }]), 'Alice', ['E']), passBoth);
  g = run(g, [{ kind: 'activate', player: 'Alice', source: 'W', ability: 0 }, ...passBoth]);
  assert.equal(mightIn(g, 'W'), 3, 'an enemy unit chosen: used');
  assert.equal(rule(use(g)), '377.2.b', 'and only once this turn');
});

test('"Play a 2 :rb_might: Sand Soldier unit token for each equipment you control. Then do this: Ready up to two of them."', () => {
  const arise = testCard('Rise', 'spell', 'Play a 2 :rb_might: Sand Soldier unit token for each equipment you control. Then do this: Ready up to two of them.');
  const blade = { ...testCard('Blade', 'gear', ''), tags: ['Equipment'] };
  const trinket = testCard('Trinket', 'gear', '');
  let g = gameOf({
    players: [
      {
        id: 'Alice',
        hand: [{ ref: 'A', card: arise.id }],
        base: [...['B1', 'B2', 'B3'].map((ref) => ({ ref, card: blade.id })), { ref: 'T', card: trinket.id }],
      },
      { id: 'Bob', base: [{ ref: 'X', card: blade.id }] },
    ],
    turnPlayer: 'Alice',
    testCards: [arise, blade, trinket],
  });
  g = run(g, [{ kind: 'play', player: 'Alice', card: 'A' }]);
  for (let k = 0; k < 6 && !g.pendingDecision && g.chain.length > 0; k++) g = run(g, passBoth);
  const soldiers = () => viewOf(g).players[0].base.filter((o) => o.name === 'Sand Soldier');
  assert.equal(soldiers().length, 3, 'one token for each of her three Equipment: not her other gear, not his Equipment');
  const d = g.pendingDecision!;
  assert.deepEqual([d.kind, d.min, d.max, d.options.length], ['choose-objects', 0, 2, 3], 'up to two of the three');
  const tooMany = act(g, { kind: 'decide', player: 'Alice', decision: d.id, answer: { chosen: d.options.map((o) => o.id) } });
  assert.equal(tooMany.result.ok, false, 'not all three');
  g = settle(run(g, [{ kind: 'decide', player: 'Alice', decision: d.id, answer: { chosen: d.options.slice(0, 2).map((o) => o.id) } }]));
  assert.deepEqual(
    soldiers()
      .map((o) => o.exhausted)
      .sort(),
    [false, false, true],
    'two readied, the third still exhausted',
  );
});

test('"[Burn 1]. When you burn a unit this way, do this: Give a friendly unit +:rb_might: equal to the burned card\'s Might this turn."', () => {
  const relic = testCard(
    'Relic',
    'gear',
    "When you play this, [Burn 1]. When you burn a unit this way, do this: Give a friendly unit +:rb_might: equal to the burned card's Might this turn.",
  );
  const giant = testCard('Giant', 'unit', '', 4);
  const soldier = testCard('Soldier', 'unit', '', 2);
  const burning = (top: string) => {
    const g = gameOf({
      players: [
        { id: 'Alice', hand: [{ ref: 'R', card: relic.id }], base: [{ ref: 'S', card: soldier.id }], mainDeck: [{ ref: 'TOP', card: top }, ...deck(2)] },
        { id: 'Bob', base: [{ ref: 'E', card: soldier.id }] },
      ],
      turnPlayer: 'Alice',
      testCards: [relic, giant, soldier, DRAW],
    });
    return settle(run(g, [{ kind: 'play', player: 'Alice', card: 'R' }]), (id) => id === 'S');
  };
  const unit = burning(giant.id);
  assert.equal(unit.objects.TOP.zone, 'trash');
  assert.deepEqual([mightIn(unit, 'S'), mightIn(unit, 'E')], [6, 2], 'a unit burned: a friendly unit gets its Might, 4');
  const spell = burning(DRAW.id);
  assert.equal(spell.objects.TOP.zone, 'trash');
  assert.equal(mightIn(spell, 'S'), 2, 'a spell burned: nothing');
  assert.ok(!spell.events.some((e) => e.kind === 'triggered' && e.detail === 'reflexive'), 'and no reflexive trigger');
});
