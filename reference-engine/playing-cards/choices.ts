// Step 2 of playing a card (rule 355): the questions put to the player, in order — optional
// additional costs (355.1.a), the unit's location (355.2), targets (355.5–355.14), the objects a
// non-standard cost acts on, and the order of discounts (356.4). Each question carries the check
// its answer must pass; the list is a pure function of the state and the answers so far.
// Long file: beside the questions, the checks that refuse a play as it begins when no answers could
// complete it (a target nobody can fill, a cost nothing can pay) read the very same slots and pools.
import { hasAccelerateNow } from '../effects/granted-keywords.ts';
import type { Ability, Amount, Condition, Instruction, LocationRef, PassiveEffect } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { passiveConditionHolds } from '../effects/passive-conditions.ts';
import { checkChosen } from '../decisions.ts';
import { abilitiesOfKind, repeatKeywords } from '../effects/compiled.ts';
import { flowCostCount } from '../effects/granted-flow.ts';
import { costConditionHolds } from './paid-to-enter-ready.ts';
import { bonusDamageOf } from '../effects/instructions/damage.ts';
import { BUFFED_FRIENDLY } from '../effects/instructions/permanents.ts';
import type { Question } from '../effects/run.ts';
import { battlefieldChoices, leafInstructions, moveDestinations, type Slot } from '../effects/slots.ts';
import type { Decision, DecisionAnswer, Refusal } from '../interface.ts';
import {
  everyObject,
  areAllies,
  hasType,
  mightOf,
  objectOf,
  playerState,
  unitsAt,
  type CardDefinition,
  type ChainItem,
  type GameObject,
  type GameState,
} from '../state.ts';
import { ADD_REACTIONS, addReactionsFor } from './add-reactions.ts';
import { widenedAmbushBattlefields } from './ambush.ts';
import { componentDiscountOrders } from './component-discounts.ts';
import { discountFormQuestions } from './choice-discounts.ts';
import { accelerateGivenToPlay } from './granted-accelerate.ts';
import { repeatsGivenTo } from './granted-repeat.ts';
import { namingsAsPlayed } from './named-as-played.ts';
import { battlefieldsClosedToUnits, onlyPlaces, permittedBattlefields } from './play-locations.ts';
import { affordRefusal } from './paying.ts';
import { costActions, effectOf, printedEffectOf, selectionContextOf, slotsOf, triggerOpening } from './item-text.ts';
import { discountsFor, totalCostOf } from './play-data.ts';
import { playForPermission } from './permanent-lines.ts';
import { GRANTED_REPEAT, playDataOf, type PlayData, type PlayQuestion } from './play-record.ts';
import { candidates, countRange, destinationMeets, groupQualifies, literalAmount, totalMightReachable } from './selection.ts';
import { timingRefusal } from '../timing.ts';
import { movesMeetThree } from '../modes.ts';

/** The optional additional costs the player may choose to pay (355.1.a): [Accelerate] and "you may pay ... as an additional cost". */
export function optionalCosts(s: GameState, item: ChainItem): { id: string; label: string }[] {
  if (item.kind !== 'card') return [];
  const card = objectOf(s, item.source).card;
  const out: { id: string; label: string }[] = [];
  if (card.type === 'unit' && (hasAccelerateNow(s, objectOf(s, item.source), item.controller) || accelerateGivenToPlay(s, item)))
    out.push({ id: 'accelerate', label: 'Accelerate: enter ready' });
  for (const { index, ability } of abilitiesOfKind(card, 'additional-cost'))
    if (ability.optional && costConditionHolds(s, ability, item.source, item.controller)) out.push({ id: `additional:${index}`, label: ability.form });
  // 820.1.c.2: each Repeat is a cost of its own, asked once (820.1.c.3)
  for (const { index } of repeatKeywords(card)) out.push({ id: `repeat:${index}`, label: 'Repeat: execute the effect one more time' });
  if (playDataOf(item).grantedRepeat) out.push({ id: GRANTED_REPEAT, label: 'Repeat: execute the effect one more time' });
  out.push(...repeatsGivenTo(s, item)); // "your spells have [Repeat] ..." of the player's permanents
  // "If you've spent ... this turn, you may play me for :rb_rune_mind:": offered while its condition holds, to a player's own play
  const playFor = playForPermission(card);
  const data = playDataOf(item);
  if (playFor && !data.byEffect && !data.flow && (!playFor.condition || permissionHolds(s, playFor.condition, item)))
    out.push({ id: 'play-for', label: 'Play it for the cost its text names instead of its own' });
  return out;
}

