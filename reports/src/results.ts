// The results of one run, per scenario, as results.json stores them and every writer reads them.
// Built from cucumber's message stream alone, so a run recorded as ndjson can be rebuilt later.
import type { Envelope, GherkinDocument, Pickle, TestCase, TestStepResult } from '@cucumber/messages';

export type ScenarioStatus = 'passed' | 'failed' | 'unsupported' | 'errored';
export const STATUSES: readonly ScenarioStatus[] = ['passed', 'failed', 'unsupported', 'errored'];

export interface TranscriptStep {
  keyword: string;
  text: string;
  /** Feature-file line of the step; null for hooks. */
  line: number | null;
  status: string;
  durationMs: number;
  /** Text the step logged or attached (engine answers, events). */
  notes: string[];
}

export interface Failure {
  /** The first step that did not pass, e.g. 'Then "Recruit" is exhausted in her base'. */
  step: string;
  line: number | null;
  /** The error's class, e.g. AssertionError, Unsupported, EngineFault. */
  type: string;
  message: string;
  expected: string | null;
  actual: string | null;
}

export interface ScenarioResult {
  /** Stable across runs while the file and name stay: "<file>::<name>" (with " #n" for a repeated name). */
  id: string;
  file: string;
  line: number;
  name: string;
  feature: string;
  /** Rule ids keyed by edition: the suite's edition always, the run's chosen edition when it differs. */
  rules: Record<string, string[]>;
  tags: string[];
  status: ScenarioStatus;
  durationMs: number;
  failure: Failure | null;
  transcript: TranscriptStep[];
  reproduce: string;
}

export type Totals = Record<ScenarioStatus | 'total', number>;

export function totalsOf(scenarios: Array<{ status: ScenarioStatus }>): Totals {
  const totals: Totals = { total: scenarios.length, passed: 0, failed: 0, unsupported: 0, errored: 0 };
  for (const s of scenarios) totals[s.status]++;
  return totals;
}

/** How an unsupported step names what the engine lacks (steps/support/outcomes.ts UNSUPPORTED_PREFIX). */
export const UNSUPPORTED_NOTE = 'unsupported: ';

/** What an unsupported scenario needs that the engine lacks, e.g. "cards-from-text"; null for other results. */
/** How the reason of a scenario that does not apply under the run's edition begins: never an unexpected result. */
export const NOT_APPLICABLE = 'not applicable under ';

export function unsupportedReason(s: { status: ScenarioStatus; failure: { message: string } | null }): string | null {
  if (s.status !== 'unsupported') return null;
  const m = s.failure?.message ?? '';
  if (m.startsWith(UNSUPPORTED_NOTE)) return m.slice(UNSUPPORTED_NOTE.length);
  // A step without the suite's wrapper lets the Unsupported exception through (steps/drivers/driver.ts).
  return /^engine does not support (.+)$/.exec(m)?.[1] ?? (m || 'no reason given');
}

/** Errors the suite raises on purpose (steps/drivers/driver.ts): not a wrong answer but no answer. */
const UNSUPPORTED_TYPES = new Set(['Unsupported']);
const ERRORED_TYPES = new Set(['EngineFault', 'SetupRejected']);

/** How one step's outcome classifies its scenario; null while the step passed. */
export function classifyStep(result: TestStepResult): ScenarioStatus | null {
  switch (result.status) {
    case 'PASSED':
      return null;
    case 'SKIPPED':
      return 'unsupported';
    case 'FAILED': {
      const type = result.exception?.type ?? '';
      if (UNSUPPORTED_TYPES.has(type)) return 'unsupported';
      if (ERRORED_TYPES.has(type)) return 'errored';
      if (/timed out/i.test(result.exception?.message ?? result.message ?? '')) return 'errored';
      return 'failed';
    }
    default:
      // UNDEFINED, AMBIGUOUS, PENDING, UNKNOWN: the suite itself could not run the scenario.
      return 'errored';
  }
}

/** An attachment a step may add to state a mismatch precisely: { expected, actual }. */
export const MISMATCH_MEDIA_TYPE = 'application/vnd.riftcheck.mismatch+json';

