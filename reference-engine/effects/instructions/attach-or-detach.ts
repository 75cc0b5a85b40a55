// "Attach that Equipment to that unit or detach that Equipment from that unit" (Angle Shot): the player
// picks one of the two (the printed "or"), carried out as the attach (434) or detach (435) instruction
// of the same objects. Attaching to its current Top-Most Card does nothing (434.1.h); detaching a card
// attached to nothing, or to another card, does nothing (435.1.a.1).
import type { Instruction } from '../../card-text/ast.ts';
import { objectsFor } from '../referents.ts';
import { answerTo } from '../run.ts';
import type { InstructionFamily } from './types.ts';

export const ATTACH_OR_DETACH: InstructionFamily = {
  'attach-or-detach': {
    run(run, i, { executeOne }) {
      const [equipment] = objectsFor(run, i.equipment, i);
      const [unit] = objectsFor(run, i.unit, i);
      if (!equipment || !unit) {
        run.didPrevious = false; // nothing to attach or detach (359.3.e.6)
        return;
      }
      const question = {
        player: run.controller,
        kind: 'choose-mode' as const,
        prompt: `Attach ${equipment.card.name} to ${unit.card.name}, or detach it from ${unit.card.name}?`,
        source: run.source,
        options: [
          { id: 'attach', label: `attach ${equipment.card.name} to ${unit.card.name}` },
          { id: 'detach', label: `detach ${equipment.card.name} from ${unit.card.name}` },
        ],
        min: 1,
        max: 1,
      };
      const answer = answerTo(run, question, (a) =>
        a.chosen?.length === 1 && (a.chosen[0] === 'attach' || a.chosen[0] === 'detach')
          ? null
          : { code: 'invalid-decision', reason: 'choose attach or detach' },
      );
      if (answer.chosen![0] === 'attach') {
        run.it = [unit.id, equipment.id]; // "that Equipment", "that unit": each of its kind (referents.ts)
        executeOne(run, { kind: 'attach', object: { kind: 'pronoun', word: 'that gear' }, to: { kind: 'pronoun', word: 'that unit' } } as Instruction);
        return;
      }
      if (equipment.attachedTo !== unit.id) {
        run.didPrevious = false; // not attached to that unit: nothing to detach from it (435.1.a.1)
        return;
      }
      run.it = [equipment.id];
      executeOne(run, { kind: 'detach', object: { kind: 'pronoun', word: 'it' } } as Instruction);
    },
  },
};
