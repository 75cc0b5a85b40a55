// Conditions on what happened before, not on the state now: the cards a player played this turn
// ("if you've played a non-token unit, a non-token gear, and a spell this turn", "if each opponent has played a spell this turn"), how a unit was
// as it died, for its own [Deathknell] ("If I died alone", "If I was [Mighty]"), and how what the
// text acted on was then ("If it was an enemy unit", "if it had 3 :rb_might: or less"). A unit in the trash
// is a new object with none of its board statuses (its last state is noted as its death triggers).
import type { Filter, ObjectRef, Predicate } from '../card-text/ast.ts';
import { compare, locationOf, meetsFilters, nounMatches, STATE_OF } from '../playing-cards/selection.ts';
import { areAllies, isAlone, isUnit, objectOf, opponentsOf, type GameObject, type GameState, type ObjectId } from '../state.ts';
import type { PlayerId } from '../interface.ts';
import { isOffBoard } from '../board.ts';

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

/** Who played: "you" (the controller), "an opponent" (some one of them) or "each opponent" (every one); null for any other player named. */
function playersNamed(subject: ObjectRef): 'you' | 'an opponent' | 'each opponent' | null {
  if (subject.kind === 'player' && subject.who === 'you') return 'you';
  if (subject.kind !== 'select' || subject.nouns.join() !== 'opponent' || subject.filters.length > 0) return null;
  if (subject.determiner === 'a') return 'an opponent';
  if (subject.determiner === 'each') return 'each opponent';
  return null;
}

