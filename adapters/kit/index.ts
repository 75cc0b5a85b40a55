// riftcheck/adapter: the adapter protocol (openapi.yaml) served over a small interface an engine
// author implements. The kit does the part every adapter repeats: routing, validation and
// problem+json (the reference server's own app, api/app.ts), the game store with its limits, the
// event log with `seq`, the mapping between the suite's refs and the engine's ids, defaults for every
// view field the engine does not track, and the capabilities checks that make a scenario
// *unsupported* rather than errored (test cards without `cards-from-text`, a mode or an edition the
// engine lacks).
import { createApp, type RiftcheckApp, type ServerLimits } from '../../api/app.ts';
import type { GameEngine } from '../../api/engine.ts';
import { listen, type RunningServer } from '../../api/server.ts';
import type { Action, ActionResult, Capabilities, GameEvent, RefusalCode, Setup, View } from '../../protocol/index.ts';
import { PROTOCOL_VERSION } from '../../protocol/index.ts';
import { completeView, type ViewInput } from './view.ts';
import { RefMap, actionToIds, eventToRefs, viewToRefs } from './refs.ts';

export type * from '../../protocol/index.ts';
export { PROTOCOL_VERSION };
export { STOCK_CARDS, needsCompiler, stockCardFor, type StockCard } from '../../protocol/stock-cards.ts';
export { RefMap, setupObjects, type SetupObject } from './refs.ts';
export { completeView, type ObjectInput, type PlayerInput, type BattlefieldInput, type ViewInput } from './view.ts';

/** An event as the engine reports it: the kit numbers it (`seq`). */
export type EventInput = Omit<GameEvent, 'seq'>;

/** Thrown from `create` or `act`: the engine lacks `feature`; the scenario is reported unsupported, not failed. */
export class AdapterUnsupported extends Error {
  constructor(
    readonly feature: string,
    message?: string,
  ) {
    super(message ?? `unsupported: ${feature}`);
    this.name = 'AdapterUnsupported';
  }
}

/** Thrown from `act`: the action is illegal; the game is left as it was (the kit acts on a copy). */
export class AdapterRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly reason: string,
    readonly rule?: string,
  ) {
    super(reason);
    this.name = 'AdapterRefusal';
  }
}

/** Thrown from `create`: the setup is one the engine should build but cannot (a fault: the scenario is errored). */
export class AdapterSetupRejected extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AdapterSetupRejected';
  }
}

export const unsupported = (feature: string, message?: string): never => {
  throw new AdapterUnsupported(feature, message);
};
export const refuse = (code: RefusalCode, reason: string, rule?: string): never => {
  throw new AdapterRefusal(code, reason, rule);
};

/** What `create` returns when the setup itself caused events (phases begun, cards drawn). */
export class Started<G> {
  constructor(
    readonly game: G,
    readonly events: EventInput[],
  ) {}
}

/** A new game and the events its setup caused: `return withEvents(game, events)` from `create`. */
export const withEvents = <G>(game: G, events: EventInput[]): Started<G> => new Started(game, events);

/** What an engine author implements. `G` is the engine's game state. */
export interface Engine<G> {
  /** `editions` defaults to ["v1.4"], `features` to none (see openapi.yaml Capabilities). */
  info: { name: string; version: string; editions?: string[]; features?: string[] };
  /** A new game from a complete setup. Bind the setup's refs to your ids with `refs.bind` (unbound refs are their own ids). */
  create(setup: Setup, refs: RefMap): G | Started<G>;
  /**
   * One action, with refs already turned into your ids. Mutate `game` freely: it is a copy, dropped
   * when you refuse (throw `refuse(...)`) or lack something (throw `unsupported(...)`). Return the
   * events it caused (the kit numbers them) and, if you replaced the state object, the new game.
   */
  act(game: G, action: Action, refs: RefMap): { game?: G; events?: EventInput[] } | EventInput[] | void;
  /** What may be observed, in your ids; every field you leave out gets its default (view.ts). */
  view(game: G): ViewInput;
  /** How to copy a game before an action; default structuredClone (plain data). */
  copy?(game: G): G;
}

