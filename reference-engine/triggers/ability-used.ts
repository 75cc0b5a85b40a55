// "When you use an ability" (377.2): an activated ability of the player's, of any source, or one whose
// Energy cost reaches a bound, fulfilled as the activated ability resolves.
import { cardAsOnChain } from '../chain-items.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { Filter, Trigger } from '../card-text/ast.ts';
import { compare } from '../playing-cards/selection.ts';
import type { ChainItem, GameState } from '../state.ts';
import { responsibleWatchers, watchesPlainly } from './played.ts';
import type { Batch } from './types.ts';

/** "When you use an ability": an activated ability of the player's (377.2), of any source; or one with an Energy cost bound. */
export function watchesUsingAnAbility(t: Trigger): boolean {
  return watchesPlainly(t, 'use', 'you', 'ability') || usedAbilityCostBound(t) !== null;
}

/** "When you use an ability with Energy cost :rb_energy_7: or more": the bound on the used ability's Energy cost. */
function usedAbilityCostBound(t: Trigger): Extract<Filter, { kind: 'energy-cost' }> | null {
  if (t.kind !== 'when' || t.events.length !== 1) return null;
  const [e] = t.events;
  if (e.verb !== 'use' || e.subject.kind !== 'player' || e.subject.who !== 'you' || e.where || e.to || e.period) return null;
  if (e.object?.kind !== 'select' || !e.object.nouns.includes('ability') || e.object.filters.length !== 1) return null;
  const [f] = e.object.filters;
  return f.kind === 'energy-cost' && !f.power && f.value.every((sym) => sym.kind === 'energy') ? f : null;
}

/** The base Energy cost of the activated ability the item stands for, whatever was paid (206.1). */
export function usedAbilityEnergy(s: GameState, item: ChainItem): number {
  const source = s.objects[item.source];
  const used = source && abilitiesOfKind(cardAsOnChain(source.card, item), 'activated').find((a) => a.index === item.ability)?.ability;
  return (used?.costs ?? []).reduce(
    (n, c) => n + (c.kind === 'symbols' ? c.symbols.reduce((m, sym) => m + (sym.kind === 'energy' ? sym.amount : 0), 0) : 0),
    0,
  );
}

/** Whether the used ability meets the trigger's bound, read on its base Energy cost (206.1). */
function meetsUsedCostBound(s: GameState, t: Trigger, item: ChainItem): boolean {
  const bound = usedAbilityCostBound(t);
  if (!bound) return true;
  return compare(
    usedAbilityEnergy(s, item),
    bound.op,
    bound.value.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0),
  );
}

/**
 * 377.2.a: "When you use an ability" is fulfilled as the activated ability resolves, for its controller's
 * permanents whose text is active (an attached card's is not, 718.2) and legend (174.7).
 */
export function abilityUsedTriggers(s: GameState, item: ChainItem): Batch {
  return responsibleWatchers(s, item.controller, (t) => watchesUsingAnAbility(t) && meetsUsedCostBound(s, t, item), '377.2.a');
}
