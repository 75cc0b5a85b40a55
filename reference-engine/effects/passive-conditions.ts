// The conditions a passive ability of a permanent may hold under (364.3), read from the board as it
// is now, for the permanent that carries the text: "While I'm buffed", "While I'm attacking or
// defending alone", "While there's a stunned enemy unit here", "While you have 8+ runes", "If you've
// spent :rb_energy_4: or more to play a spell this turn", "If a unit died this turn". A passive is applied afresh after every step
// (passive-might.ts), so it gives what it says exactly while its condition holds.
import type { Condition, Filter, ObjectRef, Predicate } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import type { GameObject, GameState } from '../state.ts';
import { isAtLocation } from '../board.ts';
import { aboutItself, type OwnPredicate } from '../card-text/own-predicate.ts';
import { candidates, meetsFilters } from '../playing-cards/selection.ts';
import { happenedThisTurn, readsThisTurn } from './turn-history.ts';
import { countHolds, readsCount, readsSpentThisTurn, scoreWithinHolds, spentHolds } from './conditions.ts';
import { deathThisTurnHolds, readsDeathThisTurn } from './deaths-this-turn.ts';

/** "unless" holds exactly when the same condition under "if" does not. */
const FORMS = new Set(['If', 'if', 'While', 'while', 'unless']);

/**
 * The states of the permanent itself a condition may ask about, read without its Might (a Might the
 * passive itself may change: "While I'm [Mighty]" is read by its own code, granted-keywords.ts).
 */
const OWN_STATES = new Set([
  'buffed',
  'unbuffed',
  'stunned',
  'exhausted',
  'ready',
  'damaged',
  'undamaged',
  'attacking',
  'defending',
  'in-combat',
  'in-showdown', // at the battlefield of the showdown under way (selection.ts)
  'alone',
  'empowered',
]);

function ownStateOrPlace(f: Filter): boolean {
  if (f.kind === 'state') return OWN_STATES.has(f.state);
  if (f.kind === 'along-with') return alongWithAnother(f);
  if (f.kind === 'empowered-times') return true; // "While I'm [Empowered] three times" (selection.ts)
  return f.kind === 'location' && (f.at.kind === 'base' || (f.at.kind === 'battlefield' && f.at.ref.kind === 'select' && f.at.ref.determiner === 'a'));
}

/** "while I'm attacking with another unit": any other unit, read with the state beside it (selection.ts). */
function alongWithAnother(f: Extract<Filter, { kind: 'along-with' }>): boolean {
  const ref = f.object;
  return ref.kind === 'select' && ref.determiner === 'another' && !ref.count && ref.nouns.join() === 'unit' && ref.filters.every((g) => g.kind === 'other');
}

/** "I'm buffed", "I'm attacking or defending alone", "I'm at a battlefield": the permanent's own states and place. */
function readsOwnState(p: Predicate): p is OwnPredicate {
  return aboutItself(p, ownStateOrPlace);
}

type PlayerHas = Extract<Predicate, { kind: 'player-has' }>;

/** "if you control another Mech", "While you have another unit here": one or more such objects other than this one. */
function readsAnother(p: Predicate): p is PlayerHas {
  if (p.kind !== 'player-has' || p.negated || p.player.kind !== 'player' || p.player.who !== 'you') return false;
  const ref = p.object;
  return (
    ['control', 'have'].includes(p.verb) &&
    ref.kind === 'select' &&
    ref.determiner === 'another' &&
    !ref.count &&
    ref.nouns.every((n) => n === 'unit' || n === 'gear') &&
    ref.filters.every((f) => f.kind === 'other' || f.kind === 'tag' || (f.kind === 'location' && f.at.kind === 'here'))
  );
}

/** Whether this module can tell, at any moment, whether the condition of a passive holds. */
export function readsPassiveCondition(c: Condition | undefined): boolean {
  if (!c) return true;
  if (c.kind !== 'if' || !FORMS.has(c.form)) return false;
  const p = c.predicate;
  return (
    readsOwnState(p) || readsCount(p) || readsAnother(p) || readsSpentThisTurn(p) || readsThisTurn(p) || readsDeathThisTurn(p) || p.kind === 'score-within'
  );
}

/**
 * Whether the condition holds now for the permanent `giver` (true when there is none), controlled by
 * `controller` (by default its controller now; the player putting it on the board as it enters).
 */
export function passiveConditionHolds(s: GameState, c: Condition | undefined, giver: GameObject, controller = giver.controller): boolean {
  if (!c) return true;
  if (c.kind !== 'if') return false;
  return predicateHolds(s, c.predicate, giver, controller) !== (c.form === 'unless');
}

function predicateHolds(s: GameState, p: Predicate, giver: GameObject, controller: PlayerId): boolean {
  if (readsAnother(p)) {
    const ctx = { controller, source: giver.id };
    return candidates(s, { ...p.object, determiner: 'your' } as ObjectRef, ctx).some((o) => o.id !== giver.id && isAtLocation(o));
  }
  if (readsOwnState(p)) {
    // "attacking or defending": one state printed as two words, read as in combat (740.2.c)
    const meets = meetsFilters(s, giver, p.filters, { controller, source: giver.id });
    return p.negated ? !meets : meets;
  }
  if (readsCount(p)) return countHolds(s, p, giver.id, controller);
  if (readsSpentThisTurn(p)) return spentHolds(s, p, controller);
  if (readsDeathThisTurn(p)) return deathThisTurnHolds(s, p, controller);
  if (p.kind === 'score-within') return scoreWithinHolds(s, p, controller);
  if (readsThisTurn(p)) return happenedThisTurn(s, p, giver, controller);
  return false;
}
