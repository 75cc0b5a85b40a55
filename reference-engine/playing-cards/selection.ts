// Which game objects a reference of compiled card text can pick, and whether a picked group still
// qualifies (rules 355.9 valid targets, 355.11 group restrictions, 359.3.e.2 legality at resolution),
// including what a spell on the Chain is seen to choose (359.3.e.9.a).
// Long file: every filter a selection can carry is decided here, each state in one table (no filter
// may fall through to "matches everything"), so that one file answers what a reference can pick.
import { inSituation, readsSituation } from './situations.ts';
import type { Ability, Amount, Comparison, Domain, Filter, LocationRef, ObjectNoun, ObjectRef, PassiveEffect, Predicate } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { abilitiesActive, isAtLocation, isOffBoard, isPermanent } from '../board.ts';
import {
  everyObject,
  areAllies,
  battlefieldState,
  hasLostKeyword,
  hasType,
  isAlone,
  isInCombat,
  unitsWith,
  isEquipment,
  isEquipped,
  isGear,
  isUnit,
  keywordsOf,
  mightOf,
  playerState,
  type BattlefieldState,
  type GameObject,
  type GameState,
  type ObjectId,
  timesEmpowered,
  type TriggerNotes,
} from '../state.ts';
import { playDataOf } from './play-record.ts';
import { cannotBeChosenBy } from '../effects/untargetable.ts';
import { abilitiesOfKind, ownKeywordsForReference } from '../effects/compiled.ts';
import { abilitiesOnChain, standsForAnAbility } from './abilities-on-chain.ts';
import { resetWithProcessCaches } from '../process-caches.ts';

/** The determiners of a selection a player makes, as opposed to one the game makes ("all", "each"): what untargetability forbids (758). */
const CHOOSING = new Set(['a', 'number', 'up-to', 'any-number', 'another', 'one-of']);

/** Who is asking: the controller of the spell or ability, and the object that carries the text. */
export interface SelectionContext {
  controller: PlayerId;
  source: ObjectId;
  /** The chain item itself cannot be its own target (355.9.c). */
  itemSource?: ObjectId;
  /** The objects "them" names in "from among them" (cards looked at). */
  among?: readonly ObjectId[];
  /** The Might a "Might up to 1 more than the killed unit" compares with; null when not known (359.3.e.12). */
  referenceMight?: number | null;
  /** What "it" names in a restriction: the object an earlier choice of the same text picked. */
  it?: readonly ObjectId[];
  /** The battlefield the card was played from hidden at: its choices are held there (811.1.d.2). */
  hiddenAt?: ObjectId;
  /** The battlefield chosen for "all ... at a battlefield" (355.10.d): "a battlefield" is that one. */
  atBattlefield?: ObjectId;
  /** "Here" reassigned to the controller's base, where a unit the effect played went instead (462.2.b). */
  here?: 'base';
  /** What the choice just before in the same text picked ("Choose a battlefield and a unit at a different location"). */
  chosenBefore?: readonly ObjectId[];
  /**
   * What "other" sets apart besides the source: a battlefield's "another unit", other than the one its trigger
   * condition named (the battlefield being no unit); what the instruction sharing its verb acted on ("Deal 4 to
   * that unit and 1 to each other ...").
   */
  otherThan?: readonly ObjectId[];
  /** "a battlefield I moved to or from": the battlefields of the move that set the ability off (its trigger's notes). */
  movedBetween?: readonly ObjectId[];
  /** The battlefield the trigger condition noted ("When you defend at a battlefield, ... there"): "there" when the text named nothing on the board before. */
  notedBattlefield?: ObjectId;
  /** Whose base the move the trigger condition noted went to ("When I move, ... there"), when it went to a base. */
  notedBaseOf?: PlayerId;
  /** What the trigger condition named ("When a friendly unit attacks, ... with less Might than it"): "it" when the text chose nothing before. */
  subject?: readonly ObjectId[];
}

/** The battlefields a move noted by a trigger went to or came from (bases are no battlefields); none for any other trigger. */
export function movedBetweenOf(notes: TriggerNotes): ObjectId[] {
  return notes.to === undefined ? [] : [notes.from, notes.to].filter((p): p is ObjectId => p !== undefined && p !== 'base');
}

/**
 * Rule 811.1.d.2: how a choice of a card played from hidden is held to its battlefield. `held`: an
 * object on the board with no place of its own named, chosen among those at that battlefield;
 * `free`: a choice that could never be at a battlefield (a spell on the Chain, a card in a trash or
 * hand); `unread`: a choice that names a place of its own, which the engine does not weigh against
 * the battlefield (the play is refused as unsupported).
 */
