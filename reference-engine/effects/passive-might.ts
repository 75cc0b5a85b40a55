// Might given by the passive abilities of permanents on the board (rules 364, 365.1): "Other
// friendly units have +1 :rb_might: here". A passive applies continuously, so what it gives is
// worked out afresh whenever the board may have changed (after a relocation, before a cleanup looks
// for lethal damage, after each step of the settle loop) and kept on each unit as `passiveMight`,
// which `mightOf` adds. A unit that leaves stops giving it at once: its Might boost is gone for the
// next check of lethal damage, not for the one already made (the Origins ruling on Garen, Commander).
// The keywords such passives give a group of units ("Your Mechs have [Shield]") are found here too.
// Long file: every passive reaching units on the board from the board, one pass after each step, sharing
// how a passive names the units it reaches (subjectFilters, receives) and what it counts.
import { buffBonuses } from './buffs-give-more.ts';
import type { Ability, Condition, Filter, LocationRef, ObjectRef, PassiveEffect } from '../card-text/ast.ts';
import { abilitiesActive, isAtLocation } from '../board.ts';
import {
  everyObject,
  applySetMight,
  playerState,
  isGear,
  isUnit,
  keywordsOf,
  mightOf,
  nextTimestamp,
  passiveReader,
  sidesWith,
  type GameObject,
  type GameState,
  type GrantedAbility,
  type ObjectId,
  type TemporaryModifier,
  timesEmpowered,
} from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';
import { applyAttachedCards } from './attached-text.ts';
import { applyGrantedKeywords, grantsOwnKeywordsWithMight, IF_MISSING, readsGranted, whileMighty } from './granted-keywords.ts';
import { ability as abilityText } from '../card-text/decompile/abilities.ts';
import { gateHolds } from './conditions.ts';
import { passiveConditionHolds, readsPassiveCondition } from './passive-conditions.ts';
import { withEquipmentKeywords } from './equipment-keywords.ts';
import { mightToUnitsNamed } from './unit-named-in-condition.ts';
import { weakProcessCache } from '../process-caches.ts';

type MightBonus = Extract<PassiveEffect, { kind: 'might-bonus' }>;
/** What a passive gives to units it names ("Other friendly units have ..."), a Might bonus or an ability (granted-abilities.ts). */
type ToUnits = Pick<MightBonus, 'subject' | 'where'>;

/**
 * "Other friendly units", "enemy units", "Friendly units", "Bird, Cat, and Poro units here": a plural
 * unit subject with these restrictions only.
 */
function subjectFilters(e: ToUnits): readonly Filter[] | null {
  const ref = e.subject;
  if (ref.kind !== 'select' || !ref.plural || (ref.nouns as string[]).join() !== 'unit') return null;
  const ok = (ref.filters as Filter[]).every(
    (f) =>
      f.kind === 'other' ||
      (f.kind === 'controller' && (f.who === 'friendly' || f.who === 'enemy')) ||
      (f.kind === 'tag' && !f.negated) ||
      (f.kind === 'state' && f.state in UNIT_STATES) ||
      (f.kind === 'keyword' && !f.negated) ||
      (f.kind === 'location' && (f.at.kind === 'here' || atMyBattlefield(f.at))),
  );
  return ok ? ref.filters : null;
}

/** The states of the units a passive may name ("Stunned enemy units here", "Other buffed friendly units"), read without their Might. */
const UNIT_STATES: { readonly [state: string]: (o: GameObject) => boolean } = {
  token: (o) => o.card.type === 'token',
  buffed: (o) => o.buffs > 0,
  stunned: (o) => o.stunned,
  empowered: (o) => o.empowered === true, // 441.1.a: "Your units that are [Empowered]"
};

/** "at my battlefield": the battlefield the giver is at, none while it is in a base (170.5). */
function atMyBattlefield(at: LocationRef): boolean {
  return at.kind === 'battlefield' && at.ref.kind === 'pronoun' && at.ref.word === 'my battlefield';
}

