// The lexer's reminder handling and the cursor's phrase matching, at their edges: nested and
// unbalanced parentheses, characters outside the Basic Multilingual Plane, repeated lines, phrases
// that open with a capital, punctuation, or run past the last token.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Cursor } from '../../reference-engine/card-text/cursor.ts';
import { lexLine, maskReminders, normalizeText, stripReminders } from '../../reference-engine/card-text/lexer.ts';

test('stripping reminders: nested ones go whole, a stray ")" stays, an unclosed "(" drops the rest', () => {
  assert.equal(stripReminders('Kill a unit (a (very) dead one). Draw 1.'), 'Kill a unit . Draw 1.');
  assert.equal(stripReminders('Draw 1) then (more'), 'Draw 1) then ');
  assert.equal(stripReminders('A\r\nB (c)\rD'), 'A\nB \nD');
  assert.equal(stripReminders('\u201cQuoted\u201d \u2018it\u2019s\u2019 \u2013 (gone \u201c)'), "\"Quoted\" 'it's' - ");
});

test('masking reminders keeps every other character where it was; a character beyond the BMP masks to one space', () => {
  const text = 'Deal 2 (to (one) unit).\nDraw 1) (x\ny';
  const masked = maskReminders(text);
  assert.equal(masked.length, text.length);
  assert.equal(masked, 'Deal 2                .\nDraw 1)   \n ');
  assert.equal(maskReminders('a (😀) b 😀'), 'a     b 😀');
  assert.equal(maskReminders('\u201cHi\u201d'), '"Hi"');
});

test('normalising gives the same line each time it meets it, whatever came between', () => {
  const a = normalizeText('Deal  3 to a unit .(reminder)\n[Assault 2]');
  for (let i = 0; i < 600; i++) normalizeText(`Draw ${i} .`); // more lines than are remembered
  assert.equal(normalizeText('Deal  3 to a unit .(reminder)\n[Assault 2]'), a);
  assert.equal(a, 'Deal 3 to a unit.\n[Assault 2]');
  assert.equal(normalizeText('Draw 7 .'), 'Draw 7.');
});

test('the cursor matches phrases by their keys: capitals, punctuation, the end of the tokens', () => {
  const c = new Cursor(lexLine('I deal 3, then draw.').tokens);
  assert.equal(c.sees('i'), true);
  assert.equal(c.sees('I deal'), true);
  assert.equal(c.sees('Ideal'), false);
  assert.equal(c.sees('a'), false);
  assert.equal(c.eat('I deal 3'), true);
  assert.equal(c.pos, 3);
  assert.equal(c.sees(', then'), true);
  assert.equal(c.eat('then'), false);
  assert.equal(c.eatOne('; then', ', then'), ', then');
  assert.equal(c.eat('draw . more'), false, 'a phrase longer than what is left');
  assert.equal(c.eat('draw.'), true);
  assert.equal(c.done, true);
  assert.equal(c.sees('x'), false);
  assert.equal(c.sees(''), true);
});
