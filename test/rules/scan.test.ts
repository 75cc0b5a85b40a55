// The scanner, the text normaliser and the small parsers, on inputs written here: no data needed.
import { after, test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { leadingRuleNumber, scanHtmlTableRows, scanNumberedLines } from '../../rules/scan.ts';
import { buildEdition, looksLikeHeading } from '../../rules/build-edition.ts';
import { normalizeText, referencedIds, splitExamples } from '../../rules/text.ts';
import { canonicalRuleId, compareRuleIds } from '../../rules/rule-id.ts';
import { parseOverrides } from '../../rules/crosswalk-overrides.ts';
import { tableCrosswalk } from '../../rules/crosswalk-table.ts';
import { ImportError, loadCorpus, wordDiff } from '../../rules/index.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRules } from '../../cli/commands/rules.ts';
import { CliError } from '../../cli/errors.ts';

const meta = { id: 'v1.1', version: '1.1', date: '2025-10-01', name: 'Origins', origin: 'data' } as const;

describe('rule numbers at the start of a line', () => {
  test('a number ends at the first space: a list marker after it is text', () => {
    assert.deepEqual(leadingRuleNumber('354.  1.  Remove the card'), { id: '354', rest: '  1.  Remove the card' });
    assert.equal(leadingRuleNumber('322.3  2a.  All Units')?.id, '322.3');
    assert.equal(leadingRuleNumber('352.2.a  By default')?.id, '352.2.a');
    assert.equal(leadingRuleNumber('359.3.f.3.a.1 In the case')?.id, '359.3.f.3.a.1');
    assert.equal(leadingRuleNumber('143.')?.id, '143');
  });
  test('numbers inside text, years and glued text are not rule numbers', () => {
    assert.equal(leadingRuleNumber('352.2., they chose to play'), null);
    assert.equal(leadingRuleNumber('729.XP is a resource'), null);
    assert.equal(leadingRuleNumber('2025-10-01'), null);
    assert.equal(leadingRuleNumber('12 Rune Cards'), null);
  });
});

describe('scanning a source', () => {
  test('numbers on their own line, text below, page marks between (the v1.1 layout)', () => {
    const src = [
      'Riftbound Core Rules Last Updated: 2025-10-01',
      '352.',
      '2. Make necessary choices.',
      '<!-- PAGE 9 -->',
      '352.1.',
      'If the card is a spell,',
      'those choices are made now.',
    ].join('\n');
    const { entries, preamble } = scanNumberedLines(src);
    assert.deepEqual(
      entries.map((e) => [e.id, e.line]),
      [
        ['352', 2],
        ['352.1', 5],
      ],
    );
    assert.equal(normalizeText(entries[1].text), 'If the card is a spell, those choices are made now.');
    assert.equal(preamble[0].line, 1);
  });
  test('a "See rule" wrapped onto the next line does not start a rule', () => {
    const src = '352.4.b. Choices for triggered abilities are made later. See rule\n375. Triggered Abilities for more information.\n352.5. Targeting';
    const { entries } = scanNumberedLines(src);
    assert.deepEqual(
      entries.map((e) => e.id),
      ['352.4.b', '352.5'],
    );
    assert.match(normalizeText(entries[0].text), /See rule 375\. Triggered/);
  });
  test('HTML table rows: a row with an empty number cell continues the rule above', () => {
    const src =
      '<table><tr><td>530.</td><td>Once relevant, stay relevant.</td></tr><tr><td></td><td>Example: a case.</td></tr>\n<tr><td>530.1.</td><td>A &quot;quoted&quot; word.</td></tr></table>';
    const { entries } = scanHtmlTableRows(src);
    assert.deepEqual(
      entries.map((e) => [e.id, e.line]),
      [
        ['530', 1],
        ['530.1', 2],
      ],
    );
    assert.equal(normalizeText(entries[0].text), 'Once relevant, stay relevant. Example: a case.');
    assert.equal(entries[1].text, 'A "quoted" word.');
  });
});

describe('building an edition', () => {
  test('parents, children, headings, examples and references', () => {
    const { entries } = scanNumberedLines(
      '300. Playing the Game\n301. A rule. See rule 301.1.\n301.1. A sub-rule. Example: one. Example: two.\n301.1.a. Deeper.',
    );
    const e = buildEdition(meta, 'x.txt', entries);
    assert.equal(e.rules.get('300')!.kind, 'heading');
    assert.equal(e.rules.get('301')!.kind, 'rule');
    assert.deepEqual(e.rules.get('301')!.children, ['301.1']);
    assert.equal(e.rules.get('301.1.a')!.parent, '301.1');
    assert.deepEqual(e.rules.get('301.1')!.examples, ['Example: one.', 'Example: two.']);
    assert.equal(e.rules.get('301.1')!.statement, 'A sub-rule.');
    assert.deepEqual(e.rules.get('301')!.refs, ['301.1']);
  });
  test('a number printed twice is folded and listed, a missing parent is listed', () => {
    const { entries } = scanNumberedLines('143. Gear\n143. Gear are:\n143.1. A Game Object\n720. Inactive\n721.1. Ignored text.');
    const e = buildEdition(meta, 'x.txt', entries);
    assert.deepEqual(e.ids, ['143', '143.1', '720', '721.1']);
    assert.equal(e.rules.get('143')!.text, 'Gear are:');
    assert.deepEqual(
      e.anomalies.map((a) => [a.kind, a.id, a.line]),
      [
        ['repeated-number', '143', 2],
        ['missing-parent', '721.1', 5],
      ],
    );
    assert.equal(e.rules.get('721.1')!.parent, null);
  });
  test('malformed sources name the file and the line', () => {
    assert.throws(
      () => buildEdition(meta, 'rules/raw/empty.txt', []),
      (err: unknown) => err instanceof ImportError && /rules\/raw\/empty\.txt: no numbered rules/.test(err.message),
    );
    const { entries } = scanNumberedLines('100. Game Concepts\n101.\n102. Fine.');
    assert.throws(
      () => buildEdition(meta, 'f.txt', entries),
      (err: unknown) => err instanceof ImportError && err.message === 'f.txt:2: rule 101 has no text',
    );
  });
});

describe('text', () => {
  test('ligatures, doubled spaces, spaces before commas and list markers are normalised', () => {
    assert.equal(normalizeText('2.  For  Units ,  choose  a  battleﬁeld .'), 'For Units, choose a battlefield.');
    assert.equal(normalizeText('*  Gear and spells say "this."'), 'Gear and spells say "this."');
    assert.equal(normalizeText('Playing a Card.See rule 554.'), 'Playing a Card. See rule 554.');
  });
  test('examples: "Example:" anywhere, "e.g.," only at the start of a sentence', () => {
    assert.deepEqual(splitExamples('Rule. e.g., one. e.g., two.').examples, ['e.g., one.', 'e.g., two.']);
    assert.deepEqual(splitExamples('Costs (e.g., energy) are paid.').examples, []);
  });
  test('references: single, listed, with or without the trailing dot', () => {
    assert.deepEqual(referencedIds('See rule 716 Attachment. See rules 352.6, 352.10 and 352.12.'), ['716', '352.6', '352.10', '352.12']);
    assert.deepEqual(referencedIds('the rules text says'), []);
  });
  test('ids: canonical spelling and document order', () => {
    assert.equal(canonicalRuleId('352.10.D.'), '352.10.d');
    assert.equal(canonicalRuleId('2'), '002');
    assert.equal(canonicalRuleId('abc'), null);
    const sorted = ['355.10', '355.2', '355', '355.1.a', '356', '355.1'].sort(compareRuleIds);
    assert.deepEqual(sorted, ['355', '355.1', '355.1.a', '355.2', '355.10', '356']);
    assert.equal(looksLikeHeading('Awaken Phase'), true);
    assert.equal(looksLikeHeading('12 Rune Cards'), false);
  });
  test('word diff keeps the common words and marks the rest', () => {
    assert.deepEqual(wordDiff('its Might is zero', 'its Might is null'), [
      { op: '=', text: 'its Might is' },
      { op: '-', text: 'zero' },
      { op: '+', text: 'null' },
    ]);
    assert.deepEqual(wordDiff('', 'new text'), [{ op: '+', text: 'new text' }]);
  });
});

describe('crosswalk data files', () => {
  test('overrides: ids only, errors carry the line', () => {
    const o = parseOverrides("v1.0 -> v1.1:\n  '142': '143'\n  '528': null\n");
    assert.deepEqual(
      o.map((x) => [x.from, x.to, x.id, x.counterpart, x.line]),
      [
        ['v1.0', 'v1.1', '142', '143', 2],
        ['v1.0', 'v1.1', '528', null, 3],
      ],
    );
    assert.throws(() => parseOverrides("v1.0 -> v2.0:\n  '1': null\n", 'o.yaml'), /^ImportError: o\.yaml:1:|o\.yaml:1: /);
    assert.throws(() => parseOverrides("v1.0 -> v1.1:\n  '142': 'Gear'\n", 'o.yaml'), /o\.yaml:2: "Gear" is not a rule id/);
  });
  test('the shipped table format round-trips and rejects a bad cell with its line', () => {
    const e = buildEdition({ ...meta, id: 'v1.0', origin: 'seeds' }, 's.txt', scanNumberedLines('559. Choices.').entries);
    const table = '# header\nv1.0\t559\t=\t352:r\t352:r\t355:R\t355:R\n';
    const cw = tableCrosswalk(table, [e]);
    assert.deepEqual(cw.map('v1.0', '559', 'v1.4'), { edition: 'v1.4', id: '355', how: 'renumbered-edited' });
    assert.equal(cw.row('v1.0', '559').length, 4);
    assert.throws(() => tableCrosswalk('v1.0\t559\t=\t352:x\t-\t-\t-\n', [e]), /crosswalk\.tsv:1: bad cell "352:x"/);
  });
});

describe('a data directory with broken rules files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'riftcheck-rules-'));
  mkdirSync(join(dir, 'rules', 'raw'), { recursive: true });
  const write = (name: string, text: string) => writeFileSync(join(dir, 'rules', 'raw', name), text);
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('a file that names another date is refused at its line', () => {
    write('v1.0_2025-06-02.txt', '# Riftbound Core Rules\nLast Updated: 2025-06-09\n000. Golden and Silver Rules\n');
    assert.throws(
      () => loadCorpus({ dataDir: dir }),
      (err: unknown) =>
        err instanceof ImportError && err.message === 'rules/raw/v1.0_2025-06-02.txt:2: says it was last updated 2025-06-09, expected 2025-06-02',
    );
  });

  test('an empty file, then a missing one, are named; the command prints one line and exits 2', async () => {
    write('v1.0_2025-06-02.txt', '');
    assert.throws(() => loadCorpus({ dataDir: dir }), /rules\/raw\/v1\.0_2025-06-02\.txt: no numbered rules found/);
    write('v1.0_2025-06-02.txt', '000. Golden and Silver Rules\n001. Golden Rule\n');
    assert.throws(
      () => loadCorpus({ dataDir: dir }),
      /^ImportError: rules\/raw\/v1\.1_2025-10-01\.txt: file not found$|rules\/raw\/v1\.1_2025-10-01\.txt: file not found/,
    );
    await assert.rejects(
      runRules(['stats', '--data', dir], { out: () => {} }),
      (err: unknown) => err instanceof CliError && err.exitCode === 2 && err.message === 'rules/raw/v1.1_2025-10-01.txt: file not found',
    );
  });
});
