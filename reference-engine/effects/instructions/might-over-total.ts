// "Move me to an occupied enemy battlefield if my Might is greater than the total Might of enemy units
// there": the source's Might now against the Might of the units the selection names at the battlefield
// chosen for the move the condition governs (355.4: chosen as the ability was played), added up.
import type { Filter, Predicate } from '../../card-text/ast.ts';
import { predicateText } from '../../card-text/decompile/conditions.ts';
import { candidates } from '../../playing-cards/selection.ts';
import { mightOf } from '../../state.ts';
import { isOnBoard } from '../../board.ts';
import { readFilter } from '../count-conditions.ts';
import type { Run } from '../run.ts';
import { AT_A_BATTLEFIELD } from './counts-where-moved.ts';

type MightOverTotal = Extract<Predicate, { kind: 'might-over-total' }>;

const there = (f: Filter): boolean => f.kind === 'location' && f.at.kind === 'there';

/** The form read here: the source's own Might, against units "there" the selection tells apart otherwise. */
export function readsMightOverTotal(p: Predicate): p is MightOverTotal {
  if (p.kind !== 'might-over-total' || p.subject.kind !== 'self' || p.than.kind !== 'select') return false;
  const { nouns, filters, determiner } = p.than;
  return determiner === 'bare' && nouns.every((n) => n === 'unit') && filters.filter(there).length === 1 && filters.every((f) => there(f) || readFilter(f));
}

/**
 * Whether the source, on the board, has more Might than those units at the destination chosen for the
 * move this condition governs (the next one to be made) have together; never a guess where none was chosen.
 */
export function mightOverTotalHolds(run: Run, p: MightOverTotal): boolean {
  const at = run.destinations[0];
  if (at === undefined || at === 'base' || p.than.kind !== 'select')
    throw new Error(`the condition "${predicateText(p)}" of ${run.source} is read only before a move to a battlefield chosen as it was played`);
  const self = run.s.objects[run.source];
  const might = self && isOnBoard(self.zone) ? mightOf(self) : null;
  if (might === null || might === undefined) return false;
  const units = candidates(
    run.s,
    { ...p.than, determiner: 'each', filters: p.than.filters.map((f) => (there(f) ? AT_A_BATTLEFIELD : f)) },
    { controller: run.controller, source: run.source, atBattlefield: at },
  );
  return might > units.reduce((sum, o) => sum + (mightOf(o) ?? 0), 0);
}
