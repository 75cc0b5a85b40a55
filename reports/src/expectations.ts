// Per-engine expectations, as web-platform-tests keeps them: a YAML list of the scenarios an engine
// is known not to pass, each with the status it is expected to have and a reason or link. A run is
// clean exactly when every result is the expected one; a scenario that now passes against an
// expectation is "fixed", and unexpected too, so the file cannot quietly go out of date.
import { readFileSync, existsSync } from 'node:fs';
import { LineCounter, parseDocument, isMap, isSeq, stringify } from 'yaml';
import { NOT_APPLICABLE, unsupportedReason } from './results.ts';
import type { ScenarioResult, ScenarioStatus } from './results.ts';

export type ExpectedStatus = Exclude<ScenarioStatus, 'passed'>;
const EXPECTABLE: readonly ExpectedStatus[] = ['failed', 'unsupported', 'errored'];

export interface Expectation {
  /** The scenario id as results.json gives it ("<file>::<name>"). */
  scenario: string;
  expected: ExpectedStatus;
  reason: string;
}

export class ExpectationsError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
    this.name = 'ExpectationsError';
  }
}

/** Reads an expectations file; a missing file means "everything passes". Malformed entries name their line. */
export function loadExpectations(file: string): Expectation[] {
  if (!existsSync(file)) return [];
  return parseExpectations(readFileSync(file, 'utf8'), file);
}

export function parseExpectations(text: string, file: string): Expectation[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const lineAt = (offset: number | undefined): number => (offset === undefined ? 1 : lineCounter.linePos(offset).line);
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    throw new ExpectationsError(file, lineAt(first.pos[0]), first.message.split('\n')[0]!);
  }
  if (doc.contents === null) return [];
  if (!isSeq(doc.contents)) throw new ExpectationsError(file, lineAt(doc.contents.range?.[0]), 'expected a list of expectations');
  const seen = new Map<string, number>();
  return doc.contents.items.map((item) => {
    const line = lineAt((item as { range?: [number, number, number] }).range?.[0]);
    if (!isMap(item)) throw new ExpectationsError(file, line, 'each expectation is a map with scenario, expected and reason');
    const entry = item.toJSON() as Record<string, unknown>;
    const unknownKeys = Object.keys(entry).filter((k) => !['scenario', 'expected', 'reason'].includes(k));
    if (unknownKeys.length > 0) throw new ExpectationsError(file, line, `unknown key "${unknownKeys[0]}" (use scenario, expected, reason)`);
    if (typeof entry.scenario !== 'string' || entry.scenario === '')
      throw new ExpectationsError(file, line, 'missing "scenario" (a scenario id from results.json)');
    if (!EXPECTABLE.includes(entry.expected as ExpectedStatus)) {
      throw new ExpectationsError(file, line, `"expected" must be one of ${EXPECTABLE.join(', ')}, not ${JSON.stringify(entry.expected)}`);
    }
    if (typeof entry.reason !== 'string' || entry.reason.trim() === '') throw new ExpectationsError(file, line, 'missing "reason" (why, or a link to the bug)');
    const earlier = seen.get(entry.scenario);
    if (earlier !== undefined) throw new ExpectationsError(file, line, `scenario "${entry.scenario}" is already listed at line ${earlier}`);
    seen.set(entry.scenario, line);
    return { scenario: entry.scenario, expected: entry.expected as ExpectedStatus, reason: entry.reason };
  });
}

export type Verdict = 'expected' | 'unexpected' | 'fixed';

export interface Judgement {
  scenario: string;
  expected: ScenarioStatus;
  actual: ScenarioStatus;
  verdict: Verdict;
}

export interface ExpectationOutcome {
  file: string | null;
  /** Only the results that differ from their expectation, and expectations naming no scenario. */
  unexpected: Judgement[];
  /** Expectations whose scenario does not exist in a complete run (renamed or deleted). */
  orphans: Expectation[];
  expectedNotPassing: number;
  /** Scenarios that do not apply under the edition the run played (its @editions or rules leave it out): never unexpected. */
  notApplicable?: number;
  ok: boolean;
}

/**
 * Judges a run. `complete` says the whole suite ran (no tag, shard or path filter), which is the only
 * time an expectation naming no scenario can be called an orphan.
 */
