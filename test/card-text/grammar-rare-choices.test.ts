// The card-text grammar for more constructs printed on one card each: choices among looked-at cards,
// one of two instructions on objects chosen before, costs compared part by part, costs offered to
// every player, quantified conditions and swaps, zones as one object, zone-change replacements, the
// defender as a player, and a reflexive trigger on what [Burn] did. Each text compiles to the
// expected nodes and decompiles back to itself, and the engine names each part it does not carry out.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { compiled, effectOf, first, only, passiveOf, sel, spellLine } from './grammar-support.ts';

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

  test('"Attach that Equipment to that unit or detach that Equipment from that unit": one of two, to the objects chosen before, now carried out', () => {
    const { c, effect } = spellLine(
      'Choose a unit and an Equipment with the same controller. Attach that Equipment to that unit or detach that Equipment from that unit. Draw 1.',
    );
    const either = effect[1];
    assert.ok(either.kind === 'attach-or-detach');
    assert.ok(either.equipment.kind === 'pronoun' && either.equipment.word === 'that gear');
    assert.ok(either.unit.kind === 'pronoun' && either.unit.word === 'that unit');
    assert.equal(effect[2].kind, 'draw');
    assert.deepEqual(unsupportedParts(c.abilities), []);
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

  test('"If at least one of them has [Temporary], move each to the other\'s location": a quantified condition and a swap, both carried out', () => {
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
    assert.deepEqual(unsupportedParts(c.abilities), []);
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

  test('"Each spell that chooses one or more units here that are friendly to it costs ... less": a spell\'s cost by its own choices, carried out (none named unsupported)', () => {
    const e = passiveOf('Each spell that chooses one or more units here that are friendly to it costs :rb_rune_rainbow: less.').effect;
    assert.ok(e.kind === 'spell-cost-by-choices' && e.friendlyToIt === true && e.sign === -1);
    assert.equal(sel(e.chooses).determiner, 'one-or-more');
    assert.deepEqual(sel(e.chooses).nouns, ['unit']);
    assert.deepEqual(unsupportedParts([{ kind: 'passive', effect: e }]), []);
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
  test('"[Burn 1]. When you burn a unit this way, do this: Give ... equal to the burned card\'s Might this turn.": now carried out', () => {
    const effect = effectOf(
      "When you play this or at the start of your Beginning Phase, [Burn 1]. When you burn a unit this way, do this: Give a friendly unit +:rb_might: equal to the burned card's Might this turn.",
    );
    const reflexive = effect[1];
    assert.ok(reflexive.kind === 'when-this-way' && reflexive.verb === 'burn');
    assert.deepEqual(sel(reflexive.object).nouns, ['unit']);
    const give = reflexive.body[0];
    assert.ok(give.kind === 'modify-might' && give.duration === 'this-turn');
    assert.deepEqual(give.amount, { kind: 'remembered', what: "the burned card's Might" });
    // the engine runs the trigger for each unit card burned (when-this-way.ts)
    assert.deepEqual(unsupportedParts([{ kind: 'spell', effect }]), []);
    // the reflexive trigger needs its "do this:"
    assert.equal(compileCardText('[Burn 1]. When you burn a unit this way, draw 1.').semantic, false);
  });
});
