// Abilities one object gives another: "Units here have ":rb_exhaust:: ..."" while the giver's passive
// applies (364), "This turn, that unit has "When I conquer, ..."" for as long as the effect says. The
// holder has the quoted ability as its own (it triggers and is activated as the holder's), appended to
// its rules text beside attached cards' Effect Text (attached-text.ts); what the holder does with it is
// done "with" the giver as well (411.6.a), so each granted text keeps the object that gave it.
import type { Ability, Instruction, PassiveEffect } from '../card-text/ast.ts';
import { ability as abilityText } from '../card-text/decompile/abilities.ts';
import { abilitiesActive } from '../board.ts';
import type { GameObject, GameState, ObjectId } from '../state.ts';
import { abilitiesOf, abilitiesOfKind } from './compiled.ts';
import { givenToUnitSubject, receivesAsUnitSubject } from './passive-might.ts';
import type { Run } from './run.ts';

export interface GrantedAbility {
  text: string;
  from: ObjectId;
}

type HasAbility = Extract<PassiveEffect, { kind: 'has-ability' }>;

/** Whether the engine honours this passive: an unconditional grant to itself or to units it names the way a Might bonus does. */
export function grantsAbility(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  return e.kind === 'has-ability' && !a.condition && !a.gate && givenToUnitSubject(e);
}

/** "This turn, that unit has "..."": an ability the engine gives for a turn or a combat, one it carries out as the holder's own. */
export function grantsAbilityForNow(i: Extract<Instruction, { kind: 'grant-ability' }>): boolean {
  return (i.duration === 'this-turn' || i.duration === 'this-combat') && (i.ability.kind === 'triggered' || i.ability.kind === 'activated');
}

/** Gives each object the instruction names the ability for as long as it says (411.6.a: `source` is the giver). */
export function grantAbilityForNow(run: Run, o: GameObject, i: Extract<Instruction, { kind: 'grant-ability' }>): void {
  o.modifiers.push({ ability: abilityText(i.ability), until: i.duration === 'this-combat' ? 'end-of-combat' : 'end-of-turn', source: run.source });
}

/** The texts granted to each object now: by the passives on the board, then by effects lasting a turn or a combat. */
export function grantedAbilities(s: GameState): Map<ObjectId, GrantedAbility[]> {
  const found = new Map<ObjectId, GrantedAbility[]>();
  const add = (to: ObjectId, g: GrantedAbility): void => {
    const list = found.get(to);
    if (list) list.push(g);
    else found.set(to, [g]);
  };
  for (const id in s.objects) {
    const giver = s.objects[id];
    if (!abilitiesActive(giver) && giver.zone !== 'battlefield-row') continue;
    for (const { ability } of abilitiesOfKind(giver.ownCard ?? giver.card, 'passive')) {
      const e = ability.effect;
      if (e.kind !== 'has-ability' || !grantsAbility(e, ability)) continue;
      const text = abilityText((e as HasAbility).ability);
      for (const oid in s.objects) if (receivesAsUnitSubject(giver, s.objects[oid], e)) add(oid, { text, from: giver.id });
    }
  }
  for (const id in s.objects) for (const m of s.objects[id].modifiers) if (m.ability !== undefined) add(id, { text: m.ability, from: m.source ?? id });
  return found;
}

/**
 * The object that gave the ability a run of `holder`'s text comes from, if granted (411.6.a): the ability
 * the chain item names, matched by its text with the holder's granted ones.
 */
export function giverOf(holder: GameObject, abilityIndex: number | undefined): ObjectId | undefined {
  if (!holder.grantedAbilities?.length || abilityIndex === undefined) return undefined;
  const a = abilitiesOf(holder.card)[abilityIndex];
  if (!a) return undefined;
  const text = abilityText(a);
  return holder.grantedAbilities.find((g) => g.text === text)?.from;
}

/** The giver of the granted ability this run carries out, if it is one (411.6.a). */
export function giverOfRun(run: Run): ObjectId | undefined {
  const holder = run.s.objects[run.source];
  const item = run.itemId === undefined ? undefined : run.s.chain.find((c) => c.id === run.itemId);
  return holder && item?.kind !== 'card' ? giverOf(holder, item?.ability) : undefined;
}
