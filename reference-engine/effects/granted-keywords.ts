// Keywords a unit's own passive ability gives it: "I have [Shield]", "While I'm [Mighty], I have
// [Deflect], [Ganking], and [Shield]" (Fiora, Victorious), and those a permanent's passive gives a group
// of units ("Your Mechs have [Shield]", found in passive-might.ts with the groups its Might bonuses
// reach). Only the keywords the engine reads off a unit on the board are given so: Assault and Shield
// (their Might), Deflect (its cost to choose), Ganking (its moves) and Tank (its damage order). The
// condition is checked in the ability layer, on the Might the arithmetic layer gave before it
// (rules 476, 477.2): the grant's own Might then follows in the arithmetic layer, once.
import type { Ability, PassiveEffect } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { everyObject, isUnit, keywordsOf, objectOf, printedKeywordValue, type ChainItem, type GameObject, type GameState } from '../state.ts';
import type { PlayerId, Refusal } from '../interface.ts';
import { timingRefusal } from '../timing.ts';
import type { AwaitedTiming } from '../playing-cards/play-record.ts';
import { abilitiesOfKind, ownKeywordsNamed } from './compiled.ts';
import { countHolds, gateHolds, readsCount } from './conditions.ts';
import { passiveConditionHolds, readsPassiveCondition } from './passive-conditions.ts';

const MIGHTY_AT = 5;

/** The mark on a keyword others' passives give only "if they didn't already" have it (Spirit's Refuge): added last, to a unit without it. */
export const IF_MISSING = '?';
const READ = new Set(['Assault', 'Shield', 'Deflect', 'Ganking', 'Tank']);

/** Whether every keyword named is one the engine reads off a unit on the board when a passive gives it. */
export function readsGranted(keywords: readonly { name: string }[]): boolean {
  return keywords.every((k) => READ.has(k.name));
}

type Passive = Extract<Ability, { kind: 'passive' }>;

/** "While I'm [Mighty]": the one condition a granted keyword may carry here. */
export function whileMighty(a: Passive): boolean {
  const c = a.condition;
  if (c?.kind !== 'if' || c.form !== 'While' || c.predicate.kind !== 'object-is') return false;
  const p = c.predicate;
  return p.subject.kind === 'self' && p.filters.length === 1 && p.filters[0].kind === 'state' && p.filters[0].state === 'mighty';
}

/** Whether the engine honours this passive: it gives the unit itself Assault or Shield, always or while it is Mighty. */
export function grantsOwnCombatKeyword(e: PassiveEffect, a: Passive): boolean {
  return (
    e.kind === 'has-keyword' &&
    e.subject.kind === 'self' &&
    !e.each &&
    !e.where &&
    e.keywords.every((k) => READ.has(k.name)) &&
    (!a.condition || whileMighty(a) || readsPassiveCondition(a.condition))
  );
}

/** "I have +1 :rb_might: and [Deflect]" (Mosstomper): the keywords a Might bonus to the unit itself also gives, all of them read here. */
export function grantsOwnKeywordsWithMight(e: PassiveEffect, a: Passive): boolean {
  return e.kind === 'might-bonus' && e.subject.kind === 'self' && readsPassiveCondition(a.condition) && (e.keywords ?? []).every((k) => READ.has(k.name));
}

/** "If you control a gear, this has [Reaction].": a card's own timing keyword, given while a count it reads holds (806.4, 813.4). */
export function grantsOwnTiming(e: PassiveEffect, a: Passive): boolean {
  return grantsOwnWhileCounted(e, a, ['Action', 'Reaction']);
}

/** "While you have a card in your hand, I have [Accelerate].": a unit's own Accelerate, given while a count it reads holds (805.2.b). */
export function grantsOwnAccelerate(e: PassiveEffect, a: Passive): boolean {
  return grantsOwnWhileCounted(e, a, ['Accelerate']);
}

function grantsOwnWhileCounted(e: PassiveEffect, a: Passive, names: readonly string[]): boolean {
  if (e.kind !== 'has-keyword' || e.subject.kind !== 'self' || e.each || e.where || a.gate) return false;
  const c = a.condition;
  return e.keywords.every((k) => names.includes(k.name)) && c?.kind === 'if' && ['If', 'if', 'While', 'while'].includes(c.form) && readsCount(c.predicate);
}

/** Whether a unit has [Accelerate] now: printed, or by its own passive while the count it reads holds (805.2.b: it may lose it as it is played). */
export function hasAccelerateNow(s: GameState, o: GameObject, player: PlayerId): boolean {
  return (o.card.keywords ?? []).includes('Accelerate') || ownAccelerateHolds(s, o, player);
}

/** Whether a passive of the unit's own gives it [Accelerate] now, the count it reads holding for `player`. */
function ownAccelerateHolds(s: GameState, o: GameObject, player: PlayerId): boolean {
  return abilitiesOfKind(o.card, 'passive').some(
    ({ ability: a }) =>
      grantsOwnAccelerate(a.effect, a) && a.condition?.kind === 'if' && readsCount(a.condition.predicate) && countHolds(s, a.condition.predicate, o.id, player),
  );
}

/** The Action and Reaction a card being played has now by its own passives: none unless and until their condition holds (806.4, 813.4). */
export function timingGrantedNow(s: GameState, o: GameObject, player: PlayerId): string[] {
  const out: string[] = [];
  for (const { ability: a } of abilitiesOfKind(o.card, 'passive')) {
    const e = a.effect;
    if (e.kind !== 'has-keyword' || !grantsOwnTiming(e, a) || a.condition?.kind !== 'if') continue;
    const p = a.condition.predicate;
    if (readsCount(p) && countHolds(s, p, o.id, player)) out.push(...e.keywords.map((k) => k.name));
  }
  return out;
}

