// The card-text grammar for phrases of the last printings it could not read: each text compiles to the
// expected nodes and decompiles back to itself, and a part the engine does not carry out is named as
// unsupported rather than ignored.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { compiled, only } from './grammar-support.ts';

describe('phrases of the last printings', () => {
  test('"a battlefield with exactly one other unit you control" counts the objects at it', () => {
    const a = only("I don't deal combat damage unless I'm at a battlefield with exactly one other unit you control.");
    assert.equal(a.kind, 'passive');
    const p = a.kind === 'passive' && a.condition?.kind === 'if' ? a.condition.predicate : undefined;
    assert.ok(p?.kind === 'object-is');
    const at = p.filters[0];
    assert.ok(at.kind === 'location' && at.at.kind === 'battlefield' && at.at.ref.kind === 'select');
    const holding = at.at.ref.filters[0];
    assert.ok(holding.kind === 'holding' && holding.what.kind === 'select' && holding.what.determiner === 'exactly');
    assert.equal(holding.what.count?.kind === 'number' && holding.what.count.value, 1);
    const there = only('I cost :rb_energy_2::rb_rune_order: less if you control a battlefield with exactly two units there.');
    assert.ok(unsupportedParts([there]).length > 0);
  });
  test('"If <condition> at the start of your Beginning Phase, ..." is a phase trigger with its condition', () => {
    const a = only('If you control fewer runes than an opponent at the start of your Beginning Phase, give me +1 :rb_might: this turn.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'phase' && a.trigger.phase === 'your Beginning Phase');
    assert.ok(a.condition?.kind === 'if' && a.condition.predicate.kind === 'fewer-than');
    const than = a.condition.predicate.than;
    assert.ok(than.kind === 'player' && than.who === 'an-opponent');
    assert.ok(unsupportedParts([a]).includes('the condition "If you control fewer runes than an opponent"'));
  });
  test('"If you played this from your hand" is the play event with the zone it came from', () => {
    const c = compiled('[Stun] a unit.\nIf you played this from your hand, draw 1.');
    const a = c.abilities[1];
    const i = a.kind === 'spell' ? a.effect[0] : undefined;
    assert.ok(i?.kind === 'conditional' && i.condition.kind === 'if' && i.condition.predicate.kind === 'event-happened');
    assert.deepEqual(i.condition.predicate.event.where, { prep: 'from', at: { kind: 'zone', zone: 'your hand' } });
    assert.ok(unsupportedParts(c.abilities).includes('the condition "if you played this from your hand"'));
  });
  test('"If you paid my additional cost" is the additional cost paid, as the engine evaluates it', () => {
    const a = only('Draw 1. If you paid my additional cost, draw 2.');
    const c = a.kind === 'spell' ? a.effect[1] : undefined;
    assert.ok(c?.kind === 'conditional' && c.condition.kind === 'if' && c.condition.predicate.kind === 'paid-additional-cost');
    assert.deepEqual(unsupportedParts([a]), []);
  });
});
