// "Your units have +1 :rb_might:. If I'm [Empowered], they have +2 :rb_might: instead": while the gear
// is Empowered the bonus is +2, never +1 and +2 together; before that it is +1; enemy units get neither.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { gameOf, mightIn, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const AMPLIFIER = testCard(
  'Amplifier',
  'gear',
  "[Empower] :rb_energy_1: (:rb_energy_1:: Empower this. Use only if not Empowered.)\nYour units have +1 :rb_might:. If I'm [Empowered], they have +2 :rb_might: instead.",
);
const PAWN = testCard('Pawn', 'unit', '', 2);

function board(empower: boolean): GameState {
  const s = gameOf({
    players: [
      {
        id: 'Alice',
        base: [
          { ref: 'amp', card: AMPLIFIER.id },
          { ref: 'mine', card: PAWN.id },
        ],
        runePool: { energy: 1, power: {} },
      },
      { id: 'Bob', base: [{ ref: 'theirs', card: PAWN.id }] },
    ],
    turnPlayer: 'Alice',
    testCards: [AMPLIFIER, PAWN],
  });
  return empower ? settle(run(s, [{ kind: 'activate', player: 'Alice', source: 'amp' }])) : s;
}

test('not Empowered: your units have +1, enemy units nothing', () => {
  const s = board(false);
  assert.equal(mightIn(s, 'mine'), 3);
  assert.equal(mightIn(s, 'theirs'), 2);
});

test('Empowered: +2 instead of +1 (not +3), enemy units still nothing', () => {
  const s = board(true);
  assert.equal(s.objects.amp.empowered, true);
  assert.equal(mightIn(s, 'mine'), 4);
  assert.equal(mightIn(s, 'theirs'), 2);
});

test('the text is carried out whole', () => {
  assert.deepEqual(unsupportedParts(compileCardText(AMPLIFIER.text).abilities), []);
});