/** Reads "what was expected / what was shown" out of an assertion message, when it says so. */
export function expectationFromMessage(message: string): { expected: string; actual: string } | null {
  // node:assert prints "actual !== expected" on a line of its own (after a custom message too).
  const strict = /^\s*(.+?) !== (.+?)\s*$/m.exec(message);
  if (strict) return { actual: strict[1]!, expected: strict[2]! };
  const prose = /expected:?\s+(.+?)[,;]?\s+(?:but\s+)?(?:got|was|saw|shown|found|actual:?)\s+(.+)$/im.exec(message);
  if (prose) return { expected: prose[1]!.trim(), actual: prose[2]!.trim() };
  if (/\+ actual - expected/.test(message)) {
    const lines = message.split('\n');
    const pick = (sign: string): string =>
      lines
        .filter((l) => l.startsWith(`${sign} `) && !/^\+ actual - expected/.test(l))
        .map((l) => l.slice(2).trim())
        .join('\n');
    const expected = pick('-');
    const actual = pick('+');
    if (expected || actual) return { expected, actual };
  }
  return null;
}

export interface ResultContext {
  /** Builds the one-line reproduce command for a scenario at file:line with the given name. */
  reproduce(file: string, line: number, name: string): string;
  /** Maps the suite's rule ids to the chosen edition's; omitted when the chosen edition is the suite's. */
  toChosenEdition?: { edition: string; map(id: string): string | null };
  suiteEdition: string;
}

/** Per-scenario results from the envelopes of a run (last attempt of each test case wins). */
export function buildResults(envelopes: Envelope[], context: ResultContext): ScenarioResult[] {
  const pickles = new Map<string, Pickle>();
  const testCases = new Map<string, TestCase>();
  const stepInfo = new Map<string, { keyword: string; line: number }>();
  const featureNames = new Map<string, string>();
  const hookNames = new Map<string, string>();
  const started = new Map<string, { testCaseId: string; steps: Map<string, TestStepResult>; notes: Map<string, string[]> }>();
  const finals = new Map<string, string>(); // testCaseId -> testCaseStartedId of the last attempt

  for (const e of envelopes) {
    if (e.gherkinDocument) indexDocument(e.gherkinDocument, stepInfo, featureNames);
    else if (e.pickle) pickles.set(e.pickle.id, e.pickle);
    else if (e.testCase) testCases.set(e.testCase.id, e.testCase);
    else if (e.hook) hookNames.set(e.hook.id, e.hook.name ?? `${e.hook.type ?? 'hook'}`);
    else if (e.testCaseStarted) started.set(e.testCaseStarted.id, { testCaseId: e.testCaseStarted.testCaseId, steps: new Map(), notes: new Map() });
    else if (e.testStepFinished) started.get(e.testStepFinished.testCaseStartedId)?.steps.set(e.testStepFinished.testStepId, e.testStepFinished.testStepResult);
    else if (e.attachment?.testCaseStartedId && e.attachment.testStepId) {
      const run = started.get(e.attachment.testCaseStartedId);
      if (run) {
        const notes = run.notes.get(e.attachment.testStepId) ?? [];
        notes.push(attachmentText(e.attachment.mediaType, e.attachment.body, e.attachment.contentEncoding));
        run.notes.set(e.attachment.testStepId, notes);
      }
    } else if (e.testCaseFinished && !e.testCaseFinished.willBeRetried) {
      const run = started.get(e.testCaseFinished.testCaseStartedId);
      if (run) finals.set(run.testCaseId, e.testCaseFinished.testCaseStartedId);
    }
  }

  const results: ScenarioResult[] = [];
  for (const [testCaseId, startedId] of finals) {
    const testCase = testCases.get(testCaseId)!;
    const pickle = pickles.get(testCase.pickleId)!;
    const run = started.get(startedId)!;
    const pickleSteps = new Map(pickle.steps.map((s) => [s.id, s]));
    const transcript: TranscriptStep[] = [];
    let status: ScenarioStatus = 'passed';
    let failure: Failure | null = null;
    let durationMs = 0;
    for (const step of testCase.testSteps) {
      const result = run.steps.get(step.id);
      const pickleStep = step.pickleStepId ? pickleSteps.get(step.pickleStepId) : undefined;
      const info = pickleStep ? stepInfo.get(pickleStep.astNodeIds[0]!) : undefined;
      const entry: TranscriptStep = {
        keyword: info?.keyword.trim() ?? 'Hook',
        text: pickleStep ? pickleStep.text : (step.hookId && hookNames.get(step.hookId)) || 'hook',
        line: info?.line ?? null,
        status: result?.status ?? 'UNKNOWN',
        durationMs: result ? round(durationOf(result)) : 0,
        notes: run.notes.get(step.id) ?? [],
      };
      durationMs += entry.durationMs;
      if (!pickleStep && entry.status === 'PASSED' && entry.notes.length === 0) continue; // quiet hooks
      transcript.push(entry);
      const verdict = result ? classifyStep(result) : 'errored';
      if (verdict && !failure) {
        status = verdict;
        failure = describeFailure(entry, result, run.notes.get(step.id) ?? []);
      }
    }
    const file = pickle.uri;
    const line = pickle.location?.line ?? 0;
    const tags = pickle.tags.map((t) => t.name);
    const suiteIds = ruleIdsFromTags(tags);
    const rules: Record<string, string[]> = { [context.suiteEdition]: suiteIds };
    if (context.toChosenEdition) {
      const mapped = suiteIds.map((id) => context.toChosenEdition!.map(id)).filter((id): id is string => id !== null);
      rules[context.toChosenEdition.edition] = [...new Set(mapped)];
    }
    results.push({
      id: `${file}::${pickle.name}`,
      file,
      line,
      name: pickle.name,
      feature: featureNames.get(file) ?? '',
      rules,
      tags,
      status,
      durationMs: round(durationMs),
      failure,
      transcript,
      reproduce: context.reproduce(file, line, pickle.name),
    });
  }
  // Ids are numbered in file order, not finishing order, so parallel runs give the same ids.
  results.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  const seenNames = new Map<string, number>();
  for (const r of results) {
    const seen = (seenNames.get(r.id) ?? 0) + 1;
    seenNames.set(r.id, seen);
    if (seen > 1) r.id = `${r.id} #${seen}`;
  }
  return results;
}

