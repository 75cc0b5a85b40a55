// A standing replacement is carried out only as far as the instruction table can do what it says
// instead: the instructions of "... instead" are checked like those of any other ability, so text the
// engine cannot carry out is named unsupported rather than silently skipped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';

const partsOf = (text: string): string[] => unsupportedParts(compileCardText(text).abilities);

test('a replacement whose instruction the engine cannot repeat is named unsupported', () => {
  const parts = partsOf('If you would draw, [Add] :rb_energy_1: for each friendly unit instead.');
  assert.ok(
    parts.some((p) => p.includes('repeating anything but one amount')),
    parts.join('; '),
  );
});

test('a replacement whose instructions the engine carries out is supported', () => {
  assert.deepEqual(partsOf('If you would draw, deal 1 to each enemy unit for each friendly unit instead.'), []);
  assert.deepEqual(partsOf('If a friendly unit would die, banish me from your trash and recall that unit exhausted instead.'), []);
});
