// Card text that names its own zone ("return this from your trash", rule 385.2) and text that
// attaches (rule 434): each compiles to the nodes the engine reads and decompiles back to itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Instruction } from '../../reference-engine/card-text/index.ts';
import { semanticAbilities } from '../support/card-text.ts';

const ROCKET = 'Deal 5 to a unit.\nWhen you conquer, you may discard 1 to return this from your trash to your hand.';

test('"you may discard 1 to return this from your trash" is an optional cost-to whose effect takes the card itself out of the trash', () => {
  const [spell, trigger] = semanticAbilities(ROCKET);
  assert.equal(spell.kind, 'spell');
  assert.equal(trigger.kind, 'triggered');
  if (trigger.kind !== 'triggered') return;
  assert.deepEqual(trigger.trigger.kind === 'when' && trigger.trigger.events.map((e) => [e.subject.kind, e.verb]), [['player', 'conquer']]);
  const [optional] = trigger.effect;
  assert.equal(optional.kind, 'optional');
  const body = (optional as Extract<Instruction, { kind: 'optional' }>).body;
  assert.equal(body.kind, 'cost-to');
  if (body.kind !== 'cost-to') return;
  assert.deepEqual(
    body.cost.map((i) => i.kind),
    ['discard'],
  );
  const [ret] = body.effect;
  assert.equal(ret.kind, 'return-to-hand');
  assert.equal(ret.kind === 'return-to-hand' && ret.object.kind, 'self');
  assert.equal(ret.kind === 'return-to-hand' && ret.from, 'your trash');
});

test('"Attach this to a unit you control" attaches the card itself to a chosen unit', () => {
  for (const text of [':rb_rune_fury:: Attach this to a unit you control.', 'At the start of your Beginning Phase, attach this to a unit you control.']) {
    const [ability] = semanticAbilities(text);
    assert.ok(ability.kind === 'activated' || ability.kind === 'triggered', `${text}: ${ability.kind}`);
    const [attach] = ability.effect;
    assert.equal(attach.kind, 'attach');
    if (attach.kind !== 'attach') return;
    assert.equal(attach.object.kind, 'self');
    assert.equal(attach.to.kind === 'select' && attach.to.determiner, 'a');
    assert.deepEqual(attach.to.kind === 'select' && attach.to.nouns, ['unit']);
  }
});

test('[Equip] keeps its cost, printed as symbols or after a dash', () => {
  const [plain] = semanticAbilities('[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)');
  assert.ok(plain.kind === 'keyword' && plain.keyword.name === 'Equip');
  assert.deepEqual(plain.kind === 'keyword' && plain.keyword.cost, [{ kind: 'power', domain: 'fury' }]);
  const [dashed] = semanticAbilities('[Equip] — :rb_rune_chaos:, Recycle 2 cards from your trash (Pay the cost: Attach this to a unit you control.)');
  assert.ok(dashed.kind === 'keyword' && dashed.keyword.name === 'Equip');
  assert.deepEqual(dashed.kind === 'keyword' && dashed.keyword.dashCost?.map((c) => c.kind), ['symbols', 'action']);
});

test('"When this is detached" triggers on the card\'s own detaching (725.2)', () => {
  const [ability] = semanticAbilities('When this is detached, draw 1.');
  assert.equal(ability.kind, 'triggered');
  if (ability.kind !== 'triggered' || ability.trigger.kind !== 'when') return assert.fail('a when trigger');
  assert.deepEqual(
    ability.trigger.events.map((e) => [e.subject.kind, e.verb]),
    [['self', 'be-detached']],
  );
});

test("Svellsongur's copy names the one trait it copies, the unit's text, and where it goes (477.1.b.2)", () => {
  const [, copy] = semanticAbilities(
    "[Equip] :rb_energy_1::rb_rune_calm: (:rb_energy_1::rb_rune_calm:: Attach this to a unit you control.)\nAs this is attached to a unit, copy that unit's text to this Equipment's effect text for as long as this is attached to it.",
  );
  assert.equal(copy.kind, 'passive');
  if (copy.kind !== 'passive' || copy.effect.kind !== 'copies-traits-while-attached') return assert.fail('a passive copying traits');
  assert.deepEqual([copy.effect.traits, copy.effect.into], [['text'], 'effect text']);
});
