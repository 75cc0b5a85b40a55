// "[Deathknell][>] Repeat this gear's play effect": as it dies, its own "When you play this" effect is
// done again, and nothing else of its text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choosing, gameOf, passBoth, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FOUNTAIN = testCard('Fountain', 'gear', "When you play this, draw 1.\n:rb_exhaust:: Gain 1 XP.\n[Deathknell][>] Repeat this gear's play effect.");
const SMASH = testCard('Smash', 'spell', 'Kill a gear.');
const PAWN = testCard('Pawn', 'unit', '', 1);

test('its play effect is done again as it dies; its other abilities are not', () => {
  let g = gameOf({
    players: [
      {
        id: 'Alice',
        hand: [
          { ref: 'F', card: FOUNTAIN.id },
          { ref: 'K', card: SMASH.id },
        ],
        mainDeck: ['d1', 'd2', 'd3'].map((ref) => ({ ref, card: PAWN.id })),
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [FOUNTAIN, SMASH, PAWN],
  });
  g = run(g, [{ kind: 'play', player: 'Alice', card: 'F' }, ...passBoth]);
  assert.deepEqual(g.players[0].hand, ['K', 'd1']);
  g = run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'K' }]), 'Alice', ['F']), passBoth);
  while (g.chain.length) g = run(g, passBoth);
  assert.equal(g.objects.F.zone, 'trash');
  assert.deepEqual(g.players[0].hand, ['d1', 'd2'], 'one more draw, and only one');
  assert.equal(g.players[0].xp, 0);
});
