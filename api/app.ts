// The reference server as a Hono app: the adapter protocol over any engine given to it, and the
// rulings API over the rules corpus. No I/O beyond reading openapi.yaml once; listening is server.ts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { PROJECT_ROOT } from '../rules/data-dir.ts';
import { renderDocs } from './docs.ts';
import { capabilitiesOf, type GameEngine } from './engine.ts';
import { GameStore } from './game-store.ts';
import { internalError, problem, toResponse } from './problem.ts';
import { gameAnswers, setupRejectedAnswer, viewWithId, type GameAnswers } from './game-answers.ts';
import { limitBody, notJson, pathParam, valid } from './request.ts';
import { mountRulings, type RulingsSources } from './rulings.ts';
import { FaqRulings, type FaqSources } from './faq.ts';
import { mountDecks, type DeckSources } from './decks.ts';
import { actionSchema, eventsQuerySchema, gameParamSchema, outcomeRequestSchema, setupSchema } from './schemas.ts';
import type { Schemas } from '../protocol/index.ts';

export interface ServerLimits {
  /** Most live games; one more answers 429. */
  maxGames: number;
  /** Games untouched this long are dropped. */
  idleTtlMs: number;
  /** Larger request bodies answer 413. */
  maxBodyBytes: number;
  /** Most estimated bytes of all live games (their serialized size); past it, creating a game answers 429. */
  maxGameBytes: number;
}

export const DEFAULT_LIMITS: ServerLimits = { maxGames: 2000, idleTtlMs: 15 * 60_000, maxBodyBytes: 256 * 1024, maxGameBytes: 1024 * 2 ** 20 };

export interface AppOptions extends RulingsSources, FaqSources, DeckSources {
  engine: GameEngine<unknown>;
  limits?: Partial<ServerLimits>;
  /** Clock for idle expiry (tests). */
  now?: () => number;
}

export type RiftcheckApp = Hono & {
  readonly store: GameStore<unknown>;
  readonly limits: ServerLimits;
  /** The busiest game routes' answers, for the server's direct path to them (direct-routes.ts). */
  readonly games: GameAnswers;
};

const SPEC_TEXT = readFileSync(resolve(PROJECT_ROOT, 'openapi.yaml'), 'utf8');

export function createApp(options: AppOptions): RiftcheckApp {
  const { engine } = options;
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const store = new GameStore<unknown>({ maxGames: limits.maxGames, idleTtlMs: limits.idleTtlMs, maxBytes: limits.maxGameBytes }, options.now);
  const app = new Hono();
  let docsHtml: string | undefined;

  app.onError(async (err, c) => (await notJson(c, err)) ?? toResponse(internalError(c.req.method, c.req.path, err)));
  app.notFound((c) => problem(c, 404, 'not-found', `no route ${c.req.method} ${c.req.path}`));

  app.get('/openapi.yaml', (c) => c.body(SPEC_TEXT, 200, { 'content-type': 'application/yaml; charset=utf-8' }));
  app.get('/docs', (c) => c.html((docsHtml ??= renderDocs(SPEC_TEXT))));

  // ---- the adapter protocol

  app.get('/capabilities', (c) => c.json(capabilitiesOf(engine)));

  // Only the routes that take a body pay for its limit and its parsing.
  const sized = limitBody(limits.maxBodyBytes);

  const games = gameAnswers(engine, store, limits);
  app.post('/games', sized, valid('json', setupSchema), (c) => toResponse(games.create(c.req.path, c.req.valid('json'))));

  const liveGame = (c: Context) => {
    const param = pathParam(c, 'gameId', gameParamSchema);
    if (!param.ok) return param;
    const id = param.value;
    const game = store.get(id);
    if (game === undefined) return { ok: false, response: toResponse(games.notLive(c.req.method, c.req.path, id)) } as const;
    return { ok: true, id, game } as const;
  };

  app.get('/games/:gameId', (c) => {
    const live = liveGame(c);
    if (!live.ok) return live.response;
    const as = c.req.query('as');
    if (as === undefined) return c.json(viewWithId(engine.viewOf(live.game), live.id));
    if (!capabilitiesOf(engine).features.includes('views-as-player'))
      return problem(c, 400, 'invalid-request', 'this engine does not show views as a player (feature views-as-player)');
    const players = engine.viewOf(live.game).players.map((p) => p.id);
    if (as !== 'spectator' && !players.includes(as))
      return problem(c, 400, 'invalid-request', `as: ${as} is neither a player (${players.join(', ')}) nor spectator`);
    return c.json(viewWithId(engine.viewOf(live.game, as), live.id));
  });

  app.get('/games/:gameId/events', valid('query', eventsQuerySchema), (c) => {
    const live = liveGame(c);
    if (!live.ok) return live.response;
    const log: Schemas['EventLog'] = { gameId: live.id, events: engine.eventsOf(live.game, c.req.valid('query').after) };
    return c.json(log);
  });

  app.post('/games/:gameId/actions', sized, valid('json', actionSchema), (c) => {
    const param = pathParam(c, 'gameId', gameParamSchema);
    if (!param.ok) return param.response;
    return toResponse(games.act(c.req.path, param.value, c.req.valid('json')));
  });

  app.delete('/games/:gameId', (c) => {
    const param = pathParam(c, 'gameId', gameParamSchema);
    if (!param.ok) return param.response;
    return toResponse(games.remove(c.req.path, param.value, c.req.header('prefer')));
  });

  // ---- rulings

  const faq = new FaqRulings(options);
  app.post('/rulings/outcome', sized, valid('json', outcomeRequestSchema), (c) => {
    const { setup, actions } = c.req.valid('json');
    const created = engine.createGame(setup, { gameId: 'outcome' });
    if (!created.ok) return setupRejected(c, created.error, 'setup.');
    const outcome = transcript(engine, created.game, actions);
    const body: Schemas['Outcome'] = { ...outcome, faq: faq.matching(outcome.rules) };
    return c.json(body);
  });
  faq.mount(app);

  mountRulings(app, options, sized);
  mountDecks(app, options, sized);
  answerOtherMethods(app);

  return Object.assign(app, { store, limits, games });
}

