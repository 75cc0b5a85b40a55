// Might raised to another object's: "Increase its Might to the Might of another friendly unit this turn"
// (Convergent Mutation), "Increase my Might to its Might this turn" (Dame the Despoiler). Not a passive
// ability, so the raise is worked out once, as it is applied, and kept at that level for its duration
// (477.3.b: snapshotting); a unit whose Might is already that high or higher is not changed.
import { emit } from '../../events.ts';
import { mightOf } from '../../state.ts';
import type { Instruction } from '../../card-text/ast.ts';
import { actOnEach, chooseAtResolution, objectsFor } from '../referents.ts';
import type { InstructionFamily, Interpreter } from './types.ts';
import { candidates } from '../../playing-cards/selection.ts';
import { selectionContext } from '../referents.ts';
import type { Run } from '../run.ts';

type MightByNumber = Extract<Instruction, { kind: 'modify-might' }> & { amount: { kind: 'number'; value: number } };

/** "Give it +1 :rb_might: this turn": a Might change of a number, which repeating multiplies. */
function mightByNumber(body: readonly Instruction[]): MightByNumber | null {
  const [only, ...more] = body;
  return !more.length && only?.kind === 'modify-might' && only.amount.kind === 'number' && !only.equalTo ? (only as MightByNumber) : null;
}

type ForEach = Extract<Instruction, { kind: 'repeat-for-each' }>;

/** "Give a friendly unit at a battlefield +2 :rb_might: this turn for each enemy unit there": "there" is where that unit is. */
export function mightForEachThere(i: ForEach): boolean {
  const body = mightByNumber(i.body);
  const there = i.each.kind === 'select' && i.each.filters.some((f) => f.kind === 'location' && f.at.kind === 'there');
  return !i.leading && body !== null && body.object.kind === 'select' && there;
}

/** The unit is picked (its target), the objects "there" at its location counted, and one change of that much given it. */
export function giveMightForEachThere(run: Run, i: ForEach, executeOne: Interpreter['executeOne']): void {
  const body = mightByNumber(i.body)!;
  const [unit] = objectsFor(run, body.object, body);
  const count = unit ? candidates(run.s, i.each, { ...selectionContext(run), it: [unit.id] }).length : 0;
  if (!unit || count === 0) {
    run.didPrevious = false;
    return;
  }
  run.it = [unit.id];
  executeOne(run, { ...body, object: { kind: 'pronoun', word: 'it' }, amount: { kind: 'number', value: body.amount.value * count } });
}

export const MIGHT_CHANGES: InstructionFamily = {
  // "Give it +1 :rb_might: this turn for each of the following tags among your units — Bird, Cat, Dog,
  // and Poro": once for each tag listed that one of those units has, as one change of that much.
  'repeat-for-tags': {
    run(run, i, { executeOne }) {
      const body = mightByNumber(i.body)!;
      const among = objectsFor(run, i.among, i);
      const count = i.tags.filter((tag) => among.some((o) => (o.card.tags ?? []).some((t) => t.toLowerCase() === tag.toLowerCase()))).length;
      if (count === 0) {
        run.didPrevious = false;
        return;
      }
      executeOne(run, { ...body, amount: { kind: 'number', value: body.amount.value * count } });
    },
    nested: (i) => i.body,
    unsupported: (i) => (mightByNumber(i.body) ? [] : ['repeat-for-tags of anything but one Might change']),
  },
  'raise-might': {
    run(run, i) {
      // "another friendly unit": one other than the unit whose Might is raised, picked as the effect resolves
      const raised = objectsFor(run, i.object, i).map((o) => o.id);
      const another = i.to.kind === 'select' && i.to.determiner === 'another';
      const [measure] = another && i.to.kind === 'select' ? chooseAtResolution(run, i.to, raised) : objectsFor(run, i.to, i);
      const level = measure ? mightOf(measure) : null;
      if (level === null) {
        run.didPrevious = false; // 359.3.e.12: the Might to raise it to is not known
        return;
      }
      const lasts = i.duration === 'this-combat' ? 'end-of-combat' : 'end-of-turn';
      actOnEach(run, i, i.object, (o) => {
        const raise = level - (mightOf(o) ?? level);
        if (raise <= 0) return false;
        o.modifiers.push({ might: raise, until: lasts, source: run.source });
        emit(run.s, { kind: 'might-changed', object: o.id, player: o.controller, amount: raise });
      });
    },
    unsupported: (i) => (i.duration === 'this-turn' || i.duration === 'this-combat' ? [] : ['raise-might for that long']),
  },
};
