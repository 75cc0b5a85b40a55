// The choices a spell or ability's controller makes as it is put on the Chain (rule 355.5): every
// selection of its instructions that the controller picks, in text order. Selections fixed by
// characteristics, made by other players, made in hidden zones, inside costs, or in "must"
// instructions are not chosen up front (355.10.a–f) and are left to resolution.
import type { Instruction, ObjectRef } from '../card-text/ast.ts';
import { byInstructions, instructionsMemo, INSTRUCTIONS_ALONE } from './by-instructions.ts';

export interface Slot {
  ref: ObjectRef;
  /** The reference of the text the slot chooses for, where `ref` narrows it (`heldToWhereFrom`). */
  of?: ObjectRef;
  /** "split" slots take up to the amount of damage as targets (355.14). */
  kind: 'target' | 'split';
  instruction: Instruction;
}

const CHOSEN = new Set(['a', 'number', 'up-to', 'any-number', 'another', 'one-of']);
const HIDDEN_ZONES = new Set(['hand', 'main-deck', 'rune-deck']);

export function isChosenSelection(ref: ObjectRef | undefined): ref is Extract<ObjectRef, { kind: 'select' }> {
  if (!ref || ref.kind !== 'select' || !CHOSEN.has(ref.determiner)) return false;
  // "from among them": the objects exist only once an earlier instruction has named them.
  return !ref.filters.some((f) => (f.kind === 'zone' && HIDDEN_ZONES.has(f.zone)) || f.kind === 'among');
}

/** "Choose an opponent", "choose a player": a player is chosen, not an object (see flow.ts). */
export function choosesAPlayer(ref: ObjectRef): ref is Extract<ObjectRef, { kind: 'select' }> {
  return (
    ref.kind === 'select' &&
    ref.nouns.length === 1 &&
    (ref.nouns[0] === 'opponent' || ref.nouns[0] === 'player') &&
    ref.filters.length === 0 &&
    ref.determiner === 'a'
  );
}

/**
 * "Choose another player", "choose an enemy player", "choose two players": players chosen otherwise than by
 * "a player" or "an opponent", which the choose instruction does not carry out (they were looked for among the objects).
 */
export function choosesPlayersOtherwise(ref: ObjectRef): boolean {
  return ref.kind === 'select' && ref.nouns.some((n) => n === 'player' || n === 'opponent') && !choosesAPlayer(ref);
}

/** The object references an instruction acts on directly, in text order. */
export function objectsActedOn(i: Instruction): ObjectRef[] {
  switch (i.kind) {
    case 'deal-damage':
      return [i.to];
    case 'kill':
    case 'stun':
    case 'ready':
    case 'exhaust':
    case 'buff':
    case 'recycle':
    case 'banish':
    case 'counter':
    case 'heal':
    case 'hide':
    case 'detach':
    case 'reveal':
    case 'return-to-hand':
    case 'modify-might':
    case 'swap-might':
    case 'set-might':
    case 'grant-keyword':
    case 'move':
    case 'recall':
    case 'play':
    case 'take-control':
      return [i.object];
    case 'choose':
      return choosesAPlayer(i.object) ? [] : [i.object];
    case 'attach':
      return [i.object, i.to];
    case 'move-buff':
      return [i.from, i.to];
    // "spend a buff": a buff is no object to choose (745.1); whose buff is spent is picked as it resolves
    default:
      return [];
  }
}

/**
 * "Move an enemy unit from a battlefield to its base": the unit is chosen among those where it moves from;
 * "Move a friendly unit and an enemy unit from a battlefield ...": each of them is.
 */
function heldToWhereFrom(i: Instruction, ref: Extract<ObjectRef, { kind: 'select' }>): Pick<Slot, 'ref' | 'of'> {
  if (i.kind !== 'move' || !i.from || !flatten(i.object).includes(ref)) return { ref };
  return { ref: { ...ref, filters: [...ref.filters, { kind: 'location', at: i.from, form: 'from' }] }, of: ref };
}

function flatten(ref: ObjectRef): ObjectRef[] {
  return ref.kind === 'both' ? ref.parts.flatMap(flatten) : [ref];
}

/**
 * The target slots of an effect. `isTarget` is the card-text analysis (355.10) deciding a reference
 * by its span; without it, the structural reading above decides.
 */