/**
 * The condition of a "you may play me for ..." permission ("if you've spent ... this turn", "if you
 * control a gear"), read as a passive's condition is, for the card being played and its player.
 */
function permissionHolds(s: GameState, condition: Condition, item: ChainItem): boolean {
  return condition.kind === 'if' && passiveConditionHolds(s, condition, objectOf(s, item.source), item.controller);
}

/** [Ambush] (822.1.b): the battlefields where the player has units, where a unit with Ambush may also be played. */
export function ambushBattlefields(s: GameState, player: string): string[] {
  return s.battlefields.filter((b) => unitsAt(s, b.id, player).length > 0).map((b) => b.id);
}

/** Where a unit may be played (355.2.a): its controller's base or a battlefield they control; never a battlefield closed to units. */
export function validLocations(s: GameState, item: ChainItem): string[] {
  const closed = battlefieldsClosedToUnits(s);
  // "Play me only to a battlefield you conquered this turn": a restriction of the places, no permission
  const only = onlyPlaces(s, objectOf(s, item.source).card, item.controller);
  return permittedLocations(s, item).filter((place) => !closed.has(place) && (only === null || only.includes(place)));
}

function permittedLocations(s: GameState, item: ChainItem): string[] {
  const card = objectOf(s, item.source).card;
  const open = playsItselfToOpenBattlefields(card) || (hasType(card, 'unit') && friendlyUnitsToOpenBattlefields(s, item.controller));
  const own = (card.keywords ?? []).includes('Ambush') ? ambushBattlefields(s, item.controller) : [];
  const ambushAt = [...own, ...widenedAmbushBattlefields(s, card, item.controller).filter((b) => !own.includes(b))]; // 822.1.d
  // Played in time only thanks to Ambush's Reaction: only where that Reaction holds (822.1.b).
  if (playDataOf(item).ambush) return ambushAt;
  const named = playDataOf(item).placeAt;
  if (named) return [named];
  // the place the effect playing it names ("to your base", "to a battlefield you control")
  const to = playDataOf(item).placeTo;
  if (to === 'base') return ['base'];
  if (to) return s.battlefields.filter((b) => to === 'any-battlefield' || b.controller === item.controller).map((b) => b.id);
  // 355.2.b: "You may play me to an open battlefield" makes open battlefields valid too: uncontrolled
  // and unoccupied (170.11.c).
  const openOrControlled = s.battlefields.filter((b) => b.controller === item.controller || (open && b.controller === null));
  const usual = ['base', ...openOrControlled.filter((b) => b.controller !== null || b.units.length === 0).map((b) => b.id)];
  usual.push(...permittedBattlefields(s, card, item.controller).filter((b) => !usual.includes(b))); // 355.2.b
  return [...usual, ...ambushAt.filter((b) => !usual.includes(b))]; // 822.1.c
}

/** Whether [Ambush] lets the player play the card now, as a Reaction to a battlefield where they have units (822.1.b). */
export function ambushReaction(s: GameState, player: string, keywords: readonly string[], card?: CardDefinition): boolean {
  // 822.1.d: a card that may [Ambush] elsewhere too has that Reaction where its text lets it
  if (card && widenedAmbushBattlefields(s, card, player).length > 0 && timingRefusal(s, player, [...keywords, 'Reaction']) === null) return true;
  return keywords.includes('Ambush') && ambushBattlefields(s, player).length > 0 && timingRefusal(s, player, [...keywords, 'Reaction']) === null;
}

