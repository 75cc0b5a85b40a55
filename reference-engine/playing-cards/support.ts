// What of a compiled card text the engine carries out, derived from its handler tables: the
// instruction table (effects/instructions/index.ts), the conditions "if" evaluates (flow.ts), the
// trigger check's finders (triggers/check.ts), and the tables below of keywords, passive abilities
// and standing replacements, each keyed by what it carries out and pointing at the code that does.
// `unsupportedParts` names every other part, in the card's own words, so a card whose text the
// engine would silently ignore is refused as unsupported instead (the project's standard).
// Long file: one table per kind of part (keywords, gates, passives, replacements), each entry pointing at its code, and the walk naming the rest.
import { paidToEnterReady, readsCostCondition } from './paid-to-enter-ready.ts';
import type { Ability, Filter, Instruction, PassiveEffect, Predicate, Trigger } from '../card-text/ast.ts';
import { conditionText } from '../card-text/decompile/conditions.ts';
import { passiveText } from '../card-text/decompile/passives.ts';
import { filterText, keywordText, ref } from '../card-text/decompile/refs.ts';
import { replacementText, triggerText } from '../card-text/decompile/triggers.ts';
import { hasBackline, hasTank, movesBetweenBattlefields } from '../board.ts';
import { abilitiesOf, empowerCostChoice, flowKeywords, ignoresKeyword, ownAbilityCostChange, readableCostText } from '../effects/compiled.ts';
import { anyInstruction, anyNode, triggerAlternatives } from '../card-text/instruction-tree.ts';
import { exemptsYouThisWay } from '../effects/instructions/instead.ts';
import { cannotBeKilled, killObject, replacementCarriedOut, replaceEvent } from '../effects/replacement.ts';
import { entersExhausted, entersReady, entersReadyByGate } from '../effects/resolve.ts';
import { entersReadyAlso, entersReadyByText, readsEntersReady } from '../effects/enters-ready.ts';
import { addedAlso, addsAdditional } from '../effects/adds-additional.ts';
import { cannotBeChosenBy, untargetableForm } from '../effects/untargetable.ts';
import { readsLimit } from '../effects/limited-units.ts';
import { channelLimit, readsChannelLimit } from '../effects/channel-limit.ts';
import { cannotBeCountered, refusesCounters } from '../effects/instructions/playing.ts';
import { givesToUnitNamed, mightToUnitsNamed } from '../effects/unit-named-in-condition.ts';
import { equipmentGivesKeywords, givesEquipmentQuickDraw, quickDrawGiven, withEquipmentKeywords } from '../effects/equipment-keywords.ts';
import { closedGate, gateOpen, readsSpentOnThePlay, stateCondition } from '../effects/conditions.ts';
import { abilitiesUsableNow, readsAbilitiesOnlyWhile } from '../effects/use-only-while.ts';
import {
  applyPassiveMight,
  givesMightBonus,
  replacesBonusBefore,
  grantsAbility,
  grantsKeywordsToUnits,
  increasesOwnMight,
  mightyBonus,
  raisesMightHere,
  setsOwnMight,
} from '../effects/passive-might.ts';
import { giverOf } from '../effects/granted-abilities.ts';
import { applyAttachedCards, copiesTopMostTraits } from '../effects/attached-text.ts';
import {
  applyGrantedKeywords,
  assignedLast,
  grantsOwnAccelerate,
  grantsOwnCombatKeyword,
  grantsOwnTiming,
  hasAccelerateNow,
  timingGrantedNow,
} from '../effects/granted-keywords.ts';
import { anyDamageKills, lethallyDamaged, redefinesLethal } from '../effects/lethal-damage.ts';
import { moveAppliedCost } from '../game-actions/applied-costs.ts';
import { facedownCapacity } from '../game-actions/facedown-capacity.ts';
import { anyNumberAllowed, deckRefusal } from '../deck-legality.ts';
import { recallsAllOnTie } from '../effects/tie-recall.ts';
import { uninterpretedKinds } from '../effects/instructions/index.ts';
import { bonusDamageOf, bonusDamageTo, bonusToUnitsHere, bonusToYourSpellsAndAbilities } from '../effects/instructions/damage.ts';
import { applyVictoryScore, cannotGainPoints } from '../game-actions/points.ts';
import { scoringForbiddenHere, watchesYourSpellWhileControlled } from '../triggers/battlefield.ts';
import { theirHoldWithNoChosenPlayer } from '../triggers/delayed.ts';
import { nameForbidden } from './legality.ts';
import { cannotMove, restrictsMovesHome, takesMovesFromAnywhere } from '../game-actions/move.ts';
import { cannotBeReadied } from '../game-actions/exhaust.ts';
import { cannotTakeDamage, dealsNoCombatDamage, readsOwnLimit } from '../game-actions/damage.ts';
import { skipsPhase } from '../game-actions/skip.ts';
import { buffsWithoutLimit } from '../game-actions/buff.ts';
import { empoweredWithoutLimit, empowerLimitOf, mayBeEmpoweredAgain } from '../game-actions/empower.ts';
import { hideRefusal } from '../game-actions/hide.ts';
import { timingRefusal } from '../timing.ts';
import { deathTriggers, diesInCombat, isDeathknell, turnMomentTriggers, watchesItsOwnKill } from '../triggers/turn.ts';
import { readsPastOfDeath, readsPlayedFromHand } from '../effects/past-conditions.ts';
import { watchesDeaths } from '../triggers/died.ts';
import { combatKeywordBonus } from '../state.ts';
import { keywordsInText } from '../cards.ts';
import { happeningsFiring, notesTheBattlefield } from '../triggers/check.ts';
import { readsAdditionalTimes, readsSuppressed, withTimesTriggered } from '../triggers/times-triggered.ts';
import { givesVisionOnPlay, permanentPlayedTriggers, watchesAnyPlayOfAKind, watchesASpellPlayed, watchesItsOwnPlay } from '../triggers/played.ts';
import { huntTriggers } from '../triggers/hunt.ts';
import { activatedAbilityWatched } from '../triggers/activated-abilities.ts';
import { readsConquestUsing } from '../triggers/conquered-with.ts';
import { actsAsRevealed } from '../effects/seen-on-top.ts';
import { looksByNoChosenPlayer, unmovableByNoChosenPlayer } from '../effects/lasting-effects.ts';
import { conquerTriggers } from '../triggers/conquer.ts';
import { holdTriggers } from '../triggers/self.ts';
import { weaponmaster } from '../effects/weaponmaster.ts';
import { carriedOutDifferences, choosesABattlefield, movesByNoChosenPlayer, movesToThatBattlefield } from '../effects/slots.ts';
import { ambushToEnemyBattlefields, widenedAmbushBattlefields } from './ambush.ts';
import { ambushBattlefields, ambushReaction, letsFriendlyUnitsToOpen, optionalCosts, toOpen, validLocations } from './choices.ts';
import { printedEffectOf, readsPaidCostEffect } from './item-text.ts';
import { zoneLeavingTheChain } from './play-record.ts';
import { discountsOptionalCosts, discountsRepeatCosts, optionalCostDiscounts } from './component-discounts.ts';
import { atABattlefieldCondition, costPlan, countsForCost, deflectCosts, discountsFor, increasesFor, readsCarrierCondition } from './play-data.ts';
import { readsCostSubject } from './cost-subjects.ts';
import { preventsEnemySpellDamage, shieldedFromSpellDamage } from '../effects/spell-damage-shield.ts';
import { accelerateGivenToPlay, grantsAccelerateToUnitsPlayedElsewhere } from './granted-accelerate.ts';
import { givesRepeatToYourSpells, repeatsGivenTo } from './granted-repeat.ts';
import { namesAsPlayed } from './named-as-played.ts';
import { discountsPerPointScored, pointsScoredDiscounts } from './points-scored-discount.ts';
import { discountsFirstEachTurn, firstEachTurnDiscounts, noteAbilityPlayed } from './first-each-turn.ts';
import {
  formDiscountsFor,
  deflectIgnoredHere,
  discountsEmpowerHere,
  discountsSpellsChoosingHere,
  discountsSpellsChoosingMe,
  ignoresDeflectChoosingHere,
} from './choice-discounts.ts';
import { controlledBattlefieldHolding, readsOwnCostCondition } from './own-cost-conditions.ts';
import { cardsYouPlayedThisTurn } from './cards-played-count.ts';
import { paidCostChange } from './paid-cost-effects.ts';
import {
  battlefieldsClosedToUnits,
  earlyTurnRefusal,
  forbidsEarlyPlay,
  forbidsUnitsHere,
  letsItselfToOccupiedEnemy,
  letsItselfToYourAttack,
  loneEnemyPermission,
  onlyPlaces,
  playsOnlyWhereConquered,
} from './play-locations.ts';
import { activatedLegion } from './item-text.ts';
import { appendsDomain, domainsOf, evaluatesFilter, STATE_OF } from './selection.ts';

