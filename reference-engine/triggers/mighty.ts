// Rule 709: a unit becomes Mighty the moment its Might rises from under 5 to 5 or more. On the board
// a unit is judged by its current Might, elsewhere by its printed Might (rules 710, 711), so a unit
// entering play already Mighty does not become Mighty. Whatever changed the Might (card text, a
// buff, an effect "this turn" or "this combat" ending, a unit leaving or entering the board), the
// game loop compares every unit's status before and after each step (game.ts), so no path is left
// out. Abilities that trigger on it ("When a unit you control becomes [Mighty]") go on the Chain as
// pending items noting that unit (359.3.f.3): "it" in their effect is the unit that became Mighty.
import type { EventPattern, Trigger } from '../card-text/ast.ts';
import { triggerAlternatives } from '../card-text/instruction-tree.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { abilitiesActive } from '../board.ts';
import { qualifies } from '../playing-cards/selection.ts';
import { everyObject, isUnit, mightOf, nextPlayer, objectOf, type GameObject, type GameState, type ObjectId } from '../state.ts';
import type { Batch, Found } from './types.ts';

const MIGHTY_AT = 5;

/** The Might of each unit on the board (Mighty at 5 or more, rule 708), as of some moment. */
export type MightyStatus = ReadonlyMap<ObjectId, number>;

/** A unit's Might rising from `from` to `to` between two moments: "When my Might becomes 10 or more". */
export interface MightRise {
  unit: ObjectId;
  from: number;
  to: number;
}

/** The Might of each unit at a base or a battlefield; anywhere else a unit has its printed Might, which never changes (711). */
export function mightyStatus(s: GameState): MightyStatus {
  // Runs after every step of the game loop, so it walks the board's lists without building others.
  const status = new Map<ObjectId, number>();
  for (const p of s.players) for (const id of p.base) noteMight(s, status, id);
  for (const b of s.battlefields) for (const id of b.units) noteMight(s, status, id);
  return status;
}

function noteMight(s: GameState, status: Map<ObjectId, number>, id: ObjectId): void {
  const o = objectOf(s, id);
  if (isUnit(o)) status.set(id, mightOf(o) ?? 0);
}

/**
 * The units that became Mighty since `before`, every rise of a unit's Might, and the status now. A
 * unit that was not on the board then was judged by its printed Might (711); a unit that did not
 * exist then had no Might to rise from.
 */
export function risenSince(s: GameState, before: MightyStatus): { now: MightyStatus; risen: ObjectId[]; rises: MightRise[] } {
  const now = mightyStatus(s);
  const risen: ObjectId[] = [];
  const rises: MightRise[] = [];
  for (const [id, might] of now) {
    const o = s.objects[id];
    const was = before.get(id) ?? o.card.might ?? 0;
    if (might >= MIGHTY_AT && was < MIGHTY_AT) risen.push(o.id);
    if (might > was) rises.push({ unit: o.id, from: was, to: might });
  }
  return { now, risen, rises };
}

function becomesMighty(e: EventPattern): boolean {
  return e.verb === 'become' && e.object?.kind === 'pronoun' && e.object.word === '[Mighty]';
}

/** Whether the trigger watches a unit (itself, or one it selects) becoming Mighty. */
export function watchesBecomingMighty(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesBecomingMighty);
  return t.kind === 'when' && t.events.some((e) => becomesMighty(e) && (e.subject.kind === 'self' || e.subject.kind === 'select'));
}

function matches(s: GameState, t: Trigger, carrier: GameObject, unit: GameObject): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => matches(s, x, carrier, unit));
  if (t.kind !== 'when') return false;
  return t.events.some((e) => {
    if (!becomesMighty(e)) return false;
    if (e.subject.kind === 'self') return unit.id === carrier.id;
    return e.subject.kind === 'select' && qualifies(s, unit, e.subject, { controller: carrier.controller, source: carrier.id });
  });
}

/** "When my Might becomes 10 or more": the threshold its own Might reaches. */
function reachedThreshold(t: Trigger): number | null {
  if (t.kind !== 'when' || t.oncePerTurn || t.while || t.period) return null;
  const e = t.events.find((x) => x.verb === 'might-reaches' && x.subject.kind === 'self' && x.reaches !== undefined);
  return e?.reaches ?? null;
}

/** Whether the trigger watches its own unit's Might reaching a number ("When my Might becomes 10 or more"). */
export function watchesMightReaching(t: Trigger): boolean {
  return t.kind === 'any-of' ? t.triggers.some(watchesMightReaching) : reachedThreshold(t) !== null;
}

/** The units whose Might rose from under their own threshold to it or more trigger, in turn order of their controllers (383.3.d). */
export function mightReachedTriggers(s: GameState, rises: readonly MightRise[]): Batch {
  const groups: Found[][] = [];
  let player = s.turnPlayer;
  for (let k = 0; k < s.players.length; k++, player = nextPlayer(s, player)) {
    const group: Found[] = [];
    for (const { unit, from, to } of rises) {
      const o = objectOf(s, unit);
      if (o.controller !== player || !abilitiesActive(o)) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        if (triggerAlternatives(ability.trigger).some((t) => (reachedThreshold(t) ?? Infinity) > from && (reachedThreshold(t) ?? Infinity) <= to))
          group.push({ source: unit, controller: player, ability: index, detail: `ability ${index + 1}` });
      }
    }
    groups.push(group);
  }
  return { placement: 'ordered', groups };
}

/** Each player's abilities that trigger, the turn player's first (rule 383.3.d, trigger-order.ts). */
export function mightyTriggers(s: GameState, units: readonly ObjectId[]): Batch {
  const risen = units.map((id) => objectOf(s, id));
  const groups: Found[][] = [];
  let player = s.turnPlayer;
  for (let k = 0; k < s.players.length; k++, player = nextPlayer(s, player)) {
    const group: Found[] = [];
    for (const carrier of everyObject(s)) {
      if (carrier.controller !== player || !abilitiesActive(carrier)) continue;
      for (const { index, ability } of abilitiesOfKind(carrier.card, 'triggered')) {
        for (const unit of risen) {
          if (!matches(s, ability.trigger, carrier, unit)) continue;
          group.push({ source: carrier.id, controller: player, ability: index, data: { subject: [unit.id] }, detail: `ability ${index + 1}`, rule: '709' });
        }
      }
    }
    groups.push(group);
  }
  return { placement: 'ordered', groups };
}
