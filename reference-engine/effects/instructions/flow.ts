// Instructions that structure others: "you may" (rule 355.10.b), "if"/"unless" (355.10.c), "do
// this" (a reflexive trigger, 387), "choose" an object for later instructions, and modes (355.3).
import { readsChoseEnemyUnit } from '../use-limits.ts';
import type { Condition, Instruction, ObjectRef, Predicate } from '../../card-text/ast.ts';
import { conditionText, predicateText } from '../../card-text/decompile/conditions.ts';
import {
  countHolds,
  objectStateHolds,
  ownLocationHolds,
  readsCount,
  readsObjectState,
  readsOwnLocation,
  playedSpellEnergy,
  readsSpentOnThePlay,
  readsSpentThisTurn,
  readsTotalMight,
  spentOnThePlayHolds,
  readsYourTurn,
  scoreWithinHolds,
  spentHolds,
  totalMightHolds,
  yourTurnHolds,
} from '../conditions.ts';
import {
  asItDiedOf,
  dealtDamageThisTurnHolds,
  pastOfDeathHolds,
  playedThisTurnHolds,
  readsDealtDamageThisTurn,
  readsDiedAlone,
  playedFromHandHolds,
  readsPlayedFromHand,
  readsPlayedThisTurn,
  readsRevealed,
  readsWasLocation,
  readsWasState,
  revealedHolds,
  readsWhatItWas,
  whatItWasHolds,
} from '../past-conditions.ts';
import { addReflexiveItem, killWatchParts, readsThisKills, watchForKill } from '../reflexive-triggers.ts';
import { playDataOf } from '../../playing-cards/play-record.ts';
import { newChoicesPossible } from '../new-choices.ts';
import { actOnEach, actorOf, anythingToActOn, choosePlayer, itemNotes, lastChosen, objectsFor, selectionContext } from '../referents.ts';
import { candidates } from '../../playing-cards/selection.ts';
import { choosesAPlayer, choosesPlayersOtherwise } from '../slots.ts';
import { answersYes, type Run } from '../run.ts';
import { isEquipment, isGear, isUnit, mightOf, nextPlayer, type GameObject } from '../../state.ts';
import { isOnBoard } from '../../board.ts';
import type { InstructionFamily } from './types.ts';
import { giveMightForEachThere, mightForEachThere } from './might-changes.ts';
import { repeatsSpendingItsBuff, spendEachOwnBuff } from './each-own-buff.ts';
import { readsHasYouDo } from './unless-has-you-do.ts';
import { playsTokensForEach } from './creation.ts';
import { countWhereMovedHolds, existsHolds, readsCountWhereMoved } from './counts-where-moved.ts';
import { mightOverTotalHolds, readsMightOverTotal } from './might-over-total.ts';
import { atLeastOneHasHolds, readsAtLeastOneHas } from './keyword-conditions.ts';
import { decidedByAPlayer, readsUnlessPays } from './unless-pays.ts';

/**
 * The conditions of "if"/"unless" the engine evaluates, by kind of predicate: the keys are what it
 * can evaluate; any other condition names itself as unsupported (`unevaluated`) instead of being false.
 */
