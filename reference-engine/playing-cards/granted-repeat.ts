// "While I'm in a showdown, your spells have [Repeat] :rb_energy_2::rb_rune_chaos:" (820): a permanent's
// grant of a [Repeat] with its own cost to the spells its controller plays while its condition holds
// as they are played. Each such [Repeat] is an optional additional cost of its own (820.1.c.2), offered
// with the spell's other optional costs; paid, the spell's effect is executed once more (820.1.d).
import type { Ability, ResourceSymbol } from '../card-text/ast.ts';
import { isAtLocation } from '../board.ts';
import { abilitiesOf, abilitiesOfKind } from '../effects/compiled.ts';
import { passiveConditionHolds, readsPassiveCondition } from '../effects/passive-conditions.ts';
import { everyObject, objectOf, type ChainItem, type GameState } from '../state.ts';
import type { PlayData } from './play-record.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** The optional costs these grants add: this prefix, then the granting object and its ability (a [Repeat] cost, as component discounts read it). */
export const GIVEN_REPEAT = 'repeat:given:';

/** "Your spells have [Repeat] <cost>", always or under a condition of the giver read as passive conditions are. */
export function givesRepeatToYourSpells(a: Passive): boolean {
  const e = a.effect;
  if (a.gate || a.also || e.kind !== 'has-keyword' || e.each || e.where || !readsPassiveCondition(a.condition)) return false;
  const [k] = e.keywords;
  const s = e.subject;
  return (
    e.keywords.length === 1 &&
    k!.name === 'Repeat' &&
    (k!.cost?.length ?? 0) > 0 &&
    !k!.dashCost &&
    !k!.costOptions &&
    s.kind === 'select' &&
    s.determiner === 'your' &&
    !s.count &&
    (s.nouns as string[]).join() === 'spell' &&
    s.filters.length === 0
  );
}

/** The [Repeat]s the player's permanents give the spell this item plays, as it is played. */
export function repeatsGivenTo(s: GameState, item: ChainItem): { id: string; label: string }[] {
  if (item.kind !== 'card' || objectOf(s, item.source).card.type !== 'spell') return [];
  const out: { id: string; label: string }[] = [];
  for (const giver of everyObject(s)) {
    if (giver.controller !== item.controller || !isAtLocation(giver) || giver.facedown) continue;
    for (const { index, ability } of abilitiesOfKind(giver.card, 'passive'))
      if (givesRepeatToYourSpells(ability) && passiveConditionHolds(s, ability.condition, giver))
        out.push({ id: `${GIVEN_REPEAT}${giver.id}#${index}`, label: `Repeat (${giver.card.name}): execute the effect one more time` });
  }
  return out;
}

/** The cost of each given [Repeat] the player chose to pay, as the giver's text prints it. */
export function givenRepeatCosts(s: GameState, data: PlayData): { id: string; cost: ResourceSymbol[] }[] {
  return data.paidOptional.flatMap((id) => {
    if (!id.startsWith(GIVEN_REPEAT)) return [];
    const [giver, index] = id.slice(GIVEN_REPEAT.length).split('#');
    const ability = s.objects[giver!] ? abilitiesOf(s.objects[giver!]!.card)[Number(index)] : undefined;
    const k = ability?.kind === 'passive' && ability.effect.kind === 'has-keyword' ? ability.effect.keywords[0] : undefined;
    return k?.cost ? [{ id, cost: k.cost }] : [];
  });
}

/** How many given [Repeat]s the player paid for. */
export function givenRepeatsPaid(data: PlayData): number {
  return data.paidOptional.filter((id) => id.startsWith(GIVEN_REPEAT)).length;
}
