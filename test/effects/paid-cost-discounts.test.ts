// "You may spend 3 XP as an additional cost to play me. If you do, I cost :rb_energy_3: less": the
// discount applies only when the player chooses to pay the additional cost (356.4, 356.4.f.1).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, type Game } from '../../reference-engine/index.ts';
import { gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const DEFENDER = {
  ...testCard('Defender', 'unit', 'You may spend 3 XP as an additional cost to play me. If you do, I cost :rb_energy_3: less.', 3),
  cost: { energy: 3 },
};
const STUDY = testCard('Study', 'spell', 'Gain 3 XP.');

/** Alice has 3 XP and no Energy, and starts to play her 3-Energy unit. */
function playing(): Game {
  const g = gameOf({
    players: [
      {
        id: 'Alice',
        hand: [
          { ref: 'S', card: STUDY.id },
          { ref: 'D', card: DEFENDER.id },
        ],
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [DEFENDER, STUDY],
  });
  const studied = run(g, [
    { kind: 'play', player: 'Alice', card: 'S' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  assert.equal(studied.players[0].xp, 3);
  const started = run(studied, [{ kind: 'play', player: 'Alice', card: 'D' }]);
  assert.equal(started.pendingDecision?.kind, 'optional-cost');
  return started;
}

const answer = (g: Game, accept: boolean) => act(g, { kind: 'decide', player: 'Alice', decision: g.pendingDecision!.id, answer: { accept } });

test('paying the additional cost makes the unit cost 3 less: played with no Energy, the XP spent', () => {
  const { game, result } = answer(playing(), true);
  assert.ok(result.ok, result.ok ? '' : result.refusal.reason);
  assert.equal(game.objects.D.zone, 'base');
  assert.equal(game.players[0].xp, 0);
});

test('declining it leaves the full cost, which Alice cannot pay', () => {
  const { result } = answer(playing(), false);
  assert.equal(result.ok, false);
});
