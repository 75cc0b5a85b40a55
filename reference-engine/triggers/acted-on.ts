// Abilities that trigger when a player does something to an object: "When you ready me",
// "When you buff me", "When you stun an enemy unit", "When you move an enemy unit", "When you attach an Equipment to me", "When you
// banish a card you own". "You" is the
// controller of the ability's source, and it must be the player who is responsible for the game
// action (411.1): the controller of the spell or ability that performs it. A game action performed
// by the game's own procedures (the Awaken step readying everything, 315.1.b) is nobody's
// responsibility (411.2) and sets none of these off.
import type { EventPattern, ObjectRef, Trigger } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId } from '../interface.ts';
import { qualifies } from '../playing-cards/selection.ts';
import { everyObject, objectOf, type GameState, type GameObject, type ObjectId } from '../state.ts';
import { inTurnOrder } from './in-turn-order.ts';
import { plainWhenEvents } from './plain-events.ts';
import type { ActedVerb, Batch, Found } from './types.ts';

const VERBS: readonly ActedVerb[] = ['ready', 'buff', 'stun', 'attach', 'banish', 'burn', 'empower', 'move'];

/** The verb of the event, its keyword form ("When you [Stun] an enemy unit") read as the plain verb. */
function verbOf(e: EventPattern): string {
  return /^\[[A-Z][a-z]+\]$/.test(e.verb) ? e.verb.slice(1, -1).toLowerCase() : e.verb;
}

/** "you <verb> <object> [to <to>]", the one form read. */
function actedOn(e: EventPattern): e is EventPattern & { object: ObjectRef } {
  if (!(VERBS as readonly string[]).includes(verbOf(e)) || e.subject.kind !== 'player' || e.subject.who !== 'you') return false;
  if (!e.object || e.where || e.period || e.with) return false;
  // "When you attach an Equipment to me" (the top-most card watches), "When you attach this to a unit" (the attached card does)
  if (e.verb === 'attach') return (e.to?.kind === 'self' && e.object.kind === 'select') || (e.object.kind === 'self' && e.to?.kind === 'select');
  // "one or more enemy units" triggers once for a whole group: not read here
  return !e.to && (e.object.kind === 'self' || (e.object.kind === 'select' && !e.object.plural));
}

/** Whether the trigger watches a player perform one of these game actions. */
export function watchesActingOn(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesActingOn);
  return t.kind === 'when' && !t.while && !t.period && t.events.some(actedOn);
}

function refMatches(s: GameState, printed: ObjectRef, o: GameObject, watcher: GameObject): boolean {
  if (printed.kind === 'self') return o.id === watcher.id;
  // a trigger condition chooses nothing: "an enemy unit", "another unit" count one enemy spells cannot choose (757.1, 758);
  // "another" keeps its "other" restriction, which leaves the watcher out
  const choosing = printed.kind === 'select' && (printed.determiner === 'a' || printed.determiner === 'another');
  const ref = choosing ? { ...printed, determiner: 'each' as const } : printed;
  // a banished or burned card is matched where the action put it, whatever zone it came from (427.1, 440.1.a), and a legend
  // where it is: the Legend Zone is of the board though no location (107.4), so readying a legend readies "something else"
  const elsewhere = o.zone === 'banishment' || o.zone === 'trash' || o.zone === 'legend';
  const seen =
    elsewhere && ref.kind === 'select'
      ? { ...ref, filters: [...ref.filters, { kind: 'among' as const, form: o.zone === 'trash' ? 'burned' : 'banished' }] }
      : ref;
  return qualifies(s, o, seen, { controller: watcher.controller, source: watcher.id, ...(seen !== ref ? { among: [o.id] } : {}) });
}

/** Whether an attach's top-most card is the one the trigger names: the watcher itself, or one it describes. */
function attachedTo(s: GameState, e: EventPattern, watcher: GameObject, to: ObjectId | undefined): boolean {
  if (to === undefined || !e.to) return false;
  return e.to.kind === 'self' ? to === watcher.id : refMatches(s, e.to, objectOf(s, to), watcher);
}

/**
 * `player` performed `verb` on `object` (attached it `to` a top-most card). Each player's watching
 * abilities in turn order; only the responsible player's own can match ("you").
 */
export function actedOnTriggers(s: GameState, verb: ActedVerb, player: PlayerId, object: ObjectId, to?: ObjectId): Batch {
  const target = objectOf(s, object);
  const where = target.zone === 'battlefield' && target.battlefield !== undefined ? { notes: { battlefield: target.battlefield } } : {};
  return inTurnOrder(s, (p) => {
    const group: Found[] = [];
    // only the responsible player's own abilities ("you")
    for (const o of p === player ? everyObject(s) : []) {
      // 725.1: a card's own text that triggers off its attaching exists as it attaches, though attached text is inactive
      const attaching = verb === 'attach' && o.id === object;
      if (o.controller !== player || !(abilitiesActive(o) || attaching)) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        // each part an "or" joins is watched as printed (383.1)
        const fires = plainWhenEvents(ability.trigger, actedOn).some(
          (e) => verbOf(e) === verb && refMatches(s, e.object, target, o) && (verb !== 'attach' || attachedTo(s, e, o, to)),
        );
        // "it" in the effect is the object acted on, "that battlefield" the one it was at (359.3.f.3)
        if (fires) group.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}`, data: { subject: [object], ...where } });
      }
    }
    return group;
  });
}

/** The verbs whose instructions report the objects they acted on together (effects/instructions/permanents.ts: a stun). */
const GROUP_VERBS: readonly ActedVerb[] = ['stun'];

/** "you <verb> one or more <objects>": once for all the objects one instruction acted on together. */
function actedOnGroup(e: EventPattern): e is EventPattern & { object: Extract<ObjectRef, { kind: 'select' }> } {
  if (!(GROUP_VERBS as readonly string[]).includes(verbOf(e)) || e.subject.kind !== 'player' || e.subject.who !== 'you') return false;
  if (!e.object || e.where || e.period || e.with || e.to) return false;
  return e.object.kind === 'select' && e.object.plural && e.object.determiner === 'one-or-more';
}

/** Whether the trigger watches a player do something to one or more objects at once ("When you stun one or more enemy units"). */
export function watchesActingOnGroup(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesActingOnGroup);
  return t.kind === 'when' && !t.while && !t.period && t.events.some(actedOnGroup);
}

/**
 * `player` performed `verb` on `objects` with one instruction: each of their abilities watching for
 * "one or more" such objects triggers once if any of them is one it names; "them" are those.
 */
export function actedOnGroupTriggers(s: GameState, verb: ActedVerb, player: PlayerId, objects: readonly ObjectId[]): Batch {
  return inTurnOrder(s, (p) => {
    const group: Found[] = [];
    // only the responsible player's own abilities ("you")
    for (const o of p === player ? everyObject(s) : []) {
      if (o.controller !== player || !abilitiesActive(o)) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        for (const e of plainWhenEvents(ability.trigger, actedOnGroup)) {
          if (verbOf(e) !== verb) continue;
          const named = objects.filter((id) => refMatches(s, { ...e.object, determiner: 'each', plural: false }, objectOf(s, id), o));
          if (named.length === 0) continue;
          group.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}`, data: { subject: named } });
          break;
        }
      }
    }
    return group;
  });
}
