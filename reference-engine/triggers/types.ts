// What the trigger check (check.ts) is told happened, and what it finds: the abilities that trigger,
// grouped for placing on the Chain.
import type { ChainItem, ObjectId, TriggerNotes } from '../state.ts';
import type { PlayerId } from '../interface.ts';

/** A moment abilities may trigger on (rule 383.1): told by the step or game action where it happens. */
export type Happening =
  /** A moment of the turn ("At the start of your Beginning Phase", "At the end of turn"), delayed abilities included. */
  | { kind: 'turn-moment'; moment: TurnMoment }
  /**
   * Units gained the Attacker or Defender designation: all of them as a combat began at the battlefield
   * (464.2), or `joined`, those that joined it under way (383.4.e.2, 383.4.f.2). "When I attack", "When I defend".
   */
  | { kind: 'combat-began'; battlefield: ObjectId; joined?: readonly ObjectId[] }
  /** A showdown began at the battlefield, a combat's own showdown among them (344, 464.2.b): "When a showdown begins here". */
  | { kind: 'showdown-began'; battlefield: ObjectId }
  /** A permanent moved: "When I move" (from a location). */
  | { kind: 'moved'; object: ObjectId; notes: TriggerNotes }
  /** One or more units of a player moved to a battlefield together: "When an opponent moves to a battlefield". */
  | { kind: 'units-moved-to'; player: PlayerId; battlefield: ObjectId }
  /** The turn player held their battlefields in the scoring step: "When I hold" (315.2.b). */
  | { kind: 'held'; player: PlayerId }
  /** A player recycled cards of theirs to their Main Deck (416; runes are no cards): "When you recycle one or more cards". */
  | { kind: 'recycled'; player: PlayerId; cards: readonly ObjectId[] }
  /** A player recycled a rune of theirs to their Rune Deck (416): "When you recycle a rune", once for each rune. */
  | { kind: 'rune-recycled'; player: PlayerId; rune: ObjectId }
  /** A player discarded cards, after they are in the trash (422.1.b): "When you discard one or more cards". */
  | { kind: 'discarded'; player: PlayerId; cards: readonly ObjectId[] }
  /** A player scored a battlefield by conquering or holding it (469): "When an opponent scores". */
  | { kind: 'scored'; player: PlayerId; battlefield: ObjectId }
  /** A player drew a card (413.1): "When you draw your second card each turn". */
  | { kind: 'drew'; player: PlayerId }
  /** A player hid a card facedown at a battlefield (421): "When you hide a card". */
  | { kind: 'hid'; player: PlayerId; card: ObjectId }
  /** A player lost one or more points (194.4): "When you lose one or more points". */
  | { kind: 'points-lost'; player: PlayerId }
  /** A unit is about to die: [Deathknell] (323.4, 808). */
  | { kind: 'dying'; object: ObjectId }
  /** A combat ended (466.7): "When a combat that I was in ends", of the units designated in it (466.7.b). */
  | { kind: 'combat-ended'; units: readonly ObjectId[] }
  /** A player won the combat at the battlefield: "When I win a combat", "When you win a combat" (466.3). */
  | { kind: 'combat-won'; player: PlayerId; battlefield: ObjectId }
  /** Units died together and are in the trash: "The first time a friendly unit dies each turn" (383.1.b). */
  | { kind: 'died'; deaths: readonly { object: ObjectId; controller: PlayerId; at?: ObjectId }[] }
  /** A player conquered a battlefield (`before`: who controlled it just before): "When you conquer", and there "When I conquer", "When you conquer here" (469.1). */
  /** `activated`: no conquer happened, Reckoner's Arena activated the conquer effects of the units there. */
  | { kind: 'conquered'; player: PlayerId; battlefield: ObjectId; before: PlayerId | null; activated?: true }
  /** A spell the player controls killed a unit, seen at the cleanup right after it resolved (428.5.b–c). */
  | { kind: 'killed-with-spell'; player: PlayerId }
  /** Units became Mighty (709). */
  | { kind: 'became-mighty'; units: readonly ObjectId[] }
  /** Units' Might rose, each from a number to a higher one: "When my Might becomes 10 or more". */
  | { kind: 'might-reached'; rises: readonly { unit: ObjectId; from: number; to: number }[] }
  | { kind: 'became-empowered'; object: ObjectId }
  /** An exhausted object on the board was readied (415.1): "When I become ready". */
  | { kind: 'became-ready'; object: ObjectId }
  /** A spell's play completed by its resolution: "When you play a spell" (419.4.a). */
  | { kind: 'spell-played'; item: ChainItem }
  /** An activated ability resolved: "When you use an ability" (377.2.a). */
  | { kind: 'ability-used'; item: ChainItem }
  /** A spell or ability that targets was finalized: "When you choose me" (383.4.b.2). */
  | { kind: 'targeted'; item: ChainItem }
  /**
   * A player, responsible for the game action (411.1), readied, buffed or stunned an object, or attached
   * it `to` a top-most card: "When you ready me", "When you attach an Equipment to me".
   */
  | { kind: 'acted-on'; verb: ActedVerb; player: PlayerId; object: ObjectId; to?: ObjectId }
  /** One instruction of a player's spell or ability did the same to several objects at once: "When you stun one or more enemy units". */
  | { kind: 'acted-on-group'; verb: ActedVerb; player: PlayerId; objects: readonly ObjectId[] }
  /** A permanent's play completed as it entered the board: "When you play me" (355.5.b). */
  | { kind: 'permanent-played'; item: ChainItem }
  /** An effect played a token (350.2, 185.2.a), straight onto the board: "When you play a unit". */
  | { kind: 'token-played'; object: ObjectId; player: PlayerId }
  /** A unit at a battlefield was returned to its owner's hand: "When a unit here is returned to a player's hand". */
  | { kind: 'returned-to-hand'; object: ObjectId; battlefield: ObjectId; owner: PlayerId }
  /** A card went from a location (base or battlefield) to a zone off the board, under `controller` there: "When this leaves the board". */
  | { kind: 'left-board'; object: ObjectId; controller: PlayerId }
  /** A player spent a buff of a unit they control (702.2.b): "When you spend a buff". */
  | { kind: 'buff-spent'; player: PlayerId; unit: ObjectId }
  /** Cards are about to detach from a top-most card `decider` controls, in this order (719.5.a): "When this is detached" (725.2). */
  | { kind: 'detached'; objects: readonly ObjectId[]; decider: PlayerId };

