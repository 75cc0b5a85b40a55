// Conditions of "if" read from the game's state alone, for an ability's source and controller:
// "if I'm at a battlefield", "if I'm in your base". Kept below the trigger check, which tests the
// condition written right after a trigger condition as the ability would trigger (383.2.a.1), and
// below the instructions, which test the same conditions inside an effect (flow.ts).
import type { Ability, Filter, Instruction, KeywordRef, Predicate } from '../card-text/ast.ts';
import { objectOf, opponentsOf, playerState, type GameState, type ObjectId } from '../state.ts';
import type { PlayerId, Refusal } from '../interface.ts';
import { candidates, meetsFilters } from '../playing-cards/selection.ts';

type ObjectIs = Extract<Predicate, { kind: 'object-is' }>;

/** Whether the predicate is one this module evaluates: the source itself at a battlefield or in base. */
export function readsOwnLocation(p: Predicate): p is ObjectIs {
  return (
    p.kind === 'object-is' &&
    p.subject.kind === 'self' &&
    !p.nouns?.length &&
    !p.kindOf &&
    p.filters.length > 0 &&
    p.filters.every((f) => f.kind === 'location' && (f.at.kind === 'battlefield' || f.at.kind === 'base'))
  );
}

/** The predicate's truth now, for the ability of `source` controlled by `controller`. */
export function ownLocationHolds(s: GameState, p: ObjectIs, source: ObjectId, controller: PlayerId): boolean {
  const o = s.objects[source];
  const meets = o !== undefined && meetsFilters(s, o, p.filters, { controller, source });
  return p.negated ? !meets : meets;
}

type ScoreWithin = Extract<Predicate, { kind: 'score-within' }>;

/** "If an opponent's score is within 3 points of the Victory Score" (or "your score", "each opponent's score"). */
export function scoreWithinHolds(s: GameState, p: ScoreWithin, controller: PlayerId): boolean {
  const who = p.who.kind === 'player' ? p.who.who : null;
  const players = who === 'you' ? [controller] : who === 'an-opponent' || who === 'each-opponent' ? opponentsOf(s, controller) : [];
  const near = (id: PlayerId): boolean => playerState(s, id).points >= s.victoryScore - p.points;
  const holds = who === 'each-opponent' ? players.length > 0 && players.every(near) : players.some(near);
  return p.negated ? !holds : holds;
}

type Spent = Extract<Predicate, { kind: 'spent' }>;

/** "If you've spent :rb_energy_4: or more to play a spell this turn": Energy spent on one play of a spell this turn. */
export function readsSpentThisTurn(p: Predicate): p is Spent {
  return (
    p.kind === 'spent' &&
    p.who.kind === 'player' &&
    p.who.who === 'you' &&
    p.op === '>=' &&
    p.purpose === 'to play a spell' &&
    p.period === 'this turn' &&
    p.value.every((sym) => sym.kind === 'energy')
  );
}

/**
 * Whether the player finalized the play of a spell this turn paying that much Energy for it: spent once the
 * play was finalized, it stays spent, even if the spell is countered later (419.4.b; the Unleashed FAQ on Jhin).
 */
export function spentHolds(s: GameState, p: Spent, controller: PlayerId): boolean {
  const wanted = p.value.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
  return (s.cardsPlayedThisTurn ?? []).some(
    (play) => play.player === controller && objectOf(s, play.card).card.type === 'spell' && (play.energy ?? 0) >= wanted,
  );
}

type Counted = Extract<Predicate, { kind: 'exists' | 'player-has' }>;

/**
 * Whether the predicate is a count of objects now this module evaluates: "there is exactly one other
 * unit you control here", "you control 4 or fewer runes", "you have 7 or more units".
 */
export function readsCount(p: Predicate): p is Counted {
  if (opponentControlsABattlefield(p)) return true;
  const ref = p.kind === 'exists' ? p.what : p.kind === 'player-has' ? p.object : null;
  if (ref?.kind !== 'select' || !ref.filters.every(readFilter)) return false;
  const counts = ref.count?.kind === 'number';
  if (p.kind === 'exists') return (ref.determiner === 'exactly' && counts) || (ref.determiner === 'a' && !ref.count);
  return (
    p.kind === 'player-has' &&
    !p.negated &&
    p.player.kind === 'player' &&
    p.player.who === 'you' &&
    (p.verb === 'control' || (p.verb === 'have' && ref.filters.some((f) => f.kind === 'zone' && f.zone === 'hand' && f.owner === 'your'))) &&
    (((ref.determiner === 'or-fewer' || ref.determiner === 'or-more') && counts) || (ref.determiner === 'a' && !ref.count))
  );
}

/** The restrictions a counted selection may carry: places the selection tells apart, and no facedown cards. */
function readFilter(f: Filter): boolean {
  if (f.kind === 'location')
    return f.at.kind === 'here' || f.at.kind === 'base' || (f.at.kind === 'battlefield' && f.at.ref.kind === 'select' && f.at.ref.determiner === 'a');
  if (f.kind === 'state') return f.state !== 'facedown' && f.state !== 'hidden';
  return true;
}

