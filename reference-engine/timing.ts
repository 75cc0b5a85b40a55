// Whether a player may play a card or activate an ability now, by the state of the turn
// (rules 308.1.a, 309.1.a, 310.1.a, 313.1.a) and the Action / Reaction keywords. Priority itself is
// checked by the dispatcher before any discretionary action.
import type { PlayerId, Refusal } from './interface.ts';
import { turnState, type GameState } from './state.ts';

export function timingRefusal(s: GameState, player: PlayerId, keywords: readonly string[]): Refusal | null {
  // 819.1.b: a card with Quick-Draw has Reaction inherently
  const reaction = keywords.includes('Reaction') || keywords.includes('Quick-Draw');
  const action = reaction || keywords.includes('Action');
  const { mode, chain } = turnState(s);
  if (chain === 'closed' && !reaction) {
    return { code: 'illegal-timing', reason: 'only Reaction cards and abilities may be played while a chain exists', rule: '309.1.a' };
  }
  if (mode === 'showdown' && !action) {
    return { code: 'illegal-timing', reason: 'only Action or Reaction cards and abilities may be played in a showdown', rule: '308.1.a' };
  }
  if (mode === 'neutral' && chain === 'open') {
    // 316.5.b.1: the turn player's teammate, invited with their priority, plays as the turn player may
    if (s.invited === player && s.phase === 'main') return null;
    if (s.phase !== 'main' || player !== s.turnPlayer) {
      return { code: 'illegal-timing', reason: 'by default, only the turn player plays cards, in their main phase', rule: '310.1.a' };
    }
  }
  return null;
}
