// "When my Might becomes 10 or more" (triggers/mighty.ts): the unit's own Might rising from under
// the number to it or more, whatever raised it; not a rise that stays under it, nor one already over it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playThrough } from '../support/play-through.ts';
import { testCard } from '../support/test-card.ts';
import type { GameState } from '../../reference-engine/state.ts';

const BRUTE = (might: number) => testCard('Brute', 'unit', ':rb_energy_1:: Give me +1 :rb_might: this turn.\nWhen my Might becomes 10 or more, draw 1.', might);
const PUMP = testCard('Pump', 'spell', 'Give a unit +3 :rb_might: this turn.');
const FILLER = testCard('Filler', 'unit', '', 1);

function pumped(might: number, uses: number, spell = false): GameState {
  return playThrough(
    {
      players: [
        {
          id: 'Alice',
          runePool: { energy: 9, power: {} },
          base: [{ ref: 'brute', card: 'test:Brute' }],
          hand: spell ? [{ ref: 'pump', card: 'test:Pump' }] : [],
          mainDeck: [1, 2, 3].map((n) => ({ ref: `d${n}`, card: 'test:Filler' })),
        },
        { id: 'Bob' },
      ],
      turnPlayer: 'Alice',
      testCards: [BRUTE(might), PUMP, FILLER],
    },
    [
      ...Array.from({ length: uses }, () => ({ kind: 'activate' as const, player: 'Alice', source: 'brute' })),
      ...(spell ? [{ kind: 'play' as const, player: 'Alice', card: 'pump' }] : []),
    ],
  );
}

const triggers = (s: GameState): number => s.events.filter((e) => e.kind === 'triggered' && e.object === 'brute').length;

test('a rise of its Might from 9 to 10 triggers it, and a spell raising it past 10 too', () => {
  assert.equal(triggers(pumped(9, 1)), 1);
  assert.equal(triggers(pumped(8, 0, true)), 1);
});

test('a rise that stays under 10, or one from 10 upward, does not trigger it', () => {
  assert.equal(triggers(pumped(8, 1)), 0);
  assert.equal(triggers(pumped(10, 1)), 0);
  // twice across the line is once: from 9 to 10, then 10 to 11
  assert.equal(triggers(pumped(9, 2)), 1);
});