/** The code that carries a part out, and the rule it follows: a key without working code cannot be written. */
interface Honoured {
  readonly by: readonly ((...args: never[]) => unknown)[];
  readonly rule: string;
}

/** The keyword abilities the engine carries out, and where. */
export const KEYWORDS: { readonly [name: string]: Honoured } = {
  Accelerate: { by: [optionalCosts], rule: '805' },
  Action: { by: [timingRefusal], rule: '806' },
  Reaction: { by: [timingRefusal], rule: '813' },
  Hidden: { by: [hideRefusal], rule: '421' },
  Ganking: { by: [movesBetweenBattlefields], rule: '144.4.b' },
  Deflect: { by: [deflectCosts], rule: '356.2.a.2' },
  Deathknell: { by: [deathTriggers], rule: '808' },
  Assault: { by: [combatKeywordBonus], rule: '807' },
  Shield: { by: [combatKeywordBonus], rule: '814' },
  Tank: { by: [hasTank], rule: '815' },
  Temporary: { by: [turnMomentTriggers], rule: '816' },
  Backline: { by: [hasBackline], rule: '826' },
  Ambush: { by: [ambushReaction, ambushBattlefields], rule: '822' },
  Vision: { by: [permanentPlayedTriggers], rule: '817' },
  Repeat: { by: [optionalCosts, printedEffectOf], rule: '820' },
  Equip: { by: [abilitiesOf], rule: '818' },
  // read as its activated ability (827.1.c.1); text altering its cost (827.1.c.3) is named below
  Empower: { by: [abilitiesOf], rule: '827' },
  Weaponmaster: { by: [permanentPlayedTriggers, weaponmaster], rule: '821' },
  'Quick-Draw': { by: [timingRefusal, permanentPlayedTriggers], rule: '819' },
  Flow: { by: [flowKeywords, costPlan, zoneLeavingTheChain], rule: '829' },
  Hunt: { by: [huntTriggers, conquerTriggers, holdTriggers], rule: '823' },
  // No effect during a game (825.4): a characteristic others may check (825.5); its deck constraint is checked with the deck list.
  Unique: { by: [keywordsInText], rule: '825.4' },
};