/**
 * A known path asked with a method it does not have answers 405 with an Allow header, not 404: every
 * path registered so far gets a last handler that runs only when no route of its own matched.
 */
function answerOtherMethods(app: Hono): void {
  const methods = new Map<string, string[]>();
  for (const { path, method } of app.routes) {
    if (method === 'ALL') continue;
    const known = methods.get(path) ?? [];
    if (!known.includes(method)) known.push(method);
    methods.set(path, known);
  }
  for (const [path, known] of methods) {
    // Hono answers HEAD from the GET route.
    const allow = (known.includes('GET') ? [...known, 'HEAD'] : known).join(', ');
    app.all(path, (c) => {
      c.header('Allow', allow);
      return problem(c, 405, 'method-not-allowed', `${c.req.method} is not allowed on ${c.req.path}; allowed: ${allow}`);
    });
  }
}

function setupRejected(c: Context, error: { message: string; field?: string; unsupported?: string }, prefix = ''): Response {
  return toResponse(setupRejectedAnswer(c.req.method, c.req.path, error, prefix));
}

/** Applies the actions in order; a refused action leaves the game as it was and the next one goes on. */
export function transcript<G>(engine: GameEngine<G>, start: G, actions: Array<Schemas['Action']>): Omit<Schemas['Outcome'], 'faq'> {
  const cited: string[] = [];
  const cite = (rules: Array<string | undefined>) => {
    const mine: string[] = [];
    for (const r of rules) {
      if (r === undefined || mine.includes(r)) continue;
      mine.push(r);
      if (!cited.includes(r)) cited.push(r);
    }
    return mine;
  };
  let game = start;
  const initial = engine.viewOf(game);
  const steps = actions.map((action, index): Schemas['OutcomeStep'] => {
    const next = engine.act(game, action);
    game = next.game;
    const view = engine.viewOf(game);
    if (next.result.ok) {
      const events = next.result.events;
      return { index, action, ok: true, events, view, rules: cite(events.map((e) => e.rule)) };
    }
    const refusal = next.result.refusal;
    return { index, action, ok: false, events: [], view, refusal, rules: cite([refusal.rule]) };
  });
  const events = engine.eventsOf(game);
  cite(events.map((e) => e.rule)); // rules cited while the game was set up, after the steps' own
  return { initial, steps, final: engine.viewOf(game), events, rules: cited };
}
