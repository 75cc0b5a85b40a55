// Suite strength: applies deliberate rule mistakes (rule mutants) to the reference engine, one at a
// time and only in memory, runs the conformance suite against each, and prints how many the suite
// kills and which rules it thereby witnesses. The mistakes are plain text substitutions listed in
// mutations.ts: nothing in the engine switches them on, and a substitution whose text is no longer
// found (once, exactly) is an error, not a silent pass. A mutant counts as killed only when scenarios
// fail; a mutation that breaks the code rather than a rule (it does not compile, a scenario's steps
// come out undefined, the run crashes or hangs) is an error, never a kill.
//
// Each job is one long-lived worker process (worker.ts) that rebuilds the suite's bundle per mutant and
// runs it through cucumber's API: first only the Examples tagged with the mutant's rules (a kill there
// also witnesses those rules), and the whole suite only when they do not kill it.
// The rules witnessed are kept in the generated features/witnessed.json: a run that witnesses less
// than the file says fails, and so does one that witnesses more until the file is regenerated.
//
// usage: tsx scripts/suite-strength/run.ts [--only id,id] [--jobs 2] [--json] [--check] [--update] [--timeout S]
//   --check    only verify that every substitution still matches exactly once in the project (no suite run)
//   --update   write features/witnessed.json from this run (with --only: those mutants' entries)
//   --timeout  seconds one mutant may take before it counts as an error (default 120)
// A substitution's text is matched regardless of layout (see layout.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { indexFeatures } from '../../reports/src/feature-index.ts';
import {
  formatWitnessedFile,
  mergeWitnessed,
  MUTANT_EDITION,
  readWitnessedFile,
  WITNESSED_FILE,
  witnessDrift,
  witnessing,
  type MutantResult,
} from '../../reports/src/witnessed.ts';
import { occurrences } from './layout.ts';
import { MUTATIONS, ruleIdsOf, type Edit, type Mutation } from './mutations.ts';
import type { RunReply, RunRequest } from './worker.ts';
import { Worker } from './worker-process.ts';
import { buildSchemata, parsesCleanly } from './schemata.ts';
import { scriptArgs } from '../script-args.ts';

const { values } = scriptArgs(
  `usage: npm run suite-strength -- [--only id1,id2] [--jobs N] [--json] [--check] [--update] [--timeout S] [--isolated]
Applies each deliberate rule mistake (mutations.ts) to the reference engine, in memory, and runs the
suite against it; exits 1 unless every mistake is killed and the rules witnessed match features/witnessed.json.
  --only ids    only these mutations (comma-separated ids)
  --jobs N      worker processes (default 2)
  --json        machine output
  --check       only check that every mutation's text still applies, run nothing
  --update      write features/witnessed.json from this run (with --only: those mutants' entries)
  --timeout S   seconds one mutant may take before it counts as an error (default 120)
  --isolated    give every mutant a bundle of its own (no mutant schemata: slower, the old way)
  --census FILE find the Examples that no mutant makes fail (candidates for vacuity): each mutant runs
                against the Examples not yet failed by any mutant; writes every Example with its first
                kill to FILE and lists those killing none`,
  {
    options: {
      only: { type: 'string' },
      jobs: { type: 'string', default: '2' },
      json: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      update: { type: 'boolean', default: false },
      timeout: { type: 'string', default: '120' },
      census: { type: 'string' },
      isolated: { type: 'boolean', default: false },
    },
  },
);
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

/**
 * The text with the edit made, or the reason it cannot be made (text absent or found several times).
 * The text is found regardless of layout (line breaks, indentation, trailing commas), so formatting the
 * engine never invalidates a mutation.
 */
function substitute(text: string, m: Mutation, e: Edit): string {
  const found = occurrences(text, e.find);
  if (found.length !== 1) {
    throw new Error(`mutation ${m.id}: the text to replace must occur exactly once in ${e.file} (found ${found.length === 0 ? 0 : 'several'})`);
  }
  if (e.find === e.replace) throw new Error(`mutation ${m.id}: its replacement in ${e.file} changes nothing`);
  return text.slice(0, found[0].start) + e.replace + text.slice(found[0].end);
}

