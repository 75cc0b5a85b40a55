// Skip (rule 443): a procedure of the turn replaced with nothing.
import { everyObject } from '../state.ts';
import { isOnBoard } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { Phase, PlayerId } from '../interface.ts';
import type { GameState } from '../state.ts';

/** "Skip your Draw Phase" on a permanent the player controls: that phase of their turn is replaced with nothing (443.1, 443.2). */
export function skipsPhase(s: GameState, player: PlayerId, phase: Phase): boolean {
  return everyObject(s).some(
    (o) =>
      o.controller === player &&
      isOnBoard(o.zone) &&
      abilitiesOfKind(o.card, 'passive').some(({ ability: a }) => !a.condition && a.effect.kind === 'skip-phase' && a.effect.phase === phase),
  );
}
