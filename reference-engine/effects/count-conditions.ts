// Conditions that count objects now: "if you have 7 or more units", "if there is exactly one other unit
// you control here", "if you have 4+ units at that battlefield" (the battlefield a trigger noted).
import type { Filter, ObjectRef, Predicate } from '../card-text/ast.ts';
import { opponentsOf, type GameState, type ObjectId } from '../state.ts';
import type { PlayerId } from '../interface.ts';
import { candidates } from '../playing-cards/selection.ts';

type Counted = Extract<Predicate, { kind: 'exists' | 'player-has' }>;
type PlayerHas = Extract<Predicate, { kind: 'player-has' }>;

/**
 * Whether the predicate is a count of objects now this module evaluates: "there is exactly one other
 * unit you control here", "you control 4 or fewer runes", "you have 7 or more units".
 */
export function readsCount(p: Predicate): p is Counted {
  if (controlsABattlefield(p)) return true;
  // "if you have exactly 4 cards in hand and exactly 4 units at battlefields": each count holds
  if (p.kind === 'player-has' && p.object.kind === 'both')
    return p.object.conjunction === 'and' && p.object.parts.every((part) => readsCount({ ...p, object: part }));
  const ref = p.kind === 'exists' ? p.what : p.kind === 'player-has' ? p.object : null;
  if (ref?.kind !== 'select' || !(ref.filters.every(readFilter) || countsFacedownCards(ref))) return false;
  // a battlefield's controller is kept with the battlefield, not with its object: "you control a battlefield" is read above, no other count of them
  if (p.kind === 'player-has' && (ref.nouns as string[]).includes('battlefield')) return false;
  const counts = ref.count?.kind === 'number';
  // "if there are four spells banished with me": a bare number, that many or more
  if (p.kind === 'exists') return ((ref.determiner === 'exactly' || ref.determiner === 'number') && counts) || (ref.determiner === 'a' && !ref.count);
  return (
    p.kind === 'player-has' &&
    !p.negated &&
    p.player.kind === 'player' &&
    p.player.who === 'you' &&
    (p.verb === 'control' ||
      (p.verb === 'have' && ref.filters.some(yourOwnPlace)) ||
      // "While you have 8+ runes": the runes you control
      (p.verb === 'have' && (ref.nouns as string[]).join() === 'rune' && !ref.filters.some((f) => f.kind === 'zone')) ||
      // "if you have 7+ units here": the units you control there
      (p.verb === 'have' && ref.nouns.every((n) => n === 'unit') && !ref.filters.some((f) => f.kind === 'zone'))) &&
    (((ref.determiner === 'or-fewer' || ref.determiner === 'or-more' || ref.determiner === 'exactly') && counts) || (ref.determiner === 'a' && !ref.count))
  );
}

/** "you have ... in your hand", "in your trash", "in your base": places of the player's own, what "have" counts there. */
function yourOwnPlace(f: Filter): boolean {
  if (f.kind === 'zone') return (f.zone === 'hand' || f.zone === 'trash') && f.owner === 'your';
  return f.kind === 'location' && f.at.kind === 'base' && f.at.whose === 'your';
}

/** The restrictions a counted selection may carry: places the selection tells apart, and no facedown cards. */
export function readFilter(f: Filter): boolean {
  if (f.kind === 'location')
    return (
      f.at.kind === 'here' ||
      f.at.kind === 'base' ||
      // "at a battlefield", "at battlefields": any one
      (f.at.kind === 'battlefield' &&
        f.at.ref.kind === 'select' &&
        (f.at.ref.determiner === 'a' || (f.at.ref.determiner === 'bare' && f.at.ref.filters.length === 0)))
    );
  if (f.kind === 'state') return f.state !== 'facedown' && f.state !== 'hidden';
  return true;
}

/**
 * "If you control a facedown card (at a battlefield)": the cards in facedown zones. A facedown zone is
 * no location (107.3.e) but belongs to a battlefield (107.3.a), so every facedown card is "at a battlefield".
 */
function countsFacedownCards(ref: Extract<ObjectRef, { kind: 'select' }>): boolean {
  const facedown = (f: Filter): boolean => f.kind === 'state' && (f.state === 'facedown' || f.state === 'hidden');
  const atABattlefield = (f: Filter): boolean =>
    f.kind === 'location' && f.at.kind === 'battlefield' && f.at.ref.kind === 'select' && f.at.ref.determiner === 'a' && f.at.ref.filters.length === 0;
  return ref.filters.some(facedown) && ref.filters.every((f) => facedown(f) || atABattlefield(f));
}

