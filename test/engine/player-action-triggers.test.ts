// Abilities that trigger on what a player does: "When you move an enemy unit" (rule 411.4, triggers/acted-on.ts:
// the move instruction reports each unit it moved), "When you defend at a battlefield" (383.4.f,
// triggers/defended.ts), a battlefield's "When a player plays a unit here" and "When combat starts here" (170.9,
// triggers/battlefield.ts), "When you play a card with Power cost ... or more" (triggers/played.ts), and battlefields'
// "When you conquer here with one or more [Mighty] units" (triggers/conquered-with.ts), "When a unit here is returned
// to a player's hand" (triggers/returned.ts), "When a player chooses a friendly unit here with a spell for the first
// time each turn" (triggers/chosen-here.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action } from '../../reference-engine/index.ts';
import { playerState, type GameState } from '../../reference-engine/state.ts';
import { drawsOf, playThrough } from '../support/play-through.ts';
import { testCard } from '../support/test-card.ts';

const FILLER = testCard('Filler', 'unit', '', 1);
const FIELD = testCard('Field', 'battlefield', '');
const CONE = testCard('Cone', 'gear', 'When you move an enemy unit, you may exhaust this to [Stun] it.');
const SHOVE = testCard('Shove', 'spell', 'Move a unit at a battlefield to its base.');

const triggered = (s: GameState, ref: string): number => s.events.filter((e) => e.kind === 'triggered' && e.object === ref).length;

function moved(player: 'Alice' | 'Bob', actions: Action[], prefer: string[]): GameState {
  return playThrough(
    {
      players: [
        { id: 'Alice', base: [{ ref: 'cone', card: CONE.id }], hand: [{ ref: 'shove', card: SHOVE.id }], mainDeck: [{ ref: 'deck1', card: FILLER.id }] },
        { id: 'Bob', hand: [{ ref: 'bobShove', card: SHOVE.id }], mainDeck: [{ ref: 'deck2', card: FILLER.id }] },
      ],
      turnPlayer: player,
      battlefields: [
        { ref: 'A', card: FIELD.id, controller: 'Alice', units: [{ ref: 'mine', card: FILLER.id, owner: 'Alice' }] },
        { ref: 'B', card: FIELD.id, controller: 'Bob', units: [{ ref: 'theirs', card: FILLER.id, owner: 'Bob' }] },
      ],
      testCards: [FILLER, FIELD, CONE, SHOVE],
    },
    actions,
    { prefer },
  );
}

test('"When you move an enemy unit" triggers on the enemy unit your spell moved, and "it" is that unit', () => {
  const s = moved('Alice', [{ kind: 'play', player: 'Alice', card: 'shove' }], ['theirs']);
  assert.equal(s.objects.theirs!.zone, 'base');
  assert.equal(triggered(s, 'cone'), 1);
  assert.equal(s.objects.cone!.exhausted, true);
  assert.equal(s.objects.theirs!.stunned, true);
  assert.equal(s.objects.mine!.stunned, false);
});

test('"When you move an enemy unit" does not trigger on a friendly unit moved, nor on a move the opponent made', () => {
  const friendly = moved('Alice', [{ kind: 'play', player: 'Alice', card: 'shove' }], ['mine']);
  assert.equal(friendly.objects.mine!.zone, 'base');
  assert.equal(triggered(friendly, 'cone'), 0);
  assert.equal(friendly.objects.cone!.exhausted, false);
  const byBob = moved('Bob', [{ kind: 'play', player: 'Bob', card: 'bobShove' }], ['mine']);
  assert.equal(byBob.objects.mine!.zone, 'base');
  assert.equal(triggered(byBob, 'cone'), 0);
});

const PUP = testCard('Pup', 'unit', 'When you defend at a battlefield, you may move me there.', 1);
const GUARD = testCard('Guard', 'unit', '', 5);
// no Might: no combat damage to divide among the defenders
const RAIDER = testCard('Raider', 'unit', '', 0);

function combatAt(attacker: 'Alice' | 'Bob', battlefield: string, accept = true): GameState {
  return playThrough(
    {
      players: [
        {
          id: 'Alice',
          base: [
            { ref: 'pup', card: PUP.id },
            { ref: 'raider', card: RAIDER.id },
          ],
          mainDeck: [{ ref: 'deck1', card: FILLER.id }],
        },
        { id: 'Bob', base: [{ ref: 'bobRaider', card: RAIDER.id }], mainDeck: [{ ref: 'deck2', card: FILLER.id }] },
      ],
      turnPlayer: attacker,
      battlefields: [
        { ref: 'EMPTY', card: FIELD.id, controller: null, units: [] },
        { ref: 'A', card: FIELD.id, controller: 'Alice', units: [{ ref: 'guard', card: GUARD.id, owner: 'Alice' }] },
        { ref: 'B', card: FIELD.id, controller: 'Bob', units: [{ ref: 'bobGuard', card: GUARD.id, owner: 'Bob' }] },
      ],
      testCards: [FILLER, FIELD, PUP, GUARD, RAIDER],
    },
    [{ kind: 'move', player: attacker, units: [attacker === 'Alice' ? 'raider' : 'bobRaider'], to: battlefield }],
    { accept },
  );
}

