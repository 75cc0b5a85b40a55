// junit.xml for CI systems: one testsuite per feature file, one testcase per scenario. A failure is a
// <failure>, an engine fault an <error>, an unsupported scenario <skipped>, each carrying the
// reproduce command so a CI page leads straight to it.
import type { RunReport } from './run-report.ts';
import type { ScenarioResult } from './results.ts';

export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removes the control characters XML 1.0 forbids, on purpose
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

export function junitXml(report: RunReport): string {
  const byFile = new Map<string, ScenarioResult[]>();
  for (const s of report.scenarios) byFile.set(s.file, [...(byFile.get(s.file) ?? []), s]);
  const seconds = (ms: number): string => (ms / 1000).toFixed(3);
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const t = report.totals;
  out.push(
    `<testsuites name="riftcheck ${escapeXml(report.engine)}" tests="${t.total}" failures="${t.failed}" errors="${t.errored}" skipped="${t.unsupported}" time="${seconds(report.durationMs)}">`,
  );
  for (const [file, scenarios] of byFile) {
    const count = (status: string): number => scenarios.filter((s) => s.status === status).length;
    const time = scenarios.reduce((sum, s) => sum + s.durationMs, 0);
    out.push(
      `  <testsuite name="${escapeXml(file)}" tests="${scenarios.length}" failures="${count('failed')}" errors="${count('errored')}" skipped="${count('unsupported')}" time="${seconds(time)}">`,
    );
    for (const s of scenarios) out.push(...testcase(s, report.suiteEdition, seconds));
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}

function testcase(s: ScenarioResult, suiteEdition: string, seconds: (ms: number) => string): string[] {
  const rules = (s.rules[suiteEdition] ?? []).join(' ');
  const open = `    <testcase classname="${escapeXml(s.file)}" name="${escapeXml(s.name)}" file="${escapeXml(s.file)}" line="${s.line}" time="${seconds(s.durationMs)}"`;
  if (s.status === 'passed') return [`${open}/>`];
  const f = s.failure;
  const summary = f ? `${f.step}: ${f.message.split('\n')[0]}` : s.status;
  const detail = [
    f ? `step: ${f.step}${f.line ? ` (line ${f.line})` : ''}` : '',
    f?.expected !== null && f?.expected !== undefined ? `expected: ${f.expected}` : '',
    f?.actual !== null && f?.actual !== undefined ? `shown: ${f.actual}` : '',
    f ? f.message : '',
    rules ? `rules: ${rules}` : '',
    `reproduce: ${s.reproduce}`,
  ]
    .filter(Boolean)
    .join('\n');
  const tag = s.status === 'failed' ? 'failure' : s.status === 'errored' ? 'error' : 'skipped';
  return [
    `${open}>`,
    `      <${tag} message="${escapeXml(summary)}" type="${escapeXml(f?.type ?? s.status)}">${escapeXml(detail)}</${tag}>`,
    '    </testcase>',
  ];
}