/**
 * "You may play me to an open battlefield": the permission's destination, uncontrolled and unoccupied battlefields (170.11.c).
 * Open and nothing more: another restriction beside it ("an open battlefield you control") is one this reading would ignore.
 */
export function toOpen(to: LocationRef): boolean {
  if (to.kind !== 'battlefield' || to.ref.kind !== 'select' || to.ref.filters.length !== 1) return false;
  const [only] = to.ref.filters;
  return only!.kind === 'state' && (only!.state as string) === 'open';
}

/** "Friendly units may be played to open battlefields": the permission a permanent gives the units of its controller's side, unconditionally. */
export function letsFriendlyUnitsToOpen(e: PassiveEffect, a: Extract<Ability, { kind: 'passive' }>): boolean {
  if (e.kind !== 'play-permission' || a.condition || e.condition || e.subject.kind !== 'select' || !toOpen(e.to)) return false;
  const ref = e.subject;
  return (
    ref.plural &&
    (ref.nouns as string[]).join() === 'unit' &&
    ref.filters.length === 1 &&
    ref.filters[0].kind === 'controller' &&
    ref.filters[0].who === 'friendly'
  );
}

/** 355.2.b: whether a permanent of the player's side on the board lets their units be played to open battlefields. */
function friendlyUnitsToOpenBattlefields(s: GameState, player: string): boolean {
  return everyObject(s).some(
    (p) =>
      abilitiesActive(p) &&
      areAllies(s, p.controller, player) &&
      abilitiesOfKind(p.card, 'passive').some(({ ability }) => letsFriendlyUnitsToOpen(ability.effect, ability)),
  );
}

function playsItselfToOpenBattlefields(card: CardDefinition): boolean {
  const permits = (i: Instruction): boolean =>
    (i.kind === 'optional' && permits(i.body)) ||
    (i.kind === 'play' &&
      i.object.kind === 'self' &&
      i.to?.kind === 'battlefield' &&
      i.to.ref.kind === 'select' &&
      i.to.ref.filters.some((f) => f.kind === 'state' && (f.state as string) === 'open'));
  // The compiler reads "You may play me to an open battlefield" as a play permission (a passive).
  const permission = abilitiesOfKind(card, 'passive').some(
    ({ ability }) =>
      ability.effect.kind === 'play-permission' && ability.effect.subject.kind === 'self' && !ability.effect.condition && toOpen(ability.effect.to),
  );
  return permission || abilitiesOfKind(card, 'spell').some((a) => a.ability.effect.some(permits));
}

/**
 * A target the play could never get, or a non-standard cost it could never pay, whatever the player
 * answers (355.8, 358.2): the play is refused as it
 * begins instead of at a question, so no earlier answer leads into a question nobody can answer. A
 * choice restricted by the one before it ("... that chooses it") counts as fillable when some object
 * the earlier choice could pick allows it; a modal card is refused when every combination of its modes (355.3) is.
 */
export function unfillableTarget(s: GameState, item: ChainItem): Refusal | null {
  const modal = printedEffectOf(s, item).filter((i): i is Extract<Instruction, { kind: 'choose-mode' }> => i.kind === 'choose-mode');
  if (modal.length === 0) return unfillableSlot(s, item);
  const answers = playDataOf(item).answers;
  const saved = { ...answers };
  let refusal: Refusal | null = null;
  const tryModes = (n: number): boolean => {
    if (n === modal.length) return (refusal = unfillableSlot(s, item)) === null;
    for (let k = 1; k <= modal[n].modes.length; k++) {
      answers[`mode:${n}`] = { chosen: [`mode ${k}`] };
      if (tryModes(n + 1)) return true;
    }
    return false;
  };
  const some = tryModes(0);
  for (const key of Object.keys(answers)) if (!(key in saved)) delete answers[key];
  return some ? null : refusal;
}

