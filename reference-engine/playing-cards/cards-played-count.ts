// "for each card you've played this turn" (Battering Ram): the cards whose play the player finalized
// this turn (s.cardsPlayedThisTurn, 419.4.b: whatever became of them since), read from the turn's
// record rather than from where those cards are now. The card being played is not counted: its cost is
// worked out before its play is finalized.
import type { ObjectRef } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import type { GameState } from '../state.ts';

const PLAYED_THIS_TURN = "you've played this turn";

/** Whether the selection is exactly "each card you've played this turn". */
export function cardsYouPlayedThisTurn(ref: ObjectRef): boolean {
  return (
    ref.kind === 'select' &&
    ref.determiner === 'each' &&
    !ref.count &&
    (ref.nouns as string[]).join() === 'card' &&
    ref.filters.length === 1 &&
    ref.filters[0]!.kind === 'done-by-you' &&
    ref.filters[0]!.form === PLAYED_THIS_TURN
  );
}

/** How many cards the player has played this turn. */
export function cardsPlayedThisTurnBy(s: GameState, player: PlayerId): number {
  return (s.cardsPlayedThisTurn ?? []).filter((p) => p.player === player).length;
}