/** Whether a giver's passive abilities apply now: an active permanent's, or a battlefield's (170.8). */
function givesPassives(giver: GameObject): boolean {
  return abilitiesActive(giver) || giver.zone === 'battlefield-row';
}

/** Where an object is, for "here": a battlefield (a battlefield's own place is itself, 170.5), or its controller's base. */
function placeOf(o: GameObject): string | null {
  if (o.zone === 'battlefield-row') return o.id;
  if (o.zone === 'battlefield') return o.battlefield ?? null;
  return o.zone === 'base' ? `base of ${o.controller}` : null;
}

/** A tag ("Bird, Cat, ... units": any one of them) or "here" restriction of the subject. */
function meetsTagOrPlace(giver: GameObject, o: GameObject, f: Extract<Filter, { kind: 'tag' | 'location' }>): boolean {
  if (f.kind === 'tag') return (f.anyOf ?? [f.tag]).some((tag) => (o.card.tags ?? []).includes(tag));
  if (atMyBattlefield(f.at) && giver.zone !== 'battlefield') return false;
  return placeOf(o) === placeOf(giver);
}

/** "I have +1 :rb_might:": the giver's own Might, wherever on the board it is. */
function toItself(e: ToUnits): boolean {
  return e.subject.kind === 'self' && e.where === undefined;
}

/** Whether this module gives the bonus the passive ability describes: a fixed amount to units "here" or everywhere, or to itself, unconditionally. */
export function givesMightBonus(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  return (
    e.kind === 'might-bonus' &&
    readsPassiveCondition(a.condition) &&
    (subjectFilters(e) !== null || toItself(e)) &&
    e.amount.kind === 'number' &&
    (!e.keywords?.length || (toItself(e) && grantsOwnKeywordsWithMight(e, a))) && // the keywords: granted-keywords.ts
    (!e.forEach || (toItself(e) && countable(e.forEach))) &&
    (!e.perTimeEmpowered || (toItself(e) && !e.forEach)) && // "for each time I'm [Empowered]": counted below
    !e.each &&
    (e.minimum === undefined || (e.sign === -1 && !e.forEach)) && // "-8 :rb_might:, to a minimum of 1": applyLimitedDecreases
    !e.instead &&
    (e.where === undefined || e.where.kind === 'here')
  );
}

/**
 * "for each friendly gear", "for each buffed friendly unit at my battlefield", "for each token unit you
 * control": objects on the board restricted only in ways read here without anyone's Might (which is
 * what the count changes) and without the restrictions no code evaluates.
 */
function countable(ref: ObjectRef): boolean {
  if (ref.kind !== 'select' || ref.count || !['each', 'each-of-your'].includes(ref.determiner)) return false;
  if (!ref.nouns.every((n) => n === 'unit' || n === 'gear')) return false;
  return ref.filters.every(
    (f) =>
      f.kind === 'other' ||
      f.kind === 'tag' ||
      f.kind === 'keyword' ||
      (f.kind === 'controller' && ['friendly', 'enemy', 'you-control', 'your'].includes(f.who)) ||
      (f.kind === 'state' && f.state in UNIT_STATES) ||
      (f.kind === 'same-name' && f.as.kind === 'self') ||
      (f.kind === 'location' && (f.at.kind === 'here' || atMyBattlefield(f.at))),
  );
}

/** How many objects on the board the giver's "for each ..." counts now. */
function countNow(s: GameState, giver: GameObject, ref: ObjectRef): number {
  if (ref.kind !== 'select') return 0;
  const mine = ref.determiner === 'each-of-your';
  let n = 0;
  for (const o of everyObject(s)) {
    if (!isAtLocation(o) || o.facedown || !ref.nouns.some((noun) => (noun === 'unit' ? isUnit(o) : isGear(o)))) continue;
    if (mine && o.controller !== passiveReader(s, giver)) continue;
    if (ref.filters.every((f) => countedMeets(s, giver, o, f))) n += 1;
  }
  return n;
}

