// Where a unit may be played beyond its controller's base and the battlefields they control (355.2.b),
// where it may not, and when it may not be played at all: "You may play me to an occupied enemy
// battlefield" (a battlefield an opponent controls with a unit there, 170.11.a, 740.1.b), a
// battlefield's "Units can't be played here", and "I can't be played on your first, second, or third
// turns" (the turns its player has begun, the current one included).
import type { Ability, PassiveEffect } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId, Refusal } from '../interface.ts';
import { opponentsOf, type CardDefinition, type ChainItem, type GameState, objectOf } from '../state.ts';
import { turnsBegun } from '../triggers/battlefield.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** "You may play me to an occupied enemy battlefield": the unit's own permission, unconditional. */
export function letsItselfToOccupiedEnemy(e: PassiveEffect, a: Passive): boolean {
  if (e.kind !== 'play-permission' || a.condition || e.condition || e.subject.kind !== 'self' || e.to.kind !== 'battlefield') return false;
  const ref = e.to.ref;
  if (ref.kind !== 'select' || ref.determiner !== 'a' || ref.count || (ref.nouns as string[]).join() !== 'battlefield' || ref.filters.length !== 2)
    return false;
  const occupied = ref.filters.some((f) => f.kind === 'state' && f.state === 'occupied');
  const enemy = ref.filters.some((f) => f.kind === 'controller' && f.who === 'enemy');
  return occupied && enemy;
}

/** The occupied battlefields an opponent of the player controls, where such a unit may be played. */
export function occupiedEnemyBattlefields(s: GameState, card: CardDefinition, player: PlayerId): string[] {
  if (!abilitiesOfKind(card, 'passive').some(({ ability }) => letsItselfToOccupiedEnemy(ability.effect, ability))) return [];
  const opponents = opponentsOf(s, player);
  return s.battlefields.filter((b) => b.controller !== null && opponents.includes(b.controller) && b.units.length > 0).map((b) => b.id);
}

/** A battlefield's "Units can't be played here." */
export function forbidsUnitsHere(e: PassiveEffect, a: Passive): boolean {
  return (
    e.kind === 'cant' &&
    e.action === 'be played here' &&
    !a.condition &&
    !a.gate &&
    e.subject.kind === 'select' &&
    (e.subject.nouns as string[]).join() === 'unit' &&
    e.subject.filters.length === 0
  );
}

/** The battlefields no unit may be played to. */
export function battlefieldsClosedToUnits(s: GameState): Set<string> {
  const closed = s.battlefields.filter((b) => abilitiesOfKind(b.card, 'passive').some(({ ability }) => forbidsUnitsHere(ability.effect, ability)));
  return new Set(closed.map((b) => b.id));
}

const EARLY_TURNS = 'be played on your first, second, or third turns';

/** "I can't be played on your first, second, or third turns." */
export function forbidsEarlyPlay(e: PassiveEffect, a: Passive): boolean {
  return e.kind === 'cant' && e.action === EARLY_TURNS && e.subject.kind === 'self' && !a.condition && !a.gate;
}

/** Why the card may not be played now by its player: it is one of their first three turns. */
export function earlyTurnRefusal(s: GameState, item: ChainItem): Refusal | null {
  if (item.kind !== 'card') return null;
  const card = objectOf(s, item.source).card;
  if (!abilitiesOfKind(card, 'passive').some(({ ability }) => forbidsEarlyPlay(ability.effect, ability))) return null;
  const turns = turnsBegun(s, item.controller);
  return turns > 3
    ? null
    : { code: 'illegal-action', reason: `${card.name} can't be played on its player's first three turns (this is turn ${turns} of theirs)`, rule: '358.4' };
}
