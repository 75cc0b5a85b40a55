// "If at least one of them has [Temporary], move each to the other's location" (Smoke and Mirrors): whether
// any of the objects the text chose before, still on the board, has every keyword named, printed or given.
import type { Predicate } from '../../card-text/ast.ts';
import { isOnBoard } from '../../board.ts';
import { keywordsOf } from '../../state.ts';
import type { Run } from '../run.ts';

type AtLeastOneHas = Extract<Predicate, { kind: 'at-least-one-has' }>;

/** The form read here: "them", what the text chose before. */
export function readsAtLeastOneHas(p: Predicate): p is AtLeastOneHas {
  return p.kind === 'at-least-one-has' && p.of.kind === 'pronoun' && p.of.word === 'them';
}

export function atLeastOneHasHolds(run: Run, p: AtLeastOneHas): boolean {
  const them = (run.it ?? []).map((id) => run.s.objects[id]).filter((o) => o !== undefined && isOnBoard(o.zone));
  return them.some((o) => p.keywords.every((k) => keywordsOf(o).includes(k.name)));
}