/** The keywords gating an ability ("[Legion] —") the engine evaluates, and on which kinds of ability. */
export const GATES: {
  readonly [name: string]: Honoured & {
    readonly kinds: readonly Ability['kind'][];
    /** For a gated passive ability: the kinds of passive effect whose code evaluates the gate. */
    readonly passives?: readonly PassiveEffect['kind'][];
    /** For a gated passive ability of another kind: the forms of it whose code evaluates the gate. */
    readonly passiveForms?: (a: Extract<Ability, { kind: 'passive' }>) => boolean;
  };
} = {
  Legion: {
    by: [gateOpen, closedGate, printedEffectOf, discountsFor],
    rule: '812',
    kinds: ['triggered', 'activated', 'spell', 'passive'],
    passives: ['cost-change'],
  },
  Level: {
    by: [gateOpen, applyPassiveMight, applyGrantedKeywords, entersReadyByGate, printedEffectOf, closedGate, discountsFor, cannotBeChosenBy],
    rule: '824',
    kinds: ['triggered', 'passive', 'spell', 'activated'],
    passives: ['might-bonus', 'has-keyword', 'enters', 'cost-change'],
    passiveForms: untargetableForm, // "[Level 16][>] I can't be chosen by enemy spells and abilities" (cannotBeChosenBy)
  },
  Empowered: {
    by: [gateOpen, applyPassiveMight, applyGrantedKeywords, closedGate, discountsFor],
    rule: '828',
    kinds: ['triggered', 'passive', 'activated'],
    passives: ['might-bonus', 'has-keyword', 'cost-change'],
  },
};

type PassiveOf<K extends PassiveEffect['kind']> = Extract<PassiveEffect, { kind: K }>;
type PassiveAbility = Extract<Ability, { kind: 'passive' }>;

