// `npm run mutation`: runs Stryker (stryker.config.mjs) over the reference engine's rules code, then
// reads its JSON report (the mutation-testing-report-schema, reports/mutation/mutation.json) and prints
// the mutation score, the surviving mutants by file, and the Examples that kill no mutant at all.
//
//   npm run mutation [-- --chunk NAME --concurrency N --timeout-ms N --force]   the engine chunk by chunk, each chunk's result kept
//                                                     in its committed record (scripts/mutation/run-chunks.ts),
//                                                     then the summary over every record
//   npx tsx scripts/mutation-summary.ts --records [--survivors N]   that summary, running nothing
//   npm run mutation -- --mutate reference-engine/turn.ts --force    other arguments after -- make one Stryker run
//   npx tsx scripts/mutation-summary.ts [report.json ...] [--survivors N] [--equivalents file.yaml]
//                                                     the summary of existing reports, merged
//
// Score = detected / (detected + survived), detected = killed + timed out. Mutants no Example reaches
// (no coverage) are counted apart, as are those that crashed the runner or did not compile. An Example
// "kills no mutant" when no mutant's killedBy names it: over the mutated files, nothing it checks would
// notice a change to the engine, so it may be vacuous (or test code outside the mutated files).
//
// Survivors reviewed as equivalent (no engine's observable behaviour changes) are listed with the reason in
// scripts/mutation/equivalent.yaml (by file, the text of their line, mutator, code and replacement) and
// counted apart, not as survivors; a listed mutant that no longer
// survives (killed, or its code changed) is printed so that the list stays true. Several reports (one per
// chunk of files, each run with its own --incrementalFile) may be summarised together: an Example then
// kills no mutant only if it kills none in any of them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../rules/data-dir.ts';
import { chunkStates, recordsCoverage, choosesChunks, runChunks, type ChunkState } from './mutation/run-chunks.ts';
import { mergeReports, type SurvivorFilter } from './mutation/records.ts';
import { flat, listedAs, readEquivalents, type Equivalent } from './mutation/equivalents.ts';

export { flat, mergeReports, readEquivalents, type Equivalent };

/** The parts of a mutation-testing-report-schema (1.x) report read here. */
export interface MutationReport {
  files: Record<string, { source?: string; mutants: ReportMutant[] }>;
  testFiles?: Record<string, { tests: ReportTest[] }>;
}
interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string; // Killed | Survived | Timeout | NoCoverage | RuntimeError | CompileError | Ignored | Pending
  static?: boolean;
  killedBy?: string[];
  coveredBy?: string[];
  location: { start: { line: number; column: number }; end?: { line: number; column: number } };
}
interface ReportTest {
  id: string;
  name: string;
  location?: { start: { line: number; column?: number } };
}

export interface Survivor {
  line: number;
  column: number;
  mutator: string;
  replacement: string | undefined;
}
export interface IdleExample {
  file: string;
  line: number | undefined;
  name: string;
  coversSome: boolean;
}
export interface MutationSummary {
  files: number;
  counts: {
    killed: number;
    survived: number;
    equivalent: number;
    prose: number;
    timeout: number;
    noCoverage: number;
    errors: number;
    ignored: number;
    total: number;
  };
  /** Percent, or null when no mutant was detected or survived. */
  score: number | null;
  /** Files with surviving mutants, most first. */
  survivorsByFile: { file: string; survivors: Survivor[] }[];
  /** Listed equivalents of the reported files that match no surviving mutant (killed now, or their code changed). */
  staleEquivalents: Equivalent[];
  examples: number;
  idle: IdleExample[];
}

const percent = (part: number, whole: number) => (whole === 0 ? null : (100 * part) / whole);

/** The line a mutant starts on and the source text it replaces, or undefined when the report carries no source. */
export function mutatedCode(lines: string[] | undefined, m: ReportMutant): { line: string; code: string } | undefined {
  if (lines === undefined || m.location.end === undefined) return undefined;
  const { start, end } = m.location;
  const first = lines[start.line - 1] ?? '';
  const code =
    start.line === end.line
      ? first.slice(start.column - 1, end.column - 1)
      : [first.slice(start.column - 1), ...lines.slice(start.line, end.line - 1), (lines[end.line - 1] ?? '').slice(0, end.column - 1)].join('\n');
  return { line: first, code };
}