/** The selection a count looks for: a facedown card's "at a battlefield" is its facedown zone's battlefield, always one. */
function countedSelection(ref: Extract<ObjectRef, { kind: 'select' }>): Extract<ObjectRef, { kind: 'select' }> {
  return countsFacedownCards(ref) ? { ...ref, filters: ref.filters.filter((f) => f.kind !== 'location') } : ref;
}

/** "If you control a battlefield", "If an opponent controls a battlefield" (Vayne, Hunter): read from the battlefields' control (188), not their objects. */
function controlsABattlefield(p: Predicate): boolean {
  if (p.kind !== 'player-has' || p.negated || p.player.kind !== 'player' || (p.player.who !== 'you' && p.player.who !== 'an-opponent')) return false;
  const ref = p.object;
  return (
    (p.verb === 'controls' || p.verb === 'control') &&
    ref.kind === 'select' &&
    ref.determiner === 'a' &&
    !ref.count &&
    ref.filters.length === 0 &&
    (ref.nouns as string[]).join() === 'battlefield'
  );
}

/** Whether the restriction is "at that battlefield": the battlefield the trigger condition noted (359.3.f.3). */
function atThatBattlefield(f: Filter): boolean {
  return f.kind === 'location' && f.at.kind === 'battlefield' && f.at.ref.kind === 'pronoun' && f.at.ref.word === 'that battlefield';
}

/** The same selection held to one battlefield, given apart as the count's `at`: "at that battlefield" read as "at a battlefield" (that one). */
function atOneBattlefield(p: PlayerHas): PlayerHas | null {
  const ref = p.object;
  if (ref.kind !== 'select' || ref.filters.filter(atThatBattlefield).length !== 1) return null;
  const any: Filter = {
    kind: 'location',
    at: { kind: 'battlefield', ref: { kind: 'select', determiner: 'a', nouns: ['battlefield'], plural: false, filters: [] } },
    form: 'at',
  };
  const held = { ...p, object: { ...ref, filters: ref.filters.map((f) => (atThatBattlefield(f) ? any : f)) } } as PlayerHas;
  return readsCount(held) ? held : null;
}

/** "When you conquer, if you have 4+ units at that battlefield": a count of what the player has at the battlefield the trigger noted. */
export function readsCountAtThatBattlefield(p: Predicate): p is PlayerHas {
  return p.kind === 'player-has' && atOneBattlefield(p) !== null;
}

/** The count at the battlefield `at` (the trigger's notes); null when the trigger noted none (nothing to count at). */
export function countAtThatBattlefieldHolds(s: GameState, p: PlayerHas, at: ObjectId | undefined, source: ObjectId, controller: PlayerId): boolean | null {
  const held = atOneBattlefield(p);
  if (!held || at === undefined || !s.battlefields.some((b) => b.id === at)) return null;
  return countHolds(s, held, source, controller, at);
}

/** The objects "there are ..." counts now ("four spells banished with me"), for what the text goes on to name "each". */
export function countedObjects(s: GameState, p: Extract<Predicate, { kind: 'exists' }>, source: ObjectId, controller: PlayerId): ObjectId[] {
  const ref = p.what;
  if (ref.kind !== 'select') return [];
  return candidates(s, { ...countedSelection(ref), determiner: 'each' }, { controller, source }).map((o) => o.id);
}

/** The count's truth now, for the ability of `source` controlled by `controller`; `at`: the one battlefield "at a battlefield" names, if any. */
export function countHolds(s: GameState, p: Counted, source: ObjectId, controller: PlayerId, at?: ObjectId): boolean {
  if (controlsABattlefield(p)) {
    const { player } = p as PlayerHas;
    const players = player.kind === 'player' && player.who === 'you' ? [controller] : opponentsOf(s, controller);
    return s.battlefields.some((b) => b.controller !== null && players.includes(b.controller));
  }
  const ref = p.kind === 'exists' ? p.what : p.object;
  if (p.kind === 'player-has' && ref.kind === 'both') return ref.parts.every((part) => countHolds(s, { ...p, object: part }, source, controller));
  if (ref.kind !== 'select') return false;
  const wanted = ref.count?.kind === 'number' ? ref.count.value : 1;
  // "you control ...": the objects of the selection that player controls; "there is ...": all of them
  const ctx = at === undefined ? { controller, source } : { controller, source, atBattlefield: at };
  const found = candidates(s, { ...countedSelection(ref), determiner: p.kind === 'player-has' ? 'your' : 'each' }, ctx).length;
  if (ref.determiner === 'or-fewer') return found <= wanted;
  if (ref.determiner === 'or-more' || ref.determiner === 'number') return found >= wanted;
  if (ref.determiner === 'a') return found > 0;
  return found === wanted;
}
