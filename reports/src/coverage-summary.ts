// `riftcheck coverage`'s default view, a drill-down: over the whole edition one line per section of a
// hundred rules (000, 100, ... 800); within --chapter one line per top-level rule; --rules lists every
// rule instead. Each line has its counts and the edition's own heading as its title.
import type { Edition } from '../../rules/types.ts';
import type { CoverageLevel, CoverageReport, CoverageRow } from './coverage.ts';
import { topLevelOf } from './coverage.ts';

export function formatCoverageByChapter(report: CoverageReport, edition: Pick<Edition, 'rules'>): string {
  const bySection = report.chapter === null;
  const chapters = new Map<number, CoverageRow[]>();
  for (const row of report.rows) {
    const top = bySection ? Math.floor(topLevelOf(row.id) / 100) * 100 : topLevelOf(row.id);
    chapters.set(top, [...(chapters.get(top) ?? []), row]);
  }
  const later = report.edition !== report.suiteEdition;
  const levels: CoverageLevel[] = ['witnessed', 'tagged-only', 'waived', 'missing', ...(later ? ['removed' as const] : [])];
  const head = [bySection ? 'section' : 'chapter', 'rules', ...levels, ''];
  const lines = [...chapters].map(([top, rows]) => {
    const count = (level: CoverageLevel) => String(rows.filter((r) => r.level === level).length);
    const id = bySection ? String(top).padStart(3, '0') : String(top);
    const heading = edition.rules.get(id);
    const first = heading && (heading.kind === 'heading' || !bySection) ? heading.statement.split(/[.:\n]/)[0]!.trim() : '';
    const title = first.length > 50 ? `${first.slice(0, 47)}...` : first;
    return [bySection ? `${id}-${String(top + 99).padStart(3, '0')}` : id, String(rows.length), ...levels.map(count), title];
  });
  const t = report.totals;
  const total = ['total', String(t.rules), ...levels.map((level) => String(t[level])), ''];
  const all = [head, ...lines, total];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const range = report.chapter ? ` ${report.chapter[0]}-${report.chapter[1]}` : '';
  const out = [`Rule coverage of ${report.edition}${range} by the suite (written in ${report.suiteEdition}), by ${bySection ? 'section' : 'chapter'}`];
  for (const r of all)
    out.push(
      r
        .map((cell, i) => (i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  ')
        .trimEnd(),
    );
  if (!report.witnessSource) out.push('no witnessed rules recorded (npm run suite-strength -- --update writes them): every covered rule counts as tagged only');
  if (t.stale) out.push(`${t.stale} covered or waived rules are stale (their text changed since ${report.suiteEdition})`);
  for (const p of report.problems) out.push(`problem: ${p.file}:${p.line}: ${p.message}`);
  out.push(`(${bySection ? '--chapter 300-399 narrows to a line per chapter; ' : ''}--rules lists every rule; --check exits 1 while a rule is missing)`);
  return out.join('\n');
}
