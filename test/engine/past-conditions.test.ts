// Conditions on what happened before (effects/past-conditions.ts): the cards a player played this
// turn, and how a unit was as it died, read by its own [Deathknell] once it is in the trash.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action, Setup, TestCard } from '../../reference-engine/index.ts';
import { drawsOf, playThrough } from '../support/play-through.ts';
import { testCard } from '../support/test-card.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';

const DECK = [1, 2, 3, 4].map((n) => ({ ref: `deck${n}`, card: 'test:Filler' }));
const FILLER = testCard('Filler', 'unit', '', 1);

function aliceGame(alice: Partial<Setup['players'][number]>, cards: TestCard[], bob: Partial<Setup['players'][number]> = {}): Setup {
  return {
    players: [
      { id: 'Alice', mainDeck: DECK, runePool: { energy: 9, power: {} }, ...alice },
      { id: 'Bob', ...bob },
    ],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'BF', card: 'test:Field', controller: 'Alice' }],
    testCards: [FILLER, testCard('Field', 'battlefield', ''), ...cards],
  };
}

const plays = (...cards: string[]): Action[] => cards.map((card) => ({ kind: 'play', player: 'Alice', card }));

// ---- played this turn ------------------------------------------------------------------------

const BOTH = testCard('Both', 'spell', "If you've played a non-token unit and a non-token gear this turn, draw 2.");
const GEAR = testCard('Trinket', 'gear', '');

test('"if you\'ve played a unit and a gear this turn" holds only once both were played', () => {
  const hand = [
    { ref: 'unit', card: 'test:Filler' },
    { ref: 'gear', card: 'test:Trinket' },
    { ref: 'both', card: 'test:Both' },
  ];
  const all = playThrough(aliceGame({ hand }, [BOTH, GEAR]), plays('unit', 'gear', 'both'));
  assert.equal(drawsOf(all, 'Alice'), 2);
  // a gear alone is not enough: every kind named must have been played
  const gearOnly = playThrough(aliceGame({ hand }, [BOTH, GEAR]), plays('gear', 'both'));
  assert.equal(drawsOf(gearOnly, 'Alice'), 0);
});

test('an opponent\'s plays count for "an opponent has played", the player\'s own do not', () => {
  const watcher = testCard('Watcher', 'spell', '[Reaction]\nIf an opponent has played a spell this turn, draw 2.');
  const bolt = testCard('Bolt', 'spell', 'Draw 1.');
  // on Alice's turn, her own spell first: no opponent played one
  const own = playThrough(
    aliceGame(
      {
        hand: [
          { ref: 'bolt', card: 'test:Bolt' },
          { ref: 'w', card: 'test:Watcher' },
        ],
      },
      [watcher, bolt],
    ),
    plays('bolt', 'w'),
  );
  assert.equal(drawsOf(own, 'Alice'), 1);
  const setup = aliceGame({ hand: [{ ref: 'w', card: 'test:Watcher' }] }, [watcher, bolt], {
    hand: [{ ref: 'bolt', card: 'test:Bolt' }],
    mainDeck: [{ ref: 'bobdeck', card: 'test:Filler' }],
    runePool: { energy: 1, power: {} },
  });
  const theirs = playThrough(
    { ...setup, turnPlayer: 'Bob' },
    [
      { kind: 'play', player: 'Bob', card: 'bolt' },
      { kind: 'pass', player: 'Bob' },
      { kind: 'play', player: 'Alice', card: 'w' },
    ],
    { settleBetween: false },
  );
  assert.equal(drawsOf(theirs, 'Alice'), 2);
});

test('a trigger\'s "if you\'ve played a spell this turn" is tested as it triggers (383.2.a.1)', () => {
  const herald = testCard('Herald', 'unit', "When you play me, if you've played a spell this turn, draw 2.", 1);
  const bolt = testCard('Bolt', 'spell', 'Draw 1.');
  const hand = [
    { ref: 'bolt', card: 'test:Bolt' },
    { ref: 'h', card: 'test:Herald' },
  ];
  assert.equal(drawsOf(playThrough(aliceGame({ hand }, [herald, bolt]), plays('bolt', 'h')), 'Alice'), 3);
  const before = playThrough(aliceGame({ hand }, [herald, bolt]), plays('h'));
  assert.equal(drawsOf(before, 'Alice'), 0);
  assert.ok(!before.events.some((e) => e.kind === 'triggered' && e.object === 'h'), 'no spell played yet: the ability does not trigger');
});

