// The process of play (rules 353–359). `beginPlay` does step 1 (the card or ability goes on the Chain, pending); the
// Chain's Finalize step calls `finalizeChainItem`, which asks the step 2 questions one at a time and, once all are
// answered, determines the total cost (356), pays it (357), checks legality (358) and finishes (359).
//
// Undoing an illegal play (358.5): whether a play can complete is decided deterministically from the answers. A play
// that a player's action began and that turns out unable to complete throws PlayRefused; act() (game.ts) works on a
// private copy of the game, so it refuses the action that started the play, or the answer that led there, by handing
// back the game exactly as it was (355.16, 357.3). A play an effect began is undone in place instead.
import { mayBeEmpoweredAgain } from '../game-actions/empower.ts';
import { addChainItem } from '../chain-items.ts';
import { ask, type DecisionHandler } from '../decisions.ts';
import { abilitiesOf, abilitiesOfKind, EMPOWER_EFFECT, flowKeywords, unreadParts } from '../effects/compiled.ts';
import { flowCostCount, hasFlowAtItsCost } from '../effects/granted-flow.ts';
import { noteUse, usedUpThisTurn } from '../effects/use-limits.ts';
import { replacesItself, unsupportedParts } from './support.ts';
import { unreadLinesOfAPermanent } from './permanent-lines.ts';
import { unfiredOnABattlefield } from '../triggers/battlefield-claims.ts';
import { relocate } from '../game-actions/zones.ts';
import type { Action, Refusal } from '../interface.ts';
import type { Ability } from '../card-text/ast.ts';
import { everyObject, hasType, objectOf, playerState, type CardDefinition, type ChainItem, type GameState, type ZoneName } from '../state.ts';
import { timingRefusal } from '../timing.ts';
import { onlyPlaces } from './play-locations.ts';
import { ambushReaction, firstTargetCandidates, optionalCosts, playQuestions, unfillableTarget, unpayableCost, validLocations } from './choices.ts';
import { effectOf, slotsOf } from './item-text.ts';
import { finishPlay } from './finishing.ts';
import { hiddenPlayRefusal, prepareHiddenPlay } from '../game-actions/play-from-hidden.ts';
import { legalityRefusal } from './legality.ts';
import { addReactionsFor, chosenAddReactions } from './add-reactions.ts';
import { affordRefusal, payAndRecheck } from './paying.ts';
import { discountOrderMatters, takeNextSpellRepeat, totalCostOf } from './play-data.ts';
import { returnNextSpellChanges, takeNextSpellChanges } from '../effects/next-spell.ts';
import { cheapeningOptionalCosts } from './paid-cost-effects.ts';
import { costTurnsOnItsChoices } from './own-cost-conditions.ts';
import { choosableCostOptions, hadAChoice, incompletable, payableInSomeOrder } from './completable.ts';
import { playDataOf, type PlayQuestion } from './play-record.ts';
import { canActivateFrom, isAtLocation } from '../board.ts';
import { closedGate, useConditionsHold } from '../effects/conditions.ts';
import { abilitiesUsableNow } from '../effects/use-only-while.ts';
import { quickDrawGiven } from '../effects/equipment-keywords.ts';
import { awaitedTiming, timingGrantedNow } from '../effects/granted-keywords.ts';
import { battlefieldAbilityController } from '../triggers/battlefield.ts';
import { weakProcessCache } from '../process-caches.ts';

type PlayOrActivate = Extract<Action, { kind: 'play' } | { kind: 'activate' }>;

/**
 * Why the engine cannot act on a card's text: a part the compiler could not read, or parts it does
 * not carry out yet (support.ts; null when it can). Kept per compiled ability list, itself kept per text:
 * every play asks it of the card and of every permanent on the board.
 */
type TextProblem = { unread: string } | { uninterpreted: string[] } | null;
const textProblems = weakProcessCache<readonly Ability[], TextProblem>();

const selfReplacing = weakProcessCache<readonly Ability[], boolean>();
const unreadLines = weakProcessCache<readonly Ability[], string[]>();
const unfiredHere = weakProcessCache<readonly Ability[], string[]>();

