// Taking an object out of wherever it is and putting it somewhere else: the bookkeeping every game
// action that changes zones shares. Not itself a game action (a zone change is not a Move, rule 446.2).
import { applyPassiveMight } from '../effects/passive-might.ts';
import type { PlayerId } from '../interface.ts';
import { isOnBoard } from '../board.ts';
import { checkTriggers } from '../triggers/check.ts';
import { watchesLeavingTheBoard } from '../triggers/left-board.ts';
import { everyObject, battlefieldState, hasType, isGear, objectOf, playerState, type GameState, type ObjectId, type ZoneName } from '../state.ts';

type ListZone = 'mainDeck' | 'runeDeck' | 'hand' | 'base' | 'runes' | 'trash' | 'banishment';

const PLAYER_LIST: Partial<Record<ZoneName, ListZone>> = {
  'main-deck': 'mainDeck',
  'rune-deck': 'runeDeck',
  hand: 'hand',
  base: 'base',
  runes: 'runes',
  trash: 'trash',
  banishment: 'banishment',
};
/** The player's zone lists, in that order: every zone change looks through them all (listed once, not at each look). */
const PLAYER_LISTS: readonly ListZone[] = Object.freeze(Object.values(PLAYER_LIST));

/** Removes the object from its current zone list (it stays in s.objects). */
export function detach(s: GameState, id: ObjectId): void {
  const o = objectOf(s, id);
  if (o.zone === 'battlefield' || o.zone === 'facedown') {
    const b = battlefieldState(s, o.battlefield!);
    removeFrom(b.units, id);
    removeFrom(b.gear, id);
    removeFrom(b.facedown, id);
    return;
  }
  for (const p of s.players) {
    for (let k = 0; k < PLAYER_LISTS.length; k++) removeFrom(p[PLAYER_LISTS[k]], id);
    if (p.legend === id) p.legend = null;
    if (p.legends?.includes(id)) p.legends = p.legends.filter((x) => x !== id);
    if (p.champion === id) p.champion = null;
  }
}

function removeFrom(list: ObjectId[], id: ObjectId): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

export interface Destination {
  zone: ZoneName;
  /** Whose zone (hand, deck, base, trash...): defaults to the owner for non-board zones, the controller for base/runes. */
  player?: PlayerId;
  battlefield?: ObjectId;
  position?: 'top' | 'bottom';
}

/** Detaches the object and puts it into the destination, updating zone bookkeeping. */
export function relocate(s: GameState, id: ObjectId, to: Destination): void {
  place(s, id, to);
  applyPassiveMight(s); // what the board's passives give changes with who is where (364, 365.1)
}

function place(s: GameState, id: ObjectId, to: Destination): void {
  const o = objectOf(s, id);
  detach(s, id);
  delete o.banishedAlsoWith;
  delete o.banishedWith; // a new object in its new zone (397: only what the linked ability banished stays linked)
  // off the board it is a new object when it comes back (108): its moves this turn are not its own
  if (s.movesThisTurn && to.zone !== 'base' && to.zone !== 'battlefield') delete s.movesThisTurn[id];
  if (s.conquestsThisTurn && to.zone !== 'base' && to.zone !== 'battlefield') delete s.conquestsThisTurn[id];
  // a card face up at a location that goes off the board: "When this leaves the board" (triggers/left-board.ts)
  const leaving = (o.zone === 'base' || o.zone === 'battlefield') && !o.facedown && !isOnBoard(to.zone);
  // [abilities-and-actions] A facedown card that changes zones is revealed (rule 421.4).
  if (o.zone === 'facedown' && to.zone !== 'facedown') o.facedown = false;
  o.zone = to.zone;
  o.battlefield = to.battlefield;
  if (to.zone === 'battlefield' || to.zone === 'facedown') {
    const b = battlefieldState(s, to.battlefield!);
    // 178.1.a.1.a: a gear that is a unit is never among the gear recalled; a gear token (Gold) is (457.1)
    const isUnitLike = hasType(o.card, 'unit') || (o.card.type === 'token' && !isGear(o));
    (to.zone === 'facedown' ? b.facedown : isUnitLike ? b.units : b.gear).push(id);
    if (to.zone === 'battlefield') carryAttachments(s, id, { zone: 'battlefield', battlefield: to.battlefield });
    return;
  }
  const key = PLAYER_LIST[to.zone];
  if (to.zone === 'champion') playerState(s, to.player ?? o.owner).champion = id;
  if (to.zone === 'legend') {
    const p = playerState(s, to.player ?? o.controller);
    p.legends = [...(p.legends ?? []), id]; // 107.4.d.1: beside the Champion Legend, never in its place
  }
  if (to.zone === 'base') carryAttachments(s, id, { zone: 'base', player: to.player ?? o.controller });
  if (key) {
    const who = to.player ?? (to.zone === 'base' || to.zone === 'runes' ? o.controller : o.owner);
    const list = playerState(s, who)[key];
    if (to.position === 'top') list.unshift(id);
    else list.push(id);
  }
  // Leaving the board clears what the board marks on an object (damage, exhaustion, buffs, statuses).
  if (!isOnBoard(to.zone)) {
    o.damage = 0;
    o.damagedBy = undefined;
    o.exhausted = false;
    o.buffs = 0;
    o.stunned = false;
    delete o.empowered;
    delete o.timesEmpowered;
    o.modifiers = [];
    o.granted = undefined;
    delete o.lost;
    o.designation = undefined;
    const holder = o.controller;
    o.controller = o.owner;
    // Attachments end when either card leaves the board (rules 434.1, 719.5: the others stay where they are).
    const attached = attachedTo(s, id);
    if (attached.length) checkTriggers(s, { kind: 'detached', objects: attached, decider: holder }); // 725.2, 719.5.a
    if (leaving && watchesLeavingTheBoard(s, id)) checkTriggers(s, { kind: 'left-board', object: id, controller: holder });
    delete o.attachedTo;
    for (const other of everyObject(s)) if (other.attachedTo === id) delete other.attachedTo;
    // 186.1: a token put into a zone off the board, the Chain aside, ceases to exist there. Only the
    // tokens created in play so far: printed token cards set up on the board (Recruit (NX)) still go
    // to the trash, as scenarios of other chapters expect.
    if (o.card.type === 'token' && o.card.id.startsWith('token:') && to.zone !== 'chain') {
      detach(s, id);
      o.zone = 'gone';
    }
  }
}

/** The objects attached to one, in the order of the game's objects. (Walked by key: every move of an object asks.) */
function attachedTo(s: GameState, id: ObjectId): ObjectId[] {
  const out: ObjectId[] = [];
  for (const other of everyObject(s)) if (other.attachedTo === id) out.push(other.id);
  return out;
}

/** Cards attached to a top-most card change location with it (rule 719.3.a); staying attached, they are not left behind. */
function carryAttachments(s: GameState, topMost: ObjectId, to: Destination): void {
  for (const otherId of attachedTo(s, topMost)) {
    const other = s.objects[otherId];
    if (other?.attachedTo !== topMost || other.id === topMost) continue;
    const there =
      to.zone === 'base'
        ? other.zone === 'base' && playerState(s, to.player!).base.includes(other.id)
        : other.zone === 'battlefield' && other.battlefield === to.battlefield;
    if (!there) relocate(s, other.id, to);
  }
}

/** A printable location of an object for event `from`/`to` fields. */
export function locationName(s: GameState, id: ObjectId): string {
  const o = objectOf(s, id);
  return o.zone === 'battlefield' || o.zone === 'facedown' ? o.battlefield! : o.zone;
}
