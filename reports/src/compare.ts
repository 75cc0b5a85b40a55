// Two runs side by side: the scenarios whose status changed, grouped by the rules they witness, plus
// scenarios present in only one of the runs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareRuleIds } from '../../rules/rule-id.ts';
import { RESULTS_SCHEMA } from './run-report.ts';
import type { RunReport } from './run-report.ts';
import type { ScenarioStatus } from './results.ts';

export class RunFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunFileError';
  }
}

/** A run named by its directory (reports/reference/latest) or its results.json. */
export function loadRun(path: string): RunReport {
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'results.json') : path;
  if (!existsSync(file)) throw new RunFileError(`${file}: no such run (name a report directory or its results.json)`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new RunFileError(`${file}: not JSON (${(err as Error).message})`);
  }
  const report = data as Partial<RunReport>;
  if (report.schema !== RESULTS_SCHEMA || !Array.isArray(report.scenarios)) {
    throw new RunFileError(`${file}: not a riftcheck results file (schema ${JSON.stringify(report.schema ?? null)}, expected ${RESULTS_SCHEMA})`);
  }
  return report as RunReport;
}

export interface StatusChange {
  scenario: string;
  file: string;
  line: number;
  before: ScenarioStatus | null;
  after: ScenarioStatus | null;
}

export interface RunComparison {
  a: { engine: string; startedAt: string };
  b: { engine: string; startedAt: string };
  /** Rule id (suite edition) -> changes of the scenarios witnessing it; "-" for scenarios naming no rule. */
  byRule: Array<{ rule: string; changes: StatusChange[] }>;
  changed: number;
  unchanged: number;
}

export function compareRuns(a: RunReport, b: RunReport): RunComparison {
  const before = new Map(a.scenarios.map((s) => [s.id, s]));
  const after = new Map(b.scenarios.map((s) => [s.id, s]));
  const byRule = new Map<string, StatusChange[]>();
  let changed = 0;
  let unchanged = 0;
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const x = before.get(id);
    const y = after.get(id);
    if (x && y && x.status === y.status) {
      unchanged++;
      continue;
    }
    changed++;
    const where = (y ?? x)!;
    const change: StatusChange = { scenario: id, file: where.file, line: where.line, before: x?.status ?? null, after: y?.status ?? null };
    const rules = where.rules[b.suiteEdition] ?? where.rules[a.suiteEdition] ?? [];
    for (const rule of rules.length ? rules : ['-']) byRule.set(rule, [...(byRule.get(rule) ?? []), change]);
  }
  const sorted = [...byRule.entries()].sort(([r1], [r2]) => (r1 === '-' ? 1 : r2 === '-' ? -1 : compareRuleIds(r1, r2)));
  return {
    a: { engine: a.engine, startedAt: a.startedAt },
    b: { engine: b.engine, startedAt: b.startedAt },
    byRule: sorted.map(([rule, changes]) => ({ rule, changes })),
    changed,
    unchanged,
  };
}

export function formatComparison(c: RunComparison): string {
  const out = [`${c.a.engine} (${c.a.startedAt}) -> ${c.b.engine} (${c.b.startedAt})`];
  for (const { rule, changes } of c.byRule) {
    out.push(rule === '-' ? '(no rule)' : `rule ${rule}`);
    for (const ch of changes)
      out.push(
        `  ${(ch.before ?? 'absent').padEnd(11)} -> ${(ch.after ?? 'absent').padEnd(11)}  ${ch.file}:${ch.line}  ${ch.scenario.split('::').slice(1).join('::')}`,
      );
  }
  out.push(`${c.changed} scenario${c.changed === 1 ? '' : 's'} changed, ${c.unchanged} unchanged`);
  return out.join('\n');
}