test('"When you defend at a battlefield, you may move me there" moves the unit to the battlefield defended', () => {
  const s = combatAt('Bob', 'A');
  assert.equal(triggered(s, 'pup'), 1);
  assert.equal(s.objects.pup!.zone, 'battlefield');
  assert.equal(s.objects.pup!.battlefield, 'A');
  // declined, it stays home
  assert.equal(combatAt('Bob', 'A', false).objects.pup!.zone, 'base');
});

test('"When you defend at a battlefield" does not trigger when you attack', () => {
  const s = combatAt('Alice', 'B');
  assert.equal(triggered(s, 'pup'), 0);
  assert.equal(s.objects.pup!.zone, 'base');
});

const VALLEY = testCard('Valley', 'battlefield', 'When a player plays a unit here, they may pay :rb_energy_1: to [Buff] it.');

function unitPlayedTo(place: string, accept = true): GameState {
  return playThrough(
    {
      players: [
        {
          id: 'Alice',
          runePool: { energy: 1, power: {} },
          hand: [{ ref: 'recruit', card: FILLER.id }],
          mainDeck: [{ ref: 'deck1', card: FILLER.id }],
        },
        { id: 'Bob', mainDeck: [{ ref: 'deck2', card: FILLER.id }] },
      ],
      turnPlayer: 'Alice',
      battlefields: [
        { ref: 'F', card: FIELD.id, controller: 'Alice', units: [{ ref: 'f1', card: FILLER.id, owner: 'Alice' }] },
        { ref: 'V', card: VALLEY.id, controller: 'Alice', units: [{ ref: 'v1', card: FILLER.id, owner: 'Alice' }] },
      ],
      testCards: [FILLER, FIELD, VALLEY],
    },
    [{ kind: 'play', player: 'Alice', card: 'recruit' }],
    { prefer: [place], accept },
  );
}

test('a battlefield\'s "When a player plays a unit here, they may pay to [Buff] it" buffs the unit played there', () => {
  const s = unitPlayedTo('V');
  assert.equal(s.objects.recruit!.battlefield, 'V');
  assert.equal(triggered(s, 'V'), 1);
  assert.equal(s.objects.recruit!.buffs, 1);
  assert.equal(playerState(s, 'Alice').runePool.energy, 0, 'the energy was paid');
  assert.equal(s.objects.v1!.buffs, 0, 'only the unit played');
  const declined = unitPlayedTo('V', false);
  assert.equal(declined.objects.recruit!.buffs, 0);
  assert.equal(playerState(declined, 'Alice').runePool.energy, 1);
});

test('"When a player plays a unit here" does not trigger for a unit played to another battlefield or to base', () => {
  for (const place of ['F', 'base']) {
    const s = unitPlayedTo(place);
    assert.equal(s.objects.recruit!.zone, place === 'base' ? 'base' : 'battlefield');
    assert.equal(triggered(s, 'V'), 0);
    assert.equal(s.objects.recruit!.buffs, 0);
  }
});

const THRESHOLD = testCard('Threshold', 'battlefield', 'When combat starts here, the attacker and defender each [Add] :rb_energy_1:.');

function attackedAt(battlefield: string): GameState {
  return playThrough(
    {
      mode: 'ffa3',
      players: [
        { id: 'Alice', mainDeck: [{ ref: 'deck1', card: FILLER.id }] },
        { id: 'Bob', base: [{ ref: 'bobRaider', card: RAIDER.id }], mainDeck: [{ ref: 'deck2', card: FILLER.id }] },
        { id: 'Carol', mainDeck: [{ ref: 'deck3', card: FILLER.id }] },
      ],
      turnPlayer: 'Bob',
      battlefields: [
        { ref: 'F', card: FIELD.id, controller: 'Alice', units: [{ ref: 'f1', card: GUARD.id, owner: 'Alice' }] },
        { ref: 'T', card: THRESHOLD.id, controller: 'Alice', units: [{ ref: 't1', card: GUARD.id, owner: 'Alice' }] },
        { ref: 'C', card: FIELD.id, controller: 'Carol', units: [] },
      ],
      testCards: [FILLER, FIELD, THRESHOLD, GUARD, RAIDER],
    },
    [{ kind: 'move', player: 'Bob', units: ['bobRaider'], to: battlefield }],
  );
}

