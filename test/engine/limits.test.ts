// "Can't" limits of permanents on the board reaching units by side, place and Might against the
// giver's own (358.3.a, 364.3): no combat damage from enemy units smaller than the giver (465.2.a),
// no choosing by enemy spells (757, 758), and a limit that lasts only "unless I'm in combat".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, viewOf, type Action, type Setup } from '../../reference-engine/index.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const WARDEN = testCard('Warden', 'unit', "Enemy units here with less Might than me don't deal combat damage.", 5);
const GUARD = testCard('Guard', 'unit', "Your units here with less Might than me can't be chosen by enemy spells and abilities.", 5);
const SHADE = testCard('Shade', 'unit', "I can't be chosen by enemy spells and abilities unless I'm in combat.", 2);
const ZAP = testCard('Zap', 'spell', '[Action] (Play on your turn or in showdowns.)\nDeal 1 to a unit.');
const SMALL = testCard('Small', 'unit', '', 4);
const BIG = testCard('Big', 'unit', '', 6);

function game(setup: Omit<Setup, 'testCards' | 'turnPlayer'>): GameState {
  const created = createGame({ turnPlayer: 'Alice', ...setup, testCards: [FIELD, WARDEN, GUARD, SHADE, ZAP, SMALL, BIG] });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

function run(s: GameState, actions: Action[]): GameState {
  for (const action of actions) {
    const { game: next, result } = act(s, action);
    assert.ok(result.ok, `${JSON.stringify(action)}: ${JSON.stringify(result)}`);
    s = next;
  }
  return s;
}

/** Alice's unit attacks Bob's Warden (Might 5) at the Bridge; the combat runs to its damage. */
function attackWarden(attacker: string): GameState {
  const s = game({
    players: [{ id: 'Alice', base: [{ ref: 'attacker', card: attacker }] }, { id: 'Bob' }],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'warden', card: WARDEN.id, owner: 'Bob' }] }],
  });
  return run(s, [
    { kind: 'move', player: 'Alice', units: ['attacker'], to: 'Bridge' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
}

const damageTo = (s: GameState, id: string) => s.events.filter((e) => e.kind === 'damaged' && e.object === id).map((e) => e.amount ?? 0);

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
  const next = run(s, [{ kind: 'play', player: 'Alice', card: 'zap' }]);
  const d = next.pendingDecision;
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

// Passive Might under conditions and for groups, read from the view as the protocol shows it.
const MONK = testCard('Monk', 'unit', 'While you have 8+ runes, I have +4 :rb_might:.', 1);
const SKIRMISHER = testCard('Skirmisher', 'unit', "I have +2 :rb_might: unless I'm in combat.", 3);
const GENERAL = testCard('General', 'unit', 'Your units that are [Empowered] have +2 :rb_might:.', 2);
const ADEPT = testCard('Adept', 'unit', '[Empower] :rb_energy_1: (:rb_energy_1:: Empower me. Use only if not Empowered.)', 1);

function board(setup: Omit<Setup, 'testCards' | 'turnPlayer'>): GameState {
  const created = createGame({ turnPlayer: 'Alice', ...setup, testCards: [FIELD, MONK, SKIRMISHER, GENERAL, ADEPT, SMALL] });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

function mightIn(s: GameState, ref: string): number | null | undefined {
  const v = viewOf(s);
  const all = [...v.players.flatMap((p) => p.base), ...v.battlefields.flatMap((b) => b.units)];
  return all.find((o) => o.ref === ref)?.might;
}

const runes = (n: number) => Array.from({ length: n }, (_, i) => ({ ref: `rune ${i + 1}`, card: 'Fury Rune' }));

test('"While you have 8+ runes": the bonus with eight runes, none with seven, and none for the opponent\'s runes', () => {
  const monk = (mine: number, theirs: number) =>
    mightIn(
      board({
        players: [
          { id: 'Alice', base: [{ ref: 'monk', card: MONK.id }], runes: runes(mine) },
          { id: 'Bob', runes: runes(theirs) },
        ],
      }),
      'monk',
    );
  assert.equal(monk(8, 0), 5);
  assert.equal(monk(7, 0), 1);
  assert.equal(monk(0, 8), 1);
});

test('"unless I\'m in combat": the bonus in base, gone once the unit attacks', () => {
  let s = board({
    players: [{ id: 'Alice', base: [{ ref: 'skirmisher', card: SKIRMISHER.id }] }, { id: 'Bob' }],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'foe', card: SMALL.id, owner: 'Bob' }] }],
  });
  assert.equal(mightIn(s, 'skirmisher'), 5);
  s = run(s, [{ kind: 'move', player: 'Alice', units: ['skirmisher'], to: 'Bridge' }]);
  assert.equal(s.showdown?.combat, true);
  assert.equal(mightIn(s, 'skirmisher'), 3);
});

