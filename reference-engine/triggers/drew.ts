// "When you draw your second card each turn": a player drew a card, and it was their Nth drawn since
// the turn began (each card drawn is its own draw, 413.1), counted from the game's own events.
import type { EventPattern, Trigger } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import type { GameState } from '../state.ts';
import { responsibleWatchers } from './played.ts';
import type { Batch } from './types.ts';

/** N of "When you draw your Nth card each turn"; null for any other trigger. */
function nthDraw(e: EventPattern): number | null {
  const o = e.object;
  if (e.verb !== 'draw' || e.subject.kind !== 'player' || e.subject.who !== 'you' || e.period !== 'each turn' || e.where || e.to) return null;
  if (o?.kind !== 'select' || o.determiner !== 'your' || o.nouns.join() !== 'card' || o.filters.length !== 1) return null;
  const [f] = o.filters;
  return f.kind === 'ordinal' ? f.nth : null;
}

/** Whether the trigger watches its controller's Nth draw of a turn. */
export function watchesNthDraw(t: Trigger): boolean {
  return t.kind === 'when' && !t.while && !t.period && t.events.some((e) => nthDraw(e) !== null);
}

/** How many cards the player has drawn since the turn began, the one just drawn included. */
function drawnThisTurn(s: GameState, player: PlayerId): number {
  let n = 0;
  for (let k = s.events.length - 1; k >= 0 && s.events[k].kind !== 'turn-began'; k--) if (s.events[k].kind === 'drew' && s.events[k].player === player) n++;
  return n;
}

/** The drawing player's abilities watching for the draw that is their Nth this turn. */
export function drewTriggers(s: GameState, player: PlayerId): Batch {
  const n = drawnThisTurn(s, player);
  return responsibleWatchers(s, player, (t) => t.kind === 'when' && watchesNthDraw(t) && t.events.some((e) => nthDraw(e) === n), '413.1');
}
