// Which triggered abilities of a battlefield (170.9) some finder fires. A battlefield is no permanent: the
// finders of permanents' abilities pass over it (board.ts `abilitiesActive`), and only the finders below
// look at a battlefield's text. A trigger none of them watches would be claimed by the trigger table
// (support.ts, which reads a text whatever card holds it) and never fire: it is named as not carried out.
import type { Ability, Trigger } from '../card-text/ast.ts';
import { triggerText } from '../card-text/decompile/triggers.ts';
import {
  watchesAnyPlayersSpell,
  watchesAUnitMovingFromHere,
  watchesAUnitPlayedHere,
  watchesCombatStartingHere,
  watchesYouDefendHere,
  watchesYouHoldHere,
  watchesYourSpellWhileControlled,
} from './battlefield.ts';
import { watchesFirstChoiceHere, watchesFirstUnitPlayedHere } from './chosen-here.ts';
import { watchesConquestHere } from './conquer.ts';
import { watchesASpellPlayedBy } from './played.ts';
import { watchesAUnitReturnedFromHere } from './returned.ts';
import { watchesYouHold } from './self.ts';
import { firesAtATurnMoment } from './turn.ts';

/** Whether one of the finders of battlefields' abilities fires the trigger (each named beside its finder). */
function firedOnABattlefield(t: Trigger): boolean {
  const plainSpell = t.kind === 'when' && !t.while && !t.period && (watchesASpellPlayedBy(t, 'you') || watchesASpellPlayedBy(t, 'an-opponent'));
  return (
    firesAtATurnMoment(t) || // battlefieldMomentTriggers, from turn.ts
    watchesYouHoldHere(t) || // battlefieldHoldTriggers
    watchesYouHold(t, 'you-or-ally') || // battlefieldYouHoldTriggers, from self.ts
    watchesYouHold(t) ||
    watchesConquestHere(t, false) || // battlefieldConquerTriggers
    watchesYouDefendHere(t) || // battlefieldDefendTriggers
    watchesAUnitMovingFromHere(t) || // battlefieldMovedFromTriggers
    watchesYourSpellWhileControlled(t) || // battlefieldSpellTriggers
    plainSpell ||
    watchesAnyPlayersSpell(t) ||
    watchesAUnitPlayedHere(t) || // unitPlayedHereTriggers
    watchesCombatStartingHere(t) || // combatStartsHereTriggers
    watchesFirstChoiceHere(t) || // chosen-here.ts
    watchesFirstUnitPlayedHere(t) ||
    watchesAUnitReturnedFromHere(t) // returned.ts
  );
}

/** The triggers of a battlefield's text no finder of battlefields' abilities fires, named for a user. */
export function unfiredOnABattlefield(abilities: readonly Ability[]): string[] {
  const out: string[] = [];
  for (const a of abilities)
    if (a.kind === 'triggered' && !firedOnABattlefield(a.trigger))
      out.push(`the trigger "${triggerText(a.trigger)}" (no finder of a battlefield's abilities watches it)`);
  return out;
}
