// "Give it +1 :rb_might: this turn for each of the following tags among your units — Bird, Cat, Dog, and
// Poro": one for each listed tag some unit of yours has; two units of one tag count once, other tags none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { viewOf } from '../../reference-engine/index.ts';
import { choosing, gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FRIENDSHIP = testCard(
  'Friendship',
  'spell',
  'Choose a unit. Give it +1 :rb_might: this turn for each of the following tags among your units — Bird, Cat, Dog, and Poro.',
);
const tagged = (name: string, tags: string[]) => ({ ...testCard(name, 'unit', '', 1), tags });
const UNITS = [tagged('Crow', ['Bird']), tagged('Sparrow', ['Bird']), tagged('Kitten', ['Cat']), tagged('Yordle', ['Yordle'])];

function mightAfter(base: string[]): number | null | undefined {
  const g = gameOf({
    players: [
      {
        id: 'Alice',
        hand: [{ ref: 'F', card: FRIENDSHIP.id }],
        base: [{ ref: 'target', card: 'test:Yordle' }, ...base.map((card, k) => ({ ref: `u${k}`, card: `test:${card}` }))],
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [FRIENDSHIP, ...UNITS],
  });
  const done = run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'F' }]), 'Alice', ['target']), [
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  return viewOf(done, 'Alice').players[0].base.find((o) => o.ref === 'target')?.might;
}

test('one for each listed tag among your units: Bird and Cat give +2', () => {
  assert.equal(mightAfter(['Crow', 'Kitten']), 3);
});

test('two Birds count once, and tags not listed count not at all', () => {
  assert.equal(mightAfter(['Crow', 'Sparrow']), 2);
  assert.equal(mightAfter([]), 1);
});
