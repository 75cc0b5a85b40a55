// Restrictions on a unit's situation now: "that's in combat with an enemy Fury unit" (in the same combat
// as such a unit, on the other side: 460) and "that's being chosen by an enemy Fury spell" (a target of
// such a spell on the Chain now: 355.7), or either of them ("... or that's ...").
import type { Filter, ObjectRef } from '../card-text/ast.ts';
import { everyObject, isInCombat, isUnit, type GameObject, type GameState } from '../state.ts';

type Situation = Extract<Filter, { kind: 'in-combat-with' | 'being-chosen-by' | 'either-situation' }>;

/** The context a restriction is read in: the player it is read for. */
interface Context {
  controller: string;
  source?: string;
}

/** Whether the object meets the selection, as the caller reads selections (nouns and restrictions). */
type Meets = (o: GameObject, ref: ObjectRef) => boolean;

/** Whether the restriction is one read here, and the selections it names are plain ones ("an enemy Fury unit", "an enemy Fury spell"). */
export function readsSituation(f: Filter): boolean {
  if (f.kind === 'either-situation') return f.filters.length > 0 && f.filters.every(readsSituation);
  if (f.kind === 'in-combat-with') return f.object.kind === 'select' && (f.object.nouns as string[]).join() === 'unit';
  if (f.kind === 'being-chosen-by') return f.by.kind === 'select' && (f.by.nouns as string[]).join() === 'spell';
  return false;
}

/** Whether the object is in the situation now, for the player `ctx` names. */
export function inSituation(s: GameState, o: GameObject, f: Situation, ctx: Context, meets: Meets): boolean {
  if (f.kind === 'either-situation') return f.filters.some((g) => inSituation(s, o, g as Situation, ctx, meets));
  if (f.kind === 'in-combat-with') {
    if (!isInCombat(s, o)) return false;
    // the other side of the same combat: units there in combat with the other designation
    return everyObject(s).some((u) => u.id !== o.id && isUnit(u) && isInCombat(s, u) && u.designation !== o.designation && meets(u, f.object));
  }
  // a spell on the Chain whose targets include the object, meeting the selection
  return s.chain.some(
    (item) => item.kind === 'card' && item.targets.flat().includes(o.id) && s.objects[item.source] !== undefined && meets(s.objects[item.source]!, f.by),
  );
}
