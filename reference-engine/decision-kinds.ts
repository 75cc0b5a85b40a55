// The questions the engine can put to a player, as data: each kind of pending decision names what
// its answer continues with and carries, typed, what that continuation needs. Plain JSON, so a game
// waiting for an answer survives being stored and sent. The handlers, one per kind, are in one
// table (decision-handlers.ts); this module sits at the bottom of the engine and imports only the
// protocol's types, so the game state can hold a pending decision without importing any rule module.
import type { Decision, DecisionAnswer, PlayerId } from './interface.ts';

/** A triggered ability waiting to be put on the Chain (rule 383.3.d). */
export interface WaitingTrigger {
  /** The object whose ability triggered. */
  source: string;
  controller: PlayerId;
  /** Index of the triggered ability among the source's abilities. */
  ability: number;
  /** What the trigger condition noted, kept on the chain item (JSON-safe). */
  data?: Record<string, unknown>;
  /** Who orders its group, when not its controller (719.5.a). */
  decider?: PlayerId;
  /** The nth additional time the ability triggered ("... trigger an additional time"): an instance of its own to order. */
  additional?: number;
}

/** An event standing replacements may replace wherever it comes from (rule 370.1): a draw, a battlefield becoming contested, the deaths by lethal damage of one cleanup (`player`: the turn player). */
export type ReplaceableEvent =
  | { kind: 'draw'; player: PlayerId; count: number; rule?: string }
  | { kind: 'contest'; battlefield: string; player: PlayerId }
  | { kind: 'die'; objects: string[]; player: PlayerId };

/** What a pending decision continues with once answered, by kind. */
export type DecisionContinuation =
  /** A step 2 question of the process of play (rule 355) about the chain item `itemId`. */
  | { kind: 'play-choice'; itemId: string; questionId: string }
  /** A question asked while the chain item `itemId` resolves (355.10.e, 355.17...). */
  | { kind: 'resolution-choice'; itemId: string }
  /** A question of a replacement applied outside a resolving effect (372), with the answers given so far. */
  | { kind: 'replacement-choice'; event: ReplaceableEvent; answers: DecisionAnswer[] }
  /** The order of a player's simultaneous triggers (383.3.d); the first group is the one asked about. */
  | { kind: 'trigger-order'; groups: WaitingTrigger[][] }
  /** Where the next staged showdown or combat begins (323.12, 323.13). */
  | { kind: 'staged-location'; what: 'showdown' | 'combat' }
  /** Which facedown cards at a battlefield go to the trash when its Facedown Zone became too small (107.3.b.2). */
  | { kind: 'facedown-excess'; battlefield: string }
  /** Combat damage assignment (465.2.c): the assigners still to go, the first being asked, and what is assigned so far. */
  | { kind: 'combat-damage'; order: PlayerId[]; assigned: Record<string, number> }
  /** The mulligans of the setup process (117): the players still to go, the first being asked. */
  | { kind: 'mulligan'; order: PlayerId[] };

export type DecisionKind = DecisionContinuation['kind'];

/** A question waiting for its answer: what the player is shown, and what the engine continues with. */
export type PendingDecision = Decision & {
  continuation: DecisionContinuation & {
    /** Questions asked while this one was pending, put in turn once it is answered (decisions.ts). */
    waiting?: PendingDecision[];
  };
};
