// The card-text analyses of POST /rulings/targets on a worker thread: the worker's answers are the
// calling thread's, each goes back to the text it belongs to, and no answer is lost or left waiting
// when the worker cannot load, dies with texts in hand, or is closed.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createReferenceApp } from '../../api/reference.ts';
import { targetsAnswer } from '../../api/targets-answer.ts';
import { TargetsThread } from '../../api/targets-thread.ts';
import { CATALOG } from '../../reference-engine/catalog/index.ts';
import { analyzeTargets } from '../../reference-engine/card-text/index.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { call } from './support.ts';

/** The calling thread's answer, counting how often it was asked. */
function counted() {
  const counter = { calls: 0 };
  const inThread = (text: string, edition: string | undefined) => {
    counter.calls++;
    return targetsAnswer(analyzeTargets(text, edition === undefined ? {} : { edition }));
  };
  return { counter, inThread };
}

async function until(what: string, ready: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const written: string[] = [];
after(() => {
  for (const dir of written) rmSync(dir, { recursive: true, force: true });
});

/** A worker module written for one test (removed when the file's tests are done). */
function workerModule(source: string): URL {
  const dir = mkdtempSync(join(tmpdir(), 'riftcheck-targets-worker-'));
  written.push(dir);
  const file = join(dir, 'worker.mjs');
  writeFileSync(file, source);
  return pathToFileURL(file);
}

/** Card texts, each once, and the same with numbers raised: texts the analyser has not seen before. */
const TEXTS = [...new Set(CATALOG.map((c) => c.text).filter((t) => t.trim() !== ''))].flatMap((t) => [t, t.replace(/\b\d+\b/g, (n) => String(Number(n) + 7))]);

test('the worker answers every text as the calling thread would, each to its own request', { timeout: 60_000 }, async () => {
  const { counter, inThread } = counted();
  const thread = new TargetsThread(inThread);
  try {
    assert.equal(thread.state, 'idle');
    // the first text starts the worker and is answered at once, here
    assert.equal(thread.answer(TEXTS[0]!), inThread(TEXTS[0]!, undefined));
    assert.equal(thread.state, 'starting');
    await until('the worker to load', () => thread.state === 'ready');
    const before = counter.calls;
    const asked = TEXTS.map((text, i) => ({ text, edition: i % 3 === 0 ? 'v1.0' : undefined }));
    const answers = await Promise.all(asked.map(({ text, edition }) => thread.answer(text, edition)));
    assert.equal(counter.calls, before, 'no text was answered in the calling thread once the worker was ready');
    for (const [i, { text, edition }] of asked.entries()) assert.equal(answers[i], inThread(text, edition), text);
    assert.ok(
      answers.some((a, i) => a !== answers[i + 1]),
      'the texts have different answers, so a mix-up would show',
    );
  } finally {
    await thread.close();
  }
});

test('a worker that cannot load leaves every text answered in the calling thread, with a warning', { timeout: 60_000 }, async () => {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);
  process.on('warning', onWarning);
  const { counter, inThread } = counted();
  const thread = new TargetsThread(inThread, workerModule("throw new Error('no analyser here');\n"));
  try {
    assert.equal(thread.answer('Kill a unit.'), inThread('Kill a unit.', undefined));
    await until('the worker to fail', () => thread.state === 'failed');
    const calls = counter.calls;
    assert.equal(await thread.answer('Draw 2.'), inThread('Draw 2.', undefined));
    assert.equal(counter.calls, calls + 2);
    await until('the warning', () => warnings.length > 0);
    assert.match(warnings.join('\n'), /analysis worker failed: no analyser here.*event loop/);
  } finally {
    process.off('warning', onWarning);
    await thread.close();
  }
});

test('texts in the hands of a worker that dies are answered in the calling thread', { timeout: 60_000 }, async () => {
  const { inThread } = counted();
  const dies = workerModule(
    "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage({ ready: true });\nparentPort.on('message', () => process.exit(3));\n",
  );
  const thread = new TargetsThread(inThread, dies);
  try {
    thread.answer('Kill a unit.');
    await until('the worker to load', () => thread.state === 'ready');
    const texts = ['Deal 3 to a unit at a battlefield.', 'Kill all gear.', 'Draw 1.'];
    const answers = await Promise.all(texts.map((t) => thread.answer(t)));
    assert.deepEqual(
      answers,
      texts.map((t) => inThread(t, undefined)),
    );
    assert.equal(thread.state, 'failed');
  } finally {
    await thread.close();
  }
});