/**
 * The words of a refusal's reason or of a question's prompt: the protocol asks for them in words and fixes
 * no wording (openapi.yaml, Refusal.reason and Decision.prompt), so blanking one is no mistake any engine can
 * be caught in. Only a string literal that is such a property's whole value counts.
 */
const PROSE_PROPERTY = /\b(?:reason|prompt)\s*:\s*$/;
export function isProse(m: ReportMutant, line: string): boolean {
  return m.mutatorName === 'StringLiteral' && m.location.start.line === m.location.end?.line && PROSE_PROPERTY.test(line.slice(0, m.location.start.column - 1));
}

export function summarise(report: MutationReport, equivalents: Equivalent[] = []): MutationSummary {
  const counts = { killed: 0, survived: 0, equivalent: 0, prose: 0, timeout: 0, noCoverage: 0, errors: 0, ignored: 0, total: 0 };
  const matched = new Set<Equivalent>();
  const killers = new Set<string>();
  const covered = new Set<string>();
  const survivorsByFile: MutationSummary['survivorsByFile'] = [];
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const survivors: Survivor[] = [];
    const listed = equivalents.filter((e) => e.file === file);
    const lines = source ? source.split('\n') : undefined;
    for (const m of mutants) {
      counts.total++;
      for (const id of m.killedBy ?? []) killers.add(id);
      for (const id of m.coveredBy ?? []) covered.add(id);
      switch (m.status) {
        case 'Killed':
          counts.killed++;
          break;
        case 'Timeout':
          counts.timeout++;
          break;
        case 'NoCoverage':
          counts.noCoverage++;
          break;
        case 'Ignored':
          counts.ignored++;
          break;
        case 'Survived': {
          const at = mutatedCode(lines, m);
          if (at && isProse(m, at.line)) {
            counts.prose++;
            break;
          }
          const equivalent = at && listedAs(listed, m, at);
          if (equivalent) {
            matched.add(equivalent);
            counts.equivalent++;
            break;
          }
          counts.survived++;
          survivors.push({ line: m.location.start.line, column: m.location.start.column, mutator: m.mutatorName, replacement: m.replacement });
          break;
        }
        default:
          counts.errors++; // RuntimeError, CompileError, Pending
      }
    }
    survivors.sort((a, b) => a.line - b.line || a.column - b.column);
    if (survivors.length > 0) survivorsByFile.push({ file, survivors });
  }
  survivorsByFile.sort((a, b) => b.survivors.length - a.survivors.length || (a.file < b.file ? -1 : 1));
  const detected = counts.killed + counts.timeout;
  // An incremental run keeps the results of mutants it did not test again, whose killedBy names the tests
  // of the run that tested them: an Example whose line has moved since then appears under both lines. An
  // Example is known by its file and name, then, and kills a mutant if any of its entries does.
  const byExample = new Map<string, { file: string; line: number | undefined; name: string; kills: boolean; coversSome: boolean }>();
  for (const [file, { tests }] of Object.entries(report.testFiles ?? {})) {
    for (const t of tests) {
      const key = `${file}\n${t.name}`;
      const e = byExample.get(key) ?? { file, line: t.location?.start.line, name: exampleName(t.name), kills: false, coversSome: false };
      e.line = Math.max(e.line ?? 0, t.location?.start.line ?? 0) || undefined; // the latest run's line is the later one when lines only grew
      e.kills ||= killers.has(t.id);
      e.coversSome ||= covered.has(t.id);
      byExample.set(key, e);
    }
  }
  const examples = byExample.size;
  const idle: IdleExample[] = [...byExample.values()].filter((e) => !e.kills).map(({ file, line, name, coversSome }) => ({ file, line, name, coversSome }));
  idle.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0)));
  const staleEquivalents = equivalents.filter((e) => e.file in report.files && !matched.has(e));
  return {
    files: Object.keys(report.files).length,
    counts,
    score: percent(detected, detected + counts.survived),
    survivorsByFile,
    staleEquivalents,
    examples,
    idle,
  };
}

/** The survivors a review has answered: listed as equivalent, or prose (run-chunks keeps them from being tested again). */
export function reviewedSurvivors(equivalents: Equivalent[]): SurvivorFilter {
  const byFile = new Map<string, Equivalent[]>();
  for (const e of equivalents) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  return (file, m, lines) => {
    const at = mutatedCode(lines, m);
    return at !== undefined && (isProse(m, at.line) || listedAs(byFile.get(file) ?? [], m, at) !== undefined);
  };
}

