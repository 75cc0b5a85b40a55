// "If a combat where you are the attacker ends in a tie, recall ALL units instead." (Symbol of the
// Solari): when both sides survive a combat (466.1.a.2), the attacker's units would be recalled; under
// this standing replacement every unit at that battlefield is recalled instead, the defender's too, so
// the battlefield is left to no one (the Origins FAQ). Only the units of that combat: none elsewhere.
import { everyObject } from '../state.ts';
import { isAtLocation } from '../board.ts';
import type { PlayerId } from '../interface.ts';
import type { GameState } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';

/** Whether the attacking player controls a permanent with that replacement. */
export function recallsAllOnTie(s: GameState, attacker: PlayerId): boolean {
  return everyObject(s).some(
    (o) =>
      o.controller === attacker &&
      isAtLocation(o) &&
      !o.facedown &&
      abilitiesOfKind(o.card, 'passive').some(({ ability }) => ability.effect.kind === 'tie-recalls-all' && !ability.condition),
  );
}
