// The card-text grammar for phrases only a few printings use: chained gates ("[>>]"), "each of up to",
// "and/or" between nouns, delayed triggers on "it", and the conditions "this kills it" and "unless
// <player> pays". Each text must compile to the expected nodes and decompile back to itself; the
// parts the engine does not carry out are named as unsupported, never ignored.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { compiled, effectOf, first, only, sel } from './grammar-support.ts';

describe('phrases of few printings', () => {
  test('a chained gate "[Empowered][>][>>][Deathknell][>]" gates the keyword ability after it', () => {
    const a = only('[Empowered][>][>>][Deathknell][>] Channel 2 runes exhausted.');
    assert.equal(a.kind, 'triggered');
    assert.deepEqual(a.gate, { keyword: { name: 'Empowered' }, form: '[>]', chained: true });
    const b = only('[Level 6][>] [>>][Reaction][>] :rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:.');
    assert.equal(b.kind, 'activated');
    assert.equal(b.gate?.keyword.name, 'Level');
    assert.ok(unsupportedParts([a]).includes('the condition "[Empowered][>][>>]"'));
  });
  test('"each of up to two units" is the up-to selection, printed with "each of"', () => {
    const i = first('Deal 6 to each of up to two units.');
    const to = sel(i.kind === 'deal-damage' ? i.to : undefined);
    assert.equal(to.determiner, 'up-to');
    assert.equal(to.eachOf, true);
    assert.deepEqual(to.nouns, ['unit']);
  });
  test('"and/or" joins nouns, in a pair or at the end of a list', () => {
    const pair = effectOf('At the start of your Main Phase, you may kill 3 other friendly units and/or gear to score 1 point.');
    assert.ok(pair.length === 1);
    const list = sel((first('Ready up to 4 units, gear, and/or runes.') as { object?: never }).object);
    assert.deepEqual(list.nouns, ['unit', 'gear', 'rune']);
    assert.equal(list.nounJoin, 'and/or');
    assert.equal(list.serialNouns, true);
  });
  test('"the remaining cards" is the rest of the cards looked at', () => {
    const e = effectOf('Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then play it. Recycle the remaining cards.');
    const last = e[e.length - 1];
    assert.ok(last.kind === 'recycle' && last.object.kind === 'pronoun' && last.object.word === 'the remaining cards');
  });
  test('"When it dies this turn, ..." is a delayed trigger on what the effect acted on', () => {
    const e = effectOf('Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token exhausted.');
    const d = e[1];
    assert.equal(d.kind, 'delayed');
    assert.ok(d.kind === 'delayed' && d.trigger.kind === 'when' && d.trigger.period === 'this turn');
    assert.deepEqual(d.kind === 'delayed' && d.trigger.kind === 'when' && d.trigger.events[0].subject, { kind: 'pronoun', word: 'it' });
    compiled('Give a friendly unit +3 :rb_might: this turn. When it wins a combat this turn, gain 2 XP.');
  });
  test('"if this kills it" and "unless its controller pays" are conditions of their own, named unsupported', () => {
    const a = only('Deal 3 to a unit at a battlefield. If this kills it, do this: draw 1.');
    const c = a.kind === 'spell' ? a.effect[1] : undefined;
    assert.ok(c?.kind === 'conditional' && c.condition.kind === 'if' && c.condition.predicate.kind === 'this-kills');
    assert.ok(unsupportedParts([a]).includes('the condition "if this kills it"'));
    const b = only('Counter a spell unless its controller pays :rb_energy_2:.');
    const u = b.kind === 'spell' ? b.effect[0] : undefined;
    assert.ok(u?.kind === 'conditional' && u.condition.kind === 'if' && u.condition.form === 'unless' && u.condition.predicate.kind === 'pays');
    assert.ok(unsupportedParts([b]).includes('the condition "unless its controller pays :rb_energy_2:"'));
  });
});
