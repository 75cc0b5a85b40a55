// The card-text analysis worker of POST /rulings/targets (see targets-thread.ts). It answers each
// batch of texts with their JSON answers, in one message, and says when it is ready to.
import { parentPort } from 'node:worker_threads';
import { analyzeTargets } from '../reference-engine/card-text/index.ts';
import { targetsAnswer } from './targets-answer.ts';
import type { TargetsJob, TargetsReply } from './targets-thread.ts';

if (!parentPort) throw new Error('targets-worker.ts runs as a worker thread (see targets-thread.ts)');
const port = parentPort;

port.on('message', (jobs: TargetsJob[]) => {
  const answers: Extract<TargetsReply, { answers: unknown }>['answers'] = [];
  for (const [id, text, edition] of jobs) {
    try {
      answers.push([id, targetsAnswer(analyzeTargets(text, edition === null ? {} : { edition }))]);
    } catch (err) {
      answers.push([id, null, `${(err as Error).name}: ${(err as Error).message}`]);
    }
  }
  port.postMessage({ answers } satisfies TargetsReply);
});
port.postMessage({ ready: true } satisfies TargetsReply);
