// "Recycle X from your trash" (rule 416.6): the player picks X cards of the zone on resolution; the
// instruction targets nothing. With X or fewer cards there, all of them go (416.4: as many as possible).
import type { Instruction } from '../card-text/ast.ts';
import { checkChosen } from '../decisions.ts';
import { recycle } from '../game-actions/index.ts';
import type { Decision } from '../interface.ts';
import { literalAmount } from '../playing-cards/selection.ts';
import { objectOf, playerState } from '../state.ts';
import { answerTo, type Run } from './run.ts';

export function recycleFrom(run: Run, i: Extract<Instruction, { kind: 'recycle-from' }>): void {
  const trash = playerState(run.s, run.controller).trash;
  const x = literalAmount(i.amount) ?? 0;
  if (run.itemId === undefined) {
    // Paid as a cost (outside a resolution, where no question can be asked): it must be done in
    // full (416.3), and the cards are taken from the top of the trash list rather than chosen.
    const chosen = trash.length >= x ? trash.slice(0, x) : [];
    if (chosen.length) recycle(run.s, run.controller, chosen);
    run.didPrevious = chosen.length === x && x > 0;
    run.it = chosen;
    return;
  }
  const n = Math.min(x, trash.length);
  let chosen = [...trash];
  if (n < trash.length) {
    const question = {
      player: run.controller,
      kind: 'choose-objects' as const,
      prompt: `Recycle ${n} from your trash`,
      source: run.source,
      rule: '416.6',
      options: trash.map((id) => ({ id, label: objectOf(run.s, id).card.name })),
      min: n,
      max: n,
    };
    chosen = answerTo(run, question, (a) => checkChosen(question as Decision, a)).chosen ?? [];
  }
  if (chosen.length) recycle(run.s, run.controller, chosen);
  run.didPrevious = chosen.length > 0;
  run.it = chosen;
}
