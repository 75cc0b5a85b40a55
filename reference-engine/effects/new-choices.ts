// Making new choices for a finalized item on the Chain (rules 750–755): "you may make new choices for
// it". The targets are the choices remade (752.1); each target slot is asked in turn, among the legal
// objects it was not choosing (751.1, 753.1), and may be left as it is (753). The item is played and
// paid already: nothing of its cost is asked or paid again (755).
import type { Instruction } from '../card-text/ast.ts';
import { checkChosen } from '../decisions.ts';
import { emit } from '../events.ts';
import type { Decision } from '../interface.ts';
import { selectionContextOf, slotsOf } from '../playing-cards/item-text.ts';
import { candidates, countRange, groupQualifies } from '../playing-cards/selection.ts';
import { objectOf, type ChainItem, type GameObject } from '../state.ts';
import { checkTriggers } from '../triggers/check.ts';
import { objectsFor } from './referents.ts';
import { answerTo, type Question, type Run } from './run.ts';

/** The finalized chain items the instruction makes new choices for. */
function itemsOf(run: Run, i: Extract<Instruction, { kind: 'new-choices' }>): ChainItem[] {
  const ids = new Set(objectsFor(run, i.object, i).map((o) => o.id));
  return run.s.chain.filter((c) => c.status === 'finalized' && ids.has(c.source));
}

/** What target slot `k` of the item could choose anew: legal objects it is not choosing now (751.1, 753.1). */
function newOptions(run: Run, item: ChainItem, k: number, targets: string[][]): GameObject[] {
  const slot = slotsOf(run.s, item)[k];
  const now = item.targets[k] ?? [];
  return candidates(run.s, slot.ref, { ...selectionContextOf(item), it: targets[k - 1], chosenBefore: targets[k - 1] }).filter((o) => !now.includes(o.id));
}

/** Whether some new choice could be made at all (753.2): if not, the player may not choose to make them. */
export function newChoicesPossible(run: Run, i: Instruction): boolean {
  if (i.kind !== 'new-choices') return true;
  return itemsOf(run, i).some((item) => slotsOf(run.s, item).some((_, k) => newOptions(run, item, k, item.targets).length > 0));
}

export function makeNewChoices(run: Run, i: Extract<Instruction, { kind: 'new-choices' }>): void {
  for (const item of itemsOf(run, i)) {
    const name = objectOf(run.s, item.source).card.name;
    const slots = slotsOf(run.s, item);
    const targets = item.targets.map((list) => [...list]);
    const added: string[][] = slots.map(() => []);
    for (let k = 0; k < slots.length; k++) {
      const pool = newOptions(run, item, k, targets);
      if (pool.length === 0) continue; // 753: the choices remade are any subset of those that can be
      const [min, max] = countRange(slots[k].ref, pool.length);
      const question: Question = {
        player: item.controller,
        kind: 'choose-targets',
        prompt: `Choose a new target ${k + 1} of ${name}, or none to keep it`,
        source: item.source,
        options: pool.map((o) => ({ id: o.id, label: o.card.name })),
        min: 0,
        max: Math.min(max, pool.length),
        rule: '751',
      };
      const chosen =
        answerTo(run, question, (a) => {
          const refusal = checkChosen(question as Decision, a);
          if (refusal || !a.chosen?.length) return refusal;
          if (a.chosen.length < min) return { code: 'invalid-decision', reason: `choose at least ${min}, or none`, rule: '753.1' };
          const group = a.chosen.map((id) => objectOf(run.s, id));
          return groupQualifies(group, slots[k].ref) ? null : { code: 'illegal-target', reason: 'the new choices do not meet the restriction', rule: '753.1' };
        }).chosen ?? [];
      if (chosen.length === 0) continue;
      targets[k] = [...chosen];
      added[k] = [...chosen];
    }
    if (added.every((list) => list.length === 0)) continue;
    item.targets = targets;
    added.forEach((list, k) => {
      if (list.length) emit(run.s, { kind: 'targeted', player: item.controller, object: item.source, objects: list, detail: `target ${k + 1}`, rule: '751' });
    });
    // 754: targeting effects of the objects newly chosen trigger now, and only theirs
    checkTriggers(run.s, { kind: 'targeted', item: { ...item, targets: added } });
  }
}
