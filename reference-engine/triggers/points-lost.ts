// "When you lose one or more points": the losing player's abilities, once points were taken away. A
// player with none to lose loses nothing, and nothing watching for it triggers (194.4.a, 194.4.b).
import type { Trigger } from '../card-text/ast.ts';
import type { GameState } from '../state.ts';
import { responsibleWatchers } from './played.ts';
import type { Batch } from './types.ts';

export function pointsLostTriggers(s: GameState, player: string): Batch {
  return responsibleWatchers(s, player, watchesLosingPoints, '194.4.b');
}

/** "When you lose one or more points" (or "points", "a point"). */
export function watchesLosingPoints(t: Trigger): boolean {
  return (
    t.kind === 'when' &&
    !t.while &&
    !t.period &&
    t.events.some((e) => e.verb === 'lose' && e.subject.kind === 'player' && e.subject.who === 'you' && e.form !== undefined && !e.object && !e.where)
  );
}
