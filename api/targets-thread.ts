// The analyses of POST /rulings/targets on a worker thread. Run in the request's own turn, each one
// holds up every other request on the event loop for tens of microseconds, and runs with caches
// the HTTP work around it has just emptied. Texts that arrive in one turn of the event loop go to
// the worker in one message, and their answers come back in one.
//
// Until the worker has loaded, and for good once it fails, texts are answered in the calling thread:
// no answer waits for a worker that is not there. The worker holds the process open only while it
// has texts to answer.
import { Worker } from 'node:worker_threads';

/** A text to analyse: its id in this thread, the text, the edition asked for (null: the default). */
export type TargetsJob = [id: number, text: string, edition: string | null];
/** What the worker posts: that it has loaded, or the answers to one batch (null and a reason when one failed). */
export type TargetsReply = { ready: true } | { answers: Array<[id: number, answer: string | null, error?: string]> };

/** Where texts are answered: idle and starting (no worker yet) and failed and closed (no worker any more) answer in the calling thread. */
export type TargetsThreadState = 'idle' | 'starting' | 'ready' | 'failed' | 'closed';

interface Waiting {
  resolve: (answer: string) => void;
  reject: (err: Error) => void;
  text: string;
  edition: string | undefined;
}

const WORKER_ENTRY = new URL('./targets-worker.mjs', import.meta.url);

export class TargetsThread {
  #state: TargetsThreadState = 'idle';
  #worker: Worker | null = null;
  readonly #waiting = new Map<number, Waiting>();
  #queue: TargetsJob[] = [];
  #nextId = 0;

  /**
   * `inThread` answers a text in the calling thread, with the same analyser the worker runs: it
   * answers while the worker loads and after it fails. `entry` is the worker's module (tests).
   */
  constructor(
    private readonly inThread: (text: string, edition: string | undefined) => string,
    private readonly entry: URL = WORKER_ENTRY,
  ) {}

  /** Where texts are answered now. */
  get state(): TargetsThreadState {
    return this.#state;
  }

  /** The JSON answer for a text: from the worker when it is ready, else at once in this thread. */
  answer(text: string, edition?: string): Promise<string> | string {
    if (this.#state !== 'ready') {
      if (this.#state === 'idle') this.#start();
      return this.inThread(text, edition);
    }
    return new Promise<string>((resolve, reject) => {
      const id = this.#nextId++;
      if (this.#waiting.size === 0) this.#worker!.ref();
      this.#waiting.set(id, { resolve, reject, text, edition });
      if (this.#queue.length === 0) setImmediate(this.#post);
      this.#queue.push([id, text, edition ?? null]);
    });
  }

  /** Stops the worker; later texts are answered in the calling thread. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#answerInThread('closed');
    if (worker) await worker.terminate();
  }

  readonly #post = (): void => {
    const jobs = this.#queue;
    this.#queue = [];
    // a failure since these were queued has answered them already
    if (this.#state === 'ready' && jobs.length > 0) this.#worker!.postMessage(jobs);
  };

  #start(): void {
    this.#state = 'starting';
    let worker: Worker;
    try {
      // the worker's entry registers tsx itself; the process's own flags (--eval, --input-type, a
      // test runner's) are not the worker's business
      worker = new Worker(this.entry, { execArgv: [] });
    } catch (err) {
      this.#fail(`could not start: ${(err as Error).message}`);
      return;
    }
    this.#worker = worker;
    worker.on('message', (reply: TargetsReply) => this.#received(reply));
    worker.on('error', (err) => this.#fail(`failed: ${err.message}`));
    worker.on('exit', (code) => this.#fail(`exited with code ${code}`));
    // after the listeners: listening for messages holds the process open again
    worker.unref();
  }

  #received(reply: TargetsReply): void {
    if ('ready' in reply) {
      if (this.#state === 'starting') this.#state = 'ready';
      return;
    }
    for (const [id, answer, error] of reply.answers) {
      const waiting = this.#waiting.get(id);
      if (!waiting) continue;
      this.#waiting.delete(id);
      if (answer !== null) waiting.resolve(answer);
      else waiting.reject(new Error(`card-text analysis failed: ${error}`));
    }
    if (this.#waiting.size === 0) this.#worker?.unref();
  }

  #fail(why: string): void {
    if (this.#state === 'failed' || this.#state === 'closed') return;
    process.emitWarning(`the card-text analysis worker ${why}; texts are analysed on the event loop from now on`);
    this.#answerInThread('failed');
  }

  /** From now on every text is answered in this thread, the ones waiting for the worker first. */
  #answerInThread(state: Extract<TargetsThreadState, 'failed' | 'closed'>): void {
    this.#state = state;
    this.#worker = null;
    this.#queue = [];
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const w of waiting) {
      try {
        w.resolve(this.inThread(w.text, w.edition));
      } catch (err) {
        w.reject(err as Error);
      }
    }
  }
}