export function targetSlots(effect: readonly Instruction[], isTarget: (ref: ObjectRef) => boolean = () => true): Slot[] {
  const slots: Slot[] = [];
  const chosen = (ref: ObjectRef | undefined): ref is Extract<ObjectRef, { kind: 'select' }> => isChosenSelection(ref) && isTarget(ref);
  const walk = (list: readonly Instruction[]): void => {
    for (const i of list) {
      if (i.must) continue; // 355.10.f
      if (i.actor && i.actor.kind === 'player' && i.actor.who !== 'you') continue; // 355.10.e
      switch (i.kind) {
        case 'optional':
          walk([i.body]);
          continue; // 355.12
        case 'cost-to':
          walk(i.effect);
          continue; // 355.10.c.1
        case 'conditional':
          walk(i.then);
          walk(i.otherwise ?? []);
          continue;
        case 'repeat-for-each':
          walk(i.body);
          continue;
        case 'do-this':
        case 'do-following':
          continue; // a reflexive trigger: its own item chooses its targets (388.1, 402.2)
        case 'split-damage':
          if (i.among.kind === 'select' && isTarget(i.among)) slots.push({ ref: i.among, kind: 'split', instruction: i });
          continue;
        default:
          for (const ref of objectsActedOn(i).flatMap(flatten)) if (chosen(ref)) slots.push({ ...heldToWhereFrom(i, ref), kind: 'target', instruction: i });
      }
    }
  };
  walk(effect);
  return slots;
}

/** "at a battlefield" in a selection of every object there ("all enemy units at a battlefield"). */
function atABattlefield(ref: ObjectRef): boolean {
  if (ref.kind !== 'select' || (ref.determiner !== 'all' && ref.determiner !== 'each' && ref.determiner !== 'bare')) return false;
  return ref.filters.some(
    (f) =>
      f.kind === 'location' &&
      f.at.kind === 'battlefield' &&
      f.at.ref.kind === 'select' &&
      f.at.ref.determiner === 'a' &&
      f.at.ref.nouns.includes('battlefield'),
  );
}

/**
 * The instructions an effect carries out, nested ones included ("you may", "if", costs, "for each"), in text
 * order: those whose places are chosen as the item is played (move destinations, 355.4; battlefields, 355.10.d).
 */
export function leafInstructions(effect: readonly Instruction[]): readonly Instruction[] {
  return byInstructions(leaves, INSTRUCTIONS_ALONE, effect, findLeaves);
}

// The leaves of each list of instructions, found once (the questions of a play ask for them at every look).
const leaves = instructionsMemo<readonly Instruction[]>();

function findLeaves(effect: readonly Instruction[]): readonly Instruction[] {
  const out: Instruction[] = [];
  const walk = (list: readonly Instruction[]): void => {
    for (const i of list) {
      if (i.kind === 'optional') walk([i.body]);
      else if (i.kind === 'conditional') {
        walk(i.then);
        walk(i.otherwise ?? []);
      } else if (i.kind === 'cost-to') walk(i.effect);
      else if (i.kind === 'repeat-for-each') walk(i.body);
      else out.push(i);
    }
  };
  walk(effect);
  return out;
}

/**
 * "Deal 3 to all enemy units at a battlefield": the battlefield is chosen as the item is played, and it
 * is what is targeted, not the units (355.10.d); the selections needing one, in text order.
 */
export function battlefieldChoices(effect: readonly Instruction[]): readonly ObjectRef[] {
  return byInstructions(battlefieldRefs, INSTRUCTIONS_ALONE, effect, findBattlefieldChoices);
}

function findBattlefieldChoices(effect: readonly Instruction[]): readonly ObjectRef[] {
  return leafInstructions(effect).flatMap((i) => (i.must ? [] : objectsActedOn(i).flatMap(flatten).filter(atABattlefield)));
}

const battlefieldRefs = instructionsMemo<readonly ObjectRef[]>();

/** "to this battlefield": one battlefield fixed by the text (359.3.f.3.b), nothing to choose. */
export function isThisBattlefield(ref: ObjectRef): boolean {
  return ref.kind === 'pronoun' && ref.word === 'this battlefield';
}

/** "to my battlefield": the battlefield the source is at, nothing to choose (none while it is in a base). */
export function isMyBattlefield(ref: ObjectRef): boolean {
  return ref.kind === 'pronoun' && ref.word === 'my battlefield';
}

/** "to its location": where the object the text named last is, nothing to choose. */
export function isItsLocation(ref: ObjectRef): boolean {
  return ref.kind === 'select' && ref.determiner === 'its' && ref.nouns.length === 1 && ref.nouns[0] === 'location';
}

/** "to that battlefield" in a triggered ability: the battlefield of the event that set it off (359.3.f.3), nothing to choose. */
export function isThatBattlefield(ref: ObjectRef): boolean {
  return ref.kind === 'pronoun' && ref.word === 'that battlefield';
}

/** "to the same battlefield": the one the text's move before it went to (movement.ts), nothing to choose. */
export function isTheSameBattlefield(ref: ObjectRef): boolean {
  return ref.kind === 'pronoun' && ref.word === 'the same battlefield';
}

/** "to its battlefield": the battlefield of the object the text named last, nothing to choose. */
export function isItsBattlefield(ref: ObjectRef): boolean {
  return ref.kind === 'pronoun' && ref.word === 'its battlefield';
}

/**
 * Whether the move's destination is chosen as the item is played (355.4): "to a battlefield" (not "to this
 * battlefield", "to its battlefield" or "to its location", which name one, nor "to that battlefield", which names the event's
 * battlefield in a triggered ability and the one chosen before it elsewhere, nor "to the same battlefield",
 * where the text's move before it went: no battlefield a pronoun names is chosen), or no destination named
 * ("Move an enemy unit.").
 */
