// Whether a play can still complete (357.3, 358): some answers to the questions not yet answered
// lead to a cost the player can pay and legal choices. The process of play refuses an action or an
// answer after which no answer would do (a mode whose only targets have [Deflect] the player cannot
// pay for, a target whose [Deflect] no order of the discounts makes affordable), so the game never
// waits on a question every answer to which is refused.
//
// The search tries a few answers per question (each option alone, the fewest allowed, every order of
// a few discounts, declining and accepting an optional cost) and stops after LEAVES complete sets of
// answers: past that it gives the play the benefit of the doubt, and the last answer is checked as
// the play finishes anyway.
import type { DecisionAnswer, Refusal } from '../interface.ts';
import type { ChainItem, GameState } from '../state.ts';
import { ADD_REACTIONS, chosenAddReactions, type AddReaction } from './add-reactions.ts';
import { playQuestions } from './choices.ts';
import { legalityRefusal } from './legality.ts';
import { affordRefusal, payAndRecheck } from './paying.ts';
import { costActions, slotsOf } from './item-text.ts';
import { totalCostOf } from './play-data.ts';
import type { CostValue } from './total-cost.ts';
import { playDataOf, type PlayData, type PlayQuestion } from './play-record.ts';
import { snapshot } from '../effects/run.ts';
import { unansweredDiscountOrders } from './component-discounts.ts';

const LEAVES = 64;
const MAX_ORDERS = 24;

function permutations(ids: readonly string[]): string[][] {
  if (ids.length <= 1) return [[...ids]];
  const out: string[][] = [];
  for (let i = 0; i < ids.length && out.length < MAX_ORDERS; i++) {
    for (const rest of permutations([...ids.slice(0, i), ...ids.slice(i + 1)])) out.push([ids[i], ...rest]);
  }
  return out.slice(0, MAX_ORDERS);
}

/**
 * Whether `payable` holds in some orders still to be chosen for the discounts on the optional costs paid
 * so far (356.4.c.1, 357.3): the one just paid and those paid before it, whose orders are asked only
 * later, each combination tried and taken back.
 */
export function payableInSomeOrder(s: GameState, item: ChainItem, data: PlayData, payable: () => boolean): boolean {
  if (payable()) return true;
  const open = unansweredDiscountOrders(s, item, data);
  const from = (i: number): boolean =>
    i === open.length
      ? payable()
      : answersToTry(open[i]!).some((answer) => {
          data.answers[open[i]!.id] = answer;
          return from(i + 1);
        });
  try {
    return from(0);
  } finally {
    for (const q of open) delete data.answers[q.id];
  }
}

/** The answers the search tries for one question, the likeliest to complete the play first. */
function answersToTry(q: PlayQuestion): DecisionAnswer[] {
  const { kind, options, min, max } = q.question;
  if (q.sample) return [q.sample]; // a name: any the check accepts leads to the same costs
  const ids = options.map((o) => o.id);
  if (kind === 'order-cost-modifiers') return permutations(ids).map((order) => ({ order }));
  if (kind === 'optional-cost') return [{ chosen: [] }, { chosen: ids }];
  // Every Add Reaction on offer is the most the player can have to pay with (357.1.a).
  if (q.id === ADD_REACTIONS) return [{ chosen: ids.slice(0, max) }];
  const k = Math.max(min, Math.min(1, max));
  const answers: DecisionAnswer[] = k === 0 ? [{ chosen: [] }] : [];
  for (let i = 0; i + k <= ids.length; i++) answers.push({ chosen: ids.slice(i, i + k) });
  // "Up to" may choose none (355.13): tried last, for when every single choice fails (a target whose [Deflect] cannot be paid)
  if (min === 0 && k > 0) answers.push({ chosen: [] });
  return answers;
}

/**
 * Whether the targets and the location are still legal once the costs are paid (358.1 after 357): a
 * unit killed to pay a cost cannot also be the target, nor the last unit that made a battlefield valid
 * for [Ambush] (822.3). Tried on a copy of the game, only for a play with a non-standard cost and a
 * target or a battlefield chosen, the kind of play whose payment can take them away.
 */
function legalOncePaid(s: GameState, item: ChainItem, data: PlayData, cost: CostValue, adding: readonly AddReaction[], targets: string[][]): Refusal | null {
  const toBattlefield = s.battlefields.some((b) => b.id === data.answers.location?.chosen?.[0]) || data.ambush === true;
  if ((!targets.some((t) => t.length > 0) && !toBattlefield) || costActions(s, item, data).length === 0) return null;
  const refusal = payAndRecheck(snapshot(s), item, data, cost, adding, targets, false); // the copy is only tried
  return refusal && { ...refusal, reason: `once its costs are paid, ${refusal.reason}` };
}

/** Why the play as answered so far cannot complete, if no answers to the rest can help; null when some can (or the search gave up). */
export function incompletable(s: GameState, item: ChainItem): Refusal | null {
  const data = playDataOf(item);
  const saved = { answers: { ...data.answers }, paidOptional: [...data.paidOptional] };
  let leaves = 0;
  let last: Refusal | null = null;
  // true when some completion works (or the budget ran out)
  const search = (): boolean => {
    let next: PlayQuestion | undefined;
    for (const q of playQuestions(s, item, data)) {
      if ('code' in q) {
        last = q;
        return false;
      }
      if (!(q.id in data.answers)) {
        next = q;
        break;
      }
    }
    if (!next) {
      if (++leaves > LEAVES) return true;
      const targets = slotsOf(s, item).map((_, k) => data.answers[`target:${k}`]?.chosen ?? []);
      const cost = totalCostOf(s, item, data);
      const adding = chosenAddReactions(s, item, data.answers);
      last = affordRefusal(s, item, cost, adding) ?? legalityRefusal(s, item, data, targets) ?? legalOncePaid(s, item, data, cost, adding, targets);
      return last === null;
    }
    for (const answer of answersToTry(next)) {
      if (next.check(answer)) continue;
      data.answers[next.id] = answer;
      const accepted = next.question.kind === 'optional-cost' && (answer.chosen ?? []).length > 0;
      if (accepted) data.paidOptional.push(next.id.slice('optional:'.length));
      const ok = search();
      if (accepted) data.paidOptional.pop();
      delete data.answers[next.id];
      if (ok) return true;
    }
    return false;
  };
  const ok = search();
  for (const key of Object.keys(data.answers)) if (!(key in saved.answers)) delete data.answers[key];
  Object.assign(data.answers, saved.answers);
  data.paidOptional = saved.paidOptional;
  return ok ? null : (last ?? { code: 'cannot-afford', reason: 'no choices left would let the play complete', rule: '358.2' });
}

/**
 * Rules 355.16 and 357.3: what a non-standard cost acts on may not be a choice sure to make the play
 * fail later (the unit the play targets, killed to pay for it), unless every choice would. The
 * question is put with only the objects after which some answers still let the play complete.
 */
export function choosableCostOptions(s: GameState, item: ChainItem, q: PlayQuestion): PlayQuestion {
  const { options, min, max } = q.question;
  if (!q.id.startsWith('cost:') || q.question.kind !== 'choose-objects' || min !== 1 || max !== 1 || options.length < 2) return q;
  const data = playDataOf(item);
  const kept = options.filter((o) => {
    data.answers[q.id] = { chosen: [o.id] };
    const doomed = incompletable(s, item) !== null;
    delete data.answers[q.id];
    return !doomed;
  });
  return kept.length === 0 || kept.length === options.length ? q : { ...q, question: { ...q.question, options: kept } };
}