/** The game actions a player performs on an object that "When you ready me" and the like watch. */
export type ActedVerb = 'ready' | 'buff' | 'stun' | 'attach' | 'banish' | 'burn' | 'empower' | 'move';

export type TurnMoment = 'start-of-turn' | 'start-of-beginning' | 'start-of-main' | 'end-of-turn';

/** An ability that triggered, as it goes on the Chain. */
export interface Found {
  source: ObjectId;
  controller: PlayerId;
  /** Index of the triggered ability among the source's abilities; none for a delayed ability. */
  ability?: number;
  /** What the trigger condition noted, kept on the chain item (JSON-safe). */
  data?: Record<string, unknown>;
  /** The "triggered" event's detail and rule. */
  detail: string;
  rule?: string;
  /** A triggered ability that adds resources resolves as soon as it is finalized (337.2, 429.2). */
  adds?: boolean;
  /** Who orders its group, when not its controller (719.5.a: the controller of the top-most card its card detached from). */
  decider?: PlayerId;
  /** The nth additional time the ability triggered (additional-times.ts). */
  additional?: number;
}

/**
 * Abilities found together, and how they go on the Chain: `ordered` groups, one per player in turn
 * order, each player choosing the order of their own (383.3.d); `together`, announced then added in
 * the order found; `each`, each announced and added in turn. `later`: ordered groups whose question is
 * put only once the game action under way is over (a resolving spell's kill, a cleanup's deaths).
 */
export type Batch = { placement: 'ordered'; groups: Found[][]; later?: true } | { placement: 'together' | 'each'; found: Found[] };
