// Gaining points and Scoring (rules 467–471): conquer and hold, at most once per battlefield per turn,
// and the Final Point a conquer gains only when it completes a turn that scored every battlefield.
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, battlefieldState, playerState, type GameState, type ObjectId } from '../state.ts';
import { scoringForbiddenHere } from '../triggers/battlefield.ts';
import { checkTriggers } from '../triggers/check.ts';
import { draw } from './draw.ts';
import { cannotGainPoints } from './points.ts';
import { shareTeamPoints } from '../modes.ts';
import type { EventReplacer } from './replaceable.ts';

/**
 * Rule 471.1.b: a conquer that would bring its player to the Victory Score (or beyond) gains the
 * point only if that player has scored every battlefield this turn; otherwise they draw a card.
 */
function finalPointWithheld(s: GameState, player: PlayerId): boolean {
  if (playerState(s, player).points < s.victoryScore - 1) return false;
  // 489.8.g.1: a battlefield the player's team was disqualified from conquering does not count against the Final Point.
  if (s.battlefields.every((b) => b.scoredThisTurn.includes(player) || disqualified(s, player, b.id))) return false;
  return s.battlefields.some((b) => !b.scoredThisTurn.includes(player));
}

/** 469.1.a: a battlefield a teammate controlled at the turn's scoring step, for the turn player's team. */
function disqualified(s: GameState, player: PlayerId, battlefield: ObjectId): boolean {
  return (s.disqualifiedThisTurn?.includes(battlefield) ?? false) && areAllies(s, player, s.turnPlayer);
}

/**
 * Scores a battlefield by conquering or holding it, unless the player already scored it this turn
 * (rule 470). A conquer passes `replaced`, which applies replacement effects to the draw a withheld
 * Final Point gives; a hold never draws (471.1.a.1).
 */
export function scoreBattlefield(
  s: GameState,
  player: PlayerId,
  battlefield: ObjectId,
  ...[how, replaced, before]: [how: 'conquer', replaced: EventReplacer, before: PlayerId | null] | [how: 'hold']
): boolean {
  const b = battlefieldState(s, battlefield);
  if (b.scoredThisTurn.includes(player)) return false;
  if (how === 'conquer' && disqualified(s, player, battlefield)) return false;
  if (scoringForbiddenHere(s, player, battlefield)) return false;
  b.scoredThisTurn.push(player);
  if (how === 'conquer') {
    emit(s, { kind: 'conquered', player, object: battlefield, rule: '469.1' });
    (s.battlefieldsConqueredThisTurn ??= []).push({ player, battlefield });
  }
  const withheld = how === 'conquer' && finalPointWithheld(s, player);
  if (withheld) draw(s, player, 1, '471.1.b.1', replaced!);
  else if (!cannotGainPoints(s, player)) {
    playerState(s, player).points += 1;
    shareTeamPoints(s, player);
    emit(s, { kind: 'scored', player, object: battlefield, amount: 1, detail: how, rule: how === 'conquer' ? '469.1' : '469.2' });
  }
  if (how === 'conquer') {
    checkTriggers(s, { kind: 'conquered', player, battlefield, before: before ?? null });
    // after the conqueror's own: the opponents' "When an opponent scores" (a hold's, after the scoring step's hold abilities)
    checkTriggers(s, { kind: 'scored', player, battlefield });
  }
  return true;
}
