// Simultaneous triggers grouped by player, the turn player first, then in turn order (383.3.d): each
// player puts their own group on the Chain in the order they choose (order.ts).
import type { PlayerId } from '../interface.ts';
import { nextPlayer, type GameState } from '../state.ts';
import type { Batch, Found } from './types.ts';

/** One group per player in turn order, each what `groupOf` finds for that player. */
export function inTurnOrder(s: GameState, groupOf: (player: PlayerId) => Found[]): Batch {
  const groups: Found[][] = [];
  let p = s.turnPlayer;
  do {
    groups.push(groupOf(p));
    p = nextPlayer(s, p);
  } while (p !== s.turnPlayer);
  return { placement: 'ordered', groups };
}
