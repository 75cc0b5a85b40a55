// "I'm at a battlefield", "I'm in combat", "I'm buffed": a predicate about the card itself, its
// states and its place only, as the readers of conditions recognise it, each reading its own filters.
import type { Filter, Predicate } from './ast.ts';

export type OwnPredicate = Extract<Predicate, { kind: 'object-is' }>;

/** Whether the predicate is about the card itself ("I'm ..."), with one or more filters, each of which `reads`. */
export function aboutItself(p: Predicate, reads: (f: Filter) => boolean): p is OwnPredicate {
  return p.kind === 'object-is' && p.subject.kind === 'self' && !p.nouns?.length && !p.kindOf && p.filters.length > 0 && p.filters.every(reads);
}
