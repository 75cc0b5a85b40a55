// What changes in play between two editions (riftcheck editions compare): the same scenarios played
// by the same engine under each edition's rules, and every scenario whose outcome differs, with the
// rules it rests on numbered in both editions and what the revision did to each of them.
import { compareRuleIds } from '../../rules/rule-id.ts';
import { canonicalText } from '../../rules/text.ts';
import type { Corpus, EditionId } from '../../rules/types.ts';
import { escapeXml as esc } from './junit.ts';
import type { ScenarioResult, ScenarioStatus } from './results.ts';
import type { RunReport } from './run-report.ts';

/** What the revision from one edition to the other did to a rule. */
export type RuleChange = 'unchanged' | 'renumbered' | 'edited' | 'renumbered and edited' | 'added' | 'removed' | 'unknown';

export interface ComparedRule {
  /** The rule in the suite's edition (the one the scenario's tags name). */
  id: string;
  /** Its number in each compared edition (null: no counterpart there; undefined: no rules data). */
  before: string | null | undefined;
  after: string | null | undefined;
  change: RuleChange;
}

export interface OutcomeDifference {
  scenario: string;
  name: string;
  file: string;
  line: number;
  before: ScenarioStatus | null;
  after: ScenarioStatus | null;
  /** Why it failed or was unsupported, in the edition where it did not pass. */
  reason: string | null;
  rules: ComparedRule[];
  /** The editions the Example itself says its outcome holds in (@editions), if it says. */
  holdsIn: string | null;
}

export interface EditionComparison {
  schema: 'riftcheck-edition-comparison/1';
  engine: string;
  from: string;
  to: string;
  suiteEdition: string;
  scenarios: number;
  /** Scenarios that passed under both editions. */
  samePassed: number;
  /** Same outcome, not passed under either (unsupported, failed or errored both times). */
  sameOther: number;
  differences: OutcomeDifference[];
  notes: string[];
}

function ruleChange(corpus: Corpus | null, suiteEdition: string, id: string, from: string, to: string): ComparedRule {
  if (!corpus || !corpus.editions.some((e) => e.id === from) || !corpus.editions.some((e) => e.id === to)) {
    return { id, before: undefined, after: undefined, change: 'unknown' };
  }
  const crosswalk = corpus.crosswalk();
  const numberIn = (edition: string): string | null => (edition === suiteEdition ? id : crosswalk.map(suiteEdition as EditionId, id, edition as EditionId).id);
  const before = numberIn(from);
  const after = numberIn(to);
  if (before === null && after === null) return { id, before, after, change: 'unknown' };
  if (before === null) return { id, before, after, change: 'added' };
  if (after === null) return { id, before, after, change: 'removed' };
  const a = corpus.edition(from).rules.get(before)?.text;
  const b = corpus.edition(to).rules.get(after)?.text;
  const edited = a !== undefined && b !== undefined && canonicalText(a) !== canonicalText(b);
  const renumbered = before !== after;
  return { id, before, after, change: renumbered && edited ? 'renumbered and edited' : renumbered ? 'renumbered' : edited ? 'edited' : 'unchanged' };
}

function reasonOf(s: ScenarioResult | undefined): string | null {
  if (!s || s.status === 'passed' || !s.failure) return null;
  const { step, message, expected, actual } = s.failure;
  const said = expected !== null && actual !== null ? `expected ${oneLine(expected)}, got ${oneLine(actual)}` : oneLine(message);
  return `${step}: ${said}`;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}

