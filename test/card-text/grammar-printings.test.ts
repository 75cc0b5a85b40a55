// The card-text grammar for phrases of the last printings it could not read: each text compiles to the
// expected nodes and decompiles back to itself, and a part the engine does not carry out is named as
// unsupported rather than ignored.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { compiled, effectOf, first, only, sel } from './grammar-support.ts';

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
    assert.deepEqual(unsupportedParts([there]), []);
  });
  test('"If <condition> at the start of your Beginning Phase, ..." is a phase trigger with its condition', () => {
    const a = only('If you control fewer runes than an opponent at the start of your Beginning Phase, give me +1 :rb_might: this turn.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'phase' && a.trigger.phase === 'your Beginning Phase');
    assert.ok(a.condition?.kind === 'if' && a.condition.predicate.kind === 'fewer-than');
    const than = a.condition.predicate.than;
    assert.ok(than.kind === 'player' && than.who === 'an-opponent');
    // the trigger check tests it as the ability would trigger (effects/conditions.ts stateCondition)
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"If you played this from your hand" is the play event with the zone it came from', () => {
    const c = compiled('[Stun] a unit.\nIf you played this from your hand, draw 1.');
    const a = c.abilities[1];
    const i = a.kind === 'spell' ? a.effect[0] : undefined;
    assert.ok(i?.kind === 'conditional' && i.condition.kind === 'if' && i.condition.predicate.kind === 'event-happened');
    assert.deepEqual(i.condition.predicate.event.where, { prep: 'from', at: { kind: 'zone', zone: 'your hand' } });
    // read from the card's play record as it resolves (effects/past-conditions.ts)
    assert.deepEqual(unsupportedParts(c.abilities), []);
  });
  test('"If you paid my additional cost" is the additional cost paid, as the engine evaluates it', () => {
    const a = only('Draw 1. If you paid my additional cost, draw 2.');
    const c = a.kind === 'spell' ? a.effect[1] : undefined;
    assert.ok(c?.kind === 'conditional' && c.condition.kind === 'if' && c.condition.predicate.kind === 'paid-additional-cost');
    assert.deepEqual(unsupportedParts([a]), []);
  });
});

