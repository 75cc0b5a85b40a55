// "You may spend 3 XP as an additional cost to play me. If you do, I cost :rb_energy_3: less." (Poppy,
// Defender of the Meek): what paying an optional additional cost does is a discount of the card's own
// cost (356.4), applied with its other discounts as the cost is totalled, only when the player chose
// to pay it (356.4.f.1: chosen is paid). Nothing of it is left to do as the card resolves.
import type { Ability, Instruction } from '../card-text/ast.ts';
import { playDataOf } from '../playing-cards/play-record.ts';
import type { Discount } from '../playing-cards/total-cost.ts';
import { objectOf, type ChainItem, type GameState } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';

type SelfDiscount = { energy: number; power: number };

/** "If you do, I cost :rb_energy_3: less": the discount, or null for any other effect. */
export function paidCostDiscount(effect: readonly Instruction[] | undefined): SelfDiscount | null {
  const [only, ...more] = effect ?? [];
  if (!only || more.length || only.kind !== 'conditional' || only.otherwise || only.condition.kind !== 'if') return null;
  if (only.condition.predicate.kind !== 'did-previous' || only.then.length !== 1) return null;
  const [i] = only.then;
  if (i.kind !== 'static-effect' || i.effect.kind !== 'cost-change') return null;
  const e = i.effect;
  const self = e.subject.kind === 'self' && (e.subject.word === 'I' || e.subject.word === 'this');
  if (!self || e.sign !== -1 || e.forEach || e.minimum || e.instead || e.orDelta) return null;
  return {
    energy: e.delta.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0),
    power: e.delta.filter((sym) => sym.kind === 'power').length,
  };
}

/** Whether the additional cost's effect is read as a discount of the card itself (so nothing of it runs as it resolves). */
export function readsPaidCostDiscount(a: Extract<Ability, { kind: 'additional-cost' }>): boolean {
  return paidCostDiscount(a.effect) !== null;
}

/** The optional additional costs of the card that make it cheaper when paid: the cheapest play may pay them. */
export function discountingOptionalCosts(s: GameState, item: ChainItem): string[] {
  if (item.kind !== 'card') return [];
  return abilitiesOfKind(objectOf(s, item.source).card, 'additional-cost').flatMap(({ index, ability }) =>
    ability.optional && paidCostDiscount(ability.effect) ? [`additional:${index}`] : [],
  );
}

/** The discounts of the card's paid additional costs (356.4). */
export function paidCostDiscounts(s: GameState, item: ChainItem): Discount[] {
  if (item.kind !== 'card') return [];
  const card = objectOf(s, item.source).card;
  const paid = playDataOf(item).paidOptional;
  return abilitiesOfKind(card, 'additional-cost').flatMap(({ index, ability }) => {
    const discount = paidCostDiscount(ability.effect);
    if (!discount || (ability.optional && !paid.includes(`additional:${index}`))) return [];
    return [{ id: `additional:${index}:discount`, label: card.name, energy: discount.energy, power: discount.power }];
  });
}
