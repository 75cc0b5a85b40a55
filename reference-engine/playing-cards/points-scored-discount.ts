// "I cost :rb_energy_2::rb_rune_calm: less for each point you scored from holding this turn" (356.4): a
// card's own discount, once for each point its player scored this turn in that way (469.2 holding,
// 469.1 conquering), read from the turn's log of scores. A Power symbol of a domain takes off a Power
// of that domain only.
import type { Ability } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { sinceTurnBegan } from '../effects/turn-history.ts';
import type { Domain } from '../interface.ts';
import { objectOf, type ChainItem, type GameState } from '../state.ts';
import type { Discount } from './total-cost.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** The form the engine applies: the card's own, unconditional, Energy and at most one domain of Power taken off per point. */
export function discountsPerPointScored(a: Passive): boolean {
  const e = a.effect;
  if (a.condition || a.gate || a.also || e.kind !== 'cost-change-per-point-scored' || e.sign !== -1 || e.subject.kind !== 'self') return false;
  const domains = new Set(e.delta.flatMap((sym) => (sym.kind === 'power' ? [sym.domain] : [])));
  return e.delta.every((sym) => sym.kind === 'energy' || sym.kind === 'power') && domains.size <= 1;
}

/** How many points the player scored this turn by holding or by conquering. */
function pointsScoredThisTurn(s: GameState, player: string, by: 'holding' | 'conquering'): number {
  const how = by === 'holding' ? 'hold' : 'conquer';
  return sinceTurnBegan(s)
    .filter((e) => e.kind === 'scored' && e.player === player && e.detail === how)
    .reduce((n, e) => n + (e.amount ?? 1), 0);
}

/** The played card's own discounts per point scored this turn. */
export function pointsScoredDiscounts(s: GameState, item: ChainItem): Discount[] {
  if (item.kind !== 'card') return [];
  const out: Discount[] = [];
  const card = objectOf(s, item.source).card;
  for (const { index, ability } of abilitiesOfKind(card, 'passive')) {
    const e = ability.effect;
    if (!discountsPerPointScored(ability) || e.kind !== 'cost-change-per-point-scored') continue;
    const points = pointsScoredThisTurn(s, item.controller, e.scoredBy);
    if (points === 0) continue;
    const energy = e.delta.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
    const power = e.delta.filter((sym) => sym.kind === 'power');
    const domain = power[0]?.kind === 'power' && power[0].domain !== 'rainbow' ? (power[0].domain as Domain) : undefined;
    out.push({
      id: `${item.source}:${index}`,
      label: card.name,
      energy: energy * points,
      power: power.length * points,
      ...(domain ? { powerDomain: domain } : {}),
    });
  }
  return out;
}
