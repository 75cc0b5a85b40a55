// The card-text grammar, construct by construct (the text as a whole): normalising, diagnostics,
// the first phrase the grammar could not read.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { compiled } from './grammar-support.ts';

describe('lexer and normaliser', () => {
  test('symbols, reminders and spacing are normalised', () => {
    const c = compileCardText('[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)');
    assert.equal(c.normalized, '[Accelerate]');
    assert.equal(c.semantic, true);
  });
  test('reminder text does not count in the round trip, line breaks separate abilities', () => {
    const c = compiled('[Tank] (I must be assigned combat damage first.)\nWhen you play me, draw 1.');
    assert.deepEqual(
      c.abilities.map((a) => a.kind),
      ['keyword', 'triggered'],
    );
  });
  test('unknown symbols and stray characters are diagnosed with their position', () => {
    const c = compileCardText('Deal 2 to a unit. :rb_bogus:');
    assert.equal(c.semantic, false);
    const d = c.diagnostics.find((x) => x.message.includes('rb_bogus'));
    assert.ok(d);
    assert.equal(d.offset, 'Deal 2 to a unit. '.length);
  });
  test('empty text has no abilities and a warning; non-strings never throw', () => {
    const c = compileCardText('');
    assert.deepEqual(c.abilities, []);
    assert.equal(c.diagnostics[0].severity, 'warning');
    const bad = compileCardText(undefined as unknown as string);
    assert.equal(bad.semantic, false);
    assert.equal(bad.diagnostics[0].severity, 'error');
  });
  test('an unreadable phrase is reported with the first failing phrase and its offset', () => {
    const c = compileCardText('Draw 1.\nFrobnicate the widget.');
    assert.equal(c.semantic, false);
    assert.equal(c.abilities[1].kind, 'unparsed');
    assert.ok(c.firstFailure);
    // the failure lies on the second line, not the first
    assert.ok(c.firstFailure.offset >= 'Draw 1.\n'.length, `offset ${c.firstFailure.offset}`);
  });
});
