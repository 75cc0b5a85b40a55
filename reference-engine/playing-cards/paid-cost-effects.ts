// What paying an optional additional cost does to the card's own cost: "As you play this, you may spend
// a buff as an additional cost. If you do, ignore this spell's cost." (its base costs set to zero,
// 356.1.b.1) and "... you may discard 1 as an additional cost. If you do, reduce my cost by
// :rb_energy_2:." (a discount, 356.4.b). Read by the cost plan of step 3 once the player chose to pay it
// (356.4.f.1: chosen is paid), never executed as the card resolves.
import type { Ability, Instruction, ResourceSymbol } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { CardDefinition } from '../state.ts';
import type { BaseModification, Discount } from './total-cost.ts';

type AdditionalCostAbility = Extract<Ability, { kind: 'additional-cost' }>;

/** What the card's cost becomes if the cost is paid: ignored, or reduced by these symbols. */
type PaidCostChange = { kind: 'ignore' } | { kind: 'reduce'; by: ResourceSymbol[] };

function changeOf(i: Instruction): PaidCostChange | null {
  if (i.kind === 'ignore-cost' && i.object.kind === 'self') return { kind: 'ignore' };
  // Energy only: a Power discount of this form would take off a Power of its own domain, which `Discount` does not tell
  if (i.kind === 'reduce-cost' && i.object.kind === 'self' && !i.byAmount && !i.energyWord && i.by.every((sym) => sym.kind === 'energy'))
    return { kind: 'reduce', by: i.by };
  return null;
}

/** "If you do, <change of my cost>": the whole effect of an optional additional cost, when it is only that. */
export function paidCostChange(a: AdditionalCostAbility): PaidCostChange | null {
  const [only, ...rest] = a.effect ?? [];
  if (!a.optional || a.condition || !only || rest.length > 0 || only.kind !== 'conditional' || only.otherwise || only.trailing) return null;
  const c = only.condition;
  if (c.kind !== 'if' || c.predicate.kind !== 'did-previous' || c.predicate.form !== 'you do' || only.then.length !== 1) return null;
  return changeOf(only.then[0]!);
}

function paidChanges(card: CardDefinition, paidOptional: readonly string[]): { index: number; change: PaidCostChange }[] {
  return abilitiesOfKind(card, 'additional-cost').flatMap(({ index, ability }) => {
    const change = paidOptional.includes(`additional:${index}`) ? paidCostChange(ability) : null;
    return change ? [{ index, change }] : [];
  });
}

/** 356.1.b.1: "ignore this spell's cost", its optional cost paid: the base Energy and Power set to zero. */
export function paidCostBaseModifications(card: CardDefinition, paidOptional: readonly string[]): BaseModification[] {
  return paidChanges(card, paidOptional).flatMap(({ change }) => (change.kind === 'ignore' ? [{ kind: 'ignore-all' as const }] : []));
}

/** 356.4.b: "reduce my cost by :rb_energy_2:", its optional cost paid: a discount. */
export function paidCostDiscounts(card: CardDefinition, source: string, paidOptional: readonly string[]): Discount[] {
  return paidChanges(card, paidOptional).flatMap(({ index, change }) =>
    change.kind === 'reduce'
      ? [
          {
            id: `${source}:paid-cost:${index}`,
            label: card.name,
            energy: change.by.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0),
          },
        ]
      : [],
  );
}
