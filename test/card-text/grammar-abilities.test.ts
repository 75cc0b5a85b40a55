// The card-text grammar, construct by construct (abilities): keyword lines and gates, activated,
// triggered, passive, additional-cost and replacement abilities. Each text must compile to the
// expected nodes and decompile back to itself.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compiled, only, effectOf } from './grammar-support.ts';

describe('keywords', () => {
  test('numeric and costed keywords keep their parameters', () => {
    const c = compiled('[Assault 2]\n[Equip] :rb_rune_rainbow:\n[Hidden]');
    const kws = c.abilities.map((a) => (a.kind === 'keyword' ? a.keyword : null));
    assert.deepEqual(kws[0], { name: 'Assault', value: 2 });
    assert.deepEqual(kws[1], { name: 'Equip', cost: [{ kind: 'power', domain: 'rainbow' }] });
    assert.deepEqual(kws[2], { name: 'Hidden' });
  });
  test('a dash cost may hold actions', () => {
    const a = only('[Equip] — :rb_rune_order:, Kill a friendly unit');
    assert.equal(a.kind, 'keyword');
    assert.equal(a.keyword.dashCost?.[1].kind, 'action');
  });
  test('gates: [Empowered][>] and [Legion] —', () => {
    const a = only('[Empowered][>] I have [Assault 2].');
    assert.equal(a.gate?.keyword.name, 'Empowered');
    assert.equal(a.kind, 'passive');
  });
});

describe('abilities', () => {
  test('activated: costs and effect, [Reaction] speed', () => {
    const a = only(':rb_energy_1:, :rb_exhaust:: [Reaction] — Buff a friendly unit.');
    assert.equal(a.kind, 'activated');
    if (a.kind !== 'activated') return;
    assert.deepEqual(
      a.costs.map((c) => c.kind),
      ['symbols', 'symbols'],
    );
    assert.equal(a.speed, 'Reaction');
  });
  test('triggered: when, at the start of, [Deathknell], any-of', () => {
    const when = only('When I attack or defend, give me +1 :rb_might: this turn.');
    assert.equal(when.kind === 'triggered' && when.trigger.kind === 'when' && when.trigger.events.length, 2);
    const phase = only('At the start of your Beginning Phase, draw 1.');
    assert.equal(phase.kind === 'triggered' && phase.trigger.kind, 'phase');
    const dk = only('[Deathknell] — Draw 1.');
    assert.equal(dk.kind === 'triggered' && dk.trigger.kind, 'keyword');
    const both = only('When you play me or when I hold, draw 1.');
    assert.equal(both.kind === 'triggered' && both.trigger.kind, 'any-of');
  });
  test('passive: has keyword, might bonus, cost change, cannot, enters ready, while-condition', () => {
    const kinds = (t: string) => {
      const a = only(t);
      return a.kind === 'passive' ? a.effect.kind : a.kind;
    };
    assert.equal(kinds('I have [Assault 2].'), 'has-keyword');
    assert.equal(kinds('Other friendly units have +1 :rb_might:.'), 'might-bonus');
    assert.equal(kinds('I cost :rb_energy_1: less for each card in your trash.'), 'cost-change');
    assert.equal(kinds("I can't be chosen by enemy spells and abilities."), 'cant');
    assert.equal(kinds('I enter ready.'), 'enters');
    const w = only("While I'm at a battlefield, I have [Shield 3].");
    assert.equal(w.kind === 'passive' && w.condition?.kind, 'if');
  });
  test('passive: the size of your facedown zones (107.3.b.1)', () => {
    const a = only('Your facedown zones can hold 2 cards.');
    assert.deepEqual(a.kind === 'passive' && a.effect, { kind: 'facedown-capacity', cards: 2 });
    const one = only('Your facedown zones can hold 1 card.');
    assert.deepEqual(one.kind === 'passive' && one.effect, { kind: 'facedown-capacity', cards: 1 });
  });
  test('passive: a deck may have the card whatever its domain (103.1.b.5)', () => {
    const a = only('Your deck can have me regardless of my domain.');
    assert.deepEqual(a.kind === 'passive' && a.effect, { kind: 'deck-any-domain' });
  });
  test('additional costs', () => {
    const a = only('You may pay :rb_rune_calm: as an additional cost to play me.');
    assert.equal(a.kind === 'additional-cost' && a.optional, true);
    const b = only('As an additional cost to play me, kill a friendly unit.');
    assert.equal(b.kind === 'additional-cost' && b.optional, false);
    const c = only('As you play me, you may discard 1 as an additional cost. If you do, reduce my cost by :rb_energy_2:.');
    assert.equal(c.kind === 'additional-cost' && c.effect?.[0].kind, 'conditional');
  });
  test('replacement abilities', () => {
    const a = only('If I would die, recall me instead.');
    assert.equal(a.kind, 'replacement');
  });
  test('conditions: "if you paid the additional cost", "while I\'m buffed"', () => {
    const [c] = effectOf('When you play me, if you paid the additional cost, buff me.');
    assert.equal(c.kind === 'conditional' && c.condition.kind === 'if' && c.condition.predicate.kind, 'paid-additional-cost');
  });
});

test('"My Might is 5." is a passive setting its own Might (477.1.a.1), not an increase', () => {
  const a = only('My Might is 5.');
  assert.equal(a.kind, 'passive');
  if (a.kind !== 'passive') return;
  assert.deepEqual(a.effect.kind === 'might-is' && [a.effect.subject.kind, a.effect.amount], ['self', 5]);
  const raised = only('My Might is increased by the number of cards in your trash.');
  assert.equal(raised.kind === 'passive' && raised.effect.kind, 'might-increased');
});