/** The passive abilities the engine applies, by kind, with the forms of each it does not. */
export const PASSIVES: { readonly [K in PassiveEffect['kind']]?: Honoured & { carriesOut(e: PassiveOf<K>, a: PassiveAbility): boolean } } = {
  'cost-change': {
    by: [discountsFor, increasesFor, optionalCostDiscounts, formDiscountsFor],
    rule: '356.3',
    carriesOut: (e, a) =>
      discountsOptionalCosts(a) ||
      discountsRepeatCosts(a) ||
      discountsSpellsChoosingMe(a) ||
      (readsCostSubject(e.subject) &&
        (!e.toPlayFrom || e.toPlayFrom === 'anywhere other than your hand') &&
        !e.orDelta &&
        (!e.forEach || countsForCost(e.forEach)) &&
        (!e.instead || e.subject.kind === 'self') &&
        (e.sign === -1 || e.delta.every((sym) => sym.kind === 'energy' || (sym.kind === 'power' && sym.domain === 'rainbow'))) &&
        (e.subject.kind === 'self' ? readsOwnCostCondition(a.condition) : readsCarrierCondition(a.condition))),
  },
  'first-each-turn-cost-change': { by: [firstEachTurnDiscounts, noteAbilityPlayed], rule: '356.4', carriesOut: (_e, a) => discountsFirstEachTurn(a) },
  'cost-change-per-point-scored': { by: [pointsScoredDiscounts], rule: '356.4', carriesOut: (_e, a) => discountsPerPointScored(a) },
  'prevents-damage-from': { by: [shieldedFromSpellDamage], rule: '437', carriesOut: (_e, a) => preventsEnemySpellDamage(a) },
  'players-ignore-keyword': { by: [deflectIgnoredHere], rule: '356.2.a.2', carriesOut: (_e, a) => ignoresDeflectChoosingHere(a) },
  'keyword-cost-change': { by: [formDiscountsFor], rule: '827.1.c.3', carriesOut: (_e, a) => discountsEmpowerHere(a) },
  'spell-cost-by-choices': { by: [formDiscountsFor], rule: '356.4', carriesOut: (_e, a) => discountsSpellsChoosingHere(a) },
  'tag-energy-costs-reduced': { by: [discountsFor], rule: '356.4', carriesOut: (_e, a) => !a.condition && !a.gate },
  'energy-cost-reduced': {
    by: [discountsFor],
    rule: '356.4',
    carriesOut: (e, a) =>
      (Array.isArray(e.by) || e.by.kind === 'number' || e.by.kind === 'highest-might') && readsCostSubject(e.subject) && readsCarrierCondition(a.condition),
  },
  'keyword-permission': {
    by: [widenedAmbushBattlefields, validLocations, ambushReaction],
    rule: '822.1.d',
    carriesOut: (e) => ambushToEnemyBattlefields(e),
  },
  'play-permission': {
    by: [validLocations],
    rule: '355.2.b',
    carriesOut: (e, a) =>
      letsFriendlyUnitsToOpen(e, a) ||
      letsItselfToOccupiedEnemy(e, a) ||
      letsItselfToYourAttack(e, a) ||
      loneEnemyPermission(e, a) !== null ||
      (e.subject.kind === 'self' && !e.condition && !a.condition && toOpen(e.to)),
  },
  'play-only-to': { by: [validLocations, onlyPlaces], rule: '355.2', carriesOut: playsOnlyWhereConquered },
  cant: {
    by: [
      killObject,
      cannotBeKilled,
      cannotGainPoints,
      cannotMove,
      cannotBeReadied,
      cannotBeChosenBy,
      cannotTakeDamage,
      dealsNoCombatDamage,
      scoringForbiddenHere,
      nameForbidden,
      cannotBeCountered,
      battlefieldsClosedToUnits,
      earlyTurnRefusal,
    ],
    rule: '358.3.a',
    carriesOut: (e, a) =>
      untargetableForm(a) ||
      refusesCounters(a) ||
      (e.action === 'deal combat damage' && readsLimit(a)) ||
      forbidsUnitsHere(e, a) ||
      forbidsEarlyPlay(e, a) ||
      (!a.condition && restrictsMovesHome(e as Extract<PassiveEffect, { kind: 'cant' }>)) ||
      (!a.condition &&
        e.subject.kind === 'self' &&
        (e.action === 'be killed' || e.action === 'move' || e.action === 'deal combat damage' || e.action === 'be readied')) ||
      (!a.gate && readsOwnLimit(e, a.condition)) ||
      (!a.condition && e.action === 'score here until their third turn' && e.subject.kind === 'select' && e.subject.nouns.includes('player')) ||
      (e.action === 'play spells with that name' &&
        e.subject.kind === 'select' &&
        e.subject.nouns.includes('opponent') &&
        (!a.condition || atABattlefieldCondition(a.condition))) ||
      (e.action === 'gain points' &&
        e.subject.kind === 'select' &&
        e.subject.nouns.includes('opponent') &&
        (!a.condition || atABattlefieldCondition(a.condition))),
  },
  // "Units can move here from anywhere" (the Baron Pit, 187.9 with 144.4.b); "I can be empowered any number of times", "up to three times" (441.1.c.1)
  can: {
    by: [takesMovesFromAnywhere, empoweredWithoutLimit, mayBeEmpoweredAgain],
    rule: '144.4.b',
    carriesOut: (e, a) =>
      (!a.condition && (e.action === 'move here from anywhere' || (e.subject.kind === 'self' && e.action === 'be empowered any number of times'))) ||
      empowerLimitOf(e, a) !== null,
  },
  'might-bonus': {
    by: [applyPassiveMight, mightToUnitsNamed],
    rule: '364',
    carriesOut: (e, a) => givesMightBonus(e, a) || mightyBonus(e, a) || givesToUnitNamed(a) || replacesBonusBefore(e, a),
  },
  'might-increased-to': { by: [applyPassiveMight], rule: '479', carriesOut: raisesMightHere },
  'might-increased': { by: [applyPassiveMight], rule: '364', carriesOut: increasesOwnMight },
  'might-is': { by: [applyPassiveMight], rule: '480.2', carriesOut: setsOwnMight },
  'copies-traits-while-attached': { by: [applyAttachedCards, copiesTopMostTraits], rule: '477.1.b.2', carriesOut: (_e, a) => !a.condition && !a.gate },
  'has-ability': { by: [applyPassiveMight, giverOf], rule: '411.6.a', carriesOut: (e, a) => grantsAbility(e, a) && partsOf(e.ability).length === 0 },
  'has-keyword': {
    by: [applyGrantedKeywords, timingGrantedNow, hasAccelerateNow, permanentPlayedTriggers, quickDrawGiven, accelerateGivenToPlay, repeatsGivenTo],
    rule: '477.2',
    carriesOut: (e, a) =>
      grantsOwnCombatKeyword(e, a) ||
      grantsKeywordsToUnits(e, a) ||
      grantsOwnTiming(e, a) ||
      grantsOwnAccelerate(e, a) ||
      grantsAccelerateToUnitsPlayedElsewhere(a) ||
      givesRepeatToYourSpells(a) ||
      givesVisionOnPlay(a) ||
      givesEquipmentQuickDraw(a),
  },
  enters: {
    by: [entersReady, entersExhausted, entersReadyByText],
    rule: '369.3',
    carriesOut: (e, a) => (!a.condition && e.subject.kind === 'self' && (e.state === 'ready' || e.state === 'exhausted')) || readsEntersReady(e, a),
  },
  'bonus-damage': {
    by: [bonusDamageTo, bonusDamageOf],
    rule: '712',
    carriesOut: (_e, a) => bonusToUnitsHere(a) !== null || bonusToYourSpellsAndAbilities(a) !== null,
  },
  'facedown-capacity': { by: [facedownCapacity], rule: '107.3.b.1', carriesOut: (_e, a) => !a.condition },
  'deck-any-domain': { by: [deckRefusal], rule: '103.1.b.5', carriesOut: () => true },
  'deck-any-number': { by: [deckRefusal, anyNumberAllowed], rule: '103.2.b', carriesOut: (_e, a) => !a.condition && !a.gate },
  'is-domain': { by: [domainsOf], rule: '185.3.b.1', carriesOut: appendsDomain },
  'any-damage-lethal': { by: [lethallyDamaged, anyDamageKills], rule: '142.4.b', carriesOut: redefinesLethal },
  // the cost asked is Power of any domain for each :rb_rune_rainbow: (applied-costs.ts); Energy or one domain's Power is not asked
  'applied-move-cost': {
    by: [moveAppliedCost],
    rule: '204.4',
    carriesOut: (e, a) => !a.condition && e.cost.every((sym) => sym.kind === 'power' && sym.domain === 'rainbow'),
  },
  'tie-recalls-all': { by: [recallsAllOnTie], rule: '466.1.a.2', carriesOut: (_e, a) => !a.condition },
  'skip-phase': { by: [skipsPhase], rule: '443', carriesOut: (_e, a) => !a.condition },
  'victory-score-change': { by: [applyVictoryScore], rule: '194.3.a', carriesOut: (_e, a) => !a.condition },
  'adds-additional': { by: [addedAlso], rule: '429', carriesOut: addsAdditional },
  'buff-limit': { by: [buffsWithoutLimit], rule: '426.1.b.2', carriesOut: (e, a) => !a.condition && e.subject.kind === 'self' && !e.max },
  'combat-damage-order': { by: [applyGrantedKeywords, hasBackline], rule: '826.3', carriesOut: assignedLast },
  'extra-trigger': { by: [withTimesTriggered], rule: '383.3', carriesOut: (_e, a) => readsAdditionalTimes(a) },
  'suppress-trigger': { by: [withTimesTriggered], rule: '816', carriesOut: (_e, a) => readsSuppressed(a) },
  'abilities-only-while': { by: [abilitiesUsableNow], rule: '377.2.b', carriesOut: (e, a) => !a.condition && !a.gate && readsAbilitiesOnlyWhile(e) },
  'gives-keyword': { by: [withEquipmentKeywords], rule: '477.2', carriesOut: (_e, a) => equipmentGivesKeywords(a) },
  only: { by: [channelLimit], rule: '315.3.b', carriesOut: (_e, a) => readsChannelLimit(a) },
  'ignore-keyword': {
    by: [deflectCosts, ignoresKeyword],
    rule: '766',
    carriesOut: (e, a) =>
      !a.condition &&
      ((e.keyword.name === 'Deflect' && e.during === "paying this spell's cost") || (e.keyword.name === 'Tank' && e.during === 'assigning combat damage here')),
  },
};

