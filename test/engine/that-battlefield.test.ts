// "that battlefield" in a triggered ability is the battlefield of the event that set it off (359.3.f.3):
// carried out where the trigger's finder notes that battlefield, named unsupported where none does,
// rather than offered as a pick among every battlefield.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';

const parts = (text: string) => unsupportedParts(compileCardText(text).abilities);

test('a stun trigger notes where the unit was stunned: "move me to that battlefield" is carried out', () => {
  assert.deepEqual(parts('When you stun an enemy unit at a battlefield, you may move me to that battlefield.'), []);
});

test('a trigger whose finder notes no battlefield makes "that battlefield" unsupported, never a guess', () => {
  const found = parts('When you play a spell, you may move an enemy unit to that battlefield.');
  assert.ok(
    found.some((p) => p.includes('that battlefield')),
    found.join('; '),
  );
});
