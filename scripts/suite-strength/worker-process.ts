// The parent's side of a suite-strength worker (worker.ts): one forked process, asked one request at a
// time, replaced when it hangs, dies or has loaded too many bundles.
import { fork, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { INSTALLING_MODULE } from '../../reports/src/native-match-indices.mjs';
import type { RunReply, RunRequest } from './worker.ts';

/**
 * Each mutant's bundle stays loaded in its worker (ES modules are never unloaded), a few MB each: a
 * worker is replaced by a fresh one after this many mutants, so memory stays bounded as mutants grow.
 */
const MUTANTS_PER_WORKER = 50;

/** A worker process and the request it is busy with. */
export class Worker {
  private child: ChildProcess;
  private served = 0;
  /** The request that loaded the schemata, and the process it was loaded in. */
  private loading: RunRequest | null = null;
  private loadedIn: ChildProcess | null = null;
  /** `timeoutMs`: how long one mutant may take before it counts as an error. */
  constructor(private readonly timeoutMs: number) {
    this.child = Worker.start();
  }

  /** Loads the schemata bundle (and runs the baseline with it); a replaced process loads it again when next asked to switch. */
  async load(request: RunRequest): Promise<RunReply> {
    this.loading = request;
    const reply = await this.ask(request);
    this.loadedIn = reply.verdict === 'survived' ? this.child : null;
    return reply;
  }

  private static start(): ChildProcess {
    // The mutants are mistakes in the reference engine: whatever engine the environment names, run that one.
    const env = { ...process.env, RIFTCHECK_ENGINE: 'reference' };
    return fork(join(import.meta.dirname, 'worker.ts'), [], {
      cwd: PROJECT_ROOT,
      env,
      // Cucumber's step matching on Node's own match indices, as `riftcheck run` matches (reports/src/native-match-indices.mjs).
      execArgv: ['--import', INSTALLING_MODULE, '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // A process group of its own, so that a hung worker is killed together with its esbuild service.
      detached: true,
    });
  }

  /** Runs one request; a worker that hangs or dies is replaced and the request counts as an error. */
  async ask(request: RunRequest): Promise<RunReply> {
    const onKept = request.switchOn !== undefined || request.useKept === true;
    if (onKept && this.loadedIn !== this.child && this.loading) {
      const reload = await this.load(this.loading);
      if (reload.verdict !== 'survived')
        return { ...reload, id: request.id, verdict: 'error', error: `reloading the schemata: ${reload.error ?? 'the suite failed'}` };
    }
    return this.send(request, onKept);
  }

  private send(request: RunRequest, onKept: boolean): Promise<RunReply> {
    const t0 = performance.now();
    if (!onKept && !request.keep && ++this.served > MUTANTS_PER_WORKER) {
      this.child.disconnect();
      this.child = Worker.start();
      this.served = 1;
    }
    const child = this.child;
    return new Promise((resolve) => {
      const fail = (error: string): void => {
        cleanup();
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
        rmSync(join(PROJECT_ROOT, '.tmp', 'suite-strength', `worker-${child.pid}`), { recursive: true, force: true }); // its bundles
        this.child = Worker.start();
        resolve({
          kind: 'result',
          id: request.id,
          verdict: 'error',
          decidedBy: null,
          failed: [],
          tagged: 0,
          full: 0,
          buildSeconds: 0,
          seconds: (performance.now() - t0) / 1000,
          error,
        });
      };
      // A whole-suite run with no mutant (the baseline, the check after the switched mutants) may take longer.
      const limit = request.id.startsWith('(') ? Math.max(this.timeoutMs, 600_000) : this.timeoutMs;
      const timer = setTimeout(
        () => fail(`no verdict within ${limit / 1000} s${request.id.startsWith('(') ? '' : ' (does the mistake make the engine loop?)'}`),
        limit,
      );
      const onMessage = (reply: RunReply): void => {
        cleanup();
        resolve(reply);
      };
      const onExit = (code: number | null, signal: string | null): void => fail(`the worker process died (${signal ?? `exit ${code}`})`);
      const cleanup = (): void => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send(request);
    });
  }

  stop(): void {
    this.child.disconnect();
  }
}
