// "When you conquer" abilities (rule 469.1 meets 383): as a player conquers, the abilities of their
// cards that watch for it trigger, each in the zone its text works from; "When I conquer" and "When
// you conquer here" only on their permanents at the battlefield conquered. A triggered ability works
// on the board (384.2) unless its text describes another context (385.2): "return this from your
// trash to your hand" only makes sense, and so only triggers, while its card is in its owner's
// trash. Such a card triggers nowhere else, and a board card never from the trash.
import { anyInstruction } from '../card-text/instruction-tree.ts';
import type { Ability, Instruction, Trigger } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { abilitiesActive } from '../board.ts';
import type { PlayerId } from '../interface.ts';
import { everyObject, isUnit, playerState, type GameObject, type GameState, type ObjectId } from '../state.ts';
import { unitsAt } from '../state.ts';
import type { Batch, Found } from './types.ts';
import { huntTriggers } from './hunt.ts';
import { conquestUsingHolds } from './conquered-with.ts';

export type AbilityContext = 'board' | 'trash';

/** Whether the instructions take their own card out of its owner's trash ("return this from your trash ..."). */
function takesItselfFromTrash(list: readonly Instruction[]): boolean {
  return anyInstruction(list, (i) => (i.kind === 'return-to-hand' || i.kind === 'play') && i.object.kind === 'self' && i.from === 'your trash');
}

/** The zone a triggered ability works from, as its own text describes it (385.2); the board by default (384). */
export function contextOf(ability: Extract<Ability, { kind: 'triggered' }>): AbilityContext {
  return takesItselfFromTrash(ability.effect) ? 'trash' : 'board';
}

export function watchesYouConquer(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesYouConquer);
  return t.kind === 'when' && t.events.some((e) => e.verb === 'conquer' && e.subject.kind === 'player' && e.subject.who === 'you' && !e.object && !e.where);
}

type ConquerEvent = Extract<Trigger, { kind: 'when' }>['events'][number];

/** "When I conquer a battlefield that was uncontrolled": control just before the conquest decides it. */
function conquersUncontrolled(e: ConquerEvent): boolean {
  const o = e.object;
  return (
    e.subject.kind === 'self' &&
    !e.where &&
    o?.kind === 'select' &&
    o.nouns.length === 1 &&
    o.nouns[0] === 'battlefield' &&
    o.filters.length === 1 &&
    o.filters[0].kind === 'state' &&
    o.filters[0].state === 'uncontrolled'
  );
}

/** "When I conquer" (a permanent at the battlefield conquered), "When you conquer here". */
export function watchesConquestHere(t: Trigger, uncontrolledBefore = true): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => watchesConquestHere(x, uncontrolledBefore));
  return (
    t.kind === 'when' &&
    t.events.some(
      (e) =>
        // a battlefield's "When you score here", a unit's "When I score": a conquer as well as a hold (469, 471.2)
        (e.verb === 'conquer' || e.verb === 'score') &&
        (e.object ? uncontrolledBefore && conquersUncontrolled(e) : true) &&
        ((e.subject.kind === 'self' && !e.where) ||
          (e.subject.kind === 'player' && e.subject.who === 'you' && e.where?.prep === 'bare' && e.where.at.kind === 'here')),
    )
  );
}

/** "The first time I conquer each turn" (Lucian, Merciless): a unit's own conquest, the first of the turn. */
export function firstOwnConquest(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(firstOwnConquest);
  if (t.kind !== 'first-time' || (t.ordinal ?? 1) !== 1 || t.period !== 'each turn') return false;
  const e = t.event;
  return e.verb === 'conquer' && e.subject.kind === 'self' && !e.object && !e.where && !e.to && !e.using && !e.period;
}

/** "When I conquer after an attack" (Tryndamere, Barbarian): a permanent's own conquest that closes a combat its player attacked in. */
export function conquersAfterAttack(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(conquersAfterAttack);
  return (
    t.kind === 'when' &&
    !t.oncePerTurn &&
    t.events.some(
      (e) =>
        e.verb === 'conquer' &&
        e.subject.kind === 'self' &&
        !e.object &&
        e.where?.prep === 'bare' &&
        e.where.at.kind === 'timing' &&
        e.where.at.form === 'after an attack',
    )
  );
}

/** The player's cards whose abilities may watch from where they are: permanents they control, cards in their trash. */
export function watchers(s: GameState, player: PlayerId): { o: GameObject; zone: AbilityContext }[] {
  const board = everyObject(s).filter((o) => o.controller === player && abilitiesActive(o));
  const trash = playerState(s, player).trash.map((id) => s.objects[id]);
  return [...board.map((o) => ({ o, zone: 'board' as const })), ...trash.map((o) => ({ o, zone: 'trash' as const }))];
}

/**
 * Reckoner's Arena: the conquer abilities of the units at `battlefield` see a conquer of it as if one
 * happened, checking their other conditions: the battlefield is held, so was not uncontrolled (the
 * Unleashed FAQ). Nothing else sees it: no conquer happened.
 */
export function activatedConquerTriggers(s: GameState, battlefield: ObjectId): Batch {
  const group: Found[] = [];
  for (const o of everyObject(s)) {
    // "units here": a unit token and a gear that is also a unit are units (178.3); a gear is not
    if (!abilitiesActive(o) || o.zone !== 'battlefield' || o.battlefield !== battlefield || !isUnit(o)) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      const fires = (watchesYouConquer(ability.trigger) && contextOf(ability) === 'board') || watchesConquestHere(ability.trigger, false);
      if (fires && conquestUsingHolds(s, ability.trigger, o.controller, battlefield, o.id))
        group.push({ source: o.id, controller: o.controller, ability: index, detail: `ability ${index + 1}`, rule: '383.4.g.1' });
    }
  }
  return { placement: 'ordered', groups: [group] };
}

/**
 * As `player` conquers `battlefield`, their "When you conquer" abilities trigger, each only from its
 * own context, and those of their permanents there that watch the conquest of where they are.
 */
export function conquerTriggers(s: GameState, player: PlayerId, battlefield: ObjectId, before: PlayerId | null): Batch {
  const group: Found[] = [];
  // the conquest closes a combat the player attacked in (the showdown is still under way as control is established, 466.5)
  const attacked = s.showdown?.combat === true && s.showdown.attacker === player;
  // each of the player's units there conquers with them: counted for "the first time I conquer each turn"
  const conquests = (s.conquestsThisTurn ??= {});
  for (const u of unitsAt(s, battlefield, player)) conquests[u.id] = (conquests[u.id] ?? 0) + 1;
  for (const { o, zone } of watchers(s, player)) {
    const there = zone === 'board' && o.zone === 'battlefield' && o.battlefield === battlefield;
    if (there) group.push(...huntTriggers(o)); // 823.1.b: Hunt is a Conquer effect of the units there
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      const fires =
        (watchesYouConquer(ability.trigger) && contextOf(ability) === zone) ||
        (there && watchesConquestHere(ability.trigger, before === null)) ||
        (there && attacked && conquersAfterAttack(ability.trigger)) ||
        (there && conquests[o.id] === 1 && firstOwnConquest(ability.trigger));
      if (!fires || !conquestUsingHolds(s, ability.trigger, player, battlefield, o.id)) continue;
      const rule = zone === 'trash' ? '385.2' : undefined;
      // noting the battlefield conquered, for "that battlefield" (359.3.f.3.b)
      group.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}`, rule, data: { notes: { battlefield } } });
    }
  }
  return { placement: 'ordered', groups: [group] };
}
