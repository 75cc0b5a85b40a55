// Applied costs (rule 204.4): a cost a passive ability puts on a game action. It is paid as the action
// is performed, without the chain (204.4.b), and a player who cannot pay it cannot perform the action
// (204.4.c). The one the card pool prints is on the standard move: Mageseeker Investigator asks an
// opponent who moves several units to its battlefield at once for Power for each unit beyond the first.
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { emit } from '../events.ts';
import type { Domain, PlayerId } from '../interface.ts';
import { everyObject, areAllies, playerState, type GameState, type ObjectId } from '../state.ts';
import { withUniversalSpent } from './resources.ts';
import { payingFrom, spendablePool } from './reserved-resources.ts';
import { notePowerSpent } from '../effects/turn-history.ts';

const DOMAINS: readonly Domain[] = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'];

/** The Power of any domain that opponents' permanents at `to` ask of `player` moving these units there together. */
export function moveAppliedCost(s: GameState, player: PlayerId, units: readonly ObjectId[], to: ObjectId | 'base'): number {
  if (to === 'base') return 0;
  let power = 0;
  for (const o of everyObject(s)) {
    if (areAllies(s, o.controller, player) || o.zone !== 'battlefield' || o.battlefield !== to || !abilitiesActive(o)) continue;
    for (const { ability } of abilitiesOfKind(o.card, 'passive')) {
      if (ability.effect.kind !== 'applied-move-cost') continue;
      const each = ability.effect.cost.filter((sym) => sym.kind === 'power').length;
      power += Math.max(0, units.length - 1) * each;
    }
  }
  return power;
}

/** Whether the player's rune pool holds that much Power, of any domains. */
export function holdsPower(s: GameState, player: PlayerId, n: number): boolean {
  const { power: pool, universal } = spendablePool(s, player, null); // what is kept for other purposes pays no applied cost (429.1)
  return DOMAINS.reduce((sum, d) => sum + (pool[d] ?? 0), universal ?? 0) >= n;
}

/** Pays Power of any domain from the pool, as the action it is applied to is performed (204.4.b). */
export function payAppliedPower(s: GameState, player: PlayerId, n: number, object: ObjectId): void {
  const paid = payAnyPower(s, player, n);
  emit(s, { kind: 'paid', player, object, amount: 0, detail: `applied cost, power: ${paid.join(', ')}`, rule: '204.4.b' });
}

/**
 * Takes n Power of any domain from what the pool may spend on no chain item (429.1: not what is kept for other
 * purposes), universal Power first turned into a domain (135.2.e.5.b); returns the domains taken.
 */
export function payAnyPower(s: GameState, player: PlayerId, n: number): Domain[] {
  const paid: Domain[] = [];
  payingFrom(s, player, null, () => {
    const payer = playerState(s, player);
    payer.runePool = withUniversalSpent(payer.runePool, Array<string>(n).fill('any')); // 135.2.e.5.b
    const pool = payer.runePool.power;
    for (let i = 0; i < n; i++) {
      const from = DOMAINS.find((d) => (pool[d] ?? 0) > 0);
      if (!from) break;
      pool[from] = (pool[from] ?? 0) - 1;
      paid.push(from);
    }
  });
  notePowerSpent(s, player, paid.length);
  return paid;
}
