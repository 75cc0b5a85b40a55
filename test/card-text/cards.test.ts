// The compiler over the real card list (needs the Riftbound data), and the errata reader (inline).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeTargets, compileCardText, decompile, sameText } from '../../reference-engine/card-text/index.ts';
import { loadCardList, type CardRecord } from '../../rules/card-list.ts';
import { parseErrataNotes, toGallerySymbols, wording } from '../../rules/errata.ts';
import { dataDir, needsData } from '../support/data.ts';

// the cards the rules' own examples name
const RULE_EXAMPLE_CARDS = [
  'Fox-Fire',
  'Cruel Patron',
  'Void Seeker',
  'Last Breath',
  'Sky Splitter',
  'Eager Apprentice',
  'Legion Rearguard',
  'Clockwork Keeper',
  "Zhonya's Hourglass",
  'Baited Hook',
  'Garbage Grabber',
  'Dr. Mundo',
];

describe('errata notes', () => {
  const notes = [
    '### Some Card',
    '',
    '### [NEW TEXT]',
    '',
    'When I attack, you may pay [C] to give me +2 [M] this turn.',
    '',
    '### ▲',
    '',
    '### [OLD TEXT]',
    '',
    'When I attack, you may pay [C]. If you do, give me +2 [M] this turn.',
    'Note: only the English card differs',
    '',
    '### Other Card',
    '[NEW TEXT]',
    '[1], [E]: Draw 1.',
    '▲',
    '[OLD TEXT]',
    '[2], [E]: Draw 1.',
  ].join('\n');
  test('entries are read from both layouts of the notes, editorial notes dropped', () => {
    const entries = parseErrataNotes(notes, 'notes.md');
    assert.deepEqual(
      entries.map((e) => e.name),
      ['Some Card', 'Other Card'],
    );
    assert.equal(entries[0].oldText, 'When I attack, you may pay [C]. If you do, give me +2 [M] this turn.');
    assert.equal(entries[1].newText, '[1], [E]: Draw 1.');
    assert.match(entries[0].source, /^notes\.md:1$/);
  });
  test("bracket letters become gallery symbols, [C] in the card's own domain", () => {
    assert.equal(toGallerySymbols('[1][C], [E]: +2 [M]', ['Order']), ':rb_energy_1::rb_rune_order:, :rb_exhaust:: +2 :rb_might:');
    assert.equal(toGallerySymbols('pay [C]', ['Body', 'Order']), 'pay [C]');
  });
  test('a note and a printing have the same wording whatever their reminders, quotes, spacing and case', () => {
    const printed = 'Deal 3 to a unit . (It takes 3 damage (in one go).)\n[Assault 2] \u201cHello\u201d \u2013 it\u2019s :rb_energy_1: :rb_rune_fury:';
    assert.equal(wording(printed), wording('deal 3 to a unit.\n[assault 2] "hello" - it\'s :rb_energy_1::rb_rune_fury:'));
    assert.notEqual(wording('Deal 3 to a unit.'), wording('Deal 2 to a unit.'));
    assert.notEqual(wording('Deal 3 to a unit.'), wording('Deal 3 to all units.'));
  });
});

describe('the card list', { skip: needsData }, () => {
  const cards: CardRecord[] = dataDir ? loadCardList(dataDir) : [];

  test('every printing is read, with its text version recorded', () => {
    assert.equal(cards.length, 1180);
    for (const c of cards) assert.ok(c.textVersion === 'printed' || c.textVersion === 'errata');
    assert.ok(
      cards.some((c) => c.textVersion === 'errata'),
      'some errata apply',
    );
  });

  test('every errata note meets its card: 65 replace the printed text, 16 find it already reads so', () => {
    const looked = cards.filter((c) => c.errata);
    assert.equal(looked.filter((c) => c.errata!.applied).length, 65);
    assert.equal(looked.filter((c) => !c.errata!.applied && c.errata!.note.startsWith('printed text already')).length, 16);
    assert.equal(looked.filter((c) => !c.errata!.applied).length, 16, 'no note left unmatched');
  });

  test('errata replace the printed text only where the old text matches', () => {
    for (const c of cards.filter((x) => x.textVersion === 'errata')) {
      assert.notEqual(c.text, c.printedText, c.name);
      assert.equal(c.errata?.applied, true);
    }
  });

  test("the cards named by the rules' examples are semantic", () => {
    for (const name of RULE_EXAMPLE_CARDS) {
      const printings = cards.filter((c) => c.name === name || c.name.startsWith(`${name},`));
      assert.ok(printings.length > 0, `${name} is in the card list`);
      for (const c of printings) {
        const r = compileCardText(c.text);
        assert.equal(r.semantic, true, `${c.code} ${c.name} (${c.textVersion}): ${r.diagnostics.map((d) => d.message).join('; ')}`);
      }
    }
  });

  test('every printing compiles without throwing; semantic ones decompile to their text', () => {
    let semantic = 0;
    for (const c of cards) {
      const r = compileCardText(c.text);
      for (const d of r.diagnostics) assert.equal(typeof d.offset, 'number');
      if (r.semantic) {
        semantic++;
        assert.ok(sameText(decompile(r), c.text), `${c.code} round trip`);
        assert.ok(r.abilities.every((a) => a.kind !== 'unparsed'));
      } else {
        assert.ok(r.firstFailure, `${c.code} names its first failing phrase`);
      }
    }
    // The bar of the compiler's issue: at least 80% of the printings are semantic (959 of 1,180 now).
    assert.ok(semantic / cards.length >= 0.8, `semantic share ${semantic}/${cards.length} is under 80%`);
  });

  test('the targeting analysis answers for every printing', () => {
    for (const c of cards) {
      const a = analyzeTargets(c.text);
      for (const m of a.mentions) {
        assert.equal(a.normalized.slice(m.span[0], m.span[1]), m.phrase);
        assert.match(m.rule, /^355(\.\d+)?(\.[a-z])?(\.\d)?$/);
      }
    }
  });
});
