// "Can't" limits of permanents on the board (358.3.a, 364.3): reaching units by side, place and Might
// against the giver's own (no combat damage from smaller enemy units, 465.2.a; no choosing by enemy
// spells, 757, 758), lasting only "unless I'm in combat", on the use of the giver's own abilities
// (377.2.b), and on the unit itself under a condition on its battlefield's units or behind its gate.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, type Setup } from '../../reference-engine/index.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { damageTo, gameOf, mightIn, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const WARDEN = testCard('Warden', 'unit', "Enemy units here with less Might than me don't deal combat damage.", 5);
const GUARD = testCard('Guard', 'unit', "Your units here with less Might than me can't be chosen by enemy spells and abilities.", 5);
const SHADE = testCard('Shade', 'unit', "I can't be chosen by enemy spells and abilities unless I'm in combat.", 2);
const SEER = testCard('Seer', 'unit', ":rb_energy_1:: Draw 1.\nUse my abilities only while I'm at a battlefield.", 2);
const PROTECTOR = testCard('Protector', 'unit', "I don't deal combat damage unless I'm at a battlefield with exactly one other unit you control.", 4);
const DISCIPLE = testCard('Disciple', 'unit', "I have [Shield 3] while I'm at a battlefield with exactly one other unit you control.", 1);
const WOLF = testCard(
  'Wolf',
  'unit',
  "[Empower] :rb_energy_1: (:rb_energy_1:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +3 :rb_might: and can't be dealt damage unless I'm in combat.",
  2,
);
const ZAP = testCard('Zap', 'spell', '[Action] (Play on your turn or in showdowns.)\nDeal 1 to a unit.');
const PAWN = testCard('Pawn', 'unit', '', 1);
const SMALL = testCard('Small', 'unit', '', 4);
const BIG = testCard('Big', 'unit', '', 6);
const WALL = testCard('Wall', 'unit', '', 20);
const CARDS = [FIELD, WARDEN, GUARD, SHADE, SEER, PROTECTOR, DISCIPLE, WOLF, ZAP, PAWN, SMALL, BIG, WALL];

const game = (setup: Omit<Setup, 'testCards' | 'turnPlayer'>): GameState => gameOf({ turnPlayer: 'Alice', ...setup, testCards: CARDS });

/** Alice's units attack Bob's units at the Bridge; the combat runs to its damage. */
function attack(attackers: { ref: string; card: string }[], defenders: { ref: string; card: string }[]): GameState {
  const s = game({
    players: [{ id: 'Alice', base: attackers }, { id: 'Bob' }],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, units: defenders.map((d) => ({ ...d, owner: 'Bob' })) }],
  });
  return run(s, [
    { kind: 'move', player: 'Alice', units: attackers.map((a) => a.ref), to: 'Bridge' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
}

const attackWarden = (attacker: string) => attack([{ ref: 'attacker', card: attacker }], [{ ref: 'warden', card: WARDEN.id }]);

test('an enemy unit with less Might than the Warden deals it no combat damage; the Warden still deals its own', () => {
  const s = attackWarden(SMALL.id);
  assert.deepEqual(damageTo(s, 'warden'), []);
  assert.deepEqual(damageTo(s, 'attacker'), [5]);
});

test('an enemy unit with more Might than the Warden deals its combat damage as usual', () => {
  const s = attackWarden(BIG.id);
  assert.deepEqual(damageTo(s, 'warden'), [6]);
  assert.equal(s.objects.warden.zone, 'trash');
});

/** The units Alice's "Deal 1 to a unit" may choose, played now. */
function choosable(s: GameState): string[] {
  const d = run(s, [{ kind: 'play', player: 'Alice', card: 'zap' }]).pendingDecision;
  assert.ok(d, 'the spell asks for its target');
  return d.options.map((o) => o.id).sort();
}

test("the Guard keeps its controller's smaller units here from enemy choices, not bigger ones, not those elsewhere, not its own player's", () => {
  const s = game({
    players: [
      { id: 'Alice', hand: [{ ref: 'zap', card: ZAP.id }] },
      { id: 'Bob', base: [{ ref: 'homebody', card: SMALL.id }] },
    ],
    battlefields: [
      {
        ref: 'Bridge',
        card: FIELD.id,
        units: [
          { ref: 'guard', card: GUARD.id, owner: 'Bob' },
          { ref: 'pup', card: SMALL.id, owner: 'Bob' },
          { ref: 'brute', card: BIG.id, owner: 'Bob' },
        ],
      },
    ],
  });
  assert.deepEqual(choosable(s), ['brute', 'guard', 'homebody']);
});

test('"unless I\'m in combat": the Shade cannot be chosen out of combat, and can be once it defends', () => {
  const setup = (): GameState =>
    game({
      players: [{ id: 'Alice', base: [{ ref: 'attacker', card: BIG.id }], hand: [{ ref: 'zap', card: ZAP.id }] }, { id: 'Bob' }],
      battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'shade', card: SHADE.id, owner: 'Bob' }] }],
    });
  assert.deepEqual(choosable(setup()), ['attacker']);
  const inCombat = run(setup(), [{ kind: 'move', player: 'Alice', units: ['attacker'], to: 'Bridge' }]);
  assert.equal(inCombat.showdown?.combat, true);
  assert.deepEqual(choosable(inCombat), ['attacker', 'shade']);
});

