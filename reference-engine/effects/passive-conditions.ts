// The conditions a passive ability of a permanent may hold under (364.3), read from the board as it
// is now, for the permanent that carries the text: "While I'm buffed", "While I'm attacking or
// defending alone", "While there's a stunned enemy unit here", "While you have 8+ runes", "If you've
// spent :rb_energy_4: or more to play a spell this turn". A passive is applied afresh after every step
// (passive-might.ts), so it gives what it says exactly while its condition holds.
import type { Condition, Filter, Predicate } from '../card-text/ast.ts';
import type { GameObject, GameState } from '../state.ts';
import { meetsFilters } from '../playing-cards/selection.ts';
import { countHolds, readsCount, readsSpentThisTurn, scoreWithinHolds, spentHolds } from './conditions.ts';

const FORMS = new Set(['If', 'if', 'While', 'while']);

/**
 * The states of the permanent itself a condition may ask about, read without its Might (a Might the
 * passive itself may change: "While I'm [Mighty]" is read by its own code, granted-keywords.ts).
 */
const OWN_STATES = new Set(['buffed', 'unbuffed', 'stunned', 'exhausted', 'ready', 'damaged', 'undamaged', 'attacking', 'defending', 'in-combat', 'alone']);

function ownStateOrPlace(f: Filter): boolean {
  if (f.kind === 'state') return OWN_STATES.has(f.state);
  return f.kind === 'location' && (f.at.kind === 'base' || (f.at.kind === 'battlefield' && f.at.ref.kind === 'select' && f.at.ref.determiner === 'a'));
}

/** "I'm buffed", "I'm attacking or defending alone", "I'm at a battlefield": the permanent's own states and place. */
function readsOwnState(p: Predicate): p is Extract<Predicate, { kind: 'object-is' }> {
  return p.kind === 'object-is' && p.subject.kind === 'self' && !p.nouns?.length && !p.kindOf && p.filters.length > 0 && p.filters.every(ownStateOrPlace);
}

/** Whether this module can tell, at any moment, whether the condition of a passive holds. */
export function readsPassiveCondition(c: Condition | undefined): boolean {
  if (!c) return true;
  if (c.kind !== 'if' || !FORMS.has(c.form)) return false;
  const p = c.predicate;
  return readsOwnState(p) || readsCount(p) || readsSpentThisTurn(p) || p.kind === 'score-within';
}

/** Whether the condition holds now for the permanent `giver` (true when there is none). */
export function passiveConditionHolds(s: GameState, c: Condition | undefined, giver: GameObject): boolean {
  if (!c) return true;
  if (c.kind !== 'if') return false;
  const p = c.predicate;
  if (readsOwnState(p)) {
    // "attacking or defending": one state printed as two words, read as in combat (740.2.c)
    const meets = meetsFilters(s, giver, p.filters, { controller: giver.controller, source: giver.id });
    return p.negated ? !meets : meets;
  }
  if (readsCount(p)) return countHolds(s, p, giver.id, giver.controller);
  if (readsSpentThisTurn(p)) return spentHolds(s, p, giver.controller);
  if (p.kind === 'score-within') return scoreWithinHolds(s, p, giver.controller);
  return false;
}
