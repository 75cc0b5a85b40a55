// Events that standing replacement effects may replace, wherever they come from (rule 370.1): a
// player's draw and a battlefield becoming contested. The game actions that cause them take an
// EventReplacer from their caller and ask it before the event happens: card text resolving passes
// its own run's (effects/replacement.ts), the turn and the cleanups the one of effects/replaced-events.ts.
// The game actions thus never import the card-text interpreter that carries replacements out.
import type { ReplaceableEvent } from '../decision-kinds.ts';
import type { GameState } from '../state.ts';

export type { ReplaceableEvent };

/** True when a replacement replaced the event (or will, once the player rule 372 names has picked which). */
export type EventReplacer = (s: GameState, event: ReplaceableEvent) => boolean;

/** Where no standing replacement can apply (a direct test of a game action). */
export const notReplaced: EventReplacer = () => false;
