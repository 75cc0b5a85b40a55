// The card-text grammar for constructs printed on one or two cards each: cost changes named by an
// ordinal, a keyword's cost or points scored; changes to what a buff or an attached Equipment is
// worth; borrowed abilities; a first-time trigger worded after its event; cases labelled by rune
// symbols; an ability's own Energy cost reduced by an amount. Each text compiles to the expected
// nodes and decompiles back to itself, and the engine names each part it does not carry out.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { compiled, effectOf, first, only, sel } from './grammar-support.ts';

/** The text, compiled, and the effect of its spell ability `n`. */
function spellLine(text: string, n = 0) {
  const c = compiled(text);
  const a = c.abilities[n];
  assert.ok(a.kind === 'spell');
  return { c, effect: a.effect };
}

function passiveOf(text: string) {
  const a = only(text);
  assert.equal(a.kind, 'passive');
  return a as Extract<typeof a, { kind: 'passive' }>;
}

describe('passive forms printed on few cards', () => {
  test('"the first friendly non-token gear played each turn costs ... less": an ordinal over the turn\'s plays, under its condition', () => {
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
    assert.ok(unsupportedParts([ornn]).some((p) => p.includes('the first friendly non-token gear played each turn')));
    // an ordinal needs its period: without "each turn" the line is not read as this change
    assert.equal(compileCardText('The first friendly gear played costs :rb_energy_1: less.').semantic, false);
  });

  test('"[Empower] costs of your units here cost :rb_energy_1: or :rb_rune_rainbow: less": a keyword\'s cost, either change as the payer picks', () => {
    const e = passiveOf('[Empower] costs of your units here cost :rb_energy_1: or :rb_rune_rainbow: less.').effect;
    assert.ok(e.kind === 'keyword-cost-change');
    assert.equal(e.keyword.name, 'Empower');
    assert.deepEqual(sel(e.of).nouns, ['unit']);
    assert.deepEqual(e.delta, [{ kind: 'energy', amount: 1 }]);
    assert.deepEqual(e.orDelta, [{ kind: 'power', domain: 'rainbow' }]);
    assert.equal(e.sign, -1);
    const one = passiveOf('[Empower] costs of your units cost :rb_energy_1: more.').effect;
    assert.ok(one.kind === 'keyword-cost-change' && one.sign === 1 && one.orDelta === undefined);
    assert.ok(unsupportedParts([{ kind: 'passive', effect: e }]).length > 0);
  });

  test('"I cost ... less for each point you scored from holding this turn": once per point scored that way, not per object', () => {
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
    assert.ok(unsupportedParts([{ kind: 'passive', effect: e }]).some((p) => p.includes('for each point you scored from holding')));
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
  test('"Buffs give an additional +1 :rb_might: to friendly units this turn": a lasting change to what buffs are worth', () => {
    const c = compiled('Buff a friendly unit. Buffs give an additional +1 :rb_might: to friendly units this turn.');
    const a = c.abilities[0];
    assert.ok(a.kind === 'spell');
    const [buff, worth] = a.effect;
    assert.equal(buff.kind, 'buff');
    assert.ok(worth.kind === 'static-effect' && worth.duration === 'this-turn');
    assert.ok(worth.effect.kind === 'buffs-give-more');
    assert.equal(worth.effect.might, 1);
    assert.deepEqual(sel(worth.effect.to).nouns, ['unit']);
    assert.ok(unsupportedParts(c.abilities).includes('the instruction static-effect'));
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

  test('"When <event> for the first time each turn": the first-time trigger worded after its event', () => {
    const a = only('When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'first-time');
    assert.equal(a.trigger.period, 'each turn');
    assert.equal(a.trigger.printedAfter, true);
    assert.equal(a.trigger.event.verb, 'choose');
    assert.equal(a.trigger.event.with, 'a spell');
    assert.ok(unsupportedParts([a]).some((p) => p.includes('for the first time each turn')));
    // the plain "When" trigger stays a "when" trigger
    const plain = only('When a player chooses a friendly unit here with a spell, they draw 1.');
    assert.ok(plain.kind === 'triggered' && plain.trigger.kind === 'when');
  });

  test('"Do one of the following based on its domain:" with cases labelled by rune symbols', () => {
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
    // the engine picks no case by a domain: named, never run as the discarded card's cases
    assert.ok(unsupportedParts(c.abilities).includes('the instruction do-one-of-following'));
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

describe('choices among looked-at cards, chosen objects and costs compared', () => {
  test('"You may recycle one or both of them. Put those you don\'t back in any order.": up to two of the looked-at cards, the rest put back', () => {
    const c = compiled(
      "When you conquer here, look at the top two cards of your Main Deck. You may recycle one or both of them. Put those you don't back in any order.",
    );
    const a = c.abilities[0];
    assert.ok(a.kind === 'triggered');
    const [look, recycle, back] = a.effect;
    assert.equal(look.kind, 'look');
    assert.ok(recycle.kind === 'optional' && recycle.body.kind === 'recycle');
    assert.deepEqual(recycle.body.object, { ...recycle.body.object, kind: 'pronoun', word: 'them', upTo: 2 });
    assert.ok(back.kind === 'put-back' && back.object.kind === 'pronoun' && back.object.word === 'the rest');
    assert.ok(unsupportedParts(c.abilities).includes('the instruction put-back'));
    // "back" needs its order: a plain "put them back" is not read as this
    assert.equal(compileCardText('Look at the top two cards of your Main Deck. Put them back.').semantic, false);
  });

  test('"Attach that Equipment to that unit or detach that Equipment from that unit": one of two, to the objects chosen before', () => {
    const { c, effect } = spellLine(
      'Choose a unit and an Equipment with the same controller. Attach that Equipment to that unit or detach that Equipment from that unit. Draw 1.',
    );
    const either = effect[1];
    assert.ok(either.kind === 'attach-or-detach');
    assert.ok(either.equipment.kind === 'pronoun' && either.equipment.word === 'that gear');
    assert.ok(either.unit.kind === 'pronoun' && either.unit.word === 'that unit');
    assert.equal(effect[2].kind, 'draw');
    assert.ok(unsupportedParts(c.abilities).includes('the instruction attach-or-detach'));
    // both halves must name the same objects
    assert.equal(
      compileCardText('Choose a unit and an Equipment with the same controller. Attach that Equipment to that unit or detach that Equipment from me.').semantic,
      false,
    );
  });

  test('"that costs no more Energy and no more Power than the killed unit": both parts of a cost against another object\'s, named as unevaluated', () => {
    const { c, effect } = spellLine(
      'As an additional cost to play this, kill a friendly unit.\nPlay a unit from your trash that costs no more Energy and no more Power than the killed unit, ignoring its cost.',
      1,
    );
    const p = effect[0];
    assert.ok(p.kind === 'play' && p.object);
    const f = sel(p.object).filters.find((x) => x.kind === 'energy-cost-vs');
    assert.ok(f?.kind === 'energy-cost-vs' && f.powerToo === true && f.op === '<=');
    assert.ok(f.than.kind === 'cost-of' && f.than.object.kind === 'pronoun' && f.than.object.word === 'the killed unit');
    assert.ok(unsupportedParts(c.abilities).includes('the restriction "that costs no more Energy and no more Power than the killed unit"'));
    // a bound by symbols stays the plain cost restriction
    const plain = first('Play a unit from your trash that costs no more than :rb_energy_3:, ignoring its cost.');
    assert.ok(plain.kind === 'play' && plain.object && sel(plain.object).filters.some((x) => x.kind === 'energy-cost'));
  });
});

describe('costs offered to every player, and two chosen objects trading places', () => {
  test('"Any player may pay ... as an additional cost to play a Dragon. If they do, ...": a cost a battlefield offers for other cards, named unsupported', () => {
    const a = only(
      'Any player may pay :rb_rune_rainbow::rb_rune_rainbow: as an additional cost to play a Dragon. If they do, they play it to this battlefield.',
    );
    assert.ok(a.kind === 'additional-cost' && a.optional);
    assert.ok(a.forCards && sel(a.forCards).filters.some((f) => f.kind === 'tag' && f.tag === 'Dragon'));
    assert.deepEqual(a.cost, [
      {
        kind: 'symbols',
        symbols: [
          { kind: 'power', domain: 'rainbow' },
          { kind: 'power', domain: 'rainbow' },
        ],
      },
    ]);
    assert.equal(a.effect?.[0].kind, 'conditional');
    assert.ok(unsupportedParts([a]).includes('the passive ability "Any player may ... as an additional cost to play a Dragon"'));
    // the card's own optional cost keeps no such reference, and is not named for it
    const own = only('You may pay :rb_rune_rainbow: as an additional cost to play me.');
    assert.ok(own.kind === 'additional-cost' && own.forCards === undefined);
    assert.ok(!unsupportedParts([own]).some((p) => p.includes('Any player may')));
  });

  test('"If at least one of them has [Temporary], move each to the other\'s location": a quantified condition and a swap, each named', () => {
    const c = compiled(
      "Choose a unit you control and another unit you control at a different location. If at least one of them has [Temporary], move each to the other's location. Draw 1.",
    );
    const a = c.abilities[0];
    assert.ok(a.kind === 'spell');
    const cond = a.effect[1];
    assert.ok(cond.kind === 'conditional' && cond.condition.kind === 'if');
    const p = cond.condition.predicate;
    assert.ok(p.kind === 'at-least-one-has' && p.of.kind === 'pronoun' && p.of.word === 'them');
    assert.deepEqual(
      p.keywords.map((k) => k.name),
      ['Temporary'],
    );
    const swap = cond.then[0];
    assert.ok(swap.kind === 'swap-locations' && swap.objects.kind === 'pronoun' && swap.objects.word === 'each');
    const parts = unsupportedParts(c.abilities);
    assert.ok(parts.includes('the condition "if at least one of them has [Temporary]"'), parts.join('; '));
    assert.ok(parts.includes('the instruction swap-locations'));
    // "move each to" a named place stays a move
    const move = effectOf('Choose two units. Move each to base.')[1];
    assert.ok(move.kind !== 'swap-locations');
  });
});

describe('zones as one object, zone-change replacements, costs by choices and copies while attached', () => {
  test('"banish your hand and trash" and "If a card would go to your trash from anywhere other than your Main Deck, banish it instead"', () => {
    const c = compiled(
      'When you play this, banish your hand and trash, then [Burn 7].\nSkip your Draw Phase.\nYou may play cards from your trash.\nIf a card would go to your trash from anywhere other than your Main Deck, banish it instead.',
    );
    const [played, , , replacement] = c.abilities;
    assert.ok(played.kind === 'triggered');
    const banish = played.effect[0];
    assert.ok(banish.kind === 'banish-zones' && banish.whose === 'your');
    assert.deepEqual(banish.zones, ['hand', 'trash']);
    assert.ok(replacement.kind === 'replacement');
    assert.equal(replacement.replacement.event.verb, 'go to your trash');
    assert.equal(replacement.replacement.event.notFrom, 'your Main Deck');
    const parts = unsupportedParts(c.abilities);
    assert.ok(parts.includes('the instruction banish-zones'));
    assert.ok(parts.some((p) => p.startsWith('the replacement "If a card would go to your trash from anywhere other than your Main Deck')));
    // one zone alone stays the plain banish of "your hand", and the zone change needs the zone it excludes
    assert.equal(effectOf('When you play this, banish your hand.')[0].kind, 'banish');
    assert.equal(compileCardText('If a card would go to your trash, banish it instead.').semantic, false);
  });

  test('"Each spell that chooses one or more units here that are friendly to it costs ... less": a spell\'s cost by its own choices', () => {
    const e = passiveOf('Each spell that chooses one or more units here that are friendly to it costs :rb_rune_rainbow: less.').effect;
    assert.ok(e.kind === 'spell-cost-by-choices' && e.friendlyToIt === true && e.sign === -1);
    assert.equal(sel(e.chooses).determiner, 'one-or-more');
    assert.deepEqual(sel(e.chooses).nouns, ['unit']);
    assert.ok(unsupportedParts([{ kind: 'passive', effect: e }]).length > 0);
    // without "friendly to it" the carried-out "that chooses" cost change is read as before
    const plain = passiveOf('Each spell that chooses a friendly unit here costs :rb_rune_rainbow: less.').effect;
    assert.equal(plain.kind, 'cost-change');
  });

  test('"As this is attached to a unit, choose another friendly unit. The equipped unit becomes a copy of that unit ...": a choice and a copy while attached', () => {
    const c = compiled(
      '[Equip] :rb_energy_1::rb_rune_order:\nAs this is attached to a unit, choose another friendly unit. The equipped unit becomes a copy of that unit for as long as this is attached to it.',
    );
    const copy = c.abilities[1];
    assert.ok(copy.kind === 'passive' && copy.effect.kind === 'equipped-becomes-copy-while-attached');
    const chosen = sel(copy.effect.choose);
    assert.deepEqual(chosen.nouns, ['unit']);
    assert.ok(chosen.filters.some((f) => f.kind === 'other') && chosen.filters.some((f) => f.kind === 'controller' && f.who === 'friendly'));
    assert.ok(unsupportedParts(c.abilities).some((p) => p.includes('becomes a copy of that unit')));
    // the copy of text only (Svellsongur) keeps its own node
    const text = passiveOf("As this is attached to a unit, copy that unit's text to this Equipment's effect text for as long as this is attached to it.");
    assert.equal(text.effect.kind, 'copies-traits-while-attached');
  });
});

describe("a cost per part of another object's cost, and the defender as a player", () => {
  test('"If you do, I cost ... less for each Energy it costs and ... less for each Power it costs"; "the defender must kill ..."', () => {
    const c = compiled(
      'You may kill a friendly unit as an additional cost to play me. If you do, I cost :rb_energy_1: less for each Energy it costs and :rb_rune_order: less for each Power it costs.\n[Ganking]\nWhen I attack, the defender must kill one of their units here.',
    );
    const [cost, , attack] = c.abilities;
    assert.ok(cost.kind === 'additional-cost' && cost.effect);
    const ifDone = cost.effect[0];
    assert.ok(ifDone.kind === 'conditional');
    const change = ifDone.then[0];
    assert.ok(change.kind === 'static-effect' && change.effect.kind === 'cost-change-per-cost-part');
    assert.deepEqual(change.effect.perEnergy, [{ kind: 'energy', amount: 1 }]);
    assert.deepEqual(change.effect.perPower, [{ kind: 'power', domain: 'order' }]);
    assert.ok(change.effect.of.kind === 'pronoun' && change.effect.of.word === 'it');
    assert.ok(attack.kind === 'triggered');
    const kill = attack.effect[0];
    assert.ok(kill.kind === 'kill' && kill.must && kill.actor?.kind === 'player' && kill.actor.who === 'the-defender');
    // no code finds the defender yet: named, never done by the controller instead
    const parts = unsupportedParts(c.abilities);
    assert.ok(parts.includes('the instruction kill done by the defender'), parts.join('; '));
    assert.ok(parts.includes('the instruction static-effect'));
    // the plain "I cost ... less" after "If you do" stays a cost change
    const plain = only('You may kill a friendly unit as an additional cost to play me. If you do, I cost :rb_energy_1: less.');
    assert.ok(plain.kind === 'additional-cost' && plain.effect?.[0].kind === 'conditional');
    const then = plain.effect[0].kind === 'conditional' ? plain.effect[0].then[0] : undefined;
    assert.ok(then?.kind === 'static-effect' && then.effect.kind === 'cost-change');
  });
});

describe('a reflexive trigger on what a keyword instruction did', () => {
  test('"[Burn 1]. When you burn a unit this way, do this: Give ... equal to the burned card\'s Might this turn."', () => {
    const effect = effectOf(
      "When you play this or at the start of your Beginning Phase, [Burn 1]. When you burn a unit this way, do this: Give a friendly unit +:rb_might: equal to the burned card's Might this turn.",
    );
    const reflexive = effect[1];
    assert.ok(reflexive.kind === 'when-this-way' && reflexive.verb === 'burn');
    assert.deepEqual(sel(reflexive.object).nouns, ['unit']);
    const give = reflexive.body[0];
    assert.ok(give.kind === 'modify-might' && give.duration === 'this-turn');
    assert.deepEqual(give.amount, { kind: 'remembered', what: "the burned card's Might" });
    // the engine runs no such trigger: named, so the buff is never given for a card that was no unit
    assert.ok(unsupportedParts([{ kind: 'spell', effect }]).includes('the instruction when-this-way'));
    // the reflexive trigger needs its "do this:"
    assert.equal(compileCardText('[Burn 1]. When you burn a unit this way, draw 1.').semantic, false);
  });
});
