// The board and the zones off it, named after the rules: the one definition of "on the board", "off
// the board", "at a location" and "a permanent" in the engine (rules 106–108, 133.4.a, 197).
//
// Zones on the Board (107): each player's base (the runes they control reside there too, 107.1.c),
// the battlefields, each battlefield's facedown zone (107.3) and the Legend Zone (107.4).
// Non-Board Zones (108): the Chain, trashes, Champion Zones, Main Deck and Rune Deck zones, hands and
// banishment. Of the board, only bases and battlefields are Locations (197; facedown zones and the
// Legend Zone are not: 107.3.e, 107.4.b).
import { grantedForNow, hasLostKeyword, isGear, isUnit, type GameObject, type ZoneName } from './state.ts';

/** Non-Board Zones (rule 108); a zone change to or from one makes a new object (124, 359.3.e.2). */
export const NON_BOARD_ZONES: ReadonlySet<ZoneName> = new Set(['chain', 'trash', 'champion', 'main-deck', 'rune-deck', 'hand', 'banishment']);

/** Whether the zone is on the Board (rule 107). */
export function isOnBoard(zone: ZoneName): boolean {
  // Comparisons rather than a Set: this runs for every object many times an action, and a Set's lookup costs several times more.
  return zone === 'base' || zone === 'battlefield' || zone === 'runes' || zone === 'battlefield-row' || zone === 'facedown' || zone === 'legend';
}

/**
 * Whether a location name, as events write it ("base", a battlefield's id, or a zone's name), is a
 * Non-Board Zone (rule 108). Battlefield ids are never zone names, so they are on the board.
 */
export function isOffBoard(where: string): boolean {
  return NON_BOARD_ZONES.has(where as ZoneName);
}

/**
 * At a Location (rule 197): in a base (runes included, 107.1.c) or at a battlefield. This is where
 * "unit", "gear" and "rune" look unless text names another zone (355.9.a.1), and where permanents
 * act: a facedown card is no unit or gear while hidden, and the Legend Zone is not a location.
 */
export function isAtLocation(o: GameObject): boolean {
  return o.zone === 'base' || o.zone === 'runes' || o.zone === 'battlefield';
}

/** A permanent (rule 133.4.a): a unit or a gear, tokens included. Legends (175), battlefields (171) and runes (161.1.a) are not. */
export function isPermanent(o: GameObject): boolean {
  return isUnit(o) || isGear(o);
}

/**
 * Whether the object's abilities work from where it is (rules 365.1, 380, 384.2): face up on the
 * board. A Legend's are among them (174.6–174.8); a facedown card's are not (its front is private).
 */
export function abilitiesActive(o: GameObject): boolean {
  // A battlefield's own abilities are found by triggers/battlefield.ts, controlled as rule 190.6 says.
  // An attached card's rules text is inactive (718.2, 721.2): its Effect Text works through its top-most card.
  return isOnBoard(o.zone) && o.zone !== 'battlefield-row' && !o.facedown && o.attachedTo === undefined;
}

/** Whose abilities a player may activate (rules 174.8, 380): a permanent or rune at a location, or a Legend in the Legend Zone. */
export function canActivateFrom(o: GameObject): boolean {
  return isAtLocation(o) || o.zone === 'legend';
}

/** [Ganking] (rule 144.4.b): the unit may move from a battlefield to another battlefield, not only to its base. */
export function movesBetweenBattlefields(o: GameObject): boolean {
  if (hasLostKeyword(o, 'Ganking')) return false;
  if (grantedForNow(o, 'Ganking') > 0 || (o.grantedKeywords?.Ganking ?? 0) > 0) return true; // a passive's grant too (477.2)
  return (o.card.keywords ?? []).includes('Ganking');
}

/** [Tank] (rule 815.1.b): the unit must be assigned lethal combat damage before its controller's units without Tank. */
export function hasTank(o: GameObject): boolean {
  if (hasLostKeyword(o, 'Tank')) return false;
  if (grantedForNow(o, 'Tank') > 0 || (o.grantedKeywords?.Tank ?? 0) > 0) return true; // a passive's grant too (477.2)
  return (o.card.keywords ?? []).includes('Tank');
}

/** [Backline] (rule 826.3): the unit is assigned combat damage only once its controller's units without Backline have lethal damage. */
export function hasBackline(o: GameObject): boolean {
  if ((o.grantedKeywords?.Backline ?? 0) > 0) return true; // its own "I must be assigned combat damage last" (826.3)
  return (o.card.keywords ?? []).includes('Backline');
}
