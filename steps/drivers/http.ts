// Drives any engine that speaks the adapter protocol (openapi.yaml) over HTTP, through a client typed
// from the contract. Every answer is checked against the protocol: an engine that is down, slow,
// failing or answering out of contract raises EngineFault with a one-line reason, so the scenario is
// reported errored and the run goes on.
import type { z } from 'zod';
import {
  actionAcceptedSchema,
  actionRefusedSchema,
  capabilitiesSchema,
  eventLogSchema,
  gameCreatedSchema,
  problemSchema,
  viewSchema,
} from '../../api/response-schemas.ts';
import { checkEventsAfter, EngineFault, missingCapability, SetupRejected, Unsupported, type Answer as Answered, type Driver } from './driver.ts';
import { keepAliveTransport, originOf, type Answered as WireAnswer, type Exchange, type Origin, type Transport } from './http-transport.ts';
import { exactMatch } from '../../api/exact-match.ts';
import { deepFreeze, firstDifference, MAX_NESTING, nestedDeeperThan } from './json-checks.ts';
import { oneLine, SILENCES, transportFailure, type Silence } from './http-faults.ts';
import { LIMIT_SETTINGS, limitsFromEnv, type RunnerLimits } from './limits.ts';
import { PROTOCOL_VERSION } from './protocol.ts';
import type * as P from './protocol.ts';

export interface HttpDriverOptions {
  /** Per-request timeout; default RIFTCHECK_TIMEOUT_MS or 3 s (below cucumber's 5 s step timeout, so a slow engine is reported as such). */
  timeoutMs?: number;
  /** The other limits (limits.ts); each defaults to its environment variable, then to DEFAULT_LIMITS. */
  limits?: Partial<RunnerLimits>;
}

type Answer = { status: number; body: unknown; headers: WireAnswer['headers'] };

/** Faults of requests that got no answer at all (as against a wrong one). */
const UNANSWERED = new WeakSet<Error>();

interface CallOptions {
  /** The request belongs to the scenario's game: it shares the scenario's time limit. */
  inScenario?: boolean;
  /** The DELETE that ends a game: its own short deadline, sent even after the breaker tripped, never counted by it. */
  deletion?: boolean;
}

export class HttpDriver implements Driver {
  readonly name: string;
  readonly #origin: Origin;
  readonly #timeoutMs: number;
  readonly #limits: RunnerLimits;
  readonly #transport: Transport;
  #capabilities: Promise<P.Capabilities> | undefined;
  /**
   * The view each live game's creation or last accepted action answered. Only actions change a game,
   * so view() answers from here instead of a round trip per look; disposeGame() then asks the engine
   * once (GET, or the DELETE's last view) and fails the scenario if it disagrees, so an inconsistent
   * engine is still caught.
   * Views are handed out frozen, as the in-process driver does: a step that modified one fails on
   * either driver alike, and no copy is made per look.
   */
  readonly #views = new Map<string, P.View>();
  /**
   * The event log of each live game as far as it was read, and whether no action was accepted since
   * (only actions change a game): a second look reads nothing, a look after an action only what is new.
   */
  readonly #logs = new Map<string, { events: P.GameEvent[]; current: boolean }>();
  /**
   * Deletions still on their way. A game's DELETE is the last request about it, so it travels while
   * the next scenario starts instead of holding up the end of this one. A later request about the same
   * game waits for it; one that failed is reported by the next createGame() (naming the game) or close().
   */
  readonly #deleting = new Map<string, Promise<void>>();
  #failedDeletion: EngineFault | null = null;
  /** The engine has answered a DELETE with the game's last view (Prefer: return=representation): it replaces the last GET. */
  #lastViewOnDelete = false;
  /** When the current scenario's requests must be done by (set as its game is created). */
  #scenarioDeadline: number | null = null;
  /** Requests in a row that got no answer, and the last one's reason. */
  readonly #silences: Silence[] = [];
  #lastSilence = '';
  /** Why the rest of the run is errored without asking the engine, once the breaker has tripped. */
  #tripped: string | null = null;

  constructor(
    readonly baseUrl: string,
    options: HttpDriverOptions = {},
  ) {
    this.name = baseUrl;
    this.#limits = { ...limitsFromEnv(), ...options.limits };
    if (options.timeoutMs !== undefined) this.#limits.requestTimeoutMs = options.timeoutMs;
    this.#timeoutMs = this.#limits.requestTimeoutMs;
    // Requests go straight to the transport, built by hand from the few routes of the protocol: a
    // generic client's per-request work (URL, Headers, Request and Response objects) cost more than
    // the rest of a small request.
    this.#transport = keepAliveTransport({ timeoutMs: this.#timeoutMs, maxBytes: this.#limits.maxAnswerBytes });
    this.#origin = originOf(baseUrl);
  }