/** The standing replacement effects the engine applies: as `replacementCarriedOut` says. */
export const REPLACEMENTS: Honoured & { carriesOut(a: Extract<Ability, { kind: 'replacement' }>): boolean } = {
  by: [killObject, replaceEvent],
  rule: '368',
  // "during combat" limits when it applies, which no code reads; a death's own condition is read by standing-death.ts
  carriesOut: replacementCarriedOut,
};

/** One trigger event at a time: "When I attack or defend" is two triggers, each of which must fire. */
function triggerParts(t: Trigger): Trigger[] {
  return triggerAlternatives(t).flatMap((part): Trigger[] => (part.kind === 'when' ? part.events.map((e) => ({ ...part, events: [e] })) : [part]));
}

/**
 * A trigger the check never fires, or fires ignoring part of it ("once each turn", "while ...", "this turn").
 * The finders look at the whole trigger, so a part counts as fired only when what fires it fires the whole
 * as well: "When you play me or when I hold" needs the play finder to see the play in the pair, not alone.
 */
function unfiredTriggers(t: Trigger): string[] {
  const whole = happeningsFiring(t);
  return (
    triggerParts(t)
      // "with one or more [Mighty] units": no finder looks at what the event was done with, nor at a turn it names ("on your turn")
      .filter(
        (part) =>
          !happeningsFiring(part).some((k) => whole.includes(k)) ||
          (part.kind === 'when' &&
            ((part.while && !watchesDeaths(part) && !watchesYourSpellWhileControlled(part) && !watchesAnyPlayOfAKind(part)) ||
              part.period ||
              part.events.some((e) => (e.using && !readsConquestUsing(e)) || (e.during && !watchesItsOwnPlay(part))))),
      )
      .map((part) => `the trigger "${triggerText(part)}"`)
  );
}

function passiveParts(a: PassiveAbility): string[] {
  // a second change after "and" is applied by no table but "and enter ready" (resolve.ts), a limit on the unit itself
  // (game-actions/damage.ts) and "friendly spells cost 1 less, and enemy spells cost 1 more", both read by the cost plan
  // (play-data.ts costChangesOf): else the whole sentence is named
  const costPair = a.also?.effect.kind === 'cost-change' && !a.also.condition && PASSIVES['cost-change']!.carriesOut(a.also.effect, a);
  const ownLimit = a.also !== undefined && readsOwnLimit(a.also.effect, a.also.condition);
  if (a.also && !((entersReadyAlso(a) || costPair || ownLimit) && PASSIVES[a.effect.kind]?.carriesOut(a.effect as never, a)))
    return [
      `the passive ability "${(a.condition ? `${conditionText(a.condition)}, ` : '') + passiveText(a.effect)} and ${passiveText(a.also.effect)}${a.also.condition ? ` ${conditionText(a.also.condition)}` : ''}"`,
    ];
  const entry = PASSIVES[a.effect.kind] as { carriesOut(e: PassiveEffect, a: PassiveAbility): boolean } | undefined;
  return entry?.carriesOut(a.effect, a) ? [] : [`the passive ability "${(a.condition ? `${conditionText(a.condition)}, ` : '') + passiveText(a.effect)}"`];
}

/** An [Empower] or [Equip] keyword whose text beside it only alters its cost in a way the cost plan reads (play-data.ts ownCostDiscounts). */
function ownCostText(a: Extract<Ability, { kind: 'keyword' }>): boolean {
  return (a.keyword.name === 'Empower' || a.keyword.name === 'Equip') && !a.keyword.costOptions && (a.effect?.length ?? 0) > 0 && readableCostText(a.effect!);
}

