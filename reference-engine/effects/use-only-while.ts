// "Use my abilities only while I'm at a battlefield" (Renata Glasc, Mastermind): a permanent's own
// passive that conditions the use of each of its activated abilities on its place (377.2.b), checked
// as an ability is activated, beside the ability's own "Use only ..." (conditions.ts useConditionsHold).
import type { Ability } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';
import { ownLocationHolds, readsOwnLocation } from './conditions.ts';

type UsedOnlyWhile = Extract<Extract<Ability, { kind: 'passive' }>['effect'], { kind: 'abilities-only-while' }>;

/** "Use my abilities only while I'm at a battlefield": the permanent's own abilities, under its own place. */
export function readsAbilitiesOnlyWhile(e: UsedOnlyWhile): boolean {
  return e.subject.kind === 'self' && readsOwnLocation(e.condition);
}

/** Whether the source's own passives let its activated abilities be used now (377.2.b). */
export function abilitiesUsableNow(s: GameState, source: ObjectId, controller: PlayerId): boolean {
  return abilitiesOfKind(objectOf(s, source).card, 'passive').every(({ ability: { effect: e } }) => {
    if (e.kind !== 'abilities-only-while' || e.subject.kind !== 'self') return true;
    const p = e.condition;
    return !readsOwnLocation(p) || ownLocationHolds(s, p, source, controller);
  });
}