/** The objects the first target of a non-modal play may be, when it must have one; null otherwise. */
export function firstTargetCandidates(s: GameState, item: ChainItem): string[] | null {
  if (printedEffectOf(s, item).some((i) => i.kind === 'choose-mode')) return null;
  const slots = slotsOf(s, item);
  if (slots.length === 0) return null;
  const pool = candidates(s, slots[0].ref, selectionContextOf(item));
  const [min] = countRange(slots[0].ref, pool.length);
  return min >= 1 ? pool.map((o) => o.id) : null;
}

/** What a non-standard cost acts on: its object, or for "spend a buff" the buffed friendly unit whose buff it spends. */
function costObject(i: Instruction): unknown {
  if (i.kind === 'spend-buff') return BUFFED_FRIENDLY;
  return 'object' in i ? (i as { object: unknown }).object : undefined;
}

/**
 * A non-standard cost (356.7) of the costs chosen so far that nothing can pay: "kill a friendly unit"
 * with none, "discard 2" with one card in hand. Asked as the play begins and as an optional cost is
 * chosen (357.3), so the questions never lead to a cost that cannot be paid.
 */
export function unpayableCost(s: GameState, item: ChainItem): Refusal | null {
  const name = objectOf(s, item.source).card.name;
  for (const cost of costActions(s, item, playDataOf(item))) {
    if (cost.instruction.kind === 'discard') {
      const n = discardCount(cost.instruction);
      const have = playerState(s, item.controller).hand.length;
      if (have < n) return { code: 'cannot-afford', reason: `${name}'s cost needs ${n} card(s) to discard, the hand has ${have}`, rule: '358.2' };
      continue;
    }
    if (cost.instruction.kind === 'spend-xp') {
      // 730.2: XP the player does not have cannot be spent
      const need = literalAmount(cost.instruction.amount) ?? 0;
      const xp = playerState(s, item.controller).xp;
      if (xp < need) return { code: 'cannot-afford', reason: `${name}'s cost needs ${need} XP, the player has ${xp}`, rule: '358.2' };
      continue;
    }
    const ref = costObject(cost.instruction);
    if (!ref || typeof ref !== 'object' || (ref as { kind: string }).kind !== 'select') continue;
    if (candidates(s, ref as never, { controller: item.controller, source: item.source }).length === 0) {
      return { code: 'cannot-afford', reason: `nothing can pay the non-standard cost of ${name}`, rule: '358.2' };
    }
  }
  return null;
}

/** How many cards a "discard N" cost discards (a number; 1 when the text gives none). */
export function discardCount(i: Instruction): number {
  const amount = (i as { amount?: Amount }).amount;
  return amount?.kind === 'number' ? amount.value : 1;
}

function unfillableSlot(s: GameState, item: ChainItem): Refusal | null {
  const ctx = selectionContextOf(item);
  const unpayable = unpayableCost(s, item);
  if (unpayable) return unpayable;
  const slots = slotsOf(s, item);
  let previous: string[] | undefined;
  let previousMayBeNone = false;
  for (let k = 0; k < slots.length; k++) {
    // Whatever the earlier choice picks: the union of what each of its candidates would allow here,
    // and of what choosing none allows when the earlier choice may be of none ("up to", 355.13).
    const picks: (string[] | undefined)[] = previous === undefined ? [undefined] : previous.map((id) => [id]);
    if (previousMayBeNone) picks.push([]);
    const pool = new Map<string, GameObject>();
    for (const it of picks) for (const o of candidates(s, slots[k].ref, { ...ctx, it, chosenBefore: it })) pool.set(o.id, o);
    const [min] = countRange(slots[k].ref, pool.size);
    if (pool.size < Math.min(min, 1)) {
      return { code: 'illegal-target', reason: `no valid choice for target ${k + 1} of ${objectOf(s, item.source).card.name}`, rule: '355.8' };
    }
    previous = [...pool.keys()];
    previousMayBeNone = min === 0;
  }
  return null;
}