export function hiddenHold(ref: ObjectRef): 'held' | 'free' | 'unread' {
  if (ref.kind !== 'select') return 'free';
  const zone = ref.filters.find((f) => f.kind === 'zone') as Extract<Filter, { kind: 'zone' }> | undefined;
  if (zone) return zone.zone === 'board' ? 'unread' : 'free';
  if (ref.filters.some((f) => f.kind === 'among')) return 'free';
  if (ref.nouns.includes('spell') || ref.nouns.includes('ability') || ref.nouns.includes('legend')) return 'free';
  if (ref.filters.some((f) => f.kind === 'state' && (f.state === 'facedown' || f.state === 'hidden'))) return 'unread';
  // "at a battlefield" names no battlefield in particular: the one the card was hidden at is one.
  const anyBattlefield = (f: Filter): boolean =>
    f.kind === 'location' &&
    f.at.kind === 'battlefield' &&
    f.at.ref.kind === 'select' &&
    f.at.ref.determiner === 'a' &&
    f.at.ref.filters.length === 0 &&
    (f.at.ref.nouns as string[]).join() === 'battlefield';
  // "at another location" can never be met at the card's own battlefield: chosen freely (811.1.d.2's Tideturner example).
  const elsewhere = (f: Filter): boolean =>
    f.kind === 'location' &&
    f.at.kind === 'battlefield' &&
    f.at.ref.kind === 'select' &&
    f.at.ref.determiner === 'another' &&
    f.at.ref.nouns.includes('location');
  // "at a different location" (not where the source is, or what was chosen before): never met there either (811.1.d.2.a)
  if (ref.filters.some((f) => elsewhere(f) || (f.kind === 'location' && f.at.kind === 'battlefield' && differentLocation(f.at.ref)))) return 'free';
  if (ref.filters.some((f) => f.kind === 'location' && !anyBattlefield(f))) return 'unread';
  return 'held';
}

/** Where an object is, as the text names places: its battlefield, or "base". Null off the board. */
export function locationOf(o: GameObject): string | null {
  if (o.zone === 'battlefield') return o.battlefield ?? null;
  if (o.zone === 'battlefield-row') return o.id; // a battlefield's "here" is itself
  if (o.zone === 'base') return 'base';
  return null;
}

export function nounMatches(o: GameObject, nouns: readonly ObjectNoun[]): boolean {
  return nouns.some((noun) => {
    switch (noun) {
      case 'unit':
        return isUnit(o);
      case 'gear':
        return isGear(o);
      case 'equipment':
        return isEquipment(o); // 150.5: gear with the Equipment tag, not every gear
      case 'spell':
        return hasType(o.card, 'spell');
      case 'rune':
        return hasType(o.card, 'rune');
      case 'card':
        // 052: in card text "card" is a main deck card; runes, legends and battlefields are not cards there
        return o.card.type !== 'token' && o.card.type !== 'rune' && o.card.type !== 'legend' && o.card.type !== 'battlefield';
      case 'permanent':
        return isPermanent(o);
      case 'token':
        return o.card.type === 'token';
      case 'legend':
        return hasType(o.card, 'legend'); // a legend token too (107.4.d.1)
      case 'battlefield':
        // a battlefield card, e.g. one just banished ("When you banish a battlefield"); in play, a battlefield token too (438.1)
        return o.card.type === 'battlefield' || o.zone === 'battlefield-row';
      case 'facedown-card':
        return o.facedown && o.card.type !== 'token';
      case 'ability':
        return standsForAnAbility(o); // an ability waiting on the Chain (806.5.c, 813.5.c)
      case 'something':
        return true; // "When you empower something else": any object the action can be done to
      default:
        return false;
    }
  });
}

/** Where a noun looks by default (355.9.a.1–4) unless a zone restriction says otherwise. */
function zoneMatches(o: GameObject, ref: Extract<ObjectRef, { kind: 'select' }>, ctx: SelectionContext): boolean {
  const zoneFilter = ref.filters.find((f) => f.kind === 'zone') as Extract<Filter, { kind: 'zone' }> | undefined;
  if (ref.filters.some((f) => f.kind === 'among')) return true; // wherever the earlier instruction found them
  if (ref.filters.some((f) => f.kind === 'banished-with')) return o.zone === 'banishment';
  if (zoneFilter) {
    const zone = zoneFilter.zone === 'champion-zone' ? 'champion' : zoneFilter.zone === 'legend-zone' ? 'legend' : zoneFilter.zone;
    if (zone === 'board') return isAtLocation(o);
    if (o.zone !== zone) return false;
    if (zoneFilter.owner === 'your') return o.owner === ctx.controller;
    if (zoneFilter.owner === 'their' || zoneFilter.owner === 'an-opponent') return o.owner !== ctx.controller;
    return true;
  }
  if (ref.nouns.includes('spell') || ref.nouns.includes('ability')) return o.zone === 'chain';
  if (ref.filters.some((f) => f.kind === 'state' && (f.state === 'facedown' || f.state === 'hidden'))) return o.zone === 'facedown';
  if (ref.nouns.includes('facedown-card') && o.zone === 'facedown') return true; // hidden at a battlefield
  // "Choose a battlefield": a battlefield in play, the card in its row (a zone of the board, 355.9.a)
  if (ref.nouns.includes('battlefield')) return o.zone === 'battlefield-row';
  if (ref.nouns.includes('legend')) return o.zone === 'legend';
  return isAtLocation(o); // 355.9.a.1
}

export function compare(left: number, op: Comparison, right: number): boolean {
  switch (op) {
    case '<=':
      return left <= right;
    case '>=':
      return left >= right;
    case '<':
      return left < right;
    case '>':
      return left > right;
    case '=':
      return left === right;
  }
}

/** A fixed number named by text; null when the amount needs a game look-up the caller must do. */
export function literalAmount(a: Amount | undefined): number | null {
  return a && a.kind === 'number' ? a.value : null;
}

/** "at each location" (Elder Dragon): the location filter of a selection of up to one object at every location, bases included. */
function eachLocation(f: Filter): boolean {
  return (
    f.kind === 'location' && f.at.kind === 'battlefield' && f.at.ref.kind === 'select' && f.at.ref.determiner === 'each' && f.at.ref.nouns.includes('location')
  );
}

/**
 * "Choose up to one enemy unit at each location": one choice per location, each held to its own
 * location as the ability resolves (the Unleashed FAQ on Elder Dragon).
 */
