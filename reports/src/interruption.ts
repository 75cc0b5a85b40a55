// A run asked to stop (Ctrl-C, SIGTERM) finishes the scenario under way, starts no other, and still
// writes the report of what ran. The runner and the step code may be separate module instances (the
// steps load as a bundle), so the request to stop lives on a process-wide key.

const KEY = Symbol.for('riftcheck.stop-requested');

/** The note a scenario carries when it was skipped because the run was stopping; the report leaves it out. */
export const NOT_RUN_NOTE = 'not run: the run was interrupted before this scenario started';

/** The signal that asked the run to stop, or null while it goes on. */
export function stopRequested(): string | null {
  return ((globalThis as Record<symbol, unknown>)[KEY] as string | undefined) ?? null;
}

export function requestStop(signal: string | null): void {
  (globalThis as Record<symbol, unknown>)[KEY] = signal ?? undefined;
}

/** Set by the runner for the cucumber processes it starts: parallel workers then heed the signals themselves. */
export const STOP_ON_SIGNALS_ENV = 'RIFTCHECK_STOP_ON_SIGNALS';

// A parallel worker receives the terminal's Ctrl-C itself: it stops starting scenarios as the runner does.
if (process.env[STOP_ON_SIGNALS_ENV] && process.env.CUCUMBER_WORKER_ID) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => requestStop(signal));
}
