// "Deal 6 to it unless its controller has you draw 2": the controller of what the text chose before
// decides. If they have you draw, you draw and the instruction before "unless" is not carried out;
// otherwise it is. The choice is theirs, asked as the effect resolves.
import type { Instruction, Predicate } from '../../card-text/ast.ts';
import { predicateText } from '../../card-text/decompile/conditions.ts';
import { isOnBoard } from '../../board.ts';
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
 * Whether the controller of "it" (the object the text chose, still on the board) has the effect's
 * controller do the instruction; if so it is done now. No one decides for an "it" that left the board.
 */
export function hasYouDo(run: Run, p: HasYouDo, executeOne: (run: Run, i: Instruction) => void): boolean {
  const it = (run.it ?? []).map((id) => run.s.objects[id]).find((o) => o !== undefined && isOnBoard(o.zone));
  if (!it) return false;
  if (!answersYes(run, it.controller, `Do you choose "${predicateText(p)}"?`, run.source)) return false;
  executeOne(run, p.instruction);
  return true;
}
