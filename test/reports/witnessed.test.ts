// Witnessing: which rules a suite-strength run shows the suite to catch mistakes in, how a run is
// compared with the committed record, and how coverage reads that record.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeCoverage, formatCoverage } from '../../reports/src/coverage.ts';
import { indexFeatureText } from '../../reports/src/feature-index.ts';
import type { FeatureIndex } from '../../reports/src/feature-index.ts';
import { mergeWitnessed, witnessDrift, witnessedRuleIds, witnessing } from '../../reports/src/witnessed.ts';
import type { MutantResult } from '../../reports/src/witnessed.ts';
import { parseWhyNotWitnessed } from '../../reports/src/why-not-witnessed.ts';
import { fakeCorpus, fakeEdition } from '../fixtures/corpus.ts';

const FILE = 'features/s.feature';
const SUITE = `@edition:v1.4
Feature: suite
  Rule: 301 Turns
    @rule:301
    Example: turns happen
      Given x

    @rule:302
    Example: things happen
      Given x

  @rule:303
  Rule: 303 Inherited
    Example: the tag comes from the Rule block
      Given x
`;

function suiteIndex(text = SUITE): FeatureIndex {
  return { root: '/', files: [FILE], ...indexFeatureText(text, FILE) };
}
const at = (line: number, name: string) => ({ file: FILE, line, name });
const TURNS = at(5, 'turns happen');
const THINGS = at(9, 'things happen');
const INHERITED = at(14, 'the tag comes from the Rule block');

test('a mutant killed by an Example carrying its rule tag witnesses that rule', () => {
  const file = witnessing([{ id: 'm1', ruleIds: ['301'], verdict: 'killed', failed: [TURNS, THINGS] }], suiteIndex());
  assert.deepEqual(file.witnessed, ['301']);
  assert.deepEqual(file.mutants, [{ id: 'm1', rules: ['301'], killed: true, witnessed: ['301'], killedBy: [{ ...TURNS, rules: ['301'] }] }]);
});

test('a mutant killed only by Examples that lack its tag is killed but witnesses nothing', () => {
  const file = witnessing([{ id: 'm1', ruleIds: ['301'], verdict: 'killed', failed: [THINGS, INHERITED] }], suiteIndex());
  assert.deepEqual(file.witnessed, []);
  assert.equal(file.mutants[0]!.killed, true);
  assert.deepEqual(file.mutants[0]!.witnessed, []);
  assert.deepEqual(file.mutants[0]!.killedBy, []);
});

test('a tag inherited from the Rule block witnesses, and a mutant of several rules witnesses only those its killers carry', () => {
  const file = witnessing([{ id: 'm2', ruleIds: ['303', '302', '301'], verdict: 'killed', failed: [INHERITED, THINGS] }], suiteIndex());
  assert.deepEqual(file.witnessed, ['302', '303']);
  assert.deepEqual(file.mutants[0]!.witnessed, ['303', '302']);
});

test('a surviving mutant witnesses nothing, and an errored one has no witnessing to record', () => {
  const survived = witnessing([{ id: 'm3', ruleIds: ['301'], verdict: 'survived', failed: [] }], suiteIndex());
  assert.deepEqual(survived.mutants[0], { id: 'm3', rules: ['301'], killed: false, witnessed: [], killedBy: [] });
  assert.throws(() => witnessing([{ id: 'm4', ruleIds: ['301'], verdict: 'error', failed: [] }], suiteIndex()), /m4 errored/);
});

const RESULTS: MutantResult[] = [
  { id: 'a', ruleIds: ['301'], verdict: 'killed', failed: [TURNS] },
  { id: 'b', ruleIds: ['302'], verdict: 'killed', failed: [THINGS] },
];