function textProblem(card: CardDefinition): TextProblem {
  const abilities = abilitiesOf(card);
  let problem = textProblems.get(abilities);
  if (problem === undefined) {
    const [unread] = unreadParts(card);
    const uninterpreted = unread === undefined ? unsupportedParts(abilities) : [];
    problem = unread !== undefined ? { unread } : uninterpreted.length ? { uninterpreted } : null;
    textProblems.set(abilities, problem);
  }
  // the same text may be a battlefield's and another card's: the type is read here, outside the per-text cache
  // (a catalog token's type reads "token" whatever it is: the battlefield tokens print it, no other token does)
  if (problem === null && card.type !== 'battlefield' && card.type !== 'token') {
    let replacing = selfReplacing.get(abilities);
    if (replacing === undefined) selfReplacing.set(abilities, (replacing = replacesItself(abilities)));
    if (replacing) return { uninterpreted: ['the instruction "replace this with ..." (this is no battlefield)'] };
    if (!hasType(card, 'spell')) {
      let lines = unreadLines.get(abilities);
      if (lines === undefined) unreadLines.set(abilities, (lines = unreadLinesOfAPermanent(abilities)));
      if (lines.length) return { uninterpreted: lines };
    }
  }
  if (problem === null && card.type === 'battlefield') {
    let unfired = unfiredHere.get(abilities);
    if (unfired === undefined) unfiredHere.set(abilities, (unfired = unfiredOnABattlefield(abilities)));
    if (unfired.length) return { uninterpreted: unfired };
  }
  return problem;
}

function unsupportedText(s: GameState, id: string): Refusal | null {
  const card = objectOf(s, id).card;
  const problem = textProblem(card);
  if (!problem) return null;
  if ('unread' in problem) return { code: 'unsupported', reason: `the card text "${problem.unread}" of ${card.name} is not understood by the compiler` };
  return { code: 'unsupported', reason: `${card.name} has text the engine does not carry out yet: ${problem.uninterpreted.join(', ')}` };
}

/**
 * A permanent whose text the compiler cannot read, or with parts the engine does not carry out, could
 * change any play or step of the game (costs, replacements, triggers, keywords): the engine does not guess.
 * Nor does it for a card anywhere else whose text it cannot read at all.
 */
export function unsupportedPermanent(s: GameState): Refusal | null {
  for (const o of everyObject(s)) {
    // A Legend's abilities work from its zone (174): its text counts as much as a permanent's.
    if (isAtLocation(o) || o.zone === 'legend') {
      const refusal = textRefusal(o.card, `${o.card.name} on the board`);
      if (refusal) return refusal;
      continue;
    }
    if (o.zone === 'battlefield-row') continue; // the battlefields' own check follows
    // Elsewhere a card's text is checked when it is played, but text the compiler cannot read may be an ability
    // that works from where the card is ("As I'm revealed from your deck"): the engine does not guess it has none.
    const problem = textProblem(o.card);
    if (problem && 'unread' in problem) return textRefusal(o.card, `${o.card.name} in the ${o.zone.replaceAll('-', ' ')}`);
  }
  // A battlefield's text works as much as any card's on the board (its "When you hold here", ...).
  for (const b of s.battlefields) {
    const refusal = textRefusal(b.card, `the battlefield ${b.card.name}`);
    if (refusal) return refusal;
  }
  return null;
}

/** The refusal for a card on the board whose text the engine would partly ignore, or null. */
function textRefusal(card: CardDefinition, what: string): Refusal | null {
  const problem = textProblem(card);
  if (!problem) return null;
  if ('unread' in problem) return { code: 'unsupported', reason: `${what} has text the compiler does not understand: "${problem.unread}"` };
  return { code: 'unsupported', reason: `${what} has text the engine does not carry out yet: ${problem.uninterpreted.join(', ')}` };
}

/**
 * Starts playing a card or activating an ability (353-358), or refuses it. Called only by the dispatcher
 * (game.ts act), which has already refused every action while a permanent's text is unsupported.
 */