/** The instructions of an ability, costs included, that the instruction table must carry out. */
function instructionsOf(a: Ability): Instruction[] {
  switch (a.kind) {
    case 'spell':
    case 'triggered':
      return a.effect;
    case 'activated':
      return [...a.costs.flatMap((c) => (c.kind === 'action' ? [c.instruction] : [])), ...a.effect];
    case 'keyword':
      return ownCostText(a) ? [] : (a.effect ?? []); // 827.1.c.3, 818.1.c.4: read by the cost plan
    case 'additional-cost':
      // "If you do, ignore this spell's cost": read by the cost plan (paid-cost-effects.ts)
      return [...a.cost.flatMap((c) => (c.kind === 'action' ? [c.instruction] : [])), ...(paidCostChange(a) || paidToEnterReady(a) ? [] : (a.effect ?? []))];
    // carried out by each instruction that looks at or reveals the top of a deck (effects/seen-on-top.ts)
    case 'seen-on-top':
      return a.effect;
    // what a standing replacement does instead, and after (replacement.ts)
    case 'replacement':
      return [...a.replacement.instead, ...(a.replacement.then ?? [])];
    default:
      return [];
  }
}

/**
 * The state restrictions of the instructions' selections of objects that no object can be in (a
 * battlefield's or a cost's state, STATE_OF): "a unit in an open ..." would pick nothing, silently.
 */
function unreadStates(instructions: readonly Instruction[]): string[] {
  const out: string[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!x || typeof x !== 'object') return;
    const ref = x as { kind?: unknown; nouns?: unknown; filters?: unknown };
    if (ref.kind === 'select' && Array.isArray(ref.nouns) && Array.isArray(ref.filters) && !ref.nouns.some((n) => n === 'battlefield' || n === 'location'))
      for (const f of ref.filters as Filter[]) if (f.kind === 'state' && STATE_OF[f.state] !== 'object') out.push(`the restriction "${f.form ?? f.state}"`);
    Object.values(x).forEach(walk);
  };
  walk(instructions);
  return out;
}

/** The restrictions anywhere in the ability that no code evaluates ("a different battlefield"). */
function unevaluatedFilters(a: Ability): string[] {
  const out: string[] = [];
  // "for each card you've played this turn" of a cost change: counted from the turn's record (cards-played-count.ts)
  const counted =
    a.kind === 'passive' && a.effect.kind === 'cost-change' && a.effect.forEach && cardsYouPlayedThisTurn(a.effect.forEach) ? a.effect.forEach : null;
  // "if you control a battlefield with exactly two units there" of a card's own cost change (own-cost-conditions.ts)
  const holding =
    a.kind === 'passive' && a.effect.kind === 'cost-change' && a.effect.subject.kind === 'self' ? controlledBattlefieldHolding(a.condition) : null;
  const differences = carriedOutDifferences(a); // "to a different battlefield" (355.4.a), "... and a unit at a different location" (slots.ts)
  // "an activated ability of a gear", "... activated ability with Energy cost 7 or more" of a trigger: read by triggers/activated-abilities.ts
  const activated = a.kind === 'triggered' ? activatedAbilityWatched(a.trigger) : null;
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!x || typeof x !== 'object' || x === counted || x === holding || x === activated || differences.has(x)) return;
    const f = x as { kind?: unknown };
    if (typeof f.kind === 'string' && !evaluatesFilter(f as Filter)) out.push(`the restriction "${filterText(f as Filter)}"`);
    Object.values(x).forEach(walk);
  };
  walk(a);
  return out;
}

