// The reference engine's game state: plain JSON-safe data, so a game can be stored, sent and replayed.
//
// Mutation discipline: `act()` (game.ts) deep-copies the incoming state once (cloneState), and everything
// below it — game actions, cleanups, the Chain, showdowns, the playing-cards process — edits that
// private working copy in place ("draft"). Nothing outside `act()`/`createGame()` ever sees a draft,
// so from the outside the engine is a pure function (state, action) -> (state, events).
// Long file: the state's types, the small queries every layer asks of them (who controls, allies,
// Might, lethal damage, what is a unit) and the one copy of it, kept together so that no layer reads
// the state through a second module.

import type { Instruction } from './card-text/ast.ts';
import type { PendingDecision } from './decision-kinds.ts';
import type { Domain, GameEvent, Phase, PlayerId, RunePool, TestCard } from './interface.ts';

export type ObjectId = string; // the scenario's ref, echoed back in views and events

/** What the engine knows about a card: from the project catalog or from a test card's text and stats. */
export interface CardDefinition extends Omit<TestCard, 'type'> {
  type: TestCard['type'] | 'token';
}

/** Where an object is. `battlefield` is set for zone "battlefield" and "facedown" (the battlefield it is at). */
export type ZoneName =
  | 'main-deck'
  | 'rune-deck'
  | 'hand'
  | 'base'
  | 'runes'
  | 'battlefield'
  | 'facedown'
  | 'trash'
  | 'banishment'
  | 'legend'
  | 'champion'
  | 'chain'
  | 'battlefield-row' // a battlefield card itself, in play
  | 'gone'; // a token that left the board for another zone and ceased to exist (186.1)

/** A temporary change with a duration, e.g. "+2 Might this turn". */
/** An ability another object gives an object (411.6.a): its text and the giver. */
export interface GrantedAbility {
  text: string;
  from: ObjectId;
}

export interface TemporaryModifier {
  might?: number;
  /** "Its Might becomes 4": the Might it sets (477.1.a.1); `might` then holds the shift from the printed Might, 0 once a later one overrides it. */
  sets?: number;
  /** When a setting of its Might began applying (480.1), from the game's clock: the latest setting applies (480.3). */
  at?: number;
  /**
   * 'while-active': set by its own active rules text ("My Might is 5"), for as long as that text stays active (480.2).
   * 'while-on-board': an effect naming no duration ("Give a unit +2 :rb_might:"), for as long as the object stays
   * on the board (477.3.b: applied once, with an unlimited duration); leaving it clears every modifier (zones.ts).
   */
  until: 'end-of-turn' | 'end-of-combat' | 'while-active' | 'while-on-board';
  source?: ObjectId;
  /** "Give a unit [Assault 3] this turn": a keyword it has for as long as the modifier lasts (801.3.a.2), with its value (1 when bare). */
  keyword?: { name: string; value: number };
  /** "It loses [Tank] this turn": a keyword it does not have for as long as the modifier lasts (801.3.b.1). */
  removes?: string;
  /** "This turn, that unit has "...."": the text of an ability it has for as long as the modifier lasts (411.6.a). */
  ability?: string;
  /** "It can't be chosen by enemy spells and abilities this turn": untargetable for as long as the modifier lasts (757). */
  untargetable?: true;
  /** "They can't move it this turn": the player who may not move it for as long as the modifier lasts. */
  unmovableBy?: PlayerId;
}

/** A lasting effect on "the next spell you play this turn" (next-spell.ts): a discount, or Bonus Damage. */
export interface NextSpellChange {
  player: PlayerId;
  source: ObjectId;
  discount?: { energy: number; power: number };
  bonusDamage?: number;
  /** "The next card you play this turn": taken by a card of any type, not only a spell. */
  anyCard?: true;
}

export interface GameObject {
  id: ObjectId;
  card: CardDefinition;
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  /** For objects at a battlefield (units, gear, facedown cards): which battlefield. */
  battlefield?: ObjectId;
  exhausted: boolean;
  damage: number;
  /** The players whose damage is marked on it (a deal action they were responsible for), while it has any. */
  damagedBy?: PlayerId[];
  buffs: number;
  stunned: boolean;
  /** The Empowered status (441.1.a): on or off, set by the Empower action and cleared by Disempower (442) or leaving the board. */
  empowered?: boolean;
  /** How many times it was Empowered while it kept the status, when more than once (441.1.c.1: "I can be [Empowered] up to three times"). */
  timesEmpowered?: number;
  facedown: boolean;
  modifiers: TemporaryModifier[];
  /** Combat role (rule 323.2 / 464.2.c). */
  designation?: 'attacker' | 'defender';
  /** The Top-Most Card this card is Attached to (rules 434, 718). */
  attachedTo?: ObjectId;
  /** In banishment: the object whose ability banished it, for that object's linked abilities ("banished with this", 394.1, 397). */
  banishedWith?: ObjectId;
  /** In banishment, banished by an ability another object gave `banishedWith`: that giver, with which it was banished too (411.6.a). */
  banishedAlsoWith?: ObjectId;
  /** Its own card while attached cards' Effect Text is appended to `card` (719.1, effects/attached-text.ts); absent otherwise. */
  ownCard?: CardDefinition;
  /** The lines of `card` that attached cards' Effect Text appended, with the card each came from (136.2.d); absent when none. */
  appendedLines?: { from: ObjectId; first: number; last: number }[];
  /** The abilities other objects give it now, appended to `card` (effects/granted-abilities.ts, 411.6.a); absent when none. */
  grantedAbilities?: GrantedAbility[];
  /** Keywords an effect gave it for as long as it stays on the board (never changed in place: replaced). */
  granted?: readonly string[];
  /** Keywords an effect took from it, naming no duration: gone while it stays on the board (801.3.b.2). */
  lost?: readonly string[];
  /** When each of its active texts that set its Might became active (480.1, 480.2), by text; absent when none. */
  textSince?: Record<string, number>;
  /** Might the passive abilities on the board give it now (effects/passive-might.ts); absent when none. */
  passiveMight?: number;
  /** Assault and Shield its own passives give it now, by keyword (effects/granted-keywords.ts); absent when none. */
  grantedKeywords?: Record<string, number>;
  /** Free-form per-object data other parts of the engine attach (e.g. the compiled text). Must stay JSON-safe. */
  data?: Record<string, unknown>;
}

