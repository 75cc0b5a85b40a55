// "Each player must kill one of their units. If you paid my additional cost, you don't kill a unit this
// way": the condition is read first; when it holds, everyone but you kills, and when not, you kill too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, type Game } from '../../reference-engine/index.ts';
import { gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const INSPECTOR = testCard(
  'Inspector',
  'unit',
  "You may spend 3 XP as an additional cost to play me.\nWhen you play me, each player must kill one of their units. If you paid my additional cost, you don't kill a unit this way.",
  2,
);
const STUDY = testCard('Study', 'spell', 'Gain 3 XP.');
const PAWN = testCard('Pawn', 'unit', '', 1);

function inspected(pay: boolean): Game {
  let g = gameOf({
    players: [
      {
        id: 'Alice',
        hand: [
          { ref: 'S', card: STUDY.id },
          { ref: 'I', card: INSPECTOR.id },
        ],
      },
      { id: 'Bob', base: [{ ref: 'b1', card: PAWN.id }] },
    ],
    turnPlayer: 'Alice',
    testCards: [INSPECTOR, STUDY, PAWN],
  });
  g = run(g, [
    { kind: 'play', player: 'Alice', card: 'S' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
    { kind: 'play', player: 'Alice', card: 'I' },
  ]);
  const answered = act(g, { kind: 'decide', player: 'Alice', decision: g.pendingDecision!.id, answer: { accept: pay } });
  assert.ok(answered.result.ok);
  return run(answered.game, [
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
}

test('with the additional cost paid, the opponent kills a unit and you do not', () => {
  const g = inspected(true);
  assert.equal(g.objects.b1.zone, 'trash');
  assert.equal(g.objects.I.zone, 'base');
});

test('without it, every player kills one of their units, you included', () => {
  const g = inspected(false);
  assert.equal(g.objects.b1.zone, 'trash');
  assert.equal(g.objects.I.zone, 'trash');
});
