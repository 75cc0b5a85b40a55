// The condition of a card's own cost text, read as the card is played (356.3, 356.4): "If an enemy unit
// has died this turn, this costs :rb_energy_2: less", "This costs :rb_energy_2: less if you control a
// Mech", "... if you control something that's [Empowered]". Read from the game as the total cost is
// worked out (step 3), by the same readers as a permanent's passive conditions (passive-conditions.ts),
// but never one about the card's own state or place: a card being played is on the Chain, not the board.
import type { Condition } from '../card-text/ast.ts';
import { passiveConditionHolds, readsPassiveCondition } from '../effects/passive-conditions.ts';
import { objectOf, type ChainItem, type GameState } from '../state.ts';

/** Whether the engine reads this condition of a card's own cost change. */
export function readsOwnCostCondition(c: Condition | undefined): boolean {
  if (!c) return true;
  if (c.kind !== 'if' || (c.predicate.kind === 'object-is' && c.predicate.subject.kind === 'self')) return false;
  return readsPassiveCondition(c);
}

/** Whether the condition of the played card's own cost change holds now, for its controller. */
export function ownCostConditionHolds(s: GameState, c: Condition | undefined, item: ChainItem): boolean {
  return !c || (readsOwnCostCondition(c) && passiveConditionHolds(s, c, objectOf(s, item.source), item.controller));
}
