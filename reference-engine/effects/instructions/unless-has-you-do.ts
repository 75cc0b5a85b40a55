// "Deal 6 to it unless its controller has you draw 2": the controller of what the text chose before
// decides. If they have you draw, you draw and the instruction before "unless" is not carried out;
// otherwise it is. The choice is theirs, asked as the effect resolves.
import type { Instruction, Predicate } from '../../card-text/ast.ts';
import { predicateText } from '../../card-text/decompile/conditions.ts';
import { isOnBoard } from '../../board.ts';
import type { PlayerId } from '../../interface.ts';
import { answersYes, type Run } from '../run.ts';

type HasYouDo = Extract<Predicate, { kind: 'has-you-do' }>;

/** The forms read here: "its controller" deciding, and the thing they may have you do a plain draw of a number of cards. */
export function readsHasYouDo(p: Predicate): p is HasYouDo {
  const i = p.kind === 'has-you-do' ? p.instruction : null;
  return (
    p.kind === 'has-you-do' && p.player.kind === 'player' && p.player.who === 'its-controller' && i?.kind === 'draw' && !i.actor && i.amount.kind === 'number'
  );
}

/**
 * "Its controller" of what the text chose or acted on before: as it was before this effect moved it off the
 * board (359.3.e.13: "Kill an enemy unit. Draw 2 unless its controller pays ..." asks the unit's controller as it
 * died), else as it is on the board; null when "it" is none of those (a target gone, 359.3.f.2.a).
 */
export function itsController(run: Run): PlayerId | null {
  for (const id of run.it ?? []) {
    const known = run.lookBack[id];
    if (known) return known.controller;
    const o = run.s.objects[id];
    if (o !== undefined && isOnBoard(o.zone)) return o.controller;
  }
  return null;
}

/** Whether the controller of "it" has the effect's controller do the instruction; if so it is done now. No one decides for no "it". */
export function hasYouDo(run: Run, p: HasYouDo, executeOne: (run: Run, i: Instruction) => void): boolean {
  const decider = itsController(run);
  if (decider === null) return false;
  if (!answersYes(run, decider, `Do you choose "${predicateText(p)}"?`, run.source)) return false;
  executeOne(run, p.instruction);
  return true;
}
