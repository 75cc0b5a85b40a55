// Triggered abilities printed on battlefields (rule 170.9). A battlefield is a game object (170) whose
// control is its BattlefieldState's (190), not a permanent's: the finders of permanents' abilities
// pass over it (board.ts `abilitiesActive`), and these find its abilities instead, each under the
// controller rule 190.6 gives it: the battlefield's controller (190.6.a), the turn player while it
// is uncontrolled (190.6.b), or the player its text names as making the ability's choices (190.6.c).
import { anyInstruction } from '../card-text/instruction-tree.ts';
import type { Ability, EventPattern, Instruction, Trigger } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, battlefieldState, isUnit, objectOf, type GameState, type ObjectId } from '../state.ts';
import { watchesConquestHere } from './conquer.ts';
import { conquestUsingHolds } from './conquered-with.ts';
import { watchesASpellPlayedBy } from './played.ts';
import type { Found } from './types.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** A "When ..." with no "while" or period, with an event that passes the test ("once each turn" is checked as it triggers, check.ts). */
export function whenEvent(t: Trigger, event: (e: EventPattern) => boolean): boolean {
  return t.kind === 'when' && !t.while && !t.period && t.events.some(event);
}

/** A plain "When ..." (no "while", period or "once each turn") with an event that passes the test. */
export function plainlyWhen(t: Trigger, event: (e: EventPattern) => boolean): boolean {
  return whenEvent(t, event) && !(t.kind === 'when' && t.oncePerTurn);
}

/** The turns `player` has begun, the current one included: the seats take turns in the order of the players, the first seat first. */
export function turnsBegun(s: GameState, player: PlayerId): number {
  const seat = s.players.findIndex((p) => p.id === player);
  return Math.max(0, Math.floor((s.turn - 1 - seat) / s.players.length) + 1);
}

/**
 * Forgotten Monument's "Players can't score here until their third turn" (170.8): no scoring there at
 * all, so no point, no conquer and no hold triggers (the Spiritforged FAQ), though control still changes.
 */
export function scoringForbiddenHere(s: GameState, player: PlayerId, battlefield: ObjectId): boolean {
  const forbids = abilitiesOfKind(battlefieldState(s, battlefield).card, 'passive').some(
    ({ ability }) => ability.effect.kind === 'cant' && ability.effect.action === 'score here until their third turn',
  );
  return forbids && turnsBegun(s, player) < 3;
}

/** Rule 190.6.a–b: who controls a battlefield's abilities when its text names no one. */
export function battlefieldAbilityController(s: GameState, battlefield: ObjectId): PlayerId {
  return battlefieldState(s, battlefield).controller ?? s.turnPlayer;
}

/** Whether the instructions have "they" (the player the trigger condition names) act or choose: 190.6.c. */
function theyAct(list: readonly Instruction[]): boolean {
  return anyInstruction(list, (i) => i.actor?.kind === 'player' && i.actor.who === 'they');
}

/**
 * A battlefield's abilities that trigger at a moment of the turn, those `player` controls (190.6.a–b).
 * `fires` tells whether a trigger fires at the moment, `mine` saying whether it is its controller's
 * turn: never while the battlefield is uncontrolled, as its "you" and "your" are then no one's (190.6.d).
 */
export function battlefieldMomentTriggers(s: GameState, player: PlayerId, fires: (t: Trigger, mine: boolean) => boolean): Found[] {
  const out: Found[] = [];
  for (const b of s.battlefields) {
    if (battlefieldAbilityController(s, b.id) !== player) continue;
    const mine = b.controller === s.turnPlayer;
    for (const { index, ability } of triggeredOf(s, b.id))
      if (fires(ability.trigger, mine)) out.push(found(b.id, player, index, b.controller === null ? '190.6.b' : '190.6.a'));
  }
  return out;
}

/** "When you hold here" or "When you score here" (a battlefield's own: 170.9). */
export function watchesYouHoldHere(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesYouHoldHere);
  return (
    t.kind === 'when' &&
    t.events.some(
      (e) =>
        (e.verb === 'hold' || e.verb === 'score') &&
        e.subject?.kind === 'player' &&
        e.subject.who === 'you' &&
        !e.object &&
        e.where?.prep === 'bare' &&
        e.where.at.kind === 'here',
    )
  );
}

/** "When you defend here": the battlefield's, as its player's units become its defenders (464.2). */
export function watchesYouDefendHere(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesYouDefendHere);
  return (
    t.kind === 'when' &&
    !t.while &&
    !t.period &&
    t.events.some(
      (e) =>
        e.verb === 'defend' && e.subject?.kind === 'player' && e.subject.who === 'you' && !e.object && e.where?.prep === 'bare' && e.where.at.kind === 'here',
    )
  );
}

