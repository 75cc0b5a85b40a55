// Untargetability (rules 757–758): "I can't be chosen by enemy spells and abilities", "Other friendly
// units can't be chosen by enemy spells and abilities", "Your units here with less Might than me
// can't be ...", "... unless I'm in combat": passive abilities of permanents on the board, read by
// limited-units.ts. Such an object is no legal choice for a spell or ability an enemy of its
// controller controls: not as a target (758), and not on resolution either, where a target that has
// become untargetable is a mistarget (758.1) and one that no longer is counts again (758.2.a).
import type { Ability } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, type GameObject, type GameState } from '../state.ts';
import { limitedBy, readsLimit } from './limited-units.ts';

const ENEMY_CHOICES = 'be chosen by enemy spells and abilities';

/** The forms the engine applies: those whose subject and condition limited-units.ts reads. */
export function untargetableForm(a: Extract<Ability, { kind: 'passive' }>): boolean {
  return a.effect.kind === 'cant' && a.effect.action === ENEMY_CHOICES && readsLimit(a);
}

/** Whether a spell or ability that `chooser` controls cannot choose the object (757, 758). */
export function cannotBeChosenBy(s: GameState, o: GameObject, chooser: PlayerId): boolean {
  if (areAllies(s, o.controller, chooser)) return false; // only enemy spells and abilities (740.1.b)
  if (o.modifiers.some((m) => m.untargetable)) return true; // "It can't be chosen by enemy spells and abilities this turn"
  return limitedBy(s, o, ENEMY_CHOICES);
}
