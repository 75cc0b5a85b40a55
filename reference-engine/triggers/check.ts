// The trigger check: told what happened (a Happening), it finds every ability that triggers on it
// — on the board, in a trash where the text says so, and delayed abilities waiting for the moment —
// announces each with a "triggered" event and hands them to the Chain: in the order each player
// chooses (order.ts, rule 383.3.d) or as found. The one path by which triggered abilities go on the Chain.
//
// Placement by kind reproduces the engine's behaviour as it was when the separate trigger paths
// were merged here: only the kinds marked `ordered` ask a player to order several simultaneous triggers.
import type { Trigger } from '../card-text/ast.ts';
import { addChainItem } from '../chain-items.ts';
import { playDataOf } from '../playing-cards/play-record.ts';
import { emit } from '../events.ts';
import { everyObject, isUnit, objectOf, type GameState, type ObjectId } from '../state.ts';
import { abilitiesOf } from '../effects/compiled.ts';
import { gateHolds, interveningCondition, stateCondition } from '../effects/conditions.ts';
import { attackOnYourBattlefieldTriggers, watchesAttackOnYourBattlefield } from './attacked.ts';
import { actedOnGroupTriggers, actedOnTriggers, watchesActingOn, watchesActingOnGroup } from './acted-on.ts';
import {
  battlefieldConquerTriggers,
  battlefieldDefendTriggers,
  battlefieldMovedFromTriggers,
  battlefieldSpellTriggers,
  combatStartsHereTriggers,
  unitPlayedHereTriggers,
  watchesCombatStartingHere,
  watchesAUnitMovingFromHere,
  watchesAUnitPlayedHere,
  watchesYourSpellWhileControlled,
  watchesAnyPlayersSpell,
  watchesYouDefendHere,
  watchesYouHoldHere,
} from './battlefield.ts';
import { chosenTriggers, watchesBeingChosen } from './chosen.ts';
import { friendlyCombatantTriggers, watchesFriendlyCombatant } from './friendly-combatants.ts';
import { returnedFromHereTriggers, watchesAUnitReturnedFromHere } from './returned.ts';
import { leftBoardTriggers, watchesItsOwnLeaving } from './left-board.ts';
import { watchesSpendingABuff } from './buff-spent.ts';
import { movedFromMineTriggers, watchesFriendlyMovingFromMyLocation } from './moved-from-mine.ts';
import { choiceHereTriggers, firstUnitPlayedHereTriggers, watchesFirstChoiceHere, watchesFirstUnitPlayedHere } from './chosen-here.ts';
import { killTriggers, watchesYouKilling } from './kills.ts';
import { combatWonTriggers, watchesCombatWon } from './combat-won.ts';
import { activatedConquerTriggers, conquerTriggers, conquersAfterAttack, firstOwnConquest, watchesConquestHere, watchesYouConquer } from './conquer.ts';
import { deathDelayedTriggers, delayedTriggers, heldDelayedTriggers } from './delayed.ts';
import { eventDelayedTriggers } from './delayed-events.ts';
import { detachTriggers, watchesOwnDetach } from './detached.ts';
import { defendedAtTriggers, defendedHereTriggers, watchesYouDefendAt } from './defended.ts';
import { deathSeenTriggers, deathWatchTriggers, watchesDeaths, watchesFirstFriendlyDeath } from './died.ts';
import { mightReachedTriggers, mightyStatus, mightyTriggers, risenSince, watchesBecomingMighty, watchesMightReaching, type MightyStatus } from './mighty.ts';
import { opponentMovedTriggers, watchesOpponentMoving } from './opponent-moved.ts';
import { placeTriggers, triggerAdds } from './order.ts';
import { pointsLostTriggers, watchesLosingPoints } from './points-lost.ts';
import { hidTriggers, watchesHiding } from './hid.ts';
import { discardedSelfTriggers, discardedTriggers, watchesDiscarding, watchesItsOwnDiscard } from './discarded.ts';
import { drewTriggers, watchesNthDraw } from './drew.ts';
import { opponentScoredTriggers, watchesOpponentScoring } from './opponent-scored.ts';
import { spellKillTriggers, watchesSpellKills } from './spell-kills.ts';
import {
  nthCardPlayedTriggers,
  permanentPlayedTriggers,
  playsOfAKindTriggers,
  watchesPlaysOfAKind,
  recycledTriggers,
  responsibleWatchers,
  spellPlayedTriggers,
  watchesASpellPlayed,
  watchesItsOwnPlay,
  watchesNthCardPlayed,
  watchesRecycling,
} from './played.ts';
import {
  combatEndedTriggers,
  combatPlacingOrder,
  combatTriggers,
  firesOnOwn,
  holdTriggers,
  nthMoveTriggers,
  selfTriggers,
  watchesNthOwnMove,
  watchesOwnMoveToABattlefield,
  watchesYouHold,
} from './self.ts';
import { deathTriggers, diesInCombat, firesAtATurnMoment, isDeathknell, turnMomentTriggers, watchesItsOwnKill } from './turn.ts';
import { runeRecycledTriggers, watchesRuneRecycling } from './rune-recycled.ts';
import { abilityUsedTriggers, watchesUsingAnAbility } from './ability-used.ts';
import { activatedAbilityTriggers, costlyPermanentTriggers, watchesActivatedAbilities, watchesCostlyPermanentPlays } from './activated-abilities.ts';
import { showdownBeganTriggers, watchesShowdownHere } from './showdown-began.ts';
import { withTimesTriggered } from './times-triggered.ts';
import type { Batch, Found, Happening } from './types.ts';