test('"Your units that are [Empowered]": the bonus once a unit is Empowered, not before, not to the unempowered', () => {
  let s = board({
    players: [
      {
        id: 'Alice',
        base: [
          { ref: 'general', card: GENERAL.id },
          { ref: 'adept', card: ADEPT.id },
        ],
        runePool: { energy: 1, power: {} },
      },
      { id: 'Bob' },
    ],
  });
  assert.equal(mightIn(s, 'adept'), 1);
  s = run(s, [{ kind: 'activate', player: 'Alice', source: 'adept' }]);
  for (let n = 0; n < 4 && s.chain.length > 0; n++) s = run(s, [{ kind: 'pass', player: (s.priority ?? s.focus)! }]);
  assert.equal(s.objects.adept.empowered, true, 'the Empower ability resolved');
  assert.equal(mightIn(s, 'adept'), 3);
  assert.equal(mightIn(s, 'general'), 2);
});

test('each of these texts is carried out whole, so none is refused as unsupported', () => {
  for (const c of [WARDEN, GUARD, SHADE, MONK, SKIRMISHER, GENERAL]) assert.deepEqual(unsupportedParts(compileCardText(c.text).abilities), [], c.name);
});

const SEER = testCard('Seer', 'unit', ":rb_energy_1:: Draw 1.\nUse my abilities only while I'm at a battlefield.", 2);

test('"Use my abilities only while I\'m at a battlefield": refused in base, used at a battlefield', () => {
  const at = (where: 'base' | 'Bridge'): GameState => {
    const seer = { ref: 'seer', card: SEER.id, owner: 'Alice' };
    const created = createGame({
      turnPlayer: 'Alice',
      players: [
        { id: 'Alice', base: where === 'base' ? [seer] : [], runePool: { energy: 1, power: {} }, mainDeck: [{ ref: 'next', card: SMALL.id }] },
        { id: 'Bob' },
      ],
      battlefields: [{ ref: 'Bridge', card: FIELD.id, controller: 'Alice', units: where === 'Bridge' ? [seer] : [] }],
      testCards: [FIELD, SEER, SMALL],
    });
    assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
    return created.game;
  };
  const refused = act(at('base'), { kind: 'activate', player: 'Alice', source: 'seer' }).result;
  assert.ok(!refused.ok && refused.refusal.rule === '377.2.b', JSON.stringify(refused));
  let s = run(at('Bridge'), [{ kind: 'activate', player: 'Alice', source: 'seer' }]);
  for (let n = 0; n < 4 && s.chain.length > 0; n++) s = run(s, [{ kind: 'pass', player: (s.priority ?? s.focus)! }]);
  assert.equal(s.objects.next.zone, 'hand');
  assert.deepEqual(unsupportedParts(compileCardText(SEER.text).abilities), []);
});

// Limits a unit's own passive places on itself, under a condition on its battlefield's units or its gate.
const PROTECTOR = testCard('Protector', 'unit', "I don't deal combat damage unless I'm at a battlefield with exactly one other unit you control.", 4);
const DISCIPLE = testCard('Disciple', 'unit', "I have [Shield 3] while I'm at a battlefield with exactly one other unit you control.", 1);
const WALL = testCard('Wall', 'unit', '', 20);
const PAWN = testCard('Pawn', 'unit', '', 1);

