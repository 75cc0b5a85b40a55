// Step 4 of playing a card (rule 357): Energy and Power from the rune pool, then the non-standard
// costs, each through the same game actions the card text uses. A cost whose event a replacement
// effect replaces is still paid (357.2.a): the kill reports done either way.
import { emit } from '../events.ts';
import { executeOne } from '../effects/interpret.ts';
import { restoreState, snapshot, standaloneRun } from '../effects/run.ts';
import { exhaust, withUniversalSpent } from '../game-actions/index.ts';
import { payingFrom, spendablePool } from '../game-actions/reserved-resources.ts';
import type { Domain, Refusal } from '../interface.ts';

const DOMAINS: readonly Domain[] = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'];
import { objectOf, playerState, type ChainItem, type GameState } from '../state.ts';
import { activateAddReactions, poolWith, type AddReaction } from './add-reactions.ts';
import { legalityRefusal } from './legality.ts';
import { awaitedTimingRefusal } from '../effects/granted-keywords.ts';
import { costActions } from './item-text.ts';
import { exhaustsSource } from './play-data.ts';
import type { PlayData } from './play-record.ts';
import { domainsOfSymbol, type CostValue, type PowerSymbol } from './total-cost.ts';
import { notePowerSpent } from '../effects/turn-history.ts';

/**
 * The domain each "one of several domains" Power symbol is paid with (135.2.e.6.c): after the Power of
 * named domains is set aside, each takes the allowed domain with the most left; or the first it cannot.
 */
function oneOfDomainsChosen(power: Partial<Record<Domain, number>>, cost: readonly PowerSymbol[]): Domain[] | { short: Domain[] } {
  const left = new Map(DOMAINS.map((d) => [d, power[d] ?? 0]));
  for (const d of cost) if (DOMAINS.includes(d as Domain)) left.set(d as Domain, left.get(d as Domain)! - 1);
  const chosen: Domain[] = [];
  for (const sym of cost) {
    if (sym === 'any' || !sym.includes('|')) continue;
    const allowed = domainsOfSymbol(sym)!;
    const from = allowed.reduce<Domain | null>((best, d) => ((left.get(d) ?? 0) > (best === null ? 0 : left.get(best)!) ? d : best), null);
    if (from === null) return { short: allowed };
    left.set(from, left.get(from)! - 1);
    chosen.push(from);
  }
  return chosen;
}

/** Whether the pool covers the Energy and Power (357.1), and the source can exhaust if it must. */
export function affordRefusal(s: GameState, item: ChainItem, cost: CostValue, adds: readonly AddReaction[] = []): Refusal | null {
  // 357.1.a: resources that Add Reactions used during payment would add count as in the pool.
  // 135.2.e.5.b: universal Power stands in for whatever Power of a domain the pool lacks
  const pool = withUniversalSpent(poolWith(spendablePool(s, item.controller, item), adds), cost.power);
  if (pool.energy < cost.energy) return { code: 'cannot-afford', reason: `needs ${cost.energy} Energy, the pool has ${pool.energy}`, rule: '358.2' };
  const need: Record<string, number> = {};
  for (const d of cost.power) need[d] = (need[d] ?? 0) + 1;
  let spare = 0;
  for (const d of DOMAINS) {
    const have = pool.power[d] ?? 0;
    if (have < (need[d] ?? 0)) return { code: 'cannot-afford', reason: `needs ${need[d]} ${d} Power, the pool has ${have}`, rule: '358.2' };
    spare += have - (need[d] ?? 0);
  }
  const chosen = oneOfDomainsChosen(pool.power, cost.power);
  if (!Array.isArray(chosen)) return { code: 'cannot-afford', reason: `needs a Power of ${chosen.short.join(' or ')}, the pool has none left`, rule: '358.2' };
  spare -= chosen.length;
  if (spare < (need.any ?? 0))
    return { code: 'cannot-afford', reason: `needs ${need.any} more Power of any domain, the pool has ${spare} left`, rule: '358.2' };
  if (exhaustsSource(s, item) && objectOf(s, item.source).exhausted) {
    return { code: 'cannot-afford', reason: `${item.source} is exhausted and cannot pay its exhaust cost`, rule: '358.2' };
  }
  return null;
}

/** Pays everything; returns a refusal when a non-standard cost could not be done (358.2). A replaced one counts as done (357.2.a). */
export function payCosts(s: GameState, item: ChainItem, data: PlayData, cost: CostValue): Refusal | null {
  // resources kept for other purposes stay out of the payment; those kept for this one are spent first
  payingFrom(s, item.controller, item, () => payResources(s, item, data, cost));
  return payNonStandard(s, item, data);
}

