// Whether a play can still complete (357.3, 358): some answers to the questions not yet answered
// lead to a cost the player can pay and legal choices. The process of play refuses an action or an
// answer after which no answer would do (a mode whose only targets have [Deflect] the player cannot
// pay for, a target whose [Deflect] no order of the discounts makes affordable), so the game never
// waits on a question every answer to which is refused.
//
// The search tries a few answers per question (each option alone, or every group of the fewest allowed
// while there are no more than LEAVES of them, every order of a few discounts, declining and accepting
// an optional cost) and stops after LEAVES complete sets of answers: past that, or with groups left
// untried, it gives the play the benefit of the doubt, and the last answer is checked as the play
// finishes anyway.
import type { DecisionAnswer, Refusal } from '../interface.ts';
import type { ChainItem, GameState } from '../state.ts';
import { ADD_REACTIONS, chosenAddReactions, type AddReaction } from './add-reactions.ts';
import { playQuestions } from './choices.ts';
import { legalityRefusal } from './legality.ts';
import { affordRefusal, payAndRecheck } from './paying.ts';
import { costActions, slotsOf } from './item-text.ts';
import { exhaustsSource, totalCostOf } from './play-data.ts';
import type { CostValue } from './total-cost.ts';
import { playDataOf, type PlayData, type PlayQuestion } from './play-record.ts';
import { BadAnswer, snapshot } from '../effects/run.ts';
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
      : answersToTry(open[i]!).answers.some((answer) => {
          data.answers[open[i]!.id] = answer;
          return from(i + 1);
        });
  try {
    return from(0);
  } finally {
    for (const q of open) delete data.answers[q.id];
  }
}

/**
 * The groups of k of `ids`, in order, as long as there are no more than `cap` of them; null when there
 * are more. Any of them may be the only one that fits ("two units with total Might 3 or less", 355.11.a).
 */
function groupsOf(ids: readonly string[], k: number, cap: number): string[][] | null {
  const out: string[][] = [];
  const pick = (from: number, picked: string[]): boolean => {
    if (picked.length === k) {
      out.push(picked);
      return out.length <= cap;
    }
    for (let i = from; i + (k - picked.length) <= ids.length; i++) if (!pick(i + 1, [...picked, ids[i]!])) return false;
    return true;
  };
  return pick(0, []) ? out : null;
}

/**
 * The answers the search tries for one question, the likeliest to complete the play first; `all` false
 * when they leave some out (too many groups to try), so that none of them working proves nothing.
 */
function answersToTry(q: PlayQuestion): { answers: DecisionAnswer[]; all: boolean } {
  const { kind, options, min, max } = q.question;
  if (q.sample) return { answers: [q.sample], all: true }; // a name: any the check accepts leads to the same costs
  const ids = options.map((o) => o.id);
  if (kind === 'order-cost-modifiers') return { answers: permutations(ids).map((order) => ({ order })), all: true };
  if (kind === 'optional-cost') return { answers: [{ chosen: [] }, { chosen: ids }], all: true };
  // Every Add Reaction on offer is the most the player can have to pay with (357.1.a).
  if (q.id === ADD_REACTIONS) return { answers: [{ chosen: ids.slice(0, max) }], all: true };
  const k = Math.max(min, Math.min(1, max));
  const groups = groupsOf(ids, k, LEAVES);
  const answers: DecisionAnswer[] = (groups ?? []).map((chosen) => ({ chosen }));
  // "Up to" may choose none (355.13): tried last, for when every single choice fails (a target whose [Deflect] cannot be paid)
  if (min === 0 && k > 0) answers.push({ chosen: [] });
  return { answers, all: groups !== null };
}

/**
 * Groups of more than the fewest allowed, as many as fit in the budget: tried only when the question refused every
 * answer of `answersToTry`, as a group restriction ("up to two units with total Might 8 or more", 355.11.a) may need more.
 * `all` false when the budget left some out, so that none of them working proves nothing.
 */
function largerGroups(q: PlayQuestion): { answers: DecisionAnswer[]; all: boolean } {
  const { options, min, max } = q.question;
  const ids = options.map((o) => o.id);
  const answers: DecisionAnswer[] = [];
  for (let size = Math.max(min, Math.min(1, max)) + 1; size <= max; size++) {
    const groups = groupsOf(ids, size, LEAVES - answers.length);
    if (!groups) return { answers, all: false };
    answers.push(...groups.map((chosen) => ({ chosen })));
  }
  return { answers, all: true };
}

/**
 * Whether the costs can be paid and the targets and the location are still legal once they are (358.1,
 * 358.2 after 357): a unit killed to pay a cost cannot also be the target, nor the last unit that made
 * a battlefield valid for [Ambush] (822.3), and a unit that can't be killed cannot pay a kill; a gear
 * exhausted for its Add ability, or a source exhausted to use its ability, is no longer a "ready" one to
 * target; a card whose Action or Reaction waits on its payment must have it once paid (806.4.b, 813.4.b).
 * Tried on a copy of the game, only for a play with a non-standard cost, an exhausting source, an Add
 * ability to pay with or such a timing, the kinds of play whose payment can fail or take them away.
 */