describe('phrases of the last printings (2)', () => {
  test('"any enemy unit" is one enemy unit, printed with "any"', () => {
    const e = effectOf(
      'Choose an enemy unit at a battlefield with 3 :rb_might: or less. If you paid the additional cost, choose any enemy unit at a battlefield instead.',
    );
    const c = e[1];
    const chosen = c.kind === 'conditional' && c.then[0].kind === 'choose' ? sel(c.then[0].object) : undefined;
    assert.equal(chosen?.determiner, 'a');
    assert.equal(chosen?.anyWord, true);
  });
  test('"to a different battlefield" of a chosen move destination is carried out (355.4.a); "at a different location ... to my battlefield" now too (none named)', () => {
    const a = only('When I move, you may move an enemy unit here with less Might than me to a different battlefield.');
    assert.deepEqual(unsupportedParts([a]), []);
    const b = only('When I attack, you may move an enemy unit at a different location to my battlefield.');
    assert.deepEqual(unsupportedParts([b]), []);
    const c = only('When I attack, you may move an enemy unit at a different location to its base.');
    assert.ok(unsupportedParts([c]).includes('the restriction "different"'));
  });
  test('"When you choose me with a spell" keeps what chooses, which the trigger check reads', () => {
    const a = only('When you choose me with a spell, draw 1.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'when' && a.trigger.events[0].with === 'a spell' && a.trigger.events[0].verb === 'choose');
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"already stunned", "alone there", "alone at that battlefield", "takes damage"', () => {
    const d = effectOf("[Stun] an attacking enemy unit. If it's already stunned, return it to its owner's hand instead.")[1];
    assert.ok(d.kind === 'conditional' && d.condition.kind === 'if' && d.condition.predicate.kind === 'object-is');
    assert.deepEqual(
      d.condition.predicate.filters.map((f) => f.kind === 'state' && f.form),
      ['already stunned'],
    );
    const p = only('I can be played to an occupied battlefield if an enemy unit is alone there.');
    assert.equal(p.kind, 'passive');
    const i = effectOf("Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at that battlefield, draw 1.")[1];
    assert.ok(i.kind === 'conditional' && i.condition.kind === 'if' && i.condition.predicate.kind === 'exists');
    const unit = sel(i.condition.predicate.what);
    assert.ok(unit.filters.some((f) => f.kind === 'state' && f.state === 'alone'));
    const t = first('When any unit takes damage this turn, kill it.');
    assert.ok(t.kind === 'delayed' && t.trigger.kind === 'when' && t.trigger.events[0].verb === 'take');
  });
  test('a doubled closing period is a misprint: the line reads as with one', () => {
    const c = compiled('When you conquer here, draw 1 for each other battlefield you or allies control..');
    assert.deepEqual(unsupportedParts(c.abilities), []);
  });
});

describe('phrases of the last printings (3)', () => {
  test('"I have +1 :rb_might: and enter ready": two changes of one subject, carried out together', () => {
    const a = only('[Level 3][>] I have +1 :rb_might: and enter ready.');
    assert.ok(a.kind === 'passive' && a.effect.kind === 'might-bonus' && a.also?.effect.kind === 'enters');
    assert.deepEqual(unsupportedParts([a]), []);
    const b = only("[Empowered][>] I have +3 :rb_might: and can't be dealt damage unless I'm in combat.");
    assert.ok(b.kind === 'passive' && b.also?.effect.kind === 'cant' && b.also.condition?.kind === 'if' && b.also.condition.form === 'unless');
    assert.equal(b.condition, undefined);
  });
  test('a line of two passive sentences, the second replacing the first\'s bonus "instead": both carried out', () => {
    const c = compiled("Your units have +1 :rb_might:. If I'm [Empowered], they have +2 :rb_might: instead.");
    assert.equal(c.abilities.length, 2);
    const [a, b] = c.abilities;
    assert.ok(a.kind === 'passive' && a.line === 0 && b.kind === 'passive' && b.line === 0);
    assert.ok(b.effect.kind === 'might-bonus' && b.effect.instead === true && b.condition?.kind === 'if');
    assert.deepEqual(unsupportedParts([a]), []);
    assert.deepEqual(unsupportedParts([b]), []);
    // a bonus that replaces another is never applied as one more bonus
    assert.ok(unsupportedParts(compiled('[Level 6][>] I have +2 :rb_might: instead.').abilities).length > 0);
  });
});

describe('phrases of the last printings (4)', () => {
  test('"Use only if ... and only once each turn": both limits of use, now carried out', () => {
    const a = only(":rb_rune_order:: Ready me. Use only if you've chosen an enemy unit this turn and only once each turn.");
    const u = a.kind === 'activated' ? a.effect[1] : undefined;
    assert.ok(u?.kind === 'use-only' && u.limit === 'once each turn' && u.condition?.kind === 'if');
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"with Power cost ... or more" is a restriction of its own, carried out now; "and Power cost no more than" bounds the Power of an Energy restriction', () => {
    const a = only('When you play a card with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more, draw 1.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'when' && sel(a.trigger.events[0].object!).filters.some((x) => x.kind === 'power-cost'));
    assert.deepEqual(unsupportedParts([a]), []);
    const b = first('Choose a unit in your trash with Energy cost no more than :rb_energy_3: and Power cost no more than :rb_rune_rainbow:.');
    const f = b.kind === 'choose' ? sel(b.object).filters.find((x) => x.kind === 'energy-cost') : undefined;
    assert.ok(f?.kind === 'energy-cost' && f.powerWord === true && f.power?.length === 1);
  });
  test('"each card you\'ve played this turn" is carried out; "each buff you spend" says what the player did, named unsupported', () => {
    const a = only("I cost :rb_energy_1: less for each card you've played this turn, to a minimum of :rb_energy_1:.");
    assert.ok(a.kind === 'passive' && a.effect.kind === 'cost-change' && a.effect.forEach?.kind === 'select');
    assert.deepEqual(unsupportedParts([a]), []);
  });
});

describe('phrases of the last printings (5)', () => {
  test('"This turn, that unit has "..."": an ability granted for the turn, carried out', () => {
    const e = effectOf('Move a friendly unit. This turn, that unit has "When I conquer, you may move me to my base."');
    const g = e[1];
    assert.ok(g.kind === 'grant-ability' && g.duration === 'this-turn' && g.leading === true && g.ability.kind === 'triggered');
    assert.deepEqual(unsupportedParts([only('Move a friendly unit. This turn, that unit has "When I conquer, you may move me to my base."')]), []);
  });
  test('"dies during your Beginning Phase" is the event with its moment, and the trigger now carried out (none named)', () => {
    const a = only('The first time a friendly unit dies during your Beginning Phase each turn, each opponent must kill one of their units.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'first-time');
    assert.deepEqual(a.trigger.event.where, { prep: 'bare', at: { kind: 'timing', form: 'during your Beginning Phase' } });
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"During showdowns here, ... cost ... more to play" is a passive under that condition', () => {
    const a = only('During showdowns here, cards with [Reaction] cost :rb_rune_rainbow: more to play.');
    assert.ok(a.kind === 'passive' && a.condition?.kind === 'if' && a.condition.form === 'During' && a.condition.predicate.kind === 'showdown-here');
    assert.ok(a.effect.kind === 'cost-change' && a.effect.toPlay === true && a.effect.sign === 1);
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"ready or exhaust a legend": one of two verbs on one object, named unsupported', () => {
    const i = first('When you play me, ready or exhaust a legend.');
    assert.ok(i.kind === 'either');
    assert.deepEqual(
      i.options.map((o) => o.kind),
      ['ready', 'exhaust'],
    );
    assert.deepEqual(unsupportedParts([only('When you play me, ready or exhaust a legend.')]), []);
  });
});

describe('phrases of the last printings (6)', () => {
  test('"Then if you revealed a Bird, ..." is a condition on what the effect revealed', () => {
    const text =
      'Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Then if you revealed a Bird, Cat, Dog, or Poro, do this: [Buff] a friendly unit.';
    const e = effectOf(text);
    const c = e[e.length - 1];
    assert.ok(c.kind === 'conditional' && c.condition.kind === 'if' && c.condition.predicate.kind === 'event-happened');
    assert.equal(c.condition.predicate.event.verb, 'reveal');
    // read from the cards the run's reveal showed (effects/past-conditions.ts)
    assert.ok(!unsupportedParts([only(text)]).includes('the condition "if you revealed a Bird, Cat, Dog, or Poro"'));
  });
  test('"with Energy cost less than your points" compares with an amount; "without paying its Energy cost" ignores it', () => {
    const text = 'When I conquer, you may play a spell from your trash with Energy cost less than your points without paying its Energy cost.';
    const i = first(text);
    const play = i.kind === 'optional' ? i.body : undefined;
    assert.ok(play?.kind === 'play' && play.ignoringCost === 'its Energy cost' && play.withoutPaying === true);
    assert.ok(sel(play.object).filters.some((f) => f.kind === 'energy-cost-vs' && f.op === '<' && f.than.kind === 'points'));
    assert.ok(
      !unsupportedParts([only(text)]).includes('the restriction "with Energy cost less than your points"'),
      'evaluated: test/engine/cost-compared.test.ts',
    );
  });
});

describe('phrases of the last printings (7)', () => {
  test('"attach one of its Equipment to me": one of what "it" holds, now carried out', () => {
    const text = "Choose a unit you control. If it's equipped, you may attach one of its Equipment to me.";
    const c = effectOf(text)[1];
    const attach = c.kind === 'conditional' && c.then[0].kind === 'optional' ? c.then[0].body : undefined;
    assert.ok(attach?.kind === 'attach');
    const eq = sel(attach.object);
    assert.equal(eq.determiner, 'one-of-its');
    assert.deepEqual(eq.nouns, ['equipment']);
    assert.deepEqual(unsupportedParts([only(text)]), []);
  });
});
