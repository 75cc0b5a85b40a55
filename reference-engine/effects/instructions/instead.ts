// An instruction changed by the one after it, read together before either is done: a conditional
// "... instead" replacing it (370), "If ..., you don't <do that> this way" leaving you out of "each
// player", and a countered card returned to hand instead of going to the trash.
import type { Instruction, Predicate } from '../../card-text/ast.ts';
import { amount as amountText } from '../../card-text/decompile/refs.ts';
import { triggerSubjectOf } from '../../chain-items.ts';
import { legalTargets } from '../referents.ts';
import type { Run } from '../run.ts';
import { evaluates, holds } from './flow.ts';

function namesIt(p: Predicate): boolean {
  return p.kind === 'object-is' && p.subject.kind === 'pronoun';
}

/** Whether the event or the trigger condition of the resolving item named an object, "it" before the text acts on anything (359.3.f.3). */
function namedByTheTrigger(run: Run): boolean {
  const item = run.s.chain.find((c) => c.id === run.itemId);
  return (run.eventSubject ?? triggerSubjectOf(item?.data) ?? []).length > 0;
}

/**
 * "Draw 1. If it's your Beginning Phase, draw 2 instead", "Give a unit +2 :rb_might: this turn. If it's
 * [Empowered], give it +4 :rb_might: this turn instead": the conditional after an instruction replaces
 * it when its condition holds (370: the replaced instruction is not done at all). The condition is
 * read before either is done, "it" naming what the instruction was to act on (its chosen targets).
 * Returns what to do in place of the pair; null when the next instruction is no such conditional.
 */
export function insteadOfPrevious(run: Run, i: Instruction, next: Instruction | undefined): Instruction[] | null {
  // "Each player must kill one of their units. If you paid my additional cost, you don't kill a unit this way."
  if (exemptsYouThisWay(i, next) && next?.kind === 'conditional' && next.condition.kind === 'if') {
    if (holds(run, next.condition.predicate) !== (next.condition.form === 'unless')) run.exempt = run.controller;
    return [i];
  }
  // "Counter a spell. Return it to its owner's hand instead of putting it in their trash": the countered card's way out, changed
  if (returnsCounteredToHand(i, next)) {
    run.counteredTo = 'hand';
    return [i];
  }
  if (next?.kind !== 'conditional' || next.otherwise || next.trailing || next.condition.kind !== 'if' || next.then.length === 0) return null;
  // "draw 2 instead and channel 1 rune": one "instead" makes the whole of it the replacement, the rest done with it
  if (!next.then.some((x) => (x as { instead?: boolean }).instead === true) || !evaluates(next.condition.predicate)) return null;
  const slot = run.slots.findIndex((sl) => sl.instruction === i);
  // "it" in the condition, with neither the instruction nor one before it ("Choose a unit. Draw 1. If it's
  // [Mighty], ...") having chosen anything, nor the trigger condition having named it ("When you play a unit,
  // draw 1. If it's [Mighty], ..."): not known here
  if (namesIt(next.condition.predicate) && slot < 0 && run.it === null && !namedByTheTrigger(run)) return null;
  const before = run.it;
  if (slot >= 0) run.it = legalTargets(run, slot).map((o) => o.id);
  const yes = holds(run, next.condition.predicate) !== (next.condition.form === 'unless');
  if (!yes) run.it = before;
  return yes ? (dealsOtherAmount(run, i, next.then) ?? next.then) : [i];
}

/**
 * "You may deal 1 to a unit .... If I'm [Empowered], deal 2 instead": "deal 2", naming no object, is the
 * deal before it (its target, as chosen; its "you may") of the other amount, and any instruction after it
 * in the replacement follows the changed deal. Null for a replacement that does not begin with such a deal.
 */
function dealsOtherAmount(run: Run, i: Instruction, then: readonly Instruction[]): Instruction[] | null {
  const [first, ...rest] = then;
  if (first.kind !== 'deal-damage' || first.form !== 'N') return null;
  const deal = i.kind === 'optional' ? i.body : i;
  if (deal.kind !== 'deal-damage') throw new Error(`"deal ${amountText(first.amount)} instead" of ${run.source} follows no deal of damage`);
  const changed: Instruction = { ...deal, amount: first.amount };
  // the same choice of target stands for the changed deal
  run.slots = run.slots.map((slot) => (slot.instruction === deal ? { ...slot, instruction: changed } : slot));
  // "deal 3 instead and draw 1 instead": what follows the changed deal is done after it
  return [i.kind === 'optional' ? { ...i, body: changed } : changed, ...rest];
}

/** "Each player ...", then "If ..., you don't <do that> this way": the condition read before, and you left out of "each player" if it holds. */
export function exemptsYouThisWay(i: Instruction, next: Instruction | undefined): boolean {
  if (i.actor?.kind !== 'player' || i.actor.who !== 'each-player') return false;
  if (next?.kind !== 'conditional' || next.otherwise || next.trailing || next.condition.kind !== 'if' || next.then.length !== 1) return false;
  const [then] = next.then;
  return (
    evaluates(next.condition.predicate) &&
    then.kind === 'not-this-way' &&
    then.body.kind === i.kind &&
    then.actor?.kind === 'player' &&
    then.actor.who === 'you'
  );
}

/** A counter followed by "Return it to its owner's hand instead of putting it in their trash". */
export function returnsCounteredToHand(i: Instruction, next: Instruction | undefined): boolean {
  return i.kind === 'counter' && next?.kind === 'return-to-hand' && next.insteadOfTrash === true && next.object.kind === 'pronoun' && next.object.word === 'it';
}
