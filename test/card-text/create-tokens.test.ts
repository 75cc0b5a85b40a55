// "Create ..." (rule 439.5): a token made, not played (439.2.c), of any type a token may be; and the
// replacement that adds a copy to a token unit played (375). Each compiles and decompiles back to itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { semanticAbilities } from '../support/card-text.ts';

for (const [text, noun, name] of [
  ['Create a Fury rune token.', 'rune', 'Fury'],
  ['Create a Sentinel legend token.', 'legend', 'Sentinel'],
  ['Create a Flash spell token.', 'spell', 'Flash'],
  ['Create a 1 :rb_might: Recruit unit token.', 'unit', 'Recruit'],
] as const) {
  test(`"${text}" creates a ${noun} token named ${name}`, () => {
    const [spell] = semanticAbilities(text);
    assert.equal(spell.kind, 'spell');
    if (spell.kind !== 'spell') return;
    const [create] = spell.effect;
    assert.equal(create.kind, 'create-token');
    if (create.kind !== 'create-token') return;
    assert.equal(create.created, true);
    assert.equal(create.token.noun, noun);
    assert.equal(create.token.name, name);
  });
}

test('"Play a ..." token stays a play, not a creation', () => {
  const [spell] = semanticAbilities('Play a 1 :rb_might: Recruit unit token.');
  const create = spell.kind === 'spell' ? spell.effect[0] : undefined;
  assert.equal(create?.kind, 'create-token');
  assert.equal(create?.kind === 'create-token' && create.created, undefined);
});

test("Zilean's replacement of playing a token unit reads as a token-copy, once each turn, while at a battlefield", () => {
  const [zilean] = semanticAbilities(
    "Once each turn, if you would play a token unit while I'm at a battlefield, you may play that token and an additional copy of it instead.",
  );
  assert.deepEqual(zilean.kind === 'token-copy' && [zilean.onceEachTurn, zilean.whileAtABattlefield], [true, true]);
  const [plain] = semanticAbilities('If you would play a token unit, you may play that token and an additional copy of it instead.');
  assert.deepEqual(plain.kind === 'token-copy' && [plain.onceEachTurn, plain.whileAtABattlefield], [undefined, undefined]);
});
