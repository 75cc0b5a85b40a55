// "The next spell you play this turn costs :rb_energy_5: less" and "... deals 1 Bonus Damage": the first
// spell the player plays after the effect takes it (356.4, 714); the spell after that does not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, type Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, passBoth, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const CHEAPENER = testCard('Cheapener', 'unit', 'When you play me, the next spell you play this turn costs :rb_energy_5: less.', 2);
const SHARPENER = testCard('Sharpener', 'unit', 'When you play me, the next spell you play this turn deals 1 Bonus Damage.', 2);
const COSTLY = { ...testCard('Costly', 'spell', 'Draw 1.'), cost: { energy: 5 } };
const BOLT = testCard('Bolt', 'spell', 'Deal 1 to a unit.');
const TARGET = testCard('Target', 'unit', '', 9);

function game(first: string | null, hand: Record<string, string>): Game {
  const cards = Object.entries(hand).map(([ref, card]) => ({ ref, card: `test:${card}` }));
  const g = gameOf({
    players: [
      { id: 'Alice', hand: first ? [{ ref: 'first', card: `test:${first}` }, ...cards] : cards, mainDeck: [{ ref: 'top', card: TARGET.id }] },
      { id: 'Bob', base: [{ ref: 'T', card: TARGET.id }] },
    ],
    turnPlayer: 'Alice',
    testCards: [CHEAPENER, SHARPENER, COSTLY, BOLT, TARGET],
  });
  return first ? run(g, [{ kind: 'play', player: 'Alice', card: 'first' }, ...passBoth]) : g;
}

const played = (g: Game, card: string) => act(g, { kind: 'play', player: 'Alice', card }).result.ok;

test('the next spell costs 5 less: a 5-Energy spell is played with an empty rune pool', () => {
  const g = game('Cheapener', { C1: 'Costly', C2: 'Costly' });
  assert.equal(played(g, 'C1'), true);
  const after = run(g, [{ kind: 'play', player: 'Alice', card: 'C1' }, ...passBoth]);
  assert.equal(played(after, 'C2'), false, 'the spell after it pays full price');
});

test('without the effect the same spell cannot be paid for', () => {
  assert.equal(played(game(null, { C1: 'Costly' }), 'C1'), false);
});

test('the next spell deals 1 Bonus Damage; the spell after it deals its printed damage', () => {
  let g = game('Sharpener', { B1: 'Bolt', B2: 'Bolt' });
  g = run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'B1' }]), 'Alice', ['T']), passBoth);
  assert.equal(g.objects.T.damage, 2);
  g = run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'B2' }]), 'Alice', ['T']), passBoth);
  assert.equal(g.objects.T.damage, 3);
});

test('an unused "next spell" effect ends with the turn', () => {
  const waiting = game('Sharpener', {});
  assert.equal(waiting.nextSpellChanges?.length, 1);
  assert.deepEqual(run(waiting, [{ kind: 'end-turn', player: 'Alice' }]).nextSpellChanges ?? [], []);
});