/** The units among these objects. */
function unitsAmong(s: GameState, ids: readonly ObjectId[]): ObjectId[] {
  return ids.filter((id) => s.objects[id] !== undefined && isUnit(s.objects[id]));
}

/** The winner's units at the battlefield: those that won the combat (466.3.c). */
function unitsThere(s: GameState, player: string, battlefield: ObjectId): ObjectId[] {
  return everyObject(s)
    .filter((o) => o.controller === player && o.zone === 'battlefield' && o.battlefield === battlefield && isUnit(o))
    .map((o) => o.id);
}

/** The delayed abilities a moment of the turn sets off, after the printed ones (303.2.a). */
const DELAYED_AT = { 'start-of-main': 'start-of-your-main', 'end-of-turn': 'end-of-turn' } as const;

/**
 * Per kind of happening, the abilities that trigger on it, in the batches they go on the Chain by
 * (`find`), and which printed trigger conditions that finder fires (`fires`, the same test it
 * applies). A printed trigger no entry fires is one the engine never fires: `triggerFires` says so,
 * and the card is refused as unsupported rather than silently ignored. `notesBattlefield`: every
 * ability the finder puts on the Chain notes the battlefield the event happened at, for "that
 * battlefield" (359.3.f.3.b), or (a test) those of the trigger conditions it picks out.
 */