/** Resources of the rune pool kept for one purpose ("Use only to play spells"): game-actions/reserved-resources.ts. */
export interface Reserved {
  energy: number;
  power: Partial<Record<Domain, number>>;
  universal: number;
  /** The purpose as the card words it ("to play spells", "during showdowns"). */
  purpose: string;
}

/** What an Add put in the pool. */
export type Added = Omit<Reserved, 'purpose'>;

export interface PlayerState {
  id: PlayerId;
  points: number;
  /** XP (rule 729): a number the player has, not a game object (731). */
  xp: number;
  runePool: RunePool;
  /** How much of the rune pool is kept for one purpose only ("Use only to play spells"): game-actions/reserved-resources.ts. */
  reserved?: Reserved[];
  // Ordered zones of object ids; decks are top card first.
  mainDeck: ObjectId[];
  runeDeck: ObjectId[];
  hand: ObjectId[];
  base: ObjectId[];
  runes: ObjectId[];
  trash: ObjectId[];
  banishment: ObjectId[];
  legend: ObjectId | null;
  /** Legends an effect added to the Legend Zone beside the Champion Legend: not Champion Legends (107.4.d.1); absent when none. */
  legends?: ObjectId[];
  champion: ObjectId | null;
  /** The name of the card that began the game in the Champion Zone (103.2.a): every card of that name is the Chosen Champion. */
  chosenChampion?: string;
}

export interface BattlefieldState {
  id: ObjectId;
  card: CardDefinition;
  /** The player who brought it to the game (170.1), when the game started from decks. */
  owner?: PlayerId;
  controller: PlayerId | null;
  /** The player who applied Contested status, or null when uncontested. */
  contestedBy: PlayerId | null;
  units: ObjectId[];
  gear: ObjectId[];
  facedown: ObjectId[];
  /** Players who scored this battlefield this turn (rule 470). */
  scoredThisTurn: PlayerId[];
  showdownStaged: boolean;
  combatStaged: boolean;
  /** The cards a token here replaced, itself or through the tokens it replaced, now in banishment (438.5, 438.7.b.1). */
  replaced?: ObjectId[];
}

export type ChainItemKind = 'card' | 'activated' | 'triggered';

export interface ChainItem {
  id: string;
  kind: ChainItemKind;
  /** The card (for kind "card") or the ability's source. */
  source: ObjectId;
  controller: PlayerId;
  status: 'pending' | 'finalized';
  /** Resolves as soon as it is finalized (units, gear, abilities that add resources: rule 337.2). */
  resolvesImmediately?: boolean;
  /** Adds resources (rule 346.1: focus does not pass for such chains). */
  addsResources?: boolean;
  /** One list per targeting instruction, in text order. */
  targets: ObjectId[][];
  /** Which ability of the source, for activated/triggered items. */
  ability?: number;
  /** The source's text as the ability went on the Chain, which `ability` indexes (chain-items.ts cardAsOnChain). */
  text?: string;
  /** With `text`: the lines of it attached cards' Effect Text appended then, with the card each came from (136.2.d); absent when none. */
  appendedLines?: { from: ObjectId; first: number; last: number }[];
  /** Working data of the process of play (choices, costs, chosen location, ...). JSON-safe. */
  data?: Record<string, unknown>;
}

export interface ShowdownState {
  battlefield: ObjectId;
  combat: boolean;
  attacker: PlayerId | null;
  defender: PlayerId | null;
  /** Consecutive passes of focus without a play (rules 347.2.a, 348). */
  passesInRow: number;
  /** Attackers were recalled by the combat cleanup (rule 466.3.d: no result). */
  attackersRecalled?: boolean;
  /** The combat's winner once determined (rule 466.3), null for no result. */
  winner?: PlayerId | null;
  /** Units that have gained the Attacker or Defender designation in this combat (383.4.e.2.a, 383.4.f.2.a). */
  designated?: ObjectId[];
  /** The turn player left the game during this showdown: the turn passes on as it ends (652.5.a.1). */
  turnPlayerLeft?: boolean;
}

/** Work the game must do before anyone may act (rule 333). Run in order by the task loop in game.ts. */
export type Task =
  | { kind: 'cleanup'; special?: 'ending' | 'combat' }
  | { kind: 'phase'; phase: Phase }
  | { kind: 'scoring-step' }
  | { kind: 'expiration-step' }
  | { kind: 'next-turn' }
  | { kind: 'combat-damage' }
  | { kind: 'combat-result' }
  | { kind: 'combat-control' }
  | { kind: 'combat-end' }
  /** Simultaneous triggers waiting for their controllers to order them (808.2.a): asked once the action that set them off is over. */
  | { kind: 'order-triggers'; groups: { source: ObjectId; controller: PlayerId; ability: number; data?: Record<string, unknown> }[][] };

