// Text after a keyword on its own line ("[Action]. Draw 1.") is compiled as that keyword's effect, which no
// code carries out: a spell's effect is read from its spell abilities (item-text.ts printedEffectOf). Only the
// cost text of an [Empower] or [Equip] is read, by the cost plan, so any other such text is named unsupported
// rather than silently skipped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';

const parts = (text: string) => unsupportedParts(compileCardText(text).abilities);

test('a keyword followed by an instruction on its line is named unsupported, whatever the keyword', () => {
  for (const text of ['[Action]. Draw 1.', '[Reaction]. Draw 1.', '[Repeat] :rb_energy_2:. Draw 1.']) assert.notDeepEqual(parts(text), [], text);
});

test('the same keyword with the instruction on a line of its own is carried out', () => {
  for (const text of ['[Action]\nDraw 1.', '[Reaction]\nDraw 1.', '[Repeat] :rb_energy_2:\nDraw 1.']) assert.deepEqual(parts(text), [], text);
});