const TRIGGERS: {
  readonly [K in Happening['kind']]: {
    find: (s: GameState, h: Extract<Happening, { kind: K }>) => Batch[];
    fires: (t: Trigger) => boolean;
    notesBattlefield?: true | ((t: Trigger) => boolean);
  };
} = {
  'turn-moment': {
    find: (s, h) => {
      const delayed = h.moment === 'start-of-main' || h.moment === 'end-of-turn' ? [delayedTriggers(s, DELAYED_AT[h.moment])] : [];
      return [turnMomentTriggers(s, h.moment), ...delayed];
    },
    fires: firesAtATurnMoment,
  },
  'combat-began': {
    find: (s, h) => {
      const batch = combatTriggers(s, h.battlefield, h.joined);
      // The battlefield's "When you defend here", among the defender's own to order (the last group, 464.2.e.1); once, as the combat begins.
      const defender = s.showdown?.defender;
      // a permanent's own "When you defend here" where the combat is, and "When you defend at a battlefield", with them (383.4.f)
      if (!h.joined && defender && batch.placement === 'ordered')
        batch.groups
          .at(-1)!
          .push(
            ...battlefieldDefendTriggers(s, defender, h.battlefield),
            ...defendedHereTriggers(s, defender, h.battlefield),
            ...defendedAtTriggers(s, defender, h.battlefield),
          );
      // The battlefield's "When combat starts here", among its controller's own (464.2.e.1): the attacker's, the defender's,
      // or, when no one controls it (its abilities then the turn player's, 190.6.b), those of a turn player in neither role
      const starts = h.joined ? [] : combatStartsHereTriggers(s, h.battlefield);
      const order = combatPlacingOrder(s);
      if (batch.placement === 'ordered') for (const f of starts) batch.groups[order.indexOf(f.controller)]!.push(f);
      // "When an enemy unit attacks a battlefield you control", after the units' own
      return [batch, attackOnYourBattlefieldTriggers(s, h.battlefield, h.joined), friendlyCombatantTriggers(s, h.battlefield, h.joined)];
    },
    fires: (t) =>
      firesOnOwn(t, ['attack', 'defend']) ||
      watchesYouDefendHere(t) ||
      watchesAttackOnYourBattlefield(t) ||
      watchesYouDefendAt(t) ||
      watchesCombatStartingHere(t) ||
      watchesFriendlyCombatant(t),
    notesBattlefield: watchesYouDefendAt,
  },
  'showdown-began': { find: (s, h) => [showdownBeganTriggers(s, h.battlefield)], fires: watchesShowdownHere },
  moved: {
    find: (s, h) => [
      selfTriggers(s, h.object, 'move', h.notes),
      nthMoveTriggers(s, h.object, h.notes),
      { placement: 'each', found: battlefieldMovedFromTriggers(s, h.object, h.notes.from) },
      movedFromMineTriggers(s, h.object, h.notes.from),
    ],
    fires: (t) => firesOnOwn(t, ['move']) || watchesNthOwnMove(t) || watchesAUnitMovingFromHere(t) || watchesFriendlyMovingFromMyLocation(t),
    notesBattlefield: watchesOwnMoveToABattlefield,
  },
  'units-moved-to': { find: (s, h) => [opponentMovedTriggers(s, h.player, h.battlefield)], fires: watchesOpponentMoving },
  held: {
    find: (s, h) => [...holdTriggers(s, h.player), heldDelayedTriggers(s, h.player)],
    fires: (t) => firesOnOwn(t, ['hold']) || watchesYouHold(t) || watchesYouHold(t, 'you-or-ally') || watchesYouHoldHere(t),
  },
  recycled: { find: (s, h) => [recycledTriggers(s, h.player)], fires: watchesRecycling },
  'rune-recycled': { find: (s, h) => [runeRecycledTriggers(s, h.player)], fires: watchesRuneRecycling },
  discarded: {
    find: (s, h) => [discardedTriggers(s, h.player), discardedSelfTriggers(s, h.player, h.cards)],
    fires: (t) => watchesDiscarding(t) || watchesItsOwnDiscard(t),
  },
  'points-lost': { find: (s, h) => [pointsLostTriggers(s, h.player)], fires: watchesLosingPoints },
  hid: { find: (s, h) => [hidTriggers(s, h.player)], fires: watchesHiding },
  drew: { find: (s, h) => [drewTriggers(s, h.player)], fires: watchesNthDraw },
  scored: { find: (s, h) => [opponentScoredTriggers(s, h.player)], fires: watchesOpponentScoring },
  dying: {
    find: (s, h) => [deathTriggers(s, h.object), deathDelayedTriggers(s, h.object)],
    fires: (t) => isDeathknell(t) || diesInCombat(t) || watchesItsOwnKill(t),
  },
  'combat-won': {
    find: (s, h) => [combatWonTriggers(s, h.player, h.battlefield), eventDelayedTriggers(s, 'wins-combat', unitsThere(s, h.player, h.battlefield))],
    fires: watchesCombatWon,
  },
  'combat-ended': { find: (s, h) => [combatEndedTriggers(s, h.units)], fires: (t) => firesOnOwn(t, ['combat-ends']) },
  died: {
    find: (s, h) => [deathSeenTriggers(s, h.deaths), deathWatchTriggers(s, h.deaths), killTriggers(s, h.deaths)],
    fires: (t) => watchesFirstFriendlyDeath(t) || watchesDeaths(t) || watchesYouKilling(t),
  },
  conquered: {
    find: (s, h) => {
      if (h.activated) return [activatedConquerTriggers(s, h.battlefield)];
      const batch = conquerTriggers(s, h.player, h.battlefield, h.before);
      // 170.9: the battlefield's own "When you conquer here", among the conqueror's to order.
      if (batch.placement === 'ordered') batch.groups[0]!.push(...battlefieldConquerTriggers(s, h.player, h.battlefield));
      return [batch];
    },
    fires: (t) => watchesYouConquer(t) || watchesConquestHere(t) || conquersAfterAttack(t) || firstOwnConquest(t),
  },
  'killed-with-spell': { find: (s, h) => [spellKillTriggers(s, h.player)], fires: watchesSpellKills },
  'became-mighty': { find: (s, h) => [mightyTriggers(s, h.units)], fires: watchesBecomingMighty },
  'might-reached': { find: (s, h) => [mightReachedTriggers(s, h.rises)], fires: watchesMightReaching },
  'became-ready': { find: (s, h) => [selfTriggers(s, h.object, 'become ready')], fires: (t) => firesOnOwn(t, ['become ready']) },
  'became-empowered': { find: (s, h) => [selfTriggers(s, h.object, 'become [Empowered]')], fires: (t) => firesOnOwn(t, ['become [Empowered]']) },
  'spell-played': {
    find: (s, h) => [
      spellPlayedTriggers(s, h.item),
      playsOfAKindTriggers(s, h.item.source, h.item.controller, h.item),
      { placement: 'each', found: battlefieldSpellTriggers(s, h.item.controller, { energy: playDataOf(h.item).energyPaid ?? 0 }) },
      nthCardPlayedTriggers(s, h.item),
    ],
    fires: (t) =>
      watchesASpellPlayed(t) || watchesPlaysOfAKind(t, 'spell') || watchesAnyPlayersSpell(t) || watchesNthCardPlayed(t) || watchesYourSpellWhileControlled(t),
  },
  targeted: { find: (s, h) => [chosenTriggers(s, h.item), choiceHereTriggers(s, h.item)], fires: (t) => watchesBeingChosen(t) || watchesFirstChoiceHere(t) },
  'ability-used': {
    find: (s, h) => [abilityUsedTriggers(s, h.item), activatedAbilityTriggers(s, h.item)],
    fires: (t) => watchesUsingAnAbility(t) || watchesActivatedAbilities(t),
  },
  'acted-on': { find: (s, h) => [actedOnTriggers(s, h.verb, h.player, h.object, h.to)], fires: watchesActingOn, notesBattlefield: true },
  'acted-on-group': { find: (s, h) => [actedOnGroupTriggers(s, h.verb, h.player, h.objects)], fires: watchesActingOnGroup },
  'permanent-played': {
    find: (s, h) => [
      permanentPlayedTriggers(s, h.item),
      playsOfAKindTriggers(s, h.item.source, h.item.controller, h.item),
      nthCardPlayedTriggers(s, h.item),
      eventDelayedTriggers(s, 'plays-unit', unitsAmong(s, [h.item.source]), h.item.controller),
      { placement: 'each', found: unitPlayedHereTriggers(s, h.item.source, h.item.controller) },
      costlyPermanentTriggers(s, h.item),
      firstUnitPlayedHereTriggers(s, h.item),
    ],
    fires: (t) =>
      watchesItsOwnPlay(t) ||
      watchesPlaysOfAKind(t, 'permanent') ||
      watchesNthCardPlayed(t) ||
      watchesAUnitPlayedHere(t) ||
      watchesCostlyPermanentPlays(t) ||
      watchesFirstUnitPlayedHere(t),
  },
  'token-played': {
    find: (s, h) => [
      playsOfAKindTriggers(s, h.object, h.player),
      eventDelayedTriggers(s, 'plays-unit', unitsAmong(s, [h.object]), h.player),
      { placement: 'each', found: unitPlayedHereTriggers(s, h.object, h.player) },
    ],
    fires: (t) => watchesPlaysOfAKind(t, 'token') || watchesAUnitPlayedHere(t),
  },
  detached: { find: (s, h) => [detachTriggers(s, h.objects, h.decider)], fires: watchesOwnDetach },
  'left-board': { find: (s, h) => [leftBoardTriggers(s, h.object, h.controller)], fires: watchesItsOwnLeaving },
  'buff-spent': { find: (s, h) => [responsibleWatchers(s, h.player, watchesSpendingABuff, '702.2.b')], fires: watchesSpendingABuff },
  'returned-to-hand': { find: (s, h) => [returnedFromHereTriggers(s, h.object, h.battlefield, h.owner)], fires: watchesAUnitReturnedFromHere },
};