/** A delayed triggered ability a resolved instruction created ("Draw 1 at the end of this turn"). */
/** What a delayed "When ... this turn" waits for: whose event ("it", any unit, "you"), and whether only the next one. */
export interface WatchedEvent {
  event: 'takes-damage' | 'wins-combat' | 'plays-unit';
  /** Whose event: the units "it" names, any unit's, the controller's own play, or a friendly unit's play (the controller's or a teammate's, 740.1.a). */
  whose: 'it' | 'any' | 'you' | 'friendly';
  once: boolean;
}

export interface DelayedTrigger {
  /** "At the end of this turn"; "At the start of your next Main Phase" (the controller's); "When they hold" (`player`'s hold). */
  moment: 'end-of-turn' | 'start-of-your-main' | 'hold' | 'dies-this-turn' | 'event-this-turn';
  /** The event an 'event-this-turn' ability waits for (triggers/delayed-events.ts). */
  watch?: WatchedEvent;
  /** The units whose event it waits for, when it names "it". */
  watched?: ObjectId[];
  /** Whose hold a delayed "When they hold" waits for. */
  player?: PlayerId;
  /** The unit a delayed "When it dies this turn" waits for the death of. */
  dying?: ObjectId;
  /**
   * A delayed linked ability (390.5): the objects the ability that made it affected, each with the zone
   * it stays in for as long as the window lasts (390.5.a, 390.5.c).
   */
  linked?: { object: ObjectId; zone: ZoneName }[];
  controller: PlayerId;
  /** The spell or permanent whose text created it. */
  source: ObjectId;
  /** Its instructions (compiled card text: plain JSON). */
  effect: Instruction[];
  /** What the trigger condition of the ability that created it noted (359.3.f.3.a, 359.3.f.3.b). */
  notes?: TriggerNotes;
}

/** A reflexive trigger (388.1) waiting to see whether its spell or ability killed the objects: added if one died in the cleanup after it. */
export interface KillWatch {
  objects: ObjectId[];
  /** The new ability's instructions (compiled card text: plain JSON). */
  body: Instruction[];
  source: ObjectId;
  controller: PlayerId;
  notes: TriggerNotes;
}

/**
 * A delayed replacement a resolved instruction created (390.3): "The next time it would die this turn,
 * ... instead". Lasts until the end of the turn; `once` ("the next time") ends it after one use.
 */
export interface DelayedReplacement {
  controller: PlayerId;
  /** The spell or permanent whose text created it. */
  source: ObjectId;
  /** The objects whose death it replaces. */
  objects: ObjectId[];
  /** What happens instead, "it" being the object that would have died (compiled card text: plain JSON). */
  instead: Instruction[];
  once: boolean;
}

/** What the trigger condition noted when it was met (359.3.f.3): where the source moved from, the battlefield it held. */
export interface TriggerNotes {
  from?: string;
  /** Where a move went: 'base' or the battlefield's id ("When I move to a battlefield"). */
  to?: string;
  battlefield?: string;
  /** For a delayed ability: where its source was as it was created (359.3.f.3.a). */
  here?: string;
  /** After a move to a base: whose base it was, the place "there" names (359.3.f.3). */
  baseOf?: PlayerId;
}

