// Playing a card in a unit test through the engine's public actions: the action, its questions
// answered in turn (the first option where no answer is given), then passes until the Chain is empty.
import assert from 'node:assert/strict';
import { act, viewOf, type Action, type Game, type Setup } from '../../reference-engine/index.ts';

/** The game after the play, or the code of the refusal of its action (the game unchanged). */
export function playOut(g: Game, action: Action, answers: string[][] = []): { game: Game; refused?: string } {
  const first = act(g, action);
  if (!first.result.ok) return { game: g, refused: first.result.refusal.code };
  return { game: settle(first.game, answers) };
}

/** The pending questions answered with `answers` in turn (else the first option), and passes until the Chain is empty. */
export function settle(g: Game, answers: string[][] = []): Game {
  let now = g;
  const queue = [...answers];
  for (let guard = 0; guard < 20; guard++) {
    const v = viewOf(now);
    const d = v.pendingDecision;
    const next = d
      ? act(now, { kind: 'decide', player: d.player, decision: d.id, answer: { chosen: queue.shift() ?? [d.options[0]!.id] } })
      : v.chain.length > 0
        ? act(now, { kind: 'pass', player: v.priority! })
        : null;
    if (!next) return now;
    assert.ok(next.result.ok, next.result.ok ? '' : next.result.refusal.reason);
    now = next.game;
  }
  assert.fail('the play did not end');
}

/** The Energy left in the player's rune pool. */
export const energyLeft = (g: Game, player: string): number => viewOf(g).players.find((p) => p.id === player)!.runePool.energy;

/** Whether the unit is exhausted, wherever on the board it is (undefined: not on the board). */
export function exhaustedOnBoard(g: Game, ref: string): boolean | undefined {
  const v = viewOf(g);
  const all = [...v.players.flatMap((p) => p.base), ...v.battlefields.flatMap((b) => b.units)];
  return all.find((o) => o.ref === ref)?.exhausted;
}

type Placed = { ref: string; card: string; buffs?: number };

/** Alice as a test sets her up: her hand, base and trash, Energy in her pool, and a deck of `deck` test:Pawn cards to draw from. */
export function alice(of: { hand: Placed[]; base?: Placed[]; trash?: Placed[]; energy?: number; deck?: number }): Setup['players'][number] {
  return {
    id: 'Alice',
    hand: of.hand,
    base: of.base ?? [],
    trash: of.trash ?? [],
    runePool: { energy: of.energy ?? 0, power: {} },
    mainDeck: Array.from({ length: of.deck ?? 3 }, (_, i) => ({ ref: `deck${i}`, card: 'test:Pawn' })),
  };
}
