// The answers of the game routes a suite run calls thousands of times (creating a game, acting,
// deleting it), as plain values from already validated input: the Hono routes (app.ts) turn them into
// Responses, and the server's direct path for these routes (direct-routes.ts) writes them itself.
import type { GameEngine } from './engine.ts';
import type { GameStore } from './game-store.ts';
import { problemAnswer, type Answer } from './problem.ts';
import type { ServerLimits } from './app.ts';
import type { Action, Schemas, Setup, View } from '../protocol/index.ts';

export interface GameAnswers {
  /** POST /games */
  create(path: string, setup: Setup): Answer;
  /** POST /games/{id}/actions, the id checked against its schema. */
  act(path: string, id: string, action: Action): Answer;
  /** DELETE /games/{id}, with the Prefer header as sent. */
  remove(path: string, id: string, prefer: string | undefined): Answer;
  /** The 404 of a game that is not live. */
  notLive(method: string, path: string, id: string): Answer;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const LAST_VIEW_HEADERS = { 'content-type': 'application/json', 'preference-applied': 'return=representation' };

export function gameAnswers(engine: GameEngine<unknown>, store: GameStore<unknown>, limits: ServerLimits): GameAnswers {
  const tooMany = (path: string, wait: number, detail: string): Answer => {
    const answer = problemAnswer('POST', path, 429, 'too-many-games', detail);
    return { ...answer, headers: { ...answer.headers, 'retry-after': String(wait) } };
  };
  const notLive = (method: string, path: string, id: string): Answer =>
    problemAnswer(
      method,
      path,
      404,
      'not-found',
      `no live game ${id} (never created, deleted, or expired after ${Math.round(limits.idleTtlMs / 1000)} s idle)`,
    );
  return {
    create(path, setup) {
      if (!store.hasRoom()) {
        const wait = store.secondsUntilRoom();
        return tooMany(path, wait, `the server holds its maximum of ${limits.maxGames} live games; delete games or retry in ${wait} s`);
      }
      const gameId = store.newId();
      const created = engine.createGame(setup, { gameId });
      if (!created.ok) return setupRejectedAnswer('POST', path, created.error);
      if (store.add(created.game, gameId) === null) {
        const mb = Math.round(limits.maxGameBytes / 2 ** 20);
        return tooMany(path, store.secondsUntilRoom(), `the live games would take more than the server's ${mb} MB for games; delete games or retry later`);
      }
      const body: Schemas['GameCreated'] = { gameId, view: viewWithId(engine.viewOf(created.game), gameId) };
      return { status: 201, headers: { ...JSON_HEADERS, location: `/games/${encodeURIComponent(gameId)}` }, body: JSON.stringify(body) };
    },
    act(path, id, action) {
      // No await between reading the game and storing its successor: actions on one game never interleave.
      const live = store.get(id);
      if (live === undefined) return notLive('POST', path, id);
      const { game, result } = engine.act(live, action);
      if (!result.ok) return { status: 422, headers: JSON_HEADERS, body: JSON.stringify(result) };
      store.put(id, game);
      return { status: 200, headers: JSON_HEADERS, body: JSON.stringify({ ...result, view: viewWithId(result.view, id) }) };
    },
    remove(path, id, prefer) {
      // Asked for (Prefer: return=representation), the game's last view comes with its deletion: built as GET builds it.
      const game = wantsRepresentation(prefer) ? store.get(id) : undefined;
      if (!store.delete(id)) return problemAnswer('DELETE', path, 404, 'not-found', `no live game ${id}`);
      if (game === undefined) return { status: 204, headers: {}, body: null };
      return { status: 200, headers: LAST_VIEW_HEADERS, body: JSON.stringify(viewWithId(engine.viewOf(game), id)) };
    },
    notLive,
  };
}

/** The 422 of a setup the engine does not build: unsupported (a feature it lacks) or rejected (a fault of the setup). */
export function setupRejectedAnswer(method: string, path: string, error: { message: string; field?: string; unsupported?: string }, prefix = ''): Answer {
  const field = error.field === undefined ? undefined : prefix + error.field;
  if (error.unsupported !== undefined) {
    return problemAnswer(method, path, 422, 'unsupported', error.message, { feature: error.unsupported, ...(field ? { field } : {}) });
  }
  return problemAnswer(method, path, 422, 'setup-rejected', field ? `${field}: ${error.message}` : error.message, field ? { field } : {});
}

/** Whether a Prefer header (RFC 7240) asks for the representation in the answer. */
function wantsRepresentation(prefer: string | undefined): boolean {
  return prefer !== undefined && /(^|[,;\s])return\s*=\s*"?representation"?\s*(;|,|$)/i.test(prefer);
}

export function viewWithId(view: View, gameId: string): View {
  return view.gameId === gameId ? view : { ...view, gameId };
}
