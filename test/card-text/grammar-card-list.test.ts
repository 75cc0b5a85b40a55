// The card-text grammar for phrases of the card list's remaining printings: each text compiles to the
// expected nodes and decompiles back to itself; a part the engine does not carry out is named.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { effectOf, first, only, sel } from './grammar-support.ts';

describe('phrases of the remaining printings', () => {
  test('", reducing its Energy cost by" is the play\'s discount, carried out as a discount on the card played', () => {
    const i = first('Play a unit from your trash, reducing its Energy cost by :rb_energy_3:.');
    assert.ok(i.kind === 'play' && i.reducingEnergyWord === true);
    assert.deepEqual(i.reducingCostBy, [{ kind: 'energy', amount: 3 }]);
    assert.deepEqual(unsupportedParts([only('Play a unit from your trash, reducing its cost by :rb_energy_2:.')]), []);
  });
  test('", ignoring their costs" plays several cards without their costs', () => {
    const i = first('Play all units banished with this, ignoring their costs.');
    assert.ok(i.kind === 'play' && i.ignoringCost === 'their costs');
  });
  test('"a friendly unit\'s Might": a possessive selection, doubled by the engine', () => {
    const a = only("Double a friendly unit's Might this turn.");
    const i = a.kind === 'spell' ? a.effect[0] : undefined;
    assert.ok(i?.kind === 'double-might' && i.duration === 'this-turn');
    assert.ok(sel(i.object).filters.some((f) => f.kind === 'controller' && f.who === 'friendly'));
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"to that enemy unit\'s battlefield": a move to where the unit named before is', () => {
    const a = only("Stun an enemy unit at a battlefield. Move a friendly unit to that enemy unit's battlefield.");
    const m = a.kind === 'spell' ? a.effect[1] : undefined;
    assert.ok(m?.kind === 'move' && m.to?.kind === 'location-of' && m.to.noun === 'battlefield');
    assert.ok(m.to.object.kind === 'pronoun' && m.to.object.word === 'that unit');
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"a friendly unit anywhere" is at any location', () => {
    const c = first('Choose a friendly unit anywhere.');
    assert.ok(c.kind === 'choose');
    const at = sel(c.object).filters.find((f) => f.kind === 'location');
    assert.ok(at?.kind === 'location' && at.at.kind === 'everywhere' && at.at.word === 'anywhere');
  });
  test('"units here each with 5 :rb_might: or less" restricts each unit', () => {
    const m = first('Move any number of enemy units here each with 4 :rb_might: or less to their base.');
    assert.ok(m.kind === 'move');
    const might = sel(m.object).filters.find((f) => f.kind === 'might');
    assert.ok(might?.kind === 'might' && might.each === true && might.op === '<=');
  });
  test('"with Energy cost no more than my Might" compares with the Might of the card itself, evaluated now', () => {
    const a = only('When I conquer, you may kill a gear with Energy cost no more than my Might.');
    const kill = a.kind === 'triggered' && a.effect[0].kind === 'optional' ? a.effect[0].body : undefined;
    assert.ok(kill?.kind === 'kill' && sel(kill.object).filters.some((f) => f.kind === 'energy-cost-vs' && f.than.kind === 'might-of'));
    assert.deepEqual(unsupportedParts([a]), [], 'evaluated: test/engine/cost-compared.test.ts');
  });
  test('"they each get +1 :rb_might: this turn": the actor\'s own Might, "they" being objects', () => {
    const e = effectOf('Ready a unit. If you have exactly two units there, they each get +1 :rb_might: this turn.');
    const c = e[1];
    const g = c.kind === 'conditional' ? c.then[0] : undefined;
    assert.ok(g?.kind === 'modify-might' && g.gets === true && g.each === true && g.sign === 1);
    assert.ok(g.object.kind === 'pronoun' && g.object.word === 'they');
  });
  test('"the Baron Pit battlefield token", "if it\'s not there already", "I enter there"', () => {
    const a = only("As you play me, add the Baron Pit battlefield token to the board if it's not there already. If you do, I enter there.");
    assert.ok(a.kind === 'triggered');
    const [add, then] = a.effect;
    assert.ok(add.kind === 'conditional' && add.trailing && add.then[0].kind === 'add-to-board' && add.then[0].token.the === true);
    assert.ok(add.condition.kind === 'if' && add.condition.predicate.kind === 'object-is' && add.condition.predicate.negated);
    assert.ok(then.kind === 'conditional' && then.then[0].kind === 'static-effect' && then.then[0].effect.kind === 'enters');
    assert.equal(then.then[0].effect.state, 'there');
    assert.ok(unsupportedParts([a]).includes('the condition "if it\'s not there already"'));
  });
  test('"Move me and a Shadow Clone you control to each other\'s locations": the two trade places', () => {
    const m = first("Move me and a Shadow Clone you control to each other's locations.");
    assert.ok(m.kind === 'move' && m.swap === true && m.object.kind === 'both' && m.to === undefined);
    assert.deepEqual(unsupportedParts([only("Move me and a Shadow Clone you control to each other's locations.")]), []);
  });
  test('"deal 2 instead" names no object, and "a battlefield I moved to or from"; both carried out', () => {
    const a = only("When I move, you may deal 1 to a unit at a battlefield I moved to or from. If I'm [Empowered], deal 2 instead.");
    const c = a.kind === 'triggered' ? a.effect[1] : undefined;
    assert.ok(c?.kind === 'conditional' && c.then[0].kind === 'deal-damage' && c.then[0].form === 'N' && c.then[0].instead);
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"your Gold [Add] an additional :rb_energy_1:" is a passive change of what the subject adds: your gear named Gold, no unit of a tag', () => {
    const a = only('While your score is within 3 points of the Victory Score, your Gold [Add] an additional :rb_energy_1:.');
    assert.ok(a.kind === 'passive' && a.effect.kind === 'adds-additional');
    assert.deepEqual(a.effect.resources, [{ kind: 'energy', amount: 1 }]);
    const gold = sel(a.effect.subject);
    assert.deepEqual([gold.determiner, gold.nouns, gold.filters], ['your', ['gear'], [{ kind: 'token-name', name: 'Gold', position: 'pre' }]]);
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"a unit, gear, or activated ability": the last of a serial list, its restriction now carried out (triggers/activated-abilities.ts)', () => {
    const a = only('When you play a unit, gear, or activated ability with Energy cost :rb_energy_7: or more, draw 1.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'when');
    const what = sel(a.trigger.events[0].object);
    assert.deepEqual(what.nouns, ['unit', 'gear', 'activated-ability']);
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"with spells or unit abilities": what the choosing was done with, in a condition of use', () => {
    const a = only(":rb_exhaust:: Draw 1. Use only if you've chosen enemy units and/or gear twice this turn with spells or unit abilities.");
    const u = a.kind === 'activated' ? a.effect[1] : undefined;
    assert.ok(u?.kind === 'use-only' && u.condition?.kind === 'if' && u.condition.predicate.kind === 'event-happened');
    assert.equal(u.condition.predicate.event.with, 'spells or unit abilities');
    assert.ok(unsupportedParts([a]).length > 0);
  });
  test('"Reduce its Energy cost by the Might of the unit you recycled": an amount, not symbols', () => {
    const i = first('Reduce its Energy cost by the Might of the unit you recycled.');
    assert.ok(i.kind === 'reduce-cost' && i.energyWord === true && i.byAmount?.kind === 'remembered');
  });
  test('empowered up to three times, a bonus for each time, and a condition on three times: each carried out (none named unsupported)', () => {
    const can = only('I can be [Empowered] up to three times.');
    assert.ok(can.kind === 'passive' && can.effect.kind === 'can' && can.effect.action === 'be [Empowered] up to three times');
    const per = only("I have +2 :rb_might: for each time I'm [Empowered].");
    assert.ok(per.kind === 'passive' && per.effect.kind === 'might-bonus' && per.effect.perTimeEmpowered === true);
    const times = only("While I'm [Empowered] three times, I have [Ganking].");
    assert.ok(times.kind === 'passive' && times.condition?.kind === 'if' && times.condition.predicate.kind === 'object-is');
    assert.equal(times.condition.predicate.filters[0].kind, 'empowered-times');
    for (const a of [can, per, times]) assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"Repeat this gear\'s play effect" is an instruction of its own, carried out', () => {
    const a = only("[Deathknell][>] Repeat this gear's play effect.");
    assert.ok(a.kind === 'triggered' && a.effect[0].kind === 'repeat-play-effect');
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"Deal its Energy cost as damage to a unit": the amount first; an amount the engine cannot work out is named', () => {
    const i = first('Discard 1. Deal its Energy cost as damage to a unit.');
    assert.ok(i.kind === 'discard');
    const d = effectOf('Discard 1. Deal its Energy cost as damage to a unit.')[1];
    assert.ok(d.kind === 'deal-damage' && d.form === 'as damage to' && d.amount.kind === 'cost-of' && d.amount.form === 'Energy cost');
    assert.ok(unsupportedParts([only('Deal damage to a unit equal to its cost.')]).includes('the instruction deal-damage of the amount "its cost"'));
  });
  test('"When you conquer here with one or more [Mighty] units": what it is done with, now read by the conquer finders (none named)', () => {
    const a = only('When you conquer here with one or more [Mighty] units, draw 1.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'when' && a.trigger.events[0].using?.kind === 'select');
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"As I\'m revealed from your deck, ..." is done as the event happens, now carried out by the reveals (none named)', () => {
    const a = only("As I'm revealed from your deck, [Add] :rb_energy_2:.");
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'as' && a.trigger.event.verb === 'be-revealed');
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"the next time ... this turn", trailing or leading, is a delayed trigger; "now instead"', () => {
    const k = effectOf('Choose a unit. Kill it the next time it takes damage this turn.')[1];
    assert.ok(k.kind === 'delayed' && k.trailing && k.trigger.kind === 'when' && k.trigger.form === 'the next time');
    const r = first('When I hold, the next time you play a unit this turn, ready it.');
    assert.ok(r.kind === 'delayed' && !r.trailing && r.trigger.kind === 'when' && r.trigger.events[0].verb === 'play');
    assert.deepEqual(unsupportedParts([only('When I hold, the next time you play a unit this turn, ready it.')]), []);
    const now = first('Kill it now instead.');
    assert.ok(now.kind === 'kill' && now.now === true && now.instead === true);
  });
  test('"if they didn\'t already", "less to a minimum of" without a comma, and ", and" a second subject\'s change', () => {
    const d = only("Friendly buffed units have [Deflect] if they didn't already.");
    assert.ok(d.kind === 'passive' && d.effect.kind === 'has-keyword' && d.effect.ifNotAlready === true);
    assert.deepEqual(unsupportedParts([d]), [], 'carried out: test/engine/keyword-grants.test.ts');
    const v = only("While I'm in combat, friendly spells cost :rb_energy_1: less to a minimum of :rb_energy_1:, and enemy spells cost :rb_energy_1: more.");
    assert.ok(v.kind === 'passive' && v.effect.kind === 'cost-change' && v.effect.minimumNoComma === true);
    assert.ok(v.also?.ownSubject === true && v.also.effect.kind === 'cost-change' && v.also.effect.sign === 1);
    assert.ok(v.condition?.kind === 'if');
    // carried out now (playing-cards/play-data.ts): the condition, both subjects' changes and the minimum
    assert.deepEqual(unsupportedParts([v]), []);
  });
  test('"For each buff spent" is a restriction named unsupported; "friendly [Repeat] costs" a cost change carried out', () => {
    const a = only('When you play me, spend any number of buffs. For each buff spent, channel 1 rune exhausted.');
    assert.ok(unsupportedParts([a]).includes('the restriction "spent"'));
    const m = only('While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less.');
    assert.ok(m.kind === 'passive' && m.effect.kind === 'cost-change');
    const costs = sel(m.effect.subject);
    assert.deepEqual(costs.nouns, ['cost']);
    assert.ok(costs.filters.some((f) => f.kind === 'keyword' && f.costOf && f.keyword.name === 'Repeat'));
    assert.deepEqual(unsupportedParts([m]), []);
  });
  test('"Return it to its owner\'s hand instead of putting it in their trash": carried out', () => {
    const a = only("Counter a spell. Return it to its owner's hand instead of putting it in their trash.");
    const r = a.kind === 'spell' ? a.effect[1] : undefined;
    assert.ok(r?.kind === 'return-to-hand' && r.insteadOfTrash === true);
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"an enemy unit attacking here" and "If you play me to a battlefield, I enter ready" are carried out', () => {
    const a = only(':rb_exhaust:: [Stun] an enemy unit attacking here.');
    const st = a.kind === 'activated' ? a.effect[0] : undefined;
    assert.ok(st?.kind === 'stun' && sel(st.object).filters.some((f) => f.kind === 'state' && f.state === 'attacking'));
    assert.deepEqual(unsupportedParts([a]), []);
    const p = only('If you play me to a battlefield, I enter ready.');
    assert.ok(p.kind === 'passive' && p.condition?.kind === 'if' && p.condition.predicate.kind === 'event-happened');
    assert.equal(p.condition.predicate.event.where?.prep, 'to');
    assert.deepEqual(unsupportedParts([p]), []);
  });
});