/** One game as the kit keeps it: the engine's state, its refs and its log. */
interface Kept<G> {
  game: G;
  refs: RefMap;
  edition: string;
  events: GameEvent[];
}

function capabilitiesOf<G>(engine: Engine<G>): Capabilities {
  return {
    protocol: PROTOCOL_VERSION,
    engine: { name: engine.info.name, version: engine.info.version },
    editions: engine.info.editions ?? ['v1.4'],
    features: engine.info.features ?? [],
  };
}

/** What the capabilities alone say the engine cannot build, before its own `create` runs. */
function missingFeature(caps: Capabilities, setup: Setup): string | null {
  if (setup.testCards?.length && !caps.features.includes('cards-from-text')) return 'cards-from-text';
  if (setup.mode && !caps.features.includes(`mode:${setup.mode}`)) return `mode:${setup.mode}`;
  if (setup.edition && !caps.editions.includes(setup.edition)) return `edition ${setup.edition}`;
  return null;
}

/** The engine as the reference server's app takes it: pure over Kept records. */
export function protocolEngine<G>(engine: Engine<G>): GameEngine<Kept<G>> {
  const caps = capabilitiesOf(engine);
  const copy = engine.copy ?? ((g: G) => structuredClone(g));
  const render = (kept: Kept<G>): View => viewToRefs(completeView(engine.view(kept.game), kept.edition), kept.refs);
  return {
    capabilities: caps,
    createGame(setup) {
      const missing = missingFeature(caps, setup);
      if (missing) return { ok: false, error: { message: `this engine does not support ${missing}`, unsupported: missing } };
      const refs = new RefMap();
      try {
        const made = engine.create(setup, refs);
        const [game, events] = made instanceof Started ? [made.game, made.events] : [made, []];
        const numbered = events.map((e, i) => ({ ...eventToRefs(e, refs), seq: i + 1 }) as GameEvent);
        return { ok: true, game: { game, refs, edition: setup.edition ?? caps.editions[0]!, events: numbered } };
      } catch (e) {
        if (e instanceof AdapterUnsupported) return { ok: false, error: { message: e.message, unsupported: e.feature } };
        if (e instanceof AdapterSetupRejected) return { ok: false, error: { message: e.message, ...(e.field ? { field: e.field } : {}) } };
        throw e;
      }
    },
    act(kept, action) {
      let outcome;
      const game = copy(kept.game);
      try {
        outcome = engine.act(game, actionToIds(action, kept.refs), kept.refs);
      } catch (e) {
        if (e instanceof AdapterRefusal) return { game: kept, result: refused(e.code, e.reason, e.rule) };
        if (e instanceof AdapterUnsupported) return { game: kept, result: refused('unsupported', e.feature) };
        throw e;
      }
      const produced = Array.isArray(outcome) ? outcome : (outcome?.events ?? []);
      const next = Array.isArray(outcome) ? game : (outcome?.game ?? game);
      let seq = kept.events.at(-1)?.seq ?? 0;
      const events = produced.map((e) => ({ ...eventToRefs(e, kept.refs), seq: ++seq }) as GameEvent);
      const after: Kept<G> = { ...kept, game: next, events: [...kept.events, ...events] };
      const result: ActionResult = { ok: true, events, view: render(after) };
      return { game: after, result };
    },
    viewOf: render,
    eventsOf: (kept, after) => (after === undefined ? kept.events : kept.events.filter((e) => e.seq > after)),
  };
}

function refused(code: RefusalCode, reason: string, rule?: string): ActionResult {
  return { ok: false, refusal: { code, reason, ...(rule ? { rule } : {}) } };
}

/** The protocol as a Hono app (its `fetch` serves requests; tests can call `app.request`). */
export function adapterApp<G>(engine: Engine<G>, limits?: Partial<ServerLimits>): RiftcheckApp {
  return createApp({ engine: protocolEngine(engine) as GameEngine<unknown>, limits });
}

/** Serves the protocol on `host:port` (127.0.0.1, a free port by default); `close()` stops it. */
export function serveAdapter<G>(engine: Engine<G>, options: { host?: string; port?: number; limits?: Partial<ServerLimits> } = {}): Promise<RunningServer> {
  return listen(adapterApp(engine, options.limits), { host: options.host, port: options.port });
}
