// "Give a spell in your trash [Flow] equal to its cost this turn" (Kennen, Storm of Shuriken): the spell
// has Flow (829) until the turn ends, its Flow cost being its own printed cost (206), so its owner may
// play it from the trash for that cost; then it is banished (829.1.b.1). The keyword is a modifier of the
// card in the trash, gone with the turn (cleanup.ts) or as the card leaves the trash (zones.ts).
import type { Instruction } from '../card-text/ast.ts';
import type { CardDefinition, GameObject } from '../state.ts';
import { flowKeywords } from './compiled.ts';

type GrantKeyword = Extract<Instruction, { kind: 'grant-keyword' }>;

/** "Give a spell in your trash [Flow] equal to its cost this turn": one spell of the trash, for the turn. */
export function readsFlowAtItsCost(i: GrantKeyword): boolean {
  const o = i.object;
  const [k, ...more] = i.keywords;
  const ofTrashSpell =
    o.kind === 'select' &&
    o.determiner === 'a' &&
    o.nouns.length === 1 &&
    o.nouns[0] === 'spell' &&
    o.filters.length === 1 &&
    o.filters[0].kind === 'zone' &&
    o.filters[0].zone === 'trash' &&
    o.filters[0].owner === 'your';
  const atItsCost = k?.name === 'Flow' && k.equalTo?.kind === 'cost-of' && k.equalTo.form === 'cost' && k.equalTo.object.kind === 'pronoun';
  return ofTrashSpell && atItsCost && more.length === 0 && i.duration === 'this-turn' && !i.gains && !i.loses;
}

/** Gives the spell in the trash [Flow] at its cost until the turn ends; false for anything else. */
export function giveFlowAtItsCost(o: GameObject, source: string): boolean {
  if (o.zone !== 'trash' || o.card.type !== 'spell') return false;
  o.modifiers.push({ keyword: { name: 'Flow', value: 1 }, until: 'end-of-turn', source });
  return true;
}

/** Whether the card in the trash has a [Flow] at its own cost an effect gave it. */
export function hasFlowAtItsCost(o: GameObject): boolean {
  return o.zone === 'trash' && o.modifiers.some((m) => m.keyword?.name === 'Flow');
}

/** How many Flow costs the player may choose among (829.1.c.3): the printed ones, and the one given, last. */
export function flowCostCount(card: CardDefinition, atItsCost: boolean | undefined): number {
  return flowKeywords(card).length + (atItsCost ? 1 : 0);
}

/** Whether the Flow cost paid is the one given at the card's own cost: the only one, or the one chosen after the printed ones. */
export function paysFlowAtItsCost(card: CardDefinition, atItsCost: boolean | undefined, chosen: string | undefined): boolean {
  const printed = flowKeywords(card).length;
  return atItsCost === true && (printed === 0 || chosen === `Flow ${printed + 1}`);
}