function legalOncePaid(s: GameState, item: ChainItem, data: PlayData, cost: CostValue, adding: readonly AddReaction[], targets: string[][]): Refusal | null {
  // paid from the pool alone, it takes nothing the targets or the timing could need
  if (costActions(s, item, data).length === 0 && !exhaustsSource(s, item) && !data.awaitedTiming && adding.length === 0) return null;
  let refusal: Refusal | null;
  try {
    refusal = payAndRecheck(snapshot(s), item, data, cost, adding, targets, false); // the copy is only tried
  } catch (e) {
    // a cost's choice the payment cannot take (the card one discard took, chosen for a second discard as well)
    if (!(e instanceof BadAnswer)) throw e;
    refusal = e.refusal;
  }
  return refusal && { ...refusal, reason: `once its costs are paid, ${refusal.reason}` };
}

/** The most Add abilities whose groups are each tried as the payment of one set of answers (2^4 groups at most). */
const MAX_ADDS_TRIED = 4;

/**
 * Whether the play is legal once paid with the Add abilities the answers use or, when the player has not
 * chosen them yet (`free`), with fewer of them that still pay the cost: the search answers with every one
 * on offer, the most there is to pay with (357.1.a), but each one used exhausts its source, which may be
 * what the play targets or what must stay ready. The refusal with all of them when no group does.
 */
function legalWithSomeAdds(
  s: GameState,
  item: ChainItem,
  data: PlayData,
  cost: CostValue,
  adding: readonly AddReaction[],
  targets: string[][],
  free: boolean,
): Refusal | null {
  const refusal = legalOncePaid(s, item, data, cost, adding, targets);
  if (refusal === null || !free || adding.length === 0) return refusal;
  // too many to try every group: the payment itself decides, and a play it makes illegal is undone (358.5)
  if (adding.length > MAX_ADDS_TRIED) return null;
  const groups = Array.from({ length: 2 ** adding.length - 1 }, (_, bits) => adding.filter((_, k) => (bits >> k) & 1));
  groups.sort((a, b) => b.length - a.length);
  const works = groups.some((group) => affordRefusal(s, item, cost, group) === null && legalOncePaid(s, item, data, cost, group, targets) === null);
  return works ? null : refusal;
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
      last =
        affordRefusal(s, item, cost, adding) ??
        legalityRefusal(s, item, data, targets) ??
        legalWithSomeAdds(s, item, data, cost, adding, targets, !(ADD_REACTIONS in saved.answers));
      return last === null;
    }
    const tried = answersToTry(next);
    const answers = tried.answers;
    let all = tried.all;
    let accepted = false; // some answer the question itself took
    const fewest = answers.length;
    for (let i = 0; i < answers.length; i++) {
      const answer = answers[i]!;
      // an answer the question itself refuses ("two units at a battlefield" at two): its reason, unless a deeper one is known
      const refused = next.check(answer);
      if (refused) last ??= refused;
      else {
        accepted = true;
        data.answers[next.id] = answer;
        const paid = next.question.kind === 'optional-cost' && (answer.chosen ?? []).length > 0;
        if (paid) data.paidOptional.push(next.id.slice('optional:'.length));
        const ok = search();
        if (paid) data.paidOptional.pop();
        delete data.answers[next.id];
        if (ok) return true;
      }
      // the question refused every one: groups of more may meet its group restriction (355.11.a)
      if (i === fewest - 1 && !accepted) {
        const larger = largerGroups(next);
        answers.push(...larger.answers);
        all &&= larger.all;
      }
    }
    // too many groups to try them all: as past the budget of leaves, the play has the benefit of the doubt
    return !all;
  };
  const ok = search();
  for (const key of Object.keys(data.answers)) if (!(key in saved.answers)) delete data.answers[key];
  Object.assign(data.answers, saved.answers);
  data.paidOptional = saved.paidOptional;
  return ok ? null : (last ?? { code: 'cannot-afford', reason: 'no choices left would let the play complete', rule: '358.2' });
}

/**
 * Whether some answers would let the play complete were the question `questionId` still unanswered: when
 * none would, its player had no choice (355.16, 357.3 "unless they have no choice"), whatever they answered.
 */
export function hadAChoice(s: GameState, item: ChainItem, questionId: string): boolean {
  const data = playDataOf(item);
  const answer = data.answers[questionId];
  const costId = questionId.startsWith('optional:') ? questionId.slice('optional:'.length) : undefined;
  const paid = costId !== undefined && data.paidOptional[data.paidOptional.length - 1] === costId;
  if (paid) data.paidOptional.pop();
  delete data.answers[questionId];
  const choice = incompletable(s, item) === null;
  if (answer) data.answers[questionId] = answer;
  if (paid) data.paidOptional.push(costId);
  return choice;
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