/** The Action and Reaction a card's own passives could give it, whether or not their conditions hold now (806.4.a, 813.4.a). */
function timingGrantable(o: GameObject): string[] {
  const out: string[] = [];
  for (const { ability: a } of abilitiesOfKind(o.card, 'passive')) {
    const e = a.effect;
    if (e.kind === 'has-keyword' && grantsOwnTiming(e, a)) out.push(...e.keywords.map((k) => k.name));
  }
  return out;
}

/**
 * 806.4.a, 813.4.a: a card refused now by `refusal` that a conditional passive of its own could give
 * the keyword the timing asks for may still be played, as the play itself (its costs paid) may fulfil
 * the condition; the keyword it needs is then checked at step 5 (awaitedTimingRefusal).
 */
export function awaitedTiming(s: GameState, o: GameObject, player: PlayerId, refusal: Refusal): AwaitedTiming | undefined {
  const grantable = timingGrantable(o);
  if (grantable.length === 0) return undefined;
  const needs = timingRefusal(s, player, [...(o.card.keywords ?? []), 'Action']) === null ? 'Action' : 'Reaction';
  return grantable.includes('Reaction') || grantable.includes(needs) ? { needs, refusal } : undefined;
}

/** 806.4.b, 813.4.b: by step 5 the awaited keyword must be had, or the play is undone with the timing refusal. */
export function awaitedTimingRefusal(s: GameState, item: ChainItem, awaited: AwaitedTiming | undefined): Refusal | null {
  if (!awaited) return null;
  const now = timingGrantedNow(s, objectOf(s, item.source), item.controller);
  return now.includes('Reaction') || now.includes(awaited.needs) ? null : awaited.refusal;
}

/** The keywords this object's own passives give it, given the Might it reaches without them, with those others' passives give it (`given`). */
function granted(s: GameState, o: GameObject, given: Record<string, number> | undefined): Record<string, number> | null {
  let out: Record<string, number> | null = given ? { ...given } : null;
  const changes = o.modifiers.reduce((total, m) => total + (m.might ?? 0), 0);
  // 476: the ability layer is checked again after the arithmetic one applied the printed keyword of its role.
  const ownValue = o.designation === 'attacker' ? printedKeywordValue(o, 'Assault') : o.designation === 'defender' ? printedKeywordValue(o, 'Shield') : 0;
  const mightSoFar = (o.card.might ?? 0) + o.buffs + changes + (o.passiveMight ?? 0) + ownValue;
  for (const { ability: a } of abilitiesOfKind(o.card, 'passive')) {
    const e = a.effect;
    if (!(e.kind === 'has-keyword' ? grantsOwnCombatKeyword(e, a) : grantsOwnKeywordsWithMight(e, a))) continue;
    // "While I'm [Mighty]" on the Might so far; another condition on the board as it is (364.3)
    if (a.condition && (whileMighty(a) ? mightSoFar < MIGHTY_AT : !passiveConditionHolds(s, a.condition, o))) continue;
    // 828.1.c, 824.1.c: a dependent ability ("[Empowered][>] I have [Assault 3]") gives nothing while its gate is closed
    if (a.gate && gateHolds(s, a.gate, o.id, o.controller) !== true) continue;
    // 476.1: each grant applies once, however often the layers are checked again.
    for (const k of ownKeywordsNamed(a)) (out ??= {})[k.name] = (out[k.name] ?? 0) + (k.value ?? 1);
  }
  // "I must be assigned combat damage last" is the ability [Backline] stands for (826.3, 465.2.c.6): recorded as that keyword
  for (const { ability: a } of abilitiesOfKind(o.card, 'passive')) if (assignedLast(a.effect, a)) (out ??= {}).Backline = (out.Backline ?? 0) + 1;
  // "I have [Accelerate] while you have a card in your hand": on the board it is a unit with [Accelerate] while the count holds (805.5, 364.3)
  if (o.controller && ownAccelerateHolds(s, o, o.controller)) (out ??= {}).Accelerate = 1;
  return out;
}

/** "... have [Deflect] if they didn't already": the keyword, once, to a unit that has it from nothing else. */
function addedIfMissing(o: GameObject, given: Record<string, number>): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(given)) if (!name.endsWith(IF_MISSING)) out[name] = value;
  for (const [marked, value] of Object.entries(given)) {
    const name = marked.slice(0, -IF_MISSING.length);
    if (marked.endsWith(IF_MISSING) && !out[name] && !keywordsOf(o).includes(name)) out[name] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Whether the engine honours this passive: "I must be assigned combat damage last", on the unit itself, unconditionally. */
export function assignedLast(e: PassiveEffect, a: Passive): boolean {
  return e.kind === 'combat-damage-order' && e.order === 'last' && e.subject.kind === 'self' && !a.condition && !a.gate;
}

/**
 * Works out anew what each unit's own passives give it, and what others' give it (`fromOthers`, 477.2):
 * run with the board's passive Might, after every step.
 */
export function applyGrantedKeywords(s: GameState, fromOthers?: ReadonlyMap<string, Record<string, number>>): void {
  for (const o of everyObject(s)) {
    const id = o.id;
    const found = isUnit(o) ? (abilitiesActive(o) ? granted(s, o, fromOthers?.get(id)) : (fromOthers?.get(id) ?? null)) : null;
    const given = found && addedIfMissing(o, found);
    if (given) o.grantedKeywords = given;
    else if (o.grantedKeywords !== undefined) delete o.grantedKeywords;
  }
}