export function atEachLocation(ref: ObjectRef): boolean {
  return ref.kind === 'select' && ref.filters.some(eachLocation);
}

/** The locations of the objects "it" names, each once. */
function placesOf(s: GameState, it: readonly ObjectId[] | undefined): string[] {
  return [...new Set((it ?? []).map((id) => (s.objects[id] ? locationOf(s.objects[id]) : null)).filter((w): w is string => w !== null))];
}

/** The one unit "the chosen unit" or "that unit" names: the one unit among what the text chose before. */
const ONE_CHOSEN_UNIT = new Set(['the chosen unit', 'that unit']);

/** The one object a Might comparison's pronoun names: "it", the object the text named before; "the chosen unit", the one unit it chose. */
function comparedWith(s: GameState, word: string, ctx: SelectionContext): GameObject | undefined {
  if (word === 'it') {
    const named = ctx.it ?? ctx.subject;
    return named?.length === 1 ? s.objects[named[0]!] : undefined;
  }
  if (!ONE_CHOSEN_UNIT.has(word)) return undefined;
  const units = (ctx.it ?? []).map((id) => s.objects[id]).filter((o): o is GameObject => o !== undefined && isUnit(o));
  return units.length === 1 ? units[0] : undefined;
}

/**
 * "at that battlefield" in a selection: the battlefield a choice before it in the same text picked ("Choose a battlefield
 * and an enemy unit at that battlefield"), else the one the trigger condition noted (359.3.f.3); none when neither names one.
 */
function thatBattlefield(s: GameState, ctx: SelectionContext): ObjectId[] {
  const chosen = (ctx.it ?? []).filter((id) => s.objects[id]?.card.type === 'battlefield');
  if (chosen.length > 0) return chosen;
  return ctx.notedBattlefield === undefined ? [] : [ctx.notedBattlefield];
}

/** "at a different location": a location, bases included, restricted only by "different". */
export function differentLocation(ref: ObjectRef): boolean {
  return ref.kind === 'select' && ref.determiner === 'a' && ref.nouns.join() === 'location' && ref.filters.length === 1 && ref.filters[0].kind === 'different';
}

/**
 * Not where what the choice just before picked is (a battlefield is its own place); nothing picked, nothing matches.
 * The text's first choice has none before it: not where the source is (a base is its controller's).
 */
function atDifferentLocation(s: GameState, o: GameObject, where: string | null, ctx: SelectionContext): boolean {
  const source = s.objects[ctx.source];
  if (ctx.chosenBefore === undefined)
    return where !== null && source !== undefined && (where !== locationOf(source) || (where === 'base' && o.controller !== source.controller));
  const before = placesOf(s, ctx.chosenBefore);
  return where !== null && before.length > 0 && !before.includes(where);
}

function locationFilterMatches(s: GameState, o: GameObject, at: LocationRef, ctx: SelectionContext): boolean {
  const where = locationOf(o);
  switch (at.kind) {
    case 'base':
      return where === 'base';
    case 'battlefield':
      if (at.ref.kind === 'select' && at.ref.determiner === 'another' && at.ref.nouns.includes('location')) {
        // "at another location": any location, bases included, but the source's own
        const source = s.objects[ctx.source];
        if (where === null || !source) return false;
        const mine = locationOf(source);
        return where !== mine || (where === 'base' && o.controller !== source.controller);
      }
      if (differentLocation(at.ref)) return atDifferentLocation(s, o, where, ctx);
      if (ctx.atBattlefield !== undefined && at.ref.kind === 'select' && at.ref.determiner === 'a') return where === ctx.atBattlefield;
      if (at.ref.kind === 'pronoun' && at.ref.word === 'that battlefield') return where !== null && thatBattlefield(s, ctx).includes(where);
      // "at a location", "at each location": any location, the bases included (198.1); restricted ("you control"), battlefields only, as below
      if (at.ref.kind === 'select' && at.ref.nouns.join() === 'location' && at.ref.filters.length === 0) return where !== null;
      return where !== null && where !== 'base' && battlefieldStatesMet(s, battlefieldState(s, where), at.ref, ctx);
    case 'here': {
      if (ctx.here === 'base') return where === 'base' && o.controller === ctx.controller; // 462.2.b
      const source = s.objects[ctx.source];
      return source !== undefined && where !== null && where === locationOf(source);
    }
    case 'there': {
      // where what the text named before is ("Choose a battlefield. Give friendly units there ..."), else the battlefield its
      // trigger condition named (359.3.f.3); anywhere when neither names a place on the board
      const places = placesOf(s, ctx.it);
      if (places.length > 0) return where !== null && places.includes(where);
      // what the text named has left the board: "there" names no place, and nothing is there (359.3.f.2.a)
      if ((ctx.it ?? []).length > 0) return false;
      if (ctx.notedBaseOf !== undefined) return where === 'base' && o.controller === ctx.notedBaseOf;
      return where !== null && (ctx.notedBattlefield === undefined || where === ctx.notedBattlefield);
    }
    case 'location-of':
      return where !== null;
    case 'everywhere':
      return where !== null; // "anywhere": at any location on the board
    default:
      return false; // a place the engine does not evaluate yet: nothing is assumed to be there
  }
}

type StateName = Extract<Filter, { kind: 'state' }>['state'];

/**
 * What each state a selection can name is a state of, for every state the grammar produces (keyed by
 * the AST's own union, so a new state does not type-check until it is placed here). `object`: tested
 * on each object by `filterMatches`; `battlefield`: a state of a battlefield (170.11), tested where a
 * selection names the battlefield its objects are at; `cost`: a kind of cost, never an object's, so a
 * selection of objects naming it is refused as unsupported (support.ts). No state matches everything.
 */
