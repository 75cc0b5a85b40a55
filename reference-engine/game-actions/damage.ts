// Deal damage (rule 417: only positive amounts are dealt), Prevent (rule 437) and Heal (rule 418).
//
// Preventing damage is a delayed replacement effect tracked on the unit (437.3, 437.7): each
// Prevent Value lasts this turn and shrinks as it prevents, and damage it prevents entirely is not
// dealt at all (437.4). The values live in the object's `data`, so they stay plain game state.
import { isOffBoard } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { limitedBy } from '../effects/limited-units.ts';
import { passiveConditionHolds, readsPassiveCondition } from '../effects/passive-conditions.ts';
import type { Ability, Condition, PassiveEffect } from '../card-text/ast.ts';
import { gateHolds } from '../effects/conditions.ts';
import { emit } from '../events.ts';
import { checkDamageTaken } from '../triggers/check.ts';
import { isUnit, objectOf, type GameObject, type GameState, type ObjectId } from '../state.ts';
import type { PlayerId } from '../interface.ts';

/** One Prevent Value on a unit: a number that shrinks, or "all" (437.3.c); `once` ends it after one damage event. */
export interface Prevention {
  value: number | 'all';
  once?: boolean;
  /** The spell or ability that created it. */
  source: ObjectId;
  /** The turn it lasts ("this turn"). */
  turn: number;
  /** s.events.length when it was created: an object that left the board since is a new object. */
  mark: number;
}

/** Picks which of several Prevent Values on the unit applies first (rule 372: the unit's controller decides). */
export type PreventionChooser = (unit: GameObject, preventions: readonly Prevention[]) => Prevention;

function leftBoardSince(s: GameState, id: ObjectId, mark: number): boolean {
  for (let i = mark; i < s.events.length; i++) {
    const e = s.events[i];
    if (e.object === id && (e.kind === 'died' || (e.to !== undefined && isOffBoard(e.to)))) return true;
  }
  return false;
}

function storedPreventions(o: GameObject): Prevention[] {
  return (o.data?.preventions as Prevention[] | undefined) ?? [];
}

/** The Prevent Values still tracked on the unit, oldest first; "this turn" ends with the expiration step (317.2). */
export function preventionsOn(s: GameState, o: GameObject): Prevention[] {
  const expired = s.phase === 'ending' && s.expirationMark !== undefined;
  return storedPreventions(o).filter((p) => p.turn === s.turn && !expired && !leftBoardSince(s, o.id, p.mark));
}

/** "Double all damage that would be dealt to it this turn": the turn it lasts and when it began, as for a Prevent Value. */
interface Doubling {
  turn: number;
  mark: number;
}

/** How many times damage to the unit is doubled now: once per doubling of this turn while it stays on the board. */
export function doublingsOn(s: GameState, o: GameObject): number {
  const expired = s.phase === 'ending' && s.expirationMark !== undefined;
  const stored = (o.data?.doublings as Doubling[] | undefined) ?? [];
  return stored.filter((d) => d.turn === s.turn && !expired && !leftBoardSince(s, o.id, d.mark)).length;
}

/** Starts doubling the damage a unit on the board would be dealt this turn; false when there is no such unit. */
export function addDoubling(s: GameState, id: ObjectId): boolean {
  const o = objectOf(s, id);
  if (isOffBoard(o.zone) || !isUnit(o)) return false;
  o.data = { ...o.data, doublings: [...((o.data?.doublings as Doubling[] | undefined) ?? []), { turn: s.turn, mark: s.events.length }] };
  return true;
}

/** Starts tracking a Prevent Value on a unit on the board; false when there is no such unit. */
export function addPrevention(s: GameState, id: ObjectId, value: number | 'all', source: ObjectId, once = false): boolean {
  const o = objectOf(s, id);
  if (!isUnit(o) || isOffBoard(o.zone)) return false;
  const prevention: Prevention = { value, source, turn: s.turn, mark: s.events.length };
  if (once) prevention.once = true;
  o.data = { ...o.data, preventions: [...preventionsOn(s, o), prevention] };
  return true;
}

/**
 * Damage about to be dealt, reduced by the unit's Prevent Values (437.2). Each applies once to the
 * event and to the smaller event replacing it (370.2), in the order `choose` picks; a value that
 * reaches 0, or a one-time one, stops being tracked (437.3.a).
 */
