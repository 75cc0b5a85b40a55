// "While your score is within 3 points of the Victory Score, your Gold [Add] an additional
// :rb_energy_1:" (Chem-Baroness): each time an ability of an object the passive names adds resources,
// it adds these too, while the permanent giving it is on the board and its condition holds.
import { everyObject } from '../state.ts';
import type { Ability, PassiveEffect, ResourceSymbol } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { qualifies } from '../playing-cards/selection.ts';
import type { GameState, ObjectId } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';
import { passiveConditionHolds, readsPassiveCondition } from './passive-conditions.ts';

/** Whether the engine carries this passive out: its subject a selection, its condition one it reads, what it adds Energy or Power. */
export function addsAdditional(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  return (
    e.kind === 'adds-additional' &&
    e.subject.kind === 'select' &&
    !a.gate &&
    readsPassiveCondition(a.condition) &&
    e.resources.every((r) => r.kind === 'energy' || r.kind === 'power')
  );
}

/** What an Add of this object's ability adds besides its own resources, by the passives of the permanents on the board. */
export function addedAlso(s: GameState, adder: ObjectId): ResourceSymbol[] {
  const gone = s.objects[adder];
  if (!gone) return [];
  // a token its own cost killed ("Kill this, :rb_exhaust:: [Add] ...") has ceased to exist: the ability
  // reads it as it last was, in its controller's base, where a gear is (last known information, 359.3.e.13)
  const source = gone.zone === 'gone' ? { ...gone, zone: 'base' as const } : gone;
  const known = { ...s, objects: { ...s.objects, [adder]: source } };
  const more: ResourceSymbol[] = [];
  for (const giver of everyObject(s)) {
    if (!abilitiesActive(giver)) continue;
    for (const { ability } of abilitiesOfKind(giver.card, 'passive')) {
      const e = ability.effect;
      if (e.kind !== 'adds-additional' || !addsAdditional(e, ability) || !passiveConditionHolds(s, ability.condition, giver)) continue;
      if (qualifies(known, source, e.subject, { controller: giver.controller, source: giver.id })) more.push(...e.resources);
    }
  }
  return more;
}