/** The parts of one ability the engine would not carry out, in words a player reads on the card. */
function partsOf(a: Ability): string[] {
  const out: string[] = [];
  // A gate ("[Legion] —", "[Level 6][>]") is evaluated only where GATES says; an ability's own condition by no table.
  // A chained gate ("[Empowered][>][>>][Deathknell][>]") must hold as its keyword's ability triggers, off the board too: no table reads it yet.
  // [Deathknell] is the exception: its ability triggers while the dying unit is still on the board (323.4), and its gate is read then (triggers/check.ts).
  // An activated ability's chained gate ("[Level 6][>] [>>][Reaction][>] :rb_exhaust:: ...") is read as it is activated, on the board, as any gate (process-of-play.ts).
  if (a.gate?.chained && a.kind !== 'activated' && !(a.kind === 'triggered' && isDeathknell(a.trigger)))
    out.push(`the condition "${keywordText(a.gate.keyword)}[>][>>]"`);
  // several dependent keywords ("[Level 11][>>][Legion][>]"): each one's condition must be read (727.1.b.3)
  else
    for (const k of a.gate ? [a.gate.keyword, ...(a.gate.also ?? [])] : []) {
      const gate = GATES[k.name];
      if (!(gate && gate.kinds.includes(a.kind) && (a.kind !== 'passive' || gate.passives?.includes(a.effect.kind) || gate.passiveForms?.(a))))
        out.push(`the condition "${keywordText(k)}"`);
    }
  // "Choose a battlefield ... move ... to that battlefield": the one chosen (movement.ts); with none chosen, never a guess
  if ((a.kind === 'spell' || a.kind === 'activated') && movesToThatBattlefield(a.effect) && !choosesABattlefield(a.effect))
    out.push('the instruction "move ... to that battlefield" (no battlefield is chosen before it)');
  // "When it takes damage this turn, kill it. If you do, draw 1.": whether "you do" is the kill, once the delayed ability
  // resolves, or its creation now, the engine does not guess
  if (ifYouDoAfterADelayedAbility(a)) out.push('the condition "If you do" right after a delayed ability');
  // "Each player must kill one of their units. If it's your turn, you don't kill a unit this way.": read only so, alone
  if (unreadNotThisWay(a)) out.push('the instruction "you don\'t ... this way" (read only as all that follows "if" after an "each player" instruction)');
  // "They move a unit they control": the player chosen before it moves (movement.ts); with none chosen, no one
  if ((a.kind === 'spell' || a.kind === 'activated' || a.kind === 'triggered') && movesByNoChosenPlayer(a.effect))
    out.push('the instruction a move made by the chosen player');
  // "When they hold, ...": the player chosen before it (Ashe, Focused); with none chosen, it would wait for no one
  if ((a.kind === 'spell' || a.kind === 'activated' || a.kind === 'triggered') && theirHoldWithNoChosenPlayer(a.effect))
    out.push('the delayed trigger "When they hold" (no player is "they")');
  // "They can't move it this turn": "they" the player chosen before it, else the one who played the card a play trigger saw (lasting-effects.ts)
  if (
    (a.kind === 'spell' || a.kind === 'activated' || a.kind === 'triggered') &&
    unmovableByNoChosenPlayer(a.effect) &&
    !(a.kind === 'triggered' && watchesAnyPlayOfAKind(a.trigger))
  )
    out.push('the instruction "they can\'t move it this turn" (no player is "they")');
  // "You can look at their facedown cards this turn": the same "they", read the same way (lasting-effects.ts letLookAtFacedown)
  if (
    (a.kind === 'spell' || a.kind === 'activated' || a.kind === 'triggered') &&
    looksByNoChosenPlayer(a.effect) &&
    !(a.kind === 'triggered' && watchesAnyPlayOfAKind(a.trigger))
  )
    out.push('the instruction "you can look at their facedown cards this turn" (no player is "their")');
  switch (a.kind) {
    case 'unparsed':
      out.push(`the text "${a.text}"`);
      break;
    case 'keyword':
      // costs to pick from ("— :rb_energy_1: or :rb_rune_body:") are paid by no table yet; text after a keyword on its
      // line ("[Action]. Draw 1.") is executed by no code: only the cost text of an [Empower] or [Equip] is read (ownCostText)
      if (!KEYWORDS[a.keyword.name] || (a.effect?.length && !ownCostText(a)) || (a.keyword.costOptions && !empowerCostChoice(a)))
        out.push(`the keyword ${keywordText(a.keyword)}`);
      break;
    case 'triggered':
      // "As I'm revealed from your deck": carried out by the instructions that reveal it (effects/seen-on-top.ts);
      // "As you play this, name a tag": a choice of the play itself (named-as-played.ts), no trigger
      if (namesAsPlayed(a)) break;
      if (!actsAsRevealed(a)) out.push(...unfiredTriggers(a.trigger));
      // "move me to that battlefield": the event's battlefield, which only some finders note; never a guess
      if (movesToThatBattlefield(a.effect) && !notesTheBattlefield(a.trigger))
        out.push('the instruction "move ... to that battlefield" (its trigger notes no battlefield)');
      break;
    case 'passive':
      out.push(...passiveParts(a));
      break;
    case 'additional-cost':
      // a cost offered to every player for other cards: the play of those cards reads no such cost
      if (a.forCards) out.push(`the passive ability "Any player may ... as an additional cost to play ${ref(a.forCards)}"`);
      break;
    case 'replacement':
      if (!REPLACEMENTS.carriesOut(a)) out.push(`the replacement "${replacementText(a.replacement, false)}"`);
      break;
    default:
      break;
  }
  // a triggered ability's own condition is part of its trigger condition, tested as it would trigger (triggers/check.ts);
  // an additional cost's "If you've played a spell this turn", as the cost is offered (paid-to-enter-ready.ts)
  const readCondition =
    (a.kind === 'triggered' && a.condition !== undefined && stateCondition(a.condition) !== null) || (a.kind === 'additional-cost' && readsCostCondition(a));
  if ((a.kind === 'triggered' || a.kind === 'activated' || a.kind === 'additional-cost') && a.condition && !activatedLegion(a) && !readCondition)
    out.push(`the condition "${conditionText(a.condition)}"`);
  out.push(...unreadStates(instructionsOf(a)), ...unevaluatedFilters(a));
  // "If you spent :rb_energy_4: or more" reads what a play paid: the spell's own, or the spell whose play set off
  // "When you play a spell" (flow.ts spentOnThePlay); any other ability's item has no play it was spent on
  if (!(a.kind === 'spell' || (a.kind === 'triggered' && watchesASpellPlayed(a.trigger))) && readsSpentOnAPlay(instructionsOf(a)))
    out.push('the condition "if you spent ..." (no play it was spent on)');
  // "If I was at a battlefield", "If I was [Mighty]", "If I died alone" read what a death trigger noted as its unit died (past-conditions.ts); any other item noted nothing
  if (!(a.kind === 'triggered' && (isDeathknell(a.trigger) || watchesItsOwnKill(a.trigger) || diesInCombat(a.trigger))) && readsAsItDied(instructionsOf(a)))
    out.push('the condition "if I was ..." (no death noted how it was)');
  // "If you played this from your hand" reads the play record of the card resolving, or the one its own play trigger
  // keeps (flow.ts playedFromHand); any other ability's item has no play it was played by
  if (!(a.kind === 'spell' || (a.kind === 'triggered' && watchesItsOwnPlay(a.trigger))) && readsPlayedFromHandIn(instructionsOf(a)))
    out.push('the condition "if you played this from your hand" (no play of this card to read)');
  // 403.3: "This ability costs ... less" is applied (play-data.ts) as a sentence of its own in an activated ability, not under a condition
  const ownCost = a.kind === 'activated' ? a.effect : [];
  if (anyInstruction(instructionsOf(a), (i) => ownAbilityCostChange(i) !== null && !ownCost.includes(i)))
    out.push('the instruction "This ability costs ..." under a condition');
  out.push(...uninterpretedKinds([{ kind: 'spell', effect: instructionsOf(a) }]).map((kind) => (kind.startsWith('the ') ? kind : `the instruction ${kind}`)));
  return out;
}