function countedMeets(s: GameState, giver: GameObject, o: GameObject, f: Filter): boolean {
  switch (f.kind) {
    case 'other':
      return o.id !== giver.id;
    case 'controller':
      return f.who === 'enemy' || f.who === 'friendly' ? sidesWith(s, giver, o, f.who) : o.controller === passiveReader(s, giver);
    case 'state':
      return UNIT_STATES[f.state]!(o);
    case 'keyword':
      return keywordsOf(o).includes(f.keyword.name) !== (f.negated ?? false);
    case 'tag':
    case 'location':
      return meetsTagOrPlace(giver, o, f);
    case 'same-name':
      return o.card.name === giver.card.name; // "with my name"
    default:
      return false;
  }
}

/** Whether the passive names units this module reads: itself, or units restricted as `subjectFilters` allows. */
export function givenToUnitSubject(e: ToUnits): boolean {
  return subjectFilters(e) !== null || toItself(e);
}

function receives(s: GameState, giver: GameObject, o: GameObject, e: ToUnits): boolean {
  if (!isUnit(o) || !isAtLocation(o) || o.facedown) return false;
  if (toItself(e)) return o.id === giver.id;
  if (e.where && !(o.zone === giver.zone && o.battlefield === giver.battlefield && (o.zone !== 'base' || o.controller === giver.controller))) return false;
  // "Your Mechs", "Your token units": the giver's controller's units only
  if (e.subject.kind === 'select' && e.subject.determiner === 'your' && o.controller !== passiveReader(s, giver)) return false;
  return subjectFilters(e)!.every((f) =>
    f.kind === 'other'
      ? o.id !== giver.id
      : f.kind === 'state'
        ? UNIT_STATES[f.state]!(o)
        : f.kind === 'tag' || f.kind === 'location'
          ? meetsTagOrPlace(giver, o, f)
          : f.kind === 'keyword'
            ? hasKeywordForGroup(o, f.keyword.name)
            : sidesWith(s, giver, o, f.kind === 'controller' && f.who === 'friendly' ? 'friendly' : 'enemy'),
  );
}

/**
 * "Units here with [Tank]": a keyword the unit has printed or from an effect, and has not lost; one a
 * passive gives it is not read here, as the passives' grants are worked out after their Might.
 */
function hasKeywordForGroup(o: GameObject, name: string): boolean {
  return keywordsOf(o).includes(name);
}

const MIGHTY_AT = 5;

/** The subject without its "[Mighty]" restriction, when it has exactly one ("Friendly [Mighty] units"). */
function withoutMighty(e: MightBonus): MightBonus | null {
  const ref = e.subject;
  if (ref.kind !== 'select') return null;
  const filters = ref.filters.filter((f) => !(f.kind === 'state' && f.state === 'mighty'));
  return filters.length === ref.filters.length - 1 ? { ...e, subject: { ...ref, filters } } : null;
}

/**
 * A fixed Might bonus that exists only while its unit is Mighty ("While I'm [Mighty], I have +2
 * :rb_might:", 478.1.a) or that reaches only Mighty units ("Friendly [Mighty] units have +1 :rb_might:", 478.1.b).
 */
export function mightyBonus(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  if (e.kind !== 'might-bonus' || a.gate || e.amount.kind !== 'number' || e.keywords?.length || e.forEach || e.each) return false;
  if (e.minimum !== undefined || e.instead || e.where) return false;
  if (a.condition) return e.subject.kind === 'self' && whileMighty(a);
  const rest = withoutMighty(e);
  return rest !== null && subjectFilters(rest) !== null;
}

/** 478.1.a: whether the bonus of "While I'm [Mighty]" exists, on the Might the layer's other changes gave its unit. */
function existsWhileMighty(giver: GameObject): boolean {
  return (mightOf(giver) ?? 0) >= MIGHTY_AT;
}

/** 478.1.b: whether "[Mighty] units" reaches the unit, on the Might the layer's other changes gave it. */
function reachedAsMighty(o: GameObject): boolean {
  return (mightOf(o) ?? 0) >= MIGHTY_AT;
}

const mightyBonusesOf = weakProcessCache<readonly unknown[], readonly { e: MightBonus; amount: number; self: boolean }[]>();

