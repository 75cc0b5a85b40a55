// bench:engine — the reference engine's own share of the conformance suite, without cucumber: every
// call the suite's steps make to the engine (games created, actions, views as a player, event reads)
// is recorded once from a run of the suite, then replayed straight against the engine in fresh
// processes. A suite run executes the engine once and exits, so the first pass (cards' texts compiled
// for the first time, code not yet optimized) is what a run pays; later passes in the same process
// show the engine's steady cost. Every answer of the engine is hashed as it is replayed: a change that
// must not alter behaviour gives the same hash before and after it (the suite's scenarios, replayed).
// CPU time, not wall time, so that a machine shared with other work still gives comparable figures.
//
// usage: npm run bench:engine -- [--runs 5] [--passes 3] [--record]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../rules/data-dir.ts';
import { scriptArgs } from '../scripts/script-args.ts';

const { values } = scriptArgs(
  `usage: npm run bench:engine -- [--runs N] [--passes N] [--record]
The reference engine's CPU time over the suite's recorded engine calls, and a hash of its answers.
  --runs N     fresh processes timing the first pass (default 5)
  --passes N   passes in one process, for the steady cost (default 3)
  --record     record the calls anew (done anyway when there is no recording yet)`,
  {
    options: {
      runs: { type: 'string', default: '5' },
      passes: { type: 'string', default: '3' },
      record: { type: 'boolean', default: false },
      worker: { type: 'string' },
    },
  },
);
const DIR = join(PROJECT_ROOT, '.tmp', 'bench-engine');
const CALLS = join(DIR, 'calls.jsonl');

type Call =
  | { op: 'create'; id: string; setup: unknown }
  | { op: 'act'; id: string; action: unknown }
  | { op: 'view'; id: string; as: string }
  | { op: 'events'; id: string; after?: number };

// Loaded with every step file, after the suite's bundle: it wraps the in-process driver's methods
// (the bundle's own module, found as the bundle names it) so that each call is written down first.
const RECORDER = `import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const out = ${JSON.stringify(CALLS)};
const bundles = ${JSON.stringify(join(PROJECT_ROOT, '.tmp', 'suite-bundle'))};
const key = JSON.parse(readFileSync(join(bundles, 'current.json'), 'utf8')).key;
const chunks = join(bundles, key, 'chunks');
const chunk = readdirSync(chunks).find((f) => f.startsWith('in-process-') && f.endsWith('.mjs'));
const { InProcessDriver } = await import(pathToFileURL(join(chunks, chunk)).href);
const P = InProcessDriver.prototype;
const note = (call) => appendFileSync(out, JSON.stringify(call) + '\\n');
const { createGame, act, view, events } = P;
P.createGame = function (setup) { note({ op: 'create', id: 'g' + (this.counter + 1), setup }); return createGame.call(this, setup); };
P.act = function (id, action) { note({ op: 'act', id, action }); return act.call(this, id, action); };
P.view = function (id, as) { if (as !== undefined) note({ op: 'view', id, as }); return view.call(this, id, as); };
P.events = function (id, after) { note({ op: 'events', id, after }); return events.call(this, id, after); };
`;

function record(): void {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(CALLS, '');
  const recorder = join(DIR, 'recorder.mjs');
  writeFileSync(recorder, RECORDER);
  const cucumber = join(PROJECT_ROOT, 'node_modules', '.bin', 'cucumber-js');
  const args = ['-p', 'default', '--format', 'summary', '--import', 'scripts/suite-bundle.mjs', '--import', recorder];
  const run = spawnSync(cucumber, args, { cwd: PROJECT_ROOT, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  if (run.status !== 0) {
    console.error(`bench:engine: recording the suite's engine calls failed:\n${run.stdout}\n${run.stderr}`);
    process.exit(1);
  }
}

/** In a worker: the passes over the calls, each pass's CPU milliseconds, and the hash of the first pass's answers. */
async function replay(passes: number): Promise<{ cpu: number[]; hash: string }> {
  await import('../steps/support/short-run-jit.ts'); // as the suite runs the engine
  const { act, createGame, eventsOf, viewOf } = await import('../reference-engine/index.ts');
  type Game = Parameters<typeof act>[0];
  const lines = readFileSync(CALLS, 'utf8').split('\n').filter(Boolean);
  const cpu: number[] = [];
  const hash = createHash('sha256');
  for (let pass = 0; pass < passes; pass++) {
    // Each pass gets setups and actions of its own, parsed before the clock starts, as the steps hand theirs over.
    const calls = lines.map((line) => JSON.parse(line) as Call);
    const answers: unknown[] = [];
    const games = new Map<string, Game>();
    const started = process.cpuUsage();
    for (const call of calls) {
      if (call.op === 'create') {
        const created = createGame(call.setup as Parameters<typeof createGame>[0], { gameId: call.id });
        if (created.ok) games.set(call.id, created.game);
        answers.push(created.ok ? viewOf(created.game) : created);
      } else if (call.op === 'act') {
        const { game, result } = act(games.get(call.id)!, call.action as Parameters<typeof act>[1]);
        games.set(call.id, game);
        answers.push(result);
      } else if (call.op === 'view') answers.push(viewOf(games.get(call.id)!, call.as));
      else answers.push(eventsOf(games.get(call.id)!, call.after));
    }
    const used = process.cpuUsage(started);
    cpu.push((used.user + used.system) / 1000);
    if (pass === 0) for (const answer of answers) hash.update(JSON.stringify(answer) ?? 'undefined');
  }
  return { cpu, hash: hash.digest('hex').slice(0, 16) };
}

if (values.worker !== undefined) {
  console.log(JSON.stringify(await replay(Math.max(1, Number(values.worker) || 1))));
  process.exit(0);
}

if (values.record || !existsSync(CALLS)) record();
const self = fileURLToPath(import.meta.url);
function worker(passes: number): { cpu: number[]; hash: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', self, '--worker', String(passes)], { cwd: PROJECT_ROOT, encoding: 'utf8', maxBuffer: 1 << 24 });
  if (run.status !== 0) {
    console.error(`bench:engine: a replay failed:\n${run.stderr}`);
    process.exit(1);
  }
  return JSON.parse(run.stdout.trim().split('\n').pop()!);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = Math.max(1, Number(values.runs) || 5);
const firsts: number[] = [];
const hashes = new Set<string>();
for (let r = 0; r < runs; r++) {
  const { cpu, hash } = worker(1);
  firsts.push(cpu[0]);
  hashes.add(hash);
}
const steady = worker(Math.max(2, Number(values.passes) || 3));
hashes.add(steady.hash);
const calls = readFileSync(CALLS, 'utf8').split('\n').filter(Boolean).length;
console.log(`${calls} engine calls recorded from the suite (${CALLS.slice(PROJECT_ROOT.length + 1)})`);
console.log(
  `first pass, ${runs} fresh processes: median ${median(firsts).toFixed(0)} ms CPU (min ${Math.min(...firsts).toFixed(0)}, max ${Math.max(...firsts).toFixed(0)})`,
);
console.log(
  `later passes in one process: ${steady.cpu
    .slice(1)
    .map((ms) => `${ms.toFixed(0)} ms`)
    .join(', ')} CPU`,
);
if (hashes.size !== 1) {
  console.error(`bench:engine: the engine answered the same calls differently from one replay to the next (${[...hashes].join(', ')})`);
  process.exit(1);
}
console.log(`answers' hash: ${[...hashes][0]} (the same before and after a change that keeps the engine's behaviour)`);