const read = (path: string): string => readFileSync(join(PROJECT_ROOT, path), 'utf8');

/** The mutated text of every file the mutation edits, keyed by project-relative path. */
function mutatedFiles(m: Mutation): Array<[string, string]> {
  const mutated = new Map<string, string>();
  for (const e of editsOf(m)) {
    const path = join(PROJECT_ROOT, e.file);
    if (!existsSync(path)) throw new Error(`mutation ${m.id}: ${e.file} does not exist`);
    mutated.set(e.file, substitute(mutated.get(e.file) ?? readFileSync(path, 'utf8'), m, e));
  }
  return [...mutated];
}

/** Why each selected mutation cannot be applied to the project as it is now (empty when all can). */
function staleMutations(): string[] {
  const reasons: string[] = [];
  for (const m of selected) {
    try {
      for (const [path, text] of mutatedFiles(m)) {
        if (!parsesCleanly(path, text))
          throw new Error(`mutation ${m.id}: ${path} does not parse once the text is replaced (does its find match inside a longer line?)`);
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

const index = indexFeatures({});
const timeoutMs = Math.max(1, Number(values.timeout) || 120) * 1000;

/** "file:line" of every Example tagged with one of the mutant's rules (tags inherited from Rule: and Feature included). */
function taggedExamples(m: Mutation): string[] {
  const ids = ruleIdsOf(m);
  return index.examples
    .filter((e) => (e.edition === null || e.edition === MUTANT_EDITION) && e.ruleIds.some((id) => ids.includes(id)))
    .map((e) => `${e.file}:${e.line}`);
}

const started = performance.now();
const workers = Array.from({ length: Math.min(jobs, selected.length) }, () => new Worker(timeoutMs));

interface Outcome extends RunReply {
  rules: string[];
  /** How the mutant ran: switched on in the shared bundle, or in a bundle of its own. */
  way: 'switched' | 'own bundle';
}
const outcomes: Outcome[] = [];
/** Records a mutant run in a bundle of its own, with its progress line. */
const report = (m: Mutation, reply: RunReply, tagged: number): void => {
  const outcome: Outcome = { ...reply, rules: ruleIdsOf(m), way: 'own bundle' };
  outcomes.push(outcome);
  console.error(`${reply.verdict.toUpperCase().padEnd(8)} ${m.id} — ${progressNote(outcome, tagged)} (${reply.seconds.toFixed(1)} s, own bundle)`);
};
const failedBaseline = (reply: RunReply, what: string): never => {
  const why = reply.error ?? reply.failed.map((f) => `${f.file}:${f.line} ${f.name}`).join('; ');
  console.error(`suite-strength: the suite fails ${what} (${why}); fix that first`);
  for (const w of workers) w.stop();
  process.exit(1);
};

// Mutant schemata (schemata.ts): most mutants are switched on, one after another, in one bundle that each
// worker builds and loads once; the rest get a bundle of their own, as every mutant used to.
const schemata = values.isolated
  ? null
  : buildSchemata(
      selected.map((m) => ({ id: m.id, files: mutatedFiles(m), edits: editsOf(m) })),
      read,
    );
let baseline: RunReply;
if (schemata && schemata.switched.size > 0) {
  // The first worker loads the schemata and runs the whole suite with no mutant switched on: the unmutated
  // suite must pass, or every "kill" below would mean nothing. The others load the very same bundle with a
  // single scenario: a second whole run of the same code could only repeat the first one's verdict.
  const load: RunRequest = { kind: 'run', id: '(baseline)', overrides: [...schemata.files], tagged: [], full: true, complete: true, keep: true };
  const firstExample = index.examples.find((e) => e.edition === null || e.edition === MUTANT_EDITION)!;
  const loadOnly: RunRequest = { ...load, full: false, complete: false, tagged: [`${firstExample.file}:${firstExample.line}`] };
  const loads = await Promise.all(workers.map((w, i) => w.load(i === 0 ? load : loadOnly)));
  baseline = loads[0]!;
  for (const reply of loads) if (reply.verdict !== 'survived') failedBaseline(reply, 'WITHOUT any mutation, built with the mutant schemata');
  console.error(
    `baseline: ${baseline.full} scenarios passed in ${baseline.seconds.toFixed(1)} s; ${schemata.switched.size} of ${selected.length} mutants switched on in one bundle per job, ${selected.length - schemata.switched.size} in bundles of their own`,
  );
} else {
  baseline = await workers[0]!.ask({ kind: 'run', id: '(baseline)', overrides: [], tagged: [], full: true, complete: true });
  if (baseline.verdict !== 'survived') failedBaseline(baseline, 'WITHOUT any mutation');
  console.error(`baseline: ${baseline.full} scenarios passed in ${baseline.seconds.toFixed(1)} s (one process per job, bundles rebuilt per mutant)`);
}

if (!values.census) {
  const switched = selected.filter((m) => schemata?.switched.has(m.id));
  const own = selected.filter((m) => !schemata?.switched.has(m.id));
  // A switched mutant that is not killed runs again in a bundle of its own before it counts: a value an
  // engine cache kept from an earlier run could hide it.
  const queue = [...switched];
  await Promise.all(
    workers.map(async (worker) => {
      const done: Array<{ m: Mutation; reply: RunReply }> = [];
      for (let m = queue.shift(); m; m = queue.shift()) {
        const tagged = taggedExamples(m);
        const reply = await worker.ask({ kind: 'run', id: m.id, overrides: [], switchOn: m.id, tagged, full: true });
        if (reply.verdict === 'killed') {
          done.push({ m, reply });
          console.error(
            `KILLED   ${m.id} — ${progressNote({ ...reply, rules: ruleIdsOf(m), way: 'switched' }, tagged.length)} (${reply.seconds.toFixed(2)} s)`,
          );
        } else own.push(m);
      }
      // Nothing a mutant did may outlive its run: the suite, with no mutant switched on, must still pass in
      // this worker, or its kills are run again, each in a bundle of its own.
      const check =
        done.length > 0 ? await worker.ask({ kind: 'run', id: '(after the switched mutants)', overrides: [], useKept: true, tagged: [], full: true }) : null;
      if (check && check.verdict !== 'survived') {
        console.error(
          `suite-strength: after its switched mutants a worker no longer passes the suite (${check.error ?? check.failed.map((f) => `${f.file}:${f.line}`).join('; ')}); running them again in bundles of their own`,
        );
        own.push(...done.map((d) => d.m));
      } else for (const d of done) outcomes.push({ ...d.reply, rules: ruleIdsOf(d.m), way: 'switched' });
    }),
  );
  const rest = [...own];
  await Promise.all(
    workers.map(async (worker) => {
      for (let m = rest.shift(); m; m = rest.shift()) {
        const tagged = taggedExamples(m);
        report(m, await worker.ask({ kind: 'run', id: m.id, overrides: mutatedFiles(m), tagged, full: true }), tagged.length);
      }
    }),
  );
} else {
  await census(values.census);
}
/**
 * The census: which Examples make no mutant fail at all (candidates for vacuity). An Example is settled
 * as soon as one mutant makes it fail, so each mutant runs only against the Examples still unsettled:
 * first every mutant against the Examples tagged with its rules (most Examples are settled there), then
 * every mutant against all Examples still unsettled, a set that only shrinks. What is left at the end
 * kills none of the mutants. The file lists every Example with the first kill found for it.
 */
async function census(file: string): Promise<never> {
  const examples = index.examples.filter((e) => e.edition === null || e.edition === MUTANT_EDITION);
  const firstKill = new Map<string, string>();
  const where = (f: { file: string; line: number }): string => `${f.file}:${f.line}`;
  const settle = (id: string, reply: RunReply): void => {
    for (const f of reply.failed) if (!firstKill.has(where(f))) firstKill.set(where(f), id);
  };
  const unsettled = (among: string[]): string[] => among.filter((e) => !firstKill.has(e));
  const all = examples.map(where);
  const errored: string[] = [];
  let done = 0;
  const t0 = performance.now();
  for (const pass of ['tagged', 'unsettled'] as const) {
    const todo = [...selected];
    await Promise.all(
      workers.map(async (worker) => {
        for (let m = todo.shift(); m; m = todo.shift()) {
          const paths = unsettled(pass === 'tagged' ? taggedExamples(m) : all);
          if (pass === 'unsettled' && paths.length === 0) break;
          if (paths.length === 0) continue;
          const reply = schemata?.switched.has(m.id)
            ? await worker.ask({ kind: 'run', id: m.id, overrides: [], switchOn: m.id, tagged: paths, full: false })
            : await worker.ask({ kind: 'run', id: m.id, overrides: mutatedFiles(m), tagged: paths, full: false });
          if (reply.verdict === 'error') errored.push(`${m.id}: ${reply.error}`);
          settle(m.id, reply);
          if (++done % 25 === 0)
            console.error(
              `census ${pass} pass: ${done} runs, ${unsettled(all).length} of ${all.length} Examples unsettled, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
            );
        }
      }),
    );
    console.error(`census: after the ${pass} pass, ${unsettled(all).length} of ${all.length} Examples kill no mutant yet`);
  }
  if (schemata && schemata.switched.size > 0) {
    // As in the kill run: nothing a switched mutant did may outlive it, or the Examples it settled prove nothing.
    for (const check of await Promise.all(
      workers.map((w) => w.ask({ kind: 'run', id: '(after the switched mutants)', overrides: [], useKept: true, tagged: [], full: true })),
    )) {
      if (check.verdict !== 'survived') errored.push(`the suite no longer passes after the switched mutants: rerun with --isolated`);
    }
  }
  for (const w of workers) w.stop();
  const rows = examples.map((e) => ({ file: e.file, line: e.line, name: e.name, rules: e.ruleIds, firstKill: firstKill.get(where(e)) ?? null }));
  const none = rows.filter((r) => r.firstKill === null);
  const seconds = (performance.now() - t0) / 1000;
  writeFileSync(
    resolve(file),
    JSON.stringify({ mutants: selected.length, runs: done, seconds, examples: rows.length, killingNone: none.length, rows }, null, 2) + '\n',
  );
  for (const e of errored) console.error(`census: mutant errored: ${e}`);
  for (const r of none) console.log(`kills none: ${r.file}:${r.line} ${r.name}`);
  console.log(
    `census: ${none.length} of ${rows.length} Examples (${((100 * none.length) / Math.max(1, rows.length)).toFixed(1)}%) kill none of the ${selected.length} mutants (${done} runs, ${seconds.toFixed(0)} s); every Example with its first kill in ${file}`,
  );
  process.exit(errored.length === 0 ? 0 : 1);
}

for (const w of workers) w.stop();
const wall = (performance.now() - started) / 1000;

function progressNote(o: Outcome, examples: number): string {
  if (o.verdict === 'error') return o.error ?? 'error';
  const tagged = `${examples} Example${examples === 1 ? '' : 's'} tagged ${o.rules.join(' ')}`;
  if (o.decidedBy === 'tagged' && o.verdict === 'killed') return `${o.failed.length} of ${o.tagged} scenarios of the ${tagged} failed`;
  if (o.verdict === 'killed')
    return `killed by the whole suite only: ${examples === 0 ? `no Example is tagged ${o.rules.join(' ')}` : `no scenario of the ${tagged} failed`}`;
  return `no scenario failed: ${o.tagged} of the ${tagged}, then ${o.full} of the whole suite`;
}

outcomes.sort((a, b) => selected.findIndex((m) => m.id === a.id) - selected.findIndex((m) => m.id === b.id));
const killed = outcomes.filter((o) => o.verdict === 'killed').length;
const errors = outcomes.filter((o) => o.verdict === 'error');
const results: MutantResult[] = outcomes.map((o) => ({ id: o.id, ruleIds: o.rules, verdict: o.verdict, failed: o.failed }));
const fresh = errors.length === 0 ? witnessing(results, index) : null;
const witnessedBy = new Map(fresh?.mutants.map((m) => [m.id, m.witnessed]) ?? []);
const perMutant = (way: Outcome['way']): string => {
  const these = outcomes.filter((o) => o.way === way);
  return these.length
    ? `${these.length} ${way === 'switched' ? 'switched on in one bundle' : 'in bundles of their own'} at ${(these.reduce((n, o) => n + o.seconds, 0) / these.length).toFixed(2)} s each`
    : '';
};
const timing = [`${wall.toFixed(0)} s wall time, ${jobs} job${jobs > 1 ? 's' : ''}`, perMutant('switched'), perMutant('own bundle')].filter(Boolean).join('; ');

if (values.json) {
  console.log(
    JSON.stringify(
      { baselineScenarios: baseline.full, killed, total: outcomes.length, witnessed: fresh?.witnessed ?? null, wallSeconds: wall, outcomes },
      null,
      2,
    ),
  );
} else {
  const width = Math.max(...selected.map((m) => m.id.length));
  const ruleWidth = Math.max(5, ...outcomes.map((o) => o.rules.join(' ').length));
  console.log(`\n${'mutation'.padEnd(width)}  killed  witnesses  ${'rules'.padEnd(ruleWidth)}  seconds  what the mistake is`);
  for (const o of outcomes) {
    const m = selected.find((x) => x.id === o.id)!;
    const mark = o.verdict === 'killed' ? 'yes' : o.verdict === 'survived' ? 'NO' : 'ERROR';
    const witnesses = witnessedBy.get(o.id)?.join(' ') || (o.verdict === 'killed' ? 'none' : '-');
    console.log(
      `${m.id.padEnd(width)}  ${mark.padEnd(6)}  ${witnesses.padEnd(9)}  ${o.rules.join(' ').padEnd(ruleWidth)}  ${o.seconds.toFixed(1).padStart(7)}  ${m.description}`,
    );
  }
  const witnessingKills = fresh?.mutants.filter((m) => m.witnessed.length > 0).length ?? 0;
  console.log(
    `\n${killed} of ${outcomes.length} rule mistakes killed by the suite, ${witnessingKills} of them by an Example tagged with the rule; ${fresh ? `${fresh.witnessed.length} rule ids witnessed` : 'witnessing unknown (errors)'} (${timing})`,
  );
}

/** Whether the committed witnessed file agrees with this run; prints what differs. */
function witnessedFileAgrees(): boolean {
  if (!fresh) {
    console.error(`${WITNESSED_FILE}: not compared, ${errors.length} mutant${errors.length === 1 ? '' : 's'} errored: ${errors.map((e) => e.id).join(', ')}`);
    return false;
  }
  const partial = selected.length !== MUTATIONS.length;
  const path = join(PROJECT_ROOT, WITNESSED_FILE);
  const committed = readWitnessedFile(path);
  if (values.update) {
    const next = partial
      ? mergeWitnessed(
          committed,
          fresh,
          MUTATIONS.map((m) => m.id),
        )
      : fresh;
    writeFileSync(path, formatWitnessedFile(next));
    console.log(
      `wrote ${relative(process.cwd(), path)}: ${next.witnessed.length} rule ids witnessed by ${next.mutants.filter((m) => m.witnessed.length).length} of ${next.mutants.length} mutants`,
    );
    return true;
  }
  if (!committed) {
    console.error(`${WITNESSED_FILE} is missing: run \`npm run suite-strength -- --update\` and commit it`);
    return false;
  }
  const drift = witnessDrift(committed, fresh, partial);
  for (const id of drift.lostRules)
    console.error(`NO LONGER WITNESSED: ${id} (${WITNESSED_FILE} lists it as witnessed; no mutant of it is killed by an Example tagged with it)`);
  for (const line of drift.mutants) console.error(`${WITNESSED_FILE} differs: ${line}`);
  for (const id of drift.gainedRules) console.error(`newly witnessed: ${id}`);
  if (drift.lostRules.length || drift.mutants.length || drift.gainedRules.length) {
    console.error(`the run does not match ${WITNESSED_FILE}: if the change is intended, run \`npm run suite-strength -- --update\` and commit the file`);
    return false;
  }
  return true;
}

const agrees = witnessedFileAgrees();
process.exitCode = killed === outcomes.length && agrees ? 0 : 1;