function afterPrevention(s: GameState, o: GameObject, amount: number, choose?: PreventionChooser): number {
  const tracked = preventionsOn(s, o);
  let pending = tracked.slice();
  let remaining = amount;
  while (remaining > 0 && pending.length > 0) {
    const p = pending.length > 1 && choose ? choose(o, pending) : pending[0];
    pending = pending.filter((x) => x !== p);
    const prevented = p.value === 'all' ? remaining : Math.min(p.value, remaining);
    remaining -= prevented;
    if (p.value !== 'all') p.value -= prevented; // 437.3, 437.3.b
  }
  const left = tracked.filter((p) => p.value !== 0 && !(p.once && !pending.includes(p)));
  if (tracked.length > 0) o.data = { ...o.data, preventions: left };
  return remaining;
}

type Passive = Extract<Ability, { kind: 'passive' }>;

/** The limits on damage a unit's own passive may place on itself, and what each forbids. */
const NO_DAMAGE_TAKEN = ['take damage', 'be dealt damage'];
const NO_COMBAT_DAMAGE = ['deal combat damage'];

/**
 * "I don't take damage", "I don't deal combat damage unless I'm at a battlefield with exactly one other
 * unit you control": a limit on the unit itself, always or while a condition read from the board or the
 * turn holds (passive-conditions.ts).
 */
export function readsOwnLimit(effect: PassiveEffect, condition: Condition | undefined): boolean {
  return (
    effect.kind === 'cant' &&
    effect.subject.kind === 'self' &&
    [...NO_DAMAGE_TAKEN, ...NO_COMBAT_DAMAGE].includes(effect.action) &&
    readsPassiveCondition(condition)
  );
}

/** The parts of a passive: its sentence, and a second change after "and" ("I have +3 :rb_might: and can't be dealt damage unless ..."). */
function partsOf(a: Passive): { effect: PassiveEffect; condition?: Condition }[] {
  return a.also ? [{ effect: a.effect, condition: a.condition }, a.also] : [{ effect: a.effect, condition: a.condition }];
}

/** Whether a passive of the unit's own forbids it one of the actions now, its gate open ("[Empowered][>] ..."). */
function limitedItself(s: GameState, o: GameObject, actions: readonly string[]): boolean {
  return abilitiesOfKind(o.card, 'passive').some(
    ({ ability: a }) =>
      (!a.gate || gateHolds(s, a.gate, o.id, o.controller) === true) &&
      partsOf(a).some(
        (p) =>
          p.effect.kind === 'cant' && actions.includes(p.effect.action) && readsOwnLimit(p.effect, p.condition) && passiveConditionHolds(s, p.condition, o),
      ),
  );
}

/** "I don't take damage": the unit cannot be dealt damage (465.2.c.10: so no amount is lethal to it). */
export function cannotTakeDamage(s: GameState, o: GameObject): boolean {
  return limitedItself(s, o, NO_DAMAGE_TAKEN);
}

/**
 * "I don't deal combat damage", "Enemy units here with less Might than me don't deal combat damage":
 * the unit's Might adds nothing to the combat damage its player assigns (465.2.a).
 */
export function dealsNoCombatDamage(s: GameState, o: GameObject): boolean {
  return limitedBy(s, o, 'deal combat damage') || limitedItself(s, o, NO_COMBAT_DAMAGE);
}

/** Deals damage to a unit; returns the damage actually dealt (0: none was, rules 417.1.e.1 and 437.4). */
export function dealDamage(s: GameState, id: ObjectId, amount: number, source?: ObjectId, rule?: string, choose?: PreventionChooser, by?: PlayerId): number {
  const o = objectOf(s, id);
  if (!isUnit(o) || amount < 1) return 0;
  if (cannotTakeDamage(s, o)) return 0;
  amount *= 2 ** doublingsOn(s, o); // the doubling first, then the prevention of what it makes
  const dealt = afterPrevention(s, o, amount, choose);
  if (dealt < 1) return 0;
  o.damage += dealt;
  // The damage is `by`'s: the player responsible for the deal action marked it (lethal-damage.ts); the latest last,
  // as the one responsible for a kill by lethal damage in the cleanup right after (428.5.c.1)
  if (by !== undefined) o.damagedBy = [...(o.damagedBy ?? []).filter((p) => p !== by), by];
  emit(s, { kind: 'damaged', object: id, amount: dealt, from: source, player: o.controller, rule });
  if (s.delayed?.length) checkDamageTaken(s, id); // "When any unit takes damage this turn" (delayed-events.ts)
  return dealt;
}

export function heal(s: GameState, id: ObjectId): void {
  const o = objectOf(s, id);
  o.damage = 0;
  o.damagedBy = undefined;
}