/** "When a unit moves from here": any unit leaving the battlefield by a move (a battlefield's own, 170.9). */
export function watchesAUnitMovingFromHere(t: Trigger): boolean {
  return plainlyWhen(
    t,
    (e) =>
      e.verb === 'move' &&
      e.subject.kind === 'select' &&
      e.subject.determiner === 'a' &&
      e.subject.nouns.join() === 'unit' &&
      e.subject.filters.length === 0 &&
      !e.object &&
      !e.to &&
      e.where?.prep === 'from' &&
      e.where.at.kind === 'here',
  );
}

/** The battlefield's "When a unit moves from here" as a unit moves from it, under its controller (190.6.a–b); "it" is that unit. */
export function battlefieldMovedFromTriggers(s: GameState, unit: ObjectId, from: string | undefined): Found[] {
  const b = s.battlefields.find((x) => x.id === from);
  if (!b || !isUnit(objectOf(s, unit))) return [];
  const controller = battlefieldAbilityController(s, b.id);
  return triggeredOf(s, b.id)
    .filter(({ ability }) => watchesAUnitMovingFromHere(ability.trigger))
    .map(({ index }) => found(b.id, controller, index, b.controller === null ? '190.6.b' : '190.6.a', { subject: [unit] }));
}

/** "While you control this battlefield, when you play a spell": a battlefield's, for the spells of the player controlling it. */
export function watchesYourSpellWhileControlled(t: Trigger): boolean {
  const w = t.kind === 'when' ? t.while : undefined;
  const controlsThis =
    w?.kind === 'player-has' &&
    !w.negated &&
    w.player.kind === 'player' &&
    w.player.who === 'you' &&
    w.verb === 'control' &&
    w.object.kind === 'self' &&
    w.object.word === 'this battlefield';
  return controlsThis && t.kind === 'when' && !t.period && !t.oncePerTurn && watchesASpellPlayedBy({ ...t, while: undefined }, 'you');
}

/** "When a player plays a spell": any player's spell, of no kind in particular. */
export function watchesAnyPlayersSpell(t: Trigger): boolean {
  return watchesASpellPlayedBy(t, 'a-player');
}

function found(battlefield: ObjectId, controller: PlayerId, index: number, rule: string, data?: Record<string, unknown>): Found {
  return { source: battlefield, controller, ability: index, detail: `ability ${index + 1}`, rule, ...(data ? { data } : {}) };
}

function triggeredOf(s: GameState, battlefield: ObjectId): readonly { index: number; ability: Triggered }[] {
  return abilitiesOfKind(battlefieldState(s, battlefield).card, 'triggered');
}

/** The battlefield's "When you hold here" as `player` holds it: theirs, as its controller (190.6.a). */
export function battlefieldHoldTriggers(s: GameState, player: PlayerId, battlefield: ObjectId): Found[] {
  return triggeredOf(s, battlefield)
    .filter(({ ability }) => watchesYouHoldHere(ability.trigger))
    .map(({ index }) => found(battlefield, player, index, '190.6.a', { notes: { battlefield } }));
}

/**
 * The battlefields' own "When you hold" (no "here") as `player` holds `held`: of each battlefield `player` controls,
 * and "When you or an ally hold" of those an ally controls (190.6.a). An uncontrolled battlefield's "you" is no
 * one (190.6.d), so its "When you hold" never triggers.
 */
export function battlefieldYouHoldTriggers(s: GameState, player: PlayerId, held: ObjectId, watches: (t: Trigger, ally: boolean) => boolean): Found[] {
  const out: Found[] = [];
  for (const b of s.battlefields) {
    if (b.controller === null || (b.controller !== player && !areAllies(s, b.controller, player))) continue;
    for (const { index, ability } of triggeredOf(s, b.id))
      if (watches(ability.trigger, b.controller !== player)) out.push(found(b.id, b.controller, index, '190.6.a', { notes: { battlefield: held } }));
  }
  return out;
}

/** The battlefield's "When you conquer here" as `player` conquers it, now its controller (190.6.a). */
export function battlefieldConquerTriggers(s: GameState, player: PlayerId, battlefield: ObjectId): Found[] {
  return triggeredOf(s, battlefield)
    .filter(({ ability }) => watchesConquestHere(ability.trigger, false) && conquestUsingHolds(s, ability.trigger, player, battlefield, battlefield))
    .map(({ index }) => found(battlefield, player, index, '190.6.a'));
}