export interface GameState {
  gameId: string;
  edition: string;
  /** The Victory Score in force (194.3), card effects included (game-actions/points.ts applyVictoryScore). */
  victoryScore: number;
  /** The mode's Victory Score, while a card effect alters it (194.3.a); absent otherwise. */
  baseVictoryScore?: number;
  rng: { seed: number; state: number };
  turn: number;
  turnPlayer: PlayerId;
  phase: Phase;
  /** Turn order. */
  players: PlayerState[];
  objects: Record<ObjectId, GameObject>;
  battlefields: BattlefieldState[];
  /** Oldest first. */
  chain: ChainItem[];
  /** How the current chain began (rule 346.1): by a play/activation, or by a trigger / an Add ability. */
  chainOpenedBy: 'play' | 'trigger' | 'add' | null;
  /** Consecutive passes of priority on the current chain (rule 339.1). */
  chainPasses: number;
  priority: PlayerId | null;
  focus: PlayerId | null;
  showdown: ShowdownState | null;
  /**
   * The combat damage each player assigned beyond lethal in the last combat damage step, until the next
   * showdown begins ("if you assigned 3 or more excess damage" as the conquest it led to triggers). Replaced, never mutated.
   */
  excessAssigned?: Readonly<Record<PlayerId, number>>;
  /** Additional turns queued after the current one, next first (rules 735–738). */
  additionalTurns?: PlayerId[];
  /** Whose turn in the turn order was taken last, while additional turns are taken (737). */
  turnOrderAt?: PlayerId;
  tasks: Task[];
  /** The clock that timestamps the effects setting Might (480.1.b): each new one is a tick later; absent until the first. */
  clock?: number;
  /** Counts chain items finalized or resolved; the expiration step repeats if it grew (rule 317.2.f). */
  feprCount: number;
  /** feprCount when the current expiration step began, while in the ending phase. */
  expirationMark?: number;
  /** Delayed triggered abilities waiting for their moment (rule 359.3.e.16), oldest first. */
  delayed?: DelayedTrigger[];
  /** Delayed replacements of deaths, until the end of the turn (390.3), oldest first. */
  delayedReplacements?: DelayedReplacement[];
  /** Lethally damaged units whose optional death replacements were all declined once asked (371.2.b): the next cleanup kills them without asking again. */
  declinedDeaths?: ObjectId[];
  /** "Once each turn" triggered abilities performed this turn, as "<source>#<ability>" (rule 383.3.e.1). */
  performedThisTurn?: string[];
  /** The "the first time ... each turn" events of battlefields' abilities that happened this turn, each as "battlefield#ability" (triggers/chosen-here.ts). */
  firstEventsThisTurn?: string[];
  /** The players who gained XP this turn (730.1), for "If you've gained XP this turn". */
  xpGainedThisTurn?: PlayerId[];
  /** Per player, the Power they spent this turn, for "If you've spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn". */
  powerSpentThisTurn?: Record<PlayerId, number>;
  /** How many times each permanent has moved this turn, for "The third time I move in a turn" (a new object counts afresh: 108). */
  movesThisTurn?: Record<ObjectId, number>;
  /** How many times each unit has conquered this turn, for "The first time I conquer each turn" (a new object counts afresh: 108). */
  conquestsThisTurn?: Record<ObjectId, number>;
  /** Cards finalized this turn, with the player who played them ([Legion], 812.1.c) and the Energy they spent on it. */
  cardsPlayedThisTurn?: { card: ObjectId; player: PlayerId; energy?: number }[];
  /** Activated abilities played this turn, with who played them: "the first friendly gear activated ability played each turn". */
  abilitiesPlayedThisTurn?: { source: ObjectId; player: PlayerId }[];
  /** Per player, the cards whose play they completed this turn (419.4.a): "your second card in a turn". */
  playsCompletedThisTurn?: Record<PlayerId, number>;
  /** Per player, the units they controlled that died this turn: "the first time a friendly unit dies each turn". */
  unitsDiedThisTurn?: Record<PlayerId, number>;
  /** Per player, the units they controlled that died during this turn's Beginning Phase: "If a friendly unit died during your Beginning Phase this turn". */
  unitsDiedInBeginningPhase?: Record<PlayerId, number>;
  /** The battlefields conquered this turn, and by whom: "Play me only to a battlefield you conquered this turn". */
  battlefieldsConqueredThisTurn?: { player: PlayerId; battlefield: ObjectId }[];
  /** "If this kills it, do this: ...": the new abilities waiting for the cleanup after their spell or ability resolved, for the deaths of these objects (kill-watches.ts). */
  killWatches?: KillWatch[];
  /** While a spell resolves and until the cleanup after it: the units it killed or damaged ("When you kill a unit with a spell"). */
  spellKills?: { player: PlayerId; killed: ObjectId[]; damaged: ObjectId[] };
  /** Per pending "The next unit you play this turn enters ready" (Sun Disc), the player it was given to. */
  nextUnitEntersReady?: PlayerId[];
  /** The players whose units enter ready for the rest of the turn ("Units you play this turn enter ready"). */
  unitsEnterReady?: PlayerId[];
  /** The players who hide cards ignoring costs for the rest of the turn ("You can hide cards ignoring costs this turn"). */
  hidesIgnoringCosts?: PlayerId[];
  /** Per pending "Give the next spell you play this turn [Repeat] equal to its cost" (Temporal Portal), the player it was given to. */
  nextSpellRepeat?: PlayerId[];
  /** Per "Buffs give an additional +1 :rb_might: to friendly units this turn" (buffs-give-more.ts): whose units, and how much more. */
  buffsGiveMore?: { player: PlayerId; might: number }[];
  /** Per pending "The next spell you play this turn costs 5 less / deals 1 Bonus Damage", the change and whose next spell takes it. */
  nextSpellChanges?: NextSpellChange[];
  /** "Your non-token units cost :rb_energy_1: more to play this turn": per player, the increase and its source, until the turn ends. */
  costIncreasesThisTurn?: { player: PlayerId; source: ObjectId; nonToken: boolean; energy: number; power: number }[];
  /** "You can look at their facedown cards this turn": who may look at whose facedown cards, until the turn ends. */
  facedownSeenBy?: { viewer: PlayerId; controller: PlayerId }[];
  /** "Opponents can't play cards this turn" (054.1): per player forbidden, what they may not play and the effect's source, until the turn ends. */
  playsForbidden?: { player: PlayerId; what: 'cards' | 'spells'; source: ObjectId }[];
  /** "Prevent all spell and ability damage this turn" is in effect (Unyielding Spirit; it expires with the turn's other effects). */
  spellDamagePrevented?: boolean;
  /** Units that won a combat this turn (466.3.c): "the first time I win a combat each turn". */
  unitsWonCombatThisTurn?: ObjectId[];
  pendingDecision: PendingDecision | null;
  winner: PlayerId | null;
  /** The mode of play (rules 484–489); absent in a 1v1 game. */
  mode?: 'ffa3' | 'ffa4' | '2v2';
  /** In 2v2, the two teams (489.2); absent otherwise: every other player is an opponent. */
  teams?: PlayerId[][];
  /** The teammate the turn player invited to play with their priority (489.8.a), until they play or pass. */
  invited?: PlayerId;
  /** Battlefields a teammate of the turn player controlled at this turn's scoring step: the team may not conquer them (469.1.a). */
  disqualifiedThisTurn?: ObjectId[];
  testCards: TestCard[];
  events: GameEvent[];
  nextId: number;
}

