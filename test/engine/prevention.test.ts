// Preventing damage (rule 437) on a working state, and who orders several replacement effects
// (rule 372): the edges the feature files do not reach; and a unit's own "While you control 7 or more
// runes, prevent all damage that enemy spells and abilities would deal to me".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addPrevention, dealDamage, preventionsOn, type Prevention } from '../../reference-engine/game-actions/damage.ts';
import { relocate } from '../../reference-engine/game-actions/zones.ts';
import { emit } from '../../reference-engine/events.ts';
import { orderingPlayer } from '../../reference-engine/effects/replacement-order.ts';
import { createGame, viewOf, type Game } from '../../reference-engine/index.ts';
import { playOut } from '../support/plays.ts';
import { testCard } from '../support/test-card.ts';
import { battlefieldState, objectOf, type GameState } from '../../reference-engine/state.ts';

function state(): GameState {
  const created = createGame({
    players: [
      { id: 'Alice' },
      {
        id: 'Bob',
        hand: [
          { ref: 'Ward', card: 'Ki Barrier' },
          { ref: 'Ward 2', card: 'Ki Barrier' },
        ],
      },
    ],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'Bridge', card: 'test:Field', units: [{ ref: 'Mech', card: 'Mega-Mech', owner: 'Bob' }] }],
    testCards: [{ id: 'test:Field', name: 'Field', type: 'battlefield', text: '' }],
  });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return structuredClone(created.game);
}

const damaged = (s: GameState) => s.events.filter((e) => e.kind === 'damaged' && e.object === 'Mech').map((e) => e.amount);

test('a Prevent Value shrinks with each damage it prevents and ends at 0; what gets through is dealt', () => {
  const s = state();
  assert.equal(addPrevention(s, 'Mech', 7, 'Ward'), true);
  assert.equal(dealDamage(s, 'Mech', 4), 0);
  assert.equal(dealDamage(s, 'Mech', 4), 1);
  assert.deepEqual(preventionsOn(s, objectOf(s, 'Mech')), []);
  assert.equal(dealDamage(s, 'Mech', 4), 4);
  assert.equal(objectOf(s, 'Mech').damage, 5);
  assert.deepEqual(damaged(s), [1, 4], 'damage prevented in full is no damage event (437.4)');
});

test('"the next time ..., prevent it" takes all of one damage event and no more', () => {
  const s = state();
  addPrevention(s, 'Mech', 'all', 'Ward', true);
  assert.equal(dealDamage(s, 'Mech', 9), 0);
  assert.equal(dealDamage(s, 'Mech', 2), 2);
});

test('a prevention lasts its turn only, and not past the unit leaving the board', () => {
  const next = state();
  addPrevention(next, 'Mech', 7, 'Ward');
  next.turn += 1;
  assert.equal(dealDamage(next, 'Mech', 3), 3);

  const moved = state();
  addPrevention(moved, 'Mech', 7, 'Ward');
  relocate(moved, 'Mech', { zone: 'hand', player: 'Bob' });
  emit(moved, { kind: 'moved', object: 'Mech', player: 'Bob', from: 'Bridge', to: 'hand' });
  relocate(moved, 'Mech', { zone: 'battlefield', battlefield: 'Bridge' });
  assert.equal(dealDamage(moved, 'Mech', 3), 3, 'back on the board it is a new object (359.3.e.4)');
  assert.equal(addPrevention(moved, 'Ward', 2, 'Ward'), false, 'only a unit on the board is protected');
});

test('with two Prevent Values the chooser picks which applies first, and the order shows in what is left', () => {
  const picks: Prevention[][] = [];
  const run = (first: string): number[] => {
    const s = state();
    addPrevention(s, 'Mech', 7, 'Ward');
    addPrevention(s, 'Mech', 2, 'Ward 2');
    dealDamage(s, 'Mech', 3, undefined, undefined, (unit, options) => {
      assert.equal(unit.id, 'Mech');
      picks.push([...options]);
      return options.find((p) => p.source === first)!;
    });
    return preventionsOn(s, objectOf(s, 'Mech')).map((p) => p.value as number);
  };
  // 7 first: it takes all 3 and no damage is left for the 2 (370.2); 2 first: it is used up, the 7 takes the last 1
  assert.deepEqual(run('Ward'), [4, 2]);
  assert.deepEqual(run('Ward 2'), [6]);
  assert.equal(picks[0].length, 2);
});

test("rule 372: an object's controller, the player acted on, a battlefield's controller, else the turn player", () => {
  const s = state();
  const bridge = battlefieldState(s, 'Bridge');
  assert.equal(orderingPlayer(s, { kind: 'object', object: objectOf(s, 'Mech') }), 'Bob');
  assert.equal(orderingPlayer(s, { kind: 'player', player: 'Bob' }), 'Bob');
  assert.equal(orderingPlayer(s, { kind: 'battlefield', battlefield: bridge }), 'Alice');
  bridge.controller = 'Bob';
  assert.equal(orderingPlayer(s, { kind: 'battlefield', battlefield: bridge }), 'Bob');
});

const SAGE = testCard('Sage', 'unit', 'While you control 7 or more runes, prevent all damage that enemy spells and abilities would deal to me.', 4);
const BOLT = testCard('Bolt', 'spell', 'Deal 2 to a unit.');

/** Bob's Bolt (or Alice's own) dealt to Alice's Sage while she controls `runes` runes: the damage marked on the Sage. */
function boltedSage(runes: number, caster: 'Alice' | 'Bob'): number {
  const bolt = [{ ref: 'Bolt', card: BOLT.id }];
  const created = createGame({
    players: [
      {
        id: 'Alice',
        base: [{ ref: 'Sage', card: SAGE.id }],
        runes: Array.from({ length: runes }, (_, i) => ({ ref: `rune ${i}`, card: 'Fury Rune' })),
        ...(caster === 'Alice' ? { hand: bolt } : {}),
      },
      { id: 'Bob', ...(caster === 'Bob' ? { hand: bolt } : {}) },
    ],
    turnPlayer: caster,
    battlefields: [],
    testCards: [SAGE, BOLT],
  });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  const after: Game = playOut(created.game, { kind: 'play', player: caster, card: 'Bolt' }, [['Sage']]).game;
  return viewOf(after).players[0]!.base.find((o) => o.ref === 'Sage')!.damage ?? 0;
}

test('"While you control 7 or more runes, prevent all damage that enemy spells and abilities would deal to me": with 7 runes, none; with 6, or from her own spell, all', () => {
  assert.equal(boltedSage(7, 'Bob'), 0);
  assert.equal(boltedSage(6, 'Bob'), 2, 'the condition does not hold');
  assert.equal(boltedSage(7, 'Alice'), 2, 'a friendly spell');
});
