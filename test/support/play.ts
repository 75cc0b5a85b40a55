// Driving the reference engine in unit tests through its public API: a game from a setup, actions
// that must be accepted, a Chain played out, and what the view and the event log show.
import assert from 'node:assert/strict';
import { act, createGame, viewOf, type Action, type Setup } from '../../reference-engine/index.ts';
import type { GameState } from '../../reference-engine/state.ts';

/** The game the setup describes; the setup must be valid. */
export function gameOf(setup: Setup): GameState {
  const created = createGame(setup);
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

/** Each action in turn, each of which must be accepted. */
export function run(s: GameState, actions: readonly Action[]): GameState {
  for (const action of actions) {
    const { game: next, result } = act(s, action);
    assert.ok(result.ok, `${JSON.stringify(action)}: ${JSON.stringify(result)}`);
    s = next;
  }
  return s;
}

/**
 * Plays on until the Chain is empty, nothing is asked and no showdown is open: each question answered
 * with its first options (or those `prefer` keeps, when it keeps any), else the player with priority passes.
 */
export function settle(s: GameState, prefer: (id: string) => boolean = () => false): GameState {
  for (let n = 0; n < 30 && (s.chain.length > 0 || s.pendingDecision || s.showdown); n++) {
    const d = s.pendingDecision;
    const preferred = d?.options.filter((o) => prefer(o.id)) ?? [];
    const chosen = preferred.length > 0 ? preferred : (d?.options.slice(0, Math.max(d.min, 1)) ?? []);
    s = d
      ? run(s, [{ kind: 'decide', player: d.player, decision: d.id, answer: { chosen: chosen.map((o) => o.id) } }])
      : run(s, [{ kind: 'pass', player: (s.priority ?? s.focus)! }]);
  }
  return s;
}

/** The Might the view shows for the unit, in a base or at a battlefield. */
export function mightIn(s: GameState, ref: string): number | null | undefined {
  const v = viewOf(s);
  return [...v.players.flatMap((p) => p.base), ...v.battlefields.flatMap((b) => b.units)].find((o) => o.ref === ref)?.might;
}

/** The amounts of damage the object was dealt, in order. */
export function damageTo(s: GameState, id: string): number[] {
  return s.events.filter((e) => e.kind === 'damaged' && e.object === id).map((e) => e.amount ?? 0);
}

/** Alice passes, then Bob: the item on top of the Chain resolves. */
export const passBoth: readonly Action[] = [
  { kind: 'pass', player: 'Alice' },
  { kind: 'pass', player: 'Bob' },
];

/** The player plays the card and both players pass, so that it resolves. */
export function playedAndResolved(s: GameState, card: string, player = 'Alice', other = 'Bob'): GameState {
  return run(s, [
    { kind: 'play', player, card },
    { kind: 'pass', player },
    { kind: 'pass', player: other },
  ]);
}

/** The player answers the decision the game waits for by choosing these options. */
export function choosing(s: GameState, player: string, chosen: string[]): GameState {
  assert.ok(s.pendingDecision, 'a decision is pending');
  return run(s, [{ kind: 'decide', player, decision: s.pendingDecision.id, answer: { chosen } }]);
}
