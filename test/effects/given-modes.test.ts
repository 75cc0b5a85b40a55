// "Choose one to give me this turn — [Assault 2] / [Deflect 2] / [Ganking]": the chosen keyword, and only
// it, is the source's until the end of the turn (355.3, 801.3.a.2).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const SHIFTER = testCard('Shifter', 'unit', 'When you play me, choose one to give me this turn —\n[Assault 2]\n[Deflect 2]\n[Ganking]', 3);

function played(): Game {
  const g = gameOf({ players: [{ id: 'Alice', hand: [{ ref: 'J', card: SHIFTER.id }] }, { id: 'Bob' }], turnPlayer: 'Alice', testCards: [SHIFTER] });
  return run(g, [{ kind: 'play', player: 'Alice', card: 'J' }]);
}

const keywordsOf = (g: Game) => g.objects.J.modifiers.flatMap((m) => (m.keyword ? [`${m.keyword.name} ${m.keyword.value}`] : []));

test('the chosen mode gives its keyword to the source this turn, and no other mode is given', () => {
  let g = played();
  assert.equal(g.pendingDecision?.kind, 'choose-mode');
  g = choosing(g, 'Alice', ['mode 2']);
  g = run(g, [
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  assert.deepEqual(keywordsOf(g), ['Deflect 2']);
  g = run(g, [{ kind: 'end-turn', player: 'Alice' }]);
  assert.deepEqual(keywordsOf(g), [], 'gone when the turn ends');
});

test('choosing Ganking gives Ganking, not Assault', () => {
  const g = run(choosing(played(), 'Alice', ['mode 3']), [
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  assert.deepEqual(keywordsOf(g), ['Ganking 1']);
});
