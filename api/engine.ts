// What the server needs from an engine: the reference engine's exports, by shape. The app takes the
// engine as a parameter so tests can serve a deliberately wrong engine through the same routes.
import type { Action, ActionResult, Capabilities, GameEvent, Setup, View } from '../protocol/index.ts';

/** `unsupported`: the engine lacks this feature of the setup (not a fault): answered as problem type `unsupported`. */
export type CreateGameResult<G> = { ok: true; game: G } | { ok: false; error: { message: string; field?: string; unsupported?: string } };

export interface GameEngine<G = unknown> {
  readonly capabilities: Capabilities | (() => Capabilities);
  createGame(setup: Setup, opts?: { gameId?: string }): CreateGameResult<G>;
  /** Pure: the game after the action (unchanged when refused) and the action's result. */
  act(game: G, action: Action): { game: G; result: ActionResult };
  /** The whole state, or (`as`: a player's id or `spectator`) what that viewer may see. */
  viewOf(game: G, as?: string): View;
  eventsOf(game: G, after?: number): GameEvent[];
}

export function capabilitiesOf(engine: GameEngine<unknown>): Capabilities {
  return typeof engine.capabilities === 'function' ? engine.capabilities() : engine.capabilities;
}
