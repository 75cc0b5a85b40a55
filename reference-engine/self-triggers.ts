// Abilities that trigger on something their own source does: "When I attack", "When I defend"
// (as a combat begins), "When I move from a location" (after a move). The ability goes on the Chain
// under its source's controller at that moment; what its text refers to is then read as 359.3.f
// says: from the trigger condition where the condition names it (noted on the item now, 359.3.f.3),
// and "enemy"/"friendly" from the ability's own controller as it resolves (359.3.f.4).
import type { EventPattern, Trigger } from './card-text/ast.ts';
import { addChainItem } from './chain.ts';
import { abilitiesOfKind } from './effects/compiled.ts';
import { emit } from './events.ts';
import { battlefieldState, objectOf, type GameState, type ObjectId } from './state.ts';

export type SelfVerb = 'attack' | 'defend' | 'move' | 'hold';

/** What the trigger condition noted when it was met (359.3.f.3): where the source moved from, the battlefield it held. */
export interface TriggerNotes {
  from?: string;
  battlefield?: string;
  /** For a delayed ability: where its source was as it was created (359.3.f.3.a). */
  here?: string;
}

function selfEvent(t: Trigger, verb: SelfVerb, notes: TriggerNotes): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => selfEvent(x, verb, notes));
  if (t.kind !== 'when') return false;
  return t.events.some((e: EventPattern) => {
    if (e.subject?.kind !== 'self' || e.verb !== verb) return false;
    if (verb !== 'move' || !e.where) return true;
    // "When I move from a location" / "... from a battlefield": only where the move began qualifies.
    if (e.where.prep !== 'from') return false;
    const at = e.where.at;
    if (at.kind === 'base') return notes.from === 'base';
    if (at.kind !== 'battlefield') return false;
    const anyLocation = at.ref.kind === 'select' && (at.ref.nouns as string[]).includes('location');
    return anyLocation || notes.from !== 'base';
  });
}

/** Rule 464.2: as a combat begins, the attackers' "When I attack" and the defenders' "When I defend" trigger, attackers first. */
export function fireCombatTriggers(s: GameState, battlefield: ObjectId): void {
  const units = battlefieldState(s, battlefield).units.map((id) => objectOf(s, id));
  for (const o of units) if (o.designation === 'attacker') fireSelfTriggers(s, o.id, 'attack');
  for (const o of units) if (o.designation === 'defender') fireSelfTriggers(s, o.id, 'defend');
}

/** Puts the source's abilities that trigger on `verb` on the Chain, noting the trigger condition's information. */
export function fireSelfTriggers(s: GameState, id: ObjectId, verb: SelfVerb, notes: TriggerNotes = {}): void {
  const o = objectOf(s, id);
  if (o.facedown) return;
  for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
    if (!selfEvent(ability.trigger, verb, notes)) continue;
    emit(s, { kind: 'triggered', object: id, player: o.controller, detail: `ability ${index + 1}` });
    const item = addChainItem(s, { kind: 'triggered', source: id, controller: o.controller, targets: [], ability: index });
    item.data = { ...(item.data ?? {}), notes };
  }
}

/** The trigger condition's notes of a chain item, if any. */
export function triggerNotesOf(data: Record<string, unknown> | undefined): TriggerNotes {
  return (data?.notes as TriggerNotes | undefined) ?? {};
}

/** Rule 315.2.b: as the turn player holds battlefields, their units there with "When I hold" trigger, noting the battlefield. */
export function fireHoldTriggers(s: GameState, player: string): void {
  for (const b of s.battlefields) {
    if (b.controller !== player) continue;
    for (const id of [...b.units]) if (objectOf(s, id).controller === player) fireSelfTriggers(s, id, 'hold', { battlefield: b.id });
  }
}
