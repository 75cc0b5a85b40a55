// Cards whose play depends on its situation (356.4, 805, 820, 827, 760): costs by what a spell chooses
// ("Your spells that choose me cost [1] or [A] less", "Each spell that chooses ... units here ... costs
// [A] less", "Players ignore [Deflect] while paying for ... choosing something here"), by the turn so far
// ("the first friendly non-token gear played each turn costs 1 less", "I cost 2 less for each point you
// scored from holding this turn"), Empower's costs and limit ("[Empower] — [1] or [body]", "[Empower]
// costs of your units here cost [1] or [A] less", "I can be [Empowered] up to three times"), keywords
// given as a card is played ([Accelerate] from elsewhere than a hand, [Repeat] in a showdown), a tag
// named as it is played, restrictions on a unit's situation (in combat with, being chosen by), and
// "if there are four spells banished with me, put each in its trash".
// Long file: one test file for these plays keeps npm test to one process start for them (its time
// budget); each test builds the few games it needs from the one list of test cards below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, viewOf, type Game, type Setup, type TestCard } from '../../reference-engine/index.ts';
import { energyLeft, exhaustedOnBoard, playOut, settle } from '../support/plays.ts';
import { testCard } from '../support/test-card.ts';

const costing = (card: TestCard, energy: number, power: NonNullable<TestCard['cost']>['power'] = []): TestCard => ({ ...card, cost: { energy, power } });

const CARDS: TestCard[] = [
  testCard('Field', 'battlefield', ''),
  testCard('Tomb', 'battlefield', 'Each spell that chooses one or more units here that are friendly to it costs :rb_rune_rainbow: less.'),
  testCard('Pawn', 'unit', '', 1),
  testCard('Shell', 'battlefield', 'Players ignore [Deflect] while paying for spells and abilities choosing something here.'),
  testCard('Warded', 'unit', '[Deflect]', 2),
  testCard('Dancer', 'unit', 'Your spells that choose me cost :rb_energy_1: or :rb_rune_rainbow: less.', 3),
  costing(testCard('Boost', 'spell', 'Give a unit +1 :rb_might: this turn.'), 2, ['fury']),
  testCard('Smithy', 'battlefield', 'While you control this battlefield, the first friendly non-token gear played each turn costs :rb_energy_1: less.'),
  testCard(
    'Workshop',
    'battlefield',
    'While you control this battlefield, the first friendly gear activated ability played each turn costs :rb_energy_1: less.',
  ),
  costing(testCard('Anvil', 'gear', ''), 2),
  costing(testCard('Spark', 'spell', 'Draw 1.'), 2),
  testCard('Lamp', 'gear', ':rb_energy_2:, :rb_exhaust:: Draw 1.'),
  testCard('Tinker', 'unit', ':rb_energy_2:, :rb_exhaust:: Draw 1.', 1),
  costing(testCard('Giant', 'unit', 'I cost :rb_energy_2::rb_rune_calm: less for each point you scored from holding this turn.', 5), 4, ['calm', 'calm']),
  testCard('Breacher', 'unit', "Friendly units played from anywhere other than a player's hand have [Accelerate].", 2),
  { ...costing(testCard('Ghoul', 'unit', '', 3), 2), domains: ['fury'] },
  testCard('Raise', 'spell', 'Play a unit from your trash.'),
  testCard(
    'Marauder',
    'unit',
    '[Empower] — :rb_energy_1: or :rb_rune_body: (Pay either cost: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +1 :rb_might:.',
    3,
  ),
  testCard('Altar', 'battlefield', '[Empower] costs of your units here cost :rb_energy_1: or :rb_rune_rainbow: less.'),
  testCard('Knight', 'unit', '[Empower] :rb_energy_2::rb_rune_order: (:rb_energy_2::rb_rune_order:: Empower me.)', 3),
  testCard(
    'Paladin',
    'unit',
    "[Empower] :rb_energy_3: (:rb_energy_3:: Empower me.)\nI can be [Empowered] up to three times.\nI have +2 :rb_might: for each time I'm [Empowered].\nWhile I'm [Empowered] three times, I have [Deflect 3] and [Ganking].",
    4,
  ),
  testCard('Spring', 'gear', ':rb_exhaust:: Add :rb_rune_calm::rb_rune_calm::rb_rune_calm:.'),
  testCard('Jab', 'spell', 'Give a unit -1 :rb_might: this turn.'),
  testCard('Seer', 'unit', "While I'm in a showdown, your spells have [Repeat] :rb_energy_2::rb_rune_chaos:.", 2),
  testCard('Study', 'spell', '[Action]\nDraw 1.'),
  testCard('Ledger', 'gear', 'As you play this, name a tag.\n:rb_exhaust:: Give a unit with the named tag -2 :rb_might: this turn.'),
  { ...testCard('Furball', 'unit', '', 3), tags: ['Poro'] },
  { ...testCard('Brute', 'unit', '', 2), domains: ['fury'] },
  { ...testCard('Monk', 'unit', '', 2), domains: ['calm'] },
  { ...testCard('Firebolt', 'spell', 'Deal 1 to a unit.'), domains: ['fury'] },
  { ...testCard('Frostbolt', 'spell', 'Deal 1 to a unit.'), domains: ['calm'] },
  testCard(
    'Focus',
    'spell',
    "[Reaction]\nChoose a friendly unit that's in combat with an enemy Fury (:rb_rune_fury:) unit or that's being chosen by an enemy Fury spell. Give it +4 :rb_might: this turn.",
  ),
  testCard(
    'Maestro',
    'legend',
    'When you play a spell, if you spent :rb_energy_4: or more, you may banish it. Then, if there are four spells banished with me, put each in its trash, channel 4 runes, and draw 1.',
  ),
  costing(testCard('Aria', 'spell', 'Gain 1 XP.'), 4),
  costing(testCard('Ditty', 'spell', 'Gain 1 XP.'), 3),
  testCard('Well', 'gear', ':rb_exhaust:: Add :rb_energy_4::rb_rune_calm::rb_rune_calm:.'),
];