export const STATE_OF: { readonly [K in StateName]: 'object' | 'battlefield' | 'cost' } = {
  exhausted: 'object',
  ready: 'object',
  buffed: 'object',
  unbuffed: 'object',
  damaged: 'object',
  undamaged: 'object',
  stunned: 'object',
  empowered: 'object',
  token: 'object',
  'non-token': 'object',
  facedown: 'object',
  hidden: 'object',
  attacking: 'object',
  defending: 'object',
  mighty: 'object',
  equipped: 'object',
  'in-combat': 'object',
  'in-showdown': 'object',
  alone: 'object',
  'only-yours-there': 'object',
  attached: 'object',
  detached: 'object',
  open: 'battlefield',
  occupied: 'battlefield',
  uncontrolled: 'battlefield',
  optional: 'cost',
  additional: 'cost',
};

/** The states of a battlefield (170.11): occupied, a unit there; uncontrolled; open, both unoccupied and uncontrolled. */
const BATTLEFIELD_STATES: { readonly [K in StateName]?: (b: BattlefieldState) => boolean } = {
  occupied: (b) => b.units.length > 0,
  uncontrolled: (b) => b.controller === null,
  open: (b) => b.units.length === 0 && b.controller === null,
};

/**
 * Whether the battlefield is in every battlefield state the reference to it names ("an occupied
 * battlefield"), is controlled as it says ("a battlefield you control") and holds the units it names ("a battlefield with exactly one other unit you control").
 */
function battlefieldStatesMet(s: GameState, b: BattlefieldState, ref: ObjectRef, ctx: SelectionContext): boolean {
  if (ref.kind !== 'select') return true;
  return ref.filters.every(
    (f) =>
      // a state of the battlefield (170.11), else one of the battlefield as an object ("a token battlefield")
      (f.kind !== 'state' ||
        (STATE_OF[f.state] === 'battlefield'
          ? BATTLEFIELD_STATES[f.state]!(b)
          : s.objects[b.id] !== undefined && meetsFilters(s, s.objects[b.id]!, [f], ctx))) &&
      // "at a battlefield you control": its controller, kept with the battlefield (170.11)
      (f.kind !== 'controller' || (s.objects[b.id] !== undefined && meetsFilters(s, s.objects[b.id]!, [f], ctx))) &&
      (f.kind !== 'holding' || holdsUnits(s, b.id, f, ctx)) &&
      (f.kind !== 'moved-between' || (ctx.movedBetween ?? []).includes(b.id)) &&
      // "at another battlefield": not the one the source is at (a battlefield's own place is itself)
      (f.kind !== 'other' || !setApartByOther(s, b.id, ctx)),
  );
}

/** Whether the battlefield is where the source is, or one "other" sets apart (SelectionContext.otherThan). */
function setApartByOther(s: GameState, battlefield: ObjectId, ctx: SelectionContext): boolean {
  const source = s.objects[ctx.source];
  return (source !== undefined && locationOf(source) === battlefield) || (ctx.otherThan ?? []).includes(battlefield);
}

type Holding = Extract<Filter, { kind: 'holding' }>;

/** "with exactly one other unit you control": an exact number of units, told apart by side and from the source only. */
function readsHolding(f: Holding): boolean {
  const what = f.what;
  return (
    what.kind === 'select' &&
    what.determiner === 'exactly' &&
    what.count?.kind === 'number' &&
    what.nouns.join() === 'unit' &&
    what.filters.every((g) => g.kind === 'other' || (g.kind === 'controller' && (g.who === 'you-control' || g.who === 'friendly' || g.who === 'enemy')))
  );
}

/** Whether the units at the battlefield that the selection names are exactly as many as it says. */
function holdsUnits(s: GameState, battlefield: ObjectId, f: Holding, ctx: SelectionContext): boolean {
  const what = f.what;
  if (!readsHolding(f) || what.kind !== 'select' || what.count?.kind !== 'number') return false;
  const there = candidates(s, { ...what, determiner: 'each' }, ctx).filter((u) => u.zone === 'battlefield' && u.battlefield === battlefield);
  return there.length === what.count.value;
}

/**
 * The restrictions no code here evaluates (`filterMatches` lets no object meet them): support.ts names
 * each as unsupported wherever a text uses it, so no play or condition reads one as simply false.
 */
export const UNEVALUATED_FILTERS: ReadonlySet<Filter['kind']> = new Set([
  'different',
  'done-by-you',
  'activated-only',
  'chosen-by',
  'ability-of',
  'killed-by-this',
]);

/**
 * The value a cost is compared with: the points of the ability's controller, or the Might of its
 * source while on the board (one that left has none to compare: 359.3.e.12); null for another form.
 */
function comparedAmount(s: GameState, than: Amount, ctx: SelectionContext): number | null {
  if (than.kind === 'points' && than.of.kind === 'player' && than.of.who === 'you') return playerState(s, ctx.controller).points;
  if (than.kind !== 'might-of' || than.object.kind !== 'self') return null;
  const source = s.objects[ctx.source];
  return source && isAtLocation(source) ? mightOf(source) : null;
}

/** A Power cost bound of runes of any domain only: a bound naming a domain is not read here. */
function anyDomainPower(value: readonly { kind: string; domain?: string }[]): boolean {
  return value.every((v) => v.kind === 'power' && v.domain === 'rainbow');
}

