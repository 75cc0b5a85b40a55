// The engine's own view of the adapter protocol (openapi.yaml). Structurally identical to the suite's
// steps/drivers/protocol.ts; the in-process driver checks both ways at compile time, so drift fails
// `npx tsc -p .`. The engine may not import the suite, hence the copy.

export const PROTOCOL_VERSION = '1.0.0';

export type PlayerId = string; // the scenario's name for a player, e.g. "Alice"
/** A client-chosen name for a game object ("Alice's Recruit 2"), echoed back by the engine in views and events. */
export type Ref = string;
export type Domain = 'fury' | 'calm' | 'mind' | 'body' | 'chaos' | 'order';
export type Phase = 'awaken' | 'beginning' | 'channel' | 'draw' | 'main' | 'ending';

export interface Capabilities {
  protocol: string; // semver of this protocol the engine speaks
  engine: { name: string; version: string };
  editions: string[]; // Core Rules editions the engine implements, e.g. ["v1.4"]
  /** Optional features: "cards-from-text", "rule-citations", "mode:1v1", ... */
  features: string[];
}

/** A card known only by its text and stats; engines that cannot compile text lack "cards-from-text". */
export interface TestCard {
  id: string; // how setups name it, e.g. "test:Spark"
  name: string;
  type: 'unit' | 'spell' | 'gear' | 'rune' | 'battlefield' | 'legend';
  cost?: { energy: number; power?: Domain[] };
  might?: number;
  domains?: Domain[];
  tags?: string[];
  keywords?: string[];
  text: string;
}

export interface ObjectSetup {
  ref: Ref;
  /** Official code ("OGN-001/298"), exact card name, or a TestCard id. */
  card: string;
  owner?: PlayerId; // defaults to the player whose zone holds it
  controller?: PlayerId; // defaults to the owner
  exhausted?: boolean;
  damage?: number;
  buffs?: number;
  stunned?: boolean;
  facedown?: boolean;
}

export interface RunePool {
  energy: number;
  power: Partial<Record<Domain, number>>;
}

export interface PlayerSetup {
  id: PlayerId;
  points?: number;
  runePool?: RunePool;
  legend?: ObjectSetup;
  champion?: ObjectSetup;
  hand?: ObjectSetup[];
  /** Top card first. */
  mainDeck?: ObjectSetup[];
  /** Top card first. */
  runeDeck?: ObjectSetup[];
  base?: ObjectSetup[];
  /** Runes on the board (channelled). */
  runes?: ObjectSetup[];
  trash?: ObjectSetup[];
  banishment?: ObjectSetup[];
}

export interface BattlefieldSetup {
  ref: Ref;
  card: string;
  controller?: PlayerId | null;
  units?: ObjectSetup[]; // each unit's controller defaults to its owner, given by ObjectSetup.owner (required here)
  gear?: ObjectSetup[];
  facedown?: ObjectSetup[];
}

export interface Setup {
  edition?: string; // default: the engine's newest
  seed?: number;
  mode?: '1v1';
  victoryScore?: number;
  /** In turn order. */
  players: PlayerSetup[];
  turnPlayer: PlayerId;
  turn?: number;
  /** The phase the game is in when the scenario starts; default "main" (Neutral Open, turn player has priority). */
  phase?: Phase;
  battlefields?: BattlefieldSetup[];
  testCards?: TestCard[];
}

export type Action =
  | { kind: 'play'; player: PlayerId; card: Ref; hidden?: boolean }
  /** `ability`: 0-based index among the source's activated abilities, in text order (default 0). */
  | { kind: 'activate'; player: PlayerId; source: Ref; ability?: number }
  | { kind: 'move'; player: PlayerId; units: Ref[]; to: Ref | 'base' }
  | { kind: 'hide'; player: PlayerId; card: Ref; battlefield: Ref }
  | { kind: 'pass'; player: PlayerId }
  | { kind: 'end-turn'; player: PlayerId }
  | { kind: 'decide'; player: PlayerId; decision: string; answer: DecisionAnswer };

export type DecisionKind =
  | 'choose-targets'
  | 'choose-location'
  | 'choose-objects'
  | 'choose-mode'
  | 'optional-cost'
  | 'order-cost-modifiers'
  | 'order-triggers'
  | 'split-damage'
  | 'yes-no';