export function judge(results: ScenarioResult[], expectations: Expectation[], file: string | null, complete: boolean): ExpectationOutcome {
  const byScenario = new Map(expectations.map((e) => [e.scenario, e]));
  const unexpected: Judgement[] = [];
  let expectedNotPassing = 0;
  let notApplicable = 0;
  for (const r of results) {
    if (unsupportedReason(r)?.startsWith(NOT_APPLICABLE)) {
      notApplicable++;
      continue;
    }
    const expected: ScenarioStatus = byScenario.get(r.id)?.expected ?? 'passed';
    if (expected === r.status) {
      if (expected !== 'passed') expectedNotPassing++;
      continue;
    }
    unexpected.push({ scenario: r.id, expected, actual: r.status, verdict: r.status === 'passed' ? 'fixed' : 'unexpected' });
  }
  const ran = new Set(results.map((r) => r.id));
  const orphans = complete ? expectations.filter((e) => !ran.has(e.scenario)) : [];
  return { file, unexpected, orphans, expectedNotPassing, notApplicable, ok: unexpected.length === 0 && orphans.length === 0 };
}

/**
 * The expectations a run implies: every scenario that did not pass, with its status. Reasons already
 * written are kept; new entries get a generated reason (generatedReason), to be replaced by a link. After a
 * filtered run, entries for scenarios it did not include stay; after a complete run they are dropped.
 */
export function expectationsFromRun(results: ScenarioResult[], previous: Expectation[], complete: boolean): Expectation[] {
  const ran = new Set(results.map((r) => r.id));
  const reasons = new Map(previous.map((e) => [e.scenario, e.reason]));
  const kept = complete ? [] : previous.filter((e) => !ran.has(e.scenario));
  const fresh = results
    .filter((r) => r.status !== 'passed')
    .map((r) => ({
      scenario: r.id,
      expected: r.status as ExpectedStatus,
      reason: reasons.get(r.id) ?? generatedReason(r),
    }));
  return [...kept, ...fresh].sort((a, b) => (a.scenario < b.scenario ? -1 : a.scenario > b.scenario ? 1 : 0));
}

/**
 * What a new entry says until someone writes the reason: the status, the failing step, and either
 * "expected X, shown Y" or the first meaningful lines of the message (node's diff header and blank
 * lines left out), on one line.
 */
export function generatedReason(r: Pick<ScenarioResult, 'status' | 'failure'>): string {
  const f = r.failure;
  if (!f) return r.status;
  const what =
    f.expected !== null || f.actual !== null
      ? `${firstLines(f.message, 1).replace(/:$/, '')}: expected ${oneLine(f.expected ?? '')}, shown ${oneLine(f.actual ?? '')}`
      : firstLines(f.message, 3);
  const reason = `${r.status}: ${f.step ? `${f.step}: ` : ''}${what}`;
  return reason.length > 400 ? `${reason.slice(0, 399)}…` : reason;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function firstLines(message: string, n: number): string {
  const meaningful = message
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^\+ actual - expected$/.test(l) && !/^at /.test(l));
  return meaningful.slice(0, n).join(' ');
}

export function formatExpectations(entries: Expectation[], engine: string): string {
  const header = [
    `# Scenarios not expected to pass on the engine "${engine}", with the status each is expected to have.`,
    '# A run exits 0 exactly when every result matches; `riftcheck expectations update` rewrites this file from a run.',
    '# Replace generated reasons with the reason or a link to the bug.',
  ].join('\n');
  return `${header}\n${entries.length === 0 ? '[]\n' : stringify(entries, { lineWidth: 0 })}`;
}

export function formatJudgement(outcome: ExpectationOutcome): string[] {
  const lines = outcome.unexpected.map((j) =>
    j.verdict === 'fixed'
      ? `FIXED       ${j.scenario}: expected ${j.expected}, now passes (remove it from the expectations)`
      : `UNEXPECTED  ${j.scenario}: expected ${j.expected}, got ${j.actual}`,
  );
  for (const o of outcome.orphans) lines.push(`ORPHAN      ${o.scenario}: listed in ${outcome.file} but no such scenario ran`);
  return lines;
}