/** Whether code here evaluates the restriction: not one of UNEVALUATED_FILTERS, nor a cost compared with a value `comparedAmount` does not read. */
export function evaluatesFilter(f: Filter): boolean {
  if (UNEVALUATED_FILTERS.has(f.kind)) return false;
  if (f.kind === 'either-situation' || f.kind === 'in-combat-with' || f.kind === 'being-chosen-by') return readsSituation(f);
  if (f.kind === 'holding') return readsHolding(f);
  if (f.kind === 'power-cost') return anyDomainPower(f.value);
  if (f.kind === 'where') return whereUnits(f.predicate) !== null;
  if (f.kind !== 'energy-cost-vs') return true;
  const than = f.than;
  return (than.kind === 'points' && than.of.kind === 'player' && than.of.who === 'you') || (than.kind === 'might-of' && than.object.kind === 'self');
}

/** One restriction on one object; group restrictions (total Might) are checked by `groupQualifies`. */
function filterMatches(s: GameState, o: GameObject, f: Filter, ctx: SelectionContext): boolean {
  switch (f.kind) {
    case 'controller': {
      // a battlefield's controller is kept with the battlefield (170.11); an uncontrolled one is nobody's, neither friendly nor enemy
      const owner = o.zone === 'battlefield-row' ? s.battlefields.find((b) => b.id === o.id)?.controller : o.controller;
      if (!owner) return false;
      // 740.1.a, 489.8.e: friendly (allied) objects are the player's own and their teammates'; enemies are the opponents' (740.1.b).
      if (f.who === 'friendly' || f.who === 'allied') return areAllies(s, owner, ctx.controller);
      if (f.who === 'you-control' || f.who === 'your' || f.who === 'they-control') return owner === ctx.controller;
      return !areAllies(s, owner, ctx.controller);
    }
    case 'location':
      return locationFilterMatches(s, o, f.at, ctx);
    case 'in-combat-with':
    case 'being-chosen-by':
    case 'either-situation': // "that's in combat with an enemy Fury unit or that's being chosen by an enemy Fury spell" (situations.ts)
      return (
        readsSituation(f) && inSituation(s, o, f, ctx, (u, ref) => ref.kind === 'select' && nounMatches(u, ref.nouns) && meetsFilters(s, u, ref.filters, ctx))
      );
    case 'empowered-times': // "[Empowered] three times" (441.1.c.1)
      return timesEmpowered(o) >= f.times;
    case 'might': {
      const value = literalAmount(f.value);
      const might = mightOf(o);
      return value !== null && might !== null && compare(might, f.op, value);
    }
    case 'state':
      switch (f.state) {
        case 'exhausted':
          return o.exhausted;
        case 'ready':
          return !o.exhausted;
        case 'buffed':
          return o.buffs > 0;
        case 'unbuffed':
          return o.buffs === 0;
        case 'damaged':
          return o.damage > 0;
        case 'undamaged':
          return o.damage === 0;
        case 'stunned':
          return o.stunned;
        case 'empowered':
          return o.empowered === true;
        case 'token':
          return o.card.type === 'token';
        case 'non-token':
          return o.card.type !== 'token';
        case 'facedown':
        case 'hidden':
          return o.facedown;
        case 'attacking':
          return o.designation === 'attacker';
        case 'defending':
          return o.designation === 'defender';
        case 'mighty':
          return (mightOf(o) ?? 0) >= 5;
        case 'equipped':
          return isEquipped(s, o);
        case 'in-combat':
          return isInCombat(s, o); // 740.2.c
        case 'in-showdown':
          // at the battlefield where a showdown (a combat's included) is under way
          return s.showdown !== null && o.zone === 'battlefield' && o.battlefield === s.showdown.battlefield;
        case 'alone':
          return isAlone(s, o); // 740.2.a
        case 'only-yours-there':
          return isUnit(o) && isAtLocation(o) && unitsWith(s, o).every((u) => u.id === o.id || u.controller !== o.controller);
        case 'attached':
          return o.attachedTo !== undefined; // 718, until Detached (718.1)
        case 'detached':
          return isAtLocation(o) && o.attachedTo === undefined;
        default:
          // a state of a battlefield or of a cost (STATE_OF) is no object's: nothing meets it
          return false;
      }
    case 'other':
      return o.id !== ctx.source && !(ctx.otherThan ?? []).includes(o.id);
    case 'of-its':
      // "one of its Equipment": attached to what "it" names (718), the object the choice before picked
      return o.attachedTo !== undefined && (ctx.it ?? []).includes(o.attachedTo);
    case 'tag': {
      // "a Bird, Cat, Dog, or Poro": any one of the tags; "non-Dragon": none
      const has = (f.anyOf ?? [f.tag]).some((tag) => (o.card.tags ?? []).some((t) => t.toLowerCase() === tag.toLowerCase()));
      return f.negated ? !has : has;
    }
    case 'domain':
      return domainsOf(s, o).includes(f.domain); // 185.3.b: a token has none unless appended (185.3.b.1)
    case 'named-tag':
    case 'named-card': {
      // 760: what the source's "name a ..." named; nothing before it named anything
      const named = ctx.source === undefined ? undefined : s.objects[ctx.source]?.data?.named;
      if (typeof named !== 'string') return false;
      return f.kind === 'named-card' ? o.card.name === named : (o.card.tags ?? []).some((t) => t.toLowerCase() === named.toLowerCase());
    }
    case 'keyword':
      if (ownKeywordsForReference(o).includes(f.keyword.name) && !hasLostKeyword(o, f.keyword.name)) return !f.negated;
      return keywordsOf(o).includes(f.keyword.name) !== (f.negated ?? false);
    case 'among':
      return ctx.among?.includes(o.id) ?? false;
    case 'banished-with':
      if (o.banishedAlsoWith !== undefined && o.banishedAlsoWith === ctx.source) return true; // 411.6.a: by an ability this object gave another
      return o.banishedWith === ctx.source; // 395, 397: banished by an ability of this same object
    case 'might-relative': {
      // Compared with a remembered Might; a null one matches nothing (359.3.e.12). "than it": the
      // Might now of the one object the text named before ("Choose a friendly unit. Kill ... than it"); "than the chosen
      // unit": of the one unit among what the text chose ("Choose a friendly unit and a battlefield. ...").
      const might = mightOf(o);
      const it = f.than.kind === 'pronoun' ? comparedWith(s, f.than.word, ctx) : undefined;
      // "than me": the Might the source has now, while it is on the board
      const me = f.than.kind === 'self' ? s.objects[ctx.source] : undefined;
      const onBoard = me !== undefined && (me.zone === 'base' || me.zone === 'battlefield');
      const reference = it ? mightOf(it) : onBoard ? mightOf(me) : ctx.referenceMight;
      if (reference === undefined || reference === null || might === null) return false;
      return compare(might, f.op, reference + (f.offset ?? 0));
    }
    case 'chooses':
      return choosesMatches(s, o, f, ctx); // 359.3.e.9.a
    case 'token-name':
      return o.card.name === f.name; // the noun (gear) is checked with the others
    case 'same-name': {
      // "a card with my name": the name of the object the text is on (its card as it is now)
      const named = f.as.kind === 'self' ? s.objects[ctx.source] : undefined;
      return named !== undefined && o.card.name === named.card.name;
    }
    case 'same-controller':
      // "a unit with the same controller" as the object the text acts on ("it"); none known, none matches
      return (ctx.it ?? []).some((id) => s.objects[id]?.controller === o.controller);
    case 'energy-cost-vs': {
      // "with Energy cost less than your points", "... no more than my Might": the printed Energy cost against a value now
      const limit = comparedAmount(s, f.than, ctx);
      return limit !== null && compare(o.card.cost?.energy ?? 0, f.op, limit);
    }
    case 'energy-cost':
    case 'cost': {
      // The printed cost (356.1.c), not what was paid for it.
      const limit = f.value.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
      // "... and no more than :rb_rune_rainbow:": the printed Power cost holds no more runes than the bound shows
      if (f.power && (o.card.cost?.power?.length ?? 0) > f.power.length) return false;
      return compare(o.card.cost?.energy ?? 0, f.op, limit);
    }
    case 'power-cost':
      // "with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more": the printed Power cost (356.1.c), by its number of runes of any domain
      return anyDomainPower(f.value) && compare(o.card.cost?.power?.length ?? 0, f.op, f.value.length);
    case 'type-word': {
      // 133.3: "non-unit" excludes every unit, whatever other types it has; other words restrict nothing.
      const excluded = /^non-(unit|gear|spell)$/.exec(f.word)?.[1];
      return excluded === 'unit' ? !isUnit(o) : excluded === 'gear' ? !isGear(o) : excluded === 'spell' ? o.card.type !== 'spell' : true;
    }
    case 'where':
      return battlefieldWhere(s, o, f.predicate, ctx);
    case 'holding':
      return o.zone === 'battlefield-row' && holdsUnits(s, o.id, f, ctx);
    case 'along-with':
      // "attacking with another unit": another unit of the selection with the same combat designation there, on the same side (740.2.c)
      return (
        o.designation !== undefined &&
        candidates(s, { ...f.object, determiner: 'each' } as ObjectRef, ctx).some(
          (u) =>
            u.id !== o.id &&
            u.designation === o.designation &&
            u.zone === o.zone &&
            u.battlefield === o.battlefield &&
            areAllies(s, u.controller, o.controller),
        )
      );
    case 'zone':
    case 'total-might':
      return true; // checked by zoneMatches / groupQualifies
    case 'moved-between':
      return o.zone === 'battlefield-row' && (ctx.movedBetween ?? []).includes(o.id);
    default:
      // A restriction the engine does not evaluate yet ("cost", "might-relative", "among"...): nothing
      // is assumed to meet it, so no play ever acts on an object it might not be allowed to.
      return false;
  }
}

