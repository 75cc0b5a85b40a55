// Channel (rule 430): runes from the top of the rune deck onto the board, ready unless told otherwise;
// as many as there are when the deck runs short (430.3).
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { objectOf, playerState, type GameState } from '../state.ts';
import { relocate } from './zones.ts';

export function channel(s: GameState, player: PlayerId, count: number, opts: { exhausted?: boolean; rule?: string } = {}): number {
  let done = 0;
  for (; done < count; done++) {
    const top = playerState(s, player).runeDeck[0];
    if (top === undefined) break;
    relocate(s, top, { zone: 'runes', player });
    objectOf(s, top).exhausted = opts.exhausted ?? false;
    emit(s, { kind: 'channeled', player, object: top, from: 'rune-deck', to: 'runes', rule: opts.rule });
  }
  return done;
}