const deck = (who: string) => [1, 2, 3].map((i) => ({ ref: `${who}${i}`, card: 'test:Pawn' }));

function game(
  alice: Partial<Setup['players'][number]>,
  bob: Partial<Setup['players'][number]> = {},
  battlefields: Setup['battlefields'] = [],
  turnPlayer = 'Alice',
): Game {
  const created = createGame(
    {
      players: [
        { id: 'Alice', runePool: { energy: 10, power: { fury: 1 } }, mainDeck: deck('a'), ...alice },
        { id: 'Bob', runePool: { energy: 10, power: {} }, mainDeck: deck('b'), ...bob },
      ],
      turnPlayer,
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

/** A battlefield the player controls, holding a unit of theirs so that it stays theirs. */
const field = (card: string, controller: string) => [
  { ref: card, card: `test:${card}`, controller, units: [{ ref: 'Guard', card: 'test:Pawn', owner: controller }] },
];
const anvils = [1, 2].map((i) => ({ ref: `Anvil${i}`, card: 'test:Anvil' }));

test('"the first friendly non-token gear played each turn costs 1 less": the first gear only, while the battlefield is the player\'s', () => {
  const g = game({ hand: [...anvils, { ref: 'Spark', card: 'test:Spark' }] }, {}, field('Smithy', 'Alice'));
  const spark = playOut(g, { kind: 'play', player: 'Alice', card: 'Spark' });
  assert.equal(10 - energyLeft(spark.game, 'Alice'), 2, 'a spell: full price');
  const first = playOut(spark.game, { kind: 'play', player: 'Alice', card: 'Anvil1' });
  assert.equal(10 - energyLeft(first.game, 'Alice'), 3, 'the first gear after the spell: 1 less');
  const second = playOut(first.game, { kind: 'play', player: 'Alice', card: 'Anvil2' });
  assert.equal(10 - energyLeft(second.game, 'Alice'), 5, 'the second gear: full price');
  const theirs = game({ hand: anvils }, {}, field('Smithy', 'Bob'));
  assert.equal(10 - energyLeft(playOut(theirs, { kind: 'play', player: 'Alice', card: 'Anvil1' }).game, 'Alice'), 2, "the opponent's battlefield");
});

test('"the first friendly gear activated ability played each turn costs 1 less": a gear\'s, once a turn; a unit\'s never', () => {
  const activate = (g: Game, source: string) => playOut(g, { kind: 'activate', player: 'Alice', source, ability: 0 });
  const g = game(
    {
      base: [
        { ref: 'Tinker', card: 'test:Tinker' },
        { ref: 'Lamp1', card: 'test:Lamp' },
        { ref: 'Lamp2', card: 'test:Lamp' },
      ],
    },
    {},
    field('Workshop', 'Alice'),
  );
  const unit = activate(g, 'Tinker');
  assert.equal(10 - energyLeft(unit.game, 'Alice'), 2, "a unit's ability: full price");
  const first = activate(unit.game, 'Lamp1');
  assert.equal(10 - energyLeft(first.game, 'Alice'), 3, "the first gear's ability: 1 less");
  const second = activate(first.game, 'Lamp2');
  assert.equal(10 - energyLeft(second.game, 'Alice'), 5, "the second gear's ability: full price");
});

test('"I cost [2][C] less for each point you scored from holding this turn": a hold at the start of the turn takes [2][C] off; no hold, nothing', () => {
  const afterBobsTurn = (holder: string): Game => {
    const g = game(
      { hand: [{ ref: 'Giant', card: 'test:Giant' }], base: [{ ref: 'Well', card: 'test:Well' }], runePool: { energy: 0, power: {} } },
      {},
      [{ ref: 'Field', card: 'test:Field', controller: holder, units: [{ ref: 'Holder', card: 'test:Pawn', owner: holder }] }],
      'Bob',
    );
    const ended = act(g, { kind: 'end-turn', player: 'Bob' });
    assert.ok(ended.result.ok);
    const tapped = playOut(ended.game, { kind: 'activate', player: 'Alice', source: 'Well', ability: 0 });
    assert.equal(tapped.refused, undefined);
    return tapped.game;
  };
  const pool = (g: Game) => viewOf(g).players[0]!.runePool;
  const held = afterBobsTurn('Alice');
  assert.equal(viewOf(held).players[0]!.points, 1, 'Alice held the battlefield');
  const cheap = playOut(held, { kind: 'play', player: 'Alice', card: 'Giant' });
  assert.equal(cheap.refused, undefined);
  assert.deepEqual([pool(cheap.game).energy, pool(cheap.game).power.calm], [2, 1], 'paid [2][C] of [4][C][C]');
  const none = playOut(afterBobsTurn('Bob'), { kind: 'play', player: 'Alice', card: 'Giant' });
  assert.equal(none.refused, undefined);
  assert.deepEqual([pool(none.game).energy, pool(none.game).power.calm ?? 0], [0, 0], 'no point scored: full price');
});

/** Plays the card, answering each question with `prefer` where it is an option (else the first), and notes the options of the optional costs offered. */
function playNoting(g: Game, card: string, prefer: string): { game: Game; offered: string[] } {
  let now = act(g, { kind: 'play', player: 'Alice', card });
  assert.ok(now.result.ok, JSON.stringify(now.result));
  const offered: string[] = [];
  for (let guard = 0; guard < 20; guard++) {
    const v = viewOf(now.game);
    const d = v.pendingDecision;
    if (!d && v.chain.length === 0) return { game: now.game, offered };
    if (d?.kind === 'optional-cost') offered.push(...d.options.map((o) => o.id));
    const chosen = d && (d.options.some((o) => o.id === prefer) ? [prefer] : d.min === 0 && d.kind === 'optional-cost' ? [] : [d.options[0]!.id]);
    now = d
      ? act(now.game, { kind: 'decide', player: d.player, decision: d.id, answer: { chosen: chosen! } })
      : act(now.game, { kind: 'pass', player: v.priority! });
    assert.ok(now.result.ok, JSON.stringify(now.result));
  }
  assert.fail('the play did not end');
}

test('"Friendly units played from anywhere other than a player\'s hand have [Accelerate]": one played from the trash may pay it and enter ready; one from the hand may not', () => {
  const breacher = { base: [{ ref: 'Breacher', card: 'test:Breacher' }] };
  const ghoul = { ref: 'Ghoul', card: 'test:Ghoul' };
  const fromTrash = playNoting(game({ hand: [{ ref: 'Raise', card: 'test:Raise' }], trash: [ghoul], ...breacher }), 'Raise', 'accelerate');
  assert.deepEqual(fromTrash.offered, ['accelerate']);
  assert.equal(exhaustedOnBoard(fromTrash.game, 'Ghoul'), false, 'Accelerate paid: it entered ready');
  assert.deepEqual(
    [energyLeft(fromTrash.game, 'Alice'), viewOf(fromTrash.game).players[0]!.runePool.power.fury ?? 0],
    [7, 0],
    'the unit and its Accelerate paid',
  );
  const fromHand = playNoting(game({ hand: [ghoul], ...breacher }), 'Ghoul', 'accelerate');
  assert.deepEqual(fromHand.offered, [], 'from the hand: no Accelerate');
  assert.equal(exhaustedOnBoard(fromHand.game, 'Ghoul'), true);
  const theirs = playNoting(game({ hand: [{ ref: 'Raise', card: 'test:Raise' }], trash: [ghoul] }, breacher), 'Raise', 'accelerate');
  assert.deepEqual(theirs.offered, [], "an opponent's grant: no Accelerate");
});

test('"Players ignore [Deflect] while paying for spells and abilities choosing something here": no [Deflect] cost for a unit there; one elsewhere still costs it', () => {
  const g = game({ hand: [boost], runePool: { energy: 10, power: { fury: 2 } } }, {}, [
    { ref: 'Shell', card: 'test:Shell', controller: 'Bob', units: [{ ref: 'Here', card: 'test:Warded', owner: 'Bob' }] },
    { ref: 'Field', card: 'test:Field', controller: 'Bob', units: [{ ref: 'There', card: 'test:Warded', owner: 'Bob' }] },
  ]);
  const furyPaid = (target: string) =>
    2 - (viewOf(playOut(g, { kind: 'play', player: 'Alice', card: 'Boost' }, [[target]]).game).players[0]!.runePool.power.fury ?? 0);
  assert.equal(furyPaid('Here'), 1, 'the spell alone');
  assert.equal(furyPaid('There'), 2, 'the spell and Deflect');
});

test('"[Empower] — [1] or [body]": either cost empowers the unit (its [Empowered] bonus applies), and neither once it is Empowered', () => {
  const g = game({ base: [{ ref: 'Marauder', card: 'test:Marauder' }], runePool: { energy: 10, power: { body: 1 } } });
  const might = (now: Game) => viewOf(now).players[0]!.base.find((o) => o.ref === 'Marauder')!.might;
  const empower = (now: Game, ability: number) => playOut(now, { kind: 'activate', player: 'Alice', source: 'Marauder', ability });
  const byEnergy = empower(g, 0);
  assert.equal(byEnergy.refused, undefined);
  assert.deepEqual([energyLeft(byEnergy.game, 'Alice'), viewOf(byEnergy.game).players[0]!.runePool.power.body], [9, 1], 'paid [1]');
  assert.equal(might(byEnergy.game), 4);
  const byPower = empower(g, 1);
  assert.deepEqual([energyLeft(byPower.game, 'Alice'), viewOf(byPower.game).players[0]!.runePool.power.body ?? 0], [10, 0], 'paid [body]');
  assert.equal(might(byPower.game), 4);
  assert.equal(empower(byEnergy.game, 1).refused, 'illegal-action', 'already Empowered');
  assert.equal(might(g), 3);
});

test('"[Empower] costs of your units here cost [1] or [A] less": the form picked, for a unit there only', () => {
  const at = (field: string): Game =>
    game({ runePool: { energy: 10, power: { order: 1 } } }, {}, [
      { ref: field, card: `test:${field}`, controller: 'Alice', units: [{ ref: 'Knight', card: 'test:Knight', owner: 'Alice' }] },
    ]);
  const paidFor = (g: Game, form: string[] = []) => {
    const after = playOut(g, { kind: 'activate', player: 'Alice', source: 'Knight', ability: 0 }, [form]);
    assert.equal(after.refused, undefined);
    return [10 - energyLeft(after.game, 'Alice'), 1 - (viewOf(after.game).players[0]!.runePool.power.order ?? 0)];
  };
  assert.deepEqual(paidFor(at('Altar'), ['first']), [1, 1], 'Energy taken off');
  assert.deepEqual(paidFor(at('Altar'), ['second']), [2, 0], 'Power taken off');
  assert.deepEqual(paidFor(at('Field')), [2, 1], 'another battlefield');
});

/** Alice's Paladin Empowered `times` times (each for [3]), wherever it is set up. */
function empowered(
  times: number,
  alice: Partial<Setup['players'][number]>,
  bob: Partial<Setup['players'][number]> = {},
  battlefields: Setup['battlefields'] = [],
): Game {
  let g = game({ runePool: { energy: 12, power: {} }, ...alice }, bob, battlefields);
  for (let n = 1; n <= times; n++) {
    const next = playOut(g, { kind: 'activate', player: 'Alice', source: 'Paladin', ability: 0 });
    assert.equal(next.refused, undefined, `Empowered a ${n}th time`);
    g = next.game;
  }
  return g;
}

test('"I can be [Empowered] up to three times": its Empower works three times and not a fourth, +2 Might for each time', () => {
  const base = { base: [{ ref: 'Paladin', card: 'test:Paladin' }] };
  const might = (times: number) => viewOf(empowered(times, base)).players[0]!.base.find((o) => o.ref === 'Paladin')!.might;
  assert.deepEqual([0, 1, 2, 3].map(might), [4, 6, 8, 10]);
  const thrice = empowered(3, base);
  assert.equal(energyLeft(thrice, 'Alice'), 3);
  assert.equal(playOut(thrice, { kind: 'activate', player: 'Alice', source: 'Paladin', ability: 0 }).refused, 'illegal-action', 'a fourth time');
});

test('"While I\'m [Empowered] three times, I have [Deflect 3] and [Ganking]": it moves between battlefields and taxes enemy spells by 3 then, not before', () => {
  const fields = (): Setup['battlefields'] => [
    { ref: 'Field', card: 'test:Field', controller: 'Alice', units: [{ ref: 'Paladin', card: 'test:Paladin', owner: 'Alice' }] },
    { ref: 'Other', card: 'test:Field', units: [] },
  ];
  const moves = (times: number) => act(empowered(times, {}, {}, fields()), { kind: 'move', player: 'Alice', units: ['Paladin'], to: 'Other' }).result.ok;
  assert.deepEqual([moves(2), moves(3)], [false, true], 'Ganking at three only');
  // Bob, on his turn, adds 3 Power and plays a free spell choosing the Paladin: Deflect 3 takes all of it
  const bobs = { hand: [{ ref: 'Jab', card: 'test:Jab' }], base: [{ ref: 'Well', card: 'test:Spring' }] };
  const powerLeftToBob = (times: number): number => {
    const ended = act(empowered(times, { base: [{ ref: 'Paladin', card: 'test:Paladin' }] }, bobs), { kind: 'end-turn', player: 'Alice' });
    assert.ok(ended.result.ok);
    const tapped = playOut(ended.game, { kind: 'activate', player: 'Bob', source: 'Well', ability: 0 });
    const jab = playOut(tapped.game, { kind: 'play', player: 'Bob', card: 'Jab' }, [['Paladin']]);
    assert.equal(jab.refused, undefined);
    return viewOf(jab.game).players[1]!.runePool.power.calm ?? 0;
  };
  assert.deepEqual([powerLeftToBob(2), powerLeftToBob(3)], [3, 0]);
});

test('"While I\'m in a showdown, your spells have [Repeat] [2][chaos]": in a showdown the player may pay it and the spell is executed twice; out of one, not offered', () => {
  const hand = (g: Game) => viewOf(g).players[0]!.hand.length;
  const start = game(
    { hand: [{ ref: 'Study', card: 'test:Study' }], base: [{ ref: 'Seer', card: 'test:Seer' }], runePool: { energy: 10, power: { chaos: 1 } } },
    {},
    [{ ref: 'Field', card: 'test:Field', controller: 'Bob', units: [{ ref: 'B1', card: 'test:Pawn', owner: 'Bob' }] }],
  );
  const calm = playNoting(start, 'Study', 'none');
  assert.deepEqual(calm.offered, [], 'no showdown: no Repeat');
  assert.equal(hand(calm.game), 1, 'drew 1 for the Study played');
  const moved = act(start, { kind: 'move', player: 'Alice', units: ['Seer'], to: 'Field' });
  assert.ok(moved.result.ok);
  assert.equal(viewOf(moved.game).showdown?.battlefield, 'Field');
  const repeated = playNoting(moved.game, 'Study', 'repeat:given:Seer#0');
  assert.deepEqual(repeated.offered, ['repeat:given:Seer#0']);
  assert.equal(hand(repeated.game), 2, 'the effect executed twice');
  assert.deepEqual([energyLeft(repeated.game, 'Alice'), viewOf(repeated.game).players[0]!.runePool.power.chaos ?? 0], [8, 0], 'the Repeat paid');
});

test('"As you play this, name a tag": the name is asked as the card is played (a name that is no tag refused), and its text reads it later', () => {
  const g = game({
    hand: [{ ref: 'Ledger', card: 'test:Ledger' }],
    base: [
      { ref: 'Furball', card: 'test:Furball' },
      { ref: 'Pawn', card: 'test:Pawn' },
    ],
  });
  const played = act(g, { kind: 'play', player: 'Alice', card: 'Ledger' });
  assert.ok(played.result.ok);
  const asked = viewOf(played.game).pendingDecision!;
  assert.equal(asked.kind, 'name-tag');
  const wrong = act(played.game, { kind: 'decide', player: 'Alice', decision: asked.id, answer: { name: 'Nonsense' } });
  assert.equal(wrong.result.ok, false, 'no such tag');
  const named = act(played.game, { kind: 'decide', player: 'Alice', decision: asked.id, answer: { name: 'poro' } });
  assert.ok(named.result.ok);
  const onBoard = settle(named.game);
  assert.ok(viewOf(onBoard).players[0]!.base.some((o) => o.ref === 'Ledger'));
  const used = act(onBoard, { kind: 'activate', player: 'Alice', source: 'Ledger', ability: 0 });
  assert.ok(used.result.ok);
  const target = viewOf(used.game).pendingDecision!;
  assert.deepEqual(
    target.options.map((o) => o.id),
    ['Furball'],
    'only the unit with the named tag',
  );
  const after = settle(used.game, [['Furball']]);
  assert.equal(viewOf(after).players[0]!.base.find((o) => o.ref === 'Furball')!.might, 1);
});

test('"a friendly unit that\'s ... being chosen by an enemy Fury spell": the unit an opponent\'s Fury spell on the Chain targets, not another, not under a spell of another domain', () => {
  const answered = (bolt: string) => {
    const g = game(
      {
        hand: [{ ref: 'Focus', card: 'test:Focus' }],
        base: [
          { ref: 'Aimed', card: 'test:Pawn' },
          { ref: 'Spare', card: 'test:Pawn' },
        ],
      },
      { hand: [{ ref: 'Bolt', card: `test:${bolt}` }], runePool: { energy: 10, power: {} } },
      [],
      'Bob',
    );
    const cast = act(g, { kind: 'play', player: 'Bob', card: 'Bolt' });
    assert.ok(cast.result.ok);
    const aimed = act(cast.game, { kind: 'decide', player: 'Bob', decision: viewOf(cast.game).pendingDecision!.id, answer: { chosen: ['Aimed'] } });
    assert.ok(aimed.result.ok);
    const passed = act(aimed.game, { kind: 'pass', player: 'Bob' });
    assert.ok(passed.result.ok);
    const focus = act(passed.game, { kind: 'play', player: 'Alice', card: 'Focus' });
    if (!focus.result.ok) return focus.result.refusal.code;
    return viewOf(focus.game).pendingDecision!.options.map((o) => o.id);
  };
  assert.deepEqual(answered('Firebolt'), ['Aimed']);
  assert.equal(answered('Frostbolt'), 'illegal-target', 'a Calm spell: no unit qualifies');
});

test('"a friendly unit that\'s in combat with an enemy Fury unit": the player\'s unit fighting one, not one fighting a unit of another domain', () => {
  const options = (foe: string) => {
    const g = game(
      {
        hand: [{ ref: 'Focus', card: 'test:Focus' }],
        base: [
          { ref: 'A1', card: 'test:Pawn' },
          { ref: 'A2', card: 'test:Pawn' },
        ],
      },
      {},
      [{ ref: 'Field', card: 'test:Field', controller: 'Bob', units: [{ ref: 'Foe', card: `test:${foe}`, owner: 'Bob' }] }],
    );
    const moved = act(g, { kind: 'move', player: 'Alice', units: ['A1'], to: 'Field' });
    assert.ok(moved.result.ok);
    assert.equal(viewOf(moved.game).showdown?.combat, true);
    const focus = act(moved.game, { kind: 'play', player: 'Alice', card: 'Focus' });
    return focus.result.ok ? viewOf(focus.game).pendingDecision!.options.map((o) => o.id) : focus.result.refusal.code;
  };
  assert.deepEqual(options('Brute'), ['A1']);
  assert.equal(options('Monk'), 'illegal-target');
});

test('"... banish it. Then, if there are four spells banished with me, put each in its trash, channel 4 runes, and draw 1": only at the fourth', () => {
  const arias = [1, 2, 3, 4].map((n) => ({ ref: `Aria${n}`, card: 'test:Aria' }));
  let g = game({
    legend: { ref: 'Maestro', card: 'test:Maestro' },
    hand: [...arias, { ref: 'Ditty', card: 'test:Ditty' }],
    runePool: { energy: 19, power: {} },
    runeDeck: [1, 2, 3, 4, 5].map((n) => ({ ref: `rune${n}`, card: 'Fury Rune' })),
  });
  const zoneOf = (now: Game, ref: string) => {
    const p = viewOf(now).players[0]!;
    return p.trash.some((o) => o.ref === ref) ? 'trash' : p.banishment.some((o) => o.ref === ref) ? 'banishment' : 'elsewhere';
  };
  g = playOut(g, { kind: 'play', player: 'Alice', card: 'Ditty' }).game;
  assert.equal(zoneOf(g, 'Ditty'), 'trash', '3 Energy spent: not banished');
  for (const a of arias.slice(0, 3)) g = playOut(g, { kind: 'play', player: 'Alice', card: a.ref }).game;
  assert.deepEqual(
    arias.map((a) => zoneOf(g, a.ref)),
    ['banishment', 'banishment', 'banishment', 'elsewhere'],
    'three banished with it: nothing more yet',
  );
  const hand = viewOf(g).players[0]!.hand.length;
  const runes = viewOf(g).players[0]!.runes.length;
  g = playOut(g, { kind: 'play', player: 'Alice', card: 'Aria4' }).game;
  assert.deepEqual(
    arias.map((a) => zoneOf(g, a.ref)),
    ['trash', 'trash', 'trash', 'trash'],
  );
  assert.equal(viewOf(g).players[0]!.runes.length, runes + 4, 'channelled 4 runes');
  assert.equal(viewOf(g).players[0]!.hand.length, hand - 1 + 1, 'played one, drew one');
});
