// "Ready or exhaust a legend": the player picks the legend, then which one of the two to do to it; the
// other is not done, and no other legend is touched.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const ENTOURAGE = testCard('Entourage', 'unit', 'When you play me, ready or exhaust a legend.', 2);
const LEGEND = { id: 'test:Crown', name: 'Crown', type: 'legend' as const, text: '' };

function asked(): Game {
  const g = gameOf({
    players: [
      { id: 'Alice', hand: [{ ref: 'E', card: ENTOURAGE.id }], legend: { ref: 'mine', card: LEGEND.id, exhausted: true } },
      { id: 'Bob', legend: { ref: 'theirs', card: LEGEND.id } },
    ],
    turnPlayer: 'Alice',
    testCards: [ENTOURAGE, LEGEND],
  });
  return run(g, [
    { kind: 'play', player: 'Alice', card: 'E' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
}

test('the chosen instruction is done to the chosen legend only', () => {
  let g = choosing(asked(), 'Alice', ['theirs']);
  assert.equal(g.pendingDecision?.kind, 'choose-mode');
  g = choosing(g, 'Alice', ['option 2']);
  assert.equal(g.objects.theirs.exhausted, true);
  assert.equal(g.objects.mine.exhausted, true, 'the other legend is untouched');
});

test('choosing to ready readies it, and does not exhaust it', () => {
  const g = choosing(choosing(asked(), 'Alice', ['mine']), 'Alice', ['option 1']);
  assert.equal(g.objects.mine.exhausted, false);
  assert.equal(g.objects.theirs.exhausted, false);
});
