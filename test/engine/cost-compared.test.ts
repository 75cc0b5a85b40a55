// "with Energy cost less than your points", "with Energy cost no more than my Might": a printed Energy
// cost (356.1.c) compared with a value read as the choice is made, so what may be chosen follows the
// points and the Might of the moment.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Setup } from '../../reference-engine/index.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const PURGE = testCard('Purge', 'spell', 'Kill a gear with Energy cost less than your points.');
const WRECKER = testCard('Wrecker', 'unit', 'When I conquer, you may kill a gear with Energy cost no more than my Might.', 3);
const gear = (energy: number) => ({ ...testCard(`Gear${energy}`, 'gear', ''), cost: { energy } });
const CARDS = [FIELD, PURGE, WRECKER, gear(2), gear(3), gear(4)];

const game = (setup: Omit<Setup, 'testCards' | 'turnPlayer'>): GameState => gameOf({ turnPlayer: 'Alice', ...setup, testCards: CARDS });

const gears = [
  { ref: 'two', card: 'test:Gear2' },
  { ref: 'three', card: 'test:Gear3' },
  { ref: 'four', card: 'test:Gear4' },
];

/** The gear Alice's Purge may choose with her points at `points`. */
function purgeOptions(points: number): string[] {
  const s = game({
    players: [
      { id: 'Alice', points, hand: [{ ref: 'purge', card: PURGE.id }] },
      { id: 'Bob', base: gears },
    ],
  });
  const d = run(s, [{ kind: 'play', player: 'Alice', card: 'purge' }]).pendingDecision;
  assert.ok(d, 'the spell asks for its target');
  return d.options.map((o) => o.id).sort();
}

test('"with Energy cost less than your points": only the cheaper gear, and more of them as the points grow', () => {
  assert.deepEqual(purgeOptions(3), ['two']);
  assert.deepEqual(purgeOptions(4), ['three', 'two']);
});

/** The gear Alice's Wrecker, with `buffs` buffs, may kill once it conquers the Bridge. */
function wreckerOptions(buffs: number): string[] {
  let s = game({
    players: [
      { id: 'Alice', base: [{ ref: 'wrecker', card: WRECKER.id, buffs }] },
      { id: 'Bob', base: gears },
    ],
    battlefields: [{ ref: 'Bridge', card: FIELD.id }],
  });
  s = run(s, [{ kind: 'move', player: 'Alice', units: ['wrecker'], to: 'Bridge' }]);
  for (let n = 0; n < 12; n++) {
    const d = s.pendingDecision;
    if (d && d.options.some((o) => o.id === 'two')) return d.options.map((o) => o.id).sort();
    s = d
      ? run(s, [{ kind: 'decide', player: d.player, decision: d.id, answer: { chosen: d.options.slice(0, Math.max(d.min, 1)).map((o) => o.id) } }])
      : run(s, [{ kind: 'pass', player: (s.priority ?? s.focus)! }]);
  }
  assert.fail('no choice of gear was asked');
}

test('"with Energy cost no more than my Might": up to the Might it has as it resolves, a buff included', () => {
  assert.deepEqual(wreckerOptions(0), ['three', 'two']);
  assert.deepEqual(wreckerOptions(1), ['four', 'three', 'two']);
});

test('each of these texts is carried out whole, so none is refused as unsupported', () => {
  for (const c of [PURGE, WRECKER]) assert.deepEqual(unsupportedParts(compileCardText(c.text).abilities), [], c.name);
});