function options(objects: readonly GameObject[]) {
  return objects.map((o) => ({ id: o.id, label: o.card.name }));
}

function boundsCheck(q: Question) {
  return (a: DecisionAnswer) => checkChosen(q as Decision, a);
}

/** Every question of step 2 (and the discount order of step 3), in the order they are asked. */
export function* playQuestions(s: GameState, item: ChainItem, data: PlayData): Generator<PlayQuestion | Refusal> {
  const player = item.controller;
  const source = item.source;
  yield* namingsAsPlayed(s, item); // "As you play this, name a tag"
  const opening = triggerOpening(s, item);
  if (opening && (opening.may || opening.cost.length > 0)) {
    // 383.3.a, 402.1: "you may" first in a triggered ability is decided now, as it is finalized;
    // 404.2: a triggered ability with a cost may be declined instead of paid. Either way it leaves the Chain.
    const question: Question = {
      player,
      kind: 'yes-no',
      prompt: opening.may ? 'Do you want to do this?' : 'Pay the cost of this triggered ability?',
      source,
      options: [
        { id: 'yes', label: 'yes' },
        { id: 'no', label: 'no' },
      ],
      min: 1,
      max: 1,
      rule: opening.may ? '383.3.a' : '404.2',
    };
    const answer = data.answers.perform;
    // 355.8: with no valid choice for its first target it cannot go on the Chain, so there is nothing to decline.
    const first = slotsOf(s, item)[0];
    if (first?.kind === 'target' && !answer && candidates(s, first.ref, selectionContextOf(item)).length < countRange(first.ref, 0)[0]) {
      yield { code: 'illegal-target', reason: `no valid choice for target 1 of ${objectOf(s, source).card.name}`, rule: '355.8' };
      return;
    }
    if (!answer) {
      // answered yes or no by `accept`, or by choosing one of the two options
      yield { id: 'perform', question, check: (a) => (typeof a.accept === 'boolean' && !a.chosen?.length ? null : boundsCheck(question)(a)) };
      return;
    }
    if (!(answer.accept === true || (answer.chosen ?? []).includes('yes'))) {
      yield { code: 'illegal-action', reason: 'its controller chose not to perform it', rule: opening.may ? '383.3.a.2' : '404.2' };
      return;
    }
  }
  // 829.1.c.3: a spell with several Flow costs, played from the trash: its player picks the one to pay
  const flows = data.flow ? flowCostCount(objectOf(s, source).card, data.flowAtItsCost) : 0;
  if (flows > 1) {
    const question: Question = {
      player,
      kind: 'choose-mode',
      prompt: `Choose the Flow cost to pay for ${objectOf(s, source).card.name}`,
      source,
      options: Array.from({ length: flows }, (_, k) => ({ id: `Flow ${k + 1}`, label: `Flow ${k + 1}` })),
      min: 1,
      max: 1,
      rule: '829.1.c.3',
    };
    yield { id: 'flow', question, check: boundsCheck(question) };
  }
  for (const cost of optionalCosts(s, item)) {
    const question: Question = {
      player,
      kind: 'optional-cost',
      prompt: `Pay the optional additional cost? (${cost.label})`,
      source,
      options: [{ id: cost.id, label: cost.label }],
      min: 0,
      max: 1,
      rule: '355.1.a',
    };
    yield { id: `optional:${cost.id}`, question, check: boundsCheck(question) };
  }
  const card = objectOf(s, source).card;
  if (item.kind === 'card' && hasType(card, 'unit')) {
    const places = validLocations(s, item);
    if (places.length === 0) yield { code: 'illegal-location', reason: `${card.name} has no place it may be played to now`, rule: '355.2' };
    if (places.length > 1) {
      const question: Question = {
        player,
        kind: 'choose-location',
        prompt: `Choose where ${card.name} enters`,
        source,
        options: places.map((id) => ({ id, label: id })),
        min: 1,
        max: 1,
        rule: '355.2',
      };
      yield { id: 'location', question, check: boundsCheck(question) };
    }
  }
  const modal = printedEffectOf(s, item).filter((i) => i.kind === 'choose-mode');
  for (let n = 0; n < modal.length; n++) {
    const modes = (modal[n] as Extract<Instruction, { kind: 'choose-mode' }>).modes;
    const question: Question = {
      player,
      kind: 'choose-mode',
      prompt: `Choose a mode of ${card.name}`,
      source,
      options: modes.map((_, k) => ({ id: `mode ${k + 1}`, label: `mode ${k + 1}` })),
      min: 1,
      max: 1,
      rule: '355.3',
    };
    yield { id: `mode:${n}`, question, check: boundsCheck(question) };
  }
  const ctx = selectionContextOf(item);
  const slots = slotsOf(s, item);
  for (let k = 0; k < slots.length; k++) {
    const slot = slots[k];
    // "it" in a restriction names what the choice before picked ("Choose a friendly unit. Counter a spell that chooses it").
    const before = data.answers[`target:${k - 1}`]?.chosen;
    const pool = candidates(s, slot.ref, { ...ctx, it: before, chosenBefore: before });
    let [min, max] = countRange(slot.ref, pool.length);
    if (slot.kind === 'split' && slot.instruction.kind === 'split-damage') {
      const printed = initialSplitAmount(s, slot.instruction.amount, slots.slice(0, k), data);
      const amount = printed === null ? pool.length : printed + Math.max(0, bonusDamageOf(s, player)); // 715.3, 714.2
      // "split among enemy units at battlefields": as many of them as there is damage, at least one (355.14.a, 355.14.c)
      const upTo = slot.ref.kind === 'select' && slot.ref.determiner === 'bare' ? pool.length : max;
      [min, max] = [Math.min(1, pool.length), Math.min(amount, upTo, pool.length)]; // 355.14.c
    }
    if (pool.length < min) {
      yield { code: 'illegal-target', reason: `no valid choice for target ${k + 1} of ${card.name}`, rule: '355.8' };
      return;
    }
    // "two units with total Might 3 or less": when not even the lowest total of as many as must be chosen is low enough,
    // no group will do, however many there are to try (355.11.a)
    if (!totalMightReachable(pool, min, Math.min(max, pool.length), slot.ref)) {
      yield { code: 'illegal-target', reason: `no group of choices for target ${k + 1} of ${card.name} meets its total Might`, rule: '355.11.a' };
      return;
    }
    const question: Question = {
      player,
      // a battlefield is chosen the way every battlefield is ("Choose a battlefield", 355.9.a)
      kind: slot.ref.kind === 'select' && slot.ref.nouns.includes('battlefield') ? 'choose-location' : 'choose-targets',
      prompt: `Choose target ${k + 1} of ${card.name}`,
      source,
      options: options(pool),
      min,
      max: Math.min(max, pool.length),
      rule: slot.kind === 'split' ? '355.14.b' : '355.5',
    };
    yield {
      id: `target:${k}`,
      question,
      // the chosen are looked up in the pool: an ability on the Chain is no object (806.5.c)
      check: (a) =>
        checkChosen(question as Decision, a) ??
        (groupQualifies(
          (a.chosen ?? []).map((id) => pool.find((o) => o.id === id) ?? objectOf(s, id)),
          slot.ref,
        )
          ? null
          : { code: 'illegal-target', reason: 'the chosen group does not meet its restriction as a whole', rule: '355.11.a' }),
    };
  }
  const moves = moveDestinations(effectOf(s, item));
  for (let n = 0; n < moves.length; n++) {
    // 355.4.a: anywhere the moved units may be other than where they are now.
    const k = slots.findIndex((slot) => slot.instruction === moves[n]);
    const moved = k >= 0 ? (data.answers[`target:${k}`]?.chosen ?? []) : [];
    if (k < 0) moved.push(...movedWithoutItsOwnChoice(s, item, data, slots, moves[n]));
    const here = new Set(moved.map((id) => s.objects[id]?.battlefield).filter((b) => b !== undefined));
    const places = s.battlefields.map((b) => b.id).filter((b) => !here.has(b));
    // a move naming no destination may also go to base, for units not there already (355.4.a)
    if ((moves[n] as Extract<Instruction, { kind: 'move' }>).to === undefined && moved.some((id) => s.objects[id]?.zone !== 'base')) places.push('base');
    // "to a location where there's a unit with the same controller": only where the text's restriction holds
    const move = moves[n];
    const to = move.kind === 'move' && move.to?.kind === 'battlefield' ? move.to.ref : null;
    const valid = to === null ? places : places.filter((b) => destinationMeets(s, to, b, { controller: player, source, it: moved }));
    // 462.3: no choice that would bring units of three players together at one battlefield
    const movers = moved.map((id) => s.objects[id]?.controller).filter((p) => p !== undefined);
    const open = valid.filter((b) => b === 'base' || !movesMeetThree(s, movers, b));
    const question: Question = {
      player,
      kind: 'choose-location',
      prompt: `Choose where ${card.name} moves to`,
      source,
      options: open.map((id) => ({ id, label: id })),
      min: 1,
      max: 1,
      rule: '355.4',
    };
    if (open.length === 0) {
      yield { code: 'illegal-location', reason: 'there is no battlefield to move to', rule: '355.4.a' };
      return;
    }
    yield { id: `destination:${n}`, question, check: boundsCheck(question) };
  }
  const fields = battlefieldChoices(effectOf(s, item));
  for (let n = 0; n < fields.length; n++) {
    // 355.10.d: "all enemy units at a battlefield" targets the battlefield, chosen now
    const places = s.battlefields.map((b) => b.id);
    if (places.length === 0) {
      yield { code: 'illegal-target', reason: 'there is no battlefield to choose', rule: '355.8' };
      return;
    }
    const question: Question = {
      player,
      kind: 'choose-location',
      prompt: `Choose the battlefield ${card.name} acts at`,
      source,
      options: places.map((id) => ({ id, label: id })),
      min: 1,
      max: 1,
      rule: '355.10.d',
    };
    yield { id: `battlefield:${n}`, question, check: boundsCheck(question) };
  }
  for (const cost of costActions(s, item, data)) {
    if (cost.instruction.kind === 'discard') {
      yield* discardCost(s, item, cost.id, cost.instruction);
      continue;
    }
    const ref = costObject(cost.instruction);
    if (!ref || typeof ref !== 'object' || (ref as { kind: string }).kind !== 'select') continue;
    const pool = candidates(s, ref as never, { controller: player, source });
    const question: Question = {
      player,
      kind: 'choose-objects',
      prompt: `Choose what the cost of ${card.name} acts on`,
      source,
      options: options(pool),
      min: 1,
      max: 1,
      rule: '356.7',
    };
    if (pool.length === 0) {
      yield { code: 'cannot-afford', reason: `nothing can pay the non-standard cost of ${card.name}`, rule: '358.2' };
      return;
    }
    yield { id: cost.id, question, check: boundsCheck(question) };
  }
  yield* componentDiscountOrders(s, item, data); // 356.4.c.1, before the discounts on the total
  yield* discountFormQuestions(s, item, data); // "cost [1] or [A] less": the form taken, before their order
  const discounts = discountsFor(s, item, data);
  if (discounts.length > 1) {
    const question: Question = {
      player,
      kind: 'order-cost-modifiers',
      prompt: 'Choose the order in which the discounts apply',
      source,
      options: discounts.map((d) => ({ id: d.id, label: d.label })),
      min: discounts.length,
      max: discounts.length,
      rule: '356.4.d.1',
    };
    yield {
      id: 'discounts',
      question,
      check: (a) => {
        const order = a.order ?? a.chosen ?? [];
        const ids = discounts.map((d) => d.id);
        return order.length === ids.length && ids.every((id) => order.includes(id))
          ? null
          : { code: 'invalid-decision', reason: `give an order of all of: ${ids.join(', ')}`, rule: '356.4.d.1' };
      },
    };
  }
  // 357.1.a: short of resources, the player may use Add Reactions as they pay; asked only when
  // the pool alone falls short and the abilities on offer could make up the difference.
  const adds = addReactionsFor(s, item);
  const cost = adds.length > 0 ? totalCostOf(s, item, data) : null;
  if (cost && affordRefusal(s, item, cost) && !affordRefusal(s, item, cost, adds)) {
    const question: Question = {
      player,
      kind: 'choose-objects',
      prompt: `Choose the Add abilities with Reaction to use while paying for ${card.name}`,
      source,
      options: adds.map((a) => ({ id: a.source, label: objectOf(s, a.source).card.name })),
      min: 0,
      max: adds.length,
      rule: '357.1.a',
    };
    yield { id: ADD_REACTIONS, question, check: boundsCheck(question) };
  }
}

