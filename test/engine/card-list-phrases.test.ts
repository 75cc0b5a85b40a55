// What the engine does with phrases the card-text grammar newly reads from the card list: a spell of
// Alice's with the phrase, played on a small board and resolved, changes the board as its text says.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame } from '../../reference-engine/index.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { testCard } from '../support/test-card.ts';

const card = testCard;

/** Alice (unit "mine", Might 2, in her base) plays the spell; Bob's "theirs" (Might 3) stands at the Bridge. Choices take the first option. */
function resolved(spellText: string, moreInHand: { ref: string; card: string }[] = []): GameState {
  const created = createGame({
    players: [
      { id: 'Alice', base: [{ ref: 'mine', card: 'test:U' }], hand: [{ ref: 'spell', card: 'test:Spell' }, ...moreInHand] },
      { id: 'Bob', base: [] },
    ],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'Bridge', card: 'test:Field', controller: 'Bob', units: [{ ref: 'theirs', card: 'test:V', owner: 'Bob' }] }],
    testCards: [
      card('U', 'unit', '', 2),
      card('V', 'unit', '', 3),
      card('Spell', 'spell', spellText),
      card('Field', 'battlefield', ''),
      { ...card('Costly', 'unit', '', 5), cost: { energy: 2 } },
    ],
  });
  assert.ok(created.ok, JSON.stringify(created));
  let s = created.game;
  const step = (action: Parameters<typeof act>[1]): void => {
    const { game, result } = act(s, action);
    assert.ok(result.ok, `${JSON.stringify(action)}: ${JSON.stringify(result)}`);
    s = game;
  };
  step({ kind: 'play', player: 'Alice', card: 'spell' });
  for (let n = 0; n < 20 && s.chain.length > 0; n++) {
    const d = s.pendingDecision;
    if (d) step({ kind: 'decide', player: d.player, decision: d.id, answer: { chosen: d.options.slice(0, Math.max(d.min, 1)).map((o) => o.id) } });
    else step({ kind: 'pass', player: (s.priority ?? s.focus)! });
  }
  assert.equal(s.chain.length, 0, 'the spell resolved');
  return s;
}

test('"Move a friendly unit to that enemy unit\'s battlefield" moves it where the stunned unit is', () => {
  const s = resolved("Stun an enemy unit at a battlefield. Move a friendly unit to that enemy unit's battlefield.");
  assert.equal(s.objects.theirs.stunned, true);
  assert.equal(s.objects.mine.zone, 'battlefield');
  assert.equal(s.objects.mine.battlefield, 'Bridge');
});

test('"Move a friendly unit and an enemy unit to each other\'s locations": each goes where the other was', () => {
  const s = resolved("Move a friendly unit and an enemy unit to each other's locations.");
  assert.equal(s.objects.mine.zone, 'battlefield');
  assert.equal(s.objects.mine.battlefield, 'Bridge');
  assert.equal(s.objects.theirs.zone, 'base');
  assert.equal(s.objects.theirs.controller, 'Bob');
});

test('"Double a friendly unit\'s Might this turn" adds its Might to it', () => {
  const s = resolved("Double a friendly unit's Might this turn.");
  assert.deepEqual(
    s.objects.mine.modifiers.map((m) => m.might),
    [2],
  );
});

test('"Discard 1. Deal its Energy cost as damage to a unit at a battlefield" deals the discarded card\'s Energy cost', () => {
  const s = resolved('Discard 1. Deal its Energy cost as damage to a unit at a battlefield.', [{ ref: 'big', card: 'test:Costly' }]);
  assert.equal(s.objects.big.zone, 'trash');
  assert.equal(s.objects.theirs.damage, 2);
});
