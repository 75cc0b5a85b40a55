// Abilities that trigger on something their own source does: "When I attack", "When I defend"
// (as a combat begins), "When I move from a location" (after a move), "When I hold" (scoring step).
// The ability goes on the Chain under its source's controller at that moment; what its text refers
// to is then read as 359.3.f says: from the trigger condition where the condition names it (noted on
// the item now, 359.3.f.3), and "enemy"/"friendly" from the ability's own controller as it resolves
// (359.3.f.4).
import type { EventPattern, Trigger } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import {
  everyObject,
  areAllies,
  battlefieldState,
  isAlone,
  isOneOnOne,
  nextPlayer,
  objectOf,
  type GameState,
  type ObjectId,
  type TriggerNotes,
} from '../state.ts';
import { battlefieldHoldTriggers, battlefieldYouHoldTriggers, scoringForbiddenHere } from './battlefield.ts';
import type { Batch, Found } from './types.ts';
import type { PlayerId } from '../interface.ts';
import { huntTriggers } from './hunt.ts';
import { inTurnOrder } from './in-turn-order.ts';

export type SelfVerb = 'attack' | 'defend' | 'move' | 'hold' | 'become [Empowered]' | 'become ready' | 'combat-ends';

/** How the source stands in its combat: "alone" (740.2.a), "one on one" (740.2.b). */
type CombatForm = Extract<NonNullable<EventPattern['where']>['at'], { kind: 'combat' }>['form'];

function selfEvent(t: Trigger, verb: SelfVerb, notes: TriggerNotes, standing: (form: CombatForm) => boolean): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => selfEvent(x, verb, notes, standing));
  if (t.kind !== 'when') return false;
  return t.events.some((e: EventPattern) => {
    // "When I become [Empowered]" (828.1.d)
    if (verb === 'become [Empowered]')
      return e.subject?.kind === 'self' && e.verb === 'become' && e.object?.kind === 'pronoun' && e.object.word === '[Empowered]';
    // "When I become ready" (415.1): whoever or whatever readies it
    if (verb === 'become ready') return e.subject?.kind === 'self' && e.verb === 'become' && e.object?.kind === 'pronoun' && e.object.word === 'ready';
    // "When I score": a hold of the battlefield the unit is at scores as well as its conquest (469, 471.2.b)
    if (e.subject?.kind !== 'self' || (e.verb !== verb && !(e.verb === 'score' && verb === 'hold'))) return false;
    // "When I attack one on one", "When I defend alone": only while the source stands so as the combat begins;
    // "When I hold alone": only while no other friendly unit is at its battlefield as it holds (740.2.a)
    // any other standing of a verb ("When I hold one on one") is read by nothing: it never fires, and the text is refused
    if (e.where?.at.kind === 'combat')
      return (
        (verb === 'attack' || verb === 'defend' || (verb === 'hold' && e.where.at.form === 'alone')) &&
        e.where.at.form !== 'in combat' &&
        standing(e.where.at.form)
      );
    if (verb !== 'move' || !e.where) return true;
    const at = e.where.at;
    const end = e.where.prep === 'to' ? notes.to : e.where.prep === 'from' ? notes.from : undefined;
    if (end === undefined) return false;
    // "When I move to base", "When I move from base"
    if (at.kind === 'base') return end === 'base';
    if (at.kind !== 'battlefield') return false;
    // "When I move to a battlefield" / "... from a location": only where the move went, or began, qualifies. A
    // battlefield said otherwise ("an open battlefield", "a battlefield you control") is read by nothing: the text is
    // refused rather than its words dropped. "my battlefield" is the one the unit stands at as it moves from it.
    const ref = at.ref;
    if (ref.kind === 'select') {
      if (ref.determiner !== 'a' || ref.filters.length > 0) return false;
      const nouns = ref.nouns.join();
      return nouns === 'location' || (nouns === 'battlefield' && end !== 'base');
    }
    return e.where.prep === 'from' && end !== 'base';
  });
}

/**
 * "When I move to a battlefield": the battlefield the move went to is the event's battlefield, noted for
 * "that battlefield" in the ability (359.3.f.3), as move.ts notes it.
 */