export interface DecisionOption {
  id: string; // a Ref for objects, otherwise an engine-chosen token
  label: string;
}

/** A question the engine asks a player; the game waits until it is answered with a "decide" action. */
export interface Decision {
  id: string;
  player: PlayerId;
  kind: DecisionKind;
  prompt: string;
  source?: Ref;
  options: DecisionOption[];
  min: number;
  max: number;
  /** For split-damage: the total to divide. */
  total?: number;
  rule?: string;
}

export interface DecisionAnswer {
  chosen?: string[];
  order?: string[];
  amounts?: Record<string, number>;
  accept?: boolean;
}

export interface ObjectView {
  ref: Ref;
  card: string; // official code or test card id
  name: string;
  type: string;
  owner: PlayerId;
  controller: PlayerId;
  exhausted: boolean;
  damage: number;
  might: number | null;
  buffs: number;
  stunned: boolean;
  facedown: boolean;
  /** Combat role while a combat is in progress, else null. */
  designation: 'attacker' | 'defender' | null;
}

export interface PlayerView {
  id: PlayerId;
  points: number;
  runePool: RunePool;
  hand: ObjectView[];
  mainDeck: ObjectView[];
  runeDeck: ObjectView[];
  base: ObjectView[];
  runes: ObjectView[];
  trash: ObjectView[];
  banishment: ObjectView[];
  legend: ObjectView | null;
  champion: ObjectView | null;
}

export interface BattlefieldView {
  ref: Ref;
  card: string;
  name: string;
  controller: PlayerId | null;
  contested: boolean;
  units: ObjectView[];
  gear: ObjectView[];
  facedown: ObjectView[];
}

export interface ChainItemView {
  id: string;
  /** The card, ability source or token that put this item on the Chain. */
  source: Ref;
  controller: PlayerId;
  status: 'pending' | 'finalized';
  /** One list per targeting instruction, in text order. */
  targets: Ref[][];
}

export interface View {
  gameId: string;
  edition: string;
  turn: number;
  turnPlayer: PlayerId;
  phase: Phase;
  state: { mode: 'neutral' | 'showdown'; chain: 'open' | 'closed' };
  priority: PlayerId | null;
  focus: PlayerId | null;
  /** The showdown in progress; attacker/defender are set once it is a combat showdown. */
  showdown: { battlefield: Ref; combat: boolean; attacker: PlayerId | null; defender: PlayerId | null } | null;
  players: PlayerView[];
  battlefields: BattlefieldView[];
  /** Oldest first. */
  chain: ChainItemView[];
  pendingDecision: Decision | null;
  winner: PlayerId | null;
}

export type EventKind =
  | 'turn-began'
  | 'phase-began'
  | 'played'
  | 'activated'
  | 'chain-item-added'
  | 'chain-item-finalized'
  | 'resolved'
  | 'targeted'
  | 'paid'
  | 'priority'
  | 'focus'
  | 'passed'
  | 'moved'
  | 'damaged'
  | 'died'
  | 'killed'
  | 'stunned'
  | 'exhausted'
  | 'readied'
  | 'drew'
  | 'burned-out'
  | 'channeled'
  | 'discarded'
  | 'recycled'
  | 'buffed'
  | 'might-changed'
  | 'triggered'
  | 'countered'
  | 'showdown-began'
  | 'showdown-ended'
  | 'combat-began'
  | 'combat-ended'
  | 'conquered'
  | 'scored'
  | 'attached'
  | 'pool-emptied'
  | 'won';

export interface GameEvent {
  seq: number;
  kind: EventKind;
  player?: PlayerId;
  object?: Ref;
  objects?: Ref[];
  from?: string;
  to?: string;
  amount?: number;
  /** The rule that made this happen, where the engine cites rules (capability "rule-citations"). */
  rule?: string;
  detail?: string;
}

export type RefusalCode =
  | 'no-priority'
  | 'illegal-timing'
  | 'cannot-afford'
  | 'illegal-target'
  | 'illegal-location'
  | 'unknown-object'
  | 'invalid-decision'
  | 'decision-pending'
  | 'game-over'
  | 'unsupported'
  | 'illegal-action';

export interface Refusal {
  code: RefusalCode;
  reason: string;
  rule?: string;
}

export type ActionResult = { ok: true; events: GameEvent[]; view: View } | { ok: false; refusal: Refusal };
