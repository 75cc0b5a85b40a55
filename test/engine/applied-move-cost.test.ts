// The applied cost on a move (204.4): the engine asks the mover for Power of any domain (what
// :rb_rune_rainbow: is), so a cost printed with Energy or a domain's Power is named as a part it does not carry out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';

const TAIL = 'for each unit beyond the first to move multiple units to my battlefield at the same time.';
const parts = (cost: string) => unsupportedParts(compileCardText(`Opponents must pay ${cost} ${TAIL}`).abilities);

test('a move cost of Power of any domain is carried out', () => {
  assert.deepEqual(parts(':rb_rune_rainbow:'), []);
  assert.deepEqual(parts(':rb_rune_rainbow::rb_rune_rainbow:'), []);
});

test('a move cost of Energy or of one domain is not claimed', () => {
  assert.notDeepEqual(parts(':rb_energy_1:'), []);
  assert.notDeepEqual(parts(':rb_rune_fury:'), []);
  assert.notDeepEqual(parts(':rb_energy_1::rb_rune_rainbow:'), []);
});
