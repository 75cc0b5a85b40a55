// Where a unit may be played beyond its controller's base and the battlefields they control (355.2.b),
// where it may not, and when it may not be played at all: "You may play me to an occupied enemy
// battlefield" (a battlefield an opponent controls with a unit there, 170.11.a, 740.1.b), "I can be
// played to a battlefield you're attacking", "... to an occupied battlefield if an enemy unit is alone
// there" (the unit's own, or a friendly permanent's for friendly units), a
// battlefield's "Units can't be played here", and "I can't be played on your first, second, or third
// turns" (the turns its player has begun, the current one included).
import type { Ability, PassiveEffect } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId, Refusal } from '../interface.ts';
import { abilitiesActive } from '../board.ts';
import { everyObject, areAllies, isAlone, objectOf, opponentsOf, type CardDefinition, type ChainItem, type GameState } from '../state.ts';
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

/** "I can be played to a battlefield you're attacking": the unit's own permission, unconditional. */
export function letsItselfToYourAttack(e: PassiveEffect, a: Passive): boolean {
  if (e.kind !== 'play-permission' || a.condition || e.condition || e.subject.kind !== 'self' || e.to.kind !== 'battlefield') return false;
  const ref = e.to.ref;
  return ref.kind === 'select' && ref.determiner === 'a' && ref.filters.length === 1 && ref.filters[0]!.kind === 'attacked-by' && ref.filters[0]!.who === 'you';
}

/** Who "[I|Friendly units] can be played to an occupied battlefield if an enemy unit is alone there" lets be played so. */
export function loneEnemyPermission(e: PassiveEffect, a: Passive): 'self' | 'friendly' | null {
  if (e.kind !== 'play-permission' || a.condition || e.to.kind !== 'battlefield' || e.to.ref.kind !== 'select') return null;
  const to = e.to.ref;
  if (to.determiner !== 'a' || to.filters.length !== 1 || to.filters[0]!.kind !== 'state' || to.filters[0]!.state !== 'occupied') return null;
  const c = e.condition;
  if (c?.kind !== 'object-is' || c.negated || c.subject.kind !== 'select' || c.subject.determiner !== 'a' || c.subject.count) return null;
  const enemyUnit =
    (c.subject.nouns as string[]).join() === 'unit' &&
    c.subject.filters.length === 1 &&
    c.subject.filters[0]!.kind === 'controller' &&
    c.subject.filters[0]!.who === 'enemy';
  const aloneThere =
    c.filters.length === 2 &&
    c.filters.some((f) => f.kind === 'state' && f.state === 'alone') &&
    c.filters.some((f) => f.kind === 'location' && f.at.kind === 'there');
  if (!enemyUnit || !aloneThere) return null;
  if (e.subject.kind === 'self') return 'self';
  const who = e.subject;
  const friendlyUnits =
    who.kind === 'select' &&
    who.plural &&
    (who.nouns as string[]).join() === 'unit' &&
    who.filters.length === 1 &&
    who.filters[0]!.kind === 'controller' &&
    who.filters[0]!.who === 'friendly';
  return friendlyUnits ? 'friendly' : null;
}

/** Whether the unit may be played to battlefields where an enemy unit is alone: by its own text, or a friendly permanent's (355.2.b). */
function toLoneEnemies(s: GameState, card: CardDefinition, player: PlayerId): boolean {
  if (abilitiesOfKind(card, 'passive').some(({ ability }) => loneEnemyPermission(ability.effect, ability) === 'self')) return true;
  return everyObject(s).some(
    (p) =>
      abilitiesActive(p) &&
      areAllies(s, p.controller, player) &&
      abilitiesOfKind(p.card, 'passive').some(({ ability }) => loneEnemyPermission(ability.effect, ability) === 'friendly'),
  );
}

/**
 * The battlefields the unit's own text or a friendly permanent's lets it be played to beyond the usual
 * ones (355.2.b): occupied ones an opponent controls, the one where its player is the attacker in the
 * combat now, occupied ones where an enemy unit is alone (740.2.a).
 */
export function permittedBattlefields(s: GameState, card: CardDefinition, player: PlayerId): string[] {
  const own = abilitiesOfKind(card, 'passive').map(({ ability }) => ability);
  const opponents = opponentsOf(s, player);
  const out = new Set<string>();
  if (own.some((a) => letsItselfToOccupiedEnemy(a.effect, a)))
    for (const b of s.battlefields) if (b.controller !== null && opponents.includes(b.controller) && b.units.length > 0) out.add(b.id);
  const combat = s.showdown?.combat ? s.showdown : null;
  if (combat && combat.attacker === player && own.some((a) => letsItselfToYourAttack(a.effect, a))) out.add(combat.battlefield);
  if (toLoneEnemies(s, card, player))
    for (const b of s.battlefields) if (b.units.some((id) => !areAllies(s, objectOf(s, id).controller, player) && isAlone(s, objectOf(s, id)))) out.add(b.id);
  return [...out];
}

/** "Play me only to a battlefield you conquered this turn." */
export function playsOnlyWhereConquered(e: PassiveEffect, a: Passive): boolean {
  if (e.kind !== 'play-only-to' || a.condition || a.gate || e.to.kind !== 'battlefield' || e.to.ref.kind !== 'select') return false;
  const ref = e.to.ref;
  return ref.determiner === 'a' && ref.filters.length === 1 && ref.filters[0]!.kind === 'conquered-this-turn' && ref.filters[0]!.by === 'you';
}

/** The only places the unit may be played to by its own text (the battlefields its player conquered this turn); null when it has no such text. */
export function onlyPlaces(s: GameState, card: CardDefinition, player: PlayerId): string[] | null {
  if (!abilitiesOfKind(card, 'passive').some(({ ability }) => playsOnlyWhereConquered(ability.effect, ability))) return null;
  return (s.battlefieldsConqueredThisTurn ?? []).filter((c) => c.player === player).map((c) => c.battlefield);
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
