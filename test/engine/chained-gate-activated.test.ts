// "[Level 6][>] [>>][Reaction][>] :rb_exhaust:: [Add] ...": an activated ability that is itself a keyword's
// ([Reaction]) behind a dependent keyword's gate is used only while the gate holds (727.1.c.3, 824.1.c),
// checked as it is activated, as any gate of an activated ability.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act } from '../../reference-engine/index.ts';
import { playerState, type GameState } from '../../reference-engine/state.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { addReactionsOf } from '../../reference-engine/playing-cards/add-reactions.ts';
import { gameOf } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const TEXT = '[Level 6][>] [>>][Reaction][>] :rb_exhaust:: [Add] :rb_energy_1:.';
const FRUIT = testCard('Fruit', 'gear', TEXT);

/** Alice's ready Fruit in her base, with `xp` XP. */
function game(xp: number): GameState {
  const s = gameOf({ turnPlayer: 'Alice', players: [{ id: 'Alice', base: [{ ref: 'fruit', card: FRUIT.id }] }, { id: 'Bob' }], testCards: [FRUIT] });
  playerState(s, 'Alice').xp = xp;
  return s;
}

test('a chained gate on an activated ability is carried out: no part named unsupported', () => {
  assert.deepEqual(unsupportedParts(compileCardText(TEXT).abilities), []);
});

test('with 6 XP the ability is used: the Fruit exhausts and adds its Energy', () => {
  const s = game(6);
  const done = act(s, { kind: 'activate', player: 'Alice', source: 'fruit' });
  assert.ok(done.result.ok, JSON.stringify(done.result));
  assert.equal(done.game.objects.fruit.exhausted, true);
  assert.equal(playerState(done.game, 'Alice').runePool.energy, 1);
  assert.equal(addReactionsOf(s, 'Alice').length, 1, 'offered while paying too');
});

test('with 5 XP it is refused, and not offered while paying', () => {
  const s = game(5);
  const refused = act(s, { kind: 'activate', player: 'Alice', source: 'fruit' }).result;
  assert.ok(!refused.ok && refused.refusal.rule === '824.1.c', JSON.stringify(refused));
  assert.deepEqual(addReactionsOf(s, 'Alice'), []);
});
