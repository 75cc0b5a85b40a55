// Hide (rules 421, 811): a discretionary action, not a play. A card with [Hidden] in its owner's hand
// or champion zone goes facedown to a battlefield its player controls, for one Power of any domain.
// It opens no chain (811.1.c.2). Playing the card from facedown later is not implemented here.
import { emit } from '../events.ts';
import type { Domain, PlayerId, Refusal } from '../interface.ts';
import { keywordsOf, playerState, turnState, type GameState, type ObjectId } from '../state.ts';
import { payAnyPower } from './applied-costs.ts';
import { spendablePool } from './reserved-resources.ts';
import { relocate } from './zones.ts';
import { facedownCapacity } from './facedown-capacity.ts';
import { checkTriggers } from '../triggers/check.ts';

const DOMAINS: readonly Domain[] = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'];

/** Why the player may not hide this card at that battlefield now, or null when they may. */
export function hideRefusal(s: GameState, player: PlayerId, card: ObjectId, battlefield: ObjectId): Refusal | null {
  const o = s.objects[card];
  if (!o) return { code: 'unknown-object', reason: `no object "${card}"` };
  const p = playerState(s, player);
  if (!p.hand.includes(card) && p.champion !== card)
    return { code: 'illegal-action', reason: `${card} is not in ${player}'s hand or champion zone`, rule: '811.1.b' };
  if (!keywordsOf(o).includes('Hidden')) return { code: 'illegal-action', reason: `${o.card.name} does not have [Hidden]`, rule: '421.2.a' };
  if (player !== s.turnPlayer || turnState(s).chain !== 'open') {
    return { code: 'illegal-timing', reason: "a card is hidden on its player's own turn, in an Open state", rule: '811.1.b' };
  }
  const b = s.battlefields.find((x) => x.id === battlefield);
  if (!b) return { code: 'illegal-location', reason: `no battlefield "${battlefield}"` };
  if (b.controller !== player) return { code: 'illegal-location', reason: `${player} does not control ${battlefield}`, rule: '421.1' };
  if (b.facedown.length >= facedownCapacity(s, b)) return { code: 'illegal-location', reason: `the facedown zone at ${battlefield} is full`, rule: '811.1.b' };
  if (hidesIgnoringCosts(s, player)) return null; // its cost, the last check, ignored
  // what the pool keeps for other purposes ("Use only to play spells") does not pay for a hide
  const pool = spendablePool(s, player, null);
  if (!DOMAINS.some((d) => (pool.power[d] ?? 0) > 0) && !pool.universal)
    return { code: 'cannot-afford', reason: 'hiding costs one Power of any domain', rule: '811.1.b' };
  return null;
}

/** "You can hide cards ignoring costs this turn": the player's hides cost nothing for the rest of the turn. */
function hidesIgnoringCosts(s: GameState, player: PlayerId): boolean {
  return (s.hidesIgnoringCosts ?? []).includes(player);
}

/** Pays the Power (unless costs are ignored this turn) and puts the card facedown at the battlefield; the caller checked `hideRefusal`. */
export function hide(s: GameState, player: PlayerId, card: ObjectId, battlefield: ObjectId): void {
  if (!hidesIgnoringCosts(s, player)) payToHide(s, player, card);
  const o = s.objects[card];
  const origin = o.zone;
  relocate(s, card, { zone: 'facedown', battlefield });
  o.controller = player;
  o.facedown = true;
  emit(s, { kind: 'moved', player, object: card, from: origin, to: battlefield, detail: 'hidden', rule: '421.1' });
  checkTriggers(s, { kind: 'hid', player, card });
}

/** Hide's cost: one Power of any domain (811.1.b). */
function payToHide(s: GameState, player: PlayerId, card: ObjectId): void {
  const [from] = payAnyPower(s, player, 1);
  emit(s, { kind: 'paid', player, object: card, amount: 0, detail: `power: ${from}`, rule: '811.1.b' });
}
