// Add abilities with the Reaction tag used while paying (rules 357.1.a, 429.3): a player short of
// resources in the pay step may activate such abilities of their permanents; each finalizes and
// resolves at once (429.3.a), so it never waits on the Chain. Only abilities whose whole cost is
// exhausting their source and whose whole effect is adding fixed resources (universal Power too) are offered here.
import { abilitiesOfKind } from '../effects/compiled.ts';
import { gateHolds } from '../effects/conditions.ts';
import { addResources, addUniversalPower, exhaust } from '../game-actions/index.ts';
import type { DecisionAnswer, Domain, PlayerId, RunePool } from '../interface.ts';
import { everyObject, type ChainItem, type GameState, type ObjectId } from '../state.ts';
import { isAtLocation } from '../board.ts';
import { noteAbilityPlayed } from './first-each-turn.ts';
import { spendablePool } from '../game-actions/reserved-resources.ts';
import { exhaustsSource } from './play-data.ts';

/** The id of the pay-step question that asks which Add Reactions to use. */
export const ADD_REACTIONS = 'add-reactions';

export interface AddReaction {
  source: ObjectId;
  energy: number;
  power: Partial<Record<Domain, number>>;
  /** Power of no one domain (:rb_rune_rainbow:, 163.2.b). */
  universal: number;
}

/** The ready permanents of `player` (other than `except`) with an exhaust-only Add Reaction. */
export function addReactionsOf(s: GameState, player: PlayerId, except?: ObjectId): AddReaction[] {
  const out: AddReaction[] = [];
  for (const o of everyObject(s)) {
    if (o.controller !== player || !isAtLocation(o) || o.facedown || o.exhausted || o.id === except) continue;
    const activated = abilitiesOfKind(o.card, 'activated');
    if (activated.length === 0) continue; // most permanents: no list walked (asked several times per play)
    for (const { ability } of activated) {
      // 727.1.c.3: an ability behind a dependent keyword is used only while that keyword's condition holds
      if (ability.speed !== 'Reaction' || ability.condition || (ability.gate && gateHolds(s, ability.gate, o.id, player) !== true)) continue;
      const exhaustOnly =
        ability.costs.length === 1 && ability.costs[0].kind === 'symbols' && ability.costs[0].symbols.every((sym) => sym.kind === 'exhaust-symbol');
      const [add] = ability.effect;
      if (!exhaustOnly || ability.effect.length !== 1 || add.kind !== 'add' || !Array.isArray(add.resources)) continue;
      const power: Partial<Record<Domain, number>> = {};
      let energy = 0;
      let universal = 0;
      for (const sym of add.resources) {
        if (sym.kind === 'energy') energy += sym.amount;
        if (sym.kind === 'power') {
          if (sym.domain === 'rainbow') universal += 1;
          else power[sym.domain] = (power[sym.domain] ?? 0) + 1;
        }
      }
      out.push({ source: o.id, energy, power, universal });
      break; // one Add per source: using it exhausts the source
    }
  }
  return out;
}

/** The pool as it would be after the given abilities added their resources. */
export function poolWith(pool: RunePool, adds: readonly AddReaction[]): RunePool {
  const power = { ...pool.power };
  let energy = pool.energy;
  let universal = pool.universal ?? 0;
  for (const a of adds) {
    energy += a.energy;
    universal += a.universal;
    for (const [d, n] of Object.entries(a.power)) power[d as Domain] = (power[d as Domain] ?? 0) + (n ?? 0);
  }
  return { energy, power, ...(universal ? { universal } : {}) };
}

/** Activates the chosen Add Reactions: the source exhausts as the cost, the resources are added (429.3.a). */
export function activateAddReactions(s: GameState, player: PlayerId, adds: readonly AddReaction[]): void {
  for (const a of adds) {
    exhaust(s, a.source, '357.1.a');
    addResources(s, player, a.energy, a.power);
    addUniversalPower(s, player, a.universal);
    noteAbilityPlayed(s, a.source, player);
  }
}

/**
 * The Add Reactions that may help pay for a chain item (429.3): not those of the source of an ability whose
 * cost exhausts that source, which could not then pay it; a source whose ability does not exhaust it may add.
 */
export function addReactionsFor(s: GameState, item: ChainItem): AddReaction[] {
  return addReactionsOf(s, item.controller, exhaustsSource(s, item) ? item.source : undefined);
}

/** The Add Reactions the player chose in the pay step (357.1.a), as far as they are still available. */
export function chosenAddReactions(s: GameState, item: ChainItem, answers: Record<string, DecisionAnswer>): AddReaction[] {
  const chosen = answers[ADD_REACTIONS]?.chosen ?? [];
  return addReactionsFor(s, item).filter((a) => chosen.includes(a.source));
}

/**
 * The Add Reactions a player short of Power for an applied cost uses as the action is performed
 * (204.4.b.1): the fewest, in board order, that bring the pool to `power` Power of any domain; none
 * of the units being moved. Null when even all of them would not be enough.
 */
export function addReactionsCoveringPower(s: GameState, player: PlayerId, power: number, moving: readonly ObjectId[]): AddReaction[] | null {
  const { power: pool, universal } = spendablePool(s, player, null);
  let held = Object.values(pool).reduce((sum, n) => sum + (n ?? 0), universal ?? 0);
  const used: AddReaction[] = [];
  for (const a of addReactionsOf(s, player)) {
    if (held >= power) break;
    if (moving.includes(a.source)) continue;
    const adds = Object.values(a.power).reduce((sum, n) => sum + (n ?? 0), a.universal);
    if (adds === 0) continue;
    used.push(a);
    held += adds;
  }
  return held >= power ? used : null;
}