function limitsGame(setup: Omit<Setup, 'testCards' | 'turnPlayer'>): GameState {
  const created = createGame({ turnPlayer: 'Alice', ...setup, testCards: [FIELD, PROTECTOR, DISCIPLE, WALL, PAWN, ZAP, WOLF] });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

/** The combat damage Bob's Wall takes from Alice's Protector attacking with `pawns` Pawns (Might 1 each). */
function protectorAttacks(pawns: number): number {
  const others = Array.from({ length: pawns }, (_, i) => ({ ref: `pawn ${i + 1}`, card: PAWN.id }));
  let s = limitsGame({
    players: [{ id: 'Alice', base: [{ ref: 'protector', card: PROTECTOR.id }, ...others] }, { id: 'Bob' }],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'wall', card: WALL.id, owner: 'Bob' }] }],
  });
  s = run(s, [
    { kind: 'move', player: 'Alice', units: ['protector', ...others.map((o) => o.ref)], to: 'Bridge' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  return damageTo(s, 'wall').reduce((a, b) => a + b, 0);
}

test('"I don\'t deal combat damage unless I\'m at a battlefield with exactly one other unit you control"', () => {
  assert.equal(protectorAttacks(0), 0, 'alone: no combat damage');
  assert.equal(protectorAttacks(1), 5, 'with exactly one other: its 4 and the Pawn 1');
  assert.equal(protectorAttacks(2), 2, 'with two others: only the Pawns');
});

test('"I have [Shield 3] while I\'m at a battlefield with exactly one other unit you control": enemies not counted', () => {
  const shield = (mine: number, theirs: number) => {
    const s = limitsGame({
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

const WOLF = testCard(
  'Wolf',
  'unit',
  "[Empower] :rb_energy_1: (:rb_energy_1:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +3 :rb_might: and can't be dealt damage unless I'm in combat.",
  2,
);

test('"[Empowered][>] I have +3 :rb_might: and can\'t be dealt damage unless I\'m in combat": both parts, only while Empowered', () => {
  const wolf = (empower: boolean): GameState => {
    let s = limitsGame({
      players: [
        { id: 'Alice', base: [{ ref: 'wolf', card: WOLF.id }], hand: [{ ref: 'zap', card: ZAP.id }], runePool: { energy: 1, power: {} } },
        { id: 'Bob' },
      ],
      battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'wall', card: WALL.id, owner: 'Bob' }] }],
    });
    if (empower) {
      s = run(s, [{ kind: 'activate', player: 'Alice', source: 'wolf' }]);
      for (let n = 0; n < 4 && s.chain.length > 0; n++) s = run(s, [{ kind: 'pass', player: (s.priority ?? s.focus)! }]);
    }
    return s;
  };
  const zapped = (s: GameState): number => {
    s = run(s, [{ kind: 'play', player: 'Alice', card: 'zap' }]);
    s = run(s, [{ kind: 'decide', player: 'Alice', decision: s.pendingDecision!.id, answer: { chosen: ['wolf'] } }]);
    for (let n = 0; n < 4 && s.chain.length > 0; n++) s = run(s, [{ kind: 'pass', player: (s.priority ?? s.focus)! }]);
    return s.objects.wolf.damage;
  };
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
  for (const c of [PROTECTOR, DISCIPLE, WOLF]) assert.deepEqual(unsupportedParts(compileCardText(c.text).abilities), [], c.name);
});

const PIGEONS = testCard('Pigeons', 'unit', "I have +2 :rb_might: while I'm attacking with another unit.", 1);

test('"while I\'m attacking with another unit": the bonus attacking beside another, not alone, not out of combat', () => {
  const attack = (companions: number): GameState => {
    const others = Array.from({ length: companions }, (_, i) => ({ ref: `pawn ${i + 1}`, card: PAWN.id }));
    const created = createGame({
      turnPlayer: 'Alice',
      players: [{ id: 'Alice', base: [{ ref: 'pigeons', card: PIGEONS.id }, ...others] }, { id: 'Bob' }],
      battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'wall', card: WALL.id, owner: 'Bob' }] }],
      testCards: [FIELD, PIGEONS, PAWN, WALL],
    });
    assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
    assert.equal(mightIn(created.game, 'pigeons'), 1, 'in base, out of combat');
    return run(created.game, [{ kind: 'move', player: 'Alice', units: ['pigeons', ...others.map((o) => o.ref)], to: 'Bridge' }]);
  };
  assert.equal(mightIn(attack(1), 'pigeons'), 3);
  assert.equal(mightIn(attack(0), 'pigeons'), 1);
  assert.deepEqual(unsupportedParts(compileCardText(PIGEONS.text).abilities), []);
});