test('"Use my abilities only while I\'m at a battlefield": refused in base, used at a battlefield', () => {
  const at = (where: 'base' | 'Bridge'): GameState => {
    const seer = { ref: 'seer', card: SEER.id, owner: 'Alice' };
    return game({
      players: [
        { id: 'Alice', base: where === 'base' ? [seer] : [], runePool: { energy: 1, power: {} }, mainDeck: [{ ref: 'next', card: SMALL.id }] },
        { id: 'Bob' },
      ],
      battlefields: [{ ref: 'Bridge', card: FIELD.id, controller: 'Alice', units: where === 'Bridge' ? [seer] : [] }],
    });
  };
  const refused = act(at('base'), { kind: 'activate', player: 'Alice', source: 'seer' }).result;
  assert.ok(!refused.ok && refused.refusal.rule === '377.2.b', JSON.stringify(refused));
  const s = settle(run(at('Bridge'), [{ kind: 'activate', player: 'Alice', source: 'seer' }]));
  assert.equal(s.objects.next.zone, 'hand');
});

/** The combat damage Bob's Wall takes from Alice's Protector attacking with `pawns` Pawns (Might 1 each). */
function protectorAttacks(pawns: number): number {
  const others = Array.from({ length: pawns }, (_, i) => ({ ref: `pawn ${i + 1}`, card: PAWN.id }));
  const s = attack([{ ref: 'protector', card: PROTECTOR.id }, ...others], [{ ref: 'wall', card: WALL.id }]);
  return damageTo(s, 'wall').reduce((a, b) => a + b, 0);
}

test('"I don\'t deal combat damage unless I\'m at a battlefield with exactly one other unit you control"', () => {
  assert.equal(protectorAttacks(0), 0, 'alone: no combat damage');
  assert.equal(protectorAttacks(1), 5, 'with exactly one other: its 4 and the Pawn 1');
  assert.equal(protectorAttacks(2), 2, 'with two others: only the Pawns');
});

test('"I have [Shield 3] while I\'m at a battlefield with exactly one other unit you control": enemies not counted', () => {
  const shield = (mine: number, theirs: number) => {
    const s = game({
      players: [{ id: 'Alice' }, { id: 'Bob' }],
      battlefields: [
        {
          ref: 'Bridge',
          card: FIELD.id,
          units: [
            { ref: 'disciple', card: DISCIPLE.id, owner: 'Alice' },
            ...Array.from({ length: mine }, (_, i) => ({ ref: `mine ${i}`, card: PAWN.id, owner: 'Alice' })),
            ...Array.from({ length: theirs }, (_, i) => ({ ref: `theirs ${i}`, card: PAWN.id, owner: 'Bob' })),
          ],
        },
      ],
    });
    return s.objects.disciple.grantedKeywords?.Shield ?? 0;
  };
  assert.equal(shield(1, 0), 3);
  assert.equal(shield(1, 2), 3);
  assert.equal(shield(0, 1), 0);
  assert.equal(shield(2, 0), 0);
});

