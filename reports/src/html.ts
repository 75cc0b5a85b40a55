// index.html: one self-contained page (inline style and script, no fetches) that reads offline.
// Chapters -> rules -> scenarios, with counts and a bar per chapter, filters by status, each failure
// with its diff, transcript and reproduce command, the rule text of the loaded edition, stale rules
// flagged, and the rule coverage table.
import { faqIdsOf } from './faq-index.ts';
import { escapeXml as esc } from './junit.ts';
import { chapterOf, idsIn } from './run-report.ts';
import type { RunReport } from './run-report.ts';
import { STATUSES, unsupportedReason } from './results.ts';
import type { ScenarioResult, Totals } from './results.ts';
import { coverageCounts } from './coverage.ts';
import type { CoverageReport } from './coverage.ts';
import { compareRuleIds } from '../../rules/rule-id.ts';

const STYLE = `
:root { --passed:#2e7d32; --failed:#c62828; --unsupported:#9e9e9e; --errored:#ef6c00; --bg:#fff; --fg:#1b1b1b; --muted:#666; }
body { font: 14px/1.45 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 1100px; padding: 1em 1.5em 4em; }
h1 { font-size: 1.5em; margin: .2em 0; } h2 { margin-top: 1.6em; }
.meta { color: var(--muted); } code, pre { font: 12.5px/1.4 ui-monospace, monospace; }
pre { background: #f6f6f6; padding: .6em; overflow-x: auto; white-space: pre-wrap; }
.filters label { margin-right: 1em; cursor: pointer; }
.badge { display: inline-block; min-width: 6.5em; text-align: center; border-radius: 3px; color: #fff; font-size: 12px; padding: 0 .4em; margin-right: .5em; }
.badge.passed { background: var(--passed); } .badge.failed { background: var(--failed); }
.badge.unsupported { background: var(--unsupported); } .badge.errored { background: var(--errored); }
.bar { display: inline-flex; width: 180px; height: .8em; background: #eee; vertical-align: middle; margin: 0 .8em; }
.bar span { display: block; height: 100%; } .bar .passed { background: var(--passed); } .bar .failed { background: var(--failed); }
.bar .unsupported { background: var(--unsupported); } .bar .errored { background: var(--errored); }
details.chapter { border-top: 1px solid #ddd; padding: .3em 0; } details.chapter > summary { font-weight: 600; cursor: pointer; white-space: nowrap; }
.chapter-title { display: inline-block; width: 30em; overflow: hidden; text-overflow: ellipsis; vertical-align: bottom; }
.interrupted { background: #fff3cd; color: #7a5b00; padding: .4em .6em; border-radius: 3px; }
.counts { font-weight: normal; color: var(--muted); }
.rule { margin: .6em 0 .6em 1.4em; } .rule h3 { font-size: 1em; margin: .3em 0; }
.rule-text { color: #333; border-left: 3px solid #ccc; margin: .2em 0 .4em; padding-left: .6em; white-space: pre-wrap; }
.faq-source { color: #333; border-left: 3px solid #9bc; margin: .2em 0 .4em; padding-left: .6em; } .faq-source ul { margin: .1em 0; padding-left: 1.2em; }
.stale { background: #fff3cd; color: #7a5b00; border-radius: 3px; padding: 0 .4em; font-size: 12px; font-weight: normal; }
ul.scenarios { list-style: none; padding-left: .4em; margin: 0; } li.scenario { margin: .15em 0; }
li.scenario summary { cursor: pointer; } .where { color: var(--muted); font-size: 12px; }
.failure { margin: .4em 0 .8em 1.2em; } .diff div { font: 12.5px ui-monospace, monospace; padding: 0 .4em; }
.diff .del { background: #fdecea; } .diff .ins { background: #e8f5e9; }
pre .del { color: #b71c1c; } pre .ins { color: #1b5e20; }
ol.transcript { margin: .3em 0; padding-left: 1.6em; } ol.transcript .notes { color: var(--muted); white-space: pre-wrap; }
.step-FAILED { color: var(--failed); font-weight: 600; } .step-SKIPPED { color: var(--muted); }
.reproduce { display: flex; gap: .5em; align-items: center; } .reproduce code { background: #f0f0f0; padding: .2em .4em; user-select: all; }
table.coverage { border-collapse: collapse; font-size: 13px; } table.coverage td, table.coverage th { border-bottom: 1px solid #eee; padding: .1em .6em; text-align: left; vertical-align: top; }
tr.cov-missing td { background: #fdecea; } tr.cov-removed td { color: var(--muted); } tr.cov-tagged-only td.level { color: #8a5a00; }
.hidden { display: none !important; }
`;

