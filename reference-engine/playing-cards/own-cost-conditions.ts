// The condition of a card's own cost text, read as the card is played (356.3, 356.4): "If an enemy unit
// has died this turn, this costs :rb_energy_2: less", "This costs :rb_energy_2: less if you control a
// Mech", "... if you control something that's [Empowered]", "if you control a battlefield with exactly
// two units there" (units of anyone's, 170.11.a), "if you choose a Bird, Cat, Dog, or Poro" (its targets,
// chosen in step 2 before the cost is worked out in step 3). Read from the game as the total cost is
// worked out (step 3), by the same readers as a permanent's passive conditions (passive-conditions.ts),
// but never one about the card's own state or place: a card being played is on the Chain, not the board.
import type { Condition, Filter, Predicate } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { passiveConditionHolds, readsPassiveCondition } from '../effects/passive-conditions.ts';
import { objectOf, type CardDefinition, type ChainItem, type GameState } from '../state.ts';
import { playDataOf } from './play-record.ts';
import { meetsFilters, nounMatches } from './selection.ts';

type Holding = Extract<Filter, { kind: 'holding' }>;

/**
 * "if you control a battlefield with exactly two units there": the restriction on the battlefield, when
 * the condition is that form (a number of units of anyone's there, exactly or at least); null otherwise.
 */
export function controlledBattlefieldHolding(c: Condition | undefined): Holding | null {
  if (c?.kind !== 'if' || c.form !== 'if') return null;
  const p = c.predicate;
  if (p.kind !== 'player-has' || p.negated || p.verb !== 'control' || p.player.kind !== 'player' || p.player.who !== 'you') return null;
  const b = p.object;
  if (b.kind !== 'select' || b.determiner !== 'a' || b.count || (b.nouns as string[]).join() !== 'battlefield' || b.filters.length !== 1) return null;
  const [f] = b.filters;
  if (f?.kind !== 'holding' || f.what.kind !== 'select') return null;
  const what = f.what;
  const counted = what.count?.kind === 'number' && ['exactly', 'or-more'].includes(what.determiner);
  const there = what.filters.length === 1 && what.filters[0]!.kind === 'location' && what.filters[0]!.at.kind === 'there';
  return counted && there && (what.nouns as string[]).join() === 'unit' ? f : null;
}

function holdingHolds(s: GameState, f: Holding, controller: string): boolean {
  if (f.what.kind !== 'select' || f.what.count?.kind !== 'number') return false;
  const wanted = f.what.count.value;
  const exactly = f.what.determiner === 'exactly';
  return s.battlefields.some((b) => b.controller === controller && (exactly ? b.units.length === wanted : b.units.length >= wanted));
}

type Chooses = Extract<Predicate, { kind: 'chooses' }>;

/** "if you choose a Bird, Cat, Dog, or Poro": what the play chose, its targets (step 2, before the cost), is such an object. */
function readsChoice(c: Condition): Chooses | null {
  if (c.kind !== 'if' || c.form !== 'if') return null;
  const p = c.predicate;
  if (p.kind !== 'chooses' || p.player.kind !== 'player' || p.player.who !== 'you') return null;
  const o = p.object;
  return o.kind === 'select' && o.determiner === 'a' && !o.count && o.filters.every((f) => f.kind === 'tag' || f.kind === 'controller') ? p : null;
}

function choiceHolds(s: GameState, p: Chooses, item: ChainItem): boolean {
  const ref = p.object;
  if (ref.kind !== 'select') return false;
  const ctx = { controller: item.controller, source: item.source };
  const chosen = Object.entries(playDataOf(item).answers).flatMap(([key, a]) => (key.startsWith('target:') ? (a.chosen ?? []) : []));
  return chosen.some((id) => s.objects[id] !== undefined && nounMatches(s.objects[id], ref.nouns) && meetsFilters(s, s.objects[id], ref.filters, ctx));
}

/**
 * Whether the card's own cost changes with what its play chooses ("This costs :rb_energy_2: less if you
 * choose a Poro"): short of its cost as it begins, a choice still to make may bring it within reach.
 */
export function costTurnsOnItsChoices(card: CardDefinition): boolean {
  return abilitiesOfKind(card, 'passive').some(({ ability }) => ability.condition !== undefined && readsChoice(ability.condition) !== null);
}

/** Whether the engine reads this condition of a card's own cost change. */
export function readsOwnCostCondition(c: Condition | undefined): boolean {
  if (!c) return true;
  if (controlledBattlefieldHolding(c) || readsChoice(c)) return true;
  if (c.kind !== 'if' || (c.predicate.kind === 'object-is' && c.predicate.subject.kind === 'self')) return false;
  return readsPassiveCondition(c);
}

/** Whether the condition of the played card's own cost change holds now, for its controller. */
export function ownCostConditionHolds(s: GameState, c: Condition | undefined, item: ChainItem): boolean {
  if (!c) return true;
  const holding = controlledBattlefieldHolding(c);
  if (holding) return holdingHolds(s, holding, item.controller);
  const choice = readsChoice(c);
  if (choice) return choiceHolds(s, choice, item);
  return readsOwnCostCondition(c) && passiveConditionHolds(s, c, objectOf(s, item.source), item.controller);
}
