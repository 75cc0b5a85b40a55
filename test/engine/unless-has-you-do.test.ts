// "Deal 6 to it unless its controller has you draw 2": the chosen unit's controller decides as the spell
// resolves. If they have its caster draw 2, the damage is not dealt; if they decline, it is.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GameState } from '../../reference-engine/state.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { damageTo, gameOf, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const SHAKE = testCard('Shake', 'spell', 'Choose an enemy unit. Deal 6 to it unless its controller has you draw 2.');
const FIELD = testCard('Field', 'battlefield', '');
const FILLER = testCard('Filler', 'unit', '', 3);

/** Alice plays Shake on Bob's Brute; every question Bob is asked he answers `bobSays`. */
function shake(bobSays: 'yes' | 'no'): GameState {
  const s = gameOf({
    turnPlayer: 'Alice',
    players: [
      {
        id: 'Alice',
        hand: [{ ref: 'shake', card: SHAKE.id }],
        mainDeck: Array.from({ length: 3 }, (_, i) => ({ ref: `card ${i + 1}`, card: FILLER.id })),
      },
      { id: 'Bob', mainDeck: [{ ref: 'bob card', card: FILLER.id }] },
    ],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, controller: 'Bob', units: [{ ref: 'brute', card: FILLER.id, owner: 'Bob' }] }],
    testCards: [SHAKE, FIELD, FILLER],
  });
  const asked: string[] = [];
  let next = run(s, [{ kind: 'play', player: 'Alice', card: 'shake' }]);
  for (let n = 0; n < 30 && (next.chain.length > 0 || next.pendingDecision); n++) {
    const d = next.pendingDecision;
    if (d?.player === 'Bob' && d.kind === 'yes-no') asked.push(d.player);
    const chosen = d?.player === 'Bob' && d.kind === 'yes-no' ? [bobSays] : (d?.options.slice(0, Math.max(d.min, 1)).map((o) => o.id) ?? []);
    next = d
      ? run(next, [{ kind: 'decide', player: d.player, decision: d.id, answer: { chosen } }])
      : run(next, [{ kind: 'pass', player: (next.priority ?? next.focus)! }]);
  }
  assert.deepEqual(asked, ['Bob'], "the unit's controller is asked, once");
  return settle(next);
}

const draws = (s: GameState, player: string) => s.events.filter((e) => e.kind === 'drew' && e.player === player).length;

test('"unless its controller has you draw 2" is carried out: no part named unsupported', () => {
  assert.deepEqual(unsupportedParts(compileCardText(SHAKE.text).abilities), []);
});

test('its controller has Alice draw 2: she draws 2 and the unit is dealt nothing', () => {
  const s = shake('yes');
  assert.equal(draws(s, 'Alice'), 2);
  assert.deepEqual(damageTo(s, 'brute'), []);
  assert.equal(s.objects.brute.zone, 'battlefield');
});

test('its controller declines: Alice draws nothing and the unit is dealt 6', () => {
  const s = shake('no');
  assert.equal(draws(s, 'Alice'), 0);
  assert.deepEqual(damageTo(s, 'brute'), [6]);
  assert.equal(s.objects.brute.zone, 'trash');
});
