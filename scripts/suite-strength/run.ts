// Suite strength: applies deliberate rule mistakes to a scratch copy of the reference engine, one at a
// time, runs the conformance suite against each, and prints how many mistakes the suite kills.
// The mistakes are plain text substitutions listed in mutations.ts: nothing in the engine switches them
// on, and a substitution whose text is no longer found (once, exactly) is an error, not a silent pass.
// A mistake counts as killed only when scenarios fail; a run that crashes before reporting scenarios
// (a mutation that broke the code rather than a rule) is an error, never a kill.
//
// usage: tsx scripts/suite-strength/run.ts [--only id,id] [--jobs 2] [--json] [--check]
//   --check  only verify that every substitution still matches exactly once in the project (no suite run)
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { scriptArgs } from '../script-args.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { MUTATIONS, type Edit, type Mutation } from './mutations.ts';

const { values } = scriptArgs(`usage: npm run suite-strength -- [--only id1,id2] [--jobs N] [--json] [--check]
Applies each deliberate rule mistake (mutations.ts) to a scratch copy of the reference engine and
runs the suite against it; exits 1 unless every mistake is killed.
  --only ids   only these mutations (comma-separated ids)
  --jobs N     mutations run at once (default 2)
  --json       machine output
  --check      only check that every mutation's text still applies, run nothing`, {
  options: {
    only: { type: 'string' },
    jobs: { type: 'string', default: '2' },
    json: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});
const jobs = Math.max(1, Number(values.jobs) || 1);
const selected = values.only ? MUTATIONS.filter((m) => values.only!.split(',').includes(m.id)) : MUTATIONS;
if (selected.length === 0) {
  console.error(`suite-strength: no mutation matches --only ${values.only}; known: ${MUTATIONS.map((m) => m.id).join(', ')}`);
  process.exit(2);
}
const duplicateId = MUTATIONS.find((m, i) => MUTATIONS.findIndex((x) => x.id === m.id) !== i);
if (duplicateId) {
  console.error(`suite-strength: mutation id ${duplicateId.id} is used twice`);
  process.exit(2);
}

function editsOf(m: Mutation): Edit[] {
  return [{ file: m.file, find: m.find, replace: m.replace }, ...(m.also ?? [])];
}

/** The text with the edit made, or the reason it cannot be made (text absent or found several times). */
function substitute(text: string, m: Mutation, e: Edit): string {
  const at = text.indexOf(e.find);
  if (at < 0 || text.indexOf(e.find, at + 1) >= 0) {
    throw new Error(`mutation ${m.id}: the text to replace must occur exactly once in ${e.file} (found ${at < 0 ? 0 : 'several'})`);
  }
  if (e.find === e.replace) throw new Error(`mutation ${m.id}: its replacement in ${e.file} changes nothing`);
  return text.slice(0, at) + e.replace + text.slice(at + e.find.length);
}

/** Applies every edit of the mutation under `dir`; returns a function that puts the files back. */
function apply(dir: string, m: Mutation): () => void {
  const originals = new Map<string, string>();
  const mutated = new Map<string, string>();
  for (const e of editsOf(m)) {
    const path = join(dir, e.file);
    if (!existsSync(path)) throw new Error(`mutation ${m.id}: ${e.file} does not exist`);
    if (!originals.has(path)) originals.set(path, readFileSync(path, 'utf8'));
    mutated.set(path, substitute(mutated.get(path) ?? originals.get(path)!, m, e));
  }
  for (const [path, text] of mutated) writeFileSync(path, text);
  return () => {
    for (const [path, text] of originals) writeFileSync(path, text);
  };
}

/** Why each selected mutation cannot be applied to the project as it is now (empty when all can). */
function staleMutations(): string[] {
  const reasons: string[] = [];
  for (const m of selected) {
    try {
      for (const e of editsOf(m)) {
        const path = join(PROJECT_ROOT, e.file);
        if (!existsSync(path)) throw new Error(`mutation ${m.id}: ${e.file} does not exist`);
        substitute(readFileSync(path, 'utf8'), m, e);
      }
    } catch (err) {
      reasons.push((err as Error).message);
    }
  }
  return reasons;
}

// Every substitution must apply before anything runs, so a stale one fails fast.
const stale = staleMutations();
for (const reason of stale) console.error(reason);
if (values.check) {
  console.log(`${selected.length - stale.length} of ${selected.length} mutations apply cleanly`);
  process.exit(stale.length === 0 ? 0 : 1);
}
if (stale.length > 0) process.exit(2);

/** A scratch copy of the project's tracked and unignored files, sharing node_modules by a link. */
function scratchCopy(name: string): string {
  const dir = join(PROJECT_ROOT, '.tmp', 'suite-strength', name);
  rmSync(dir, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: PROJECT_ROOT, encoding: 'utf8' })
    .split('\n')
    // node_modules is shared by the link below; when it is itself a link, git lists it as a file.
    .filter((f) => f && f !== 'node_modules' && existsSync(join(PROJECT_ROOT, f)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(PROJECT_ROOT, file), join(dir, file));
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

type Verdict = 'killed' | 'survived' | 'error';
interface Outcome { id: string; verdict: Verdict; failedScenarios: number; summary: string; seconds: number }

function runSuite(dir: string): Promise<{ code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(join(dir, 'node_modules', '.bin', 'cucumber-js'), ['-p', 'default', '--format', 'summary'], {
      cwd: dir,
      env: { ...process.env, FORCE_COLOR: '0', RIFTCHECK_ENGINE: 'reference' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

function scenarioSummary(output: string): { line: string | null; failed: number; total: number } {
  const line = output.match(/^\d+ scenarios? \([^)]*\)/m)?.[0] ?? null;
  return { line, failed: Number(line?.match(/(\d+) failed/)?.[1] ?? 0), total: Number(line?.match(/^(\d+)/)?.[1] ?? 0) };
}

const started = Date.now();
const copies = Array.from({ length: Math.min(jobs, selected.length) }, (_, i) => scratchCopy(`copy-${i}`));

// The unmutated suite must pass in the scratch copy, or every "kill" below would mean nothing.
const baseline = await runSuite(copies[0]);
const base = scenarioSummary(baseline.output);
if (baseline.code !== 0 || base.line === null) {
  console.error(`suite-strength: the suite fails WITHOUT any mutation (${base.line ?? 'no summary: the run crashed'}); fix that first`);
  process.exit(1);
}
console.error(`baseline: ${base.line} in ${baseline.seconds.toFixed(1)} s`);

const outcomes: Outcome[] = [];
const queue = [...selected];
await Promise.all(
  copies.map(async (dir) => {
    for (let m = queue.shift(); m; m = queue.shift()) {
      const restore = apply(dir, m);
      try {
        const run = await runSuite(dir);
        const s = scenarioSummary(run.output);
        const verdict: Verdict = s.line === null ? 'error' : run.code !== 0 && s.failed > 0 ? 'killed' : run.code === 0 ? 'survived' : 'error';
        outcomes.push({ id: m.id, verdict, failedScenarios: s.failed, summary: s.line ?? 'no summary: the run crashed', seconds: run.seconds });
        const note = s.line !== null && s.failed === s.total ? ' (every scenario failed: a crash, not a rule mistake?)' : '';
        console.error(`${verdict.toUpperCase().padEnd(8)} ${m.id} — ${s.line ?? run.output.trim().split('\n').slice(-3).join(' / ')}${note}`);
      } finally {
        restore();
      }
    }
  }),
);
const wall = (Date.now() - started) / 1000;

outcomes.sort((a, b) => selected.findIndex((m) => m.id === a.id) - selected.findIndex((m) => m.id === b.id));
const killed = outcomes.filter((o) => o.verdict === 'killed').length;
if (values.json) {
  console.log(JSON.stringify({ baseline: base.line, killed, total: outcomes.length, wallSeconds: wall, outcomes }, null, 2));
} else {
  const width = Math.max(...selected.map((m) => m.id.length));
  const ruleWidth = Math.max(4, ...selected.map((m) => m.rule.length));
  console.log(`\n${'mutation'.padEnd(width)}  killed  failing  ${'rule'.padEnd(ruleWidth)}  what the mistake is`);
  for (const o of outcomes) {
    const m = selected.find((x) => x.id === o.id)!;
    const mark = o.verdict === 'killed' ? 'yes' : o.verdict === 'survived' ? 'NO' : 'ERROR';
    console.log(`${m.id.padEnd(width)}  ${mark.padEnd(6)}  ${String(o.failedScenarios).padStart(7)}  ${m.rule.padEnd(ruleWidth)}  ${m.description}`);
  }
  console.log(`\n${killed} of ${outcomes.length} rule mistakes killed by the suite (baseline ${base.line}; ${wall.toFixed(0)} s wall time, ${jobs} job${jobs > 1 ? 's' : ''})`);
}
process.exitCode = killed === outcomes.length ? 0 : 1;