/** The kinds of happening the trigger check has a finder for: the keys of its table. */
export function triggerHappenings(): Happening['kind'][] {
  return Object.keys(TRIGGERS) as Happening['kind'][];
}

/** Whether a finder's abilities of this trigger condition note the battlefield: all of them (`true`), or those a test picks out. */
function noted(notes: true | ((t: Trigger) => boolean) | undefined, t: Trigger): boolean {
  return notes === true || (notes !== undefined && notes(t));
}

/** Whether every finder that fires this trigger condition notes the event's battlefield: only then can "that battlefield" be told. */
export function notesTheBattlefield(t: Trigger): boolean {
  const kinds = happeningsFiring(t);
  return kinds.length > 0 && kinds.every((k) => noted(TRIGGERS[k].notesBattlefield, t));
}

/** The kinds of happening whose finder fires this trigger condition (one event of it: see `triggerParts`). */
export function happeningsFiring(t: Trigger): Happening['kind'][] {
  return triggerHappenings().filter((k) => TRIGGERS[k].fires(t));
}

function announce(s: GameState, f: Found): void {
  emit(s, { kind: 'triggered', object: f.source, player: f.controller, detail: f.detail, ...('rule' in f ? { rule: f.rule } : {}) });
}

function add(s: GameState, f: Found): void {
  const adds = f.adds ?? (f.ability === undefined ? undefined : triggerAdds(s, f.source, f.ability));
  const flags = adds === undefined ? {} : { addsResources: adds, resolvesImmediately: adds };
  const item = addChainItem(s, {
    kind: 'triggered',
    source: f.source,
    controller: f.controller,
    targets: [],
    ...(f.ability === undefined ? {} : { ability: f.ability }),
    ...flags,
  });
  if (f.data) item.data = f.data;
}

