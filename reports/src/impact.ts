// What a draft revision of the rules does to the suite: the rules it adds, removes, renumbers and
// edits against the edition it revises, the Examples each change touches (their rule reads otherwise
// now, so they are stale until someone rereads them), the draft's rules left without an Example or a
// waiver, and the suite's coverage of the draft through the crosswalk.
import { diffEditions, type Corpus, type EditionDiff } from '../../rules/index.ts';
import { computeCoverage } from './coverage.ts';
import type { FeatureIndex } from './feature-index.ts';

export type RuleChange = 'removed' | 'edited' | 'renumbered';

export interface StaleExample {
  /** "features/...feature:LINE". */
  at: string;
  name: string;
  /** Each rule of the Example that the draft changes, with its number in the draft (null: removed). */
  rules: Array<{ id: string; change: RuleChange; now: string | null }>;
}

export interface ImpactReport {
  base: string;
  draft: string;
  diff: EditionDiff;
  stale: StaleExample[];
  /** Draft rules with neither an Example nor a waiver (in the draft's numbers). */
  withoutScenarios: string[];
  /** The draft's rules by coverage level; a rule new in the draft (no counterpart in the suite's edition) is missing. */
  coverage: Record<'witnessed' | 'tagged-only' | 'waived' | 'missing', number>;
}

export function impactOf(corpus: Corpus, index: FeatureIndex, witnessed?: ReadonlyMap<string, string[]>): ImpactReport {
  const [base, draft] = corpus.editions;
  const diff = diffEditions(corpus, base.id, draft.id);
  const changed = new Map<string, { change: RuleChange; now: string | null }>();
  for (const r of diff.removed) changed.set(r.id, { change: 'removed', now: null });
  for (const r of diff.renumbered) changed.set(r.from, { change: 'renumbered', now: r.to });
  for (const r of diff.edited) changed.set(r.from, { change: 'edited', now: r.to });
  const stale: StaleExample[] = [];
  for (const ex of index.examples) {
    if (ex.edition !== null && ex.edition !== base.id) continue;
    const rules = ex.ruleIds.flatMap((id) => {
      const c = changed.get(id);
      return c ? [{ id, ...c }] : [];
    });
    if (rules.length) stale.push({ at: `${ex.file}:${ex.line}`, name: ex.name, rules });
  }
  // Coverage reads the chosen edition as an older one, where no counterpart means removed since; in a
  // draft, newer than the suite's edition, it means added: a rule no Example covers yet.
  const rows = computeCoverage(corpus, index, { edition: draft.id, witnessed }).rows;
  const coverage = { witnessed: 0, 'tagged-only': 0, waived: 0, missing: 0 };
  const withoutScenarios: string[] = [];
  for (const row of rows) {
    const level = row.level === 'removed' ? 'missing' : row.level;
    coverage[level]++;
    if (level === 'missing') withoutScenarios.push(row.id);
  }
  return { base: base.id, draft: draft.id, diff, stale, withoutScenarios, coverage };
}

/** The report as Markdown, for the rules team to read and keep with the draft. */
export function impactMarkdown(r: ImpactReport): string {
  const d = r.diff;
  const lines = [
    `# What draft ${r.draft} changes, against ${r.base}`,
    '',
    `${d.added.length} rules added, ${d.removed.length} removed, ${d.renumbered.length} renumbered, ${d.edited.length} edited, ${d.unchanged} unchanged.`,
    `${r.stale.length} Examples rest on a rule the draft changes; ${r.withoutScenarios.length} rules of the draft have no Example and no waiver.`,
    `Coverage of the draft through the crosswalk: ${r.coverage.witnessed} witnessed, ${r.coverage['tagged-only']} tagged only, ${r.coverage.waived} waived, ${r.coverage.missing} missing.`,
    '',
    '## Added',
    ...d.added.map((a) => `- ${a.id}: ${a.text}`),
    '',
    '## Removed',
    ...d.removed.map((a) => `- ${a.id}: ${a.text}`),
    '',
    '## Renumbered',
    ...d.renumbered.map((a) => `- ${a.from} → ${a.to}`),
    '',
    '## Edited',
    ...d.edited.map(
      (e) =>
        `- ${e.from}${e.to === e.from ? '' : ` (now ${e.to})`}: ${e.words.map((w) => (w.op === '=' ? w.text : w.op === '-' ? `~~${w.text}~~` : `**${w.text}**`)).join(' ')}`,
    ),
    '',
    '## Examples to reread (stale)',
    ...r.stale.map((s) => `- ${s.at} ${s.name}: ${s.rules.map((x) => `${x.id} ${x.change}${x.now && x.now !== x.id ? ` (now ${x.now})` : ''}`).join(', ')}`),
    '',
    '## Rules of the draft without scenarios',
    r.withoutScenarios.length ? r.withoutScenarios.join(', ') : '(none)',
    '',
  ];
  return lines.join('\n');
}
