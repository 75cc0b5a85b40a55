// Conditions on what happened before, not on the state now: the cards a player played this turn
// ("if you've played a non-token unit, a non-token gear, and a spell this turn"), and how a unit was
// as it died, for its own [Deathknell] ("If I died alone", "If I was [Mighty]"). A unit in the trash
// is a new object with none of its board statuses (its last state is noted as its death triggers).
import type { Filter, ObjectRef, Predicate } from '../card-text/ast.ts';
import { meetsFilters, nounMatches, STATE_OF } from '../playing-cards/selection.ts';
import { isAlone, objectOf, opponentsOf, type GameObject, type GameState, type ObjectId } from '../state.ts';
import type { PlayerId } from '../interface.ts';

type Happened = Extract<Predicate, { kind: 'event-happened' }>;
type Selection = Extract<ObjectRef, { kind: 'select' }>;

/** The kinds of card a "you've played a ... this turn" may name. */
const PLAYED_NOUNS: ReadonlySet<string> = new Set(['unit', 'gear', 'spell', 'card']);

/** The parts of "a non-token unit, a non-token gear, and a spell": each one must have been played. */
function playedParts(object: ObjectRef | undefined): Selection[] | null {
  if (object?.kind === 'select') return [object];
  if (object?.kind === 'both' && object.conjunction === 'and' && object.parts.every((p) => p.kind === 'select')) return object.parts as Selection[];
  return null;
}

/** The restrictions a played card is told apart by here: token or not, and "another" (not this card). */
function readsPlayedFilter(f: Filter): boolean {
  return (f.kind === 'state' && (f.state === 'token' || f.state === 'non-token')) || f.kind === 'other';
}

/** Who played: "you" (the controller) or "an opponent". */
function players(s: GameState, subject: ObjectRef, controller: PlayerId): PlayerId[] | null {
  if (subject.kind === 'player' && subject.who === 'you') return [controller];
  if (subject.kind === 'select' && subject.determiner === 'a' && subject.nouns.length === 1 && subject.nouns[0] === 'opponent' && subject.filters.length === 0)
    return opponentsOf(s, controller);
  return null;
}

/** "If you've played a non-token unit, a non-token gear, and a spell this turn", "if an opponent has played a spell this turn". */
export function readsPlayedThisTurn(p: Predicate): p is Happened {
  if (p.kind !== 'event-happened' || p.event.verb !== 'play' || p.period !== 'this turn' || p.times || p.event.where || p.event.with) return false;
  if (!["'ve", 'has', 'have'].includes(p.form)) return false;
  const subject = p.event.subject;
  const namesPlayer = (subject.kind === 'player' && subject.who === 'you') || (subject.kind === 'select' && subject.nouns.join() === 'opponent');
  const parts = playedParts(p.event.object);
  return (
    namesPlayer &&
    parts !== null &&
    parts.every(
      (part) =>
        (part.determiner === 'a' || part.determiner === 'another') &&
        !part.count &&
        part.nouns.length > 0 &&
        part.nouns.every((n) => PLAYED_NOUNS.has(n)) &&
        part.filters.every(readsPlayedFilter),
    )
  );
}

/**
 * Whether the player (some opponent, for "an opponent") completed the play of a card of each kind
 * named this turn: a card counts once finalized, even if countered later (419.4.b). `source`: the
 * card whose text asks, which "another" leaves out.
 */
export function playedThisTurnHolds(s: GameState, p: Happened, source: ObjectId, controller: PlayerId): boolean {
  const parts = playedParts(p.event.object) ?? [];
  const plays = s.cardsPlayedThisTurn ?? [];
  const ctx = { controller, source };
  const matches = (part: Selection, card: GameObject): boolean =>
    nounMatches(card, part.nouns) &&
    !(part.determiner === 'another' && card.id === source) &&
    meetsFilters(
      s,
      card,
      part.filters.filter((f) => f.kind === 'state'),
      ctx,
    );
  return (players(s, p.event.subject, controller) ?? []).some((player) =>
    parts.every((part) => plays.some((play) => play.player === player && matches(part, objectOf(s, play.card)))),
  );
}

/** "If I died alone", "If I didn't die alone" (the source's own death). */
export function readsDiedAlone(p: Predicate): p is Happened {
  return (
    p.kind === 'event-happened' &&
    p.event.verb === 'die' &&
    p.event.subject.kind === 'self' &&
    !p.event.object &&
    p.event.where?.prep === 'bare' &&
    p.event.where.at.kind === 'combat' &&
    p.event.where.at.form === 'alone' &&
    (p.form === '' || p.form === "didn't") &&
    !p.period
  );
}

/** "If I was [Mighty]": a status of the source as it was (what it is now, in the trash, says nothing). */
export function readsWasState(p: Predicate): p is Extract<Predicate, { kind: 'object-is' }> {
  return (
    p.kind === 'object-is' &&
    p.verb === 'was' &&
    p.subject.kind === 'self' &&
    !p.nouns?.length &&
    !p.kindOf &&
    p.filters.length > 0 &&
    p.filters.every((f) => f.kind === 'state' && STATE_OF[f.state] === 'object')
  );
}

/** How a unit was as it died, noted on its death triggers' chain items: alone or not, and its statuses then. */
export interface AsItDied {
  alone: boolean;
  states: string[];
}

/** The unit's last state on the board, read as its death triggers are found (before it goes to the trash). */
export function asItDies(s: GameState, o: GameObject): AsItDied {
  const states = (Object.keys(STATE_OF) as (keyof typeof STATE_OF)[]).filter(
    (state) => STATE_OF[state] === 'object' && meetsFilters(s, o, [{ kind: 'state', state } as Filter], { controller: o.controller, source: o.id }),
  );
  return { alone: isAlone(s, o), states };
}

/** What the chain item noted of its source's death; null for an ability no death triggered. */
export function asItDiedOf(data: Record<string, unknown> | undefined): AsItDied | null {
  const noted = data?.asItDied as AsItDied | undefined;
  return noted ?? null;
}

/** The death condition's truth, from what was noted as the unit died; null when nothing was noted. */
export function pastOfDeathHolds(p: Predicate, noted: AsItDied | null): boolean | null {
  if (!noted) return null;
  if (readsDiedAlone(p)) return noted.alone !== (p.form === "didn't");
  if (readsWasState(p)) return p.filters.every((f) => f.kind === 'state' && noted.states.includes(f.state)) !== (p.negated === true);
  return null;
}
