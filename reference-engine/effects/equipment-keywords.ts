// Keywords a player's Equipment has or gives by the passives of that player's permanents on the board
// (477.2): "Your Equipment everywhere have [Quick-Draw]" (Jax, Unmatched), in hand as on the board, so
// such a card has [Reaction] as it is played and attaches as it enters (819.1.b, 819.1.d); "Your
// Equipment each give [Assault]" (Purifier), each such Equipment attached to a unit giving it one more.
import type { Ability, ObjectRef } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { abilitiesActive } from '../board.ts';
import { everyObject, isEquipment, isUnit, type GameObject, type GameState, type ObjectId } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';
import { readsGranted } from './granted-keywords.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** "Your Equipment", with no other restriction. */
function yourEquipment(ref: ObjectRef): boolean {
  return ref.kind === 'select' && ref.determiner === 'your' && !ref.count && ref.nouns.join() === 'equipment' && ref.filters.length === 0;
}

/** "Your Equipment everywhere have [Quick-Draw]", unconditionally. */
export function givesEquipmentQuickDraw(a: Passive): boolean {
  const e = a.effect;
  return (
    e.kind === 'has-keyword' &&
    !a.condition &&
    !a.gate &&
    !a.also &&
    !e.each &&
    !e.ifNotAlready &&
    e.where?.kind === 'everywhere' &&
    yourEquipment(e.subject) &&
    e.keywords.every((k) => k.name === 'Quick-Draw' && k.value === undefined)
  );
}

/** "Your Equipment each give [Assault]": keywords read off a unit on the board, unconditionally. */
export function equipmentGivesKeywords(a: Passive): boolean {
  const e = a.effect;
  return e.kind === 'gives-keyword' && e.each === true && !a.condition && !a.gate && !a.also && yourEquipment(e.subject) && readsGranted(e.keywords);
}

/** The passives of `player`'s permanents on the board that pass the test. */
function passivesOf(s: GameState, player: PlayerId, test: (a: Passive) => boolean): Passive[] {
  const out: Passive[] = [];
  for (const giver of everyObject(s))
    if (giver.controller === player && abilitiesActive(giver))
      for (const { ability } of abilitiesOfKind(giver.card, 'passive')) if (test(ability)) out.push(ability);
  return out;
}

/** [Quick-Draw] the Equipment card has from `player`'s passives, wherever it is (one instance: 819.2). */
export function quickDrawGiven(s: GameState, o: GameObject, player: PlayerId): string[] {
  return isEquipment(o) && passivesOf(s, player, givesEquipmentQuickDraw).length > 0 ? ['Quick-Draw'] : [];
}

/** Adds to `given` the keywords each unit gets from the Equipment attached to it, once for each passive of their controller's. */
export function withEquipmentKeywords(
  s: GameState,
  given: Map<ObjectId, Record<string, number>> | undefined,
): Map<ObjectId, Record<string, number>> | undefined {
  for (const gear of everyObject(s)) {
    if (!isEquipment(gear) || gear.attachedTo === undefined) continue;
    const unit = s.objects[gear.attachedTo];
    if (!unit || !isUnit(unit)) continue;
    for (const a of passivesOf(s, gear.controller, equipmentGivesKeywords)) {
      if (a.effect.kind !== 'gives-keyword') continue;
      const mine = (given ??= new Map()).get(unit.id) ?? {};
      for (const k of a.effect.keywords) mine[k.name] = (mine[k.name] ?? 0) + (k.value ?? 1);
      given.set(unit.id, mine);
    }
  }
  return given;
}
