// Instructions that move permanents between locations: move (rules 420, 445–453) and recall (454–458).
import { cannotMove, exhaust, moveTogether, recall } from '../../game-actions/index.ts';
import type { ObjectId } from '../../state.ts';
import { replacerWithin } from '../replacement.ts';
import { actOnEach, itemNotes } from '../referents.ts';
import type { Run } from '../run.ts';
import { isThisBattlefield } from '../slots.ts';
import type { InstructionFamily } from './types.ts';

/** "this battlefield": the battlefield the trigger condition named (359.3.f.3.b), else where the source is. */
function thisBattlefield(run: Run): string | null {
  const noted = itemNotes(run).battlefield;
  if (noted) return noted;
  const o = run.s.objects[run.source];
  return o && o.zone === 'battlefield' ? (o.battlefield ?? null) : null;
}

export const MOVEMENT: InstructionFamily = {
  move: {
    run(run, i, { execute }) {
      const fixed = i.to?.kind === 'battlefield' && isThisBattlefield(i.to.ref);
      const to = fixed ? thisBattlefield(run) : i.to?.kind === 'base' ? 'base' : i.to?.kind === 'battlefield' ? (run.destinations.shift() ?? null) : null;
      const moving: ObjectId[] = [];
      actOnEach(run, i, i.object, (o) => {
        // 359.3.e.6: an impossible move (nowhere to go, or already there) is ignored.
        if (to === null || (to === 'base' ? o.zone === 'base' : o.zone === 'battlefield' && o.battlefield === to)) return false;
        if (cannotMove(o)) return false; // a restriction beats the instruction
        moving.push(o.id);
      });
      // one move: the destination becomes contested once, its replacements applied within this run (rules 450, 370.1.a.1, 372.2)
      if (to !== null && moving.length > 0) moveTogether(run.s, moving, to, undefined, replacerWithin(run, execute));
    },
  },
  recall: {
    run: (run, i) =>
      actOnEach(run, i, i.object, (o) => {
        recall(run.s, o.id);
        if (i.exhausted) exhaust(run.s, o.id);
      }),
  },
};