export function beginPlay(s: GameState, action: PlayOrActivate): Refusal | null {
  // [abilities-and-actions] Playing from hidden (rule 421.3): its own checks, in game-actions/play-from-hidden.ts.
  const hidden = action.kind === 'play' && action.hidden === true;
  if (hidden) {
    const refusal = hiddenPlayRefusal(s, action.player, action.card);
    if (refusal) return refusal;
  }
  const id = action.kind === 'play' ? action.card : action.source;
  const o = s.objects[id];
  if (!o) return { code: 'unknown-object', reason: `no object "${id}"` };
  const unsupported = unsupportedText(s, id);
  if (unsupported) return unsupported;
  let item: ChainItem;
  if (action.kind === 'play') {
    const p = playerState(s, action.player);
    // 829.1.b: a spell with Flow may also be played from its owner's trash, for its Flow cost (printed, or given: granted-flow.ts)
    const flowAtItsCost = !hidden && p.trash.includes(o.id) && hasFlowAtItsCost(o);
    const flow = !hidden && p.trash.includes(o.id) && (flowKeywords(o.card).length > 0 || flowAtItsCost);
    if (!flow) {
      if (!hidden && !p.hand.includes(o.id) && p.champion !== o.id)
        return { code: 'illegal-action', reason: `${o.id} is not in ${action.player}'s hand`, rule: '354' };
    }
    // 170.2.a: a battlefield card is set out at the start of the game, never played
    if (o.card.type === 'battlefield') return { code: 'illegal-action', reason: `${o.id} is a battlefield, which is not played`, rule: '170.2.a' };
    // 358.4 is decided by the state before the card closes it; as nothing chosen later can change
    // it, a wrongly timed play is refused at once (355.16), citing the timing rule that forbids it.
    const timing = timingRefusal(s, action.player, hidden ? ['Reaction'] : (o.card.keywords ?? [])); // 811.6
    // 806.4, 813.4: an Action or Reaction its own passive gives it, only while that passive's condition holds
    // 819.1.b: so is the Reaction of [Quick-Draw] others' passives give an Equipment everywhere ("Your Equipment everywhere have [Quick-Draw]")
    const granted = timing !== null && !hidden ? [...timingGrantedNow(s, o, action.player), ...quickDrawGiven(s, o, action.player)] : [];
    const timedByPassive = granted.length > 0 && timingRefusal(s, action.player, [...(o.card.keywords ?? []), ...granted]) === null;
    const ambush = timing !== null && !hidden && ambushReaction(s, action.player, o.card.keywords ?? [], o.card);
    // 806.4.a, 813.4.a: or a condition the play itself may fulfil, checked at step 5
    const awaited = timing !== null && !hidden && !ambush && !timedByPassive ? awaitedTiming(s, o, action.player, timing) : undefined;
    if (timing && !ambush && !timedByPassive && !awaited) return timing;
    const origin = { zone: o.zone, player: o.owner };
    const hiddenAt = o.battlefield;
    relocate(s, o.id, { zone: 'chain' }); // 354
    item = addChainItem(s, { kind: 'card', source: o.id, controller: action.player, targets: [] });
    playDataOf(item).origin = origin;
    if (flow) playDataOf(item).flow = true;
    if (flowAtItsCost) playDataOf(item).flowAtItsCost = true;
    if (ambush) playDataOf(item).ambush = true;
    if (awaited) playDataOf(item).awaitedTiming = awaited;
    if (hidden && hiddenAt) prepareHiddenPlay(s, item, hiddenAt);
    takeNextSpellRepeat(s, item);
    takeNextSpellChanges(s, item);
  } else {
    // A permanent on the board, or a Legend (174.8): activated where it is (380), by its controller (378);
    // a battlefield's (170.10) by whoever controls its abilities (190.6).
    if (o.zone === 'battlefield-row') {
      if (battlefieldAbilityController(s, o.id) !== action.player)
        return { code: 'illegal-action', reason: `${action.player} does not control the abilities of ${o.id}`, rule: '190.6' };
    } else if (o.controller !== action.player || !canActivateFrom(o))
      return { code: 'illegal-action', reason: `${o.id} is not a card on the board ${action.player} controls`, rule: '380' };
    const activated = abilitiesOfKind(o.card, 'activated');
    const chosen = activated[action.ability ?? 0];
    if (!chosen) return { code: 'illegal-action', reason: `${o.card.name} has no activated ability ${action.ability ?? 0}` };
    const timing = timingRefusal(s, action.player, chosen.ability.speed ? [chosen.ability.speed] : []);
    if (timing) return timing;
    // 827.1.c.1: an [Empower] ability is used only while its source is not Empowered, or may be again ("up to three times", 441.1.c.1)
    if (chosen.ability.effect === EMPOWER_EFFECT && o.empowered && !mayBeEmpoweredAgain(o))
      return { code: 'illegal-action', reason: `${o.card.name} is already Empowered`, rule: '827.1.c.1' };
    // 727.1.c.3 (824.1.c, 828.1.c, 812.1.c): an activated ability behind a dependent keyword ("[Empowered][>] :rb_energy_1:,
    // :rb_exhaust:: ...") can be activated only while its condition holds
    const closed = closedGate(s, chosen.ability, o.id, action.player);
    if (closed) return closed;
    // 377.2.b: "Use my abilities only while I'm at a battlefield", the source's own passive, is a condition of use too
    if (!abilitiesUsableNow(s, o.id, action.player))
      return { code: 'illegal-action', reason: `${o.card.name}'s abilities may not be used now: its condition of use is not met`, rule: '377.2.b' };
    if (!useConditionsHold(s, chosen.ability.effect, o.id, action.player))
      return { code: 'illegal-action', reason: `${o.card.name}'s ability may not be used now: its own condition of use is not met`, rule: '377.2.b' };
    if (usedUpThisTurn(s, o.id, chosen.index, chosen.ability.effect))
      return { code: 'illegal-action', reason: `${o.card.name}'s ability may be used only once a turn, and was this turn`, rule: '377.2.b' };
    // An ability that adds resources resolves as soon as it is finalized (337.2, 346.1).
    const adds = chosen.ability.effect.some((i) => i.kind === 'add');
    item = addChainItem(s, {
      kind: 'activated',
      source: o.id,
      controller: action.player,
      targets: [],
      ability: chosen.index,
      addsResources: adds,
      resolvesImmediately: adds,
    });
    noteUse(s, o.id, chosen.index, chosen.ability.effect);
  }
  // Even the cheapest way to play it (no optional cost), with every Add Reaction used as it is paid
  // (357.1.a), cannot be paid: no choice can help (357.3).
  const cheapest = affordRefusal(s, item, totalCostOf(s, item, playDataOf(item)), addReactionsFor(s, item));
  // (Of several Flow costs, 829.1.c.3, this tried the first: the search below tries each.)
  const severalFlows = playDataOf(item).flow === true && flowCostCount(o.card, playDataOf(item).flowAtItsCost) > 1;
  // (Nor those of a cost that turns on the targets, 356.4.a: "... less if you choose a Poro".)
  const choicesCutCost = item.kind === 'card' && costTurnsOnItsChoices(o.card);
  const ordered = discountOrderMatters(s, item); // (nor when the player's order of the discounts may change it: this took the order offered)
  if (cheapest && !severalFlows && !choicesCutCost && !ordered && !affordableForWhatItsTextAllows(s, item)) return cheapest;
  const untargetable = unfillableTarget(s, item);
  if (untargetable) return untargetable;
  const everyTargetShort = ordered ? null : unaffordableWithEveryTarget(s, item);
  if (everyTargetShort) return everyTargetShort;
  const stuck = incompletable(s, item);
  if (stuck) return stuck;
  playDataOf(item).byAction = true;
  return null;
}