test('a run that witnesses less than the committed file is a loss; one that witnesses more, or through renamed Examples, differs', () => {
  const committed = witnessing(RESULTS, suiteIndex());
  assert.deepEqual(witnessDrift(committed, committed), { lostRules: [], gainedRules: [], mutants: [] });
  const weaker = witnessing([RESULTS[0]!, { id: 'b', ruleIds: ['302'], verdict: 'killed', failed: [TURNS] }], suiteIndex());
  const lost = witnessDrift(committed, weaker);
  assert.deepEqual(lost.lostRules, ['302']);
  assert.deepEqual(lost.mutants, ['b: no longer witnesses 302']);
  const stronger = witnessDrift(weaker, committed);
  assert.deepEqual(stronger.gainedRules, ['302']);
  assert.deepEqual(stronger.mutants, ['b: now also witnesses 302']);
  const moved = witnessing(
    [RESULTS[0]!, { id: 'b', ruleIds: ['302'], verdict: 'killed', failed: [at(9, 'things go on')] }],
    suiteIndex(SUITE.replace('Example: things happen', 'Example: things go on')),
  );
  assert.deepEqual(witnessDrift(committed, moved).mutants, ['b: killed by other tagged Examples now: features/s.feature: things go on (302)']);
  const removed = witnessDrift(committed, witnessing([RESULTS[0]!], suiteIndex()));
  assert.deepEqual(removed.mutants, ['b: in the file but no longer a mutant']);
});

test('a partial run is compared only through its own mutants, and a partial update keeps the others', () => {
  const committed = witnessing(RESULTS, suiteIndex());
  const onlyA = witnessing([RESULTS[0]!], suiteIndex());
  assert.deepEqual(witnessDrift(committed, onlyA, true), { lostRules: [], gainedRules: [], mutants: [] });
  const aSurvives = witnessing([{ id: 'a', ruleIds: ['301'], verdict: 'survived', failed: [] }], suiteIndex());
  assert.deepEqual(witnessDrift(committed, aSurvives, true).lostRules, ['301']);
  const merged = mergeWitnessed(committed, aSurvives, ['a', 'b']);
  assert.deepEqual(
    merged.mutants.map((m) => [m.id, m.killed]),
    [
      ['a', false],
      ['b', true],
    ],
  );
  assert.deepEqual(merged.witnessed, ['302']);
});

test('coverage counts a rule witnessed only while a recorded killer still exists with its tag', () => {
  const record = witnessing(RESULTS, suiteIndex());
  assert.deepEqual(
    [...witnessedRuleIds(record, suiteIndex())],
    [
      ['301', ['a']],
      ['302', ['b']],
    ],
  );
  const retagged = suiteIndex(SUITE.replace('@rule:302', '@rule:303'));
  assert.deepEqual([...witnessedRuleIds(record, retagged).keys()], ['301']);
  const renamed = suiteIndex(SUITE.replace('Example: turns happen', 'Example: turns go on'));
  assert.deepEqual([...witnessedRuleIds(record, renamed).keys()], ['302']);
  assert.equal(witnessedRuleIds(null, suiteIndex()).size, 0);
});

const v14 = fakeEdition('v1.4', [
  ['300', 'Heading', 'heading'],
  ['301', 'turns'],
  ['302', 'things'],
  ['303', 'more'],
  ['304', 'missing'],
  ['401', 'later'],
]);
const v11 = fakeEdition('v1.1', [
  ['300', 'Heading', 'heading'],
  ['301', 'turns'],
  ['302', 'things'],
]);
const corpus = fakeCorpus([v11, v14], []);

