// "While you control 7 or more runes, prevent all damage that enemy spells and abilities would deal to
// me" (437): a unit's own protection from the damage its opponents' spells and abilities deal, while its
// condition holds. Spell or ability damage is damage the text deals without naming an object that deals
// it (the Origins FAQ on Unyielding Spirit, as effects/instructions/damage.ts reads it); damage a unit
// deals, in a fight or in combat, is not.
import type { Ability } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, type GameObject, type GameState } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';
import { passiveConditionHolds, readsPassiveCondition } from './passive-conditions.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** The form the engine applies: the unit's own, from enemy spells and abilities, under a condition read as passive conditions are. */
export function preventsEnemySpellDamage(a: Passive): boolean {
  const e = a.effect;
  if (a.gate || a.also || e.kind !== 'prevents-damage-from' || e.to.kind !== 'self' || !readsPassiveCondition(a.condition)) return false;
  const from = e.from;
  return (
    from.kind === 'select' &&
    from.determiner === 'bare' &&
    !from.count &&
    [...from.nouns].sort().join() === 'ability,spell' &&
    from.filters.length === 1 &&
    from.filters[0]!.kind === 'controller' &&
    from.filters[0]!.who === 'enemy'
  );
}

/** Whether damage a spell or ability of `dealer` would deal to the unit is all prevented now. */
export function shieldedFromSpellDamage(s: GameState, o: GameObject, dealer: PlayerId): boolean {
  if (areAllies(s, dealer, o.controller) || o.facedown) return false;
  return abilitiesOfKind(o.card, 'passive').some(({ ability }) => preventsEnemySpellDamage(ability) && passiveConditionHolds(s, ability.condition, o));
}