/**
 * "You may play me for :rb_rune_mind:" offered, or optional additional costs that make the card cheaper
 * once paid ("If you do, I cost :rb_energy_3: less"): whether taking some of them, the cost can be paid.
 * Every set of them is tried (a card has a few at most): two discounts may be needed together, and
 * playing it "for" a cost may be dearer than its own cost reduced.
 */
function affordableForWhatItsTextAllows(s: GameState, item: ChainItem): boolean {
  const cheaper = ['play-for', ...(item.kind === 'card' ? cheapeningOptionalCosts(objectOf(s, item.source).card) : [])];
  const data = playDataOf(item);
  // those not answered yet: as the play begins, all of them
  const offered = optionalCosts(s, item)
    .map((c) => c.id)
    .filter((id) => cheaper.includes(id) && !(`optional:${id}` in data.answers));
  for (let set = 1; set < 1 << offered.length; set++) {
    const paid = offered.filter((_, i) => (set >> i) & 1);
    data.paidOptional.push(...paid);
    const refusal = affordRefusal(s, item, totalCostOf(s, item, data), addReactionsFor(s, item));
    data.paidOptional.splice(data.paidOptional.length - paid.length);
    if (refusal === null) return true;
  }
  return false;
}

/**
 * A play whose cost, with whichever first target is chosen, cannot be paid ([Deflect] makes choosing
 * a unit cost more): no choice can help (357.3), so it is refused as it begins rather than leave a
 * target question every answer to which is refused.
 */
