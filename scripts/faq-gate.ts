// The official-FAQ gate of npm test: every entry of the official FAQs (rules/faq.ts) is executed by
// Examples tagged `@faq:<id>` or listed in features/faq.yaml with a reason, and nothing listed or
// tagged there is stale (see reports/src/faq-index.ts). Prints the counts either way.
import { NEEDS_DATA_TO_TEST, PROJECT_ROOT, resolveDataDir } from '../rules/data-dir.ts';
import { faqEntries, loadFaqs } from '../rules/faq.ts';
import { indexFeatures } from '../reports/src/feature-index.ts';
import { buildFaqIndex, readFaqIndexFile, summarizeFaqIndex } from '../reports/src/faq-index.ts';

const dataDir = resolveDataDir();
if (!dataDir) {
  console.error(`faq gate: ${NEEDS_DATA_TO_TEST}`);
  process.exit(2);
}
const index = buildFaqIndex(faqEntries(loadFaqs(dataDir)), indexFeatures({}), readFaqIndexFile(PROJECT_ROOT));
const s = summarizeFaqIndex(index, false);
const reasons = Object.entries(s.notExecutable)
  .filter(([, n]) => n)
  .map(([k, n]) => `${k} ${n}`)
  .join(', ');
console.log(`official FAQs: ${s.entries} entries, ${s.statingAnOutcome} state an outcome, ${s.executable} executable; not executable: ${reasons || 'none'}`);
for (const p of index.problems) console.error(`  ${p}`);
process.exit(index.problems.length ? 1 : 0);
