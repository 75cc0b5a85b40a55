// "For each friendly unit, you may spend its buff to ready it. Then buff all friendly units.": each unit
// with a buff is offered in turn; the one whose buff is spent is readied, one declined stays exhausted,
// and a unit with no buff is not offered at all.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choosing, gameOf, passBoth, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const OPERATION = testCard('Operation', 'spell', 'For each friendly unit, you may spend its buff to ready it. Then buff all friendly units.');
const PAWN = testCard('Pawn', 'unit', '', 1);

test('the unit whose own buff is spent is readied and buffed again; the declined one keeps its buff and stays exhausted', () => {
  let g = gameOf({
    players: [
      {
        id: 'Alice',
        hand: [{ ref: 'O', card: OPERATION.id }],
        base: [
          { ref: 'spent', card: PAWN.id, exhausted: true, buffs: 1 },
          { ref: 'kept', card: PAWN.id, exhausted: true, buffs: 1 },
          { ref: 'bare', card: PAWN.id, exhausted: true },
        ],
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [OPERATION, PAWN],
  });
  g = run(g, [{ kind: 'play', player: 'Alice', card: 'O' }, ...passBoth]);
  const asked: string[] = [];
  while (g.pendingDecision) {
    asked.push(g.pendingDecision.prompt);
    g = choosing(g, 'Alice', [asked.length === 1 ? 'yes' : 'no']);
  }
  assert.equal(asked.length, 2, 'the unit with no buff is not offered');
  assert.deepEqual(
    ['spent', 'kept', 'bare'].map((id) => [g.objects[id].exhausted, g.objects[id].buffs]),
    [
      [false, 1],
      [true, 1],
      [true, 1],
    ],
  );
});