// ---- as it died ----------------------------------------------------------------------------

const LONELY = testCard('Lonely', 'unit', '[Deathknell] — If I died alone, draw 1.', 1);
const LOYAL = testCard('Loyal', 'unit', "[Deathknell][>] If I didn't die alone, draw 1.", 1);
const HERO = (might: number) => testCard('Hero', 'unit', '[Deathknell] — If I was [Mighty], draw 2.', might);
const SMITE = testCard('Smite', 'spell', 'Kill a unit.');
const PURGE = testCard('Purge', 'spell', 'Kill all units.');

function deathDraws(dying: TestCard, base: string[], spell: TestCard, prefer: string[] = ['poro']): number {
  const setup = aliceGame(
    { hand: [{ ref: 'spell', card: spell.id }], base: [...base.map((ref) => ({ ref, card: 'test:Filler' })), { ref: 'poro', card: dying.id }] },
    [dying, spell],
  );
  return drawsOf(playThrough(setup, plays('spell'), { prefer }), 'Alice');
}

test('"If I died alone" reads where the unit died, with no other friendly unit there', () => {
  assert.equal(deathDraws(LONELY, [], SMITE), 1);
  assert.equal(deathDraws(LONELY, ['friend'], SMITE), 0);
  // killed together with its friend, it did not die alone, whichever of them leaves first
  assert.equal(deathDraws(LONELY, ['friend'], PURGE), 0);
});

test('"If I didn\'t die alone" is the converse', () => {
  assert.equal(deathDraws(LOYAL, ['friend'], SMITE), 1);
  assert.equal(deathDraws(LOYAL, ['friend'], PURGE), 1);
  assert.equal(deathDraws(LOYAL, [], SMITE), 0);
});

test('"If I was [Mighty]" reads the Might the unit had on the board, not its state in the trash', () => {
  assert.equal(deathDraws(HERO(5), [], SMITE), 2);
  assert.equal(deathDraws(HERO(4), [], SMITE), 0);
});

test('a Deathknell whose first condition reads how the unit died does not trigger at all when it is false (383.2.a.1)', () => {
  const triggered = (dying: TestCard, base: string[]): boolean => {
    const setup = aliceGame(
      { hand: [{ ref: 'spell', card: SMITE.id }], base: [...base.map((ref) => ({ ref, card: 'test:Filler' })), { ref: 'poro', card: dying.id }] },
      [dying, SMITE],
    );
    return playThrough(setup, plays('spell'), { prefer: ['poro'] }).events.some((e) => e.kind === 'triggered' && e.object === 'poro');
  };
  assert.equal(triggered(HERO(4), []), false);
  assert.equal(triggered(HERO(5), []), true);
  assert.equal(triggered(LONELY, ['friend']), false);
  assert.equal(triggered(LONELY, []), true);
  assert.equal(triggered(LOYAL, []), false);
  assert.equal(triggered(LOYAL, ['friend']), true);
});

test('"If I was at a battlefield" reads where the unit died, not the trash its Deathknell resolves from', () => {
  const scout = testCard('Scout', 'unit', '[Deathknell][>] Draw 1. If I was in your base, draw 1.', 1);
  assert.equal(deathDraws(scout, [], SMITE), 2);
});

test('"If I was ..." and "If I died alone" outside a death trigger are refused: no death noted how the unit was', () => {
  for (const text of [
    'When I attack, draw 1. If I was at a battlefield, draw 1.',
    'Draw 1. If I was [Mighty], draw 1.',
    '[Deathknell][>] If I was at an enemy battlefield, draw 1.',
  ])
    assert.notDeepEqual(unsupportedParts(compileCardText(text).abilities), [], text);
  assert.deepEqual(unsupportedParts(compileCardText('[Deathknell][>] Draw 1. If I was at a battlefield, draw 1.').abilities), []);
});

test('"[Empowered][>][>>][Deathknell][>]" works when the unit dies Empowered, not otherwise (828.1.c read as it dies)', () => {
  const emissary = testCard('Emissary', 'unit', '[Empower] :rb_energy_1:\n[Empowered][>][>>][Deathknell][>] Draw 2.', 2);
  const killed = (empower: boolean) => {
    const setup = aliceGame({ hand: [{ ref: 'spell', card: SMITE.id }], base: [{ ref: 'poro', card: emissary.id }] }, [emissary, SMITE]);
    const actions: Action[] = [...(empower ? [{ kind: 'activate', player: 'Alice', source: 'poro' } as const] : []), ...plays('spell')];
    return drawsOf(playThrough(setup, actions, { prefer: ['poro'] }), 'Alice');
  };
  assert.equal(killed(true), 2);
  assert.equal(killed(false), 0);
});

