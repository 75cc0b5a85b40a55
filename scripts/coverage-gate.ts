// The rule-coverage gate of npm test. Every numbered rule of v1.4 (000-899, the whole rulebook) and of the three seed
// documents (v1.0 512-597, v1.1 307-356, v1.2 352, through the crosswalk, so their rules that moved
// to v1.4 360-434 count too) must be covered by an Example or waived, except
// the gaps listed, each with its reason, in features/coverage-gaps.yaml. The gate fails on a missing
// rule that is not listed AND on a listed rule that is no longer missing, so the list only shrinks
// and always says exactly what is left to do.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { computeCoverage, coverageCounts, parseChapterRange } from '../reports/src/coverage.ts';
import { indexFeatures } from '../reports/src/feature-index.ts';
import { readWitnessedFile, WITNESSED_FILE, witnessedRuleIds } from '../reports/src/witnessed.ts';
import { loadCorpus } from '../rules/index.ts';
import { NEEDS_DATA_TO_TEST, PROJECT_ROOT, resolveDataDir } from '../rules/data-dir.ts';

const TARGETS: Array<{ edition: string; chapter: string; what: string }> = [
  { edition: 'v1.4', chapter: '000-899', what: 'the whole of the Core Rules' },
  { edition: 'v1.0', chapter: '512-597', what: 'seed 002' },
  { edition: 'v1.1', chapter: '307-356', what: 'seed 004' },
  { edition: 'v1.2', chapter: '352-352', what: 'seed 000' },
];
const GAPS_FILE = join(PROJECT_ROOT, 'features', 'coverage-gaps.yaml');

const dataDir = resolveDataDir();
if (!dataDir) {
  console.error(`coverage gate: ${NEEDS_DATA_TO_TEST}`);
  process.exit(2);
}
const corpus = loadCorpus({ dataDir });
const index = indexFeatures({});
// Which covered rules are witnessed is reported here and kept exact by the suite-strength check.
const witnessed = witnessedRuleIds(readWitnessedFile(), index);
const gaps = (parse(readFileSync(GAPS_FILE, 'utf8')) ?? {}) as Record<string, Record<string, string> | null>;

let bad = 0;
for (const t of TARGETS) {
  const report = computeCoverage(corpus, index, {
    edition: t.edition as never,
    chapter: parseChapterRange(t.chapter),
    witnessed,
    witnessSource: WITNESSED_FILE,
  });
  const listed = gaps[t.edition] ?? {};
  const missing = report.rows.filter((r) => r.status === 'missing').map((r) => r.id);
  const unlisted = missing.filter((id) => !(id in listed));
  const inRange = new Set(report.rows.map((r) => r.id));
  const healed = Object.keys(listed).filter((id) => inRange.has(id) && !missing.includes(id));
  const removed = report.totals.removed;
  const ok = unlisted.length === 0 && healed.length === 0 && report.problems.length === 0;
  if (!ok) bad++;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${t.edition} ${t.chapter} (${t.what}): ${report.rows.length} rules: ${coverageCounts(report.totals, false)} (${missing.length - unlisted.length} of the missing listed as gaps), ${removed} removed later`,
  );
  for (const id of unlisted) console.log(`     missing and not listed in features/coverage-gaps.yaml: ${t.edition} ${id}`);
  for (const id of healed) console.log(`     listed as a gap but now covered or waived (remove it from the list): ${t.edition} ${id}`);
  for (const p of report.problems) console.log(`     suite problem: ${JSON.stringify(p)}`);
}
const total = Object.values(gaps).reduce((n, g) => n + Object.keys(g ?? {}).length, 0);
console.log(`${total} listed gaps in features/coverage-gaps.yaml`);
process.exitCode = bad ? 1 : 0;
