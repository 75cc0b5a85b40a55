// [Hunt X] (rule 823): a triggered keyword, short for "When I conquer or hold, my controller gains X XP"
// (823.1.c.1). Every instance a unit has, printed or given, adds to one Hunt Value (823.2), so a unit
// triggers once per conquest or hold, for the sum. Found here for the conquer and hold finders.
import type { Instruction } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { isUnit, keywordValue, type GameObject } from '../state.ts';
import type { Found } from './types.ts';

/** The Hunt trigger of a unit that conquers or holds, or none when it has no Hunt. */
export function huntTriggers(o: GameObject): Found[] {
  if (!isUnit(o) || o.facedown) return [];
  const value = keywordValue(o, 'Hunt'); // 823.1.c.2: a bare [Hunt] is 1; 823.2: instances are summed
  if (value <= 0) return [];
  const gain: Instruction = { kind: 'gain-xp', amount: { kind: 'number', value } };
  // the item names the first printed Hunt as its ability, so each unit's Hunt is one option to order
  const first = abilitiesOfKind(o.card, 'keyword').find((a) => a.ability.keyword.name === 'Hunt');
  return [{ source: o.id, controller: o.controller, ability: first?.index, detail: 'Hunt', rule: '823.1.c.1', data: { delayed: [gain] } }];
}
