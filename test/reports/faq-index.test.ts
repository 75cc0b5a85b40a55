// The FAQ index (features/faq.yaml against @faq: tags) and the FAQ sources the HTML report shows beside a rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFaqIndex, faqSourcesOf, readFaqIndexFile, summarizeFaqIndex } from '../../reports/src/faq-index.ts';
import { htmlReport } from '../../reports/src/html.ts';
import type { RunReport } from '../../reports/src/run-report.ts';
import type { ScenarioResult } from '../../reports/src/results.ts';
import type { IndexedExample } from '../../reports/src/feature-index.ts';
import type { FaqEntry } from '../../rules/faq.ts';

const entry = (id: string): FaqEntry => ({
  id,
  document: id.split(':')[0]!,
  kind: 'question',
  section: null,
  question: `Question ${id}?`,
  answer: 'Answer.',
  cites: [],
  edition: 'v1.1',
  line: 1,
  source: `https://example.test/${id.split(':')[0]}`,
});
const example = (line: number, tags: string[]): IndexedExample => ({
  file: 'features/x.feature',
  line,
  name: `Example ${line}`,
  feature: 'X',
  ruleBlock: null,
  ruleIds: ['346'],
  edition: 'v1.4',
  tags,
  rowLines: [],
  gherkin: '',
});

function indexFile(yaml: string) {
  const root = mkdtempSync(join(tmpdir(), 'faq-index-'));
  mkdirSync(join(root, 'features'));
  writeFileSync(join(root, 'features', 'faq.yaml'), yaml);
  return readFaqIndexFile(root);
}

test('an entry is executable by its tag or listed with a reason; anything else, or stale, is a problem', () => {
  const entries = ['o:tagged', 'o:listed', 'o:forgotten', 'o:stale-reason', 'o:claimed'].map(entry);
  const file = indexFile(
    [
      'o:tagged: executable',
      'o:listed: { reason: needs-cards, why: "X is not in the catalog" }',
      'o:stale-reason: { reason: not-yet-written, why: "later" }',
      'o:claimed: executable',
      'o:gone: { reason: errata, why: "old" }',
      'o:bad: { reason: lazy, why: "no" }',
    ].join('\n'),
  );
  const features = { examples: [example(3, ['@faq:o:tagged']), example(9, ['@faq:o:stale-reason', '@faq:o:nowhere'])] };
  const index = buildFaqIndex(entries, features, file, [
    { file: 'features/x.feature', line: 3, status: 'passed' },
    { file: 'features/x.feature', line: 9, status: 'failed' },
  ]);
  assert.deepEqual(index.problems.sort(), [
    'features/faq.yaml: o:bad: unknown reason "lazy" (one of no-outcome, errata, tournament-procedure, not-1v1, hidden-information, needs-cards, engine-lacks, not-yet-written)',
    'features/faq.yaml: o:gone is stale: the official FAQs have no such entry',
    'features/x.feature:9: @faq:o:nowhere names no entry of the official FAQs',
    'o:claimed: listed as executable in features/faq.yaml but no Example carries @faq:o:claimed',
    'o:forgotten: neither executed by an Example (tag @faq:o:forgotten) nor listed in features/faq.yaml with a reason',
    'o:stale-reason: the reason in features/faq.yaml is stale: 1 Example(s) now execute it (list it as executable)',
  ]);
  const s = summarizeFaqIndex(index, true);
  assert.equal(s.entries, 5);
  assert.equal(s.executable, 2);
  assert.equal(s.passing, 1, 'o:stale-reason has a failing Example');
  assert.equal(s.notExecutable['needs-cards'], 1);
  assert.equal(s.statingAnOutcome, 5, 'needs-cards and not-yet-written entries still state an outcome');
});

test('the HTML report shows beside a rule the official FAQ entries its Examples execute, linked to their document', () => {
  const scenario = {
    id: 's1',
    file: 'features/x.feature',
    line: 3,
    name: 'Both sides die',
    feature: 'X',
    rules: { 'v1.4': ['346'] },
    tags: ['@rule:346', '@faq:origins:both-die'],
    status: 'passed',
    durationMs: 1,
    failure: null,
    transcript: [],
    reproduce: 'npx cucumber-js features/x.feature:3',
  } as unknown as ScenarioResult;
  const report = {
    engine: 'reference',
    edition: 'v1.4',
    suiteEdition: 'v1.4',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1,
    filters: { tags: null, shard: null, paths: [] },
    interrupted: null,
    totals: { passed: 1, failed: 0, unsupported: 0, errored: 0, total: 1 },
    chapters: [{ chapter: '346', title: null, totals: { passed: 1, failed: 0, unsupported: 0, errored: 0, total: 1 } }],
    scenarios: [scenario],
    rules: {},
    coverage: null,
    expectations: { file: null, unexpected: [], orphans: [], expectedNotPassing: 0, ok: true },
    notes: [],
    ...faqSourcesOf([scenario], [entry('origins:both-die'), entry('origins:other')]),
  } as unknown as RunReport;
  assert.deepEqual(Object.keys(report.faq!), ['origins:both-die'], 'only the entries the run executes');
  const html = htmlReport(report);
  assert.match(
    html,
    /<div class="faq-source">Official FAQ<ul><li><code>origins:both-die<\/code> <a href="https:\/\/example.test\/origins">Question origins:both-die\?<\/a><\/li><\/ul><\/div>/,
  );
  // without the FAQs loaded, the id alone
  const bare = htmlReport({ ...report, faq: undefined });
  assert.match(bare, /<li><code>origins:both-die<\/code> <\/li>/);
});
