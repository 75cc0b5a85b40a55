// The one seam between the suite and an engine. Steps talk to a Driver and to nothing else, so the
// same feature files run in-process against the reference engine and over HTTP against any engine.
import type { ActionResult, Action, Capabilities, GameEvent, RefusalCode, Setup, View } from './protocol.ts';
import { needsCompiler } from './protocol.ts';

/**
 * What a driver answers: at once (an engine in this process) or later (one over the network). A step
 * whose every answer comes at once finishes synchronously, which spares the promises and the timer
 * cucumber spends on an asynchronous step (most of a step's cost in a run of the embedded engine).
 */
export type Answer<T> = T | Promise<T>;

/** `then(answer)`: at once when the answer is there, else when it comes. */
export function whenAnswered<T, R>(answer: Answer<T>, then: (value: T) => Answer<R>): Answer<R> {
  return answer instanceof Promise ? answer.then(then) : then(answer);
}

/** A step's end once `answer` is there: nothing to return to cucumber, at once or later. */
export function nothingWhenAnswered(answer: Answer<unknown>): Answer<void> {
  return answer instanceof Promise ? answer.then(() => undefined) : undefined;
}

export interface Driver {
  readonly name: string;
  capabilities(): Promise<Capabilities>;
  /** Creates a game from a complete declarative setup; a setup the engine rejects throws SetupRejected. */
  createGame(setup: Setup): Answer<{ gameId: string; view: View }>;
  act(gameId: string, action: Action): Answer<ActionResult>;
  /** The whole state; with `as` (a player's id or `spectator`), what that viewer may see (feature views-as-player). */
  view(gameId: string, as?: string): Answer<View>;
  /** Events with seq greater than `after` (all when omitted), oldest first. */
  events(gameId: string, after?: number): Answer<GameEvent[]>;
  disposeGame(gameId: string): Answer<void>;
  close?(): Promise<void>;
}

/** The engine refused the setup itself (unknown card, malformed zone). */
export class SetupRejected extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'SetupRejected';
  }
}

/** The engine misbehaved (down, timed out, 5xx, answer not matching the protocol): the scenario is "errored". */
export class EngineFault extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineFault';
  }
}

/** openapi.yaml GET /games/{gameId}/events?after=: the events answered come after `after`, oldest first (seq strictly increasing). */
export function checkEventsAfter(events: readonly GameEvent[], after: number | undefined): void {
  let previous = after ?? 0;
  for (const e of events) {
    if (!(e.seq > previous)) throw new EngineFault(`the events after ${after ?? 0} hold seq ${e.seq} after seq ${previous}`);
    previous = e.seq;
  }
}

/** The refusal codes openapi.yaml defines: typed against the generated RefusalCode, so none can be missing or extra. */
const REFUSAL_CODES: Record<RefusalCode, true> = {
  'no-priority': true,
  'illegal-timing': true,
  'cannot-afford': true,
  'illegal-target': true,
  'illegal-location': true,
  'unknown-object': true,
  'invalid-decision': true,
  'decision-pending': true,
  'game-over': true,
  unsupported: true,
  'illegal-action': true,
};

/**
 * A refusal must carry one of the protocol's codes: the HTTP driver's schemas check every answer, and an
 * in-process engine's refusals are checked here, so both drivers judge a refusal alike.
 */
export function checkRefusalCode(code: unknown): void {
  if (typeof code !== 'string' || !Object.hasOwn(REFUSAL_CODES, code)) {
    throw new EngineFault(`the engine refused with code ${JSON.stringify(code)}, which the protocol does not define`);
  }
}

/** The scenario needs a capability the engine does not declare: the scenario is "unsupported", not failed. */
export class Unsupported extends Error {
  constructor(readonly capability: string) {
    super(`engine does not support ${capability}`);
    this.name = 'Unsupported';
  }
}

// Cucumber records a step's exception under its constructor's name, and the reports classify
// scenarios by it: these names are fixed here rather than left to whatever a bundler calls a class.
for (const [cls, name] of [
  [SetupRejected, 'SetupRejected'],
  [EngineFault, 'EngineFault'],
  [Unsupported, 'Unsupported'],
] as const) {
  Object.defineProperty(cls, 'name', { value: name });
}

/**
 * What a setup needs that the engine's capabilities lack, as an Unsupported reason, or null: a test card
 * to compile (one with text that is no stock card's), decks, the mode, the edition. Checked before any
 * request, so an engine is never asked for a game it has said it cannot build.
 */
export function missingCapability(setup: Setup, caps: Capabilities): string | null {
  if (setup.edition && !caps.editions.includes(setup.edition)) return `edition ${setup.edition}`;
  if (setup.testCards?.some(needsCompiler) && !caps.features.includes('cards-from-text')) return 'cards-from-text';
  if (setup.players.some((p) => p.deck) && !caps.features.includes('setup-from-decks')) return 'setup-from-decks';
  if (setup.mode && !caps.features.includes(`mode:${setup.mode}`)) return `mode:${setup.mode}`;
  return null;
}