const energyOf = (s: GameState, player: string): number => playerState(s, player).runePool.energy;

test('a battlefield\'s "When combat starts here, the attacker and defender each [Add]" gives both of them, no one else', () => {
  const s = attackedAt('T');
  assert.equal(triggered(s, 'T'), 1);
  assert.deepEqual(
    ['Alice', 'Bob', 'Carol'].map((p) => energyOf(s, p)),
    [1, 1, 0],
  );
});

test('"When combat starts here" does not trigger for a combat at another battlefield', () => {
  const s = attackedAt('F');
  assert.equal(triggered(s, 'T'), 0);
  assert.deepEqual(
    ['Alice', 'Bob', 'Carol'].map((p) => energyOf(s, p)),
    [0, 0, 0],
  );
});

const SCOUT = testCard('Scout', 'gear', 'When you play a card with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more, draw 1.');
const powered = (name: string, runes: number) => ({ ...testCard(name, 'unit', '', 1), cost: { energy: 0, power: Array<'fury'>(runes).fill('fury') } });
const HEAVY = powered('Heavy', 2);
const LIGHT = powered('Light', 1);

function playedWithPower(card: string): GameState {
  return playThrough(
    {
      players: [
        {
          id: 'Alice',
          runePool: { energy: 0, power: { fury: 2 } },
          base: [{ ref: 'scout', card: SCOUT.id }],
          hand: [{ ref: 'played', card }],
          mainDeck: [{ ref: 'deck1', card: FILLER.id }],
        },
        { id: 'Bob', mainDeck: [{ ref: 'deck2', card: FILLER.id }] },
      ],
      turnPlayer: 'Alice',
      testCards: [FILLER, SCOUT, HEAVY, LIGHT],
    },
    [{ kind: 'play', player: 'Alice', card: 'played' }],
  );
}

test('"When you play a card with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more" sees a card printed with two runes, not one', () => {
  const heavy = playedWithPower(HEAVY.id);
  assert.equal(heavy.objects.played!.zone, 'base');
  assert.equal(triggered(heavy, 'scout'), 1);
  assert.equal(drawsOf(heavy, 'Alice'), 1);
  const light = playedWithPower(LIGHT.id);
  assert.equal(light.objects.played!.zone, 'base');
  assert.equal(triggered(light, 'scout'), 0);
  assert.equal(drawsOf(light, 'Alice'), 0);
});

const deckOf = (who: string) => [1, 2, 3, 4].map((n) => ({ ref: `${who}${n}`, card: FILLER.id }));

// "When you conquer here with one or more [Mighty] units": the conqueror's units there, one of them Mighty (5+ Might) as it conquers.
const TEMPLE = testCard('Temple', 'battlefield', 'When you conquer here with one or more [Mighty] units, draw 1.');

function conquerTemple(movers: { ref: string; might: number }[]): GameState {
  const cards = movers.map(({ might }) => testCard(`U${might}`, 'unit', '', might));
  return playThrough(
    {
      players: [
        { id: 'Alice', base: movers.map(({ ref }, n) => ({ ref, card: cards[n]!.id })), mainDeck: deckOf('a') },
        { id: 'Bob', mainDeck: deckOf('b') },
      ],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'temple', card: TEMPLE.id, controller: null }],
      testCards: [FILLER, FIELD, TEMPLE, ...cards],
    },
    [{ kind: 'move', player: 'Alice', units: movers.map((m) => m.ref), to: 'temple' }],
  );
}

test('"When you conquer here with one or more [Mighty] units": a conquest with a 5-Might unit among others triggers it, one with smaller units only does not', () => {
  const mighty = conquerTemple([
    { ref: 'big', might: 5 },
    { ref: 'small', might: 2 },
  ]);
  assert.ok(mighty.events.some((e) => e.kind === 'conquered' && e.player === 'Alice'));
  assert.equal(triggered(mighty, 'temple'), 1);
  const weak = conquerTemple([
    { ref: 'a', might: 4 },
    { ref: 'b', might: 3 },
  ]);
  assert.ok(weak.events.some((e) => e.kind === 'conquered' && e.player === 'Alice'));
  assert.equal(triggered(weak, 'temple'), 0);
});

// "When a unit here is returned to a player's hand, that player ...": the unit's owner, whose the ability then is (190.6.c).
const BAY = testCard('Bay', 'battlefield', "When a unit here is returned to a player's hand, that player draws 1.");
const BOUNCE = testCard('Bounce', 'spell', "Return a unit to its owner's hand.");

