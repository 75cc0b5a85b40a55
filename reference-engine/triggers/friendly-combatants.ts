// "When a friendly unit attacks or defends alone" (Mask of Foresight): a permanent watching its
// controller's units gain the Attacker or Defender designation as a combat begins (464.2) or as they join
// it (383.4.e.2, 383.4.f.2). "alone" after the last verb belongs to each (as in 364.3.a's "While I'm
// attacking or defending alone"): the unit has no other friendly unit at its location then (740.2.a).
// One trigger per such unit; "it" in the effect is that unit (359.3.f.3).
import type { EventPattern, Trigger } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { qualifies } from '../playing-cards/selection.ts';
import { everyObject, battlefieldState, isAlone, objectOf, type GameState, type ObjectId } from '../state.ts';
import { friendlyUnit } from './delayed-events.ts';
import { inTurnOrder } from './in-turn-order.ts';
import type { Batch, Found } from './types.ts';

const ROLE = { attack: 'attacker', defend: 'defender' } as const;

function isAloneForm(e: EventPattern): boolean {
  return e.where?.prep === 'bare' && e.where.at.kind === 'combat' && e.where.at.form === 'alone';
}

/** The roles watched and whether the unit must be alone; null for any other trigger. */
function watched(t: Trigger): { roles: ('attacker' | 'defender')[]; alone: boolean } | null {
  if (t.kind !== 'when' || t.form !== 'When' || t.while || t.period || t.oncePerTurn) return null;
  const events = t.events;
  const read = events.every(
    (e, n) => (e.verb === 'attack' || e.verb === 'defend') && friendlyUnit(e.subject) && !e.object && !e.to && (n === 0 || e.subjectShared),
  );
  if (!read) return null;
  // "alone" printed once, after the last verb; no other verb says where
  const last = events.at(-1)!;
  if (events.slice(0, -1).some((e) => e.where) || (last.where && !isAloneForm(last))) return null;
  return { roles: events.map((e) => ROLE[e.verb as keyof typeof ROLE]), alone: isAloneForm(last) };
}

export function watchesFriendlyCombatant(t: Trigger): boolean {
  return watched(t) !== null;
}

/** The units designated at `battlefield` (those `joined`, under way) seen by their controllers' watchers, per player in turn order. */
export function friendlyCombatantTriggers(s: GameState, battlefield: ObjectId, joined?: readonly ObjectId[]): Batch {
  const units = (joined ?? battlefieldState(s, battlefield).units).map((id) => objectOf(s, id));
  return inTurnOrder(s, (p) => {
    const group: Found[] = [];
    for (const o of everyObject(s)) {
      if (o.controller !== p || !abilitiesActive(o)) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        const w = watched(ability.trigger);
        if (!w || ability.trigger.kind !== 'when') continue;
        const subject = ability.trigger.events[0]!.subject;
        for (const u of units) {
          if (!u.designation || !w.roles.includes(u.designation as 'attacker') || (w.alone && !isAlone(s, u))) continue;
          if (qualifies(s, u, subject, { controller: p, source: o.id }))
            group.push({ source: o.id, controller: p, ability: index, detail: `ability ${index + 1}`, data: { subject: [u.id], notes: { battlefield } } });
        }
      }
    }
    return group;
  });
}