function mightyBonuses(giver: GameObject): readonly { e: MightBonus; amount: number; self: boolean }[] {
  const passives = abilitiesOfKind(giver.card, 'passive');
  let found = mightyBonusesOf.get(passives);
  if (!found) {
    found = passives.flatMap(({ ability }) => {
      const e = ability.effect;
      if (e.kind !== 'might-bonus' || !mightyBonus(e, ability) || e.amount.kind !== 'number') return [];
      const self = ability.condition !== undefined;
      return [{ e: self ? e : withoutMighty(e)!, amount: e.sign * e.amount.value, self }];
    });
    mightyBonusesOf.set(passives, found);
  }
  return found;
}

/**
 * 478.1.a, 478.1.b, 479, 479.2: every other change of a unit's Might in the arithmetic layer may make
 * it Mighty or not, and so alters whether a bonus "while I'm [Mighty]" exists, or which units a bonus to
 * "[Mighty] units" reaches: those bonuses depend on the other changes and apply after them, on the Might
 * they make (never counting toward the Mightiness they ask for), whatever their timestamps.
 */
function applyMightyBonuses(s: GameState): void {
  const adds = new Map<ObjectId, number>();
  for (const giver of everyObject(s)) {
    if (!givesPassives(giver)) continue;
    for (const { e, amount, self } of mightyBonuses(giver)) {
      if (self) {
        if (isUnit(giver) && existsWhileMighty(giver)) adds.set(giver.id, (adds.get(giver.id) ?? 0) + amount);
        continue;
      }
      for (const o of everyObject(s)) {
        if (receives(s, giver, o, e) && reachedAsMighty(o)) adds.set(o.id, (adds.get(o.id) ?? 0) + amount);
      }
    }
  }
  for (const [oid, n] of adds) s.objects[oid].passiveMight = (s.objects[oid].passiveMight ?? 0) + n;
}

type RaisedTo = Extract<PassiveEffect, { kind: 'might-increased-to' }>;

/** "Units you control here have their Might increased to 5": the subject this module honours, unconditionally. */
export function raisesMightHere(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  if (e.kind !== 'might-increased-to' || a.condition || a.gate) return false;
  const ref = e.subject;
  if (ref.kind !== 'select' || !ref.plural || (ref.nouns as string[]).join() !== 'unit' || ref.filters.length !== 2) return false;
  const mine = ref.filters.some((f) => f.kind === 'controller' && (f.who === 'you-control' || f.who === 'friendly'));
  const here = ref.filters.some((f) => f.kind === 'location' && f.at.kind === 'here');
  return mine && here;
}

/**
 * The units a raising passive applies to: its controller's (a battlefield's: its controller's, 190.6.d), where
 * the giver is (a base: its controller's; a battlefield: itself, 170.5).
 */
function raises(s: GameState, giver: GameObject, o: GameObject): boolean {
  if (!isUnit(o) || !isAtLocation(o) || o.facedown || o.controller !== passiveReader(s, giver)) return false;
  return placeOf(o) === placeOf(giver);
}

const raisesOf = weakProcessCache<readonly unknown[], readonly RaisedTo[]>();

function raisedTo(giver: GameObject): readonly RaisedTo[] {
  const passives = abilitiesOfKind(giver.card, 'passive');
  let found = raisesOf.get(passives);
  if (!found) {
    found = passives.flatMap(({ ability }) =>
      ability.effect.kind === 'might-increased-to' && raisesMightHere(ability.effect, ability) ? [ability.effect] : [],
    );
    raisesOf.set(passives, found);
  }
  return found;
}

/**
 * 478.1.c, 479, 479.2: what raising a unit's Might to N adds is altered by every other change of its Might
 * in the arithmetic layer, and alters none of them, so it depends on them all: it applies after them, on
 * the Might they make, whatever their timestamps. Two raisings alter each other (479.1): in board order.
 */