function bounce(target: string): GameState {
  return playThrough(
    {
      players: [
        { id: 'Alice', hand: [{ ref: 'bounce', card: BOUNCE.id }], mainDeck: deckOf('a') },
        { id: 'Bob', base: [{ ref: 'home', card: FILLER.id }], mainDeck: deckOf('b') },
      ],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'bay', card: BAY.id, controller: 'Bob', units: [{ ref: 'away', card: FILLER.id, owner: 'Bob' }] }],
      testCards: [FILLER, BAY, BOUNCE],
    },
    [{ kind: 'play', player: 'Alice', card: 'bounce' }],
    { prefer: [target] },
  );
}

test('"When a unit here is returned to a player\'s hand": its owner draws; a unit returned from base does not trigger it', () => {
  const there = bounce('away');
  assert.equal(there.objects.away!.zone, 'hand');
  assert.equal(triggered(there, 'bay'), 1);
  assert.deepEqual(
    there.events.filter((e) => e.kind === 'drew').map((e) => e.player),
    ['Bob'],
  );
  const home = bounce('home');
  assert.equal(home.objects.home!.zone, 'hand');
  assert.equal(triggered(home, 'bay'), 0);
});

// "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1."
const TREE = testCard('Tree', 'battlefield', 'When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1.');
const BOOST = testCard('Boost', 'spell', 'Give a unit +1 :rb_might: this turn.');

function boosts(targets: string[]): GameState {
  return playThrough(
    {
      players: [
        {
          id: 'Alice',
          base: [{ ref: 'home', card: FILLER.id }],
          hand: targets.map((_, n) => ({ ref: `boost${n}`, card: BOOST.id })),
          mainDeck: deckOf('a'),
        },
        { id: 'Bob', mainDeck: deckOf('b') },
      ],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'tree', card: TREE.id, controller: 'Alice', units: [{ ref: 'there', card: FILLER.id, owner: 'Alice' }] }],
      testCards: [FILLER, TREE, BOOST],
    },
    targets.map((_, n) => ({ kind: 'play', player: 'Alice', card: `boost${n}` })),
    { prefer: targets },
  );
}

test('"chooses a friendly unit here with a spell for the first time each turn": the first such spell draws, a second one that turn does not', () => {
  const s = boosts(['there', 'there']);
  assert.deepEqual(
    s.objects.there!.modifiers.map((m) => m.might),
    [1, 1],
  );
  assert.equal(triggered(s, 'tree'), 1);
  assert.equal(s.events.filter((e) => e.kind === 'drew' && e.player === 'Alice').length, 1);
});

test('a spell choosing a friendly unit elsewhere does not trigger it', () => {
  const s = boosts(['home']);
  assert.equal(s.objects.home!.modifiers.length, 1);
  assert.equal(triggered(s, 'tree'), 0);
});

// "The first time a player plays a non-token unit here each turn, they may move another unit they control here to its base."
const SPRING = testCard(
  'Spring',
  'battlefield',
  'The first time a player plays a non-token unit here each turn, they may move another unit they control here to its base.',
);

test('"The first time a player plays a non-token unit here each turn": another of their units there goes to base, not the one played; a second play that turn triggers nothing', () => {
  const s = playThrough(
    {
      players: [
        {
          id: 'Alice',
          hand: [
            { ref: 'fresh', card: FILLER.id },
            { ref: 'later', card: FILLER.id },
          ],
          mainDeck: deckOf('a'),
        },
        { id: 'Bob', mainDeck: deckOf('b') },
      ],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'spring', card: SPRING.id, controller: 'Alice', units: [{ ref: 'old', card: FILLER.id, owner: 'Alice' }] }],
      testCards: [FILLER, SPRING],
    },
    [
      { kind: 'play', player: 'Alice', card: 'fresh' },
      { kind: 'play', player: 'Alice', card: 'later' },
    ],
    { prefer: ['spring', 'old'] },
  );
  assert.equal(s.objects.fresh!.battlefield, 'spring');
  assert.equal(s.objects.later!.battlefield, 'spring');
  assert.equal(s.objects.old!.zone, 'base');
  assert.equal(triggered(s, 'spring'), 1);
});

test('"another unit they control here" is never the unit played: alone there, it stays', () => {
  const s = playThrough(
    {
      players: [
        { id: 'Alice', hand: [{ ref: 'fresh', card: FILLER.id }], mainDeck: deckOf('a') },
        { id: 'Bob', mainDeck: deckOf('b') },
      ],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'spring', card: SPRING.id, controller: 'Alice' }],
      testCards: [FILLER, SPRING],
    },
    [{ kind: 'play', player: 'Alice', card: 'fresh' }],
    { prefer: ['spring', 'fresh'] },
  );
  assert.equal(s.objects.fresh!.zone, 'battlefield');
  assert.equal(s.objects.fresh!.battlefield, 'spring');
});
