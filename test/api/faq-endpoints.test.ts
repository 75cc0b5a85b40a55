// GET /rulings/faq, GET /rulings/faq/{id} and the FAQ entries POST /rulings/outcome answers with, over
// the official FAQs when the data is present, else over a small made-up document.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { faqEntries, loadFaqs, parseFaqDocument, type FaqEntry } from '../../rules/faq.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { faqIdsOf, readFaqIndexFile } from '../../reports/src/faq-index.ts';
import { indexFeatures } from '../../reports/src/feature-index.ts';
import { call, referenceApp, smallSetup } from './support.ts';
import { dataDir, needsData } from '../support/data.ts';

const made = parseFaqDocument(
  {
    id: 'riftbound-origins-faq',
    title: 'Made up',
    publishedAt: '2026-07-20',
    originUrl: 'https://example.test/faq',
    content: [
      '## Choices',
      '### Q: Does a spell that chooses a unit target it?',
      'Yes, per rule 355.10.d.',
      '### Q: Is there a limit to deck thickness?',
      'No.',
    ].join('\n'),
  },
  0,
).entries;
const listing = {
  listings: new Map([['origins:limit-deck-thickness', { executable: false as const, reason: 'no-outcome' as const, why: 'made up' }]]),
  problems: [],
};
// no Example of the suite tags these made-up entries
const app = referenceApp({ faqs: () => made, faqIndexFile: () => listing, featureIndex: () => ({ examples: [] }) });

test('GET /rulings/faq lists every entry with its citations in the suite edition and why it is not executable', async () => {
  const res = await call(app, 'GET', '/rulings/faq');
  assert.equal(res.status, 200);
  assert.deepEqual(
    res.body.entries.map((e: { id: string; cites: string[]; rules: string[]; notExecutable: unknown }) => [e.id, e.cites, e.rules, e.notExecutable]),
    [
      // published under v1.4, so its citation is already in the suite's numbering
      ['origins:spell-chooses-unit-target', ['355.10.d'], ['355.10.d'], null],
      ['origins:limit-deck-thickness', [], [], { reason: 'no-outcome', why: 'made up' }],
    ],
  );
  const byRule = await call(app, 'GET', '/rulings/faq?rule=355.10');
  assert.deepEqual(
    byRule.body.entries.map((e: { id: string }) => e.id),
    ['origins:spell-chooses-unit-target'],
  );
  assert.deepEqual((await call(app, 'GET', '/rulings/faq?document=spiritforged')).body.entries, []);
});

test('GET /rulings/faq/{id}: the question, answer, citations and source; unknown 404, malformed 400', async () => {
  const res = await call(app, 'GET', '/rulings/faq/origins:spell-chooses-unit-target');
  assert.equal(res.status, 200);
  assert.equal(res.body.question, 'Does a spell that chooses a unit target it?');
  assert.equal(res.body.answer, 'Yes, per rule 355.10.d.');
  assert.equal(res.body.source, 'https://example.test/faq');
  assert.equal(res.body.section, 'Choices');
  assert.deepEqual(res.body.scenarios, []);
  const unknown = await call(app, 'GET', '/rulings/faq/origins:no-such-question');
  assert.equal(unknown.status, 404);
  assert.match(unknown.body.detail, /no official FAQ entry "origins:no-such-question"/);
  for (const [path, field] of [
    ['/rulings/faq/no-colon', 'path.faqId'],
    ['/rulings/faq?rule=chain', 'query.rule'],
    ['/rulings/faq?document=Origins!', 'query.document'],
  ]) {
    const bad = await call(app, 'GET', path!);
    assert.equal(bad.status, 400, path);
    assert.equal(bad.body.errors[0].path, field, path);
  }
});

test('without FAQs the FAQ routes answer 503 and an outcome comes with no FAQ entries', async () => {
  const bare = referenceApp({ faqs: undefined });
  assert.equal((await call(bare, 'GET', '/rulings/faq')).status, 503);
  assert.equal((await call(bare, 'GET', '/rulings/faq/origins:standard-move')).status, 503);
  const outcome = await call(bare, 'POST', '/rulings/outcome', { setup: smallSetup(), actions: [{ kind: 'pass', player: 'Alice' }] });
  assert.equal(outcome.status, 200);
  assert.deepEqual(outcome.body.faq, []);
});

test('POST /rulings/outcome answers with the FAQ entries that rest on the rules it cites', async () => {
  const request = { setup: smallSetup(), actions: [{ kind: 'end-turn', player: 'Alice' }] };
  const plain = await call(app, 'POST', '/rulings/outcome', request);
  const cited: string[] = plain.body.rules;
  assert.ok(cited.length >= 2, `ending a turn cites rules: ${cited.join(' ')}`);
  // one entry citing two of the outcome's rules, one citing one, one citing none: most shared first
  const entries: FaqEntry[] = [
    { ...made[1]!, id: 'origins:one', cites: [cited[0]!, '999.9'] },
    { ...made[1]!, id: 'origins:none', cites: ['999.9'] },
    { ...made[0]!, id: 'origins:two', cites: [cited[1]!, cited[0]!] },
  ].map((e) => ({ ...e, edition: 'v1.4' }));
  const withFaq = referenceApp({ faqs: () => entries, faqIndexFile: () => listing });
  const outcome = await call(withFaq, 'POST', '/rulings/outcome', request);
  assert.equal(outcome.status, 200);
  assert.deepEqual(outcome.body.faq, [
    { id: 'origins:two', question: made[0]!.question, rules: [cited[1], cited[0]] },
    { id: 'origins:one', question: made[1]!.question, rules: [cited[0]] },
  ]);
});

test('the official FAQs over HTTP: every entry listed, executed ones with their Examples, citations mapped to v1.4', { skip: needsData }, async () => {
  const entries = faqEntries(loadFaqs(dataDir!));
  const real = referenceApp({ faqs: () => entries, faqIndexFile: () => readFaqIndexFile(PROJECT_ROOT) });
  const list = await call(real, 'GET', '/rulings/faq');
  assert.equal(list.status, 200);
  assert.equal(list.body.entries.length, entries.length);
  const tagged = indexFeatures().examples.filter((e) => faqIdsOf(e).length);
  for (const ex of tagged.slice(0, 5)) {
    const id = faqIdsOf(ex)[0]!;
    const one = await call(real, 'GET', `/rulings/faq/${id}`);
    assert.equal(one.status, 200, id);
    assert.ok(
      one.body.scenarios.some((s: { file: string; line: number }) => s.file === ex.file && s.line === ex.line),
      `${id} lists ${ex.file}:${ex.line}`,
    );
    for (const r of ex.ruleIds) assert.ok(one.body.rules.includes(r), `${id} rests on ${r}`);
  }
  // the Unleashed FAQ cites v1.3's 461.3.d; the answer's rules are in v1.4's numbering
  const results = await call(real, 'GET', '/rulings/faq/unleashed:results-combat');
  assert.equal(results.body.edition, 'v1.3');
  assert.deepEqual(results.body.cites, ['461.3.d']);
  assert.ok(results.body.rules.every((r: string) => /^\d{3}/.test(r)));
});
