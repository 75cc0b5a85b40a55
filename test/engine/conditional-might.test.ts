// Passive Might under conditions and for groups (364.3), read from the view as the protocol shows it:
// "While you have 8+ runes", "unless I'm in combat", "Your units that are [Empowered]", "while I'm
// attacking with another unit", and a condition naming the unit that gets it ("While a friendly unit
// defends alone, it gets +2 :rb_might:"), a battlefield's among them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Setup } from '../../reference-engine/index.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { gameOf, mightIn, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const MONK = testCard('Monk', 'unit', 'While you have 8+ runes, I have +4 :rb_might:.', 1);
const SKIRMISHER = testCard('Skirmisher', 'unit', "I have +2 :rb_might: unless I'm in combat.", 3);
const GENERAL = testCard('General', 'unit', 'Your units that are [Empowered] have +2 :rb_might:.', 2);
const ADEPT = testCard('Adept', 'unit', '[Empower] :rb_energy_1: (:rb_energy_1:: Empower me. Use only if not Empowered.)', 1);
const PIGEONS = testCard('Pigeons', 'unit', "I have +2 :rb_might: while I'm attacking with another unit.", 1);
const TRAINER = testCard('Trainer', 'unit', 'While a friendly unit defends alone, it gets +2 :rb_might:.', 1);
const WASTE = testCard('Waste', 'battlefield', 'While a unit here is defending alone, it has -2 :rb_might:.');
const PAWN = testCard('Pawn', 'unit', '', 1);
const SMALL = testCard('Small', 'unit', '', 4);
const BRUTE = testCard('Brute', 'unit', '', 6);
const WALL = testCard('Wall', 'unit', '', 20);
const CARDS = [FIELD, MONK, SKIRMISHER, GENERAL, ADEPT, PIGEONS, TRAINER, WASTE, PAWN, SMALL, BRUTE, WALL];

const game = (setup: Omit<Setup, 'testCards' | 'turnPlayer'>, turnPlayer = 'Alice'): GameState => gameOf({ turnPlayer, ...setup, testCards: CARDS });

const runes = (n: number) => Array.from({ length: n }, (_, i) => ({ ref: `rune ${i + 1}`, card: 'Fury Rune' }));

test('"While you have 8+ runes": the bonus with eight runes, none with seven, and none for the opponent\'s runes', () => {
  const monk = (mine: number, theirs: number) =>
    mightIn(
      game({
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
  let s = game({
    players: [{ id: 'Alice', base: [{ ref: 'skirmisher', card: SKIRMISHER.id }] }, { id: 'Bob' }],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'foe', card: SMALL.id, owner: 'Bob' }] }],
  });
  assert.equal(mightIn(s, 'skirmisher'), 5);
  s = run(s, [{ kind: 'move', player: 'Alice', units: ['skirmisher'], to: 'Bridge' }]);
  assert.equal(s.showdown?.combat, true);
  assert.equal(mightIn(s, 'skirmisher'), 3);
});

test('"Your units that are [Empowered]": the bonus once a unit is Empowered, not before, not to the unempowered', () => {
  let s = game({
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
  s = settle(run(s, [{ kind: 'activate', player: 'Alice', source: 'adept' }]));
  assert.equal(s.objects.adept.empowered, true, 'the Empower ability resolved');
  assert.equal(mightIn(s, 'adept'), 3);
  assert.equal(mightIn(s, 'general'), 2);
});

test('"while I\'m attacking with another unit": the bonus attacking beside another, not alone, not out of combat', () => {
  const attack = (companions: number): GameState => {
    const others = Array.from({ length: companions }, (_, i) => ({ ref: `pawn ${i + 1}`, card: PAWN.id }));
    const s = game({
      players: [{ id: 'Alice', base: [{ ref: 'pigeons', card: PIGEONS.id }, ...others] }, { id: 'Bob' }],
      battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'wall', card: WALL.id, owner: 'Bob' }] }],
    });
    assert.equal(mightIn(s, 'pigeons'), 1, 'in base, out of combat');
    return run(s, [{ kind: 'move', player: 'Alice', units: ['pigeons', ...others.map((o) => o.ref)], to: 'Bridge' }]);
  };
  assert.equal(mightIn(attack(1), 'pigeons'), 3);
  assert.equal(mightIn(attack(0), 'pigeons'), 1);
});

/** Bob's Brute attacks Alice's defenders (Pawns, Might 1, or a Wall, Might 20) at the battlefield; the Might shown as the combat begins. */
function defended(field: string, defenders: string[], trainer: boolean): GameState {
  const created = game(
    {
      players: [
        { id: 'Alice', base: trainer ? [{ ref: 'trainer', card: TRAINER.id }] : [] },
        { id: 'Bob', base: [{ ref: 'brute', card: BRUTE.id }] },
      ],
      battlefields: [{ ref: 'Bridge', card: field, units: defenders.map((card, i) => ({ ref: `defender ${i + 1}`, card, owner: 'Alice' })) }],
    },
    'Bob',
  );
  const s = run(created, [{ kind: 'move', player: 'Bob', units: ['brute'], to: 'Bridge' }]);
  assert.equal(s.showdown?.combat, true);
  return s;
}

test('"While a friendly unit defends alone, it gets +2": to the lone defender of the giver\'s side, not to two, not to the attacker', () => {
  const lone = defended(FIELD.id, [PAWN.id], true);
  assert.equal(mightIn(lone, 'defender 1'), 3);
  assert.equal(mightIn(lone, 'brute'), 6, 'an enemy attacking alone gets nothing');
  assert.equal(mightIn(defended(FIELD.id, [PAWN.id, PAWN.id], true), 'defender 1'), 1, 'not alone');
  assert.equal(mightIn(defended(FIELD.id, [PAWN.id], false), 'defender 1'), 1, 'no Trainer');
});

test('"While a unit here is defending alone, it has -2": at the Waste only', () => {
  assert.equal(mightIn(defended(WASTE.id, [WALL.id], false), 'defender 1'), 18);
  assert.equal(mightIn(defended(FIELD.id, [WALL.id], false), 'defender 1'), 20);
  assert.equal(mightIn(defended(WASTE.id, [WALL.id, WALL.id], false), 'defender 1'), 20, 'not alone');
});

test('each of these texts is carried out whole, so none is refused as unsupported', () => {
  for (const c of [MONK, SKIRMISHER, GENERAL, PIGEONS, TRAINER, WASTE]) assert.deepEqual(unsupportedParts(compileCardText(c.text).abilities), [], c.name);
});