/** "If you've played a non-token unit, a non-token gear, and a spell this turn", "if an opponent has played a spell this turn". */
export function readsPlayedThisTurn(p: Predicate): p is Happened {
  if (p.kind !== 'event-happened' || p.event.verb !== 'play' || p.period !== 'this turn' || p.times || p.event.where || p.event.with) return false;
  if (!["'ve", 'has', 'have'].includes(p.form)) return false;
  const parts = playedParts(p.event.object);
  return (
    playersNamed(p.event.subject) !== null &&
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
  const played = (player: PlayerId): boolean => parts.every((part) => plays.some((play) => play.player === player && matches(part, objectOf(s, play.card))));
  const named = playersNamed(p.event.subject);
  if (named === 'you') return played(controller);
  return named === 'each opponent' ? opponentsOf(s, controller).every(played) : opponentsOf(s, controller).some(played);
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

/** "If I was ...": the source itself as it was, named by its restrictions alone, each one `restriction` reads. */
function wasItself(p: Predicate, restriction: (f: Filter) => boolean): p is ObjectIs {
  return (
    p.kind === 'object-is' &&
    p.verb === 'was' &&
    p.subject.kind === 'self' &&
    !p.nouns?.length &&
    !p.kindOf &&
    p.filters.length > 0 &&
    p.filters.every(restriction)
  );
}

/** "If I was [Mighty]": a status of the source as it was (what it is now, in the trash, says nothing). */
export function readsWasState(p: Predicate): p is ObjectIs {
  return wasItself(p, (f) => f.kind === 'state' && STATE_OF[f.state] === 'object');
}

/** A place "If I was ..." names with nothing more to check: "at a battlefield" (any one), "in your base". */
function plainPlace(f: Filter): boolean {
  if (f.kind !== 'location') return false;
  if (f.at.kind === 'base') return true;
  const ref = f.at.kind === 'battlefield' ? f.at.ref : null;
  return ref?.kind === 'select' && ref.determiner === 'a' && ref.filters.length === 0 && ref.nouns.join() === 'battlefield';
}

/** "If I was at a battlefield", "If I was in your base": where the source was as it died (808.1.d.3), not the trash it is in now. */
export function readsWasLocation(p: Predicate): boolean {
  return wasItself(p, plainPlace);
}

/** Whether the predicate is read from how the source was as it died (pastOfDeathHolds): "If I died alone", "If I was [Mighty]", "If I was at a battlefield". */
export function readsPastOfDeath(p: Predicate): boolean {
  return readsDiedAlone(p) || readsWasState(p) || readsWasLocation(p);
}

/** How a unit was as it died, noted on its death triggers' chain items: alone or not, its statuses then, and where it was ('base' or a battlefield's id). */
export interface AsItDied {
  alone: boolean;
  states: string[];
  at?: string;
  /** Whether it had been dealt damage this turn, for "If I haven't been dealt damage this turn" (808.1.d.3). */
  dealt?: boolean;
}

/** The unit's last state on the board, read as its death triggers are found (before it goes to the trash). */
export function asItDies(s: GameState, o: GameObject): AsItDied {
  const states = (Object.keys(STATE_OF) as (keyof typeof STATE_OF)[]).filter(
    (state) => STATE_OF[state] === 'object' && meetsFilters(s, o, [{ kind: 'state', state } as Filter], { controller: o.controller, source: o.id }),
  );
  const at = locationOf(o);
  return { alone: isAlone(s, o), states, ...(at === null ? {} : { at }), dealt: dealtThisTurn(s, o.id) };
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
  if (readsWasLocation(p)) return wasAt(p as ObjectIs, noted);
  if (readsWasState(p)) return p.filters.every((f) => f.kind === 'state' && noted.states.includes(f.state)) !== (p.negated === true);
  return null;
}

type ObjectIs = Extract<Predicate, { kind: 'object-is' }>;

/** Whether the unit was where the predicate says, as it died: in base, or at some battlefield. */
function wasAt(p: ObjectIs, noted: AsItDied): boolean {
  const there = p.filters.every((f) => f.kind === 'location' && noted.at !== undefined && (f.at.kind === 'base') === (noted.at === 'base'));
  return there !== (p.negated === true);
}

/** "it" as it was when the text acted on it: the controller and Might it had then (effects/run.ts LookBack). */
export interface LastKnown {
  controller: PlayerId;
  might: number | null;
}

/** "If it was an enemy unit", "if it was a friendly unit", "if it had 3 :rb_might: or less": what the text acted on, as it was then. */
export function readsWhatItWas(p: Predicate): p is ObjectIs {
  if (p.kind !== 'object-is' || (p.verb !== 'was' && p.verb !== 'had') || p.negated || p.nouns?.length) return false;
  if (p.subject.kind !== 'pronoun' || p.subject.word !== 'it') return false;
  const kind = p.kindOf;
  const kindRead =
    !kind ||
    (kind.kind === 'select' &&
      kind.determiner === 'a' &&
      kind.nouns.length === 1 &&
      kind.nouns[0] === 'unit' &&
      kind.filters.every((f) => f.kind === 'controller' && (f.who === 'enemy' || f.who === 'friendly')));
  return kindRead && (kind !== undefined || p.filters.length > 0) && p.filters.every((f) => f.kind === 'might' && f.value.kind === 'number');
}

/** Whether each object "it" names was so, by what was noted of it as it was acted on (`last`, null when nothing was). */
export function whatItWasHolds(s: GameState, p: ObjectIs, it: readonly { o: GameObject; last: LastKnown | null }[], controller: PlayerId): boolean {
  const kind = p.kindOf?.kind === 'select' ? p.kindOf : undefined;
  return (
    it.length > 0 &&
    it.every(({ o, last }) => {
      if (!last) return false;
      if (kind && !isUnit(o)) return false;
      const sideOk = (kind?.filters ?? []).every((f) => f.kind === 'controller' && areAllies(s, last.controller, controller) === (f.who === 'friendly'));
      const mightOk = p.filters.every(
        (f) => f.kind === 'might' && f.value.kind === 'number' && last.might !== null && compare(last.might, f.op, f.value.value),
      );
      return sideOk && mightOk;
    })
  );
}

/** "If you revealed a Bird, Cat, Dog, or Poro": what the effect's reveal showed before, no period named. */
export function readsRevealed(p: Predicate): p is Happened {
  if (p.kind !== 'event-happened' || p.event.verb !== 'reveal' || p.period || p.form || p.times || p.event.where) return false;
  const o = p.event.object;
  return (
    p.event.subject.kind === 'player' &&
    p.event.subject.who === 'you' &&
    o?.kind === 'select' &&
    o.determiner === 'a' &&
    !o.count &&
    o.filters.every((f) => f.kind === 'tag')
  );
}

/** Whether one of the cards the effect revealed is such a card. */
export function revealedHolds(s: GameState, p: Happened, revealed: readonly ObjectId[], controller: PlayerId, source: ObjectId): boolean {
  const o = p.event.object;
  if (o?.kind !== 'select') return false;
  return revealed.some((id) => {
    const card = s.objects[id];
    return card !== undefined && nounMatches(card, o.nouns) && meetsFilters(s, card, o.filters, { controller, source });
  });
}

/** "If you played this from your hand": where the card resolving now was as it was played (its play record). */
export function readsPlayedFromHand(p: Predicate): p is Happened {
  if (p.kind !== 'event-happened' || p.event.verb !== 'play' || p.period || p.form || p.times) return false;
  const where = p.event.where;
  return (
    p.event.subject.kind === 'player' &&
    p.event.subject.who === 'you' &&
    p.event.object?.kind === 'self' &&
    where?.prep === 'from' &&
    where.at.kind === 'zone' &&
    where.at.zone === 'your hand'
  );
}

/** Whether the card was played from its player's hand; null when the ability is no card's play (nothing to read). */
export function playedFromHandHolds(origin: { zone: string; player: string } | undefined, controller: PlayerId): boolean | null {
  if (!origin) return null;
  return origin.zone === 'hand' && origin.player === controller;
}

/** "If I haven't been dealt damage this turn": the source itself, no one else. */
export function readsDealtDamageThisTurn(p: Predicate): p is Happened {
  return (
    p.kind === 'event-happened' &&
    p.event.verb === 'be dealt damage' &&
    p.event.subject.kind === 'self' &&
    p.period === 'this turn' &&
    ["haven't", "hasn't", 'have', 'has'].includes(p.form)
  );
}

/**
 * Whether the source, as the object it is now, was dealt damage since the turn began, read from the
 * game's events: damage prevented was not dealt (no event), and a card that left the board and came
 * back is a new object, dealt nothing before it came back.
 */
function dealtThisTurn(s: GameState, source: ObjectId): boolean {
  let dealt = false;
  for (const e of s.events) {
    if (e.kind === 'turn-began') dealt = false;
    else if (e.object === source && ((e.from !== undefined && isOffBoard(e.from)) || (e.to !== undefined && isOffBoard(e.to)))) dealt = false;
    else if (e.kind === 'damaged' && e.object === source && (e.amount ?? 0) > 0) dealt = true;
  }
  return dealt;
}

/**
 * "If I haven't been dealt damage this turn": for a death trigger, as its unit was when it died (what
 * was noted then, 808.1.d.3, not the new object in the trash); else the source as it is now.
 */
export function dealtDamageThisTurnHolds(s: GameState, p: Happened, source: ObjectId, noted: AsItDied | null = null): boolean {
  const dealt = noted?.dealt ?? dealtThisTurn(s, source);
  return p.form === "haven't" || p.form === "hasn't" ? !dealt : dealt;
}
