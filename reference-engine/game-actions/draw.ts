// Draw (rule 413), burning out when the main deck runs dry (rules 413.4, 431).
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { playerState, type GameState, type ObjectId } from '../state.ts';
import { checkTriggers } from '../triggers/check.ts';
import { burnOut } from './burn-out.ts';
import type { EventReplacer } from './replaceable.ts';
import { relocate } from './zones.ts';

/**
 * A draw, unless a replacement effect replaces it (rule 370.1.a.1: then it never happens, nor burns
 * out). `replaced` is how the replacements are applied: card text resolving passes its own.
 */
export function draw(s: GameState, player: PlayerId, count: number, rule: string | undefined, replaced: EventReplacer): void {
  if (replaced(s, rule === undefined ? { kind: 'draw', player, count } : { kind: 'draw', player, count, rule })) return;
  for (let i = 0; i < count; i++) {
    if (s.winner) return;
    const p = playerState(s, player);
    if (p.mainDeck.length === 0) {
      burnOut(s, player);
      if (s.winner) return;
      // A deck still empty after the burn out (empty trash) burns out again on the retry (rule 431.3).
      if (playerState(s, player).mainDeck.length === 0) {
        i--;
        continue;
      }
    }
    drawCard(s, player, playerState(s, player).mainDeck[0], rule);
  }
}

/** One card drawn from the player's Main Deck to their hand (413.1): "When you draw your second card each turn" sees it. */
export function drawCard(s: GameState, player: PlayerId, card: ObjectId, rule: string | undefined): void {
  relocate(s, card, { zone: 'hand', player });
  emit(s, { kind: 'drew', player, object: card, from: 'main-deck', to: 'hand', rule });
  checkTriggers(s, { kind: 'drew', player });
}
