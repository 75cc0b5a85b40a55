// "a battlefield where ...": the engine reads who has units there, or whether such a unit is there, by a
// number (selection.ts battlefieldWhere); any other predicate is named unsupported rather than read as
// never met, which would refuse every play of the card for want of a battlefield.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';

const parts = (text: string) => unsupportedParts(compileCardText(text).abilities);

test('"where you have units", "where there\'s an enemy unit" and "where an opponent has two or more units" are carried out', () => {
  assert.deepEqual(parts('Choose a battlefield where you have units. Stun all units there.'), []);
  assert.deepEqual(parts("Choose a battlefield where there's an enemy unit. Stun all units there."), []);
  assert.deepEqual(parts('Choose a battlefield where an opponent has two or more units. Stun all units there.'), []);
  assert.deepEqual(parts("Move an enemy unit to a location where there's a unit with the same controller."), []);
});

test('a "where" the engine does not read is named unsupported, not read as met nowhere', () => {
  for (const where of ['where each opponent has units', 'where you played a unit this turn']) {
    const found = parts(`Choose a battlefield ${where}. Stun all units there.`);
    assert.ok(
      found.some((p) => p.includes(where)),
      found.join('; '),
    );
  }
});