export function watchesOwnMoveToABattlefield(t: Trigger): boolean {
  if (t.kind !== 'when') return false;
  return t.events.every((e) => e.subject?.kind === 'self' && e.verb === 'move' && e.where?.prep === 'to' && e.where.at.kind === 'battlefield');
}

/** Whether the trigger fires on one of these actions of its own source, from wherever it began. */
export function firesOnOwn(t: Trigger, verbs: readonly SelfVerb[]): boolean {
  const moves: TriggerNotes[] = [
    { from: 'base', to: 'a battlefield' },
    { from: 'a battlefield', to: 'base' },
    { from: 'a battlefield', to: 'a battlefield' },
  ];
  const anyStanding = (): boolean => true;
  return verbs.some((verb) => moves.some((notes) => selfEvent(t, verb, notes, anyStanding)));
}

/**
 * Rule 464.2.e.1: the order in which the players place what a combat's beginning triggers: the attacker,
 * then the players in neither role in turn order, the defender last. `combatTriggers` has a group for each, in this order.
 */
export function combatPlacingOrder(s: GameState): PlayerId[] {
  const attacker = s.showdown?.attacker ?? s.turnPlayer;
  const defender = s.showdown?.defender ?? null;
  const order = [attacker];
  for (let p = nextPlayer(s, attacker); p !== attacker; p = nextPlayer(s, p)) if (p !== defender) order.push(p);
  if (defender !== null && defender !== attacker) order.push(defender);
  return order;
}

/**
 * Rule 464.2: as a combat begins, the attackers' "When I attack" and the defenders' "When I defend"
 * trigger; each player orders their own (383.3.d, order.ts), the attacker placing theirs first, then
 * the players involved in neither role in turn order, the defender last (464.2.e.1).
 */
export function combatTriggers(s: GameState, battlefield: ObjectId, joined?: readonly ObjectId[]): Batch {
  // Units joining a combat under way trigger then, with the same ordering (383.4.e.2, 383.4.f.2).
  const units = (joined ?? battlefieldState(s, battlefield).units).map((id) => objectOf(s, id));
  const groups: Found[][] = [];
  for (const player of combatPlacingOrder(s)) {
    const group: Found[] = [];
    for (const [role, verb] of [
      ['attacker', 'attack'],
      ['defender', 'defend'],
    ] as const) {
      for (const o of units) {
        if (o.designation !== role || o.controller !== player) continue;
        group.push(...triggeredBy(s, o.id, verb, {}));
      }
    }
    groups.push(group);
  }
  return { placement: 'ordered', groups };
}

/** The source's abilities that trigger on `verb`. */
function triggeredBy(s: GameState, id: ObjectId, verb: SelfVerb, notes: TriggerNotes): Found[] {
  const o = objectOf(s, id);
  if (o.facedown) return [];
  const out: Found[] = [];
  const standing = (form: CombatForm): boolean => (form === 'alone' ? isAlone(s, o) : isOneOnOne(s, o));
  for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
    if (!selfEvent(ability.trigger, verb, notes, standing)) continue;
    out.push({ source: id, controller: o.controller, ability: index, detail: `ability ${index + 1}` });
  }
  return out;
}

/**
 * Rule 466.7.b: as a combat ends, "When a combat that I was in ends" of each unit designated in it
 * (attacker or defender at any moment of it) that is still on the board; each player orders their
 * own, in turn order.
 */
export function combatEndedTriggers(s: GameState, units: readonly ObjectId[]): Batch {
  return inTurnOrder(s, (player) => {
    const theirs = units.filter((id) => objectOf(s, id).controller === player && abilitiesActive(objectOf(s, id)));
    return theirs.flatMap((id) => triggeredBy(s, id, 'combat-ends', {}));
  });
}

/** The source's abilities that trigger on `verb`, noting the trigger condition's information on their items. */
export function selfTriggers(s: GameState, id: ObjectId, verb: SelfVerb, notes: TriggerNotes = {}): Batch {
  return { placement: 'together', found: triggeredBy(s, id, verb, notes).map((f) => ({ ...f, data: { notes } })) };
}

