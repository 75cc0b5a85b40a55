// Step 3 of playing a card: the total cost (rule 356). Base cost modifications, then additional
// costs, then increases, then discounts in the order the player chose, then changes to the total;
// Energy and Power never go below zero.
import type { Domain } from '../interface.ts';
import { ownDomainsRestrict } from '../editions.ts';

/**
 * One Power of a cost: of a domain, of any domain (the rainbow symbol, e.g. [Deflect]), or of any one of
 * several domains ("fury|chaos": a [C] on a card of those domains under v1.4, 135.2.e.6.c).
 */
export type PowerSymbol = Domain | 'any' | `${Domain}|${string}`;

/** The domains a Power symbol may be paid with (null: any domain). */
export function domainsOfSymbol(symbol: PowerSymbol): Domain[] | null {
  return symbol === 'any' ? null : (symbol.split('|') as Domain[]);
}

/** One Power of "the card's domain" ([C]): that domain, any one of several (v1.4) or any (none). */
export function ownDomainSymbol(domains: readonly Domain[] | undefined, edition: string): PowerSymbol {
  if (!domains || domains.length === 0) return 'any';
  if (domains.length === 1) return domains[0]!;
  return ownDomainsRestrict(edition) ? (domains.join('|') as PowerSymbol) : 'any';
}

/** A cost as the engine pays it: Energy, one Power per listed domain, and non-standard costs. */
export interface CostValue {
  energy: number;
  power: PowerSymbol[];
  /** Non-standard costs (356.7), e.g. "kill a friendly unit": paid in step 4 through the interpreter. */
  actions: CostAction[];
}

export interface CostAction {
  /** Which ability of the card imposes it, for the player's choices. */
  id: string;
  label: string;
}

export interface BaseModification {
  /** "ignore-everything" is "ignoring any and all costs", applied to the total (356.5.a). */
  kind: 'ignore-energy' | 'ignore-power' | 'ignore-all' | 'replace' | 'ignore-everything';
  replacement?: { energy: number; power: PowerSymbol[] };
}

export interface AdditionalCost {
  id: string;
  label: string;
  energy: number;
  power: PowerSymbol[];
  actions: CostAction[];
}

export interface Discount {
  id: string;
  label: string;
  /** Energy taken off. */
  energy: number;
  /** A floor that belongs to this discount only (356.4.e). */
  minimumEnergy?: number;
  /** Power symbols taken off, any domain; it may bring an additional cost down to nothing (356.4.f). */
  power?: number;
  /** The domain of the Power taken off ("[2][C] less"): only symbols that domain pays, not those of any domain. */
  powerDomain?: Domain;
}

/** Takes a discount's Power off the cost's symbols, in place. */
function takePower(power: PowerSymbol[], d: Discount): void {
  let n = Math.min(d.power ?? 0, power.length);
  if (!d.powerDomain) {
    power.splice(0, n);
    return;
  }
  for (let i = power.length - 1; i >= 0 && n > 0; i--)
    if (domainsOfSymbol(power[i]!)?.includes(d.powerDomain)) {
      power.splice(i, 1);
      n--;
    }
}

export interface CostPlan {
  base: { energy: number; power: PowerSymbol[] };
  baseModifications: BaseModification[];
  additional: AdditionalCost[];
  increases: { energy: number; power: PowerSymbol[] }[];
  /** In the order the player chose (356.4.d.1). */
  discounts: Discount[];
  /** "Any and all costs" (356.5.a). */
  ignoreAll?: boolean;
}

export function applyBaseModifications(
  base: { energy: number; power: PowerSymbol[] },
  mods: readonly BaseModification[],
): { energy: number; power: PowerSymbol[] } {
  let out = { energy: base.energy, power: [...base.power] };
  for (const mod of mods) {
    if (mod.kind === 'replace' && mod.replacement) out = { energy: mod.replacement.energy, power: [...mod.replacement.power] };
    if (mod.kind === 'ignore-energy' || mod.kind === 'ignore-all') out.energy = 0;
    if (mod.kind === 'ignore-power' || mod.kind === 'ignore-all') out.power = [];
  }
  return out;
}

/** One discount applied to an Energy amount: never below its own minimum, never above where it started. */
export function applyDiscount(energy: number, d: Discount): number {
  const floor = Math.min(energy, d.minimumEnergy ?? 0);
  return Math.max(floor, energy - d.energy, 0);
}

export function totalCost(plan: CostPlan): CostValue {
  if (plan.ignoreAll || plan.baseModifications.some((m) => m.kind === 'ignore-everything')) return { energy: 0, power: [], actions: [] };
  const base = applyBaseModifications(plan.base, plan.baseModifications);
  let energy = base.energy;
  const power = [...base.power];
  const actions: CostAction[] = [];
  for (const extra of plan.additional) {
    energy += extra.energy;
    power.push(...extra.power);
    actions.push(...extra.actions);
  }
  for (const inc of plan.increases) {
    energy += inc.energy;
    power.push(...inc.power);
  }
  for (const d of plan.discounts) {
    energy = applyDiscount(energy, d);
    takePower(power, d);
  }
  return { energy: Math.max(0, energy), power, actions };
}
