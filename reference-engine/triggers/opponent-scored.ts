// "When an opponent scores": a player scored a battlefield, by conquering or holding it (469), each
// score its own happening; a point gained otherwise is no score. The abilities watching for it are their
// opponents', found after the scorer's own conquer or hold abilities, in turn order (383.3.d).
import type { Trigger } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, nextPlayer, type GameState } from '../state.ts';
import { responsibleWatchers } from './played.ts';
import { whenEvent } from './battlefield.ts';
import type { Batch, Found } from './types.ts';

/** "When an opponent scores", with nothing more said of the score. */
export function watchesOpponentScoring(t: Trigger): boolean {
  return whenEvent(t, (e) => e.verb === 'score' && e.subject.kind === 'player' && e.subject.who === 'an-opponent' && !e.object && !e.where);
}

/** The abilities of the scorer's opponents that watch for it, each opponent's in turn order. */
export function opponentScoredTriggers(s: GameState, scorer: PlayerId): Batch {
  const found: Found[] = [];
  let player = s.turnPlayer;
  for (let k = 0; k < s.players.length; k++, player = nextPlayer(s, player)) {
    if (areAllies(s, player, scorer)) continue;
    const batch = responsibleWatchers(s, player, watchesOpponentScoring, '469');
    if (batch.placement !== 'ordered') found.push(...batch.found);
  }
  return { placement: 'each', found };
}
