// Events that standing replacement effects may replace, wherever they come from (rule 370.1): a
// player's draw and a battlefield becoming contested. The game actions ask here before the event
// happens; the replacement machinery (effects/replaced-events.ts) registers itself, since it needs
// the card-text interpreter and game actions must not import it (an import cycle).
import type { ReplaceableEvent } from '../decision-kinds.ts';
import type { GameState } from '../state.ts';

export type { ReplaceableEvent };

/** True when a replacement replaced the event (or will, once the player rule 372 names has picked which). */
export type EventReplacer = (s: GameState, event: ReplaceableEvent) => boolean;

let replacer: EventReplacer = () => false;

export function setEventReplacer(f: EventReplacer): void {
  replacer = f;
}

export function isReplaced(s: GameState, event: ReplaceableEvent): boolean {
  return replacer(s, event);
}