/** Whose units "where <player> has/controls ..." counts: the player's own, theirs or an ally's, or an opponent's (not allied, 740.1.b). */
const HOLDERS: Readonly<Record<string, (s: GameState, unit: GameObject, ctx: SelectionContext) => boolean>> = {
  you: (_s, u, ctx) => u.controller === ctx.controller,
  // "where you or an ally have units": the player's own or a teammate's (740.1.a)
  'you-or-ally': (s, u, ctx) => u.controller !== null && areAllies(s, u.controller, ctx.controller),
  'an-opponent': (s, u, ctx) => u.controller !== null && !areAllies(s, u.controller, ctx.controller),
};
const HOLDING_VERBS = new Set(['have', 'has', 'control', 'controls']);

/**
 * The units a "where ..." restriction counts, read from its predicate: those of a player it knows (HOLDERS) for
 * "where <player> has/controls <units>", any for "where there's <a unit>", and how many it asks for ("two or
 * more": a number). Null for a predicate of another form ("where each opponent has units", "where you played
 * a unit this turn"), which support.ts then names unsupported (evaluatesFilter) rather than read as never met.
 */
function whereUnits(p: Predicate): { holder: (typeof HOLDERS)[string] | undefined; what: Extract<ObjectRef, { kind: 'select' }>; count: number } | null {
  const holder = p.kind === 'player-has' && p.player.kind === 'player' && HOLDING_VERBS.has(p.verb) ? HOLDERS[p.player.who] : undefined;
  const what = p.kind === 'exists' ? p.what : p.kind === 'player-has' && holder ? p.object : null;
  if (what?.kind !== 'select') return null;
  // "where you have two or more units": at least that many there; "exactly two": that many
  const count = what.count ? literalAmount(what.count) : 1;
  return count === null ? null : { holder, what, count };
}