/** Whether a condition within these instructions is "If you spent ..." about the play that set it off (conditions.ts readsSpentOnThePlay). */
function readsSpentOnAPlay(x: unknown): boolean {
  return anyNode(x, (n) => (n as { kind?: unknown }).kind === 'spent' && readsSpentOnThePlay(n as Parameters<typeof readsSpentOnThePlay>[0]));
}

/** Whether a condition within these instructions is "If you played this from your hand" (past-conditions.ts readsPlayedFromHand). */
function readsPlayedFromHandIn(x: unknown): boolean {
  return anyNode(x, (n) => (n as Predicate).kind === 'event-happened' && readsPlayedFromHand(n as Predicate));
}

/** Whether, in any instruction list of the compiled text, a delayed ability is followed at once by "If you do". */
function ifYouDoAfterADelayedAbility(x: unknown): boolean {
  return anyNode(x, (n) => Array.isArray(n) && n.some((i: Instruction, k) => endsInDelayed(i) && asksWhetherDone(n[k + 1] as Instruction | undefined)));
}

/** Whether the last instruction this one may carry out is a delayed ability: "If you control a gear, at the end of this turn, draw 1" too. */
function endsInDelayed(i: Instruction | undefined): boolean {
  if (i?.kind === 'delayed') return true;
  if (i?.kind === 'conditional') return endsInDelayed(i.then.at(-1)) || endsInDelayed(i.otherwise?.at(-1));
  if (i?.kind === 'optional') return endsInDelayed(i.body);
  if (i?.kind === 'cost-to') return endsInDelayed(i.effect.at(-1));
  if (i?.kind === 'repeat-for-each') return endsInDelayed(i.body.at(-1));
  return false;
}

function asksWhetherDone(i: Instruction | undefined): boolean {
  return i?.kind === 'conditional' && i.condition.kind === 'if' && i.condition.predicate.kind === 'did-previous';
}

/** Whether a "you don't ... this way" is anywhere but where instead.ts reads it (exemptsYouThisWay): more of them than are read so. */
function unreadNotThisWay(a: Ability): boolean {
  let all = 0;
  let read = 0;
  anyNode(a, (n) => {
    if ((n as { kind?: unknown }).kind === 'not-this-way') all++;
    if (Array.isArray(n)) n.forEach((i, k) => k > 0 && exemptsYouThisWay(n[k - 1] as Instruction, i as Instruction) && read++);
    return false; // every node visited
  });
  return all > read;
}

/** Whether a condition within these instructions reads how the source was as it died ("If I was at a battlefield", "If I died alone"). */
function readsAsItDied(x: unknown): boolean {
  return anyNode(x, (n) => {
    const p = n as Predicate;
    return (p.kind === 'object-is' || p.kind === 'event-happened') && readsPastOfDeath(p);
  });
}

/**
 * "Replace this with ...": the engine replaces battlefields only (438, game-actions/replace.ts), so on a
 * card of another type "this" names nothing it can replace. Read with the card's type, which the text
 * alone does not give (see process-of-play.ts textProblem).
 */
export function replacesItself(abilities: readonly Ability[]): boolean {
  return abilities.some((a) => anyInstruction(instructionsOf(a), (i) => i.kind === 'replace' && i.object.kind === 'self'));
}

/**
 * Every part of a compiled card text the engine would not carry out, named for a user ("the trigger
 * "When I conquer"", "the keyword [Ambush]"); empty when it carries out all of it. Derived from the
 * handler tables alone: a part is supported exactly when a table has a key, and so code, for it.
 */
export function unsupportedParts(abilities: readonly Ability[]): string[] {
  return [...new Set([...abilities.flatMap(partsOf), ...unreadPaidCostText(abilities), ...keywordsAfterAnother(abilities)])];
}

/**
 * A keyword printed after another on the same line ("[Tank] [Assault 2]"): the card's keywords and their values are
 * read from the first bracket of each line (cards.ts, state.ts printedKeywordValue), as every printed card has them,
 * one to a line; a second one there would be compiled and never had.
 */
function keywordsAfterAnother(abilities: readonly Ability[]): string[] {
  const lines = new Set<number>();
  return abilities.flatMap((a) => {
    if (a.kind !== 'keyword' || a.line === undefined) return [];
    if (!lines.has(a.line)) {
      lines.add(a.line);
      return [];
    }
    return [`the keyword ${keywordText(a.keyword)} (after another keyword on its line)`];
  });
}

/**
 * Text after an additional cost that no reader carries out: the cost plan reads its own cost changes and
 * "If you do, I enter ready"; the play reads "If you do, ..." after a card's one optional cost (item-text.ts
 * paidCostEffect). Anything else there ("... as an additional cost to play this. Draw 2.") was paid for and ignored.
 */
function unreadPaidCostText(abilities: readonly Ability[]): string[] {
  const costs = abilities.filter((a): a is Extract<Ability, { kind: 'additional-cost' }> => a.kind === 'additional-cost');
  return costs.flatMap((a) => {
    if (!a.effect?.length || a.forCards || paidCostChange(a) || paidToEnterReady(a)) return [];
    if (costs.length === 1 && readsPaidCostEffect(a)) return [];
    return [`the instruction after an additional cost ("If you do, ..." is read after a card's one optional additional cost)`];
  });
}
