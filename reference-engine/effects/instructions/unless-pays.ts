// "Counter a spell unless its controller pays :rb_energy_2:": the controller of the object the instruction
// chose decides, as the effect resolves, whether to pay from their rune pool (444.2: only what is all there
// is paid). Paid, the instruction is not carried out; otherwise it is.
import type { Instruction, Predicate } from '../../card-text/ast.ts';
import { syms } from '../../card-text/decompile/refs.ts';
import { legalTargets } from '../referents.ts';
import { answersYes, type Run } from '../run.ts';
import { hasYouDo, itsController, readsHasYouDo } from './unless-has-you-do.ts';

type Pays = Extract<Predicate, { kind: 'pays' }>;

/** The form read here: "its controller" paying Energy and Power. */
export function readsUnlessPays(p: Predicate): p is Pays {
  return (
    p.kind === 'pays' && p.player.kind === 'player' && p.player.who === 'its-controller' && p.cost.every((sym) => sym.kind === 'energy' || sym.kind === 'power')
  );
}

/**
 * Whether the controller of what `then` chose (its one target, still legal), or else of what the text chose
 * or acted on before (itsController), pays the cost now: asked, and
 * if they say yes, paid from their pool, which pays nothing when it cannot pay it all. With no target left, no one is asked.
 */
export function paidInstead(run: Run, p: Pays, then: readonly Instruction[], executeOne: (run: Run, i: Instruction) => void): boolean {
  // "Counter a spell unless ...": the target of the instruction; "Choose an enemy unit. Draw 2 unless its controller ...": what the text chose before
  const k = run.slots.findIndex((slot) => then.includes(slot.instruction));
  const payer = k < 0 ? itsController(run) : (legalTargets(run, k)[0]?.controller ?? null);
  if (payer === null) return false;
  const controller = run.controller;
  const pay: Instruction = { kind: 'pay', cost: [{ kind: 'symbols', symbols: p.cost }] };
  let paid = false;
  if (answersYes(run, payer, `Pay ${syms(p.cost)}?`, run.source)) {
    run.controller = payer;
    executeOne(run, pay);
    paid = run.didPrevious;
    run.controller = controller;
  }
  return paid;
}

/** A condition a player decides as the effect resolves ("unless its controller has you draw 2", "unless its controller pays"); null for any other. */
export function decidedByAPlayer(run: Run, p: Predicate, then: readonly Instruction[], executeOne: (run: Run, i: Instruction) => void): boolean | null {
  if (p.kind === 'has-you-do' && readsHasYouDo(p)) return hasYouDo(run, p, executeOne);
  return readsUnlessPays(p) ? paidInstead(run, p, then, executeOne) : null;
}