test('coverage splits covered rules into witnessed and tagged only, per rule, per chapter and in total', () => {
  const index = suiteIndex();
  const report = computeCoverage(corpus, index, { witnessed: witnessedRuleIds(witnessing([RESULTS[0]!], index), index), witnessSource: 'w.json' });
  assert.deepEqual(
    report.rows.map((r) => [r.id, r.status, r.level]),
    [
      ['300', 'missing', 'missing'],
      ['301', 'covered', 'witnessed'],
      ['302', 'covered', 'tagged-only'],
      ['303', 'covered', 'tagged-only'],
      ['304', 'missing', 'missing'],
      ['401', 'missing', 'missing'],
    ],
  );
  assert.deepEqual(report.rows[1]!.witnessedBy, ['a']);
  assert.deepEqual(report.totals, {
    rules: 6,
    covered: 3,
    witnessed: 1,
    'tagged-only': 2,
    waived: 0,
    missing: 3,
    removed: 0,
    stale: 0,
    coveredNonHeading: 3,
    witnessedNonHeading: 1,
    unexplained: 2,
  });
  const chapter = (
    n: number,
    counts: Partial<Record<'covered' | 'witnessed' | 'tagged-only' | 'missing' | 'coveredNonHeading' | 'witnessedNonHeading' | 'unexplained', number>>,
  ) => ({
    chapter: n,
    rules: 1,
    covered: 0,
    witnessed: 0,
    'tagged-only': 0,
    waived: 0,
    missing: 0,
    removed: 0,
    coveredNonHeading: 0,
    witnessedNonHeading: 0,
    unexplained: 0,
    ...counts,
  });
  assert.deepEqual(report.chapters, [
    chapter(300, { missing: 1 }),
    chapter(301, { covered: 1, witnessed: 1, coveredNonHeading: 1, witnessedNonHeading: 1 }),
    chapter(302, { covered: 1, 'tagged-only': 1, coveredNonHeading: 1, unexplained: 1 }),
    chapter(303, { covered: 1, 'tagged-only': 1, coveredNonHeading: 1, unexplained: 1 }),
    chapter(304, { missing: 1 }),
    chapter(401, { missing: 1 }),
  ]);
  const text = formatCoverage(report);
  assert.match(text, /^ {2}301\s+witnessed\s+1 example, e\.g\. features\/s\.feature:5 {2}mutant a$/m);
  assert.match(text, /^ {2}302\s+tagged-only\s+1 example/m);
  assert.match(
    text,
    /^ {2}302 +1 rule: {2}0 witnessed \(0% of covered non-heading rules\), 1 tagged only \(1 covered, 0 with a reason\), 0 waived, 0 missing$/m,
  );
  assert.match(text, /^6 rules: 1 witnessed \(33% of covered non-heading rules\), 2 tagged only \(3 covered, 0 with a reason\), 0 waived, 3 missing$/m);
});

test('an older edition is witnessed through its counterpart in the suite edition', () => {
  const index = suiteIndex();
  const older = fakeCorpus(
    [v11, v14],
    [
      ['v1.1', '301', 'v1.4', '301', 'identical'],
      ['v1.1', '302', 'v1.4', '302', 'identical'],
      ['v1.1', '300', 'v1.4', '300', 'identical'],
    ],
  );
  const report = computeCoverage(older, index, { edition: 'v1.1', witnessed: witnessedRuleIds(witnessing(RESULTS.slice(1), index), index) });
  assert.deepEqual(
    report.rows.map((r) => [r.id, r.level]),
    [
      ['300', 'missing'],
      ['301', 'tagged-only'],
      ['302', 'witnessed'],
    ],
  );
  assert.match(formatCoverage(report), /no witnessed rules recorded/);
});

test('a note in features/why-not-witnessed/ explains a tagged-only rule, and is a problem once the rule is witnessed', () => {
  const parsed = parseWhyNotWitnessed('"302": restates 301 for things\n"303": ""\nnot-a-rule: x\n', 'features/why-not-witnessed/t.yaml');
  assert.deepEqual([...parsed.notes.keys()], ['302']);
  assert.deepEqual(
    parsed.problems.map((p) => p.message),
    ['303 needs a reason', '"not-a-rule" is not a rule id'],
  );
  assert.match(parseWhyNotWitnessed('- a list\n', 'x.yaml').problems[0]!.message, /map/);

  const index = { ...suiteIndex(), whyNotWitnessed: new Map([...parsed.notes, ['301', { reason: 'claims too little', file: 'n.yaml' }]]) };
  const report = computeCoverage(corpus, index, { witnessed: witnessedRuleIds(witnessing([RESULTS[0]!], index), index), witnessSource: 'w.json' });
  const row = (id: string) => report.rows.find((r) => r.id === id)!;
  assert.equal(row('302').whyNotWitnessed, 'restates 301 for things');
  assert.equal(row('303').whyNotWitnessed, null);
  assert.equal(row('301').whyNotWitnessed, null, 'a witnessed rule needs no reason');
  assert.equal(report.totals.unexplained, 1);
  assert.deepEqual(
    report.problems.map((p) => p.message),
    ['301 is witnessed now: remove its note'],
  );
  assert.match(formatCoverage(report), /^ {2}302\s+tagged-only\s+.*not witnessed: restates 301 for things$/m);
});
