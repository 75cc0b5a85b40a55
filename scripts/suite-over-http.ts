// Runs the conformance suite twice, in-process and over HTTP against the reference server (started
// here on a free loopback port), and compares the per-scenario results: they must be identical.
// Prints both wall times and their ratio against the target of 2 (the scale issue's); exits non-zero on any difference,
// and on a ratio over --max-ratio only when that is given (wall times swing with machine load).
// Other arguments go to cucumber-js (e.g. a feature path). With --in-process-results FILE (npm test, right after
// its in-process suite run), the in-process results are read from that run's messages when the file is there,
// instead of running the suite in-process a second time; the ratio is then not measured.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scriptArgs } from './script-args.ts';
import { startSuiteServer } from './suite-server.ts';
import { PROJECT_ROOT } from '../rules/data-dir.ts';

const CUCUMBER = resolve(PROJECT_ROOT, 'node_modules/@cucumber/cucumber/bin/cucumber.js');
const OUT_DIR = resolve(PROJECT_ROOT, '.tmp');

export interface ScenarioResult {
  /** uri:line of the Example (the row line for an outline row). */
  key: string;
  name: string;
  /** PASSED, FAILED, SKIPPED (unsupported), UNDEFINED, ... : the worst step status. */
  status: string;
  /** The first step that did not pass, with its text, when there is one. */
  step: string | null;
}

/** What the scale issue asks of the suite over HTTP against the reference server: at most twice the in-process time. */
const TARGET_RATIO = 2;

const RANK = ['UNKNOWN', 'PASSED', 'SKIPPED', 'PENDING', 'UNDEFINED', 'AMBIGUOUS', 'FAILED'];

/** Reads cucumber's message stream (ndjson) into one result per scenario. */
export function scenarioResults(ndjson: string): Map<string, ScenarioResult> {
  const lines = new Map<string, number>(); // gherkin ast node id -> line
  const pickles = new Map<string, { uri: string; name: string; astNodeIds: string[]; steps: Map<string, string> }>();
  const testCases = new Map<string, { pickleId: string; stepToPickleStep: Map<string, string> }>();
  const started = new Map<string, string>(); // testCaseStartedId -> testCaseId
  const results = new Map<string, ScenarioResult>();
  const walk = (node: any) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.id === 'string' && node.location?.line) lines.set(node.id, node.location.line);
    for (const value of Object.values(node)) if (typeof value === 'object') walk(value);
  };
  for (const line of ndjson.split('\n')) {
    if (!line.trim()) continue;
    const m = JSON.parse(line);
    if (m.gherkinDocument) walk(m.gherkinDocument);
    else if (m.pickle) {
      pickles.set(m.pickle.id, {
        uri: m.pickle.uri,
        name: m.pickle.name,
        astNodeIds: m.pickle.astNodeIds,
        steps: new Map(m.pickle.steps.map((s: any) => [s.id, s.text])),
      });
    } else if (m.testCase) {
      testCases.set(m.testCase.id, {
        pickleId: m.testCase.pickleId,
        stepToPickleStep: new Map(m.testCase.testSteps.filter((s: any) => s.pickleStepId).map((s: any) => [s.id, s.pickleStepId])),
      });
    } else if (m.testCaseStarted) {
      started.set(m.testCaseStarted.id, m.testCaseStarted.testCaseId);
      const tc = testCases.get(m.testCaseStarted.testCaseId)!;
      const pickle = pickles.get(tc.pickleId)!;
      const key = `${pickle.uri}:${lines.get(pickle.astNodeIds[pickle.astNodeIds.length - 1]!) ?? '?'}`;
      // A retried scenario keeps its last attempt.
      results.set(m.testCaseStarted.id, { key, name: pickle.name, status: 'PASSED', step: null });
    } else if (m.testStepFinished) {
      const r = results.get(m.testStepFinished.testCaseStartedId)!;
      const status: string = m.testStepFinished.testStepResult.status;
      if (RANK.indexOf(status) > RANK.indexOf(r.status)) {
        r.status = status;
        const tc = testCases.get(started.get(m.testStepFinished.testCaseStartedId)!)!;
        const pickleStep = tc.stepToPickleStep.get(m.testStepFinished.testStepId);
        r.step = pickleStep ? (pickles.get(tc.pickleId)!.steps.get(pickleStep) ?? null) : 'hook';
      }
    }
  }
  return new Map([...results.values()].map((r) => [r.key, r]));
}

export function differences(a: Map<string, ScenarioResult>, b: Map<string, ScenarioResult>): string[] {
  const out: string[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(key);
    const y = b.get(key);
    if (!x || !y) out.push(`${key}: only ${x ? 'in-process' : 'over HTTP'}`);
    else if (x.status !== y.status || x.step !== y.step) {
      out.push(`${key} ${x.name}: in-process ${x.status}${x.step ? ` at "${x.step}"` : ''}, over HTTP ${y.status}${y.step ? ` at "${y.step}"` : ''}`);
    }
  }
  return out;
}

