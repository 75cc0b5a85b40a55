// "When you recycle a rune": a rune of the player's recycled to their Rune Deck (416.1.b), each its own
// happening, apart from the recycling of cards (played.ts) that runes take no part in.
import type { Trigger } from '../card-text/ast.ts';
import type { GameState } from '../state.ts';
import { responsibleWatchers } from './played.ts';
import type { Batch } from './types.ts';

/** "When you recycle a rune": a rune of the player's going to their Rune Deck, of any kind. */
export function watchesRuneRecycling(t: Trigger): boolean {
  return (
    t.kind === 'when' &&
    !t.while &&
    !t.period &&
    t.events.some((e) => {
      const o = e.object;
      return (
        e.verb === 'recycle' &&
        e.subject.kind === 'player' &&
        e.subject.who === 'you' &&
        o?.kind === 'select' &&
        o.determiner === 'a' &&
        o.nouns.length === 1 &&
        o.nouns[0] === 'rune' &&
        o.filters.length === 0 &&
        !e.where &&
        !e.to &&
        !e.period
      );
    })
  );
}

/** The abilities of the player who recycled a rune that watch for it (416). */
export function runeRecycledTriggers(s: GameState, player: string): Batch {
  return responsibleWatchers(s, player, watchesRuneRecycling, '416');
}