/**
 * "a battlefield where you have units" / "where an opponent has units" / "where you don't have units" / "where
 * there's an enemy unit": a battlefield (the card in its row, 171) with (or, negated, without) such a unit there
 * now. Another place, or a predicate of another form, meets nothing.
 */
function battlefieldWhere(s: GameState, o: GameObject, p: Predicate, ctx: SelectionContext): boolean {
  if (o.zone !== 'battlefield-row') return false;
  const read = whereUnits(p);
  if (read === null) return false;
  const { holder, what, count } = read;
  const units = candidates(s, { ...what, determiner: 'each' }, ctx).filter(
    (u) => u.zone === 'battlefield' && u.battlefield === o.id && (!holder || holder(s, u, ctx)),
  );
  const there = what.determiner === 'exactly' ? units.length === count : units.length >= count;
  return p.kind === 'player-has' && p.negated ? !there : there;
}

/**
 * Whether a battlefield meets the restrictions of a move's destination: its states ("an open battlefield",
 * 170.11), who controls it ("an enemy battlefield", "a battlefield you control") and the "where ..." ones ("a
 * location where there's a unit with the same controller", for the units moved, `ctx.it`; "a battlefield where you
 * have units").
 */
export function destinationMeets(s: GameState, ref: ObjectRef, battlefield: ObjectId, ctx: SelectionContext): boolean {
  if (ref.kind !== 'select') return true;
  if (!battlefieldStatesMet(s, battlefieldState(s, battlefield), ref, ctx)) return false;
  const card = s.objects[battlefield];
  return ref.filters.every((f) =>
    f.kind === 'controller'
      ? card !== undefined && filterMatches(s, card, f, ctx)
      : f.kind !== 'where' || (card !== undefined && battlefieldWhere(s, card, f.predicate, ctx)),
  );
}

/** Objects that satisfy every individual restriction of a selection (355.9). */
export function candidates(s: GameState, ref: ObjectRef, ctx: SelectionContext): GameObject[] {
  if (ref.kind !== 'select') return [];
  const pool = ref.nouns.includes('ability') ? [...everyObject(s), ...abilitiesOnChain(s)] : everyObject(s);
  return pool.filter(
    (o) =>
      o.id !== ctx.itemSource &&
      nounMatches(o, ref.nouns) &&
      zoneMatches(o, ref, ctx) &&
      !(ref.determiner === 'another' && o.id === ctx.source) &&
      !(ctx.hiddenAt && hiddenHold(ref) === 'held' && !(o.zone === 'battlefield' && o.battlefield === ctx.hiddenAt)) &&
      // "your units", and "each player kills one of their units": the player choosing's own
      !((ref.determiner === 'your' || ref.determiner === 'one-of-their') && o.controller !== ctx.controller) &&
      !(CHOOSING.has(ref.determiner) && cannotBeChosenBy(s, o, ctx.controller)) &&
      ref.filters.every((f) => filterMatches(s, o, f, ctx)),
  );
}

/** Whether the object meets each of these restrictions ("if I'm at a battlefield": the source's own). */
export function meetsFilters(s: GameState, o: GameObject, filters: readonly Filter[], ctx: SelectionContext): boolean {
  return filters.every((f) => filterMatches(s, o, f, ctx));
}

export function qualifies(s: GameState, o: GameObject, ref: ObjectRef, ctx: SelectionContext): boolean {
  return candidates(s, ref, ctx).some((c) => c.id === o.id);
}

/**
 * Group restrictions (355.11): a total-Might limit over the whole group, and "at a battlefield"
 * read as one battlefield shared by every member.
 */
export function groupQualifies(group: readonly GameObject[], ref: ObjectRef): boolean {
  if (ref.kind !== 'select' || group.length === 0) return true;
  // "at a battlefield with total Might 4 or less": the total may be read onto the battlefield phrase.
  const nested = ref.filters.flatMap((f) => (f.kind === 'location' && f.at.kind === 'battlefield' && f.at.ref.kind === 'select' ? f.at.ref.filters : []));
  for (const f of [...ref.filters, ...nested]) {
    if (f.kind === 'total-might') {
      const limit = literalAmount(f.value);
      const total = group.reduce((sum, o) => sum + (mightOf(o) ?? 0), 0);
      if (limit === null || !compare(total, f.op, limit)) return false;
    }
    if (eachLocation(f)) {
      // one at each location: no two at the same one (each player's base is a location of its own)
      const places = new Set(group.map((o) => (o.zone === 'base' ? `base:${o.controller}` : locationOf(o))));
      if (places.size < group.length) return false;
    } else if (f.kind === 'location' && f.at.kind === 'battlefield' && singleBattlefield(f.at.ref)) {
      const places = new Set(group.map(locationOf));
      if (places.size > 1) return false;
    }
  }
  return true;
}

/**
 * Whether some group of `min` to `max` of `pool` could meet the total-Might restrictions of the selection (355.11.a),
 * "or less" and "or more" (the only ones printed): as Might is never below 0, the `min` lowest make the lowest total
 * there is, the `max` highest the highest. False only when none can, whatever the other restrictions on the group.
 */
