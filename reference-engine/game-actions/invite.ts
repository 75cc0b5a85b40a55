// Inviting a teammate (rules 316.5.b.1, 489.8.a): in a mode with teammates, the turn player hands their
// priority to a teammate so that the teammate may play a spell or activate an ability on the turn
// player's turn, even one without Action or Reaction. Declining (passing) hands the priority back.
import type { PlayerId, Refusal } from '../interface.ts';
import { setPriority } from '../priority.ts';
import { areAllies, turnState, type GameState } from '../state.ts';

export function invite(s: GameState, player: PlayerId, teammate: PlayerId): Refusal | null {
  const rule = '489.8.a';
  if (player !== s.turnPlayer) return { code: 'illegal-action', reason: 'only the turn player invites a teammate to play', rule: '316.5.b.1' };
  if (teammate === player || !s.players.some((p) => p.id === teammate) || !areAllies(s, player, teammate)) {
    return { code: 'illegal-action', reason: `${teammate} is not a teammate of ${player}`, rule };
  }
  if (turnState(s).chain === 'closed') return { code: 'illegal-action', reason: 'an invitation is made while no Chain exists', rule: '316.5.b.1' };
  s.invited = teammate;
  setPriority(s, teammate, rule);
  return null;
}

/** The invited teammate declines: the priority goes back to the turn player who invited them. */
export function declineInvitation(s: GameState): null {
  delete s.invited;
  setPriority(s, s.turnPlayer, '489.8.a');
  return null;
}
