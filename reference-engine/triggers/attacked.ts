// "When an enemy unit attacks a battlefield you control" (Nine-Tailed Fox): a permanent watching the
// units that gain the Attacker designation at a battlefield its controller controls (464.2, 459).
// It triggers once for each such unit, and "it" in its effect is that unit (359.3.f.3).
import type { EventPattern, ObjectRef, Trigger } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { qualifies } from '../playing-cards/selection.ts';
import { everyObject, battlefieldState, objectOf, type GameState, type ObjectId } from '../state.ts';
import { inTurnOrder } from './in-turn-order.ts';
import { plainWhenEvents } from './plain-events.ts';
import type { Batch, Found } from './types.ts';

/** "a battlefield you control": the one restriction read on the battlefield attacked. */
function yourBattlefield(ref: ObjectRef | undefined): boolean {
  return (
    ref?.kind === 'select' &&
    ref.nouns.length === 1 &&
    ref.nouns[0] === 'battlefield' &&
    ref.filters.length === 1 &&
    ref.filters[0].kind === 'controller' &&
    ref.filters[0].who === 'you-control'
  );
}

/** "<a unit ...> attacks a battlefield you control": a unit chosen by its restrictions, attacking there. */
function attacksYourBattlefield(e: EventPattern): boolean {
  return (
    e.verb === 'attack' &&
    e.subject.kind === 'select' &&
    e.subject.nouns.includes('unit') &&
    !e.subject.plural &&
    yourBattlefield(e.object) &&
    !e.where &&
    !e.period
  );
}

export function watchesAttackOnYourBattlefield(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesAttackOnYourBattlefield);
  return t.kind === 'when' && !t.while && !t.period && t.events.some(attacksYourBattlefield);
}

/**
 * The attackers at `battlefield` (those `joined`, for units joining under way) seen by the permanents of
 * the battlefield's controller: per player in turn order, one trigger per attacker each ability names.
 */
export function attackOnYourBattlefieldTriggers(s: GameState, battlefield: ObjectId, joined?: readonly ObjectId[]): Batch {
  const controller = battlefieldState(s, battlefield).controller;
  const attackers = (joined ?? battlefieldState(s, battlefield).units).map((id) => objectOf(s, id)).filter((u) => u.designation === 'attacker');
  return inTurnOrder(s, (p) => {
    const group: Found[] = [];
    for (const o of p === controller ? everyObject(s) : []) {
      if (o.controller !== p || !abilitiesActive(o)) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        // in each part an "or" joins too
        const [e] = plainWhenEvents(ability.trigger, attacksYourBattlefield);
        if (!e) continue;
        for (const u of attackers) {
          if (qualifies(s, u, e.subject as ObjectRef, { controller: p, source: o.id }))
            group.push({ source: o.id, controller: p, ability: index, detail: `ability ${index + 1}`, data: { subject: [u.id] } });
        }
      }
    }
    return group;
  });
}
