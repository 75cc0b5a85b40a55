// Plays a short game for an engine unit test: the actions given, then passes and answers until
// the Chain is empty, no showdown is under way and nothing is asked, after each action unless told otherwise. Questions are answered with the options the test
// prefers (by id), else the first ones; "yes" to a yes-no question unless told otherwise.
import assert from 'node:assert/strict';
import { act, createGame, type Action, type Setup } from '../../reference-engine/index.ts';
import type { GameState } from '../../reference-engine/state.ts';

export interface Answers {
  prefer?: readonly string[];
  accept?: boolean;
  /** false: the actions are taken one after the other with the Chain as it is (a reaction to a spell); passes only after the last. */
  settleBetween?: boolean;
}

export function playThrough(setup: Setup, actions: readonly Action[], answers: Answers = {}): GameState {
  const created = createGame(setup);
  assert.ok(created.ok, JSON.stringify(created));
  let s = created.game;
  const step = (action: Action): void => {
    const next = act(s, action);
    assert.ok(next.result.ok, `${JSON.stringify(action)} refused: ${JSON.stringify(next.result)}`);
    s = next.game;
  };
  const answer = (): void => {
    const d = s.pendingDecision!;
    if (d.kind === 'yes-no') {
      const accept = answers.accept ?? true;
      step({ kind: 'decide', player: d.player, decision: d.id, answer: { accept, chosen: [accept ? 'yes' : 'no'] } });
      return;
    }
    const liked = d.options.filter((o) => answers.prefer?.includes(o.id)).map((o) => o.id);
    const chosen = liked.length > 0 ? liked.slice(0, Math.max(1, d.max)) : d.options.slice(0, Math.max(1, d.min)).map((o) => o.id);
    step({ kind: 'decide', player: d.player, decision: d.id, answer: { chosen, order: chosen } });
  };
  const settle = (): void => {
    for (let n = 0; n < 50 && (s.pendingDecision || s.chain.length > 0 || s.showdown); n++) {
      if (s.pendingDecision) answer();
      else step({ kind: 'pass', player: (s.priority ?? s.focus)! });
    }
  };
  for (const action of actions) {
    step(action);
    if (answers.settleBetween !== false) settle();
    else while (s.pendingDecision) answer();
  }
  settle();
  return s;
}

/** How many cards the player drew in the game so far. */
export function drawsOf(s: GameState, player: string): number {
  return s.events.filter((e) => e.kind === 'drew' && e.player === player).length;
}
