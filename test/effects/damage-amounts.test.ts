// Damage of an amount read as it is dealt: "equal to the damage marked on it" (each target's own damage)
// and "that much" after "if you assigned 5 or more excess damage" (the excess assigned, 465.2).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, passBoth, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const DOUBLER = testCard('Doubler', 'unit', 'When you play me, deal damage to a unit equal to the damage marked on it.', 2);
const SIV = testCard(
  'Siv',
  'unit',
  'When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you may deal that much to an enemy unit.',
  8,
);
const FIELD = { id: 'test:Field', name: 'Field', type: 'battlefield' as const, text: '' };
const BIG = testCard('Big', 'unit', '', 10);

function doubled(target: string): Game {
  const g = gameOf({
    players: [
      { id: 'Alice', hand: [{ ref: 'D', card: DOUBLER.id }] },
      {
        id: 'Bob',
        base: [
          { ref: 'hurt', card: BIG.id, damage: 3 },
          { ref: 'whole', card: BIG.id },
        ],
      },
    ],
    turnPlayer: 'Alice',
    testCards: [DOUBLER, BIG],
  });
  return run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'D' }]), 'Alice', [target]), passBoth);
}

test('"deal damage to a unit equal to the damage marked on it" deals that unit its own damage again', () => {
  const g = doubled('hurt');
  assert.equal(g.objects.hurt.damage, 6);
  assert.equal(g.objects.whole.damage, 0, 'the unit not chosen is untouched');
});

test('a chosen unit with no damage marked is dealt none', () => {
  assert.equal(doubled('whole').objects.whole.damage, 0);
});

/** Alice's 8-Might unit attacks Bob's defender of this Might and conquers; Bob's 10-Might unit waits in his base. */
function conquered(defenderMight: number): Game {
  const pawn = testCard(`Pawn ${defenderMight}`, 'unit', '', defenderMight);
  const g = gameOf({
    players: [
      { id: 'Alice', base: [{ ref: 'S', card: SIV.id }] },
      { id: 'Bob', base: [{ ref: 'far', card: BIG.id }] },
    ],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'BF', card: FIELD.id, controller: 'Bob', units: [{ ref: 'P', card: pawn.id, owner: 'Bob' }] }],
    testCards: [SIV, FIELD, BIG, pawn],
  });
  return run(g, [{ kind: 'move', player: 'Alice', units: ['S'], to: 'BF' }, ...passBoth]);
}

test('"you may deal that much" deals the excess damage assigned in the combat', () => {
  let g = conquered(1); // 8 assigned to a 1-Might defender: 7 beyond lethal
  g = run(choosing(g, 'Alice', ['far']), passBoth);
  g = choosing(g, 'Alice', ['yes']);
  assert.equal(g.objects.far.damage, 7);
});

test('with less excess than the condition asks, nothing is dealt', () => {
  let g = conquered(4); // 4 beyond lethal
  if (g.pendingDecision) g = choosing(g, 'Alice', ['far']);
  g = run(g, passBoth);
  assert.equal(g.pendingDecision, null);
  assert.equal(g.objects.far.damage, 0);
});
