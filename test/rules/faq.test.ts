// The FAQ loader: how each shape of document is split, how ids are made, and the real file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { citedRules, editionInForce, faqDocumentId, faqEntries, faqSlug, loadFaqs, parseFaqDocument } from '../../rules/faq.ts';
import { dataDir, needsData } from '../support/data.ts';

const doc = (id: string, content: string, publishedAt = '2025-10-16T19:00:00.000Z') => ({ id, title: id, content, publishedAt, originUrl: 'https://x' });

test('document ids drop the words every FAQ shares; slugs keep the first six words that say something', () => {
  assert.equal(faqDocumentId('riftbound-origins-faq'), 'origins');
  assert.equal(faqDocumentId('unleashed-rules-faq-and-clarifications'), 'unleashed');
  assert.equal(faqDocumentId('rq-vegas-2026-rulings'), 'rq-vegas-2026');
  assert.equal(faqSlug('Q: What happens when both sides in combat have the same total Might?'), 'both-sides-combat-same-total-might');
  assert.equal(faqSlug('Whatʼs the standard move?'), 'standard-move');
});

test('rule citations: after "rule", or dotted; quoted rules text glued to its number is not part of it', () => {
  assert.deepEqual(citedRules('per rule 375, and rules 718.2. and 135.4. (see 437.2.a.)'), ['375', '718.2', '135.4', '437.2.a']);
  assert.deepEqual(citedRules('187.4.c.If a player has 12 units, 323.5.3b. applies'), ['187.4.c', '323.5.3b']);
  assert.deepEqual(citedRules('at 8 points with 100 cards'), []);
});

test('the edition in force is the newest published on or before the document', () => {
  assert.equal(editionInForce('2025-10-16T19:00:00.000Z'), 'v1.1');
  assert.equal(editionInForce('2026-04-29'), 'v1.3');
  assert.equal(editionInForce('2025-01-01'), 'v1.0');
});

test('a document of questions: each "### Q:" is an entry; card texts under it stay in its answer; sections only group', () => {
  const d = parseFaqDocument(
    doc(
      'riftbound-origins-faq',
      [
        '## Combat',
        '',
        '### Q: What happens when both sides have the same Might?',
        '',
        'Both die.',
        '',
        '### Some Card (revised text)',
        '',
        '<img src="x.png" />',
        '',
        'Deal 3.',
        '',
        '## Other Card',
        '',
        '### Q: So... What does this card do?',
        'It deals 3 (rule 328.1).',
        '#### A clarification',
        'Clarified.',
      ].join('\n'),
    ),
    0,
  );
  assert.equal(d.id, 'origins');
  assert.equal(d.edition, 'v1.1');
  assert.deepEqual(
    d.entries.map((e) => [e.id, e.kind, e.section, e.line]),
    [
      ['origins:both-sides-same-might', 'question', 'Combat', 3],
      ['origins:other-card-card', 'question', 'Other Card', 15],
      ['origins:other-card-clarification', 'clarification', 'Other Card', 17],
    ],
  );
  assert.equal(d.entries[0]!.answer, 'Both die.\n\nSome Card (revised text)\n\nDeal 3.');
  assert.deepEqual(d.entries[1]!.cites, ['328.1']);
});

test('a document of clarifications: each "###" is an entry, a section without them is one, credits are not', () => {
  const d = parseFaqDocument(
    doc(
      'rq-vegas-2026-rulings',
      ['Source: x', '## Rules', '### Same', 'A.', '### Same', 'B.', '## Policy', '- Rounds last 60 minutes.', '## Credits', 'Someone.'].join('\n'),
    ),
    0,
  );
  assert.deepEqual(
    d.entries.map((e) => [e.id, e.answer]),
    [
      ['rq-vegas-2026:rules-same', 'A.'],
      ['rq-vegas-2026:rules-same-2', 'B.'],
      ['rq-vegas-2026:policy', '- Rounds last 60 minutes.'],
    ],
  );
});

test('plain-line questions after "Frequently Asked Questions"; the sections before it are clarifications', () => {
  const d = parseFaqDocument(
    doc(
      'unleashed-rules-faq',
      [
        'Intro.',
        '## Legion',
        'Legion checks 323.6.',
        'Frequently Asked Questions',
        '<img src="y" />',
        'Can Legion count tokens?',
        'Yes. Really? No.',
        'Why?',
        'Because.',
      ].join('\n'),
      '2026-04-29',
    ),
    0,
  );
  assert.deepEqual(
    d.entries.map((e) => [e.id, e.kind, e.answer, e.cites]),
    [
      ['unleashed:legion', 'clarification', 'Legion checks 323.6.', ['323.6']],
      ['unleashed:legion-count-tokens', 'question', 'Yes. Really? No.', []],
      // a question of filler words alone is named by its section
      ['unleashed:frequently-asked-questions', 'question', 'Because.', []],
    ],
  );
});

test('a document without content is refused with the position', () => {
  assert.throws(() => parseFaqDocument({ id: 'x', title: 't', publishedAt: '2026-01-01' }, 2), /document #3 has no "content" string/);
});

test('the official FAQs: four documents, every entry with a question, an answer and a unique id', { skip: needsData }, () => {
  const docs = loadFaqs(dataDir!);
  assert.deepEqual(
    docs.map((d) => [d.id, d.edition]),
    [
      ['unleashed', 'v1.3'],
      ['spiritforged', 'v1.2'],
      ['origins', 'v1.1'],
      ['rq-vegas-2026', 'v1.2'],
    ],
  );
  const entries = faqEntries(docs);
  assert.equal(new Set(entries.map((e) => e.id)).size, entries.length);
  for (const e of entries) {
    assert.ok(e.question && e.answer, e.id);
    assert.doesNotMatch(e.answer, /<img/, e.id);
    assert.match(e.id, /^[a-z0-9-]+:[a-z0-9-]+$/);
  }
  const origins = docs.find((d) => d.id === 'origins')!;
  // the Origins FAQ asks 97 questions, each under "### Q:"
  assert.equal(origins.entries.length, 97);
  assert.ok(origins.entries.every((e) => e.kind === 'question'));
  const tie = entries.find((e) => e.id === 'origins:both-sides-combat-same-total-might')!;
  assert.match(tie.answer, /nobody will score a point/);
  const results = entries.find((e) => e.id === 'unleashed:results-combat')!;
  assert.deepEqual(results.cites, ['461.3.d']);
  // the Unleashed FAQ's plain-line questions are found
  assert.ok(entries.some((e) => e.id === 'unleashed:play-counter-strike-response-opponents-elder' && /will not die/.test(e.answer)));
});
