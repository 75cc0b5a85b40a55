// Conditions of "if" read from the game's state alone, for an ability's source and controller:
// "if I'm at a battlefield", "if I'm in your base". Kept below the trigger check, which tests the
// condition written right after a trigger condition as the ability would trigger (383.2.a.1), and
// below the instructions, which test the same conditions inside an effect (flow.ts).
import { choseEnemyUnitThisTurn, readsChoseEnemyUnit } from './use-limits.ts';
import type { Ability, Condition, Filter, Instruction, KeywordRef, Predicate } from '../card-text/ast.ts';
import { mightOf, objectOf, opponentsOf, playerState, type GameState, type ObjectId } from '../state.ts';
import type { Phase, PlayerId, Refusal } from '../interface.ts';
import { candidates, meetsFilters, STATE_OF, type SelectionContext } from '../playing-cards/selection.ts';
import { isOnBoard } from '../board.ts';
import {
  asItDiedOf,
  dealtDamageThisTurnHolds,
  pastOfDeathHolds,
  playedThisTurnHolds,
  readsDealtDamageThisTurn,
  readsPastOfDeath,
  readsPlayedThisTurn,
} from './past-conditions.ts';
import { aboutItself } from '../card-text/own-predicate.ts';
import { triggerNotesOf } from '../chain-items.ts';
import { countAtThatBattlefieldHolds, countedObjects, countHolds, readFilter, readsCount, readsCountAtThatBattlefield } from './count-conditions.ts';

export { countAtThatBattlefieldHolds, countedObjects, countHolds, readsCount, readsCountAtThatBattlefield };
import type { GameObject } from '../state.ts';

type ObjectIs = Extract<Predicate, { kind: 'object-is' }>;

