import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeCoverage, EditionNotLoadedError, formatCoverage, parseChapterRange } from '../../reports/src/coverage.ts';
import { indexFeatureText } from '../../reports/src/feature-index.ts';
import type { FeatureIndex } from '../../reports/src/feature-index.ts';
import { fakeCorpus, fakeEdition } from '../fixtures/corpus.ts';

const SUITE = `@edition:v1.4
Feature: suite
  Rule: 301 Turns
    @rule:301 @rule:301.1
    Example: one
      Given x
  @waived:heading @rule:300
  Rule: 300 Heading
  Rule: 302 Misc
    @rule:302.9
    Example: typo
      Given x
`;

function suiteIndex(text = SUITE): FeatureIndex {
  return { root: '/', files: ['features/s.feature'], ...indexFeatureText(text, 'features/s.feature') };
}

const v10 = fakeEdition('v1.0', [
  ['500', 'Old heading', 'heading'],
  ['501', 'turns happen'],
  ['502', 'invitations'],
  ['503', 'steps'],
  ['504', 'gone later'],
]);
const v11 = fakeEdition('v1.1', [
  ['300', 'Heading', 'heading'],
  ['301', 'turns happen'],
  ['301.1', 'steps'],
  ['303', 'gone later'],
]);
const v14 = fakeEdition('v1.4', [
  ['300', 'Heading', 'heading'],
  ['301', 'turns happen'],
  ['301.1', 'steps in order'],
  ['302', 'things'],
  ['303', 'other'],
]);
const corpus = fakeCorpus(
  [v10, v11, v14],
  [
    ['v1.0', '500', 'v1.4', '300', 'renumbered'],
    ['v1.0', '501', 'v1.4', '301', 'renumbered'],
    ['v1.0', '502', 'v1.1', null, 'none'],
    ['v1.0', '502', 'v1.4', null, 'none'],
    ['v1.0', '503', 'v1.4', '301.1', 'renumbered-edited'],
    ['v1.0', '504', 'v1.1', '303', 'renumbered'],
    ['v1.0', '504', 'v1.4', null, 'none'],
  ],
);

test('each rule of the suite edition is covered, waived or missing, computed from the tags', () => {
  const report = computeCoverage(corpus, suiteIndex(), { chapter: [300, 303] });
  assert.equal(report.suiteEdition, 'v1.4');
  assert.deepEqual(
    report.rows.map((r) => [r.id, r.status]),
    [
      ['300', 'waived'],
      ['301', 'covered'],
      ['301.1', 'covered'],
      ['302', 'missing'],
      ['303', 'missing'],
    ],
  );
  assert.deepEqual(report.rows[0]!.waiver, { reason: 'heading', file: 'features/s.feature', line: 8 });
  assert.deepEqual(report.rows[1]!.examples, [{ file: 'features/s.feature', line: 5, name: 'one' }]);
  assert.deepEqual(report.totals, {
    rules: 5,
    covered: 2,
    witnessed: 0,
    'tagged-only': 2,
    waived: 1,
    missing: 2,
    removed: 0,
    stale: 0,
    coveredNonHeading: 2,
    witnessedNonHeading: 0,
    unexplained: 2,
  });
  assert.deepEqual(
    report.problems.map((p) => [p.line, p.message]),
    [[11, '@rule:302.9 names no rule of v1.4']],
  );
});

test('the chapter range filters by top-level number', () => {
  const report = computeCoverage(corpus, suiteIndex(), { chapter: [301, 301] });
  assert.deepEqual(
    report.rows.map((r) => r.id),
    ['301', '301.1'],
  );
  assert.deepEqual(parseChapterRange('301-359'), [301, 359]);
  assert.deepEqual(parseChapterRange('352'), [352, 352]);
  assert.equal(parseChapterRange('359-301'), null);
  assert.equal(parseChapterRange('abc'), null);
});

test('an older edition maps through the crosswalk: removed names the edition that removed it, edited text is stale', () => {
  const report = computeCoverage(corpus, suiteIndex(), { edition: 'v1.0' });
  const byId = Object.fromEntries(report.rows.map((r) => [r.id, r]));
  assert.equal(byId['500']!.status, 'waived');
  assert.equal(byId['501']!.status, 'covered');
  assert.equal(byId['501']!.stale, false);
  assert.equal(byId['503']!.status, 'covered');
  assert.equal(byId['503']!.suiteId, '301.1');
  assert.equal(byId['503']!.stale, true);
  assert.equal(byId['502']!.status, 'removed');
  assert.equal(byId['502']!.removedIn, 'v1.1');
  assert.equal(byId['504']!.removedIn, 'v1.4', 'still in v1.1, gone in v1.4');
  assert.deepEqual(report.totals, {
    rules: 5,
    covered: 2,
    witnessed: 0,
    'tagged-only': 2,
    waived: 1,
    missing: 0,
    removed: 2,
    stale: 1,
    coveredNonHeading: 2,
    witnessedNonHeading: 0,
    unexplained: 2,
  });
  const text = formatCoverage(report);
  assert.match(text, /502\s+removed\s+removed in v1\.1/);
  assert.match(text, /503\s+tagged-only\*\s+-> v1\.4 301\.1 \(renumbered-edited, stale: text differs\)/);
  assert.match(
    text,
    /5 rules: 0 witnessed \(0% of covered non-heading rules\), 2 tagged only \(2 covered, 0 with a reason\), 1 waived, 0 missing, 2 removed in later editions \(1 stale\)/,
  );
});

test('without the suite edition loaded, coverage says which edition is absent', () => {
  const seedsOnly = fakeCorpus([v10, v11]);
  assert.throws(
    () => computeCoverage(seedsOnly, suiteIndex(), { edition: 'v1.0' }),
    (err: unknown) => err instanceof EditionNotLoadedError && err.edition === 'v1.4',
  );
});
