// "Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1.": a channel takes as many
// runes as the rune deck holds (430.3); the condition holds only when that was fewer than it named.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GameState } from '../../reference-engine/state.ts';
import { playerState } from '../../reference-engine/state.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { gameOf, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const CATALYST = testCard('Catalyst', 'spell', "Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1.");
const FILLER = testCard('Filler', 'unit', '', 1);

/** Alice plays the Catalyst with `runes` runes left in her rune deck. */
function cast(runes: number): GameState {
  const s = gameOf({
    turnPlayer: 'Alice',
    players: [
      {
        id: 'Alice',
        hand: [{ ref: 'catalyst', card: CATALYST.id }],
        runeDeck: Array.from({ length: runes }, (_, i) => ({ ref: `rune ${i + 1}`, card: 'Fury Rune' })),
        mainDeck: Array.from({ length: 3 }, (_, i) => ({ ref: `card ${i + 1}`, card: FILLER.id })),
      },
      { id: 'Bob' },
    ],
    testCards: [CATALYST, FILLER],
  });
  return settle(run(s, [{ kind: 'play', player: 'Alice', card: 'catalyst' }]));
}

const draws = (s: GameState) => s.events.filter((e) => e.kind === 'drew' && e.player === 'Alice').length;

test('"if you couldn\'t channel 2 runes this way" is carried out: no part named unsupported', () => {
  assert.deepEqual(unsupportedParts(compileCardText(CATALYST.text).abilities), []);
});

test('one rune left: it is channeled exhausted, and the shortfall draws 1', () => {
  const s = cast(1);
  assert.deepEqual(playerState(s, 'Alice').runes, ['rune 1']);
  assert.equal(s.objects['rune 1'].exhausted, true);
  assert.equal(draws(s), 1);
});

test('two runes or more: both channeled, nothing drawn', () => {
  const s = cast(3);
  assert.deepEqual(playerState(s, 'Alice').runes, ['rune 1', 'rune 2']);
  assert.equal(draws(s), 0);
});
