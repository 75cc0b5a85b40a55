// Games for the engine's unit tests: one built from a setup, and actions taken in it through the
// public API, each of which must be accepted.
import assert from 'node:assert/strict';
import { act, createGame, type Action, type Game, type Setup } from '../../reference-engine/index.ts';

export function gameOf(setup: Setup): Game {
  const created = createGame(setup, { gameId: 'test' });
  assert.ok(created.ok, created.ok ? '' : created.error.message);
  return created.game;
}

/** Takes the actions in turn, failing the test at the first one refused. */
export function taking(g: Game, actions: readonly Action[]): Game {
  for (const a of actions) {
    const { game: next, result } = act(g, a);
    assert.ok(result.ok, `${a.kind} refused: ${result.ok ? '' : result.refusal.reason}`);
    g = next;
  }
  return g;
}

/** Alice passes, then Bob: the item on top of the Chain resolves. */
export const passBoth: readonly Action[] = [
  { kind: 'pass', player: 'Alice' },
  { kind: 'pass', player: 'Bob' },
];

/** Alice plays the card and both players pass, so that it resolves. */
export function playedAndResolved(g: Game, card: string, player = 'Alice', other = 'Bob'): Game {
  return taking(g, [
    { kind: 'play', player, card },
    { kind: 'pass', player },
    { kind: 'pass', player: other },
  ]);
}

/** The player answers the decision the game waits for by choosing these options. */
export function choosing(g: Game, player: string, chosen: string[]): Game {
  assert.ok(g.pendingDecision, 'a decision is pending');
  return taking(g, [{ kind: 'decide', player, decision: g.pendingDecision.id, answer: { chosen } }]);
}
