// The compiler's shortcuts must answer exactly as the long way does: phrase lists tried in list order,
// remembered readings that replay how far they looked, the normal form read without lexing a line
// twice, the round trip decided without normalising the decompiled text, and the JSON answer of
// POST /rulings/targets written directly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { targetsAnswer } from '../../api/targets-answer.ts';
import { analyzeTargets, compileCardText } from '../../reference-engine/card-text/index.ts';
import { Cursor, PhraseList, firstKeys, rememberedRule, wordsFound } from '../../reference-engine/card-text/cursor.ts';
import { lexLine, normalizeText, readCardText } from '../../reference-engine/card-text/lexer.ts';

test('a phrase list reads the first of its phrases, in list order, that comes next', () => {
  const longFirst = new PhraseList(['each of your', 'each', 'another']);
  const shortFirst = new PhraseList(['each', 'each of your']);
  const c = new Cursor(lexLine('Each of your units').tokens);
  assert.equal(c.seesAny(longFirst), 'each of your');
  assert.equal(c.pos, 0);
  assert.equal(c.seesAny(shortFirst), 'each');
  assert.equal(c.eatAny(longFirst), 'each of your');
  assert.equal(c.pos, 3);
  assert.equal(c.eatAny(longFirst), null);
  assert.equal(c.pos, 3);
  // a phrase running past the last token does not match
  assert.equal(new Cursor(lexLine('each of').tokens).eatAny(new PhraseList(['each of your'])), null);
  assert.throws(() => new PhraseList(['(){}']), /empty phrase/);
});

test('first keys and found words answer as the phrases and the property lookups they stand for', () => {
  assert.deepEqual([...firstKeys('Once each turn,', 'When', ', then')], ['once', 'when', ',']);
  const words = wordsFound({ one: 1, two: 2 });
  assert.equal(words.has('two'), true);
  assert.equal(words.has('three'), false);
  // every object answers "constructor", and so must the set, or a text saying it would read differently
  assert.equal(words.has('constructor'), ({} as Record<string, unknown>).constructor !== undefined);
});

test('a remembered reading runs once per position and replays how far it looked', () => {
  const rule = rememberedRule();
  let runs = 0;
  // reads three tokens, then fails: the cursor goes back, but the failure is reported three tokens on
  const readThenFail = (c: Cursor): string | null => {
    runs++;
    return c.try(() => (c.eat('deal 3 to') ? null : null));
  };
  const c = new Cursor(lexLine('Deal 3 to nothing at all').tokens);
  assert.equal(c.remember(rule, readThenFail), null);
  assert.equal(c.furthest, 3);
  c.furthest = 0;
  assert.equal(c.remember(rule, readThenFail), null);
  assert.equal(runs, 1);
  assert.equal(c.furthest, 3);
  assert.equal(c.pos, 0);
  // a success leaves the cursor where the reading ended, each time
  const word = rememberedRule();
  const first = c.remember(word, (x: Cursor) => (x.eat('deal') ? 'deal' : null));
  c.pos = 0;
  assert.equal(
    c.remember(word, () => 'not read again'),
    first,
  );
  assert.equal(c.pos, 1);
});

test('reading a text gives the normal form, and tokens placed where lexing the normal line places them', () => {
  const texts = [
    '[Accelerate] (You may pay :rb_energy_1: as an additional cost.)\nWhen you play me,   draw 1 .',
    'Deal 3 (three) to a unit.', // a reminder inside a line: that line is lexed again
    'Kill a unit.\r\nDraw 1.',
    'Deal 007 to a unit. [ADD] :rb_energy_02:',
    'Deal 1000000000000000000000 to a unit.', // written back in exponent form: lexed again
  ];
  for (const text of texts) {
    const read = readCardText(text);
    assert.equal(read.normalized, normalizeText(text), text);
    let offset = 0;
    for (const line of read.lines) {
      if (line.tokens) assert.deepEqual(line.tokens, lexLine(line.text, offset).tokens, line.text);
      offset += line.text.length + 1;
    }
  }
  assert.equal(readCardText('Deal 3 (three) to a unit.').lines[0]!.tokens, null);
  assert.equal(readCardText('Deal 1000000000000000000000 to a unit.').lines[0]!.tokens, null);
  assert.notEqual(readCardText('Kill a unit. (gone)\nDraw 1.').lines[0]!.tokens, null);
});

test('the round trip ignores letter case, not words', () => {
  // printed in odd capitals: it still reads back the same
  assert.equal(compileCardText('KILL A UNIT.').semantic, true);
  assert.equal(compileCardText('deal 3 TO A UNIT').semantic, true);
  // "2 point" decompiles to "2 points": a difference in a word is not a difference of case
  const points = compileCardText('When I hold, you score 2 point.');
  assert.equal(points.semantic, false);
  assert.match(points.diagnostics.map((d) => d.message).join('\n'), /decompiled text differs/);
});

test('the JSON answer holds the contract fields in their order, and odd values read as JSON reads them', () => {
  for (const text of ['Deal 3 to a unit at a battlefield. Then stun a unit you control.', 'Draw 1 :rb_bogus:', 'Kill a "unit".\nblah']) {
    const a = analyzeTargets(text);
    const general = JSON.stringify({
      normalized: a.normalized,
      mentions: a.mentions.map(({ phrase, span, what, target, rule, why }) => ({ phrase, span, what, target, rule, why })),
      diagnostics: a.diagnostics.map(({ severity, message, offset, length }) =>
        length === undefined ? { severity, message, offset } : { severity, message, offset, length },
      ),
    });
    assert.equal(targetsAnswer(a), general, text);
  }
  const odd = {
    normalized: 'x',
    mentions: [{ phrase: 'x', span: [0, Number.NaN] as [number, number], what: 'unit', target: true, rule: '355.7', why: 'w', extra: 1 }],
    diagnostics: [],
  };
  assert.equal(
    targetsAnswer(odd),
    '{"normalized":"x","mentions":[{"phrase":"x","span":[0,null],"what":"unit","target":true,"rule":"355.7","why":"w"}],"diagnostics":[]}',
  );
});