/** "If an opponent controls a battlefield" (Vayne, Hunter): read from the battlefields' control (188), not their objects. */
function opponentControlsABattlefield(p: Predicate): boolean {
  if (p.kind !== 'player-has' || p.negated || p.player.kind !== 'player' || p.player.who !== 'an-opponent') return false;
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

/** The count's truth now, for the ability of `source` controlled by `controller`. */
export function countHolds(s: GameState, p: Counted, source: ObjectId, controller: PlayerId): boolean {
  if (opponentControlsABattlefield(p)) return s.battlefields.some((b) => b.controller !== null && opponentsOf(s, controller).includes(b.controller));
  const ref = p.kind === 'exists' ? p.what : p.object;
  if (ref.kind !== 'select') return false;
  const wanted = ref.count?.kind === 'number' ? ref.count.value : 1;
  // "you control ...": the objects of the selection that player controls; "there is ...": all of them
  const found = candidates(s, { ...ref, determiner: p.kind === 'player-has' ? 'your' : 'each' }, { controller, source }).length;
  if (ref.determiner === 'or-fewer') return found <= wanted;
  if (ref.determiner === 'or-more') return found >= wanted;
  if (ref.determiner === 'a') return found > 0;
  return found === wanted;
}

/**
 * Rule 383.2.a.1: an "if" written right after a trigger condition belongs to the trigger condition;
 * it is tested as the ability would trigger, and what resolves is only what follows it. Read so when
 * the condition is one of the state this module evaluates; null otherwise ("draw 1 if ..." written
 * after the effect stays part of the effect).
 */
export function interveningCondition(
  effect: readonly Instruction[],
): { holds: (s: GameState, source: ObjectId, controller: PlayerId) => boolean; rest: Instruction[] } | null {
  const [first, ...after] = effect;
  if (first?.kind !== 'conditional' || first.trailing || first.otherwise || first.condition.kind !== 'if') return null;
  const { predicate, form } = first.condition;
  if (readsCount(predicate) && ['if', 'If', 'unless'].includes(form))
    return { holds: (s, source, controller) => countHolds(s, predicate, source, controller) !== (form === 'unless'), rest: [...first.then, ...after] };
  if (!readsOwnLocation(predicate) || !['if', 'If', 'unless'].includes(form)) return null;
  const rest = [...first.then, ...after];
  return { holds: (s, source, controller) => ownLocationHolds(s, predicate, source, controller) !== (form === 'unless'), rest };
}

/**
 * Rule 377.2.b: the conditions an activated ability puts on its own use ("Use this ability only
 * while I'm at a battlefield") hold now, for its source and controller. Only the conditions this
 * module reads are met here; the instruction's handler names the others as unsupported.
 */
export function useConditionsHold(s: GameState, effect: readonly Instruction[], source: ObjectId, controller: PlayerId): boolean {
  return effect.every(
    (i) =>
      i.kind !== 'use-only' ||
      i.condition?.kind !== 'if' ||
      !readsOwnLocation(i.condition.predicate) ||
      ownLocationHolds(s, i.condition.predicate, source, controller),
  );
}

/**
 * Whether the keyword gating an ability ("[Legion] —") lets it work now, for its source and
 * controller; null for a gate this module does not evaluate. [Legion]: its controller has played
 * another card this turn (812.1.c), whatever became of it (419.4.b).
 */
export function gateOpen(s: GameState, gate: KeywordRef, source: ObjectId, controller: PlayerId): boolean | null {
  // [Level N]: its controller has N XP or more (824.1.c)
  if (gate.name === 'Level') return gate.value !== undefined && playerState(s, controller).xp >= gate.value;
  // [Empowered][>]: its source has the Empowered status (828.1.c)
  if (gate.name === 'Empowered') return objectOf(s, source).empowered === true;
  if (gate.name !== 'Legion') return null;
  return (s.cardsPlayedThisTurn ?? []).some((p) => p.player === controller && p.card !== source);
}

/**
 * Whether an ability's gate lets it work now: every dependent keyword's condition holds (727.1.b.3,
 * "[Level 11][>>][Legion][>]"); null when one is a gate this module does not evaluate.
 */
export function gateHolds(s: GameState, gate: NonNullable<Ability['gate']>, source: ObjectId, controller: PlayerId): boolean | null {
  const each = [gate.keyword, ...(gate.also ?? [])].map((k) => gateOpen(s, k, source, controller));
  return each.includes(null) ? null : each.every((open) => open === true);
}

/** The rule that makes each dependent keyword's ability work only while its condition holds. */
const GATE_RULES: Record<string, string> = { Level: '824.1.c', Empowered: '828.1.c', Legion: '812.1.c' };

/**
 * Why an ability behind a gate ("[Empowered][>] :rb_energy_1:, :rb_exhaust:: Ready 2 gear.") may not be
 * used now: its gate is closed for its source and controller (824.1.c, 828.1.c); null when it may.
 */
export function closedGate(s: GameState, ability: Ability, source: ObjectId, controller: PlayerId): Refusal | null {
  if (!ability.gate || gateHolds(s, ability.gate, source, controller) === true) return null;
  // the first keyword whose condition does not hold is the one named
  const gate = [ability.gate.keyword, ...(ability.gate.also ?? [])].find((k) => gateOpen(s, k, source, controller) !== true) ?? ability.gate.keyword;
  const name = objectOf(s, source).card.name;
  return { code: 'illegal-action', reason: `${name}'s ability works only while its [${gate.name}] condition holds`, rule: GATE_RULES[gate.name] };
}