const PREDICATES: { readonly [K in Predicate['kind']]?: (run: Run, p: Extract<Predicate, { kind: K }>) => boolean } = {
  'did-previous': (run) => run.didPrevious && !run.replacedPrevious,
  'paid-additional-cost': (run) => run.paidAdditionalCost,
  'object-is': (run, p) =>
    readsWasState(p) || readsWasLocation(p)
      ? asItDied(run, p)
      : readsWhatItWas(p)
        ? whatItWas(run, p)
        : readsItsType(p)
          ? itIsOfType(run, p)
          : readsOwnLocation(p)
            ? ownLocationHolds(run.s, p, run.source, run.controller)
            : stateOfSubject(run, p),
  'event-happened': (run, p) =>
    readsPlayedThisTurn(p)
      ? playedThisTurnHolds(run.s, p, run.source, run.controller)
      : readsRevealed(p)
        ? revealedHolds(run.s, p, run.revealed ?? [], run.controller, run.source)
        : readsPlayedFromHand(p)
          ? playedFromHand(run, p)
          : readsDealtDamageThisTurn(p)
            ? dealtDamageThisTurnHolds(run.s, p, run.source, asItDiedOf(run.s.chain.find((c) => c.id === run.itemId)?.data))
            : asItDied(run, p),
  'your-turn': (run, p) => yourTurnHolds(run.s, p, run.controller),
  'score-within': (run, p) => scoreWithinHolds(run.s, p, run.controller),
  exists: existsHolds,
  'could-not': (run, p) => couldNotChannel(run, p),
  // a player's decision, asked by the "unless" itself as it resolves (unless-pays.ts); a death seen after the item resolved (reflexive-triggers.ts)
  'has-you-do': readByItsConditional,
  pays: readByItsConditional,
  'this-kills': readByItsConditional,
  // "at that battlefield": the one the trigger noted, or the one a move before it named (counts-where-moved.ts)
  'player-has': (run, p) => (readsCountWhereMoved(p) ? countWhereMovedHolds(run, p) : countHolds(run.s, p, run.source, run.controller)),
  spent: (run, p) => (readsSpentOnThePlay(p) ? spentOnThePlay(run, p) : spentHolds(run.s, p, run.controller)),
  'total-might': (run, p) => totalMightHolds(run.s, p, run.source, run.controller),
  'might-over-total': (run, p) => mightOverTotalHolds(run, p),
  'at-least-one-has': (run, p) => atLeastOneHasHolds(run, p),
  // "if you assigned 3 or more excess damage [to enemy units]": in the combat whose conquest triggered this (combat damage goes to enemy units only)
  'excess-damage': (run, p) => {
    run.thatMuch = run.s.excessAssigned?.[run.controller] ?? 0; // "... you may deal that much"
    return run.thatMuch >= p.amount;
  },
};

function readByItsConditional(run: Run, p: Predicate): boolean {
  throw new Error(`the condition "${predicateText(p)}" of ${run.source} is read only by its "if" or "unless" as it is carried out`);
}

/** "If I died alone", "If I was [Mighty]", "If I was at a battlefield": read from what the source's death trigger noted as it died (past-conditions.ts). */
function asItDied(run: Run, p: Predicate): boolean {
  const item = run.s.chain.find((c) => c.id === run.itemId);
  const holds = pastOfDeathHolds(p, asItDiedOf(item?.data));
  if (holds === null) throw new Error(`the condition "${predicateText(p)}" of ${run.source} is read only as its source dies`);
  return holds;
}

/** "If you couldn't channel 2 runes this way": the effect's channel before it found fewer runes in the rune deck than it named (430.3). */
function readsCouldNotChannel(p: Predicate): p is Extract<Predicate, { kind: 'could-not' }> {
  return p.kind === 'could-not' && p.instruction.kind === 'channel' && p.instruction.amount.kind === 'number';
}

function couldNotChannel(run: Run, p: Extract<Predicate, { kind: 'could-not' }>): boolean {
  const wanted = p.instruction.kind === 'channel' && p.instruction.amount.kind === 'number' ? p.instruction.amount.value : null;
  if (wanted === null || run.channeled === undefined) throw new Error(`the condition "${predicateText(p)}" of ${run.source} is read only after a channel`);
  return run.channeled < wanted;
}

/** "If you spent :rb_energy_4: or more": on this card's own play as it resolves, or on the spell whose play set off this ability. */
function spentOnThePlay(run: Run, p: Extract<Predicate, { kind: 'spent' }>): boolean {
  const item = run.s.chain.find((c) => c.id === run.itemId);
  const paid = item?.kind === 'card' ? (playDataOf(item).energyPaid ?? 0) : playedSpellEnergy(item?.data);
  const holds = spentOnThePlayHolds(p, paid);
  if (holds === null) throw new Error(`the condition "${predicateText(p)}" of ${run.source} is read only for a play`);
  return holds;
}

/** "If you played this from your hand": the play record of the card resolving, or the one its own play trigger keeps. */
function playedFromHand(run: Run, p: Predicate): boolean {
  const item = run.s.chain.find((c) => c.id === run.itemId);
  const holds = item?.source === run.source && item.data?.play ? playedFromHandHolds(playDataOf(item).origin, run.controller) : null;
  if (holds === null) throw new Error(`the condition "${predicateText(p)}" of ${run.source} is read only as its card resolves`);
  return holds;
}

/** "If it was an enemy unit", "then, if it had 3 :rb_might: or less": "it" as the previous instruction found it (its look-back). */
function whatItWas(run: Run, p: Extract<Predicate, { kind: 'object-is' }>): boolean {
  const it = (run.it ?? []).flatMap((id) => {
    const o = run.s.objects[id];
    if (!o) return [];
    const noted = run.lookBack[id];
    // not noted: it has not left the board since, so it is as it is now
    const last = noted ?? (isOnBoard(o.zone) ? { controller: o.controller, might: mightOf(o) } : null);
    return [{ o, last }];
  });
  return whatItWasHolds(run.s, p, it, run.controller);
}