// Filters hide scenarios by status, then any rule and chapter left with nothing visible.
const SCRIPT = `
(function () {
  var boxes = document.querySelectorAll('.filters input[data-status]');
  function apply() {
    var shown = {};
    boxes.forEach(function (b) { shown[b.dataset.status] = b.checked; });
    document.querySelectorAll('li.scenario').forEach(function (li) { li.classList.toggle('hidden', !shown[li.dataset.status]); });
    document.querySelectorAll('.rule').forEach(function (r) { r.classList.toggle('hidden', !r.querySelector('li.scenario:not(.hidden)')); });
    document.querySelectorAll('details.chapter').forEach(function (c) { c.classList.toggle('hidden', !c.querySelector('li.scenario:not(.hidden)')); });
  }
  boxes.forEach(function (b) { b.addEventListener('change', apply); });
  document.querySelectorAll('button.copy').forEach(function (btn) {
    btn.addEventListener('click', function () {
      var text = btn.previousElementSibling.textContent;
      if (navigator.clipboard) navigator.clipboard.writeText(text).then(function () { btn.textContent = 'copied'; });
    });
  });
  apply();
})();
`;

export function htmlReport(report: RunReport): string {
  const t = report.totals;
  const title = `riftcheck: ${report.engine} — ${t.passed}/${t.total} passed`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body>
<h1>Conformance of <code>${esc(report.engine)}</code></h1>
<p class="meta">Core Rules ${esc(report.edition)} numbering (suite written in ${esc(report.suiteEdition)}) · ${esc(report.startedAt)} · ${(report.durationMs / 1000).toFixed(1)} s${filterText(report)}</p>
${interruptedText(report)}<p id="totals">${STATUSES.map((s) => `<span class="badge ${s}" data-total="${s}">${t[s]} ${s}</span>`).join(' ')} of ${t.total} scenarios${expectationText(report)}</p>
${report.notes.length ? `<ul class="notes">${report.notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>` : ''}
<p class="filters">Show: ${STATUSES.map((s) => `<label><input type="checkbox" data-status="${s}" checked> ${s} (${t[s]})</label>`).join('')}</p>
${unsupportedByReason(report.scenarios)}<h2>Chapters</h2>
<div id="chapters">
${chapters(report)}
</div>
<h2 id="coverage">Rule coverage</h2>
${report.coverage ? coverageTable(report.coverage) : '<p>Rule coverage was not computed for this run (see the notes above).</p>'}
<script>${SCRIPT}</script>
</body></html>
`;
}

function interruptedText(report: RunReport): string {
  const i = report.interrupted;
  if (!i) return '';
  return `<p class="interrupted" id="interrupted"><strong>Interrupted</strong> by ${esc(i.signal)}: this report holds the scenarios that ran; ${i.notRun} were never started.</p>\n`;
}

function filterText(report: RunReport): string {
  const f = report.filters;
  const parts = [f.tags ? `tags ${f.tags}` : '', f.shard ? `shard ${f.shard}` : '', f.paths.length ? `paths ${f.paths.join(' ')}` : ''].filter(Boolean);
  return parts.length ? ` · ${esc(parts.join(', '))}` : '';
}

function expectationText(report: RunReport): string {
  const e = report.expectations;
  const n = e.unexpected.length + e.orphans.length;
  const file = e.file ? ` (expectations: ${esc(e.file)})` : '';
  return ` · <strong id="unexpected">${n} unexpected</strong>${file}`;
}

/** What the engine lacks, most scenarios first: the unsupported results grouped by their reason. */
function unsupportedByReason(scenarios: readonly ScenarioResult[]): string {
  const groups = new Map<string, ScenarioResult[]>();
  for (const s of scenarios) {
    const reason = unsupportedReason(s);
    if (reason !== null) groups.set(reason, [...(groups.get(reason) ?? []), s]);
  }
  if (groups.size === 0) return '';
  const rows = [...groups]
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
    .map(
      ([reason, list]) =>
        `<li data-reason="${esc(reason)}"><details><summary><strong>${esc(reason)}</strong>: ${list.length} scenario${list.length === 1 ? '' : 's'}</summary><ul>${list
          .map((s) => `<li>${esc(s.name)} <span class="where">${esc(s.file)}:${s.line}</span></li>`)
          .join('')}</ul></details></li>`,
    );
  return `<h2 id="unsupported">Unsupported, by reason</h2>\n<ul class="reasons">${rows.join('\n')}</ul>\n`;
}

function bar(totals: Totals): string {
  if (totals.total === 0) return '<span class="bar"></span>';
  const segments = STATUSES.filter((s) => totals[s] > 0).map(
    (s) => `<span class="${s}" style="width:${((totals[s] / totals.total) * 100).toFixed(2)}%" title="${totals[s]} ${s}"></span>`,
  );
  return `<span class="bar">${segments.join('')}</span>`;
}

function countsText(totals: Totals): string {
  return STATUSES.filter((s) => totals[s] > 0)
    .map((s) => `${totals[s]} ${s}`)
    .join(' · ');
}

function chapters(report: RunReport): string {
  const edition = report.edition;
  return report.chapters
    .map((c) => {
      const members = report.scenarios.filter((s) => {
        const ids = idsIn(s, edition);
        return c.chapter === '-' ? ids.length === 0 : ids.some((id) => chapterOf(id) === c.chapter);
      });
      const ruleIds =
        c.chapter === '-' ? ['-'] : [...new Set(members.flatMap((s) => idsIn(s, edition).filter((id) => chapterOf(id) === c.chapter)))].sort(compareRuleIds);
      const open = c.totals.failed + c.totals.errored > 0 ? ' open' : '';
      const label = c.chapter === '-' ? 'Scenarios naming no rule' : `${esc(c.chapter)}${c.title ? ` ${esc(c.title)}` : ''}`;
      return `<details class="chapter" data-chapter="${esc(c.chapter)}"${open}>
<summary><span class="chapter-title">${label}</span>${bar(c.totals)}<span class="counts" data-total="${c.totals.total}">${c.totals.total} scenario${c.totals.total === 1 ? '' : 's'}: ${countsText(c.totals)}</span></summary>
${ruleIds.map((id) => rule(report, id, id === '-' ? members : members.filter((s) => idsIn(s, edition).includes(id)))).join('\n')}
</details>`;
    })
    .join('\n');
}

function rule(report: RunReport, id: string, scenarios: ScenarioResult[]): string {
  const info = report.rules[id];
  const stale = info?.stale
    ? ` <span class="stale" title="the suite's edition words this rule differently">stale: text changed since ${esc(report.edition)}</span>`
    : '';
  const text = info?.text ? `<div class="rule-text">${esc(info.text)}</div>` : '';
  return `<div class="rule" data-rule="${esc(id)}"><h3>${id === '-' ? '' : `Rule ${esc(id)}${info?.title ? ` — ${esc(info.title)}` : ''}`}${stale}</h3>${text}${faqSources(report, scenarios)}
<ul class="scenarios">${scenarios.map(scenario).join('\n')}</ul></div>`;
}

/** The official FAQ entries the rule's Examples execute: the question, linked to the published document. */
function faqSources(report: RunReport, scenarios: ScenarioResult[]): string {
  const ids = [...new Set(scenarios.flatMap((s) => faqIdsOf(s)))];
  if (!ids.length) return '';
  const item = (id: string) => {
    const known = report.faq?.[id];
    const question = known ? (known.source ? `<a href="${esc(known.source)}">${esc(known.question)}</a>` : esc(known.question)) : '';
    return `<li><code>${esc(id)}</code> ${question}</li>`;
  };
  return `<div class="faq-source">Official FAQ<ul>${ids.map(item).join('')}</ul></div>`;
}

function scenario(s: ScenarioResult): string {
  const head = `<span class="badge ${s.status}">${s.status}</span>${esc(s.name)} <span class="where">${esc(s.file)}:${s.line} · ${s.durationMs.toFixed(1)} ms</span>`;
  return `<li class="scenario" data-status="${s.status}" data-id="${esc(s.id)}"><details${s.status === 'failed' || s.status === 'errored' ? ' open' : ''}><summary>${head}</summary>${failure(s)}${transcript(s)}${reproduce(s)}</details></li>`;
}

function failure(s: ScenarioResult): string {
  const f = s.failure;
  if (!f) return '';
  const diff =
    f.expected !== null || f.actual !== null
      ? `<div class="diff"><div class="del">- expected: ${esc(f.expected ?? '')}</div><div class="ins">+ shown:    ${esc(f.actual ?? '')}</div></div>`
      : '';
  return `<div class="failure" data-status="${s.status}"><div><strong>${esc(f.step)}</strong>${f.line ? ` <span class="where">line ${f.line}</span>` : ''} — ${esc(f.type)}</div>${diff}<pre class="message">${colourDiffLines(f.message)}</pre></div>`;
}

function colourDiffLines(message: string): string {
  return message
    .split('\n')
    .map((line) => (/^[+]\s/.test(line) ? `<span class="ins">${esc(line)}</span>` : /^[-]\s/.test(line) ? `<span class="del">${esc(line)}</span>` : esc(line)))
    .join('\n');
}

function transcript(s: ScenarioResult): string {
  const steps = s.transcript
    .map((step) => {
      const notes = step.notes.length ? `<div class="notes">${esc(step.notes.join('\n'))}</div>` : '';
      return `<li class="step-${esc(step.status)}">${esc(step.keyword)} ${esc(step.text)} <span class="where">${step.status.toLowerCase()}${step.line ? ` · line ${step.line}` : ''}</span>${notes}</li>`;
    })
    .join('');
  return `<ol class="transcript">${steps}</ol>`;
}

function reproduce(s: ScenarioResult): string {
  if (s.status === 'passed') return '';
  return `<div class="reproduce">Reproduce: <code>${esc(s.reproduce)}</code><button class="copy" type="button">copy</button></div>`;
}

const COVERAGE_ORDER: Record<string, number> = { missing: 0, 'tagged-only': 1, witnessed: 2, waived: 3, removed: 4 };

function coverageTable(cov: CoverageReport): string {
  const t = cov.totals;
  const rows = cov.rows
    .map((r) => {
      const detail =
        r.status === 'covered'
          ? r.examples.map((e) => `${esc(e.file)}:${e.line}`).join('<br>') +
            (r.witnessedBy.length ? `<br>witnessed by mutant ${r.witnessedBy.map(esc).join(', ')}` : '')
          : r.status === 'waived'
            ? `${esc(r.waiver!.reason)} · ${esc(r.waiver!.file)}:${r.waiver!.line}`
            : r.status === 'removed'
              ? `removed in ${esc(r.removedIn ?? '')}`
              : '';
      const mapped = cov.edition !== cov.suiteEdition ? `<td>${esc(r.suiteId ?? '—')}</td>` : '';
      return `<tr class="cov-${r.status} cov-${r.level}" data-order="${COVERAGE_ORDER[r.level]}"><td>${esc(r.id)}</td>${mapped}<td class="level">${r.level}${r.stale ? ' <span class="stale">stale</span>' : ''}</td><td>${detail}</td></tr>`;
    })
    .join('\n');
  const head = cov.edition !== cov.suiteEdition ? `<th>${esc(cov.edition)}</th><th>${esc(cov.suiteEdition)}</th>` : `<th>${esc(cov.edition)}</th>`;
  const range = cov.chapter ? ` ${cov.chapter[0]}–${cov.chapter[1]}` : '';
  const problems = cov.problems.length
    ? `<p>Problems in the suite:</p><ul>${cov.problems.map((p) => `<li>${esc(p.file)}:${p.line}: ${esc(p.message)}</li>`).join('')}</ul>`
    : '';
  const removed = cov.edition !== cov.suiteEdition || t.removed > 0;
  const chapters =
    cov.chapters.length > 1
      ? `<table class="coverage coverage-chapters"><thead><tr><th>chapter</th><th>rules</th><th>witnessed</th><th>tagged only</th><th>waived</th><th>missing</th>${removed ? '<th>removed</th>' : ''}</tr></thead><tbody>
${cov.chapters.map((c) => `<tr data-chapter="${c.chapter}"><td>${c.chapter}</td><td>${c.rules}</td><td>${c.witnessed}</td><td>${c['tagged-only']}</td><td>${c.waived}</td><td>${c.missing}</td>${removed ? `<td>${c.removed}</td>` : ''}</tr>`).join('\n')}
</tbody></table>`
      : '';
  const source = cov.witnessSource
    ? `<p class="witness-note">Witnessed: a rule mutant (a deliberate mistake in the reference engine) is killed by an Example tagged with the rule, as recorded in ${esc(cov.witnessSource)}. Tagged only: an Example claims the rule, but no mistake in it has been shown caught.</p>`
    : '<p class="witness-note">No record of witnessed rules was found: every covered rule counts as tagged only.</p>';
  return `<p id="coverage-totals">${t.rules} rules of ${esc(cov.edition)}${range}: ${coverageCounts(t, false)}${t.removed ? `, ${t.removed} removed in later editions` : ''}${t.stale ? `, ${t.stale} stale` : ''}.</p>
${source}
${chapters}
${problems}<table class="coverage"><thead><tr>${head}<th>status</th><th>where</th></tr></thead><tbody>
${rows}
</tbody></table>`;
}
