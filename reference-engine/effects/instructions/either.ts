// "Ready or exhaust a legend" (Royal Entourage): the player doing it picks the object the instructions
// share, then which one of them to do to it (the printed "or": one of them, not both).
import type { Instruction, ObjectRef } from '../../card-text/ast.ts';
import { objectsFor } from '../referents.ts';
import { answerTo } from '../run.ts';
import type { InstructionFamily } from './types.ts';

/** The one object all the options act on, when each names it the same way ("a legend"). */
function sharedObject(options: readonly Instruction[]): ObjectRef | null {
  const refs = options.map((i) => ('object' in i ? (i.object as ObjectRef | undefined) : undefined));
  const [first] = refs;
  if (!first || first.kind !== 'select' || first.determiner !== 'a') return null;
  return refs.every((r) => r !== undefined && JSON.stringify({ ...r, span: undefined }) === JSON.stringify({ ...first, span: undefined })) ? first : null;
}

export const EITHER: InstructionFamily = {
  either: {
    run(run, i, { executeOne }) {
      const shared = sharedObject(i.options)!;
      const [object] = objectsFor(run, shared, i);
      if (!object) {
        run.didPrevious = false; // nothing to do either to (359.3.e.6)
        return;
      }
      const question = {
        player: run.controller,
        kind: 'choose-mode' as const,
        prompt: `Choose what to do to ${object.card.name}`,
        source: run.source,
        options: i.options.map((o, k) => ({ id: `option ${k + 1}`, label: o.kind })),
        min: 1,
        max: 1,
      };
      const answer = answerTo(run, question, (a) =>
        a.chosen?.length === 1 && question.options.some((o) => o.id === a.chosen![0])
          ? null
          : { code: 'invalid-decision', reason: 'choose one of the options' },
      );
      const chosen = i.options[Number(answer.chosen![0].replace('option ', '')) - 1];
      run.it = [object.id];
      executeOne(run, { ...chosen, object: { kind: 'pronoun', word: 'it' } } as Instruction);
    },
    nested: (i) => i.options,
    unsupported: (i) => (sharedObject(i.options) ? [] : ['either']),
  },
};
