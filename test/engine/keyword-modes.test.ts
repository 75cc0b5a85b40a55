// "choose one to give me this turn — [Assault 2] / [Deflect 2] / [Ganking]" (Jayce, Hammer in Hand):
// one mode is chosen as the ability is played (355.3), and only that keyword is given, for the turn.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, type Action, type Game } from '../../reference-engine/index.ts';
import { keywordsOf, keywordValue } from '../../reference-engine/state.ts';
import { testCard } from '../support/test-card.ts';

const SHIFTER = testCard('Shifter', 'unit', 'When you play me, choose one to give me this turn —\n[Assault 2]\n[Deflect 2]\n[Ganking]', 3);

function step(g: Game, a: Action): Game {
  const { game, result } = act(g, a);
  assert.ok(result.ok, `${a.kind} refused: ${result.ok ? '' : result.refusal.reason}`);
  return game;
}

function played(mode: string): Game {
  const created = createGame({
    players: [{ id: 'Alice', hand: [{ ref: 'shifter', card: SHIFTER.id }] }, { id: 'Bob' }],
    turnPlayer: 'Alice',
    testCards: [SHIFTER],
  });
  assert.ok(created.ok, created.ok ? '' : created.error.message);
  let g = step(created.game, { kind: 'play', player: 'Alice', card: 'shifter' });
  for (let k = 0; k < 8 && (g.pendingDecision || g.chain.length > 0); k++) {
    const d = g.pendingDecision;
    g = d ? step(g, { kind: 'decide', player: d.player, decision: d.id, answer: { chosen: [mode] } }) : step(g, { kind: 'pass', player: g.priority! });
  }
  assert.equal(g.chain.length, 0);
  return g;
}

test('the mode chosen is the one keyword given: Assault 2 and nothing else', () => {
  const g = played('mode 1');
  const shifter = g.objects.shifter!;
  assert.ok(keywordsOf(shifter).includes('Assault'));
  assert.equal(keywordValue(shifter, 'Assault'), 2);
  assert.ok(!keywordsOf(shifter).includes('Deflect'), 'an unchosen mode gives nothing');
  assert.ok(!keywordsOf(shifter).includes('Ganking'));
});

test('choosing Ganking gives Ganking, for this turn only', () => {
  const g = played('mode 3');
  assert.ok(keywordsOf(g.objects.shifter!).includes('Ganking'));
  assert.ok(!keywordsOf(g.objects.shifter!).includes('Assault'));
  const next = step(g, { kind: 'end-turn', player: 'Alice' });
  assert.ok(!keywordsOf(next.objects.shifter!).includes('Ganking'), 'the keyword lasts this turn');
});