test('"[Empowered][>] I have +3 :rb_might: and can\'t be dealt damage unless I\'m in combat": both parts, only while Empowered', () => {
  const wolf = (empower: boolean): GameState => {
    const s = game({
      players: [
        { id: 'Alice', base: [{ ref: 'wolf', card: WOLF.id }], hand: [{ ref: 'zap', card: ZAP.id }], runePool: { energy: 1, power: {} } },
        { id: 'Bob' },
      ],
      battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'wall', card: WALL.id, owner: 'Bob' }] }],
    });
    return empower ? settle(run(s, [{ kind: 'activate', player: 'Alice', source: 'wolf' }])) : s;
  };
  const zapped = (s: GameState): number => settle(run(s, [{ kind: 'play', player: 'Alice', card: 'zap' }]), (id) => id === 'wolf').objects.wolf.damage;
  assert.equal(zapped(wolf(false)), 1, 'not Empowered: damaged');
  const empowered = wolf(true);
  assert.equal(mightIn(empowered, 'wolf'), 5);
  assert.equal(zapped(empowered), 0, 'Empowered, out of combat: no damage');
  const fighting = run(empowered, [
    { kind: 'move', player: 'Alice', units: ['wolf'], to: 'Bridge' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  assert.deepEqual(damageTo(fighting, 'wolf'), [20], 'in combat it is dealt damage');
});

test('each of these texts is carried out whole, so none is refused as unsupported', () => {
  for (const c of [WARDEN, GUARD, SHADE, SEER, PROTECTOR, DISCIPLE, WOLF]) assert.deepEqual(unsupportedParts(compileCardText(c.text).abilities), [], c.name);
});

const STEADFAST = testCard('Steadfast', 'spell', "This can't be countered.\nDraw 1.");
const PLAIN_DRAW = testCard('Plain Draw', 'spell', 'Draw 1.');
const DENY = testCard('Deny', 'spell', '[Reaction] (Play any time, even before spells and abilities resolve.)\nCounter a spell.');

/** Alice plays the spell; Bob answers with Deny on it; whether Alice drew. */
function drewDespiteDeny(spell: string): boolean {
  let s = gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', hand: [{ ref: 'spell', card: spell }], mainDeck: [{ ref: 'next', card: PAWN.id }] },
      { id: 'Bob', hand: [{ ref: 'deny', card: DENY.id }] },
    ],
    testCards: [...CARDS, STEADFAST, PLAIN_DRAW, DENY],
  });
  s = run(s, [
    { kind: 'play', player: 'Alice', card: 'spell' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'play', player: 'Bob', card: 'deny' },
  ]);
  s = settle(s, (id) => id === 'spell');
  return s.objects.next.zone === 'hand';
}

test('"This can\'t be countered": the spell resolves through a counter; a spell without it does not', () => {
  assert.equal(drewDespiteDeny(STEADFAST.id), true);
  assert.equal(drewDespiteDeny(PLAIN_DRAW.id), false);
  assert.deepEqual(unsupportedParts(compileCardText(STEADFAST.text).abilities), []);
});

const CHIMERA = testCard('Chimera', 'unit', "While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase.", 3);

/** Bob's runes once his first turn has begun (the second turn, with its extra rune, 485.7), Alice's Chimera where it is. */
function bobsRunes(chimera: 'base' | 'Bridge' | null): number {
  const runeDeck = (who: string) => Array.from({ length: 6 }, (_, i) => ({ ref: `${who} rune ${i + 1}`, card: 'Fury Rune' }));
  const mine = chimera ? [{ ref: 'chimera', card: CHIMERA.id, owner: 'Alice' }] : [];
  const s = gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', base: chimera === 'base' ? mine : [], runeDeck: runeDeck('Alice') },
      { id: 'Bob', runeDeck: runeDeck('Bob'), mainDeck: [{ ref: 'card', card: PAWN.id }] },
    ],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, controller: 'Alice', units: chimera === 'Bridge' ? mine : [] }],
    testCards: [...CARDS, CHIMERA],
  });
  return run(s, [{ kind: 'end-turn', player: 'Alice' }]).players[1]!.runes.length;
}

test('"While I\'m at a battlefield, players only channel 1 rune at the start of their Channel Phase"', () => {
  assert.equal(bobsRunes(null), 3, 'two, and the extra rune of his first turn');
  assert.equal(bobsRunes('base'), 3, 'the Chimera in its base limits nothing');
  assert.equal(bobsRunes('Bridge'), 1, 'at a battlefield: one rune in all');
  assert.deepEqual(unsupportedParts(compileCardText(CHIMERA.text).abilities), []);
});
