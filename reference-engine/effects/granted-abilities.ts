// Abilities one object gives another: "Units here have ":rb_exhaust:: ..."" while the giver's passive
// applies (364). The holder has the quoted ability as its own (it triggers and is activated as the
// holder's), appended to its rules text beside attached cards' Effect Text (attached-text.ts); the
// passives' grants are found beside their Might bonuses (passive-might.ts). What the holder does with
// it is done "with" the giver as well (411.6.a): this module finds the giver of the ability a run
// carries out. (An instruction granting one for a while, "This turn, that unit has "..."", has an AST
// form but no grammar reading it yet, so the engine names it unsupported.)
import { ability as abilityText } from '../card-text/decompile/abilities.ts';
import type { GameObject, ObjectId } from '../state.ts';
import { cardAsOnChain } from '../chain-items.ts';
import { abilitiesOf } from './compiled.ts';
import type { Run } from './run.ts';

/**
 * The object that gave the ability a run of `holder`'s text comes from, if granted (411.6.a): the ability
 * the chain item names, matched by its text with the holder's granted ones.
 */
export function giverOf(holder: GameObject, abilityIndex: number | undefined, card = holder.card): ObjectId | undefined {
  if (!holder.grantedAbilities?.length || abilityIndex === undefined) return undefined;
  const a = abilitiesOf(card)[abilityIndex];
  if (!a) return undefined;
  const text = abilityText(a);
  return holder.grantedAbilities.find((g) => g.text === text)?.from;
}

/** The giver of the granted ability this run carries out, if it is one (411.6.a). */
export function giverOfRun(run: Run): ObjectId | undefined {
  const holder = run.s.objects[run.source];
  const item = run.itemId === undefined ? undefined : run.s.chain.find((c) => c.id === run.itemId);
  return holder && item && item.kind !== 'card' ? giverOf(holder, item.ability, cardAsOnChain(holder.card, item)) : undefined;
}
