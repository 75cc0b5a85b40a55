// "For each friendly unit, you may spend its buff to ready it" (Overt Operation): one unit after another,
// each with a buff to spend, the player may spend that unit's own buff (a cost, 745) to have the effect
// done to that unit; a unit without one offers nothing (the cost cannot be paid).
import type { Instruction } from '../../card-text/ast.ts';
import { spendBuff } from '../../game-actions/buff.ts';
import { objectsFor } from '../referents.ts';
import { answersYes, type Run } from '../run.ts';
import type { Interpreter } from './types.ts';

type ForEach = Extract<Instruction, { kind: 'repeat-for-each' }>;
type CostTo = Extract<Instruction, { kind: 'cost-to' }>;

/** The "spend its buff to ..." the repeat is made of, or null for another body. */
function spendsItsBuff(i: ForEach): CostTo | null {
  const [only, ...more] = i.body;
  if (more.length || only?.kind !== 'optional' || only.body.kind !== 'cost-to') return null;
  const costTo = only.body;
  const [cost, ...moreCosts] = costTo.cost;
  const its = cost?.kind === 'spend-buff' && !cost.anyCounter && cost.object.kind === 'select' && cost.object.determiner === 'its';
  const onIt = costTo.effect.every((x) => 'object' in x && (x.object as { kind?: string; word?: string } | undefined)?.kind === 'pronoun');
  return its && !moreCosts.length && onIt ? costTo : null;
}

export function repeatsSpendingItsBuff(i: ForEach): boolean {
  return i.leading === true && spendsItsBuff(i) !== null;
}

export function spendEachOwnBuff(run: Run, i: ForEach, execute: Interpreter['execute']): void {
  const costTo = spendsItsBuff(i)!;
  let done = false;
  for (const unit of objectsFor(run, i.each, i)) {
    if (unit.buffs < 1) continue;
    if (!answersYes(run, run.controller, `Spend the buff of ${unit.card.name}?`, run.source)) continue;
    spendBuff(run.s, unit.id, run.controller);
    run.it = [unit.id];
    execute(run, costTo.effect);
    done = true;
  }
  run.didPrevious = done;
}