export function totalMightReachable(pool: readonly GameObject[], min: number, max: number, ref: ObjectRef): boolean {
  if (ref.kind !== 'select' || min === 0) return true;
  const nested = ref.filters.flatMap((f) => (f.kind === 'location' && f.at.kind === 'battlefield' && f.at.ref.kind === 'select' ? f.at.ref.filters : []));
  const mights = pool.map((o) => mightOf(o) ?? 0).sort((a, b) => a - b);
  const sum = (some: number[]) => some.reduce((total, m) => total + m, 0);
  const lowest = sum(mights.slice(0, min));
  const highest = sum(mights.slice(mights.length - max));
  return [...ref.filters, ...nested].every((f) => f.kind !== 'total-might' || compare(f.op === '<=' ? lowest : highest, f.op, literalAmount(f.value) ?? 0));
}

/** "at a battlefield" (one chosen battlefield) as opposed to "at battlefields". */
function singleBattlefield(ref: ObjectRef): boolean {
  return ref.kind === 'select' ? !ref.plural : true;
}

/** How many objects a selection takes: [min, max] (355.13 "up to", "any number"). */
export function countRange(ref: ObjectRef, available: number): [number, number] {
  if (ref.kind !== 'select') return [1, 1];
  const n = literalAmount(ref.count) ?? 1;
  switch (ref.determiner) {
    case 'up-to':
      return [0, atEachLocation(ref) ? available : n];
    case 'any-number':
      return [0, available];
    case 'number':
      return [n, n];
    default:
      return [1, 1];
  }
}

// What a spell on the Chain is seen to choose by other spells and abilities (rule 359.3.e.9.a): the
// targets of the finalized item, mistargeted ones included (they stay its choices while they are on
// the board), but not those that have since changed to a non-board zone. Read by restrictions such as
// "an enemy spell that chooses it and no other friendly unit" (Repulse) or "... that chooses a
// friendly unit or gear" (Not So Fast).
/** The objects the finalized spell `spell`, or the ability on the Chain it stands for, counts as choosing now. */
export function seenChosenBy(s: GameState, spell: GameObject): GameObject[] {
  // an ability's stand-in carries its chain item's id (abilities-on-chain.ts): "an enemy spell or ability that chooses it" (Repulse)
  const item = standsForAnAbility(spell)
    ? s.chain.find((c) => c.id === spell.id && c.status === 'finalized')
    : s.chain.find((c) => c.source === spell.id && c.kind === 'card' && c.status === 'finalized');
  if (!item) return [];
  const gone = new Set<ObjectId>();
  for (let i = playDataOf(item).targetMark ?? s.events.length; i < s.events.length; i++) {
    const e = s.events[i];
    if (e.object && e.to && isOffBoard(e.to)) gone.add(e.object);
  }
  return [...new Set(item.targets.flat())].filter((id) => !gone.has(id) && s.objects[id]).map((id) => s.objects[id]);
}

/** Whether `spell` meets a "that chooses ..." restriction, read from the side of the spell or ability that names it. */
export function choosesMatches(s: GameState, spell: GameObject, f: Extract<Filter, { kind: 'chooses' }>, ctx: SelectionContext): boolean {
  const chosen = seenChosenBy(s, spell);
  let named: ObjectId[];
  switch (f.object.kind) {
    case 'self':
      named = [ctx.source];
      break;
    case 'pronoun':
      named = [...(ctx.it ?? [])];
      break;
    case 'select': {
      const ref = f.object;
      named = chosen.filter((o) => qualifies(s, o, ref, ctx)).map((o) => o.id);
      break;
    }
    default:
      return false;
  }
  if (named.length === 0 || !named.every((id) => chosen.some((o) => o.id === id))) return false;
  const noOther = f.noOther;
  return !noOther || !chosen.some((o) => !named.includes(o.id) && qualifies(s, o, noOther, ctx));
}

// ---- the domains an object has now ----------------------------------------------------------------
// The domains an object has now (rule 185.3.b): its card's printed ones, none for a token, plus those
// a passive ability appends in the layers ("Units you control are :rb_rune_fury:.", 185.3.b.1). Only
// unconditional passives of objects whose abilities are active are read. A subject that itself names
// a domain is read on printed domains only, so the layer never feeds back into itself. (Here, beside the
// selections it reads with, since each needs the other.)

type Passive = Extract<Ability, { kind: 'passive' }>;

/** The form carried out: an unconditional passive appending one domain to the objects it names. */
export function appendsDomain(e: PassiveEffect, a: Passive): boolean {
  return e.kind === 'is-domain' && !a.condition && !a.gate && e.subject.kind === 'select';
}

let reading = false;
resetWithProcessCaches(() => (reading = false));

/** The domains the object has now: printed (a token none), then appended by passive abilities. */
export function domainsOf(s: GameState, o: GameObject): Domain[] {
  const out: Domain[] = [...(o.card.domains ?? [])];
  if (reading) return out;
  reading = true;
  try {
    for (const giver of everyObject(s)) {
      if (!abilitiesActive(giver)) continue;
      for (const { ability } of abilitiesOfKind(giver.card, 'passive')) {
        const e = ability.effect;
        if (e.kind !== 'is-domain' || !appendsDomain(e, ability) || out.includes(e.domain)) continue;
        if (candidates(s, e.subject, { controller: giver.controller, source: giver.id }).some((c) => c.id === o.id)) out.push(e.domain);
      }
    }
  } finally {
    reading = false;
  }
  return out;
}