function applyRaisedMight(s: GameState): void {
  for (const giver of everyObject(s)) {
    if (!givesPassives(giver)) continue;
    for (const e of raisedTo(giver)) {
      for (const o of everyObject(s)) {
        if (!raises(s, giver, o)) continue;
        const add = Math.max(0, e.amount - (mightOf(o) ?? 0));
        if (add) o.passiveMight = (o.passiveMight ?? 0) + add;
      }
    }
  }
}

type SetsMight = Extract<PassiveEffect, { kind: 'might-is' }>;

/** "My Might is 5": its own Might, unconditionally (477.1.a.1). */
export function setsOwnMight(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  return e.kind === 'might-is' && !a.condition && !a.gate && e.subject.kind === 'self';
}

const settersOf = weakProcessCache<readonly unknown[], readonly { key: string; sets: number }[]>();

/** Its passives setting its own Might, each keyed by its text (and, for the same text twice, which one). */
function mightSetters(o: GameObject): readonly { key: string; sets: number }[] {
  const passives = abilitiesOfKind(o.card, 'passive');
  let found = settersOf.get(passives);
  if (!found) {
    const seen = new Map<string, number>();
    found = passives.flatMap(({ ability }) => {
      if (ability.effect.kind !== 'might-is' || !setsOwnMight(ability.effect, ability)) return [];
      const text = abilityText(ability);
      seen.set(text, (seen.get(text) ?? 0) + 1);
      return [{ key: `${text}#${seen.get(text)}`, sets: (ability.effect as SetsMight).amount }];
    });
    settersOf.set(passives, found);
  }
  return found;
}

/**
 * 477.1.a.1, 480: "My Might is 5" sets its Might in the first layer for as long as the text is active,
 * timestamped when the text became active, so that the latest of it and the spells setting that Might
 * applies (480.3). 480.2: text that becomes inactive (an Equipment's effect text once detached) loses its
 * timestamp, and takes a new one when it is active again.
 */
function applyMightSetters(s: GameState): void {
  for (const o of everyObject(s)) {
    const setters = abilitiesActive(o) ? mightSetters(o) : [];
    if (!setters.length && !o.textSince) continue;
    const since: Record<string, number> = {};
    for (const { key } of setters) since[key] = o.textSince?.[key] ?? nextTimestamp(s);
    if (setters.length) o.textSince = since;
    else delete o.textSince;
    const byText = setters.map(({ key, sets }) => ({ might: 0, sets, at: since[key], until: 'while-active' as const }));
    o.modifiers = [...o.modifiers.filter((m) => m.until !== 'while-active'), ...byText];
  }
}

/** A bonus, the keyword gating it ("[Empowered][>] I have +1 :rb_might:") and the condition it holds under ("While I'm buffed"), if any. */
type Bonus = { e: MightBonus; amount: number; gate?: Ability['gate']; condition?: Condition; instead?: InsteadBonus };
/** "If I'm [Empowered], they have +2 :rb_might: instead": the amount the bonus before it gives while the condition holds. */
type InsteadBonus = { amount: number; condition?: Condition };

/** "..., they have +2 :rb_might: instead": a fixed amount replacing the bonus of the passive just before it, under a condition read here. */
export function replacesBonusBefore(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  return (
    e.kind === 'might-bonus' &&
    e.instead === true &&
    e.subject.kind === 'pronoun' &&
    e.subject.word === 'they' &&
    e.amount.kind === 'number' &&
    !a.gate &&
    readsPassiveCondition(a.condition) &&
    !e.keywords?.length &&
    !e.forEach &&
    !e.perTimeEmpowered &&
    !e.each &&
    e.minimum === undefined &&
    e.where === undefined
  );
}

// Per compiled ability list (itself cached per text): the bonuses among its passives, found once.
// Most cards give none, and this runs after every step of the settle loop for every object.
const bonusesOf = weakProcessCache<readonly unknown[], readonly Bonus[]>();