function unaffordableWithEveryTarget(s: GameState, item: ChainItem): Refusal | null {
  const ids = firstTargetCandidates(s, item);
  if (!ids || ids.length === 0) return null;
  const data = playDataOf(item);
  const adds = addReactionsFor(s, item);
  let refusal: Refusal | null = null;
  for (const id of ids) {
    data.answers['target:0'] = { chosen: [id] };
    refusal = affordRefusal(s, item, totalCostOf(s, item, data), adds);
    if (refusal && affordableForWhatItsTextAllows(s, item)) refusal = null; // an optional cost making it cheaper may bring it within reach
    if (!refusal) break;
  }
  delete data.answers['target:0'];
  return refusal;
}

/** A play begun by an action cannot complete: the action (or the answer) is refused and the game is left as it was (358.5). */
export class PlayRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

/** Next question, or the whole of steps 3–6. */
function advance(s: GameState, itemId: string): Refusal | 'asked' | 'finished' {
  const item = s.chain.find((c) => c.id === itemId);
  if (!item) return 'finished';
  const data = playDataOf(item);
  for (const q of playQuestions(s, item, data)) {
    if ('code' in q) return q;
    if (q.id in data.answers) continue;
    ask(s, choosableCostOptions(s, item, q).question, { kind: 'play-choice', itemId, questionId: q.id });
    return 'asked';
  }
  data.location =
    data.answers.location?.chosen?.[0] ??
    (item.kind === 'card'
      ? data.ambush || data.placeAt || data.placeTo || onlyPlaces(s, objectOf(s, item.source).card, item.controller)
        ? validLocations(s, item)[0]
        : 'base'
      : undefined);
  data.battlefields = Object.keys(data.answers)
    .filter((k) => k.startsWith('battlefield:'))
    .sort((a, b) => Number(a.split(':')[1]) - Number(b.split(':')[1]))
    .map((k) => data.answers[k].chosen?.[0] ?? '');
  data.destinations = Object.keys(data.answers)
    .filter((k) => k.startsWith('destination:'))
    .sort((a, b) => Number(a.split(':')[1]) - Number(b.split(':')[1]))
    .map((k) => data.answers[k].chosen?.[0] ?? '');
  const targets = slotsOf(s, item).map((_, k) => data.answers[`target:${k}`]?.chosen ?? []);
  const cost = totalCostOf(s, item, data); // 356
  const adding = chosenAddReactions(s, item, data.answers); // 357.1.a
  const unaffordable = affordRefusal(s, item, cost, adding);
  if (unaffordable) return unaffordable;
  const illegal = legalityRefusal(s, item, data, targets);
  if (illegal) return illegal;
  // 357, then 358 once the costs took effect. A play an action began is refused with the action, whose
  // draft of the game is then thrown away (game.ts): its payment needs no undoing.
  const afterPaying = payAndRecheck(s, item, data, cost, adding, targets, !data.byAction);
  if (afterPaying && data.byAction) throw new PlayRefused(afterPaying);
  if (afterPaying) return afterPaying;
  finishPlay(s, item, data, targets); // 359
  return 'finished';
}

