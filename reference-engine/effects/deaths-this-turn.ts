// "If a unit died this turn", "If an enemy unit has died this turn", "If a friendly unit died during your
// Beginning Phase this turn": read from the turn's records of deaths per controller (s.unitsDiedThisTurn,
// s.unitsDiedInBeginningPhase, kept by the kill game action and cleared as a turn begins). A unit's controller is the one it had as it died; "friendly" and "enemy" are told apart
// from the player whose ability asks (740.1.a/b), teammates counted as friendly (489.8.e).
import type { Predicate } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, type GameState } from '../state.ts';

type Happened = Extract<Predicate, { kind: 'event-happened' }>;

const BEGINNING = 'during your Beginning Phase this turn';

/** The spans of the turn read: the whole turn, or its Beginning Phase when the turn is the asking player's. */
const PERIODS = ['this turn', BEGINNING];

/** Whose dead units a "died this turn" condition counts: any unit's, friendly ones' or enemy ones'. */
type Whose = 'any' | 'friendly' | 'enemy';

function whoseDeaths(p: Happened): Whose | null {
  const e = p.event;
  // "hasn't died" and the like ask the opposite: not read here
  if (!['', 'has', 'have'].includes(p.form)) return null;
  if (e.verb !== 'die' || e.object || e.where || e.to || e.using || e.with || p.times || !PERIODS.includes(p.period)) return null;
  const who = e.subject;
  if (who.kind !== 'select' || who.determiner !== 'a' || who.count || who.nouns.length !== 1 || who.nouns[0] !== 'unit') return null;
  if (who.filters.length === 0) return 'any';
  const [only] = who.filters;
  if (who.filters.length !== 1 || only?.kind !== 'controller') return null;
  if (only.who === 'friendly') return 'friendly';
  return only.who === 'enemy' ? 'enemy' : null;
}

/** Whether the predicate is a death this turn this module reads ("If a unit died this turn"). */
export function readsDeathThisTurn(p: Predicate): p is Happened {
  return p.kind === 'event-happened' && whoseDeaths(p) !== null;
}

/** Whether such a unit died this turn, for the ability of a player `controller`. */
export function deathThisTurnHolds(s: GameState, p: Happened, controller: PlayerId): boolean {
  const whose = whoseDeaths(p);
  // "during your Beginning Phase this turn": only on the player's own turn, from the deaths of that phase
  if (p.period === BEGINNING && s.turnPlayer !== controller) return false;
  const record = p.period === BEGINNING ? s.unitsDiedInBeginningPhase : s.unitsDiedThisTurn;
  return Object.entries(record ?? {}).some(([player, n]) => n > 0 && (whose === 'any' || (whose === 'friendly') === areAllies(s, player, controller)));
}