function mightBonuses(giver: GameObject): readonly Bonus[] {
  const passives = abilitiesOfKind(giver.card, 'passive');
  let found = bonusesOf.get(passives);
  if (!found) {
    const list: Bonus[] = [];
    let before: Bonus | undefined; // the bonus of the passive just before, if it gave one (on its line or on the line above)
    for (const { ability } of passives) {
      const e = ability.effect;
      const last = before;
      before = undefined;
      if (e.kind === 'might-bonus' && e.amount.kind === 'number' && replacesBonusBefore(e, ability) && last)
        last.instead = { amount: e.sign * e.amount.value, condition: ability.condition };
      if (e.kind !== 'might-bonus' || !givesMightBonus(e, ability) || e.amount.kind !== 'number') continue;
      const bonus: Bonus = { e, amount: e.sign * e.amount.value, gate: ability.gate, condition: ability.condition };
      list.push(bonus);
      before = bonus;
    }
    bonusesOf.set(passives, (found = list));
  }
  return found;
}

// Abilities one object gives others (411.6.a, carried out in granted-abilities.ts), found with the passives' subjects.
type HasAbility = Extract<PassiveEffect, { kind: 'has-ability' }>;

/** Whether the engine honours this passive: an unconditional grant to itself or to units it names the way a Might bonus does. */
export function grantsAbility(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  return e.kind === 'has-ability' && !a.condition && !a.gate && givenToUnitSubject(e);
}

/** The texts granted to each object now by the passives on the board (411.6.a). */
export function grantedAbilities(s: GameState): Map<ObjectId, GrantedAbility[]> {
  const found = new Map<ObjectId, GrantedAbility[]>();
  const add = (to: ObjectId, g: GrantedAbility): void => {
    const list = found.get(to);
    if (list) list.push(g);
    else found.set(to, [g]);
  };
  for (const giver of everyObject(s)) {
    const id = giver.id;
    if (!givesPassives(giver)) continue;
    for (const { ability } of abilitiesOfKind(giver.ownCard ?? giver.card, 'passive')) {
      const e = ability.effect;
      if (e.kind !== 'has-ability' || !grantsAbility(e, ability)) continue;
      const text = abilityText((e as HasAbility).ability);
      for (const o of everyObject(s)) if (receives(s, giver, o, e)) add(o.id, { text, from: giver.id });
    }
    // "This turn, that unit has "..."": given by an instruction, for as long as its modifier lasts (granting.ts)
    for (const m of giver.modifiers) if (m.ability) add(id, { text: m.ability, from: m.source ?? id });
  }
  return found;
}

type HasKeyword = Extract<PassiveEffect, { kind: 'has-keyword' }>;

/**
 * Whether the engine honours this passive: keywords it reads off a unit on the board, given unconditionally
 * to units named the way a Might bonus names them ("Your Mechs have [Shield]", "Other friendly units here
 * have [Assault]", "Units here have [Ganking]"). "... if they didn't already" is not read here: named as unsupported.
 */
export function grantsKeywordsToUnits(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  return (
    e.kind === 'has-keyword' &&
    readsPassiveCondition(a.condition) &&
    !a.gate &&
    e.subject.kind !== 'self' &&
    subjectFilters(e) !== null &&
    (e.where === undefined || e.where.kind === 'here') &&
    readsGranted(e.keywords)
  );
}

const keywordGrantsOf = weakProcessCache<readonly unknown[], readonly { e: HasKeyword; condition?: Condition }[]>();

function keywordGrants(giver: GameObject): readonly { e: HasKeyword; condition?: Condition }[] {
  const passives = abilitiesOfKind(giver.ownCard ?? giver.card, 'passive');
  let found = keywordGrantsOf.get(passives);
  if (!found) {
    found = passives.flatMap(({ ability }) =>
      grantsKeywordsToUnits(ability.effect, ability) ? [{ e: ability.effect as HasKeyword, condition: ability.condition }] : [],
    );
    keywordGrantsOf.set(passives, found);
  }
  return found;
}

/** 364.3, 170.8: whether the condition of a passive holds now for its giver; with no reader it is not read. */
function conditionHolds(s: GameState, condition: Condition, giver: GameObject): boolean {
  const reader = passiveReader(s, giver);
  return reader !== null && passiveConditionHolds(s, condition, giver, reader);
}