/** "When you hold" (383.4.d.2.b), or with `who` you-or-ally "When you or an ally hold": an ability of any permanent, watching its controller (or their teammate) hold. */
export function watchesYouHold(t: Trigger, who: 'you' | 'you-or-ally' = 'you'): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => watchesYouHold(x, who));
  return (
    t.kind === 'when' &&
    t.events.some((e) => e.verb === 'hold' && e.subject?.kind === 'player' && e.subject.who === who && !e.object && !e.where && !e.to && !e.period)
  );
}

/**
 * Rule 315.2.b: as the turn player holds battlefields, their units there with "When I hold" trigger,
 * noting the battlefield; and for each battlefield held, their permanents with "When you hold" (383.4.d.2.b).
 */
export function holdTriggers(s: GameState, player: string): Batch[] {
  const batches: Batch[] = [];
  for (const b of s.battlefields) {
    if (b.controller !== player) continue;
    if (scoringForbiddenHere(s, player, b.id)) continue; // no scoring there, so no hold either
    for (const id of [...b.units]) {
      if (objectOf(s, id).controller !== player) continue;
      const own = selfTriggers(s, id, 'hold', { battlefield: b.id });
      // 823.1.b: Hunt is a Hold effect of each unit there, beside its printed "When I hold"
      batches.push(own.placement === 'ordered' ? own : { placement: 'together', found: [...huntTriggers(objectOf(s, id)), ...own.found] });
    }
    const notes = { battlefield: b.id };
    const found: Found[] = [];
    for (const o of everyObject(s)) {
      if (o.controller !== player || !abilitiesActive(o)) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered'))
        if (watchesYouHold(ability.trigger) || watchesYouHold(ability.trigger, 'you-or-ally'))
          found.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}`, data: { notes } });
    }
    // "When you or an ally hold": of the permanents and legends of the holder's teammates too.
    for (const o of everyObject(s)) {
      if (o.controller === player || !abilitiesActive(o) || !areAllies(s, o.controller, player)) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered'))
        if (watchesYouHold(ability.trigger, 'you-or-ally'))
          found.push({ source: o.id, controller: o.controller, ability: index, detail: `ability ${index + 1}`, data: { notes } });
    }
    // 170.9: the battlefield's own "When you hold here", and the battlefields' "When you hold" (190.6.a, 190.6.d)
    found.push(...battlefieldHoldTriggers(s, player, b.id));
    found.push(...battlefieldYouHoldTriggers(s, player, b.id, (t, ally) => watchesYouHold(t, 'you-or-ally') || (!ally && watchesYouHold(t))));
    // 383.3.d: each player, in turn order, orders the abilities they control that triggered on the hold
    batches.push({ placement: 'ordered', groups: s.players.map((p) => found.filter((f) => f.controller === p.id)).filter((g) => g.length > 0) });
  }
  return batches;
}

/** N of "The first time I move each turn" (1), "The third time I move in a turn" (3); undefined for any other trigger. */
function nthOwnMove(t: Trigger): number | undefined {
  if (t.kind !== 'first-time' || (t.period !== 'each turn' && t.period !== 'in a turn')) return undefined;
  const e = t.event;
  if (e.subject?.kind !== 'self' || e.verb !== 'move' || e.where || e.object || e.to) return undefined;
  return t.ordinal ?? 1;
}

export function watchesNthOwnMove(t: Trigger): boolean {
  return nthOwnMove(t) !== undefined;
}

/** The source's abilities watching for its Nth move of the turn, as that move is made (its moves counted by move.ts). */
export function nthMoveTriggers(s: GameState, id: ObjectId, notes: TriggerNotes): Batch {
  const o = objectOf(s, id);
  const n = s.movesThisTurn?.[id] ?? 0;
  const found: Found[] = [];
  if (!o.facedown)
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered'))
      if (nthOwnMove(ability.trigger) === n)
        found.push({ source: id, controller: o.controller, ability: index, detail: `ability ${index + 1}`, data: { notes } });
  return { placement: 'together', found };
}