test('an analysis that fails in the worker fails its own request only', { timeout: 60_000 }, async () => {
  const { inThread } = counted();
  const picky = workerModule(
    "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage({ ready: true });\n" +
      "parentPort.on('message', (jobs) => parentPort.postMessage({ answers: jobs.map(([id, text]) => (text === 'bad' ? [id, null, 'Error: cannot'] : [id, '\"' + text + '\"'])) }));\n",
  );
  const thread = new TargetsThread(inThread, picky);
  try {
    thread.answer('Kill a unit.');
    await until('the worker to load', () => thread.state === 'ready');
    const [good, bad] = await Promise.allSettled([thread.answer('good'), thread.answer('bad')]);
    assert.deepEqual(good, { status: 'fulfilled', value: '"good"' });
    assert.equal(bad.status, 'rejected');
    assert.match(String((bad as PromiseRejectedResult).reason), /card-text analysis failed: Error: cannot/);
    assert.equal(thread.state, 'ready');
  } finally {
    await thread.close();
  }
});

test('once closed, texts are answered in the calling thread and the worker is gone', { timeout: 60_000 }, async () => {
  const { counter, inThread } = counted();
  const thread = new TargetsThread(inThread);
  thread.answer('Kill a unit.');
  await until('the worker to load', () => thread.state === 'ready');
  await thread.close();
  assert.equal(thread.state, 'closed');
  const calls = counter.calls;
  assert.equal(await thread.answer('Draw 1.'), inThread('Draw 1.', undefined));
  assert.equal(counter.calls, calls + 2);
});

test('the reference server gives the same answers before and after its analysis worker is up', { timeout: 60_000 }, async () => {
  const app = createReferenceApp({ withoutCorpus: true });
  const first = await call(app, 'POST', '/rulings/targets', { text: TEXTS[2]! });
  assert.equal(first.status, 200);
  assert.equal(JSON.stringify(first.body), inThreadAnswer(TEXTS[2]!));
  // the worker loads in the background: texts sent later come back the same, whichever thread answers
  await new Promise((r) => setTimeout(r, 1500));
  for (const text of TEXTS.slice(3, 40)) {
    const res = await call(app, 'POST', '/rulings/targets', { text });
    assert.equal(res.status, 200);
    assert.equal(JSON.stringify(res.body), inThreadAnswer(text), text);
  }
});

function inThreadAnswer(text: string): string {
  return targetsAnswer(analyzeTargets(text));
}

/** Runs `script` (ES module, project root) in its own process; what it printed and how it ended, killed after 20 s. */
async function runAlone(script: string): Promise<{ out: string; code: number | null }> {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await exited;
  clearTimeout(timer);
  return { out: out.trim(), code };
}

test('a process whose analysis worker is idle exits when its own work is done', { timeout: 60_000 }, async () => {
  const start = [
    "import { TargetsThread } from './api/targets-thread.ts';",
    "import { targetsAnswer } from './api/targets-answer.ts';",
    "import { analyzeTargets } from './reference-engine/card-text/index.ts';",
    'const thread = new TargetsThread((text) => targetsAnswer(analyzeTargets(text)));',
    "thread.answer('Kill a unit.');",
    "const ready = new Promise((r) => { const wait = setInterval(() => { if (thread.state === 'ready') { clearInterval(wait); r(); } }, 10); });",
  ];
  // the worker loaded but never answered (as when the server closes right after its first text) ...
  const loaded = await runAlone([...start, "ready.then(() => console.log('worker ready'));"].join('\n'));
  assert.deepEqual(loaded, { out: 'worker ready', code: 0 }, 'the process ended by itself, not killed after 20 s');
  // ... and the worker answered texts, then had nothing more to do
  const answered = await runAlone([...start, "ready.then(() => thread.answer('Draw 1.')).then(() => console.log('answered by the worker'));"].join('\n'));
  assert.deepEqual(answered, { out: 'answered by the worker', code: 0 }, 'the process ended by itself, not killed after 20 s');
});