export function choosesItsDestination(i: Instruction): boolean {
  if (i.kind !== 'move' || i.must) return false;
  // "to that battlefield": the event's battlefield in a triggered ability, else the battlefield the text chose before (movement.ts)
  if (i.to?.kind === 'battlefield') return i.to.ref.kind !== 'pronoun' && !isItsLocation(i.to.ref);
  return i.to === undefined && !i.andBack && !i.swap;
}

/** Whether the effect moves something "to that battlefield" or "there" (a triggered ability's: the event's battlefield). */
export function movesToThatBattlefield(effect: readonly Instruction[]): boolean {
  return leafInstructions(effect).some((i) => i.kind === 'move' && ((i.to?.kind === 'battlefield' && isThatBattlefield(i.to.ref)) || i.to?.kind === 'there'));
}

/**
 * Whether an instruction `namesThem` picks out ("they", "their" of a player) comes in the effect before any player is
 * chosen ("Choose an opponent. ..."): "they" then names only what the caller allows, or no one.
 */
export function theyBeforeAnyChosenPlayer(effect: readonly Instruction[], namesThem: (i: Instruction) => boolean): boolean {
  for (const i of leafInstructions(effect)) {
    if (i.kind === 'choose' && choosesAPlayer(i.object)) return false;
    if (namesThem(i)) return true;
  }
  return false;
}

/** Whether the effect has a move "they" make before any player is chosen ("Choose an opponent. They move ..."): no one to make it. */
export function movesByNoChosenPlayer(effect: readonly Instruction[]): boolean {
  return theyBeforeAnyChosenPlayer(effect, (i) => i.kind === 'move' && i.actor?.kind === 'player' && i.actor.who === 'they');
}

/** The moves whose destination is chosen as the item is played, in text order. */
export function moveDestinations(effect: readonly Instruction[]): readonly Instruction[] {
  return byInstructions(destinationMoves, INSTRUCTIONS_ALONE, effect, findMoveDestinations);
}

function findMoveDestinations(effect: readonly Instruction[]): readonly Instruction[] {
  return leafInstructions(effect).filter((i) => choosesItsDestination(i));
}

const destinationMoves = instructionsMemo<readonly Instruction[]>();

/** Whether the effect has a battlefield chosen as it is played ("Choose a battlefield you control and ..."). */
export function choosesABattlefield(effect: readonly Instruction[]): boolean {
  return targetSlots(effect).some((slot) => slot.ref.kind === 'select' && slot.ref.nouns.includes('battlefield'));
}

/**
 * The "different" restrictions the engine carries out: of "move ... to a different battlefield" where the
 * destination is chosen as the item is played (the choice already leaves out where the moved objects are,
 * 355.4.a), and of "at a different location" in the second of two things chosen together.
 */
export function carriedOutDifferences(x: unknown): Set<unknown> {
  const out = new Set<unknown>();
  // a spell is at no battlefield: "my battlefield" names none (only a permanent's ability reads it)
  const spell = (x as { kind?: unknown } | null)?.kind === 'spell';
  const walk = (y: unknown): void => {
    if (Array.isArray(y)) return y.forEach(walk);
    if (!y || typeof y !== 'object') return;
    const i = y as Instruction;
    if (i.kind === 'move' && i.to?.kind === 'battlefield' && i.to.ref.kind === 'select' && choosesItsDestination(i))
      for (const f of i.to.ref.filters) if (f.kind === 'different') out.add(f);
    // "Choose a battlefield you control and a unit you control at a different location": the second
    // choice is read against the first (selection.ts, atDifferentLocation), as it is made and as it resolves
    if (i.kind === 'choose' && i.object.kind === 'both' && i.object.parts.every(isChosenSelection))
      for (const part of i.object.parts.slice(1))
        for (const f of part.kind === 'select' ? part.filters : [])
          if (f.kind === 'location' && f.at.kind === 'battlefield' && f.at.ref.kind === 'select' && f.at.ref.nouns.join() === 'location')
            for (const g of f.at.ref.filters) if (g.kind === 'different' && f.at.ref.filters.length === 1 && f.at.ref.determiner === 'a') out.add(g);
    // "move an enemy unit at a different location to my battlefield": not where the source is (selection.ts, atDifferentLocation)
    if (!spell && i.kind === 'move' && i.to?.kind === 'battlefield' && isMyBattlefield(i.to.ref) && i.object.kind === 'select')
      for (const f of i.object.filters)
        if (f.kind === 'location' && f.at.kind === 'battlefield' && f.at.ref.kind === 'select' && f.at.ref.nouns.join() === 'location')
          for (const g of f.at.ref.filters) if (g.kind === 'different' && f.at.ref.filters.length === 1 && f.at.ref.determiner === 'a') out.add(g);
    Object.values(y).forEach(walk);
  };
  walk(x);
  return out;
}
