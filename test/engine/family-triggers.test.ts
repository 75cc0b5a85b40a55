// Families of trigger conditions (reference-engine/triggers/): each test plays a short game through the
// public engine API and checks the ability triggers when its condition is met, and not otherwise.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, type Action, type Setup, type TestCard } from '../../reference-engine/index.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { playThrough } from '../support/play-through.ts';
import { run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const UNIT = testCard('Unit', 'unit', '', 1);
const FIELD = testCard('Field', 'battlefield', '');
const DECK = (who: string) => [1, 2, 3, 4].map((n) => ({ ref: `${who}${n}`, card: UNIT.id }));
const triggersOf = (s: GameState, ref: string): number => s.events.filter((e) => e.kind === 'triggered' && e.object === ref).length;

type Players = Setup['players'];
function game(
  players: Players,
  battlefields: NonNullable<Setup['battlefields']>,
  actions: Action[],
  testCards: Setup['testCards'],
  turnPlayer = 'Alice',
): GameState {
  return playThrough({ players, turnPlayer, battlefields, testCards: [UNIT, FIELD, ...(testCards ?? [])] }, actions);
}

// "When an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move it this turn."
const WATCHER = testCard('Watcher', 'unit', "When an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move it this turn.", 3);
const QUICK = testCard('Quick', 'unit', 'I enter ready.', 2);

function opponentPlays(watcherAt: 'base' | 'BF'): GameState {
  const watcher = { ref: 'watcher', card: WATCHER.id };
  return game(
    [
      { id: 'Alice', base: watcherAt === 'base' ? [watcher] : [], hand: [{ ref: 'own', card: QUICK.id }], mainDeck: DECK('a') },
      { id: 'Bob', base: [{ ref: 'old', card: QUICK.id }], hand: [{ ref: 'fresh', card: QUICK.id }], mainDeck: DECK('b') },
    ],
    [
      { ref: 'BF', card: FIELD.id, controller: watcherAt === 'BF' ? 'Alice' : null, units: watcherAt === 'BF' ? [{ ...watcher, owner: 'Alice' }] : [] },
      { ref: 'BF2', card: FIELD.id, controller: null },
    ],
    [{ kind: 'play', player: 'Bob', card: 'fresh' }],
    [WATCHER, QUICK],
    'Bob',
  );
}

test('"When an opponent plays a unit while I\'m at a battlefield": the unit is stunned and its player cannot move it this turn; their other units still move', () => {
  const s = opponentPlays('BF');
  assert.equal(s.objects.fresh!.stunned, true);
  assert.equal(s.objects.fresh!.exhausted, false);
  const refused = act(s, { kind: 'move', player: 'Bob', units: ['fresh'], to: 'BF2' }).result;
  assert.ok(!refused.ok && /can't move/.test(refused.refusal.reason), JSON.stringify(refused));
  assert.ok(act(s, { kind: 'move', player: 'Bob', units: ['old'], to: 'BF2' }).result.ok);
  // the restriction lasts this turn only: on Bob's next turn the unit moves
  const later = settle(run(settle(run(s, [{ kind: 'end-turn', player: 'Bob' }])), [{ kind: 'end-turn', player: 'Alice' }]));
  assert.equal(later.turnPlayer, 'Bob');
  assert.ok(act(later, { kind: 'move', player: 'Bob', units: ['fresh'], to: 'BF2' }).result.ok);
});

test('"while I\'m at a battlefield": in base the watcher does not trigger; nor on its own controller\'s play', () => {
  const s = opponentPlays('base');
  assert.equal(s.objects.fresh!.stunned, false);
  assert.equal(triggersOf(s, 'watcher'), 0);
  assert.ok(act(s, { kind: 'move', player: 'Bob', units: ['fresh'], to: 'BF2' }).result.ok);
  const own = settle(run(settle(run(opponentPlays('BF'), [{ kind: 'end-turn', player: 'Bob' }])), [{ kind: 'play', player: 'Alice', card: 'own' }]));
  assert.equal(own.objects.own!.zone, 'base');
  assert.equal(own.objects.own!.stunned, false);
  assert.equal(triggersOf(own, 'watcher'), 1);
});

// Activated abilities named by what they are (377.2.a: fulfilled as the ability resolves): "of a gear", "with Energy cost 7 or more" (its base cost, 206.1).
const COSTLY = testCard('Curator', 'gear', 'When you play a unit, gear, or activated ability with Energy cost :rb_energy_7: or more, draw 1.');
const GEARS = testCard('Prize', 'unit', 'When you use an activated ability of a gear, draw 1.', 1);
const DEAR_GEAR = testCard('Dear Engine', 'gear', ':rb_energy_7:: Draw 1.');
const CHEAP_GEAR = testCard('Cheap Engine', 'gear', ':rb_energy_1:: Draw 1.');
const DEAR_UNIT = { ...testCard('Colossus', 'unit', '', 8), cost: { energy: 7 } };
const FAIR_UNIT = { ...testCard('Soldier', 'unit', '', 3), cost: { energy: 6 } };
const UNIT_ENGINE = testCard('Unit Engine', 'unit', ':rb_energy_7:: Draw 1.', 1);

function activations(actions: Action[]): GameState {
  const base = [
    ['curator', COSTLY],
    ['prize', GEARS],
    ['dear', DEAR_GEAR],
    ['cheap', CHEAP_GEAR],
    ['engine', UNIT_ENGINE],
  ].map(([ref, card]) => ({ ref: ref as string, card: (card as typeof COSTLY).id }));
  const hand = [
    { ref: 'colossus', card: DEAR_UNIT.id },
    { ref: 'soldier', card: FAIR_UNIT.id },
  ];
  return playThrough(
    {
      players: [
        { id: 'Alice', base, hand, mainDeck: DECK('a'), runePool: { energy: 30, power: {} } },
        { id: 'Bob', mainDeck: DECK('b') },
      ],
      turnPlayer: 'Alice',
      testCards: [UNIT, COSTLY, GEARS, DEAR_GEAR, CHEAP_GEAR, DEAR_UNIT, FAIR_UNIT, UNIT_ENGINE],
    },
    actions,
  );
}

test('"When you use an activated ability of a gear": a gear\'s ability triggers it, a unit\'s does not', () => {
  assert.equal(triggersOf(activations([{ kind: 'activate', player: 'Alice', source: 'cheap' }]), 'prize'), 1);
  assert.equal(triggersOf(activations([{ kind: 'activate', player: 'Alice', source: 'engine' }]), 'prize'), 0);
});

test('"When you play a unit, gear, or activated ability with Energy cost 7 or more": a 7-cost ability or unit, not a 1-cost ability or a 6-cost unit', () => {
  assert.equal(triggersOf(activations([{ kind: 'activate', player: 'Alice', source: 'dear' }]), 'curator'), 1);
  assert.equal(triggersOf(activations([{ kind: 'activate', player: 'Alice', source: 'engine' }]), 'curator'), 1);
  assert.equal(triggersOf(activations([{ kind: 'play', player: 'Alice', card: 'colossus' }]), 'curator'), 1);
  assert.equal(triggersOf(activations([{ kind: 'activate', player: 'Alice', source: 'cheap' }]), 'curator'), 0);
  assert.equal(triggersOf(activations([{ kind: 'play', player: 'Alice', card: 'soldier' }]), 'curator'), 0);
});

// "The first time a friendly unit dies during your Beginning Phase each turn": its controller's own Beginning Phase, once however many die.
const SHARD = testCard(
  'Shard',
  'gear',
  'The first time a friendly unit dies during your Beginning Phase each turn, each opponent must kill one of their units.',
);
const FLEETING = testCard('Fleeting', 'unit', '[Temporary]', 1);
const PURGE = testCard('Purge', 'spell', 'Kill a friendly unit.');

function shardGame(aliceBase: { ref: string; card: string }[], actions: Action[], turnPlayer: string): GameState {
  return game(
    [
      { id: 'Alice', base: [{ ref: 'shard', card: SHARD.id }, ...aliceBase], hand: [{ ref: 'purge', card: PURGE.id }], mainDeck: DECK('a') },
      { id: 'Bob', base: [{ ref: 'victim', card: UNIT.id }], mainDeck: DECK('b') },
    ],
    [],
    actions,
    [SHARD, FLEETING, PURGE],
    turnPlayer,
  );
}

test('"The first time a friendly unit dies during your Beginning Phase": two Temporary units dying then trigger it once; the opponent kills a unit', () => {
  const s = shardGame(
    [
      { ref: 't1', card: FLEETING.id },
      { ref: 't2', card: FLEETING.id },
    ],
    [{ kind: 'end-turn', player: 'Bob' }],
    'Bob',
  );
  assert.equal(s.objects.t1!.zone, 'trash');
  assert.equal(s.objects.t2!.zone, 'trash');
  assert.equal(triggersOf(s, 'shard'), 1);
  assert.equal(s.objects.victim!.zone, 'trash');
});

test('a friendly unit dying in the main phase does not trigger "during your Beginning Phase"', () => {
  const s = shardGame([{ ref: 'mine', card: UNIT.id }], [{ kind: 'play', player: 'Alice', card: 'purge' }], 'Alice');
  assert.equal(s.objects.mine!.zone, 'trash');
  assert.equal(triggersOf(s, 'shard'), 0);
  assert.equal(s.objects.victim!.zone, 'base');
});

// "When a friendly unit attacks or defends alone" (740.2.a): "alone" belongs to both verbs; "it" is that unit.
const MASK = testCard('Mask', 'gear', 'When a friendly unit attacks or defends alone, give it +1 :rb_might: this turn.');
const HARMLESS = testCard('Harmless', 'unit', '', 0);

function maskCombat(turnPlayer: 'Alice' | 'Bob', movers: string[], aliceThere: string[]): GameState {
  const mover = turnPlayer === 'Alice' ? 'Alice' : 'Bob';
  const there = turnPlayer === 'Alice' ? 'Bob' : 'Alice';
  // no combat damage to split: every unit deals none
  const units = (refs: string[], owner: string) => refs.map((ref) => ({ ref, card: HARMLESS.id, owner }));
  return game(
    [
      { id: 'Alice', base: [{ ref: 'mask', card: MASK.id }, ...(mover === 'Alice' ? units(movers, 'Alice') : [])], mainDeck: DECK('a') },
      { id: 'Bob', base: mover === 'Bob' ? units(movers, 'Bob') : [], mainDeck: DECK('b') },
    ],
    [{ ref: 'BF', card: FIELD.id, controller: there, units: there === 'Alice' ? units(aliceThere, 'Alice') : units(['guard'], 'Bob') }],
    [{ kind: 'move', player: mover, units: movers, to: 'BF' }],
    [MASK, HARMLESS],
    turnPlayer,
  );
}

test('"When a friendly unit attacks or defends alone": a lone attacker and a lone defender trigger it, with "it" that unit', () => {
  const attack = maskCombat('Alice', ['solo'], []);
  assert.equal(triggersOf(attack, 'mask'), 1);
  assert.deepEqual(
    attack.objects.solo!.modifiers.map((m) => m.might),
    [1],
  );
  const defence = maskCombat('Bob', ['raider'], ['keeper']);
  assert.equal(triggersOf(defence, 'mask'), 1);
  assert.deepEqual(
    defence.objects.keeper!.modifiers.map((m) => m.might),
    [1],
  );
});

test('two friendly units attacking together, two defending together, or an enemy attacking alone do not trigger it', () => {
  assert.equal(triggersOf(maskCombat('Alice', ['x', 'y'], []), 'mask'), 0);
  assert.equal(triggersOf(maskCombat('Bob', ['raider', 'raider2'], ['k1', 'k2']), 'mask'), 0);
  assert.equal(triggersOf(maskCombat('Bob', ['raider'], ['k1', 'k2']), 'mask'), 0);
});

// "When you spend a buff" (702.2.b): once for each buff the player spends, by an instruction or as a cost.
const FAE = testCard('Fae', 'unit', 'When you spend a buff, draw 1.', 2);
const INVEST = testCard('Invest', 'spell', 'You may spend a buff to draw 1.');

function spendGame(buffs: number, accept: boolean): GameState {
  return playThrough(
    {
      players: [
        {
          id: 'Alice',
          base: [
            { ref: 'fae', card: FAE.id },
            { ref: 'holder', card: UNIT.id, buffs },
          ],
          hand: [{ ref: 'invest', card: INVEST.id }],
          mainDeck: DECK('a'),
        },
        { id: 'Bob', mainDeck: DECK('b') },
      ],
      turnPlayer: 'Alice',
      testCards: [UNIT, FAE, INVEST],
    },
    [{ kind: 'play', player: 'Alice', card: 'invest' }],
    { accept },
  );
}

test('"When you spend a buff": spending one triggers it once; declining to spend, or having none to spend, does not', () => {
  const spent = spendGame(1, true);
  assert.equal(spent.objects.holder!.buffs, 0);
  assert.equal(triggersOf(spent, 'fae'), 1);
  assert.equal(spent.events.filter((e) => e.kind === 'drew' && e.player === 'Alice').length, 2);
  assert.equal(triggersOf(spendGame(1, false), 'fae'), 0);
  assert.equal(triggersOf(spendGame(0, true), 'fae'), 0);
});

// "When a friendly unit moves from my location, I may be moved with it": the watcher goes where that unit went.
const PURSUER = testCard('Pursuer', 'unit', 'When a friendly unit moves from my location, I may be moved with it.', 2);

function pursuit(mover: string, accept = true, to = 'BF'): GameState {
  return playThrough(
    {
      players: [
        {
          id: 'Alice',
          base: [
            { ref: 'pursuer', card: PURSUER.id },
            { ref: 'friend', card: UNIT.id },
          ],
          mainDeck: DECK('a'),
        },
        { id: 'Bob', mainDeck: DECK('b') },
      ],
      turnPlayer: 'Alice',
      battlefields: [
        { ref: 'BF', card: FIELD.id, controller: null },
        { ref: 'BF2', card: FIELD.id, controller: 'Alice', units: [{ ref: 'far', card: UNIT.id, owner: 'Alice' }] },
      ],
      testCards: [UNIT, FIELD, PURSUER],
    },
    [{ kind: 'move', player: 'Alice', units: [mover], to }],
    { accept },
  );
}

test('"When a friendly unit moves from my location": the watcher may follow it; declining, it stays', () => {
  const followed = pursuit('friend');
  assert.equal(followed.objects.friend!.battlefield, 'BF');
  assert.equal(followed.objects.pursuer!.zone, 'battlefield');
  assert.equal(followed.objects.pursuer!.battlefield, 'BF');
  assert.equal(followed.objects.pursuer!.exhausted, false);
  const stayed = pursuit('friend', false);
  assert.equal(stayed.objects.pursuer!.zone, 'base');
});

test('a friendly unit moving from another location, or the watcher moving itself, does not trigger it', () => {
  const far = pursuit('far', true, 'base');
  assert.equal(far.objects.far!.zone, 'base');
  assert.equal(triggersOf(far, 'pursuer'), 0);
  assert.equal(far.objects.pursuer!.zone, 'base');
  const itself = pursuit('pursuer');
  assert.equal(triggersOf(itself, 'pursuer'), 0);
  assert.equal(itself.objects.friend!.zone, 'base');
});

// "When you play your first card each turn, if I'm at a battlefield, the next card you play this turn costs 2 less."
const HERON = testCard(
  'Heron',
  'unit',
  "When you play your first card each turn, if I'm at a battlefield, the next card you play this turn costs :rb_energy_2: less.",
  2,
);
const QUICKIE = testCard('Quickie', 'spell', 'Draw 1.');
const PRICEY = { ...testCard('Pricey', 'unit', '', 2), cost: { energy: 3 } };

function heronTurn(at: 'BF' | 'base'): GameState {
  const heron = { ref: 'heron', card: HERON.id };
  return playThrough(
    {
      players: [
        {
          id: 'Alice',
          base: at === 'base' ? [heron] : [],
          hand: [
            { ref: 'quickie', card: QUICKIE.id },
            { ref: 'pricey', card: PRICEY.id },
          ],
          mainDeck: DECK('a'),
          runePool: { energy: 1, power: {} },
        },
        { id: 'Bob', mainDeck: DECK('b') },
      ],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'BF', card: FIELD.id, controller: 'Alice', units: at === 'BF' ? [{ ...heron, owner: 'Alice' }] : [] }],
      testCards: [UNIT, FIELD, HERON, QUICKIE, PRICEY],
    },
    [{ kind: 'play', player: 'Alice', card: 'quickie' }],
  );
}