/** The scenarios of two runs of the same suite on the same engine, one per edition, whose outcome differs. */
export function compareEditionRuns(before: RunReport, after: RunReport, from: string, to: string, corpus: Corpus | null): EditionComparison {
  const a = new Map(before.scenarios.map((s) => [s.id, s]));
  const b = new Map(after.scenarios.map((s) => [s.id, s]));
  const suiteEdition = after.suiteEdition;
  const differences: OutcomeDifference[] = [];
  let samePassed = 0;
  let sameOther = 0;
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(id);
    const y = b.get(id);
    if (x && y && x.status === y.status) {
      if (x.status === 'passed') samePassed++;
      else sameOther++;
      continue;
    }
    const where = (y ?? x)!;
    const ids = [...(where.rules[suiteEdition] ?? [])].sort(compareRuleIds);
    differences.push({
      scenario: id,
      name: where.name,
      file: where.file,
      line: where.line,
      before: x?.status ?? null,
      after: y?.status ?? null,
      reason: reasonOf(x?.status === 'passed' ? y : x) ?? reasonOf(y),
      rules: ids.map((r) => ruleChange(corpus, suiteEdition, r, from, to)),
      holdsIn: where.tags.find((t) => t.startsWith('@editions:'))?.slice('@editions:'.length) ?? null,
    });
  }
  differences.sort((p, q) => p.file.localeCompare(q.file) || p.line - q.line);
  const notes: string[] = [];
  if (!corpus) notes.push('no rules data: rule numbers are given in the suite edition only');
  const interrupted = [before, after].filter((r) => r.interrupted);
  if (interrupted.length) notes.push('a run was interrupted: scenarios it did not reach are missing from it');
  return {
    schema: 'riftcheck-edition-comparison/1',
    engine: after.engineName ?? after.engine,
    from,
    to,
    suiteEdition,
    scenarios: new Set([...a.keys(), ...b.keys()]).size,
    samePassed,
    sameOther,
    differences,
    notes,
  };
}

function ruleLine(r: ComparedRule, from: string, to: string): string {
  if (r.change === 'unknown') return `rule ${r.id}`;
  return `${from} ${r.before ?? '—'} → ${to} ${r.after ?? '—'} (${r.change})`;
}

export function formatEditionComparison(c: EditionComparison): string {
  const out = [`${c.engine}: the suite under ${c.from} and under ${c.to}`];
  for (const d of c.differences) {
    out.push(`${(d.before ?? 'absent').padEnd(11)} -> ${(d.after ?? 'absent').padEnd(11)}  ${d.file}:${d.line}  ${d.name}`);
    if (d.holdsIn) out.push(`    the Example says its outcome holds in ${d.holdsIn}`);
    for (const r of d.rules) out.push(`    ${ruleLine(r, c.from, c.to)}`);
    if (d.reason) out.push(`    ${d.reason}`);
  }
  for (const note of c.notes) out.push(`note: ${note}`);
  const n = c.differences.length;
  out.push(
    `${n} scenario${n === 1 ? '' : 's'} with a different outcome, ${c.samePassed} passed under both, ${c.sameOther} the same otherwise (of ${c.scenarios})`,
  );
  return out.join('\n');
}

export function editionComparisonHtml(c: EditionComparison): string {
  const rows = c.differences
    .map(
      (d) => `<tr><td><span class="badge ${d.before ?? ''}">${esc(d.before ?? 'absent')}</span></td><td><span class="badge ${d.after ?? ''}">${esc(
        d.after ?? 'absent',
      )}</span></td>
<td>${esc(d.name)}<div class="where">${esc(d.file)}:${d.line}${d.holdsIn ? ` · holds in ${esc(d.holdsIn)}` : ''}</div>${
        d.reason ? `<div class="where">${esc(d.reason)}</div>` : ''
      }</td>
<td>${d.rules.map((r) => esc(ruleLine(r, c.from, c.to))).join('<br>')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>riftcheck: ${esc(c.from)} → ${esc(c.to)} in play</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 1em 1.5em 4em; }
table { border-collapse: collapse; width: 100%; } td, th { border-top: 1px solid #ddd; padding: .3em .5em; vertical-align: top; text-align: left; }
.badge { display: inline-block; min-width: 6.5em; text-align: center; border-radius: 3px; color: #fff; background: #777; font-size: 12px; }
.badge.passed { background: #2e7d32; } .badge.failed { background: #c62828; } .badge.errored { background: #ef6c00; } .badge.unsupported { background: #9e9e9e; }
.where { color: #666; font-size: 12px; }
</style></head><body>
<h1>What changes in play from ${esc(c.from)} to ${esc(c.to)}</h1>
<p>${esc(c.engine)} played the same ${c.scenarios} scenarios under each edition's rules: ${c.differences.length} differ in outcome,
${c.samePassed} passed under both, ${c.sameOther} had the same other outcome.</p>
${c.notes.map((n) => `<p class="where">${esc(n)}</p>`).join('\n')}
<table><thead><tr><th>${esc(c.from)}</th><th>${esc(c.to)}</th><th>Scenario</th><th>Rules (${esc(c.from)} → ${esc(c.to)})</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>
`;
}
