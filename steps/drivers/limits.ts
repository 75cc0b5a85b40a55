// What the HTTP driver allows an engine before calling it at fault, so that no engine (hanging, slow,
// flooding or babbling) can cost a run more than seconds per scenario or the runner more than bounded
// memory. Each limit has an environment variable (read by the driver in every cucumber process, workers
// included) and a `riftcheck run` option that sets it.

export interface RunnerLimits {
  /** Deadline of one request, from sending it to the last byte of its answer. */
  requestTimeoutMs: number;
  /** Deadline of one scenario's requests, counted from its game's creation. */
  scenarioTimeoutMs: number;
  /** Bytes read of one answer; past it the request is aborted. */
  maxAnswerBytes: number;
  /** Events one answer of the event log may carry. */
  maxEvents: number;
  /** Requests in a row without an answer (timeouts, refused or dropped connections) after which the rest of the run is errored at once; 0 never gives up. */
  breakerAfter: number;
  /** Deadline of the DELETE that ends every game, tried whatever happened to the scenario. */
  deleteTimeoutMs: number;
}

export const DEFAULT_LIMITS: RunnerLimits = {
  requestTimeoutMs: 3000, // below cucumber's 5 s step timeout, so a slow engine is reported as such
  scenarioTimeoutMs: 10_000,
  maxAnswerBytes: 8 * 1024 * 1024,
  maxEvents: 10_000,
  breakerAfter: 5,
  deleteTimeoutMs: 1000,
};

/** Each limit's environment variable and `riftcheck run` option. */
export const LIMIT_SETTINGS: Record<keyof RunnerLimits, { env: string; option: string; zeroAllowed: boolean }> = {
  requestTimeoutMs: { env: 'RIFTCHECK_TIMEOUT_MS', option: 'timeout', zeroAllowed: false },
  scenarioTimeoutMs: { env: 'RIFTCHECK_SCENARIO_TIMEOUT_MS', option: 'scenario-timeout', zeroAllowed: false },
  maxAnswerBytes: { env: 'RIFTCHECK_MAX_ANSWER_BYTES', option: 'max-answer-bytes', zeroAllowed: false },
  maxEvents: { env: 'RIFTCHECK_MAX_EVENTS', option: 'max-events', zeroAllowed: false },
  breakerAfter: { env: 'RIFTCHECK_BREAKER', option: 'breaker', zeroAllowed: true },
  deleteTimeoutMs: { env: 'RIFTCHECK_DELETE_TIMEOUT_MS', option: 'delete-timeout', zeroAllowed: false },
};

/** Why a setting's text is not an acceptable value, or null when it is. */
export function limitProblem(key: keyof RunnerLimits, text: string): string | null {
  const n = Number(text);
  const { zeroAllowed } = LIMIT_SETTINGS[key];
  if (text.trim() === '' || !Number.isSafeInteger(n) || n < 0 || (n === 0 && !zeroAllowed)) {
    return `must be a whole number${zeroAllowed ? '' : ' above 0'}`;
  }
  return null;
}

/** The limits the environment sets, the defaults elsewhere; a malformed value is an error naming the variable. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): RunnerLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(LIMIT_SETTINGS) as Array<keyof RunnerLimits>) {
    const name = LIMIT_SETTINGS[key].env;
    const text = env[name];
    if (text === undefined || text === '') continue;
    const problem = limitProblem(key, text);
    if (problem) throw new Error(`${name}="${text}" ${problem}`);
    limits[key] = Number(text);
  }
  return limits;
}
