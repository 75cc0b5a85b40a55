// Whom a "can't" passive ability of a permanent on the board reaches (rules 358.3.a, 364.3): "I", or
// units it names by side, place and Might against its own ("Your units here with less Might than
// me", "Enemy units here with less Might than me"), while its condition about itself holds ("unless
// I'm in combat"). Read here on its own terms, without the selection module, because the selection
// module asks this one whether an object may be chosen at all (untargetable.ts).
import type { Ability, Condition, Filter, ObjectRef } from '../card-text/ast.ts';
import { abilitiesActive, isAtLocation } from '../board.ts';
import { aboutItself, type OwnPredicate } from '../card-text/own-predicate.ts';
import type { PlayerId } from '../interface.ts';
import { everyObject, isInCombat, isUnit, mightOf, passiveReader, playerState, sidesWith, type GameObject, type GameState } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;
type Limit = Extract<Passive['effect'], { kind: 'cant' }>;

/** The giver's own states a condition of a limit may ask about: where the combat stands for it (740.2.c). */
const OWN_STATES: { readonly [state: string]: (s: GameState, o: GameObject) => boolean } = {
  'in-combat': isInCombat,
  attacking: (_s, o) => o.designation === 'attacker',
  defending: (_s, o) => o.designation === 'defender',
};

const CONDITION_FORMS = new Set(['If', 'if', 'While', 'while', 'unless']);

function readsFilter(f: Filter): boolean {
  switch (f.kind) {
    case 'other':
      return true;
    case 'controller':
      return f.who === 'friendly' || f.who === 'enemy' || f.who === 'your' || f.who === 'you-control';
    case 'location':
      return f.at.kind === 'here';
    case 'might-relative':
      return f.than.kind === 'self' && !f.offset && (f.op === '<' || f.op === '>');
    default:
      return false;
  }
}

/** "I", or a plural unit subject restricted only in the ways `reaches` reads. */
function readsSubject(ref: ObjectRef): boolean {
  if (ref.kind === 'self') return true;
  return (
    ref.kind === 'select' &&
    ref.plural &&
    !ref.count &&
    (ref.determiner === 'bare' || ref.determiner === 'your') &&
    (ref.nouns as string[]).join() === 'unit' &&
    ref.filters.every(readsFilter)
  );
}

/** "unless I'm in combat", "while I'm attacking": the giver's own combat states. */
function readsCondition(c: Condition | undefined): c is undefined | (Condition & { kind: 'if'; predicate: OwnPredicate }) {
  if (!c) return true;
  if (c.kind !== 'if' || !CONDITION_FORMS.has(c.form)) return false;
  return aboutItself(c.predicate, (f) => f.kind === 'state' && f.state in OWN_STATES);
}

/** The [Level N] gates of the ability ("[Level 16][>] I can't be chosen ..."), or null when it has a gate of another kind. */
function levelGates(a: Passive): number[] | null {
  if (!a.gate) return [];
  const keys = [a.gate.keyword, ...(a.gate.also ?? [])];
  if (a.gate.chained || keys.some((k) => k.name !== 'Level' || k.value === undefined)) return null;
  return keys.map((k) => k.value!);
}

/** 824.1.c: a gated ability works only while its controller has that much XP (an uncontrolled battlefield's: never, no one's XP counting). */
function gatesOpen(s: GameState, a: Passive, controller: PlayerId | null): boolean {
  return (levelGates(a) ?? [Infinity]).every((n) => controller !== null && playerState(s, controller).xp >= n);
}

/** Whether this module applies the limit the passive ability states, for the actions its callers ask about; ungated or behind [Level N]. */
export function readsLimit(a: Passive): boolean {
  return a.effect.kind === 'cant' && levelGates(a) !== null && !a.also && readsSubject(a.effect.subject) && readsCondition(a.condition);
}

function conditionHolds(s: GameState, a: Passive, giver: GameObject): boolean {
  const c = a.condition;
  if (!readsCondition(c)) return false;
  if (!c) return true;
  const met = c.predicate.filters.every((f) => f.kind === 'state' && OWN_STATES[f.state]!(s, giver));
  return (c.predicate.negated ? !met : met) !== (c.form === 'unless');
}

/** Where an object is, for "here": its battlefield (a battlefield's own place is itself, 170.5), or its controller's base. */
function placeOf(o: GameObject): string | null {
  if (o.zone === 'battlefield' || o.zone === 'battlefield-row') return o.battlefield ?? null;
  return o.zone === 'base' ? `base of ${o.controller}` : null;
}

function meets(s: GameState, giver: GameObject, o: GameObject, f: Filter): boolean {
  switch (f.kind) {
    case 'other':
      return o.id !== giver.id;
    case 'controller':
      // 740.1, 190.6.a: relative to the giver's side (a battlefield's controller; uncontrolled, none)
      return f.who === 'enemy' || f.who === 'friendly' ? sidesWith(s, giver, o, f.who) : o.controller === passiveReader(s, giver);
    case 'location':
      return placeOf(o) !== null && placeOf(o) === placeOf(giver);
    case 'might-relative': {
      // against the giver's Might now: a unit whose Might rises to the giver's is no longer reached
      const mine = mightOf(o);
      const theirs = mightOf(giver);
      if (mine === null || theirs === null) return false;
      return f.op === '<' ? mine < theirs : mine > theirs;
    }
    default:
      return false;
  }
}

function reaches(s: GameState, giver: GameObject, o: GameObject, subject: Limit['subject']): boolean {
  if (subject.kind === 'self') return giver.id === o.id;
  if (subject.kind !== 'select' || !isUnit(o) || !isAtLocation(o) || !abilitiesActive(o)) return false;
  if (subject.determiner === 'your' && o.controller !== passiveReader(s, giver)) return false;
  return subject.filters.every((f) => meets(s, giver, o, f));
}

/** Whether a passive ability of some permanent on the board forbids `o` the action ("deal combat damage") now. */
export function limitedBy(s: GameState, o: GameObject, action: Limit['action']): boolean {
  for (const giver of everyObject(s)) {
    // a battlefield's passive abilities apply as a permanent's do (170.8)
    if (!abilitiesActive(giver) && giver.zone !== 'battlefield-row') continue;
    for (const { ability } of abilitiesOfKind(giver.card, 'passive')) {
      if (ability.effect.kind !== 'cant' || ability.effect.action !== action || !readsLimit(ability)) continue;
      if (gatesOpen(s, ability, passiveReader(s, giver)) && conditionHolds(s, ability, giver) && reaches(s, giver, o, ability.effect.subject)) return true;
    }
  }
  return false;
}
