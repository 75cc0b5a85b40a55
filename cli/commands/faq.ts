// riftcheck faq [--json] [--run DIR|results.json] [--engine NAME] [--all] [--data DIR]
// Each official FAQ question and clarification (rules/faq.ts), the Examples that execute it (tag
// @faq:<id>) with their status in a run, and the entries not executable with why (features/faq.yaml).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { needsDataMessage, PROJECT_ROOT, resolveDataDir } from '../../rules/data-dir.ts';
import { faqEntries, FaqError, loadFaqs } from '../../rules/faq.ts';
import { loadRun, RunFileError } from '../../reports/src/compare.ts';
import { indexFeatures } from '../../reports/src/feature-index.ts';
import {
  buildFaqIndex,
  FAQ_INDEX_FILE,
  FAQ_REASONS,
  readFaqIndexFile,
  summarizeFaqIndex,
  type FaqIndex,
  type FaqSummary,
} from '../../reports/src/faq-index.ts';
import { CliError } from '../errors.ts';
import { commandLine, orCliError } from '../support.ts';

const USAGE = 'usage: riftcheck faq [--json] [--run DIR] [--engine NAME] [--all] [--data DIR]';
const HELP = `${USAGE}

Lists every official FAQ entry that Examples execute (tag @faq:<id>), with each Example's status in a
run: --run names a report directory or its results.json; by default reports/<engine>/latest (engine
"reference") when it exists, else the Examples are listed without a status. Then the entries that are
not executable, by reason, as ${FAQ_INDEX_FILE} gives them (--all: also each one's question).
Needs the rules data (the FAQs are read from it). Exits 1 when the index has a problem (the npm test gate).`;

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(
    () =>
      parseArgs({
        args: argv,
        options: {
          json: { type: 'boolean', default: false },
          run: { type: 'string' },
          engine: { type: 'string', default: 'reference' },
          all: { type: 'boolean', default: false },
          data: { type: 'string' },
          help: { type: 'boolean', short: 'h', default: false },
        },
        allowPositionals: false,
      }),
    HELP,
  );
  if (!parsed) return 0;
  const { values } = parsed;
  const dataDir = resolveDataDir(values.data);
  if (!dataDir) throw new CliError(needsDataMessage('faq'));
  const entries = faqEntries(orCliError(() => loadFaqs(dataDir), FaqError));
  const runPath = values.run ?? join(PROJECT_ROOT, 'reports', values.engine, 'latest');
  const results = values.run !== undefined || existsSync(runPath) ? orCliError(() => loadRun(runPath), RunFileError) : null;
  const index = buildFaqIndex(entries, indexFeatures(), readFaqIndexFile(PROJECT_ROOT), results?.scenarios ?? null);
  const summary = summarizeFaqIndex(index, results !== null);
  if (values.json) {
    const body = {
      run: results ? runPath : null,
      summary,
      executable: index.rows
        .filter((r) => r.examples.length)
        .map((r) => ({ id: r.entry.id, question: r.entry.question, cites: r.entry.cites, edition: r.entry.edition, examples: r.examples })),
      notExecutable: index.rows
        .filter((r) => r.reason)
        .map((r) => ({ id: r.entry.id, question: r.entry.question, reason: r.reason!.code, why: r.reason!.why })),
      problems: index.problems,
    };
    console.log(JSON.stringify(body, null, 2));
  } else console.log(formatFaqIndex(index, summary, results ? runPath : null, values.all));
  for (const p of index.problems) console.error(`problem: ${p}`);
  return index.problems.length ? 1 : 0;
}

export function formatFaqIndex(index: FaqIndex, s: FaqSummary, run: string | null, all: boolean): string {
  const out: string[] = [];
  const pct = (n: number, d: number) => (d ? `${Math.round((100 * n) / d)}%` : '-');
  out.push(
    `${s.entries} official FAQ entries; ${s.statingAnOutcome} state an outcome; ${s.executable} executable (${pct(s.executable, s.statingAnOutcome)} of those stating one)` +
      (s.passing === null ? '; no run read' : `; ${s.passing} passing in ${run}`),
    '',
    'Executable:',
  );
  for (const row of index.rows.filter((r) => r.examples.length)) {
    out.push(`  ${row.entry.id}  ${short(row.entry.question)}`);
    for (const ex of row.examples) out.push(`    ${ex.status ?? '-'}  ${ex.file}:${ex.line}  ${ex.name}  [${ex.rules.join(' ')}]`);
  }
  out.push('', 'Not executable:');
  for (const code of Object.keys(FAQ_REASONS) as Array<keyof typeof FAQ_REASONS>) {
    const rows = index.rows.filter((r) => r.reason?.code === code);
    if (!rows.length) continue;
    out.push(`  ${code} (${rows.length}): ${FAQ_REASONS[code]}`);
    for (const row of rows) {
      out.push(`    ${row.entry.id}: ${row.reason!.why}`);
      if (all) out.push(`      Q: ${short(row.entry.question)}`);
    }
  }
  return out.join('\n');
}

function short(text: string): string {
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}