  capabilities(): Promise<P.Capabilities> {
    this.#capabilities ??= this.#call('GET /capabilities', { method: 'GET', path: '/capabilities' }).then(({ status, body }) => {
      const caps = this.#expect('GET /capabilities', status, 200, body, capabilitiesSchema);
      if (major(caps.protocol) !== major(PROTOCOL_VERSION)) {
        throw new EngineFault(`engine speaks protocol ${caps.protocol}, this suite speaks ${PROTOCOL_VERSION}`);
      }
      return caps;
    });
    // A failed probe is not cached: the next scenario asks again.
    this.#capabilities.catch(() => (this.#capabilities = undefined));
    return this.#capabilities;
  }

  async createGame(setup: P.Setup): Promise<{ gameId: string; view: P.View }> {
    this.#reportFailedDeletion();
    this.#scenarioDeadline = Date.now() + this.#limits.scenarioTimeoutMs;
    await this.#requireCapabilities(setup);
    const label = 'POST /games';
    const { status, body } = await this.#call(label, { method: 'POST', path: '/games', body: json(setup) }, { inScenario: true });
    if (status === 400 || status === 422) {
      const problem = problemSchema.safeParse(body);
      if (!problem.success) throw this.#mismatch(label, status, problem.error);
      // A limited engine, not a faulty one: the scenario is unsupported, with the feature as reason.
      if (status === 422 && problem.data.type.endsWith('/unsupported')) throw new Unsupported(problem.data.feature ?? oneLine(problem.data.detail));
      // a schema error's path starts with `body` (openapi.yaml FieldError), and the body is the setup
      const field = problem.data.field ?? problem.data.errors?.[0]?.path.replace(/^body\.?/, '');
      throw new SetupRejected(problem.data.detail, field);
    }
    const created = this.#expect(label, status, 201, body, gameCreatedSchema);
    this.#views.set(created.gameId, deepFreeze(created.view));
    return { gameId: created.gameId, view: created.view };
  }

  async act(gameId: string, action: P.Action): Promise<P.ActionResult> {
    await this.#deleting.get(gameId);
    const label = `POST /games/${gameId}/actions (${action.kind})`;
    const { status, body } = await this.#call(label, { method: 'POST', path: `${gamePath(gameId)}/actions`, body: json(action) }, { inScenario: true });
    if (status === 422) return this.#expect(label, status, 422, body, actionRefusedSchema);
    const accepted = this.#expect(label, status, 200, body, actionAcceptedSchema);
    this.#views.set(gameId, deepFreeze(accepted.view));
    const log = this.#logs.get(gameId);
    if (log) log.current = false;
    return accepted;
  }

  view(gameId: string, as?: string): Answered<P.View> {
    // A view as a viewer is asked each time: the kept view is the whole state.
    if (as !== undefined) return this.#fetchView(gameId, as).then(deepFreeze);
    // The kept view answers at once, so a step that only looks finishes synchronously, as in-process
    // (an asynchronous step costs cucumber a timer and promises of its own).
    const known = this.#views.get(gameId);
    if (known === undefined) return this.#fetchView(gameId).then(deepFreeze);
    return known;
  }

  async #fetchView(gameId: string, as?: string): Promise<P.View> {
    await this.#deleting.get(gameId);
    const label = as === undefined ? `GET /games/${gameId}` : `GET /games/${gameId}?as=${as}`;
    const query = as === undefined ? '' : `?as=${encodeURIComponent(as)}`;
    const { status, body } = await this.#call(label, { method: 'GET', path: gamePath(gameId) + query }, { inScenario: true });
    return this.#expect(label, status, 200, body, viewSchema);
  }

  events(gameId: string, after?: number): Answered<P.GameEvent[]> {
    if (after !== undefined) return this.#fetchEvents(gameId, after).then(deepFreeze);
    // The whole log: what was read of it, when no action was accepted since (at once), else that
    // and the events after the last one read.
    const log = this.#logs.get(gameId);
    if (log?.current) return [...log.events];
    return this.#fetchEvents(gameId, log?.events.at(-1)?.seq).then((news) => {
      const events = [...(log?.events ?? []), ...deepFreeze(news)];
      this.#logs.set(gameId, { events, current: true });
      return [...events];
    });
  }

  async #fetchEvents(gameId: string, after?: number): Promise<P.GameEvent[]> {
    await this.#deleting.get(gameId);
    const label = `GET /games/${gameId}/events`;
    const query = after === undefined ? '' : `?after=${after}`;
    const { status, body } = await this.#call(label, { method: 'GET', path: `${gamePath(gameId)}/events${query}` }, { inScenario: true });
    // Counted before the log is checked against the protocol, which would walk every event.
    const count = status === 200 && Array.isArray((body as { events?: unknown } | null)?.events) ? (body as { events: unknown[] }).events.length : 0;
    if (count > this.#limits.maxEvents) {
      throw new EngineFault(`${label}: answered ${count} events, more than the limit of ${this.#limits.maxEvents} (${LIMIT_SETTINGS.maxEvents.env})`);
    }
    const events = this.#expect(label, status, 200, body, eventLogSchema).events;
    checkEventsAfter(events, after);
    return events;
  }

  async disposeGame(gameId: string): Promise<void> {
    const known = this.#views.get(gameId);
    this.#views.delete(gameId);
    this.#logs.delete(gameId);
    // An engine that has answered a DELETE with the game's last view gives the last look and the deletion in one request.
    if (known && this.#lastViewOnDelete && !this.#tripped) return this.#deleteLooking(gameId, known);
    try {
      const disagreement = known ? firstDifference(await this.#fetchView(gameId), known, 'view') : null;
      if (disagreement) throw new EngineFault(`GET /games/${gameId} disagrees with the view its last action answered, at ${disagreement}`);
    } finally {
      // Whatever the last look found (or failed to find), the game is deleted.
      this.#scenarioDeadline = null;
      this.#startDeletion(gameId);
    }
  }

  /**
   * The last look at a game and its deletion in one request: the DELETE asks for the game's last view
   * (openapi.yaml: `Prefer: return=representation`), which must agree with the view its last action
   * answered, as the GET it replaces must. It is waited for as that GET was: it is the scenario's last check.
   */
  async #deleteLooking(gameId: string, known: P.View): Promise<void> {
    const label = `DELETE /games/${gameId}`;
    try {
      const { status, body, headers } = await this.#call(label, { method: 'DELETE', path: gamePath(gameId), headers: PREFER_LAST_VIEW }, { inScenario: true });
      if (!lastViewApplied(status, headers)) {
        // Deleted without its view (the preference is the engine's to ignore): later games get their GET again.
        if (status !== 204 && status !== 200) throw this.#unexpected(label, status, body);
        this.#lastViewOnDelete = false;
        return;
      }
      const disagreement = firstDifference(this.#expect(label, status, 200, body, viewSchema), known, 'view');
      if (disagreement) throw new EngineFault(`${label} answered a last view that disagrees with the view its last action answered, at ${disagreement}`);
    } finally {
      this.#scenarioDeadline = null;
    }
  }

  #startDeletion(gameId: string): void {
    const deleting = this.#delete(gameId).then(
      () => void this.#deleting.delete(gameId),
      (err: EngineFault) => {
        this.#deleting.delete(gameId);
        // Deleting is worth a try, not a wait: a DELETE that got no answer in its short time is let go
        // (the engine's own expiry will reclaim the game); one answered wrongly is reported.
        if (!UNANSWERED.has(err)) this.#failedDeletion ??= new EngineFault(`${err.message} (deleting a finished game)`);
      },
    );
    this.#deleting.set(gameId, deleting);
  }

  /** Deletes a game, asking for its last view: an engine that answers with it is known to, and later games need no GET. */
  async #delete(gameId: string): Promise<void> {
    const label = `DELETE /games/${gameId}`;
    const { status, body, headers } = await this.#call(label, { method: 'DELETE', path: gamePath(gameId), headers: PREFER_LAST_VIEW }, { deletion: true });
    if (lastViewApplied(status, headers)) {
      // The view it answered is checked as any view is before the engine is trusted to answer it again.
      this.#expect(label, status, 200, body, viewSchema);
      this.#lastViewOnDelete = true;
      return;
    }
    // Already gone (expired, or the engine forgot it) is what was asked for.
    if (status !== 204 && status !== 200 && status !== 404) throw this.#unexpected(label, status, body);
  }

  async close(): Promise<void> {
    await Promise.all(this.#deleting.values());
    this.#transport.close();
    this.#reportFailedDeletion();
  }

  #reportFailedDeletion(): void {
    const failed = this.#failedDeletion;
    this.#failedDeletion = null;
    if (failed) throw failed;
  }

  async #requireCapabilities(setup: P.Setup): Promise<void> {
    const caps = await this.capabilities();
    const missing = missingCapability(setup, caps);
    if (missing) throw new Unsupported(missing);
  }

  /**
   * Runs one request within its limits (the transport holds it to the request timeout, or a shorter
   * deadline, the scenario's or a deletion's, and to the answer size); transport
   * failures become EngineFault, and enough of them in a row trip the breaker.
   */
  async #call(label: string, request: Exchange, options: CallOptions = {}): Promise<Answer> {
    if (this.#tripped && !options.deletion) throw new EngineFault(this.#tripped);
    let deadlineMs = options.deletion ? Math.min(this.#limits.deleteTimeoutMs, this.#timeoutMs) : this.#timeoutMs;
    let scenarioCut = false;
    if (options.inScenario && this.#scenarioDeadline !== null) {
      const left = this.#scenarioDeadline - Date.now();
      if (left <= 0) throw new EngineFault(`${label}: not sent, ${this.#scenarioLimitText()}`);
      if (left < deadlineMs) [deadlineMs, scenarioCut] = [left, true];
    }
    let answer: WireAnswer;
    try {
      answer = await this.#transport.send(this.#origin, {
        ...request,
        headers: request.headers ?? (request.body === undefined ? undefined : JSON_BODY),
        timeoutMs: deadlineMs,
      });
    } catch (err) {
      const failure = transportFailure(err, this.baseUrl, deadlineMs);
      const reason = `${label}: ${failure.silence === 'timeout' && scenarioCut ? `no answer before ${this.#scenarioLimitText()}` : failure.text}`;
      const fault = new EngineFault(reason);
      if (failure.silence) UNANSWERED.add(fault);
      if (failure.silence && !options.deletion) this.#noAnswer(failure.silence, reason);
      throw fault;
    }
    if (!options.deletion) this.#silences.length = 0;
    const { status, headers } = answer;
    // No body to read: nothing answered, or an empty answer that says so.
    if (status === 204 || (headers['content-length'] === '0' && !headers['transfer-encoding']?.includes('chunked')))
      return { status, body: undefined, headers };
    const raw = utf8.decode(answer.body);
    // Checking, quoting or comparing an answer walks it recursively: one nested past any view's depth is refused first.
    if (nestedDeeperThan(raw, MAX_NESTING)) throw new EngineFault(`${label}: answer nested deeper than ${MAX_NESTING} levels`);
    try {
      return { status, body: JSON.parse(raw), headers };
    } catch {
      if (status >= 200 && status <= 299) throw new EngineFault(`${label}: answer is not JSON (${oneLine(raw)})`);
      return { status, body: raw, headers };
    }
  }

  #scenarioLimitText(): string {
    return `the scenario's time limit of ${this.#limits.scenarioTimeoutMs} ms ran out (${LIMIT_SETTINGS.scenarioTimeoutMs.env})`;
  }

  /** Counts a request that got no answer; enough in a row and the rest of the run is not attempted. */
  #noAnswer(silence: Silence, reason: string): void {
    this.#silences.push(silence);
    this.#lastSilence = reason;
    const n = this.#silences.length;
    if (this.#limits.breakerAfter === 0 || n < this.#limits.breakerAfter) return;
    const what = this.#silences.every((s) => s === silence) ? SILENCES[silence] : 'requests without an answer';
    this.#tripped = `engine stopped answering: ${n} ${what} in a row, so the rest of the run is not attempted (last: ${this.#lastSilence})`;
  }

  #expect<S extends z.ZodType>(label: string, status: number, wanted: number, body: unknown, schema: S): z.output<S> {
    if (status !== wanted) throw this.#unexpected(label, status, body);
    // What zod would give back unchanged needs no copy by zod: the quick check, and zod only when it says no.
    if (exactMatch(schema)(body)) return body as z.output<S>;
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw this.#mismatch(label, status, parsed.error);
    return parsed.data;
  }

  #unexpected(label: string, status: number, body: unknown): EngineFault {
    const problem = problemSchema.safeParse(body);
    const detail = problem.success ? problem.data.detail : typeof body === 'string' ? body : JSON.stringify(body);
    return new EngineFault(`${label}: engine answered ${status}${detail ? `: ${oneLine(detail)}` : ''}`);
  }

  #mismatch(label: string, status: number, error: z.ZodError): EngineFault {
    const issue = error.issues[0];
    const where = issue
      ? issue.path
          .map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
          .join('')
          .replace(/^\./, '')
      : '';
    return new EngineFault(`${label}: ${status} answer does not match the protocol at ${where || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
}

const JSON_BODY = Object.freeze({ 'content-type': 'application/json' });
/** RFC 7240: the DELETE's answer may carry the game's last view (openapi.yaml deleteGame). */
const PREFER_LAST_VIEW = Object.freeze({ prefer: 'return=representation' });

/** Whether a DELETE's answer is the game's last view: a 200 that says it applied the preference. */
function lastViewApplied(status: number, headers: WireAnswer['headers']): boolean {
  return status === 200 && /\breturn=representation\b/i.test(String(headers['preference-applied'] ?? ''));
}
const utf8 = new TextDecoder();

/** A request body: the protocol's JSON. */
function json(value: unknown): string {
  return JSON.stringify(value);
}

/** A game's path, its id encoded as a path segment. */
function gamePath(gameId: string): string {
  return `/games/${encodeURIComponent(gameId)}`;
}

function major(version: string): string {
  return version.split('.')[0] ?? version;
}
