// Might raised to another object's: "Increase its Might to the Might of another friendly unit this turn"
// (Convergent Mutation), "Increase my Might to its Might this turn" (Dame the Despoiler). Not a passive
// ability, so the raise is worked out once, as it is applied, and kept at that level for its duration
// (477.3.b: snapshotting); a unit whose Might is already that high or higher is not changed.
import { emit } from '../../events.ts';
import { mightOf } from '../../state.ts';
import { actOnEach, chooseAtResolution, objectsFor } from '../referents.ts';
import type { InstructionFamily } from './types.ts';

export const MIGHT_CHANGES: InstructionFamily = {
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
