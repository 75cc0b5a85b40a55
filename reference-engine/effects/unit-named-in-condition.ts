// A passive whose condition names a unit and whose change is given to "it", that unit (364.3): "While a
// friendly unit defends alone, it gets +2 :rb_might:" (Wuju Bladesman), "While a unit here is
// defending alone, it has -2 :rb_might:" (Forbidding Waste, a battlefield). Each unit for which the
// condition holds now gets the change, worked out afresh with the board's other passive Might.
import type { Ability, Filter, ObjectRef, Predicate } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { everyObject, areAllies, isAlone, isUnit, type GameObject, type GameState, type ObjectId } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** The combat roles a condition may give the unit it names: attacking or defending, and whether alone (740.2.a). */
interface Role {
  designation: 'attacker' | 'defender';
  alone: boolean;
}

/** "a friendly unit", "a unit here": a unit told apart by side and place only. */
function readsUnit(ref: ObjectRef): ref is Extract<ObjectRef, { kind: 'select' }> {
  return (
    ref.kind === 'select' &&
    ref.determiner === 'a' &&
    !ref.count &&
    ref.nouns.join() === 'unit' &&
    ref.filters.every((f) => (f.kind === 'controller' && (f.who === 'friendly' || f.who === 'enemy')) || (f.kind === 'location' && f.at.kind === 'here'))
  );
}

/** The role the predicate asks of the unit it names: "defends alone", "is defending alone", "attacks". */
function roleOf(p: Predicate): Role | null {
  if (p.kind === 'does') return { designation: p.verb === 'attack' ? 'attacker' : 'defender', alone: p.alone === true };
  if (p.kind !== 'object-is' || p.negated || p.nouns?.length || p.kindOf) return null;
  const states = p.filters.map((f) => (f.kind === 'state' ? f.state : null));
  const designation = states.includes('defending') ? 'defender' : states.includes('attacking') ? 'attacker' : null;
  if (designation === null || !states.every((st) => st === 'defending' || st === 'attacking' || st === 'alone')) return null;
  return { designation, alone: states.includes('alone') };
}

/** Whether this module gives the passive's change: a fixed Might change to "it", the unit its condition names by its combat role. */
export function givesToUnitNamed(a: Passive): boolean {
  const e = a.effect;
  const c = a.condition;
  if (e.kind !== 'might-bonus' || e.subject.kind !== 'pronoun' || e.subject.word !== 'it' || a.gate || a.also) return false;
  if (e.amount.kind !== 'number' || e.forEach || e.keywords?.length || e.perTimeEmpowered || e.each || e.minimum !== undefined || e.instead || e.where)
    return false;
  if (c?.kind !== 'if' || !['While', 'while'].includes(c.form)) return false;
  const p = c.predicate;
  return (p.kind === 'does' || p.kind === 'object-is') && readsUnit(p.subject) && roleOf(p) !== null;
}

/** Where an object is, for "here": its battlefield (a battlefield's own place is itself, 170.5), or its controller's base. */
function placeOf(o: GameObject): string | null {
  if (o.zone === 'battlefield-row') return o.id;
  if (o.zone === 'battlefield') return o.battlefield ?? null;
  return o.zone === 'base' ? `base of ${o.controller}` : null;
}

function meets(s: GameState, giver: GameObject, u: GameObject, f: Filter): boolean {
  if (f.kind === 'location') return placeOf(u) !== null && placeOf(u) === placeOf(giver);
  if (f.kind !== 'controller') return false;
  // a battlefield has no side of its own: "friendly" to nobody's units
  if (giver.zone === 'battlefield-row') return false;
  return areAllies(s, u.controller, giver.controller) === (f.who === 'friendly');
}

/** The Might each unit gets now from such passives of the permanents and battlefields on the board. */
export function mightToUnitsNamed(s: GameState): Map<ObjectId, number> {
  const out = new Map<ObjectId, number>();
  // (walked by key, with no list of the objects: this runs after every step of the settle loop)
  for (const giver of everyObject(s)) {
    if (!abilitiesActive(giver) && giver.zone !== 'battlefield-row') continue;
    const passives = abilitiesOfKind(giver.card, 'passive');
    if (passives.length === 0) continue;
    for (const { ability: a } of passives) {
      if (!givesToUnitNamed(a) || a.effect.kind !== 'might-bonus' || a.effect.amount.kind !== 'number' || a.condition?.kind !== 'if') continue;
      const p = a.condition.predicate;
      if ((p.kind !== 'does' && p.kind !== 'object-is') || p.subject.kind !== 'select') continue;
      const role = roleOf(p)!;
      const amount = a.effect.sign * a.effect.amount.value;
      const filters = p.subject.filters;
      for (const u of everyObject(s)) {
        if (!isUnit(u) || u.facedown || u.zone !== 'battlefield' || u.designation !== role.designation) continue;
        if ((role.alone && !isAlone(s, u)) || !filters.every((f) => meets(s, giver, u, f))) continue;
        out.set(u.id, (out.get(u.id) ?? 0) + amount);
      }
    }
  }
  return out;
}