/** Whether the predicate is one this module evaluates: the source itself at a battlefield or in base now ("If I was ...": past-conditions.ts). */
export function readsOwnLocation(p: Predicate): p is ObjectIs {
  return (
    !PAST.has(p.kind === 'object-is' ? p.verb : '') && aboutItself(p, (f) => f.kind === 'location' && (f.at.kind === 'battlefield' || f.at.kind === 'base'))
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

type YourTurn = Extract<Predicate, { kind: 'your-turn' }>;

/** The phases "if it's your ... Phase" may name, as the turn records them. */
const PHASES: { readonly [printed: string]: Phase } = { 'Beginning Phase': 'beginning' };

/** "If it's your turn", "if it's not your turn", "if it's your Beginning Phase". */
export function readsYourTurn(p: Predicate): p is YourTurn {
  return p.kind === 'your-turn' && (p.phase === undefined || PHASES[p.phase] !== undefined);
}

/** Whether it is the controller's turn (and, where named, that phase of it) now. */
export function yourTurnHolds(s: GameState, p: YourTurn, controller: PlayerId): boolean {
  const holds = s.turnPlayer === controller && (p.phase === undefined || s.phase === PHASES[p.phase]);
  return holds !== (p.negated === true);
}

const PAST: ReadonlySet<string> = new Set(['was', 'were', 'had']);

/** The words that name what the text acted on or chose before ("If it's [Empowered]", "if that unit is stunned"). */
const IT_WORDS: ReadonlySet<string> = new Set(['it', 'that unit', 'that gear']);

/** The restrictions an object's state now is checked against: its statuses (STATE_OF) and a Might printed as a number. */
function readsObjectFilter(f: Filter, subject: ObjectIs['subject']): boolean {
  if (f.kind === 'state') return STATE_OF[f.state] === 'object' && f.state !== 'facedown' && f.state !== 'hidden';
  if (f.kind === 'might') return f.value.kind === 'number';
  // "an enemy unit is alone here": where the unit is, for a selection
  return subject.kind === 'select' && f.kind === 'location' && f.at.kind === 'here';
}

/**
 * "If I'm [Empowered]", "if this is [Empowered]", "if it's [Empowered]", "if it is stunned", "if it has
 * 3 :rb_might: or less", "if an enemy unit is alone here": the subject (the source, what the text acted
 * on before, or any object of a selection) is so now.
 */
export function readsObjectState(p: Predicate): p is ObjectIs {
  if (p.kind !== 'object-is' || p.nouns?.length || p.kindOf || p.filters.length === 0) return false;
  // "if I was [Mighty]", "if it had 3 :rb_might: or less": what it was before it left the board, which no state here keeps
  if (PAST.has(p.verb)) return false;
  const subject = p.subject;
  const names =
    subject.kind === 'self' ||
    (subject.kind === 'pronoun' && IT_WORDS.has(subject.word)) ||
    (subject.kind === 'select' && subject.determiner === 'a' && !subject.count && subject.filters.every(readFilter));
  return names && p.filters.every((f) => readsObjectFilter(f, subject));
}

/**
 * The predicate's truth now. `subjects`: the objects the source or "it" names (null for a selection).
 * An object that left the board is a new object with none of the statuses it had there (the subject
 * is so only while on the board).
 */
export function objectStateHolds(s: GameState, p: ObjectIs, subjects: readonly GameObject[] | null, ctx: SelectionContext): boolean {
  const holds =
    p.subject.kind === 'select'
      ? candidates(s, { ...p.subject, determiner: 'each', filters: [...p.subject.filters, ...p.filters] }, ctx).length > 0
      : subjects !== null && subjects.length > 0 && subjects.every((o) => isOnBoard(o.zone) && meetsFilters(s, o, p.filters, ctx));
  return holds !== (p.negated === true);
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

/** "When you play a spell, if you spent :rb_energy_4: or more": the Energy paid for the play that set the ability off. */
export function readsSpentOnThePlay(p: Predicate): p is Spent {
  return (
    p.kind === 'spent' &&
    p.who.kind === 'player' &&
    p.who.who === 'you' &&
    p.op === '>=' &&
    !p.purpose &&
    !p.period &&
    !p.perfect &&
    p.value.every((sym) => sym.kind === 'energy')
  );
}

/** Whether that much Energy was paid, `paid` being what the play's record noted; null when no play was noted. */
export function spentOnThePlayHolds(p: Spent, paid: number | undefined): boolean | null {
  if (paid === undefined) return null;
  return paid >= p.value.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
}

/** The Energy paid for the spell whose play set off a "When you play a spell" ability, as its finder noted it (triggers/played.ts). */
export function playedSpellEnergy(data: Record<string, unknown> | undefined): number | undefined {
  return (data?.playedSpell as { energy?: number } | undefined)?.energy;
}

type TotalMight = Extract<Predicate, { kind: 'total-might' }>;

/** "If your other units have total Might 5 or more": the Might of the units the selection names now, added up. */
export function readsTotalMight(p: Predicate): p is TotalMight {
  return (
    p.kind === 'total-might' &&
    p.of.kind === 'select' &&
    p.of.determiner === 'your' &&
    p.of.nouns.length === 1 &&
    p.of.nouns[0] === 'unit' &&
    p.of.filters.every((f) => f.kind === 'other' || readFilter(f))
  );
}

export function totalMightHolds(s: GameState, p: TotalMight, source: ObjectId, controller: PlayerId): boolean {
  const total = candidates(s, p.of, { controller, source }).reduce((sum, o) => sum + (mightOf(o) ?? 0), 0);
  return p.op === '>=' ? total >= p.value : total <= p.value;
}

type FewerThan = Extract<Predicate, { kind: 'fewer-than' }>;

/** "If you control fewer runes than an opponent": your count of a selection against some opponent's. */
export function readsFewerThan(p: Predicate): p is FewerThan {
  return (
    p.kind === 'fewer-than' &&
    p.verb === 'control' &&
    p.player.kind === 'player' &&
    p.player.who === 'you' &&
    p.than.kind === 'player' &&
    p.than.who === 'an-opponent' &&
    p.what.kind === 'select' &&
    p.what.determiner === 'bare' &&
    p.what.filters.every(readFilter)
  );
}

export function fewerThanHolds(s: GameState, p: FewerThan, source: ObjectId, controller: PlayerId): boolean {
  const counted = (player: PlayerId): number =>
    p.what.kind === 'select' ? candidates(s, { ...p.what, determiner: 'your' }, { controller: player, source }).length : 0;
  const mine = counted(controller);
  return opponentsOf(s, controller).some((o) => counted(o) > mine);
}

/**
 * A condition read from the state alone for the ability of a source and its controller ("If you control
 * fewer runes than an opponent at the start of your Beginning Phase, ..."): its test, or null for one
 * this module does not read.
 */
export function stateCondition(c: Condition): ((s: GameState, source: ObjectId, controller: PlayerId) => boolean) | null {
  if (c.kind !== 'if' || !['if', 'If', 'unless'].includes(c.form)) return null;
  const p = c.predicate;
  const negates = c.form === 'unless';
  if (readsFewerThan(p)) return (s, source, controller) => fewerThanHolds(s, p, source, controller) !== negates;
  if (readsYourTurn(p)) return (s, _source, controller) => yourTurnHolds(s, p, controller) !== negates;
  if (readsCount(p)) return (s, source, controller) => countHolds(s, p, source, controller) !== negates;
  return null;
}

/**
 * Rule 383.2.a.1: an "if" written right after a trigger condition belongs to the trigger condition;
 * it is tested as the ability would trigger, and what resolves is only what follows it. Read so when
 * the condition is one of the state this module evaluates; null otherwise ("draw 1 if ..." written
 * after the effect stays part of the effect).
 */
export function interveningCondition(
  effect: readonly Instruction[],
): { holds: (s: GameState, source: ObjectId, controller: PlayerId, data?: Record<string, unknown>) => boolean; rest: Instruction[] } | null {
  const [first, ...after] = effect;
  if (first?.kind !== 'conditional' || first.trailing || first.otherwise || first.condition.kind !== 'if') return null;
  const { predicate, form } = first.condition;
  const negates = form === 'unless';
  if (!['if', 'If', 'unless'].includes(form)) return null;
  // what is read from the state alone, with no "it" to look back at
  if (readsYourTurn(predicate))
    return { holds: (s, _source, controller) => yourTurnHolds(s, predicate, controller) !== negates, rest: [...first.then, ...after] };
  if (readsPlayedThisTurn(predicate))
    return { holds: (s, source, controller) => playedThisTurnHolds(s, predicate, source, controller) !== negates, rest: [...first.then, ...after] };
  // what the trigger noted of the play that set it off; a trigger that noted none is not met
  if (readsSpentOnThePlay(predicate))
    return {
      holds: (_s, _source, _controller, data) => (spentOnThePlayHolds(predicate, playedSpellEnergy(data)) ?? false) !== negates,
      rest: [...first.then, ...after],
    };
  if (readsDealtDamageThisTurn(predicate))
    return { holds: (s, source) => dealtDamageThisTurnHolds(s, predicate, source) !== negates, rest: [...first.then, ...after] };
  // "[Deathknell][>] If I was at a battlefield", "If I was [Mighty]", "If I died alone": how its death trigger noted the unit was, as it died (808.1.d.3)
  if (readsPastOfDeath(predicate))
    return {
      holds: (_s, _source, _controller, data) => (pastOfDeathHolds(predicate, asItDiedOf(data)) ?? false) !== negates,
      rest: [...first.then, ...after],
    };
  if (predicate.kind === 'score-within')
    return { holds: (s, _source, controller) => scoreWithinHolds(s, predicate, controller) !== negates, rest: [...first.then, ...after] };
  if (readsObjectState(predicate) && predicate.subject.kind !== 'pronoun')
    return {
      holds: (s, source, controller) => objectStateHolds(s, predicate, s.objects[source] ? [s.objects[source]] : [], { controller, source }) !== negates,
      rest: [...first.then, ...after],
    };
  // what the trigger condition noted of where it happened ("When you conquer, if you have 4+ units at that battlefield")
  if (readsCountAtThatBattlefield(predicate))
    return {
      holds: (s, source, controller, data) =>
        (countAtThatBattlefieldHolds(s, predicate, triggerNotesOf(data).battlefield, source, controller) ?? false) !== negates,
      rest: [...first.then, ...after],
    };
  if (readsCount(predicate) && ['if', 'If', 'unless'].includes(form))
    return { holds: (s, source, controller) => countHolds(s, predicate, source, controller) !== (form === 'unless'), rest: [...first.then, ...after] };
  // "When you play a spell, if your other units have total Might 5 or more": the Might the units have as it would trigger
  if (readsTotalMight(predicate))
    return { holds: (s, source, controller) => totalMightHolds(s, predicate, source, controller) !== negates, rest: [...first.then, ...after] };
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
  return effect.every((i) => {
    if (i.kind !== 'use-only' || i.condition?.kind !== 'if') return true;
    const p = i.condition.predicate;
    if (readsChoseEnemyUnit(p)) return choseEnemyUnitThisTurn(s, controller); // "if you've chosen an enemy unit this turn" (use-limits.ts)
    return !readsOwnLocation(p) || ownLocationHolds(s, p, source, controller);
  });
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
