// The card-text grammar for constructs printed on one or two cards each: cost changes named by an
// ordinal, a keyword's cost or points scored; changes to what a buff or an attached Equipment is
// worth; borrowed abilities; a first-time trigger worded after its event; cases labelled by rune
// symbols; an ability's own Energy cost reduced by an amount; "your next spell"; a death replacement
// limited to combat. Each text compiles to the expected nodes and decompiles back to itself, and the
// engine names each part it does not carry out.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { compiled, effectOf, first, only, passiveOf, sel } from './grammar-support.ts';

describe('passive forms printed on few cards', () => {
  test('"the first friendly non-token gear played each turn costs ... less": an ordinal over the turn\'s plays, under its condition; both forms carried out (none named unsupported)', () => {
    const ornn = passiveOf('While you control this battlefield, the first friendly non-token gear played each turn costs :rb_energy_1: less.');
    assert.ok(ornn.condition?.kind === 'if');
    const e = ornn.effect;
    assert.ok(e.kind === 'first-each-turn-cost-change');
    assert.deepEqual(sel(e.of).nouns, ['gear']);
    assert.deepEqual(
      sel(e.of).filters.map((f) => f.kind),
      ['controller', 'state'],
    );
    assert.equal(e.sign, -1);
    assert.deepEqual(e.delta, [{ kind: 'energy', amount: 1 }]);
    assert.equal(e.activatedAbility, undefined);
    // "the first friendly gear activated ability played": the ability of such an object, not the object
    const piltover = passiveOf('While you control this battlefield, the first friendly gear activated ability played each turn costs :rb_energy_1: less.');
    assert.ok(piltover.effect.kind === 'first-each-turn-cost-change' && piltover.effect.activatedAbility === true);
    assert.deepEqual(unsupportedParts([ornn, piltover]), []);
    // an ordinal needs its period: without "each turn" the line is not read as this change
    assert.equal(compileCardText('The first friendly gear played costs :rb_energy_1: less.').semantic, false);
  });

  test('"[Empower] costs of your units here cost :rb_energy_1: or :rb_rune_rainbow: less": a keyword\'s cost, either change as the payer picks; carried out (none named unsupported), an increase on every unit still named', () => {
    const e = passiveOf('[Empower] costs of your units here cost :rb_energy_1: or :rb_rune_rainbow: less.').effect;
    assert.ok(e.kind === 'keyword-cost-change');
    assert.equal(e.keyword.name, 'Empower');
    assert.deepEqual(sel(e.of).nouns, ['unit']);
    assert.deepEqual(e.delta, [{ kind: 'energy', amount: 1 }]);
    assert.deepEqual(e.orDelta, [{ kind: 'power', domain: 'rainbow' }]);
    assert.equal(e.sign, -1);
    const one = passiveOf('[Empower] costs of your units cost :rb_energy_1: more.').effect;
    assert.ok(one.kind === 'keyword-cost-change' && one.sign === 1 && one.orDelta === undefined);
    assert.deepEqual(unsupportedParts([{ kind: 'passive', effect: e }]), []);
    assert.ok(unsupportedParts([{ kind: 'passive', effect: one }]).length > 0);
  });

  test('"I cost ... less for each point you scored from holding this turn": once per point scored that way, not per object; carried out (none named unsupported)', () => {
    const e = passiveOf('I cost :rb_energy_2::rb_rune_calm: less for each point you scored from holding this turn.').effect;
    assert.ok(e.kind === 'cost-change-per-point-scored');
    assert.equal(e.subject.kind, 'self');
    assert.equal(e.scoredBy, 'holding');
    assert.deepEqual(e.delta, [
      { kind: 'energy', amount: 2 },
      { kind: 'power', domain: 'calm' },
    ]);
    const conquering = passiveOf('I cost :rb_energy_1: less for each point you scored from conquering this turn.').effect;
    assert.ok(conquering.kind === 'cost-change-per-point-scored' && conquering.scoredBy === 'conquering');
    assert.deepEqual(unsupportedParts([{ kind: 'passive', effect: e }]), []);
    // the plain change keeps its own kind
    assert.equal(passiveOf('I cost :rb_energy_2: less.').effect.kind, 'cost-change');
  });

  test('"Each Equipment attached to me gives double its base Might bonus": a change to the bonus another card gives, not a Might of its own', () => {
    const e = passiveOf('Each Equipment attached to me gives double its base Might bonus.').effect;
    assert.ok(e.kind === 'attached-might-bonus-doubled');
    assert.equal(sel(e.subject).determiner, 'each');
    assert.deepEqual(sel(e.subject).nouns, ['equipment']);
    assert.ok(unsupportedParts([{ kind: 'passive', effect: e }]).some((p) => p.includes('gives double its base Might bonus')));
    // the singular verb goes with a singular subject
    assert.equal(compileCardText('Each Equipment attached to me give double its base Might bonus.').semantic, false);
  });

  test('"I have all :rb_exhaust: abilities of all friendly legends, units, and gear": abilities borrowed by their cost, from a serial list joined by "and"', () => {
    const e = passiveOf('I have all :rb_exhaust: abilities of all friendly legends, units, and gear.').effect;
    assert.ok(e.kind === 'has-abilities-of');
    assert.deepEqual(e.withCost, [{ kind: 'exhaust-symbol' }]);
    const from = sel(e.from);
    assert.equal(from.determiner, 'all');
    assert.deepEqual(from.nouns, ['legend', 'unit', 'gear']);
    assert.equal(from.nounJoin, 'and');
    assert.ok(unsupportedParts([{ kind: 'passive', effect: e }]).length > 0);
    // only the exhaust symbol names a kind of ability here
    assert.equal(compileCardText('I have all :rb_energy_1: abilities of all friendly units.').semantic, false);
    // the serial list joined by "and" reads in instructions too, and a list joined by "or" keeps its join
    const kill = first('Kill all friendly legends, units, and gear.');
    assert.ok(kill.kind === 'kill' && sel(kill.object).nouns.length === 3 && sel(kill.object).nounJoin === 'and');
    const either = first('Kill a friendly legend, unit, or gear.');
    assert.ok(either.kind === 'kill' && sel(either.object).nounJoin === undefined);
  });
});

