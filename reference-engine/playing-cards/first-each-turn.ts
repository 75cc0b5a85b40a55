// A battlefield's "While you control this battlefield, the first friendly non-token gear played each
// turn costs :rb_energy_1: less" and "... the first friendly gear activated ability played each turn
// costs :rb_energy_1: less" (356.4): a discount on a play of its controller's side only while no such
// play came before it this turn, whether or not the battlefield was theirs then. Cards played count from
// the turn's record of finalized plays (419.4.b); activated abilities from the record kept here of the
// abilities played this turn, on the Chain or as Add Reactions while paying (429.3.a).
import type { Ability, Condition, Filter, ObjectRef } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, objectOf, type ChainItem, type GameObject, type GameState, type ObjectId } from '../state.ts';
import { meetsFilters, nounMatches } from './selection.ts';
import type { Discount } from './total-cost.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** "While you control this battlefield": the condition of a battlefield's passive read by its controller. */
export function whileYouControlThisBattlefield(c: Condition | undefined): boolean {
  return c?.kind === 'if' && c.predicate.kind === 'player-has' && !c.predicate.negated && c.predicate.verb === 'control' && c.predicate.object.kind === 'self';
}

/** The restrictions of the plays counted besides "friendly" (the battlefield controller's side): read as each object's own. */
function ownFilters(of: ObjectRef): Filter[] {
  return of.kind === 'select' ? of.filters.filter((f) => f.kind !== 'controller') : [];
}

/** The form the engine applies: on a battlefield, while controlled, of friendly gear (non-token or not), Energy taken off. */
export function discountsFirstEachTurn(a: Passive): boolean {
  const e = a.effect;
  if (a.gate || a.also || e.kind !== 'first-each-turn-cost-change' || e.sign !== -1 || !whileYouControlThisBattlefield(a.condition)) return false;
  const of = e.of;
  return (
    of.kind === 'select' &&
    of.determiner === 'bare' &&
    !of.count &&
    (of.nouns as string[]).join() === 'gear' &&
    of.filters.some((f) => f.kind === 'controller' && f.who === 'friendly') &&
    of.filters.every((f) => (f.kind === 'controller' && f.who === 'friendly') || (f.kind === 'state' && f.state === 'non-token')) &&
    e.delta.every((sym) => sym.kind === 'energy')
  );
}

/** Notes an activated ability played this turn (finalized on the Chain, or activated while paying as an Add Reaction). */
export function noteAbilityPlayed(s: GameState, source: ObjectId, player: PlayerId): void {
  (s.abilitiesPlayedThisTurn ??= []).push({ source, player });
}

/** Whether the object is one the restriction names: a gear (of the state named), checked as it is now. */
function named(s: GameState, o: GameObject, of: ObjectRef, controller: PlayerId): boolean {
  return of.kind === 'select' && nounMatches(o, of.nouns) && meetsFilters(s, o, ownFilters(of), { controller, source: o.id });
}

/** Whether a play of this kind by the side of `controller` came before this one this turn. */
function playedBefore(s: GameState, of: ObjectRef, abilities: boolean, controller: PlayerId): boolean {
  const plays = abilities ? (s.abilitiesPlayedThisTurn ?? []).map((p) => ({ card: p.source, player: p.player })) : (s.cardsPlayedThisTurn ?? []);
  return plays.some((p) => areAllies(s, p.player, controller) && s.objects[p.card] !== undefined && named(s, s.objects[p.card]!, of, controller));
}

/** The discounts of battlefields' "the first friendly ... played each turn costs ... less" that reach this play. */
export function firstEachTurnDiscounts(s: GameState, item: ChainItem): Discount[] {
  if (item.kind !== 'card' && item.kind !== 'activated') return [];
  const out: Discount[] = [];
  for (const b of s.battlefields) {
    const controller = b.controller;
    const field = s.objects[b.id];
    if (controller === null || !field || !areAllies(s, item.controller, controller)) continue;
    for (const { index, ability } of abilitiesOfKind(field.card, 'passive')) {
      const e = ability.effect;
      if (!discountsFirstEachTurn(ability) || e.kind !== 'first-each-turn-cost-change') continue;
      if ((item.kind === 'activated') !== (e.activatedAbility === true)) continue;
      if (!named(s, objectOf(s, item.source), e.of, controller) || playedBefore(s, e.of, item.kind === 'activated', controller)) continue;
      const energy = e.delta.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
      out.push({ id: `${b.id}:${index}`, label: field.card.name, energy });
    }
  }
  return out;
}
