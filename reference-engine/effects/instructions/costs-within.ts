// Costs within instructions (204.3.b): "[do X] to [do Y]" (355.10.c.1), and among them "Pay any amount
// of :rb_rune_rainbow: to deal that much damage", "Pay any amount of Energy to [Add] that much
// :rb_rune_rainbow:": a cost whose size the player chooses as it is paid, from what their rune pool
// holds, and an effect of "that much", the amount paid.
import type { Instruction, ResourceSymbol } from '../../card-text/ast.ts';
import { containsKind } from '../../card-text/instruction-tree.ts';
import type { DecisionAnswer, Refusal } from '../../interface.ts';
import { playerState } from '../../state.ts';
import { answerTo, type Run } from '../run.ts';
import type { InstructionFamily, InstructionOf } from './types.ts';

type PayAny = InstructionOf<'pay-any'>;

/** The most of the resource the pool can pay: its Energy, or its Power of any domain (universal Power too). */
function mostPayable(run: Run, i: PayAny): number {
  const pool = playerState(run.s, run.controller).runePool;
  if (i.resource === 'Energy') return pool.energy;
  if (i.resource.kind !== 'power' || i.resource.domain !== 'rainbow') return 0;
  return Object.values(pool.power).reduce((n: number, k) => n + (k ?? 0), 0) + (pool.universal ?? 0);
}

/** What paying n of the resource is, as symbols of a cost the pay instruction pays. */
function symbolsOf(resource: PayAny['resource'], n: number): ResourceSymbol[] {
  if (resource === 'Energy') return n > 0 ? [{ kind: 'energy', amount: n }] : [];
  return Array.from({ length: n }, () => resource);
}

/** Whether the resource is one whose payment the pool can make: Energy, or Power of any domain. */
function payable(resource: PayAny['resource']): boolean {
  return resource === 'Energy' || (resource.kind === 'power' && resource.domain === 'rainbow');
}

/** The amount the player chooses to pay, between none and all the pool can pay. */
function amountChosen(run: Run, i: PayAny): number {
  const most = mostPayable(run, i);
  const ids = Array.from({ length: most + 1 }, (_, n) => String(n));
  const label = i.resource === 'Energy' ? 'Energy' : 'Power of any domain';
  const check = (a: DecisionAnswer): Refusal | null =>
    a.chosen?.length === 1 && ids.includes(a.chosen[0]) ? null : { code: 'invalid-decision', reason: `choose one amount of ${label}, from 0 to ${most}` };
  const answer = answerTo(
    run,
    {
      player: run.controller,
      kind: 'choose-amount',
      prompt: `How much ${label} to pay?`,
      source: run.source,
      rule: '204.3.b',
      options: ids.map((id) => ({ id, label: `${id} ${label}` })),
      min: 1,
      max: 1,
    },
    check,
  );
  return Number(answer.chosen![0]);
}

/**
 * The effect after "Pay any amount of X to": its "that much" made the amount paid, for the damage it
 * deals or the resources it adds. Other instructions are left as they are.
 */
function withAmountPaid(effect: readonly Instruction[], paid: number): Instruction[] {
  return effect.map((i) => {
    if (i.kind === 'deal-damage' && i.amount.kind === 'that-much') return { ...i, amount: { kind: 'number', value: paid } };
    if (i.kind === 'add' && !Array.isArray(i.resources) && i.resources.kind === 'that-much' && i.of && payable(i.of))
      return { ...i, resources: symbolsOf(i.of, paid), of: undefined };
    return i;
  });
}

/** Whether the instructions a cost-to pays for are read with the amount paid. */
function paysAnyAmount(costs: readonly Instruction[]): boolean {
  return costs.length === 1 && costs[0].kind === 'pay-any';
}

export const COSTS_WITHIN: InstructionFamily = {
  'cost-to': {
    run(run, i, { execute, executeOne }) {
      // 355.10.c.1: "[do X] to [do Y]": Y happens only if X was done.
      let paid = true;
      for (const cost of i.cost) {
        executeOne(run, cost);
        paid = paid && run.didPrevious;
      }
      if (paid) execute(run, paysAnyAmount(i.cost) ? withAmountPaid(i.effect, run.paidAny ?? 0) : i.effect);
      else run.didPrevious = false;
    },
    // after "pay any amount", "that much" is the amount paid (any amount stands for it here)
    nested: (i) => [...i.cost, ...(paysAnyAmount(i.cost) ? withAmountPaid(i.effect, 1) : i.effect)],
    // "Discard a card to deal that much", "Pay any amount of Energy and exhaust me to deal that much": no amount paid is "that much"
    unsupported: (i) =>
      // "that much" is an amount only a payment of any amount, or a measuring condition, sets
      containsKind(paysAnyAmount(i.cost) ? withAmountPaid(i.effect, 1) : i.effect, 'that-much')
        ? ['"that much" (no lone payment of any amount before it)']
        : [],
  },
  'pay-any': {
    run(run, i, { executeOne }) {
      const n = amountChosen(run, i);
      run.paidAny = n;
      executeOne(run, { kind: 'pay', cost: [{ kind: 'symbols', symbols: symbolsOf(i.resource, n) }] });
    },
    unsupported: (i) => (payable(i.resource) ? [] : ['paying any amount of one domain']),
  },
};