export function ruleIdsFromTags(tags: string[]): string[] {
  return [...new Set(tags.filter((t) => t.startsWith('@rule:')).map((t) => t.slice('@rule:'.length).replace(/\.$/, '')))];
}

function describeFailure(step: TranscriptStep, result: TestStepResult | undefined, notes: string[]): Failure {
  // An unsupported scenario's step is skipped with its reason in an attachment ("unsupported: cards-from-text").
  const reason = result?.status === 'SKIPPED' ? notes.find((n) => n.startsWith(UNSUPPORTED_NOTE)) : undefined;
  const message = reason ?? result?.exception?.message ?? result?.message ?? (result ? `step ${result.status.toLowerCase()}` : 'step never finished');
  const stated = notes.map(parseMismatch).find((m) => m !== null) ?? null;
  const found = stated ?? expectationFromMessage(message);
  return {
    step: `${step.keyword} ${step.text}`,
    line: step.line,
    type: result?.exception?.type ?? result?.status ?? 'UNKNOWN',
    message: result?.status === 'UNDEFINED' ? `undefined step: no step definition matches "${step.text}"` : message,
    expected: found?.expected ?? null,
    actual: found?.actual ?? null,
  };
}

function parseMismatch(note: string): { expected: string; actual: string } | null {
  if (!note.startsWith(MISMATCH_PREFIX)) return null;
  try {
    const { expected, actual } = JSON.parse(note.slice(MISMATCH_PREFIX.length)) as { expected: unknown; actual: unknown };
    const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
    return { expected: show(expected), actual: show(actual) };
  } catch {
    return null;
  }
}

const MISMATCH_PREFIX = 'mismatch: ';

function attachmentText(mediaType: string, body: string, encoding: string): string {
  const text = encoding === 'BASE64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  if (mediaType === MISMATCH_MEDIA_TYPE) return `${MISMATCH_PREFIX}${text}`;
  if (mediaType.startsWith('text/') || mediaType.includes('json')) return text;
  return `[${mediaType} attachment, ${text.length} bytes]`;
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

function durationOf(result: TestStepResult): number {
  return result.duration.seconds * 1000 + result.duration.nanos / 1e6;
}

function indexDocument(doc: GherkinDocument, steps: Map<string, { keyword: string; line: number }>, features: Map<string, string>): void {
  if (!doc.feature || !doc.uri) return;
  features.set(doc.uri, doc.feature.name);
  type Child = { background?: { steps: readonly Step[] }; scenario?: { steps: readonly Step[] }; rule?: { children: readonly Child[] } };
  type Step = { id: string; keyword: string; location: { line: number } };
  const visit = (children: readonly Child[]): void => {
    for (const c of children) {
      for (const s of c.background?.steps ?? []) steps.set(s.id, { keyword: s.keyword, line: s.location.line });
      for (const s of c.scenario?.steps ?? []) steps.set(s.id, { keyword: s.keyword, line: s.location.line });
      if (c.rule) visit(c.rule.children);
    }
  };
  visit(doc.feature.children);
}