/** What a condition's own reference is looked up with: no instruction's slot (a condition chooses nothing). */
const CONDITION: Instruction = { kind: 'conditional', condition: { kind: 'if', predicate: { kind: 'did-previous', form: '' }, form: 'if' }, then: [] };

/** "If it's [Empowered]", "if this is [Empowered]", "if an enemy unit is alone here" (conditions.ts). */
function stateOfSubject(run: Run, p: Extract<Predicate, { kind: 'object-is' }>): boolean {
  const subjects = p.subject.kind === 'select' ? null : objectsFor(run, p.subject, CONDITION);
  return objectStateHolds(run.s, p, subjects, selectionContext(run));
}

/** The card types "If it's a unit" may name, with the test for each ("an Equipment": a gear with that tag, 150.5). */
const TYPES: { readonly [noun: string]: (o: GameObject) => boolean } = {
  unit: isUnit,
  spell: (o) => o.card.type === 'spell',
  gear: isGear,
  equipment: isEquipment,
};

/** "If it's a unit", "If it's a spell" (Diana, Lunari), "If it's a gear": the type of what the previous instruction acted on. */
function readsItsType(p: Predicate): p is Extract<Predicate, { kind: 'object-is' }> {
  return (
    p.kind === 'object-is' &&
    p.subject.kind === 'pronoun' &&
    p.subject.word === 'it' &&
    !p.negated &&
    !p.kindOf &&
    p.filters.length === 0 &&
    p.nouns?.length === 1 &&
    TYPES[p.nouns[0]] !== undefined
  );
}

function itIsOfType(run: Run, p: Extract<Predicate, { kind: 'object-is' }>): boolean {
  const it = (run.it ?? []).map((id) => run.s.objects[id]);
  return it.length > 0 && it.every((o) => o !== undefined && TYPES[p.nouns![0]](o));
}

/** Within a kind of predicate, the forms the table's entry evaluates (the others name themselves unsupported). */
const FORMS: { readonly [K in Predicate['kind']]?: (p: Predicate) => boolean } = {
  'object-is': (p) => readsOwnLocation(p) || readsItsType(p) || readsObjectState(p) || readsWasState(p) || readsWasLocation(p) || readsWhatItWas(p),
  'event-happened': (p) => readsPlayedThisTurn(p) || readsDiedAlone(p) || readsRevealed(p) || readsPlayedFromHand(p) || readsDealtDamageThisTurn(p),
  'your-turn': readsYourTurn,
  exists: (p) => readsCount(p) || readsCountWhereMoved(p),
  'player-has': (p) => readsCount(p) || readsCountWhereMoved(p),
  'could-not': readsCouldNotChannel,
  'has-you-do': readsHasYouDo,
  pays: readsUnlessPays,
  'this-kills': readsThisKills,
  spent: (p) => readsSpentThisTurn(p) || readsSpentOnThePlay(p),
  'total-might': readsTotalMight,
  'might-over-total': readsMightOverTotal,
  'at-least-one-has': readsAtLeastOneHas,
};

export function evaluates(p: Predicate): boolean {
  return PREDICATES[p.kind] !== undefined && (FORMS[p.kind]?.(p) ?? true);
}

/** The kinds of condition "if" evaluates: the keys of its table. */
export function evaluatedPredicates(): Predicate['kind'][] {
  return Object.keys(PREDICATES) as Predicate['kind'][];
}

export function holds(run: Run, p: Predicate): boolean {
  const evaluate = PREDICATES[p.kind] as ((run: Run, p: Predicate) => boolean) | undefined;
  if (!evaluate || !evaluates(p)) throw new Error(`the condition "${predicateText(p)}" of ${run.source} is not evaluated`);
  return evaluate(run, p);
}

/** The conditions among these the engine cannot evaluate, named as a refusal names them. */
export function unevaluated(conditions: readonly (Condition | undefined)[]): string[] {
  return conditions.flatMap((c) => (!c ? [] : c.kind !== 'if' || !evaluates(c.predicate) ? [`the condition "${conditionText(c)}"`] : []));
}