// ---- what the text acted on, as it was ---------------------------------------------------------

function killAtField(spell: TestCard, unit: { card: TestCard; owner: 'Alice' | 'Bob'; buffs?: number }): number {
  const setup = aliceGame({ hand: [{ ref: 'spell', card: spell.id }] }, [spell, unit.card]);
  setup.battlefields = [
    { ref: 'BF', card: 'test:Field', controller: unit.owner, units: [{ ref: 'victim', card: unit.card.id, owner: unit.owner, buffs: unit.buffs ?? 0 }] },
  ];
  return drawsOf(playThrough(setup, plays('spell'), { prefer: ['victim'] }), 'Alice');
}

test('"If it was an enemy unit" / "a friendly unit" reads who controlled the killed unit, now in its owner\'s trash', () => {
  const money = testCard('Money', 'spell', 'Kill a unit at a battlefield. If it was an enemy unit, draw 1. If it was a friendly unit, draw 2.');
  const victim = testCard('Victim', 'unit', '', 2);
  assert.equal(killAtField(money, { card: victim, owner: 'Bob' }), 1);
  assert.equal(killAtField(money, { card: victim, owner: 'Alice' }), 2);
});

test('"Then, if it had 3 :rb_might: or less" reads the Might the unit had as it was killed, buffs included', () => {
  const below = testCard('Below', 'spell', 'Kill a unit at a battlefield. Then, if it had 3 :rb_might: or less, draw 2.');
  assert.equal(killAtField(below, { card: testCard('Victim', 'unit', '', 2), owner: 'Bob', buffs: 1 }), 2);
  // printed 3, but 4 with its buff as it died
  assert.equal(killAtField(below, { card: testCard('Victim', 'unit', '', 3), owner: 'Bob', buffs: 1 }), 0);
});

// ---- what the effect revealed ----------------------------------------------------------------

test('"if you revealed a Bird, Cat, Dog, or Poro" holds for a card with any one of the tags, not another unit nor none revealed', () => {
  const seeker = testCard(
    'Seeker',
    'spell',
    'Look at the top 2 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest. Then if you revealed a Bird, Cat, Dog, or Poro, do this: draw 2.',
  );
  const cat: TestCard = { ...testCard('Cat', 'unit', '', 1), tags: ['Cat'] };
  const revealed = (accept: boolean, prefer: string) => {
    const setup = aliceGame({ hand: [{ ref: 's', card: seeker.id }], mainDeck: [{ ref: 'cat', card: cat.id }, ...DECK] }, [seeker, cat]);
    return drawsOf(playThrough(setup, plays('s'), { accept, prefer: [prefer] }), 'Alice');
  };
  assert.equal(revealed(true, 'cat'), 3);
  assert.equal(revealed(true, 'deck1'), 1);
  assert.equal(revealed(false, 'cat'), 0);
});

test('a negated tag ("a non-Dragon unit") leaves out the units with that tag', () => {
  const shoo = testCard('Shoo', 'spell', "Return a non-Dragon unit to its owner's hand.");
  const dragon: TestCard = { ...testCard('Drake', 'unit', '', 3), tags: ['Dragon'] };
  const setup = aliceGame(
    {
      hand: [{ ref: 's', card: shoo.id }],
      base: [
        { ref: 'drake', card: dragon.id },
        { ref: 'plain', card: FILLER.id },
      ],
    },
    [shoo, dragon],
  );
  const s = playThrough(setup, plays('s'), { prefer: ['drake'] });
  assert.equal(s.objects.drake!.zone, 'base');
  assert.equal(s.objects.plain!.zone, 'hand');
});

test('"If you played this from your hand" holds for a card played from the hand, not from facedown', () => {
  const backOff = testCard('Back', 'spell', '[Hidden]\nIf you played this from your hand, draw 2.');
  const fromHand = playThrough(aliceGame({ hand: [{ ref: 'b', card: backOff.id }] }, [backOff]), plays('b'));
  assert.equal(drawsOf(fromHand, 'Alice'), 2);
  const setup = aliceGame({ base: [] }, [backOff]);
  setup.battlefields = [
    {
      ref: 'BF',
      card: 'test:Field',
      controller: 'Alice',
      units: [{ ref: 'u', card: FILLER.id, owner: 'Alice' }],
      facedown: [{ ref: 'b', card: backOff.id, owner: 'Alice' }],
    },
  ];
  const fromFacedown = playThrough(setup, [{ kind: 'play', player: 'Alice', card: 'b', hidden: true }]);
  assert.ok(fromFacedown.events.some((e) => e.kind === 'played' && e.object === 'b'));
  assert.equal(drawsOf(fromFacedown, 'Alice'), 0);
});