/**
 * 477.2: the keywords each unit gets from the passives of the other permanents and battlefields (170.8)
 * on the board.
 */
function keywordsGivenToUnits(s: GameState): Map<ObjectId, Record<string, number>> | undefined {
  let out: Map<ObjectId, Record<string, number>> | undefined;
  for (const giver of everyObject(s)) {
    if (!givesPassives(giver)) continue;
    for (const { e, condition } of keywordGrants(giver)) {
      if (condition && !conditionHolds(s, condition, giver)) continue; // 364.3
      for (const o of everyObject(s)) {
        if (!receives(s, giver, o, e)) continue;
        const oid = o.id;
        for (const k of e.keywords) {
          const given = (out ??= new Map()).get(oid) ?? {};
          // "if they didn't already": only the absence of the keyword is noted here, weighed once every other grant is in (granted-keywords.ts)
          if (e.ifNotAlready) given[`${k.name}${IF_MISSING}`] = k.value ?? 1;
          else given[k.name] = (given[k.name] ?? 0) + (k.value ?? 1);
          out.set(oid, given);
        }
      }
    }
  }
  return withEquipmentKeywords(s, out);
}

/**
 * 477.3.e.2, 477.3.b: a passive's decrease "to a minimum of 1 :rb_might:" applies last, on the Might every
 * other change made, and is not snapshotted: it takes what it can now without going under the minimum,
 * and takes more or less as the unit's other changes come and go.
 */
function applyLimitedDecreases(s: GameState, limited: readonly { id: ObjectId; by: number; minimum: number }[]): void {
  for (const { id, by, minimum } of limited) {
    const o = s.objects[id];
    const take = Math.min(by, Math.max(0, (mightOf(o) ?? 0) - minimum));
    if (take) o.passiveMight = (o.passiveMight ?? 0) - take;
  }
}

type IncreasedBy = Extract<PassiveEffect, { kind: 'might-increased' }>;

/** "My Might is increased by your points", "... by the number of cards in your trash": its own Might, unconditionally. */
export function increasesOwnMight(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  if (e.kind !== 'might-increased' || a.condition || a.gate || e.subject.kind !== 'self') return false;
  const by = e.by;
  if (by.kind === 'points') return by.of.kind === 'player' && by.of.who === 'you';
  if (by.kind !== 'count' || by.of.kind !== 'select' || (by.of.nouns as string[]).join() !== 'card') return false;
  return by.of.filters.length === 1 && by.of.filters[0].kind === 'zone' && by.of.filters[0].zone === 'trash' && by.of.filters[0].owner === 'your';
}

const increasesOf = weakProcessCache<readonly unknown[], readonly IncreasedBy[]>();

/** How much its "My Might is increased by ..." passives add now: its controller's points, the cards in its controller's trash. */
function increasedBy(s: GameState, o: GameObject): number {
  const passives = abilitiesOfKind(o.card, 'passive');
  let found = increasesOf.get(passives);
  if (!found) {
    found = passives.flatMap(({ ability }) => (increasesOwnMight(ability.effect, ability) ? [ability.effect as IncreasedBy] : []));
    increasesOf.set(passives, found);
  }
  let n = 0;
  for (const e of found) n += e.by.kind === 'points' ? playerState(s, o.controller).points : playerState(s, o.controller).trash.length;
  return n;
}

/**
 * When working the layers out anew would change nothing but the Might that modifiers set (no object
 * whose abilities apply has a passive ability, no card is attached or has Effect Text, and no object
 * keeps anything an earlier working-out gave it), the objects with modifiers, whose set Might is all
 * there is to work out; null otherwise. Most boards, most of the time: this runs after every step, so
 * the one walk over the objects finds both.
 */