async function runCucumber(
  label: string,
  profiles: string[],
  env: NodeJS.ProcessEnv,
  extra: string[],
): Promise<{ seconds: number; cpuSeconds: number | null; results: Map<string, ScenarioResult>; summary: string }> {
  mkdirSync(OUT_DIR, { recursive: true });
  const messages = join(OUT_DIR, `suite-${label}.ndjson`);
  const cpuFile = join(OUT_DIR, `suite-${label}.cpu`);
  rmSync(cpuFile, { force: true });
  const args = ['--import', cpuReporter(cpuFile), CUCUMBER, ...profiles.flatMap((p) => ['-p', p]), '--format', `message:${messages}`, ...extra];
  const started = performance.now();
  const output = await new Promise<string>((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', fail);
    child.on('close', () => done(text));
  });
  const seconds = (performance.now() - started) / 1000;
  let ndjson: string;
  try {
    ndjson = readFileSync(messages, 'utf8');
  } catch {
    throw new Error(`the ${label} run wrote no results:\n${output}`);
  }
  const summary = output
    .split('\n')
    .filter((l) => /scenarios? \(|steps? \(/.test(l))
    .join('; ');
  return { seconds, cpuSeconds: readCpuSeconds(cpuFile), results: scenarioResults(ndjson), summary };
}

/**
 * A module (as a data: URL for `node --import`) that writes the process's CPU seconds (every thread,
 * user and system) to `file` as it exits: what a machine shared with other work disturbs far less than
 * wall time.
 */
export function cpuReporter(file: string): string {
  const code = `import { writeFileSync } from 'node:fs';
process.on('exit', () => { const u = process.cpuUsage(); writeFileSync(${JSON.stringify(file)}, String((u.user + u.system) / 1e6)); });`;
  return `data:text/javascript,${encodeURIComponent(code)}`;
}

export function readCpuSeconds(file: string): number | null {
  try {
    const seconds = Number(readFileSync(file, 'utf8'));
    return Number.isFinite(seconds) ? seconds : null;
  } catch {
    return null;
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = scriptArgs(
    `usage: npm run test:http -- [--max-ratio R] [cucumber-js arguments...]
Runs the suite in-process and over HTTP against the reference server on a free loopback port, and
compares the results scenario by scenario; exits 1 on any difference.
  --max-ratio R   also fail when the HTTP run takes more than R times the in-process one
  --in-process-results FILE
                  compare with the in-process run whose messages (cucumber's message format) are in FILE,
                  when it exists, instead of running the suite in-process here (the ratio is then not measured)
  other arguments go to cucumber-js (e.g. a feature path)`,
    { args: argv, options: { 'max-ratio': { type: 'string' }, 'in-process-results': { type: 'string' } }, allowPositionals: true },
  );
  const reused = values['in-process-results'];
  if (reused !== undefined && values['max-ratio'] !== undefined)
    throw new Error('--max-ratio needs the in-process run made here: leave out --in-process-results');
  const maxRatio = values['max-ratio'] === undefined ? null : Number(values['max-ratio']);
  const env = { ...process.env };
  delete env.RIFTCHECK_ENGINE;

  // The server here answers one suite run and exits, so its engine is JIT-tuned as the in-process run's
  // engine is (steps/support/short-run-jit.ts says why): the ratio then measures the transport, not two
  // JIT settings (the default one cost the server about 60% more CPU over the suite).
  await import('../steps/support/short-run-jit.ts');
  const { server, byRoute } = await startSuiteServer();
  try {
    const local =
      reused !== undefined && existsSync(reused)
        ? { seconds: null, results: scenarioResults(readFileSync(reused, 'utf8')), summary: `results of the run in ${reused}` }
        : await runCucumber('in-process', ['default'], env, positionals);
    const serverCpu = process.cpuUsage();
    const remote = await runCucumber('http', ['default', 'http'], { ...env, RIFTCHECK_ENGINE: server.url }, positionals);
    const { user, system } = process.cpuUsage(serverCpu);
    const serverSeconds = (user + system) / 1e6;
    const diffs = differences(local.results, remote.results);
    const ratio = local.seconds === null ? null : remote.seconds / local.seconds;
    console.log(`in-process: ${local.results.size} scenarios${local.seconds === null ? '' : ` in ${local.seconds.toFixed(2)} s`} (${local.summary})`);
    const requests = [...byRoute.values()].reduce((a, b) => a + b, 0);
    console.log(`over HTTP:  ${remote.results.size} scenarios in ${remote.seconds.toFixed(2)} s (${remote.summary}) against ${server.url}`);
    console.log(
      `  ${requests} requests: ${[...byRoute]
        .sort((a, b) => b[1] - a[1])
        .map(([r, n]) => `${r} ${n}`)
        .join(', ')}`,
    );
    const cpu = (seconds: number | null) => (seconds === null ? '?' : `${seconds.toFixed(1)} s`);
    if (local.seconds !== null) {
      const both = remote.cpuSeconds === null || local.cpuSeconds === null ? null : (remote.cpuSeconds + serverSeconds) / local.cpuSeconds;
      console.log(
        `CPU: in-process ${cpu(local.cpuSeconds)}; over HTTP ${cpu(remote.cpuSeconds)} (suite) + ${cpu(serverSeconds)} (server)${both === null ? '' : `, ${both.toFixed(2)} times in-process`} (load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
      );
    }
    if (ratio === null) console.log('ratio HTTP / in-process: not measured (the in-process results were reused; npm run test:http measures it)');
    else console.log(`ratio HTTP / in-process: ${ratio.toFixed(2)} (target ≤ ${maxRatio ?? TARGET_RATIO}${maxRatio === null ? ', not enforced' : ''})`);
    if (local.results.size === 0) console.log('note: the suite has no scenarios yet; nothing was compared');
    if (diffs.length) {
      console.log(`${diffs.length} scenario(s) differ:`);
      for (const d of diffs.slice(0, 50)) console.log(`  ${d}`);
      return 1;
    }
    console.log('per-scenario results identical');
    return maxRatio === null || ratio === null || ratio <= maxRatio ? 0 : 1;
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