/**
 * What a move with no choice of its own moves (355.4.a): for "move me", the source itself (a unit or gear); for "move it",
 * what the choice made for an instruction before it picked ("Buff a friendly unit. If you do, move it.").
 */
function movedWithoutItsOwnChoice(s: GameState, item: ChainItem, data: PlayData, slots: readonly Slot[], move: Instruction): string[] {
  const object = (move as Extract<Instruction, { kind: 'move' }>).object;
  // a battlefield's own "move me" moves nothing (447): every battlefield stays on offer
  if (object.kind === 'self') return hasType(objectOf(s, item.source).card, 'battlefield') ? [] : [item.source];
  if (object.kind !== 'pronoun') return [];
  const leaves = leafInstructions(effectOf(s, item));
  for (let j = leaves.indexOf(move) - 1; j >= 0; j--) {
    const k = slots.findIndex((slot) => slot.instruction === leaves[j]);
    if (k >= 0) return data.answers[`target:${k}`]?.chosen ?? [];
  }
  return [];
}

/** A "discard N" cost (383.3.b): which N cards of the hand pay it; unpayable with fewer in hand (358.2). */
function* discardCost(s: GameState, item: ChainItem, id: string, i: Extract<Instruction, { kind: 'discard' }>): Generator<PlayQuestion | Refusal> {
  const n = discardCount(i);
  const hand = playerState(s, item.controller).hand;
  if (hand.length < n) {
    yield { code: 'cannot-afford', reason: `the cost "discard ${n}" cannot be paid from ${hand.length} cards`, rule: '358.2' };
    return;
  }
  if (hand.length === n) return;
  const question: Question = {
    player: item.controller,
    kind: 'choose-objects',
    prompt: `Choose the ${n} cards to discard as a cost`,
    source: item.source,
    options: options(hand.map((c) => objectOf(s, c))),
    min: n,
    max: n,
    rule: '356.7',
  };
  yield { id, question, check: boundsCheck(question) };
}

/**
 * The damage available as a split is chosen (355.14.c): a number, or the Might of the object an
 * earlier choice picked ("It deals damage equal to its Might split among ...").
 */
function initialSplitAmount(s: GameState, amount: Amount, earlier: readonly Slot[], data: PlayData): number | null {
  if (amount.kind === 'number') return amount.value;
  if (amount.kind === 'might-of' && amount.object.kind === 'pronoun' && earlier.length > 0) {
    const id = data.answers[`target:${earlier.length - 1}`]?.chosen?.[0];
    const o = id ? s.objects[id] : undefined;
    return o ? mightOf(o) : null;
  }
  return null;
}
