// Which standing "If a ... unit would die, ... instead" replacements of a permanent apply to one death
// (368, 370.1): the dying unit must be one the event's selection names, read from the replacer's side
// ("a friendly unit", "a buffed unit you control", "another unit you control here"), and the
// replacement's own condition ("if it has less Might than me") must hold for it as it would die.
// Only the forms read here are applied; support.ts names the others unsupported.
import type { Ability, EventPattern, Filter, ObjectRef, Predicate } from '../card-text/ast.ts';
import { meetsFilters, qualifies, type SelectionContext } from '../playing-cards/selection.ts';
import { mightOf, type GameObject, type GameState } from '../state.ts';

type ReplacementAbility = Extract<Ability, { kind: 'replacement' }>;

/** The restrictions on the dying unit a standing death replacement may carry: whose it is, a status, "another", "here". */
function readFilter(f: Filter): boolean {
  if (f.kind === 'controller') return f.who === 'friendly' || f.who === 'you-control';
  if (f.kind === 'state') return f.state === 'buffed' || f.state === 'exhausted' || f.state === 'ready' || f.state === 'damaged';
  if (f.kind === 'location') return f.at.kind === 'here';
  return f.kind === 'other';
}

/** "a friendly unit", "a buffed unit you control", "another unit you control here": a unit of the replacer's controller. */
function readSubject(subject: ObjectRef): boolean {
  return (
    subject.kind === 'select' &&
    (subject.determiner === 'a' || subject.determiner === 'another') &&
    !subject.count &&
    subject.nouns.length === 1 &&
    subject.nouns[0] === 'unit' &&
    subject.filters.every(readFilter) &&
    subject.filters.some((f) => f.kind === 'controller')
  );
}

/** Whether the pattern is the death of a unit of the replacer's controller, named by restrictions read here. */
export function watchesOwnUnitDeath(pattern: EventPattern): boolean {
  return pattern.verb === 'die' && readSubject(pattern.subject);
}

/** "if it has less Might than me": a restriction on the dying unit ("it"), its Might compared with the replacer's. */
function readConditionFilter(f: Filter): boolean {
  if (f.kind === 'might-relative') return f.than.kind === 'self' && f.offset === undefined;
  return readFilter(f) && f.kind !== 'controller';
}

/** Whether the replacement's own condition is one this file evaluates (none at all is one). */
export function readsDeathCondition(p: Predicate | undefined): boolean {
  if (!p) return true;
  return (
    p.kind === 'object-is' &&
    !p.negated &&
    !p.nouns?.length &&
    !p.kindOf &&
    (p.verb === 'has' || p.verb === 'is') &&
    p.subject.kind === 'pronoun' &&
    p.subject.word === 'it' &&
    p.filters.length > 0 &&
    p.filters.every(readConditionFilter)
  );
}

/** Whether the standing replacement of `replacer` replaces the death of `dying` now (its event and its condition). */
export function replacesDeathOf(s: GameState, a: ReplacementAbility, replacer: GameObject, dying: GameObject): boolean {
  const { event, condition } = a.replacement;
  const ctx: SelectionContext = { controller: replacer.controller, source: replacer.id, it: [dying.id], referenceMight: mightOf(replacer) };
  if (event.subject.kind !== 'select' || !qualifies(s, dying, { ...event.subject, determiner: 'each' }, ctx)) return false;
  if (event.subject.determiner === 'another' && dying.id === replacer.id) return false;
  if (!condition) return true;
  return condition.kind === 'object-is' && meetsFilters(s, dying, condition.filters, ctx);
}