describe('instructions and triggers printed on few cards', () => {
  test('"Buffs give an additional +1 :rb_might: to friendly units this turn": a lasting change to what buffs are worth, now carried out', () => {
    const c = compiled('Buff a friendly unit. Buffs give an additional +1 :rb_might: to friendly units this turn.');
    const a = c.abilities[0];
    assert.ok(a.kind === 'spell');
    const [buff, worth] = a.effect;
    assert.equal(buff.kind, 'buff');
    assert.ok(worth.kind === 'static-effect' && worth.duration === 'this-turn');
    assert.ok(worth.effect.kind === 'buffs-give-more');
    assert.equal(worth.effect.might, 1);
    assert.deepEqual(sel(worth.effect.to).nouns, ['unit']);
    assert.deepEqual(unsupportedParts(c.abilities), []);
    // without a duration it would be no instruction of a spell: not read as one
    assert.equal(compileCardText('Buffs give an additional +1 :rb_might: to friendly units.').semantic, false);
  });

  test("\"This ability's Energy cost is reduced by the Might of the unit you choose\": the keyword's own cost, by a chosen unit's Might", () => {
    const c = compiled("[Equip] :rb_energy_3::rb_rune_rainbow:. This ability's Energy cost is reduced by the Might of the unit you choose.");
    const a = c.abilities[0];
    assert.ok(a.kind === 'keyword' && a.keyword.name === 'Equip');
    const [i] = a.effect ?? [];
    assert.ok(i?.kind === 'static-effect' && i.effect.kind === 'energy-cost-reduced');
    assert.equal(i.effect.subject.kind, 'self');
    const by = i.effect.by;
    assert.ok(!Array.isArray(by) && by.kind === 'might-of');
    assert.ok(sel(by.object).filters.some((f) => f.kind === 'chosen-by' && f.by.kind === 'player' && f.by.who === 'you'));
    assert.ok(unsupportedParts(c.abilities).includes('the instruction static-effect'));
    // "This" before a possessive is no reference to the card itself
    assert.equal(compileCardText("This ability's Might is 3.").semantic, false);
  });

  test('"When <event> for the first time each turn": the first-time trigger worded after its event, now carried out (none named)', () => {
    const a = only('When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'first-time');
    assert.equal(a.trigger.period, 'each turn');
    assert.equal(a.trigger.printedAfter, true);
    assert.equal(a.trigger.event.verb, 'choose');
    assert.equal(a.trigger.event.with, 'a spell');
    assert.deepEqual(unsupportedParts([a]), []);
    // the plain "When" trigger stays a "when" trigger
    const plain = only('When a player chooses a friendly unit here with a spell, they draw 1.');
    assert.ok(plain.kind === 'triggered' && plain.trigger.kind === 'when');
  });

  test('"Do one of the following based on its domain:" with cases labelled by rune symbols, carried out', () => {
    const c = compiled(
      'When I attack, reveal the top rune of your rune deck, then recycle it. Do one of the following based on its domain:\n:rb_rune_fury: — Deal 2 to an enemy unit here and 1 to all other enemy units here.\n:rb_rune_mind: — Draw 1.\n:rb_rune_order: — Stun an enemy unit.',
    );
    assert.equal(c.abilities.length, 1);
    const a = c.abilities[0];
    assert.ok(a.kind === 'triggered');
    const cases = a.effect[a.effect.length - 1];
    assert.ok(cases.kind === 'do-one-of-following' && cases.basedOn === 'its domain');
    assert.deepEqual(
      cases.modes.map((m) => [m.label, m.body[0].kind]),
      [
        [':rb_rune_fury:', 'deal-damage'],
        [':rb_rune_mind:', 'draw'],
        [':rb_rune_order:', 'stun'],
      ],
    );
    // the case of the revealed rune's domain is added as a reflexive trigger (effects/instructions/by-domain.ts)
    assert.deepEqual(unsupportedParts(c.abilities), []);
    // a case without its label is not read as one
    assert.equal(compileCardText('When I attack, draw 1. Do one of the following based on its domain:\nDraw 1.').semantic, false);
  });
});

describe('references, replacements and permissions printed on few cards', () => {
  test('"your next spell this turn" is "the next spell you play this turn", printed its own way', () => {
    const [g] = effectOf('When you hold here, give your next spell this turn [Repeat] equal to its base cost.');
    assert.ok(g.kind === 'grant-keyword');
    const next = sel(g.object);
    assert.equal(next.determiner, 'next');
    assert.equal(next.yourNext, true);
    assert.deepEqual(
      next.filters.map((f) => (f.kind === 'controller' ? f.who : f.kind)),
      ['you-play'],
    );
    assert.ok(g.keywords[0].name === 'Repeat' && g.keywords[0].equalTo?.kind === 'cost-of' && g.keywords[0].equalTo.form === 'base cost');
    // the same reference printed the other way keeps its printing
    const other = first('Give the next spell you play this turn [Repeat] equal to its cost.');
    assert.ok(other.kind === 'grant-keyword' && sel(other.object).yourNext === undefined);
    // "your next" needs its turn
    assert.equal(compileCardText('When you hold here, give your next spell [Repeat] equal to its base cost.').semantic, false);
  });

  test('"If a unit here would die during combat, ... instead": a replacement limited to combat, which the engine names rather than applies always', () => {
    const a = only(
      'If a unit here would die during combat, its controller may pay :rb_rune_rainbow::rb_rune_rainbow::rb_rune_rainbow: to heal it, exhaust it, and recall it instead.',
    );
    assert.ok(a.kind === 'replacement' && a.replacement.duringCombat === true && a.replacement.event.verb === 'die');
    assert.ok(unsupportedParts([a]).some((p) => p.includes('during combat')));
    // a friendly death the engine replaces is not replaced outside combat when the text limits it to combat
    const friendly = only('If a friendly unit would die during combat, recall it instead.');
    assert.ok(unsupportedParts([friendly]).length > 0);
    assert.deepEqual(unsupportedParts([only('If a friendly unit would die, recall it instead.')]), []);
    // only a death is limited this way
    assert.equal(compileCardText('If a unit here would move during combat, recall it instead.').semantic, false);
  });

  test('"You may [Ambush] me to its battlefield, even if ...": a keyword\'s permission after an additional cost on the same line', () => {
    const c = compiled(
      "As an additional cost to play me, kill a Bird, Cat, Dog, or Poro you control. You may [Ambush] me to its battlefield, even if you don't have other units there.",
    );
    const [cost, permission] = c.abilities;
    assert.equal(cost.kind, 'additional-cost');
    assert.ok(permission.kind === 'passive' && permission.effect.kind === 'keyword-permission');
    assert.equal(permission.effect.form, 'You may');
    assert.equal(permission.effect.keyword.name, 'Ambush');
    assert.equal(permission.effect.evenIf?.kind, 'player-has');
    assert.equal(cost.line, permission.line);
    assert.ok(unsupportedParts(c.abilities).some((p) => p.includes('You may [Ambush] me to its battlefield')));
    // the permission is printed second: a line opening with it and closing with the cost is not read
    assert.equal(compileCardText('You may [Ambush] me to its battlefield. As an additional cost to play me, kill a unit you control.').semantic, false);
  });
});
