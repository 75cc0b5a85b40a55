// Lethal damage (rule 142.4.b: a non-zero amount at least the unit's Might), and what redefines it:
// "Any amount of your damage is enough to kill enemy units" (Elder Dragon). Damage a player marked
// (a deal action they were responsible for: their spell or ability, or their units' combat damage)
// is theirs; while that player controls such a passive, any of it on an enemy unit is lethal, even
// damage marked before the passive's source entered the board (the Unleashed FAQ on lethal damage).
import type { Ability, PassiveEffect } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import type { PlayerId } from '../interface.ts';
import { everyObject, hasLethalDamage, type GameObject, type GameState } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';

/** The form this module applies: unconditional, to enemy units. */
export function redefinesLethal(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  if (e.kind !== 'any-damage-lethal' || a.condition || e.subject.kind !== 'select') return false;
  const { nouns, filters } = e.subject;
  return nouns.length === 1 && nouns[0] === 'unit' && filters.length === 1 && filters[0].kind === 'controller' && filters[0].who === 'enemy';
}

/** Whether `player` controls a permanent whose passive makes any of their damage lethal to enemy units. */
export function anyDamageKills(s: GameState, player: PlayerId): boolean {
  return everyObject(s).some(
    (o) => o.controller === player && abilitiesActive(o) && abilitiesOfKind(o.card, 'passive').some(({ ability }) => redefinesLethal(ability.effect, ability)),
  );
}

/** Whether the damage marked on the unit is lethal now. */
export function lethallyDamaged(s: GameState, o: GameObject): boolean {
  if (hasLethalDamage(o)) return true;
  return o.damage > 0 && (o.damagedBy ?? []).some((p) => p !== o.controller && anyDamageKills(s, p));
}
