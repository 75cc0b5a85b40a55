// `npm run mutation`: runs Stryker (stryker.config.mjs) over the reference engine's rules code, then
// reads its JSON report (the mutation-testing-report-schema, reports/mutation/mutation.json) and prints
// the mutation score, the surviving mutants by file, and the Examples that kill no mutant at all.
//
//   npm run mutation                                  Stryker (incremental), then the summary
//   npm run mutation -- --mutate reference-engine/turn.ts --force    arguments after -- go to Stryker
//   npx tsx scripts/mutation-summary.ts [report.json] [--survivors N]   the summary of an existing report
//
// Score = detected / (detected + survived), detected = killed + timed out. Mutants no Example reaches
// (no coverage) are counted apart, as are those that crashed the runner or did not compile. An Example
// "kills no mutant" when no mutant's killedBy names it: over the mutated files, nothing it checks would
// notice a change to the engine, so it may be vacuous (or test code outside the mutated files).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The parts of a mutation-testing-report-schema (1.x) report read here. */
export interface MutationReport {
  files: Record<string, { mutants: ReportMutant[] }>;
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
  location: { start: { line: number; column: number } };
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
  counts: { killed: number; survived: number; timeout: number; noCoverage: number; errors: number; ignored: number; total: number };
  /** Percent, or null when no mutant was detected or survived. */
  score: number | null;
  /** Files with surviving mutants, most first. */
  survivorsByFile: { file: string; survivors: Survivor[] }[];
  examples: number;
  idle: IdleExample[];
}

const percent = (part: number, whole: number) => (whole === 0 ? null : (100 * part) / whole);

export function summarise(report: MutationReport): MutationSummary {
  const counts = { killed: 0, survived: 0, timeout: 0, noCoverage: 0, errors: 0, ignored: 0, total: 0 };
  const killers = new Set<string>();
  const covered = new Set<string>();
  const survivorsByFile: MutationSummary['survivorsByFile'] = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const survivors: Survivor[] = [];
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
        case 'Survived':
          counts.survived++;
          survivors.push({ line: m.location.start.line, column: m.location.start.column, mutator: m.mutatorName, replacement: m.replacement });
          break;
        default:
          counts.errors++; // RuntimeError, CompileError, Pending
      }
    }
    survivors.sort((a, b) => a.line - b.line || a.column - b.column);
    if (survivors.length > 0) survivorsByFile.push({ file, survivors });
  }
  survivorsByFile.sort((a, b) => b.survivors.length - a.survivors.length || (a.file < b.file ? -1 : 1));
  const detected = counts.killed + counts.timeout;
  let examples = 0;
  const idle: IdleExample[] = [];
  for (const [file, { tests }] of Object.entries(report.testFiles ?? {})) {
    for (const t of tests) {
      examples++;
      if (killers.has(t.id)) continue;
      idle.push({ file, line: t.location?.start.line, name: exampleName(t.name), coversSome: covered.has(t.id) });
    }
  }
  idle.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0)));
  return { files: Object.keys(report.files).length, counts, score: percent(detected, detected + counts.survived), survivorsByFile, examples, idle };
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
    `  killed ${c.killed}, timed out ${c.timeout}, survived ${c.survived}; apart: no coverage ${c.noCoverage}, runtime/compile errors ${c.errors}, ignored ${c.ignored}; ${c.total} mutants`,
  ];
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
  const flat = code.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

const DEFAULT_REPORT = 'reports/mutation/mutation.json';

function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--run') {
    const started = Date.now();
    const stryker = spawnSync(join('node_modules', '.bin', 'stryker'), ['run', ...argv.slice(1)], { stdio: 'inherit' });
    const seconds = Math.round((Date.now() - started) / 1000);
    if (stryker.status !== 0) {
      console.error(`stryker failed (exit ${stryker.status ?? stryker.signal}) after ${seconds} s`);
      process.exit(stryker.status ?? 1);
    }
    console.log(`\nStryker took ${Math.floor(seconds / 60)} min ${seconds % 60} s.\n`);
    console.log(formatSummary(summarise(readReport(DEFAULT_REPORT))));
    return;
  }
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { survivors: { type: 'string' } } });
  const report = readReport(positionals[0] ?? DEFAULT_REPORT);
  console.log(formatSummary(summarise(report), { survivorsPerFile: values.survivors === undefined ? undefined : Number(values.survivors) }));
}

function readReport(path: string): MutationReport {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as MutationReport;
  } catch (e) {
    throw new Error(`cannot read the mutation report ${path} (run \`npm run mutation\` first): ${(e as Error).message}`, { cause: e });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