/** The pronouns a condition may use for what the instruction before it acts on. */
type Amounted = Extract<Instruction, { kind: 'deal-damage' | 'draw' | 'gain-xp' }> & { amount: { kind: 'number'; value: number } };

/** The instructions "for each" repeats as one of a larger amount: a number of damage, draws or XP. */
function repeatsAnAmount(i: Instruction): i is Amounted {
  return (i.kind === 'deal-damage' || (i.kind === 'draw' && !i.actor) || i.kind === 'gain-xp') && i.amount.kind === 'number';
}

/** What "for each" counts: "each of your units" is every unit you control, not one to choose. */
function countedFor(run: Run, each: ObjectRef, i: Instruction): GameObject[] {
  if (each.kind === 'select' && each.determiner === 'each-of-your') return candidates(run.s, { ...each, determiner: 'your' }, selectionContext(run));
  return objectsFor(run, each, i);
}

/** "For each enemy unit there": "there" is a place the selection does not tell apart from any other. */
function countsThere(ref: ObjectRef): boolean {
  return ref.kind === 'select' && ref.filters.some((f) => f.kind === 'location' && f.at.kind === 'there');
}

/**
 * A reflexive trigger's new ability (387, 388.1): added to the Chain as a pending item, taking the steps
 * of play from there (398). "It" in it still names what the instructions before it acted on.
 */
export function addReflexive(run: Run, body: Instruction[]): void {
  const subject = run.it && run.it.length > 0 ? { subject: [...run.it] } : {};
  // what the text chose before, for a "that unit" in the body (477.1.b: "a copy of that unit")
  const chosen = lastChosen(run);
  if (chosen) Object.assign(subject, { chosen: chosen.map((o) => o.id) });
  addReflexiveItem(run.s, run.source, run.controller, body, { notes: itemNotes(run), ...subject });
}