export function playerState(s: GameState, id: PlayerId): PlayerState {
  const p = s.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

/** The statuses of an object as it comes into being: ready, undamaged, unbuffed, unstunned, face up, unmodified. */
export function freshStatuses(): Pick<GameObject, 'exhausted' | 'damage' | 'buffs' | 'stunned' | 'facedown' | 'modifiers'> {
  return { exhausted: false, damage: 0, buffs: 0, stunned: false, facedown: false, modifiers: [] };
}

/**
 * Puts a battlefield in play with nothing on it yet. 170: the battlefield is a game object too, so that
 * its abilities have a source on the Chain. Its control is the battlefield's (190); as an object it is
 * nobody's, so no code reading what a player controls or owns on the board mistakes it for a permanent of theirs.
 */
export function battlefieldInPlay(s: GameState, id: ObjectId, card: CardDefinition, controller: PlayerId | null): BattlefieldState {
  putObject(s, {
    id,
    card,
    owner: '',
    controller: '',
    zone: 'battlefield-row',
    battlefield: id,
    ...freshStatuses(),
  });
  const b: BattlefieldState = {
    id,
    card,
    controller,
    contestedBy: null,
    units: [],
    gear: [],
    facedown: [],
    scoredThisTurn: [],
    showdownStaged: false,
    combatStaged: false,
  };
  s.battlefields.push(b);
  return b;
}

export function battlefieldState(s: GameState, id: ObjectId): BattlefieldState {
  const b = s.battlefields.find((x) => x.id === id);
  if (!b) throw new Error(`no battlefield ${id}`);
  return b;
}

export function objectOf(s: GameState, id: ObjectId): GameObject {
  const o = s.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  return o;
}

/** The next player in turn order after `id`. */
export function nextPlayer(s: GameState, id: PlayerId): PlayerId {
  const i = s.players.findIndex((p) => p.id === id);
  return s.players[(i + 1) % s.players.length].id;
}

/** The player's teammates (489.2): none outside 2v2. */
export function teammatesOf(s: GameState, id: PlayerId): PlayerId[] {
  return (s.teams?.find((t) => t.includes(id)) ?? []).filter((p) => p !== id);
}

/** Whether the object is a player's Champion Legend, which no effect removes from the Legend Zone (107.4.d); a legend an effect added may be (107.4.d.2). */
export function isChampionLegend(s: GameState, id: ObjectId): boolean {
  return s.players.some((p) => p.legend === id);
}

/** Friendly players (740.1.a): the same player, or teammates. */
export function areAllies(s: GameState, a: PlayerId, b: PlayerId): boolean {
  return a === b || teammatesOf(s, a).includes(b);
}

/**
 * The player a passive's "you" is, who reads its condition and opens its gate: its giver's controller; a
 * battlefield's controller for a battlefield (190.6.a), and no one while it is uncontrolled (190.6.d).
 */
export function passiveReader(s: GameState, giver: GameObject): PlayerId | null {
  return giver.zone === 'battlefield-row' ? battlefieldState(s, giver.id).controller : giver.controller;
}

/**
 * 740.1: friendly objects are the giver's controller's and their teammates', enemy ones their opponents'.
 * A battlefield's side is its controller's (190.6.a); uncontrolled, no object is friendly or enemy to it.
 */
export function sidesWith(s: GameState, giver: GameObject, o: GameObject, who: 'friendly' | 'enemy'): boolean {
  const reader = passiveReader(s, giver);
  return reader !== null && areAllies(s, o.controller, reader) === (who === 'friendly');
}

/** Every player who is not the player or a teammate of theirs (483.2.b). */
export function opponentsOf(s: GameState, id: PlayerId): PlayerId[] {
  return s.players.filter((p) => !areAllies(s, id, p.id)).map((p) => p.id);
}

/** Current Might: printed + buffs + temporary modifiers + passives of the board (rule 142.4, 701, 364). Null for objects without Might. */
export function mightOf(o: GameObject): number | null {
  // A token without Might is no unit (a gear token such as Gold, 187.5; a rune, spell or legend token): it has none. A
  // unit printed with none, a gear that is also a unit among them (178.1.a.1), has 0, and what changes Might changes it.
  const printed = o.card.might ?? (isUnit(o) ? 0 : undefined);
  if (printed === undefined) return null;
  const temporary = o.modifiers.reduce((sum, m) => sum + (m.might ?? 0), 0);
  return Math.max(0, printed + o.buffs + temporary + (o.passiveMight ?? 0) + combatKeywordBonus(o));
}

/**
 * Of the effects setting its Might, only the latest applies (477.1.a.1, 480.3), before every increase
 * and decrease: its shift from the printed Might is held in its `might`, the others' set to 0. Run
 * whenever one begins or ends.
 */
export function applySetMight(o: GameObject): void {
  if (!o.modifiers.some(setsMight)) return; // most modifiers add to the Might: nothing to order (runs after every step)
  const setting = o.modifiers.filter((m) => m.sets !== undefined).sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
  setting.forEach((m, i) => (m.might = i === setting.length - 1 ? m.sets! - (o.card.might ?? 0) : 0));
}

function setsMight(m: TemporaryModifier): boolean {
  return m.sets !== undefined;
}

/** A new timestamp (480.1): later than every one given before in the game. */
export function nextTimestamp(s: GameState): number {
  s.clock = (s.clock ?? 0) + 1;
  return s.clock;
}

/** [Assault X] while an attacker, [Shield X] while a defender: +X Might (807.1.c, 814.1.c). */
export function combatKeywordBonus(o: GameObject): number {
  if (o.designation === 'attacker') return keywordValue(o, 'Assault');
  if (o.designation === 'defender') return keywordValue(o, 'Shield');
  return 0;
}

/**
 * The summed value of every instance of a numbered keyword the object has (807.2, 814.2): "[Assault 2]"
 * is 2, a bare "[Assault]" is 1 (807.1.b.3, 814.1.b.3); 0 when it has none.
 */
export function keywordValue(o: GameObject, name: string): number {
  if (hasLostKeyword(o, name)) return 0;
  return lastingKeywordValue(o, name) + grantedForNow(o, name);
}

/** Whether an effect took the keyword from it, for a while or while it stays on the board (801.3.b). */
export function hasLostKeyword(o: GameObject, name: string): boolean {
  return (o.lost ?? []).includes(name) || o.modifiers.some((m) => m.removes === name);
}

/** The value printed on it and given by passives, leaving out what an effect gave it for a while. */
function lastingKeywordValue(o: GameObject, name: string): number {
  return printedKeywordValue(o, name) + (o.grantedKeywords?.[name] ?? 0);
}

/** The summed value of a keyword an effect gave the object for a while (801.3.a.2); 0 when none does. */
export function grantedForNow(o: GameObject, name: string): number {
  return o.modifiers.reduce((sum, m) => sum + (m.keyword?.name === name ? m.keyword.value : 0), 0);
}

/** The value of a numbered keyword the object has printed (a token: listed), leaving out what passives give it. */
export function printedKeywordValue(o: GameObject, name: string): number {
  let sum = 0;
  let printed = 0;
  for (const line of keywordLines(o.card.text)) {
    const m = /^\s*\[([A-Z][A-Za-z-]*)(?:\s+(\d+))?\]/.exec(line);
    if (m?.[1] !== name) continue;
    printed += 1;
    sum += m[2] === undefined ? 1 : Number(m[2]);
  }
  // A token's keywords are not printed in a text: each counts as the bare keyword.
  return sum + Math.max(0, (o.card.keywords ?? []).filter((k) => k === name).length - printed);
}

/** A line ending "choose one ... —": the lines after it are its modes (as card-text/compile.ts reads them). */
const MODE_HEADER = /\bchoose one[^—]*—\s*$/i;

/**
 * The lines of a text that may print the card's own keywords: all but the modes of "choose one to
 * give me this turn —", whose "[Assault 2]" lines are keywords to give, not keywords it has.
 */
export function keywordLines(text: string): string[] {
  const lines = text.split('\n');
  const header = lines.findIndex((l) => MODE_HEADER.test(l));
  return header < 0 ? lines : lines.slice(0, header + 1);
}

/** Lethal damage: non-zero and at least the unit's Might (rule 142.4.b). */
export function hasLethalDamage(o: GameObject): boolean {
  return o.damage > 0 && o.damage >= (mightOf(o) ?? 0);
}

/** Whether a card is of a type, printed first or among its further types (178: an object may have several). */
export function hasType(card: CardDefinition, type: TestCard['type']): boolean {
  return card.type === type || (card.alsoTypes ?? []).includes(type);
}

/** How many times the object is Empowered now: 0 without the status, 1 unless a permission let it be Empowered again (441.1.c.1). */
export function timesEmpowered(o: GameObject): number {
  return o.empowered ? (o.timesEmpowered ?? 1) : 0;
}

export function isUnit(o: GameObject): boolean {
  if (o.card.alsoTypes?.includes('unit')) return true; // 178.1
  return o.card.type === 'unit' || (o.card.type === 'token' && o.card.might !== undefined);
}

/** A gear, gear tokens included: a token without Might, such as Gold, is a gear token (187). */
export function isGear(o: GameObject): boolean {
  if (o.card.alsoTypes?.includes('gear')) return true; // 178.3
  if (hasType(o.card, 'legend')) return false; // a legend token (107.4.d.1) is no gear
  return o.card.type === 'gear' || (o.card.type === 'token' && o.card.might === undefined);
}

/** Equipment (818.1.a): a gear with the Equipment tag, or one printed with [Equip], which only Equipment carry. */
export function isEquipment(o: GameObject): boolean {
  return isGear(o) && ((o.card.tags ?? []).includes('Equipment') || (o.card.keywords ?? []).includes('Equip'));
}

/** Equipped (818.3.b): a card with one or more Equipment attached to it, for as long as they stay attached (818.3.a). */
export function isEquipped(s: GameState, o: GameObject): boolean {
  return everyObject(s).some((a) => a.attachedTo === o.id && isEquipment(a));
}

/** The units at the same location as the object (197): its battlefield's, or those of the base it is in; none off the board. */
export function unitsWith(s: GameState, o: GameObject): GameObject[] {
  if (o.zone === 'battlefield' && o.battlefield !== undefined) return unitsAt(s, o.battlefield);
  const base = o.zone === 'base' ? s.players.find((p) => p.base.includes(o.id)) : undefined;
  return base ? base.base.map((id) => objectOf(s, id)).filter(isUnit) : [];
}

/** Alone (740.2.a): a unit at a location with no other friendly unit there. */
export function isAlone(s: GameState, o: GameObject): boolean {
  return isUnit(o) && unitsWith(s, o).every((u) => u.id === o.id || !areAllies(s, u.controller, o.controller));
}

/** One on one (740.2.b): the unit and the one enemy unit at its location are each alone. */
export function isOneOnOne(s: GameState, o: GameObject): boolean {
  const enemies = unitsWith(s, o).filter((u) => !areAllies(s, u.controller, o.controller));
  return isAlone(s, o) && enemies.length === 1 && isAlone(s, enemies[0]);
}

/** In combat (740.2.c): at the battlefield of the ongoing combat, with a combat designation. */
export function isInCombat(s: GameState, o: GameObject): boolean {
  return s.showdown?.combat === true && o.zone === 'battlefield' && o.battlefield === s.showdown.battlefield && o.designation !== undefined;
}

/** Units present at a battlefield, optionally only those a player controls. */
export function unitsAt(s: GameState, battlefield: ObjectId, controller?: PlayerId): GameObject[] {
  return battlefieldState(s, battlefield)
    .units.map((id) => objectOf(s, id))
    .filter((o) => controller === undefined || o.controller === controller);
}

/** Players who control units at a battlefield, in turn order. */
export function playersPresentAt(s: GameState, battlefield: ObjectId): PlayerId[] {
  const present = new Set(unitsAt(s, battlefield).map((o) => o.controller));
  return s.players.map((p) => p.id).filter((id) => present.has(id));
}

/** Its printed keywords, then those an effect gave it. */
export function keywordsOf(o: GameObject): string[] {
  const forNow = o.modifiers.flatMap((m) => (m.keyword ? [m.keyword.name] : []));
  const printed = o.granted ? [...(o.card.keywords ?? []), ...o.granted] : (o.card.keywords ?? []);
  const all = forNow.length === 0 ? printed : [...printed, ...forNow];
  return o.lost || o.modifiers.some((m) => m.removes) ? all.filter((k) => !hasLostKeyword(o, k)) : all;
}

export type TurnMode = 'neutral' | 'showdown';
export type ChainMode = 'open' | 'closed';

/** Rules 308–310: neutral/showdown × open/closed. */
export function turnState(s: GameState): { mode: TurnMode; chain: ChainMode } {
  return { mode: s.showdown ? 'showdown' : 'neutral', chain: s.chain.length > 0 ? 'closed' : 'open' };
}

/**
 * A deep copy for a new working draft. Card definitions, test cards and emitted events never change
 * once created, so they are shared instead of copied (copying them dominated the cost of an action).
 * Runs once per action and once per tentative play step, so it copies field by field: spreading then
 * assigning keeps each copy's shape, and copyData is several times faster than structuredClone here.
 */
/**
 * The objects of a game by ref, in a table that inherits nothing: refs come from clients, and a ref such
 * as "constructor" or "__proto__" must name nothing (or the object so named), never a member every
 * JavaScript object inherits. Its prototype is an empty object with no prototype of its own rather than
 * none at all: a null-prototype object is a dictionary from the start, whose keys V8 collects anew at
 * every `for ... in`, and the engine walks the objects that way many times after every step.
 */
export function objectTable(): Record<ObjectId, GameObject> {
  return Object.create(NO_MEMBERS) as Record<ObjectId, GameObject>;
}

/**
 * Each objects table's objects, in the order `for...in` walks the table, kept on the table itself (under a
 * symbol, not enumerable: no walk, spread, copy or JSON of the table sees it) until the table changes.
 * The engine walks every object many times per action (passives, triggers, cleanups), and `for...in`
 * over a table of a full game's objects costs tens of nanoseconds a key where an array costs a few.
 * Only putObject and removeObject change a table after it is built, and each drops its list.
 */
const OBJECT_LIST = Symbol('every object');
type ListedTable = Record<ObjectId, GameObject> & { [OBJECT_LIST]?: GameObject[] };

function keepList(table: Record<ObjectId, GameObject>, list: GameObject[]): void {
  Object.defineProperty(table, OBJECT_LIST, { value: list, writable: true, configurable: true, enumerable: false });
}

/** Every object of the game (cards in every zone, battlefields, tokens): the values of `s.objects`, in its order. */
export function everyObject(s: Pick<GameState, 'objects'>): readonly GameObject[] {
  const table = s.objects as ListedTable;
  let list = table[OBJECT_LIST];
  if (list === undefined) {
    list = [];
    for (const id in table) list.push(table[id]);
    keepList(table, list);
  }
  return list;
}

/** Adds an object to the game, or puts a new one in the place of the object of that id. */
export function putObject(s: Pick<GameState, 'objects'>, o: GameObject): void {
  s.objects[o.id] = o;
  if ((s.objects as ListedTable)[OBJECT_LIST] !== undefined) (s.objects as ListedTable)[OBJECT_LIST] = undefined;
}

/** Takes an object out of the game for good (a token that ceases to exist without a trace). */
export function removeObject(s: Pick<GameState, 'objects'>, id: ObjectId): void {
  delete s.objects[id];
  if ((s.objects as ListedTable)[OBJECT_LIST] !== undefined) (s.objects as ListedTable)[OBJECT_LIST] = undefined;
}

const NO_MEMBERS: object = Object.freeze(Object.create(null));

export function cloneState(s: GameState): GameState {
  const objects = objectTable();
  const list: GameObject[] = [];
  for (const o of everyObject(s)) {
    const copy = { ...o };
    copy.modifiers = o.modifiers.length === 0 ? [] : o.modifiers.map(copyModifier);
    if (o.data) copy.data = copyData(o.data);
    objects[o.id] = copy;
    list.push(copy);
  }
  keepList(objects, list);
  const copy = { ...s };
  copy.rng = { ...s.rng };
  copy.players = s.players.map(copyPlayer);
  copy.objects = objects;
  copy.battlefields = s.battlefields.map(copyBattlefield);
  copy.chain = copyData(s.chain);
  if (s.delayed) copy.delayed = s.delayed.map((d) => ({ ...d }));
  if (s.delayedReplacements) copy.delayedReplacements = s.delayedReplacements.map((d) => ({ ...d, objects: d.objects.slice() }));
  if (s.performedThisTurn) copy.performedThisTurn = s.performedThisTurn.slice();
  if (s.firstEventsThisTurn) copy.firstEventsThisTurn = s.firstEventsThisTurn.slice();
  if (s.movesThisTurn) copy.movesThisTurn = { ...s.movesThisTurn };
  if (s.conquestsThisTurn) copy.conquestsThisTurn = { ...s.conquestsThisTurn }; // a unit leaving the board is taken out of it in place
  if (s.xpGainedThisTurn) copy.xpGainedThisTurn = s.xpGainedThisTurn.slice();
  if (s.powerSpentThisTurn) copy.powerSpentThisTurn = { ...s.powerSpentThisTurn };
  if (s.disqualifiedThisTurn) copy.disqualifiedThisTurn = s.disqualifiedThisTurn.slice();
  if (s.cardsPlayedThisTurn) copy.cardsPlayedThisTurn = s.cardsPlayedThisTurn.slice();
  if (s.abilitiesPlayedThisTurn) copy.abilitiesPlayedThisTurn = s.abilitiesPlayedThisTurn.slice();
  if (s.playsCompletedThisTurn) copy.playsCompletedThisTurn = { ...s.playsCompletedThisTurn };
  if (s.unitsDiedThisTurn) copy.unitsDiedThisTurn = { ...s.unitsDiedThisTurn };
  if (s.unitsDiedInBeginningPhase) copy.unitsDiedInBeginningPhase = { ...s.unitsDiedInBeginningPhase };
  if (s.battlefieldsConqueredThisTurn) copy.battlefieldsConqueredThisTurn = s.battlefieldsConqueredThisTurn.map((c) => ({ ...c }));
  if (s.unitsWonCombatThisTurn) copy.unitsWonCombatThisTurn = s.unitsWonCombatThisTurn.slice();
  if (s.nextUnitEntersReady) copy.nextUnitEntersReady = s.nextUnitEntersReady.slice();
  if (s.unitsEnterReady) copy.unitsEnterReady = s.unitsEnterReady.slice();
  if (s.hidesIgnoringCosts) copy.hidesIgnoringCosts = s.hidesIgnoringCosts.slice();
  if (s.nextSpellRepeat) copy.nextSpellRepeat = s.nextSpellRepeat.slice();
  if (s.buffsGiveMore) copy.buffsGiveMore = s.buffsGiveMore.slice();
  if (s.playsForbidden) copy.playsForbidden = s.playsForbidden.slice();
  if (s.nextSpellChanges) copy.nextSpellChanges = s.nextSpellChanges.slice();
  if (s.costIncreasesThisTurn) copy.costIncreasesThisTurn = s.costIncreasesThisTurn.slice();
  if (s.facedownSeenBy) copy.facedownSeenBy = s.facedownSeenBy.slice();
  if (s.killWatches) copy.killWatches = s.killWatches.map((w) => ({ ...w, objects: w.objects.slice() }));
  if (s.spellKills) copy.spellKills = { player: s.spellKills.player, killed: s.spellKills.killed.slice(), damaged: s.spellKills.damaged.slice() };
  copy.showdown = s.showdown ? { ...s.showdown } : null;
  if (s.additionalTurns) copy.additionalTurns = s.additionalTurns.slice();
  copy.tasks = copyData(s.tasks);
  copy.pendingDecision = copyData(s.pendingDecision);
  copy.events = s.events.slice();
  return copy;
}

function copyModifier(m: TemporaryModifier): TemporaryModifier {
  return { ...m };
}

function copyPlayer(p: PlayerState): PlayerState {
  const player = { ...p };
  player.runePool = { energy: p.runePool.energy, power: { ...p.runePool.power }, ...(p.runePool.universal ? { universal: p.runePool.universal } : {}) };
  if (p.reserved) player.reserved = p.reserved.map((r) => ({ ...r, power: { ...r.power } }));
  player.mainDeck = p.mainDeck.slice();
  player.runeDeck = p.runeDeck.slice();
  player.hand = p.hand.slice();
  player.base = p.base.slice();
  player.runes = p.runes.slice();
  player.trash = p.trash.slice();
  player.banishment = p.banishment.slice();
  return player;
}

function copyBattlefield(b: BattlefieldState): BattlefieldState {
  const battlefield = { ...b };
  battlefield.units = b.units.slice();
  battlefield.gear = b.gear.slice();
  battlefield.facedown = b.facedown.slice();
  battlefield.scoredThisTurn = b.scoredThisTurn.slice();
  if (b.replaced) battlefield.replaced = b.replaced.slice();
  return battlefield;
}

/** A deep copy of the state's plain data (arrays, plain objects, primitives); anything else goes through structuredClone. */
function copyData<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyData(value[i]);
    return out as T;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copyData(value[key]);
  return out as T;
}
