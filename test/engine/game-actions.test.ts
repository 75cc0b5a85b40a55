// Game actions on a working state: the limits the rules put on them (rules 413–431).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buff, burnOut, channel, dealDamage, draw, exhaust, notReplaced, stun } from '../../reference-engine/game-actions/index.ts';
import { createGame, type Setup } from '../../reference-engine/index.ts';
import { playerState, type GameState } from '../../reference-engine/state.ts';

const RUNE = { id: 'test:Rune', name: 'Rune', type: 'rune' as const, text: '' };

function state(patch: Partial<Setup['players'][number]> = {}, victoryScore = 8): GameState {
  const created = createGame({
    players: [{ id: 'Alice', ...patch }, { id: 'Bob' }],
    turnPlayer: 'Alice',
    victoryScore,
    testCards: [RUNE],
  });
  assert.ok(created.ok);
  return structuredClone(created.game);
}

const cards = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ ref: `${prefix}${i + 1}`, card: 'Shipyard Skulker' }));

test('drawing more cards than the deck holds draws, burns out, then draws the rest', () => {
  const s = state({ mainDeck: cards('d', 1), trash: cards('t', 3) });
  draw(s, 'Alice', 2, undefined, notReplaced);
  const alice = playerState(s, 'Alice');
  assert.equal(alice.hand.length, 2);
  assert.equal(alice.hand[0], 'd1');
  assert.equal(alice.mainDeck.length, 2);
  assert.equal(alice.trash.length, 0);
  assert.equal(playerState(s, 'Bob').points, 1);
});

test('with deck and trash both empty, each burn out gives a point until the opponent wins at once', () => {
  const s = state({}, 3);
  draw(s, 'Alice', 1, undefined, notReplaced);
  assert.equal(playerState(s, 'Bob').points, 3);
  assert.equal(s.winner, 'Bob');
  assert.equal(s.events.filter((e) => e.kind === 'burned-out').length, 3);
});

test('a burn out recycles the whole trash into the main deck', () => {
  const s = state({ trash: cards('t', 4) });
  burnOut(s, 'Alice');
  assert.deepEqual([...playerState(s, 'Alice').mainDeck].sort(), ['t1', 't2', 't3', 't4']);
});

test('channel takes runes from the top, as many as there are, ready unless told', () => {
  const s = state({
    runeDeck: [
      { ref: 'r1', card: RUNE.id },
      { ref: 'r2', card: RUNE.id },
      { ref: 'r3', card: RUNE.id },
    ],
  });
  assert.equal(channel(s, 'Alice', 2), 2);
  assert.deepEqual(playerState(s, 'Alice').runes, ['r1', 'r2']);
  assert.equal(s.objects.r1.exhausted, false);
  assert.equal(channel(s, 'Alice', 2, { exhausted: true }), 1);
  assert.equal(s.objects.r3.exhausted, true);
});

test('exhausting, stunning and buffing twice changes nothing the second time', () => {
  const s = state({ base: [{ ref: 'u', card: 'Shipyard Skulker' }] });
  assert.equal(exhaust(s, 'u'), true);
  assert.equal(exhaust(s, 'u'), false);
  assert.equal(stun(s, 'u'), true);
  assert.equal(stun(s, 'u'), false);
  assert.equal(buff(s, 'u'), true);
  assert.equal(buff(s, 'u'), false);
  assert.equal(s.objects.u.buffs, 1);
  assert.equal(buff(s, 'u', { allowMultiple: true }), true);
  assert.equal(s.objects.u.buffs, 2);
});

test('only a positive amount of damage is dealt', () => {
  const s = state({ base: [{ ref: 'u', card: 'Shipyard Skulker' }] });
  assert.equal(dealDamage(s, 'u', 0), 0);
  assert.equal(
    s.events.some((e) => e.kind === 'damaged'),
    false,
  );
  assert.equal(dealDamage(s, 'u', 2), 2);
  assert.equal(s.objects.u.damage, 2);
});
