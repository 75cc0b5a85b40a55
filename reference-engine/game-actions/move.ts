// Move (rules 420, 445–453) and Recall (rules 454–458).
import { abilitiesActive } from '../board.ts';
import type { PassiveEffect } from '../card-text/ast/passives.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { everyObject, battlefieldState, objectOf, type GameObject, type GameState, type ObjectId } from '../state.ts';
import { checkTriggers } from '../triggers/check.ts';
import type { EventReplacer } from './replaceable.ts';
import { locationName, relocate } from './zones.ts';

/**
 * A battlefield becomes Contested for a player (rules 450, 323.11.a) unless it already is or the
 * player controls it, and unless a replacement effect replaces that event (370.1.a.1).
 */
export function contest(s: GameState, battlefield: ObjectId, player: PlayerId, replaced: EventReplacer): void {
  const b = battlefieldState(s, battlefield);
  if (b.contestedBy !== null || b.controller === player) return;
  if (replaced(s, { kind: 'contest', battlefield, player })) return;
  b.contestedBy = player;
}

/** Moves a permanent between base and battlefields; the destination may become Contested (rule 450). */
export function move(s: GameState, id: ObjectId, to: ObjectId | 'base', rule: string | undefined, replaced: EventReplacer): void {
  moveTogether(s, [id], to, rule, replaced);
}

/**
 * Moves permanents to one destination as one move: each arrives (and its "When I move" abilities
 * trigger), then the destination becomes Contested once for each controller of what moved (rule 450).
 */
export function moveTogether(s: GameState, ids: readonly ObjectId[], to: ObjectId | 'base', rule: string | undefined, replaced: EventReplacer): void {
  const movers: PlayerId[] = [];
  for (const id of ids) {
    const o = objectOf(s, id);
    const from = locationName(s, id);
    relocate(s, id, to === 'base' ? { zone: 'base', player: o.controller } : { zone: 'battlefield', battlefield: to });
    emit(s, { kind: 'moved', object: id, player: o.controller, from, to, rule });
    const moves = (s.movesThisTurn ??= {});
    moves[id] = (moves[id] ?? 0) + 1;
    // "When I move ...": a move to a battlefield notes it as the event's battlefield ("... to that battlefield"), a move to
    // a base whose base it is ("... there")
    checkTriggers(s, { kind: 'moved', object: id, notes: { from, to, ...(to === 'base' ? { baseOf: o.controller } : { battlefield: to }) } });
    if (!movers.includes(o.controller)) movers.push(o.controller);
  }
  if (to !== 'base') for (const player of movers) contest(s, to, player, replaced);
  // "When an opponent moves to a battlefield": once for each player whose units moved there together
  if (to !== 'base') for (const player of movers) checkTriggers(s, { kind: 'units-moved-to', player, battlefield: to });
}

/** Relocates a permanent to its controller's base without it being a Move (rule 455). */
export function recall(s: GameState, id: ObjectId, rule?: string): void {
  const o = objectOf(s, id);
  const from = locationName(s, id);
  relocate(s, id, { zone: o.card.type === 'rune' ? 'runes' : 'base', player: o.controller });
  emit(s, { kind: 'moved', object: id, player: o.controller, from, to: 'base', detail: 'recall', rule });
}

/**
 * "I can't move": the permanent makes no move, standard or instructed; a recall is no move and still
 * happens (456.3). An attached card makes no move of its own either: it goes only with its top-most
 * card (718.5.c, 719.3.a).
 */
/**
 * "Units can move here from anywhere" (the Baron Pit battlefield token, 187.9): a standard move may come to
 * this battlefield from another one, as if the unit had [Ganking] (144.4.b).
 */
export function takesMovesFromAnywhere(s: GameState, battlefield: ObjectId): boolean {
  const b = s.objects[battlefield];
  return (
    b !== undefined &&
    abilitiesOfKind(b.card, 'passive').some(({ ability: a }) => !a.condition && a.effect.kind === 'can' && a.effect.action === 'move here from anywhere')
  );
}

export function cannotMove(o: GameObject, s?: GameState, to?: ObjectId | 'base', by?: PlayerId): boolean {
  if (o.attachedTo !== undefined) return true;
  // "They can't move it this turn": a move made by that player, standard or by their spell or ability (lasting-effects.ts)
  if (by !== undefined && o.modifiers.some((m) => m.unmovableBy === by)) return true;
  if (
    abilitiesOfKind(o.card, 'passive').some(
      ({ ability: a }) => !a.condition && a.effect.kind === 'cant' && a.effect.subject.kind === 'self' && a.effect.action === 'move',
    )
  )
    return true;
  return to === 'base' && s !== undefined && o.zone === 'battlefield' && cannotMoveToBase(s, o);
}

/**
 * "I can't move to base", "Units can't move to base" (from a permanent in play), "Units can't move from here to base"
 * (a battlefield, for the units at it): a restriction on moves home only; a recall is no move (456.3).
 */
function cannotMoveToBase(s: GameState, o: GameObject): boolean {
  for (const giver of everyObject(s)) {
    const own = giver === o;
    if (!own && !(giver.zone === 'battlefield-row' ? giver.id === o.battlefield : abilitiesActive(giver))) continue;
    for (const { ability: a } of abilitiesOfKind(giver.card, 'passive')) {
      if (a.condition || a.effect.kind !== 'cant' || !restrictsMovesHome(a.effect)) continue;
      if (a.effect.subject.kind === 'self' ? own : a.effect.action === 'move to base' || here(giver, o)) return true;
    }
  }
  return false;
}

/** "here" for a battlefield's text is that battlefield (kept to the unit's own above), for a permanent's the battlefield it is at. */
function here(giver: GameObject, o: GameObject): boolean {
  return giver.zone === 'battlefield-row' || (giver.zone === 'battlefield' && giver.battlefield === o.battlefield);
}

/** The restrictions `cannotMoveToBase` carries out: of the permanent itself, or of every unit (no other filter). */
export function restrictsMovesHome(e: Extract<PassiveEffect, { kind: 'cant' }>): boolean {
  if (e.action !== 'move to base' && e.action !== 'move from here to base') return false;
  if (e.subject.kind === 'self') return e.action === 'move to base';
  return e.subject.kind === 'select' && e.subject.nouns.join() === 'unit' && e.subject.filters.length === 0;
}
