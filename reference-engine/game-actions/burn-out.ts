// Burn Out (rule 431): recycle the trash into the main deck, then an opponent gains 1 point; a
// player who reaches the Victory Score this way wins at once (431.3.c.1).
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { opponentsOf, playerState, type GameState } from '../state.ts';
import { UnsupportedInMode } from '../modes.ts';
import { gainPoints } from './points.ts';
import { recycle } from './recycle.ts';

export function burnOut(s: GameState, player: PlayerId): void {
  const p = playerState(s, player);
  emit(s, { kind: 'burned-out', player, rule: '431.2' });
  recycle(s, player, [...p.trash]);
  // In 1v1 the only opponent gains the point; the choice among several (431.2.c) is not implemented.
  const opponents = opponentsOf(s, player);
  if (opponents.length > 1)
    throw new UnsupportedInMode(`${player} burns out and must choose one of ${opponents.join(', ')} to gain the point: not supported`, '431.2.c');
  const [opponent] = opponents;
  gainPoints(s, opponent, 1, '431.2.c');
  const o = playerState(s, opponent);
  const others = s.players.filter((x) => x.id !== opponent);
  if (o.points >= s.victoryScore && others.every((x) => x.points < o.points)) {
    s.winner = opponent;
    s.priority = null;
    emit(s, { kind: 'won', player: opponent, rule: '431.3.c.1' });
  }
}