/** 357.1: the Energy and Power, from the pool. */
function payResources(s: GameState, item: ChainItem, data: PlayData, cost: CostValue): void {
  const payer = playerState(s, item.controller);
  payer.runePool = withUniversalSpent(payer.runePool, cost.power); // 135.2.e.5.b
  // a Power of one of several domains is paid with the one the pool has most left of once the rest is set aside
  const chosen = oneOfDomainsChosen(playerState(s, item.controller).runePool.power, cost.power);
  if (Array.isArray(chosen) && chosen.length) cost = { ...cost, power: [...cost.power.filter((d) => !d.includes('|')), ...chosen] };
  const pool = playerState(s, item.controller).runePool;
  pool.energy -= cost.energy;
  data.energyPaid = cost.energy;
  for (const d of cost.power as Array<Domain | 'any'>) if (d !== 'any') pool.power[d] = (pool.power[d] ?? 0) - 1;
  for (const _ of cost.power.filter((d) => d === 'any')) {
    const from = DOMAINS.find((d) => (pool.power[d] ?? 0) > 0)!;
    pool.power[from] = (pool.power[from] ?? 0) - 1;
  }
  notePowerSpent(s, item.controller, cost.power.length);
  emit(s, {
    kind: 'paid',
    player: item.controller,
    object: item.source,
    amount: cost.energy,
    detail: cost.power.length ? `power: ${cost.power.join(', ')}` : undefined,
    rule: '357.1',
  });
}

/** 357.2: the source exhausts if it must, then the other non-standard costs, each through its game action. */
function payNonStandard(s: GameState, item: ChainItem, data: PlayData): Refusal | null {
  if (exhaustsSource(s, item)) exhaust(s, item.source, '357.2');
  for (const action of costActions(s, item, data)) {
    const chosen = data.answers[action.id]?.chosen ?? [];
    const answer = data.answers[action.id];
    // a "discard N" cost takes the cards chosen for it in step 2 as its own answer; "spend a buff" the unit chosen
    const answered = action.instruction.kind === 'discard' || action.instruction.kind === 'spend-buff';
    const run = standaloneRun(s, item.controller, item.source, answered && answer ? [answer] : []);
    run.payingCost = true;
    const ref = (action.instruction as { object?: unknown }).object;
    // the object chosen for it in step 2; a cost on the source itself ("exhaust this") names it without a choice
    if (ref && typeof ref === 'object' && (ref as { kind?: string }).kind === 'select') {
      run.slots = [{ ref: ref as never, kind: 'target', instruction: action.instruction }];
      run.targets = [chosen];
    }
    executeOne(run, action.instruction);
    if (!run.didPrevious) return { code: 'cannot-afford', reason: `the cost "${action.instruction.kind}" of ${item.source} could not be paid`, rule: '358.2' };
    if (run.recycled?.length) data.recycledAsCost = run.recycled.map((id) => ({ id, might: run.lookBack[id]?.might ?? null }));
    emit(s, { kind: 'paid', player: item.controller, object: item.source, objects: chosen, detail: `${action.instruction.kind} as a cost`, rule: '357.2' });
  }
  return null;
}

/**
 * Steps 4 and 5 together (357, 358): pays everything, then checks the targets again once the costs
 * took effect (a unit killed to pay a cost is no longer a legal target). On a failure the payment is
 * undone too (358.5) and the refusal returned; the process of play runs it for real, and the search
 * for a way to complete a play (completable.ts) runs it to see whether the answers so far can work.
 * `undo` false: the caller throws the game away on a failure (a copy tried, or the draft of an action
 * refused whole), so no copy is kept to undo the payment with.
 */
export function payAndRecheck(
  s: GameState,
  item: ChainItem,
  data: PlayData,
  cost: CostValue,
  adding: readonly AddReaction[],
  targets: string[][],
  undo = true,
): Refusal | null {
  const beforePaying = undo ? snapshot(s) : null;
  const eventCount = s.events.length;
  activateAddReactions(s, item.controller, adding);
  const unpaid = payCosts(s, item, data, cost); // 357
  const afterPaying = unpaid ?? legalityRefusal(s, item, data, targets); // 358, after the costs took effect
  // 806.4.b, 813.4.b: timing a passive gives only under a condition is judged now, the costs paid
  const refusal = afterPaying ?? awaitedTimingRefusal(s, item, data.awaitedTiming);
  if (refusal && beforePaying) restoreState(s, beforePaying, eventCount); // 358.5: the payment is undone too
  return refusal;
}
