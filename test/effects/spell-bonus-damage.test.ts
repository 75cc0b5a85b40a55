// "Deal 2 to a unit. This deals 1 Bonus Damage for each card with this name in your trash": the spell's
// own Bonus Damage, counted as it deals the damage (714); cards of other names do not count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choosing, gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const CURSE = testCard('Curse', 'spell', 'Deal 2 to a unit. This deals 1 Bonus Damage for each card with this name in your trash.');
const OTHER = testCard('Other', 'spell', 'Draw 1.');
const BIG = testCard('Big', 'unit', '', 9);

function damageDealt(trash: string[]): number {
  const g = gameOf({
    players: [
      { id: 'Alice', hand: [{ ref: 'C', card: CURSE.id }], trash: trash.map((card, k) => ({ ref: `t${k}`, card: `test:${card}` })) },
      { id: 'Bob', base: [{ ref: 'T', card: BIG.id }] },
    ],
    turnPlayer: 'Alice',
    testCards: [CURSE, OTHER, BIG],
  });
  const done = run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'C' }]), 'Alice', ['T']), [
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  return done.objects.T.damage;
}

test('each card of its name in the trash adds 1 to the damage it deals', () => {
  assert.equal(damageDealt(['Curse', 'Curse']), 4);
});

test('with none of its name there, only the printed damage; other names do not count', () => {
  assert.equal(damageDealt([]), 2);
  assert.equal(damageDealt(['Other', 'Other']), 2);
});
