// Drives the embedded reference engine in the same process: the suite's default and fastest engine.
// The only file of the suite that imports reference-engine.
import * as engine from '../../reference-engine/index.ts';
import { checkEventsAfter, EngineFault, SetupRejected, type Driver } from './driver.ts';
// The engine's interface and the suite's protocol are the same types, both from protocol/.
import type * as P from './protocol.ts';

export class InProcessDriver implements Driver {
  readonly name = 'reference (in-process)';
  private readonly games = new Map<string, engine.Game>();
  /**
   * The view the game's creation or last accepted action answered: only actions change a game, so a
   * look needs no rebuilt view. Views are shared, not copied; a step that modified one would break
   * the HTTP driver's frozen views, and npm test compares the two drivers scenario by scenario.
   */
  private readonly views = new Map<string, P.View>();
  /**
   * The log read so far, as the HTTP driver keeps it: a later read asks only for the events after the last
   * one read (eventsOf's `after`, openapi.yaml GET /games/{gameId}/events?after=), so both drivers read the
   * log the same way.
   */
  private readonly logs = new Map<string, P.GameEvent[]>();
  private counter = 0;

  async capabilities(): Promise<P.Capabilities> {
    return structuredClone(engine.capabilities);
  }

  // Everything but capabilities answers at once (see Answer): the engine is a synchronous function.
  createGame(setup: P.Setup): { gameId: string; view: P.View } {
    const gameId = `g${++this.counter}`;
    const created = this.guard(() => engine.createGame(setup, { gameId }));
    if (!created.ok) throw new SetupRejected(created.error.message, created.error.field);
    this.games.set(gameId, created.game);
    const view = this.guard(() => engine.viewOf(created.game));
    this.views.set(gameId, view);
    return { gameId, view };
  }

  act(gameId: string, action: P.Action): P.ActionResult {
    const { game, result } = this.guard(() => engine.act(this.game(gameId), action));
    this.games.set(gameId, game);
    if (result.ok) this.views.set(gameId, result.view);
    return result;
  }

  view(gameId: string, as?: string): P.View {
    const game = this.game(gameId);
    if (as !== undefined) return this.guard(() => engine.viewOf(game, as));
    return this.views.get(gameId) ?? this.guard(() => engine.viewOf(game));
  }

  events(gameId: string, after?: number): P.GameEvent[] {
    const read = after === undefined ? (this.logs.get(gameId) ?? []) : [];
    const last = after ?? read.at(-1)?.seq;
    const news = this.guard(() => engine.eventsOf(this.game(gameId), last));
    checkEventsAfter(news, last);
    if (after !== undefined) return news;
    const log = news.length ? [...read, ...news] : read;
    this.logs.set(gameId, log);
    return [...log];
  }

  disposeGame(gameId: string): void {
    this.games.delete(gameId);
    this.views.delete(gameId);
    this.logs.delete(gameId);
  }

  private game(gameId: string): engine.Game {
    const game = this.games.get(gameId);
    if (!game) throw new EngineFault(`unknown game ${gameId}`);
    return game;
  }

  /** An exception escaping the engine is an engine fault (the scenario is "errored"), with its first line as reason. */
  private guard<T>(fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      if (e instanceof EngineFault) throw e;
      const message = e instanceof Error ? e.message : String(e);
      const where = e instanceof Error ? (e.stack ?? '').split('\n')[1]?.trim() : undefined;
      throw new EngineFault(`reference engine threw: ${message}${where ? ` (${where})` : ''}`);
    }
  }
}
