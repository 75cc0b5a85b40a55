// Discounts that apply only to one component of a cost (rule 356.4.c), such as "Optional additional
// costs you pay cost [1] or [A] less": each is applied to that component as the component is added
// to the cost, so before any discount on the total (356.4.d). Where the text offers two forms ("[1]
// or [A] less"), the engine uses the first form that reduces something of the component; a choice
// between two forms that both reduce it is not asked yet.
import type { ResourceSymbol } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { ChainItem, GameState } from '../state.ts';
import { isOnBoard } from './selection.ts';
import type { AdditionalCost } from './total-cost.ts';

interface DiscountForm {
  energy: number;
  /** Power symbols of any domain taken off. */
  power: number;
}

export interface ComponentDiscount {
  id: string;
  label: string;
  forms: DiscountForm[];
}

function formOf(symbols: readonly ResourceSymbol[]): DiscountForm {
  return {
    energy: symbols.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0),
    power: symbols.filter((sym) => sym.kind === 'power').length,
  };
}

/** The discounts on optional additional costs granted by the player's permanents on the board. */
export function optionalCostDiscounts(s: GameState, item: ChainItem): ComponentDiscount[] {
  const out: ComponentDiscount[] = [];
  for (const carrier of Object.values(s.objects)) {
    if (carrier.id === item.source || carrier.controller !== item.controller || !isOnBoard(carrier) || carrier.facedown) continue;
    for (const { index, ability } of abilitiesOfKind(carrier.card, 'passive')) {
      const effect = ability.effect;
      if (ability.condition || effect.kind !== 'cost-change' || effect.sign !== -1 || effect.subject.kind !== 'select') continue;
      const states = effect.subject.filters.flatMap((f) => (f.kind === 'state' ? [f.state as string] : []));
      if (!(effect.subject.nouns as string[]).includes('cost') || !states.includes('optional') || !states.includes('additional')) continue;
      const forms = [formOf(effect.delta), ...(effect.orDelta ? [formOf(effect.orDelta)] : [])];
      out.push({ id: `${carrier.id}:${index}`, label: carrier.card.name, forms });
    }
  }
  return out;
}

/** Applies the discounts to one component, in place; never below nothing (356.4.f). */
export function discountComponent(component: AdditionalCost, discounts: readonly ComponentDiscount[]): void {
  for (const d of discounts) {
    const form = d.forms.find((f) => (f.energy > 0 && component.energy > 0) || (f.power > 0 && component.power.length > 0));
    if (!form) continue;
    component.energy = Math.max(0, component.energy - form.energy);
    component.power.splice(0, Math.min(form.power, component.power.length));
  }
}