/** The battlefield's "When you defend here" as a combat begins there: the defending player's (190.6.a). */
export function battlefieldDefendTriggers(s: GameState, defender: PlayerId, battlefield: ObjectId): Found[] {
  return triggeredOf(s, battlefield)
    .filter(({ ability }) => watchesYouDefendHere(ability.trigger))
    .map(({ index }) => found(battlefield, defender, index, '190.6.a'));
}

/**
 * Every battlefield's "When a player plays a spell" as `player`'s spell is played, and "While you control this
 * battlefield, when you play a spell" of those the player controls (190.6.a), noting what the play paid.
 */
export function battlefieldSpellTriggers(s: GameState, player: PlayerId, playedSpell?: { energy: number }): Found[] {
  const out: Found[] = [];
  for (const b of s.battlefields)
    for (const { index, ability } of triggeredOf(s, b.id)) {
      if (b.controller === player && watchesYourSpellWhileControlled(ability.trigger))
        out.push(found(b.id, player, index, '190.6.a', playedSpell ? { playedSpell } : undefined));
      // its own "When you play a spell", "When an opponent plays a spell": "you" is its controller (190.6.a), no one while uncontrolled (190.6.d)
      const t = ability.trigger;
      const whose = b.controller === player ? 'you' : b.controller !== null && !areAllies(s, b.controller, player) ? 'an-opponent' : null;
      if (whose && t.kind === 'when' && !t.while && !t.period && watchesASpellPlayedBy(t, whose))
        out.push(found(b.id, b.controller!, index, '190.6.a', playedSpell ? { playedSpell } : undefined));
      if (!watchesAnyPlayersSpell(ability.trigger)) continue;
      // 190.6.c: "they may ..." has the player who played the spell choose, so they control it.
      const chooser = theyAct(ability.effect);
      out.push(found(b.id, chooser ? player : battlefieldAbilityController(s, b.id), index, chooser ? '190.6.c' : '190.6.a'));
    }
  return out;
}

/** "When a player plays a unit here": any player's unit, token or not, played to this battlefield (a battlefield's own, 170.9). */
export function watchesAUnitPlayedHere(t: Trigger): boolean {
  return plainlyWhen(
    t,
    (e) =>
      e.verb === 'play' &&
      e.subject.kind === 'player' &&
      e.subject.who === 'a-player' &&
      !e.where &&
      !e.to &&
      !e.with &&
      e.object?.kind === 'select' &&
      e.object.determiner === 'a' &&
      !e.object.plural &&
      e.object.nouns.join() === 'unit' &&
      e.object.filters.length === 1 &&
      e.object.filters[0]!.kind === 'location' &&
      e.object.filters[0]!.at.kind === 'here',
  );
}

/**
 * The battlefield's "When a player plays a unit here" as `player` plays `unit` to it; "it" is that unit. Under the
 * player who played it when "they" choose (190.6.c), else the battlefield's controller (190.6.a–b).
 */
export function unitPlayedHereTriggers(s: GameState, unit: ObjectId, player: PlayerId): Found[] {
  const o = s.objects[unit];
  if (!o || !isUnit(o) || o.zone !== 'battlefield' || o.battlefield === undefined) return [];
  const b = battlefieldState(s, o.battlefield);
  return triggeredOf(s, b.id)
    .filter(({ ability }) => watchesAUnitPlayedHere(ability.trigger))
    .map(({ index, ability }) => {
      const chooser = theyAct(ability.effect);
      const controller = chooser ? player : battlefieldAbilityController(s, b.id);
      return found(b.id, controller, index, chooser ? '190.6.c' : b.controller === null ? '190.6.b' : '190.6.a', { subject: [unit] });
    });
}

/** "When combat starts here": a combat at this battlefield begins (a battlefield's own, 170.9). */
export function watchesCombatStartingHere(t: Trigger): boolean {
  return plainlyWhen(t, (e) => e.verb === 'combat-starts' && e.subject.kind === 'location' && e.subject.where.kind === 'here' && !e.object && !e.where);
}

/** The battlefield's "When combat starts here" as a combat begins there, under its controller (190.6.a–b). */
export function combatStartsHereTriggers(s: GameState, battlefield: ObjectId): Found[] {
  const controller = battlefieldAbilityController(s, battlefield);
  const rule = battlefieldState(s, battlefield).controller === null ? '190.6.b' : '190.6.a';
  return triggeredOf(s, battlefield)
    .filter(({ ability }) => watchesCombatStartingHere(ability.trigger))
    .map(({ index }) => found(battlefield, controller, index, rule));
}