function modifiedWhenNothingPassive(s: GameState): GameObject[] | null {
  const modified: GameObject[] = [];
  for (const o of everyObject(s)) {
    if (o.attachedTo !== undefined || o.card.effectText !== undefined) return null; // attached cards' text and Might Bonus
    if (o.ownCard || o.appendedLines || o.grantedAbilities || o.textSince) return null;
    if (o.passiveMight !== undefined || o.grantedKeywords !== undefined) return null;
    if (o.modifiers.length > 0) {
      if (o.modifiers.some(givesAbility)) return null; // an ability an instruction gave it this turn (granting.ts)
      modified.push(o);
    }
    if ((abilitiesActive(o) || o.zone === 'battlefield-row') && abilitiesOfKind(o.card, 'passive').length > 0) return null;
  }
  return modified;
}

function givesAbility(m: TemporaryModifier): boolean {
  return m.ability !== undefined;
}

/**
 * Works out anew the Might each unit gets from the passive abilities on the board, battlefields' among
 * them (170.8). True when it found that no object whose abilities apply has a passive ability (what
 * else the settle loop reads of passives after it then has nothing to find on the objects).
 */
export function applyPassiveMight(s: GameState): boolean {
  const modified = s.buffsGiveMore ? null : modifiedWhenNothingPassive(s);
  if (modified) {
    for (const o of modified) applySetMight(o); // one setting its Might may have ended
    return true;
  }
  let bonus = applyAttachedCards(s, grantedAbilities(s)); // the attached cards' and granted text and Might Bonus first (477.2.c, 477.3.d, 411.6.a)
  applyMightSetters(s);
  const limited: { id: ObjectId; by: number; minimum: number }[] = [];
  for (const giver of everyObject(s)) {
    if (!givesPassives(giver)) continue;
    const increase = isUnit(giver) && abilitiesActive(giver) ? increasedBy(s, giver) : 0; // 364: counted now
    if (increase) (bonus ??= new Map()).set(giver.id, (bonus.get(giver.id) ?? 0) + increase);
    for (const { e, amount: printed, gate, condition, instead } of mightBonuses(giver)) {
      // 824.1.c, 828.1.c: a dependent ability gives nothing while its gate is closed (opened for its reader)
      if (gate) {
        const by = passiveReader(s, giver);
        if (by === null || gateHolds(s, gate, giver.id, by) !== true) continue;
      }
      // 364.3: a conditional bonus exists only while its condition holds
      if (condition && !conditionHolds(s, condition, giver)) continue;
      const replaced = instead !== undefined && (instead.condition === undefined || conditionHolds(s, instead.condition, giver)); // "... instead"
      // "for each time I'm [Empowered]": once for each time it is Empowered now (441.1.c.1)
      const each = (replaced ? instead.amount : printed) * (e.perTimeEmpowered ? timesEmpowered(giver) : 1);
      const amount = e.forEach ? each * countNow(s, giver, e.forEach) : each; // "for each ...": counted now (364)
      if (!amount) continue;
      for (const o of everyObject(s)) {
        if (!receives(s, giver, o, e)) continue;
        if (e.minimum !== undefined) limited.push({ id: o.id, by: -amount, minimum: e.minimum });
        else (bonus ??= new Map()).set(o.id, (bonus.get(o.id) ?? 0) + amount);
      }
    }
  }
  // "While a friendly unit defends alone, it gets +2 :rb_might:": to the unit the condition names (364.3)
  for (const [id, n] of mightToUnitsNamed(s)) (bonus ??= new Map()).set(id, (bonus.get(id) ?? 0) + n);
  for (const [id, n] of buffBonuses(s)) (bonus ??= new Map()).set(id, (bonus.get(id) ?? 0) + n); // "Buffs give an additional +1 :rb_might: ..."
  for (const o of everyObject(s)) {
    const n = bonus?.get(o.id);
    if (n) o.passiveMight = n;
    else if (o.passiveMight !== undefined) delete o.passiveMight;
    if (o.modifiers.length) applySetMight(o); // one setting its Might may have ended
  }
  applyMightyBonuses(s);
  applyRaisedMight(s);
  applyLimitedDecreases(s, limited);
  applyGrantedKeywords(s, keywordsGivenToUnits(s)); // the ability layer is checked again on the Might this gives (476)
  return false;
}