export function finalizeChainItem(s: GameState, itemId: string): void {
  const result = advance(s, itemId);
  if (typeof result !== 'object') return;
  const item = s.chain.find((c) => c.id === itemId);
  if (!item) return;
  if (playDataOf(item).byAction) throw new PlayRefused(result);
  // A play an effect began: it is undone (358.5).
  s.chain = s.chain.filter((c) => c !== item);
  const origin = playDataOf(item).origin;
  if (item.kind === 'card' && origin) relocate(s, item.source, { zone: origin.zone as ZoneName, player: origin.player });
  if (playDataOf(item).grantedRepeat) (s.nextSpellRepeat ??= []).push(item.controller); // the [Repeat] it took waits for the next spell again
  returnNextSpellChanges(s, item);
}

/** Records the answer to a step 2 question (355) of the play `itemId`, once it is acceptable. */
export const playChoiceAnswered: DecisionHandler<'play-choice'> = (s, answer, decision, { itemId, questionId }) => {
  const item = s.chain.find((c) => c.id === itemId);
  if (!item) return { code: 'invalid-decision', reason: 'that play is no longer on the chain' };
  const data = playDataOf(item);
  // the questions up to this one (a refusal ends them: the question is then no longer asked)
  let question: PlayQuestion | undefined;
  for (const q of playQuestions(s, item, data)) {
    if (!('code' in q) && q.id === questionId) {
      question = q;
      break;
    }
  }
  if (!question) return { code: 'invalid-decision', reason: 'that question is no longer asked' };
  // 355.16, 357.3: an object left out of the options as put would make the play fail later
  const unoffered = (answer.chosen ?? []).find((id) => question.question.options.some((o) => o.id === id) && !decision.options.some((o) => o.id === id));
  if (unoffered !== undefined)
    return { code: 'invalid-decision', reason: `${unoffered} may not be chosen: no way to finish the play would be left after it`, rule: '355.16' };
  const refusal = question.check(answer);
  if (refusal) return refusal;
  data.answers[questionId] = answer;
  if (questionId.startsWith('optional:')) {
    const costId = questionId.slice('optional:'.length);
    if ((answer.chosen ?? []).includes(costId) || answer.accept === true) {
      data.paidOptional.push(costId);
      // 357.3: paying it must leave the play payable, with every Add Reaction used; an answer the
      // play could never recover from would leave the next questions with no acceptable answer.
      const shortNow = (): Refusal | null => affordRefusal(s, item, totalCostOf(s, item, data), addReactionsFor(s, item)) ?? unpayableCost(s, item);
      // refused only if no orders of the discounts to choose later (356.4.c.1) would do, nor any answers still to give (the
      // search tries them: an optional cost still to answer, a choice its cost turns on, "less if you choose a Poro")
      const short = payableInSomeOrder(s, item, data, () => shortNow() === null) ? null : shortNow();
      if (short && incompletable(s, item)) {
        data.paidOptional.pop();
        delete data.answers[questionId];
        // nor when no answers would let a play an effect began complete anyway: it is undone (358.5), the player has no choice
        if (data.byAction || incompletable(s, item) === null) return short;
        data.answers[questionId] = answer;
        data.paidOptional.push(costId);
      }
    }
  }
  // An answer after which no answers left would let the play complete is refused (355.16, 357.3), unless, for a card
  // an effect plays (undone when it cannot complete, finalizeChainItem, 358.5), none would have anyway
  const stuck = data.byAction || data.byEffect ? incompletable(s, item) : null;
  if (stuck && (data.byAction || hadAChoice(s, item, questionId))) {
    if (questionId.startsWith('optional:') && data.paidOptional[data.paidOptional.length - 1] === questionId.slice('optional:'.length)) data.paidOptional.pop();
    delete data.answers[questionId];
    return stuck;
  }
  return null;
};

export { effectOf };