test('"When a buffed friendly unit dies" reads the buff the unit had on the board; an unbuffed or enemy death sets off nothing', () => {
  const helm = testCard('Helm', 'gear', 'When a buffed friendly unit dies, draw 1.');
  const killed = (owner: 'Alice' | 'Bob', buffs: number) => {
    const setup = aliceGame({ hand: [{ ref: 'spell', card: SMITE.id }], base: [{ ref: 'helm', card: helm.id }] }, [helm, SMITE]);
    setup.battlefields = [{ ref: 'BF', card: 'test:Field', controller: owner, units: [{ ref: 'victim', card: FILLER.id, owner, buffs }] }];
    return drawsOf(playThrough(setup, plays('spell'), { prefer: ['victim'] }), 'Alice');
  };
  assert.equal(killed('Alice', 1), 1);
  assert.equal(killed('Alice', 0), 0);
  assert.equal(killed('Bob', 1), 0);
});

test('"If I haven\'t been dealt damage this turn" counts damage dealt this turn, not damage marked before it', () => {
  const poro = testCard('Poro', 'unit', ":rb_exhaust:: If I haven't been dealt damage this turn, draw 1.", 3);
  const jab = testCard('Jab', 'spell', 'Deal 1 to a unit.');
  const used = (damage: number, jabbed: boolean) => {
    const setup = aliceGame({ hand: [{ ref: 'jab', card: jab.id }], base: [{ ref: 'poro', card: poro.id, damage }] }, [poro, jab]);
    const actions: Action[] = [...(jabbed ? plays('jab') : []), { kind: 'activate', player: 'Alice', source: 'poro' }];
    return drawsOf(playThrough(setup, actions, { prefer: ['poro'] }), 'Alice');
  };
  assert.equal(used(0, false), 1);
  assert.equal(used(0, true), 0);
  // damage from an earlier turn is marked, but was not dealt this turn
  assert.equal(used(1, false), 1);
});

test('"When you play a spell, if you spent :rb_energy_4: or more" reads the Energy paid for that spell, as it triggers', () => {
  const revna = testCard('Revna', 'unit', 'When you play a spell, if you spent :rb_energy_4: or more, draw 1.', 2);
  const cast = (energy: number) => {
    const spell: TestCard = { ...testCard('Bolt', 'spell', 'Give a unit +1 :rb_might: this turn.'), cost: { energy } };
    const setup = aliceGame({ base: [{ ref: 'revna', card: revna.id }], hand: [{ ref: 'bolt', card: spell.id }] }, [revna, spell]);
    return playThrough(setup, plays('bolt'));
  };
  const big = cast(4);
  assert.equal(drawsOf(big, 'Alice'), 1);
  const small = cast(3);
  assert.ok(small.events.some((e) => e.kind === 'played' && e.object === 'bolt'));
  assert.equal(drawsOf(small, 'Alice'), 0);
  assert.ok(!small.events.some((e) => e.kind === 'triggered' && e.object === 'revna'), 'not met as it would trigger: it does not trigger');
});

test('a battlefield\'s "While you control this battlefield, when you play a spell, if you spent 4 or more" is its controller\'s', () => {
  const library = testCard('Library', 'battlefield', 'While you control this battlefield, when you play a spell, if you spent :rb_energy_4: or more, draw 1.');
  const cast = (energy: number, controller: 'Alice' | 'Bob') => {
    const spell: TestCard = { ...testCard('Bolt', 'spell', 'Give a unit +1 :rb_might: this turn.'), cost: { energy } };
    const setup = aliceGame({ base: [{ ref: 'u', card: FILLER.id }], hand: [{ ref: 'bolt', card: spell.id }] }, [library, spell]);
    setup.battlefields = [{ ref: 'LIB', card: library.id, controller, units: [{ ref: 'holder', card: FILLER.id, owner: controller }] }];
    return drawsOf(playThrough(setup, plays('bolt'), { prefer: ['u'] }), 'Alice');
  };
  assert.equal(cast(4, 'Alice'), 1);
  assert.equal(cast(3, 'Alice'), 0);
  assert.equal(cast(4, 'Bob'), 0);
});