/** Cucumber's test names read "Feature: ... -- Rule: ... -- Example: ..."; the Example's own part suffices next to its file:line. */
function exampleName(full: string): string {
  const parts = full.split(' -- ');
  return parts[parts.length - 1] ?? full;
}

const fixed = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(1)}%`);

export function formatSummary(s: MutationSummary, opts: { survivorsPerFile?: number } = {}): string {
  const shown = opts.survivorsPerFile ?? 5;
  const c = s.counts;
  const lines = [
    `Mutation score ${fixed(s.score)} over ${s.files} file(s): ${c.killed + c.timeout} detected / ${c.killed + c.timeout + c.survived} (target ≥ 80%)`,
    `  killed ${c.killed}, timed out ${c.timeout}, survived ${c.survived}; apart: equivalent ${c.equivalent}, prose ${c.prose} (a refusal's reason or a question's prompt blanked), no coverage ${c.noCoverage}, runtime/compile errors ${c.errors}, ignored ${c.ignored}; ${c.total} mutants`,
  ];
  if (s.staleEquivalents.length > 0) {
    lines.push('', `Listed as equivalent but not surviving (killed now, or the code changed: update ${EQUIVALENTS}):`);
    for (const e of s.staleEquivalents) lines.push(`  ${e.file}  ${oneLine(e.line)}  ${e.mutator}  ${oneLine(e.code)}  ->  ${oneLine(e.replacement)}`);
  }
  if (s.survivorsByFile.length > 0) {
    lines.push('', `Surviving mutants by file (${s.survivorsByFile.length} file(s)):`);
    for (const { file, survivors } of s.survivorsByFile) {
      lines.push(`  ${String(survivors.length).padStart(4)}  ${file}`);
      for (const m of survivors.slice(0, shown)) {
        const replacement = m.replacement === undefined ? '' : `  ${oneLine(m.replacement)}`;
        lines.push(`          ${file}:${m.line}:${m.column}  ${m.mutator}${replacement}`);
      }
      if (survivors.length > shown) lines.push(`          ... ${survivors.length - shown} more`);
    }
  }
  lines.push('', `Examples that kill no mutant: ${s.idle.length} of ${s.examples} (${fixed(percent(s.idle.length, s.examples))}, target ≤ 5%)`);
  for (const e of s.idle) {
    lines.push(`  ${e.file}${e.line === undefined ? '' : `:${e.line}`}  ${e.name}${e.coversSome ? '' : '  (runs no mutated code)'}`);
  }
  return lines.join('\n');
}

function oneLine(code: string): string {
  const text = flat(code);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export const USAGE = `usage: npm run mutation -- [--chunk NAME ...] [--concurrency N] [--timeout-ms N] [--force]