export const FLOW: InstructionFamily = {
  // "Starting with the next player, each player ...": in turn order from the one after the turn player, who is last.
  'in-turn-order': {
    run(run, i, { execute }) {
      const controller = run.controller;
      let p = run.s.turnPlayer;
      for (let n = 0; n < run.s.players.length; n++) {
        p = nextPlayer(run.s, p);
        run.controller = p;
        execute(
          run,
          i.body.map((x) => (x.actor?.kind === 'player' && x.actor.who === 'each-player' ? ({ ...x, actor: undefined } as Instruction) : x)),
        );
      }
      run.controller = controller;
    },
    nested: (i) => i.body,
    // Only "each player plays those cards" (Promising Future) is carried out: in other bodies "you" would
    // name the player acting rather than the controller, and "each other player" would include the controller.
    unsupported: (i) => {
      const [only] = i.body;
      const playsThoseCards = i.body.length === 1 && only.kind === 'play' && only.object.kind === 'pronoun' && only.object.word === 'those cards';
      return playsThoseCards ? [] : ['the instruction in-turn-order'];
    },
  },
  optional: {
    run(run, i, { executeOne }) {
      // "Choose an opponent. They may discard 1": the player named is asked and acts; then the controller again.
      const controller = run.controller;
      const who = actorOf(run, i);
      if (who !== null) run.controller = who;
      // Nothing could be chosen: nothing to ask. Declined or not asked, a later "it" names nothing (359.3.e.14.a).
      const asks = who !== null && anythingToActOn(run, i.body) && newChoicesPossible(run, i.body);
      if (asks && answersYes(run, run.controller, 'Do you want to do this?', run.source)) executeOne(run, i.body);
      else {
        run.didPrevious = false;
        run.it = [];
      }
      run.controller = controller;
    },
    nested: (i) => [i.body],
    // "An opponent may discard 1 to draw 2": refused until an Example shows that opponent deciding and acting
    unsupported: (i) =>
      i.actor?.kind === 'player' && (i.actor.who === 'an-opponent' || i.actor.who === 'opponent') ? ['the instruction "an opponent may ..."'] : [],
  },
  conditional: {
    run(run, i, { execute, executeOne }) {
      const p = i.condition.kind === 'if' ? i.condition.predicate : null;
      if (p && readsThisKills(p)) return watchForKill(run, i.then);
      const met = p === null ? false : (decidedByAPlayer(run, p, i.then, executeOne) ?? holds(run, p));
      const yes = i.condition.kind === 'if' && met !== (i.condition.form === 'unless');
      // 359.3.e.14.a: a condition not met leaves its instructions undone, so an "If you do" after them does not happen
      if (!yes && !i.otherwise) run.didPrevious = false;
      execute(run, yes ? i.then : (i.otherwise ?? []));
    },
    nested: (i) => [...i.then, ...(i.otherwise ?? [])],
    unsupported: (i) => [...unevaluated([i.condition]), ...killWatchParts(i.condition, i.then)],
  },
  // 377.2.b: a condition of use is checked as the ability is activated (process-of-play.ts); resolving, it does nothing.
  'use-only': {
    run() {},
    // its limit of one use a turn: checked and noted as it is activated (use-limits.ts)
    unsupported: (i) =>
      !i.condition || (i.condition.kind === 'if' && (readsOwnLocation(i.condition.predicate) || readsChoseEnemyUnit(i.condition.predicate)))
        ? []
        : [`the condition of use "${conditionText(i.condition)}"`],
  },
  // 387, 388.1: "do this:" is a reflexive trigger: its instructions become a new ability, added to the Chain as a
  // pending item once the condition before it is met (398). "It" in them names what the instructions before acted on.
  'do-this': {
    run(run, i) {
      // 387.1.a: "do this N times" adds it N times; 388.2: all as pending items, in order, before any goes on.
      for (let k = 0; k < (i.times ?? 1); k++) addReflexive(run, i.body);
      run.didPrevious = true;
    },
    nested: (i) => i.body,
  },
  // 387.1.b: "do the following based on the discarded card's type" adds the case labelled with that type, if any.
  'do-following': {
    run(run, i) {
      const [discarded] = run.discarded ?? [];
      const type = discarded === undefined ? undefined : run.s.objects[discarded]?.card.type;
      const chosen = i.modes.find((m) => m.label.toLowerCase() === type);
      if (chosen) addReflexive(run, chosen.body);
      run.didPrevious = chosen !== undefined;
    },
    nested: (i) => i.modes.flatMap((m) => m.body),
  },
  choose: {
    run(run, i) {
      if (!choosesAPlayer(i.object)) return actOnEach(run, i, i.object, () => {});
      run.chosenPlayer = choosePlayer(run, i.object.nouns[0] === 'opponent') ?? undefined;
      run.didPrevious = run.chosenPlayer !== undefined;
    },
    unsupported: (i) => (choosesPlayersOtherwise(i.object) ? ['choosing players other than "a player" or "an opponent"'] : []),
  },
  // read with the "each player" instruction before it (insteadOfPrevious, instead.ts): reached alone, it has nothing to leave anyone out of
  'not-this-way': {
    run(run) {
      throw new Error(`"you don't ... this way" of ${run.source} follows no "each player" instruction`);
    },
  },
  'repeat-for-each': {
    // "Deal 1 to that unit for each X": one deal of 1 per X, and none at all for no X (715.4). "Draw 1
    // for each X", "gain 1 XP for each X": one draw (413.2.b) or gain (730.1) of that many, none for no X.
    run(run, i, { execute, executeOne }) {
      if (mightForEachThere(i)) return giveMightForEachThere(run, i, executeOne);
      if (repeatsSpendingItsBuff(i)) return spendEachOwnBuff(run, i, execute);
      const [body] = i.body;
      const count = countedFor(run, i.each, i).length;
      if (!body || !(repeatsAnAmount(body) || playsTokensForEach(body)) || count === 0) {
        run.didPrevious = false;
        return;
      }
      // "Play a 2 :rb_might: Sand Soldier unit token for each equipment you control": one play of that many tokens
      if (playsTokensForEach(body))
        return executeOne(run, { ...body, token: { ...body.token, count: { kind: 'number', value: body.token.count.value * count } } });
      executeOne(run, { ...body, amount: { kind: 'number', value: body.amount.value * count } });
    },
    nested: (i) => i.body,
    unsupported: (i) =>
      mightForEachThere(i) ||
      repeatsSpendingItsBuff(i) ||
      !(i.leading || i.body.length !== 1 || !(repeatsAnAmount(i.body[0]) || playsTokensForEach(i.body[0])) || countsThere(i.each))
        ? []
        : ['repeating anything but one amount of damage for each'],
  },
  'choose-mode': {
    // The mode is chosen as the card is played (355.3) and stands in for this instruction in the
    // effect that resolves (playing-cards/choices.ts effectOf), so the interpreter never meets it.
    run(run) {
      throw new Error(`a modal instruction of ${run.source} reached the interpreter without its mode chosen`);
    },
    nested: (i) => i.modes.flat(),
  },
};
