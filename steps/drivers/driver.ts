// The one seam between the suite and an engine. Steps talk to a Driver and to nothing else, so the
// same feature files run in-process against the reference engine and over HTTP against any engine.
import type { ActionResult, Action, Capabilities, GameEvent, Setup, View } from './protocol.ts';

export interface Driver {
  readonly name: string;
  capabilities(): Promise<Capabilities>;
  /** Creates a game from a complete declarative setup; a setup the engine rejects throws SetupRejected. */
  createGame(setup: Setup): Promise<{ gameId: string; view: View }>;
  act(gameId: string, action: Action): Promise<ActionResult>;
  view(gameId: string): Promise<View>;
  /** Events with seq greater than `after` (all when omitted), oldest first. */
  events(gameId: string, after?: number): Promise<GameEvent[]>;
  disposeGame(gameId: string): Promise<void>;
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