/**
 * Rule 727.1.c.1: a gated ability works only while its gate is open; rule 383.2.a.1: the "if" right after the trigger condition must hold as the ability triggers; rule
 * 383.3.e.1: a "once each turn" ability already performed this turn does not trigger.
 */
function conditionMet(s: GameState, f: Found): boolean {
  if (f.ability === undefined) return true;
  const ability = abilitiesOf(objectOf(s, f.source).card)[f.ability];
  if (ability?.kind !== 'triggered') return true;
  // 727.1.c.1: a triggered ability behind a dependent keyword triggers only while that keyword's condition holds.
  if (ability.gate && gateHolds(s, ability.gate, f.source, f.controller) !== true) return false;
  if (oncePerTurn(ability.trigger) && (s.performedThisTurn ?? []).includes(`${f.source}#${f.ability}`)) return false;
  // a condition printed before the trigger ("If you control fewer runes than an opponent at the start of your Beginning Phase"): part of it too
  const leading = ability.condition ? stateCondition(ability.condition) : null;
  if (leading && !leading(s, f.source, f.controller)) return false;
  const condition = interveningCondition(ability.effect);
  return !condition || condition.holds(s, f.source, f.controller, f.data);
}

/** "Once each turn, when ..." (383.3.e). */
export function oncePerTurn(t: Trigger): boolean {
  return t.kind === 'when' ? t.oncePerTurn === true : t.kind === 'any-of' && t.triggers.some(oncePerTurn);
}

function place(s: GameState, unchecked: Batch): void {
  const batch: Batch =
    unchecked.placement === 'ordered'
      ? { ...unchecked, groups: unchecked.groups.map((g) => g.filter((f) => conditionMet(s, f))) }
      : { placement: unchecked.placement, found: unchecked.found.filter((f) => conditionMet(s, f)) };
  if (batch.placement === 'ordered') {
    batch.groups.flat().forEach((f) => announce(s, f));
    placeTriggers(
      s,
      batch.groups.map((group) =>
        group.map((f) => ({
          source: f.source,
          controller: f.controller,
          ability: f.ability ?? 0,
          ...(f.data ? { data: f.data } : {}),
          ...(f.decider ? { decider: f.decider } : {}),
          ...(f.additional ? { additional: f.additional } : {}),
        })),
      ),
      batch.later,
    );
    return;
  }
  if (batch.placement === 'together') {
    batch.found.forEach((f) => announce(s, f));
    batch.found.forEach((f) => add(s, f));
    return;
  }
  for (const f of batch.found) {
    announce(s, f);
    add(s, f);
  }
}

/** Finds what triggers on the happening and puts it on the Chain. */
export function checkTriggers<K extends Happening['kind']>(s: GameState, happening: Extract<Happening, { kind: K }>): void {
  const { find } = TRIGGERS[happening.kind as K];
  for (const batch of find(s, happening)) place(s, withTimesTriggered(s, happening, batch));
}

/**
 * Damage was dealt to a unit: the delayed "When any unit takes damage this turn" abilities waiting for it
 * (delayed-events.ts). No printed trigger watches damage taken, so this is no happening of the table.
 */
export function checkDamageTaken(s: GameState, unit: ObjectId): void {
  place(s, eventDelayedTriggers(s, 'takes-damage', [unit]));
}

/**
 * Rule 709: after each step of the game loop, the units that became Mighty since `before` are
 * noticed here, whatever raised their Might, and the Might that rose to a number a unit's own
 * text watches for; returns the status now.
 */
export function noticeBecomingMighty(s: GameState, before: MightyStatus): MightyStatus {
  const { now, risen, rises } = risenSince(s, before);
  if (risen.length > 0) checkTriggers(s, { kind: 'became-mighty', units: risen });
  if (rises.length > 0) checkTriggers(s, { kind: 'might-reached', rises });
  return now;
}

export { mightyStatus, type MightyStatus };
