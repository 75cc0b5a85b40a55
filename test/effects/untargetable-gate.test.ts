// "[Level 16][>] I can't be chosen by enemy spells and abilities" (757, 824.1.c): untargetable only while
// its controller has 16 XP or more. Shown through an opponent's spell on the opponent's next turn.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, viewOf, type Game } from '../../reference-engine/index.ts';
import { playOut } from '../support/plays.ts';
import { testCard } from '../support/test-card.ts';

function bobsTurnAfterAliceGains(xp: number): Game {
  const created = createGame(
    {
      players: [
        { id: 'Alice', hand: [{ ref: 'Lesson', card: 'test:Lesson' }], base: [{ ref: 'Yi', card: 'test:Yi' }], mainDeck: [{ ref: 'a1', card: 'test:Pawn' }] },
        { id: 'Bob', hand: [{ ref: 'Jolt', card: 'test:Jolt' }], mainDeck: [{ ref: 'b1', card: 'test:Pawn' }] },
      ],
      turnPlayer: 'Alice',
      testCards: [
        testCard('Lesson', 'spell', `Gain ${xp} XP.`),
        testCard('Jolt', 'spell', 'Deal 1 to a unit.'),
        testCard('Yi', 'unit', "[Level 16][>] I can't be chosen by enemy spells and abilities.", 5),
        testCard('Pawn', 'unit', '', 1),
      ],
    },
    { gameId: 't' },
  );
  assert.ok(created.ok);
  const after = playOut(created.game, { kind: 'play', player: 'Alice', card: 'Lesson' }).game;
  const ended = act(after, { kind: 'end-turn', player: 'Alice' });
  assert.ok(ended.result.ok);
  assert.equal(viewOf(ended.game).turnPlayer, 'Bob');
  return ended.game;
}

/** The units Bob's spell is offered, or why it is refused. */
function offered(g: Game): string[] | string {
  const played = act(g, { kind: 'play', player: 'Bob', card: 'Jolt' });
  if (!played.result.ok) return played.result.refusal.code;
  return viewOf(played.game).pendingDecision?.options.map((o) => o.id) ?? [];
}

test('with 15 XP the unit may still be chosen by an enemy spell', () => {
  assert.deepEqual(offered(bobsTurnAfterAliceGains(15)), ['Yi']);
});

test('with 16 XP it may not: the spell has no legal target', () => {
  assert.equal(offered(bobsTurnAfterAliceGains(16)), 'illegal-target');
});
