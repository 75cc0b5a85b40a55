// The card-text grammar, construct by construct (object references): determiners, restrictions,
// self and pronouns, and what another spell chooses. Each text must compile to the expected nodes and
// decompile back to itself.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ObjectRef } from '../../reference-engine/card-text/index.ts';
import { effectOf, first, only, sel } from './grammar-support.ts';

describe('object references', () => {
  const ref = (text: string) => {
    const i = first(text);
    return sel((i as { object?: ObjectRef }).object);
  };
  test('determiners', () => {
    assert.equal(ref('Kill all units here.').determiner, 'all');
    assert.equal(ref('Kill each unit here.').determiner, 'each');
    assert.deepEqual(ref('Ready up to two friendly units.').count, { kind: 'number', value: 2, word: true });
    assert.equal(ref('Ready up to two friendly units.').determiner, 'up-to');
    assert.equal(ref('Kill any number of units.').determiner, 'any-number');
    assert.equal(ref('Ready your legend.').determiner, 'your');
    assert.equal(ref('Kill another friendly unit.').determiner, 'another');
  });
  test('restrictions: might, exhausted, zone, other, total might, tags', () => {
    const m = ref('Kill a unit with 3 :rb_might: or less.').filters.find((f) => f.kind === 'might');
    assert.deepEqual(m && m.kind === 'might' && [m.op, m.value], ['<=', { kind: 'number', value: 3 }]);
    assert.ok(ref('Ready an exhausted friendly unit.').filters.some((f) => f.kind === 'state' && f.state === 'exhausted'));
    assert.ok(ref('Recycle a unit from your trash.').filters.some((f) => f.kind === 'zone' && f.zone === 'trash'));
    assert.ok(ref('Kill any number of units at a battlefield with total Might 4 or less.').filters.some((f) => f.kind === 'total-might'));
    assert.ok(ref('Kill a Poro.').filters.some((f) => f.kind === 'tag' && f.tag === 'Poro'));
  });
  test('a domain symbol before the noun, and a passive appending a domain (185.3.b.1)', () => {
    assert.deepEqual(
      ref('Kill a :rb_rune_fury: unit.').filters.map((f) => f.kind === 'domain' && f.domain),
      ['fury'],
    );
    const a = only('Units you control are :rb_rune_calm:.');
    assert.ok(a.kind === 'passive' && a.effect.kind === 'is-domain' && a.effect.domain === 'calm');
    assert.deepEqual(a.kind === 'passive' && a.effect.kind === 'is-domain' && sel(a.effect.subject).nouns, ['unit']);
  });
  test('self and pronouns', () => {
    const i = first('Ready me.');
    assert.deepEqual(i.kind === 'ready' && i.object, { kind: 'self', word: 'me', span: [6, 8] });
  });
});

describe('what another spell chooses (359.3.e.9.a)', () => {
  function choosesFilter(text: string) {
    const instructions = effectOf(text);
    const counter = instructions[instructions.length - 1];
    assert.equal(counter.kind, 'counter');
    const f = counter.kind === 'counter' ? sel(counter.object).filters.find((x) => x.kind === 'chooses') : undefined;
    assert.ok(f && f.kind === 'chooses', `no "that chooses" restriction in "${text}"`);
    return f;
  }
  test('"that chooses it and no other friendly unit": the earlier choice, and none besides it of that kind', () => {
    const f = choosesFilter('Choose a friendly unit at a battlefield. Counter an enemy spell or ability that chooses it and no other friendly unit.');
    assert.equal(f.object.kind === 'pronoun' && f.object.word, 'it');
    assert.deepEqual(sel(f.noOther).nouns, ['unit']);
    assert.deepEqual(
      sel(f.noOther).filters.map((x) => x.kind === 'controller' && x.who),
      ['friendly'],
    );
  });
  test('"that chooses a friendly unit or gear": a selection, with nothing excluded', () => {
    const f = choosesFilter('Counter an enemy spell or ability that chooses a friendly unit or gear.');
    assert.deepEqual(sel(f.object).nouns, ['unit', 'gear']);
    assert.equal(f.noOther, undefined);
  });
});
