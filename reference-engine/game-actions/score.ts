// Gaining points and Scoring (rules 467–470): conquer and hold, at most once per battlefield per turn.
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { battlefieldState, playerState, type GameState, type ObjectId } from '../state.ts';
import { checkTriggers } from '../triggers/check.ts';

export function gainPoints(s: GameState, player: PlayerId, amount: number, rule?: string): void {
  playerState(s, player).points += amount;
  emit(s, { kind: 'scored', player, amount, rule });
}

/** What a conquest short of scoring every battlefield does instead of gaining the final point (rule 471.1.b.1): draw. */
export type DrawInstead = (s: GameState, player: PlayerId) => void;

/**
 * Scores a battlefield by conquering or holding it, unless the player already scored it this turn (rule 470).
 * A conquest for the final point by a player who has not scored every battlefield this turn draws instead.
 */
export function scoreBattlefield(s: GameState, player: PlayerId, battlefield: ObjectId, how: 'conquer' | 'hold', drawInstead?: DrawInstead): boolean {
  const b = battlefieldState(s, battlefield);
  if (b.scoredThisTurn.includes(player)) return false;
  b.scoredThisTurn.push(player);
  if (how === 'conquer') emit(s, { kind: 'conquered', player, object: battlefield, rule: '469.1' });
  const finalPoint = playerState(s, player).points >= s.victoryScore - 1;
  if (how === 'conquer' && finalPoint && !s.battlefields.every((x) => x.scoredThisTurn.includes(player))) {
    if (!drawInstead) throw new Error('a conquest needs what to do instead of the final point (rule 471.1.b.1)');
    drawInstead(s, player);
  } else {
    playerState(s, player).points += 1;
    emit(s, { kind: 'scored', player, object: battlefield, amount: 1, detail: how, rule: how === 'conquer' ? '469.1' : '469.2' });
  }
  if (how === 'conquer') checkTriggers(s, { kind: 'conquered', player, battlefield });
  return true;
}