test('"When you play your first card each turn, if I\'m at a battlefield": the next card costs 2 less, and the second play triggers nothing', () => {
  const s = settle(run(heronTurn('BF'), [{ kind: 'play', player: 'Alice', card: 'pricey' }]));
  assert.equal(s.objects.pricey!.zone, 'base');
  assert.equal(triggersOf(s, 'heron'), 1);
});

test('in base the watcher makes no discount: the card it would have made affordable is refused', () => {
  const s = heronTurn('base');
  assert.equal(act(s, { kind: 'play', player: 'Alice', card: 'pricey' }).result.ok, false);
});

// "When you kill a stunned enemy unit" (428.5): a death the watcher's controller is responsible for, by a kill
// instruction or by the lethal damage they dealt, of a unit stunned as it died.
const SHRINE = testCard('Shrine', 'gear', 'When you kill a stunned enemy unit, draw 1.');
const SLAY = testCard('Slay', 'spell', 'Kill a unit.');
const SCORCH = testCard('Scorch', 'spell', 'Deal 3 to a unit.');

function slay(spell: TestCard, turnPlayer: 'Alice' | 'Bob', target: string): GameState {
  const hand = (who: string) => [{ ref: `${who}Spell`, card: spell.id }];
  return playThrough(
    {
      players: [
        { id: 'Alice', base: [{ ref: 'shrine', card: SHRINE.id }], hand: hand('alice'), mainDeck: DECK('a') },
        {
          id: 'Bob',
          base: [
            { ref: 'dazed', card: UNIT.id, stunned: true },
            { ref: 'alert', card: UNIT.id },
          ],
          hand: hand('bob'),
          mainDeck: DECK('b'),
        },
      ],
      turnPlayer,
      testCards: [UNIT, SHRINE, spell],
    },
    [{ kind: 'play', player: turnPlayer, card: turnPlayer === 'Alice' ? 'aliceSpell' : 'bobSpell' }],
    { prefer: [target] },
  );
}

test('"When you kill a stunned enemy unit": your kill instruction or your lethal damage on a stunned enemy unit triggers it', () => {
  const killed = slay(SLAY, 'Alice', 'dazed');
  assert.equal(killed.objects.dazed!.zone, 'trash');
  assert.equal(triggersOf(killed, 'shrine'), 1);
  const burned = slay(SCORCH, 'Alice', 'dazed');
  assert.equal(burned.objects.dazed!.zone, 'trash');
  assert.equal(triggersOf(burned, 'shrine'), 1);
});

test('an enemy unit killed unstunned, or a stunned one its own player kills, does not trigger it', () => {
  const alert = slay(SLAY, 'Alice', 'alert');
  assert.equal(alert.objects.alert!.zone, 'trash');
  assert.equal(triggersOf(alert, 'shrine'), 0);
  const own = slay(SLAY, 'Bob', 'dazed');
  assert.equal(own.objects.dazed!.zone, 'trash');
  assert.equal(triggersOf(own, 'shrine'), 0);
});