Mutation testing of the reference engine's rules code (Stryker), chunk by chunk, each chunk's result kept in
its committed record (scripts/mutation/records/); then the score over every record, the surviving mutants by
file and the Examples that kill no mutant. A chunk whose code and Examples are as its record says is not run;
in one that changed, only the mutants the change reaches are tested again.
  --chunk NAME       only this chunk (repeatable; default: every chunk that needs it)
  --concurrency N    Stryker's test runners (default: Stryker's)
  --timeout-ms N     ms a mutant may take beyond its Examples' usual time before it counts as timed out
  --force            test every mutant of the chosen chunks again, up to date or not
  npm run mutation -- --mutate FILE ...        any other arguments: one plain Stryker run with them
  npx tsx scripts/mutation-summary.ts --records [--survivors N] [--census FILE]
                                               the summary of the records, running nothing; with a census of the
                                               rule mutants (suite-strength --census FILE), the Examples killing
                                               no mutant of either kind
  npx tsx scripts/mutation-summary.ts [report.json ...] [--survivors N] [--equivalents FILE]
                                               the summary of existing Stryker reports, merged`;

const DEFAULT_REPORT = 'reports/mutation/mutation.json';
const EQUIVALENTS = 'scripts/mutation/equivalent.yaml';

function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  if (argv[0] === '--run' && choosesChunks(argv.slice(1))) {
    printRecords(runChunks(PROJECT_ROOT, argv.slice(1), reviewedSurvivors(readEquivalents(EQUIVALENTS))));
    return;
  }
  if (argv[0] === '--records') {
    const { values } = parseArgs({ args: argv.slice(1), options: { survivors: { type: 'string' }, census: { type: 'string' } } });
    printRecords(chunkStates(PROJECT_ROOT), values.survivors === undefined ? undefined : Number(values.survivors), values.census);
    return;
  }
  if (argv[0] === '--run') {
    const started = Date.now();
    const stryker = spawnSync(join('node_modules', '.bin', 'stryker'), ['run', ...argv.slice(1)], { stdio: 'inherit' });
    const seconds = Math.round((Date.now() - started) / 1000);
    if (stryker.status !== 0) {
      console.error(`stryker failed (exit ${stryker.status ?? stryker.signal}) after ${seconds} s`);
      process.exit(stryker.status ?? 1);
    }
    console.log(`\nStryker took ${Math.floor(seconds / 60)} min ${seconds % 60} s.\n`);
    console.log(formatSummary(summarise(readReport(DEFAULT_REPORT), readEquivalents(EQUIVALENTS))));
    return;
  }
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { survivors: { type: 'string' }, equivalents: { type: 'string', default: EQUIVALENTS } },
  });
  const report = mergeReports((positionals.length > 0 ? positionals : [DEFAULT_REPORT]).map(readReport));
  console.log(
    formatSummary(summarise(report, readEquivalents(values.equivalents!)), {
      survivorsPerFile: values.survivors === undefined ? undefined : Number(values.survivors),
    }),
  );
}

/**
 * The summary over every chunk's record (scripts/mutation/records/), after what the records cover. With a
 * census of the hand-written rule mutants (suite-strength's `--census FILE`), also the Examples that kill
 * no mutant of either kind.
 */
function printRecords(states: ChunkState[], survivorsPerFile?: number, censusFile?: string): void {
  console.log(recordsCoverage(states).join('\n') + '\n');
  const reports = states.flatMap((s) => (s.record ? [s.record.report] : []));
  const summary = summarise(mergeReports(reports), readEquivalents(EQUIVALENTS));
  console.log(formatSummary(summary, { survivorsPerFile }));
  if (censusFile) console.log('\n' + idleOfBothKinds(summary, censusFile).join('\n'));
}

interface CensusRow {
  file: string;
  line: number;
  name: string;
  firstKill: string | null;
}

/**
 * The Examples of the census that no rule mutant makes fail and that kill no Stryker mutant in the records
 * either. The records name only each mutant's first killing Example (the run stops there), so an Example
 * they show killing nothing may still kill some: the list is an upper bound, as it says.
 */
export function idleOfBothKinds(summary: MutationSummary, censusFile: string): string[] {
  let census: { rows: CensusRow[]; mutants: number };
  try {
    census = JSON.parse(readFileSync(censusFile, 'utf8')) as { rows: CensusRow[]; mutants: number };
  } catch (e) {
    throw new Error(`cannot read the census ${censusFile} (npx tsx scripts/suite-strength/run.ts --census ${censusFile}): ${(e as Error).message}`, {
      cause: e,
    });
  }
  if (!Array.isArray(census.rows)) throw new Error(`${censusFile} is no census: it has no rows`);
  const key = (file: string, name: string) => `${file}\n${flat(name.replace(/^(Example|Scenario|Scenario Outline):\s*/, ''))}`;
  const idleByStryker = new Set(summary.idle.map((e) => key(e.file, e.name)));
  const both = census.rows.filter((r) => r.firstKill === null && idleByStryker.has(key(r.file, r.name)));
  return [
    `Examples that kill no mutant, hand-written (${census.mutants} rule mutants, ${censusFile}) or automatic (the records): ` +
      `${both.length} of ${census.rows.length} (${fixed(percent(both.length, census.rows.length))}, target ≤ 5%; an upper bound: the records name a mutant's first killer only)`,
    ...both.map((r) => `  ${r.file}:${r.line}  ${r.name}`),
  ];
}

function readReport(path: string): MutationReport {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as MutationReport;
  } catch (e) {
    throw new Error(`cannot read the mutation report ${path} (run \`npm run mutation\` first): ${(e as Error).message}`, { cause: e });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main();
  } catch (e) {
    // bad input (an unknown chunk, a malformed option, an unreadable report): one line saying what, no stack trace
    console.error(`mutation: ${(e as Error).message}`);
    process.exitCode = 2;
  }
}
