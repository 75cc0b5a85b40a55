// Every card of the catalog behaves through its compiled text: the compiler reads it whole and the
// interpreter knows every instruction in it. A card that fails here would make its scenarios
// "unsupported" instead of checking a rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CATALOG } from '../../reference-engine/catalog/index.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { cardReading } from '../../reference-engine/effects/compiled.ts';
import { uninterpretedKinds } from '../../reference-engine/effects/instructions/index.ts';
import { targetSlots } from '../../reference-engine/effects/slots.ts';

for (const card of CATALOG) {
  if (!card.text) continue;
  test(`${card.name} compiles whole and is interpreted`, () => {
    const compiled = compileCardText(card.text);
    assert.equal(compiled.semantic, true, `first unread phrase: ${compiled.firstFailure?.phrase}`);
    // the engine's own reading (no round trip) is the same tree
    assert.deepEqual(cardReading(card.text).abilities, compiled.abilities);
    assert.deepEqual(uninterpretedKinds(compiled.abilities), []);
  });
}

const effectOf = (text: string) => cardReading(text).abilities.flatMap((a) => (a.kind === 'spell' || a.kind === 'activated' ? a.effect : []));

test('Void Seeker has one target, the unit; the battlefield is only a restriction (355.10.b)', () => {
  const slots = targetSlots(effectOf('Deal 4 to a unit at a battlefield. Draw 1.'));
  assert.equal(slots.length, 1);
  assert.deepEqual(slots[0].ref.kind === 'select' && slots[0].ref.nouns, ['unit']);
});

test('costs, "must", other players\' choices and hidden zones give no targets (355.10.a, c, e, f)', () => {
  for (const text of ['Each player kills a unit they control.', 'You must recycle one of your runes.', 'Play a unit from your hand, ignoring its cost.']) {
    assert.deepEqual(targetSlots(effectOf(text)), [], text);
  }
  const regroup = targetSlots(effectOf('You may spend a buff to move a friendly unit to base.'));
  assert.equal(regroup.length, 1);
  assert.deepEqual(regroup[0].ref.kind === 'select' && regroup[0].ref.nouns, ['unit']);
});

test('split damage targets the units it may be split among (355.14.a)', () => {
  const slots = targetSlots(effectOf('Deal 4 damage split among up to two enemy units.'));
  assert.deepEqual(
    slots.map((s) => s.kind),
    ['split'],
  );
});

test('"from among them" is chosen as the ability resolves, not as it is activated', () => {
  const hook = CATALOG.find((c) => c.name === 'Baited Hook')!;
  const slots = targetSlots(effectOf(hook.text));
  assert.equal(slots.length, 1, 'only the friendly unit to kill is a target');
});
