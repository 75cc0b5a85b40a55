// "When you hide a card": a player hid a card facedown at a battlefield (421), a discretionary action
// that opens no chain of its own (811.1.c.2); the abilities watching for it go on the Chain as it is done.
import type { Trigger } from '../card-text/ast.ts';
import type { GameState } from '../state.ts';
import { responsibleWatchers, watchesPlainly } from './played.ts';
import type { Batch } from './types.ts';

/** "When you hide a card", of any card. */
export function watchesHiding(t: Trigger): boolean {
  return t.kind === 'when' && !t.while && !t.period && watchesPlainly(t, 'hide', 'you', 'card');
}

/** The hiding player's abilities watching for it; the card hidden, facedown, has none (its text is inactive). */
export function hidTriggers(s: GameState, player: string): Batch {
  return responsibleWatchers(s, player, watchesHiding, '421');
}
