// The card-text grammar, construct by construct: the rarer constructs that brought the card list to
// 80% semantic. Each text must compile to the expected nodes and decompile back to itself.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Ability } from '../../reference-engine/card-text/index.ts';
import { only, effectOf, sel } from './grammar-support.ts';

describe('constructs for the 80% mark', () => {
  function passiveOf(text: string) {
    const a = only(text);
    assert.equal(a.kind, 'passive');
    return (a as Extract<Ability, { kind: 'passive' }>).effect;
  }
  function triggerOf(text: string) {
    const a = only(text);
    assert.equal(a.kind, 'triggered');
    return (a as Extract<Ability, { kind: 'triggered' }>).trigger;
  }
  test('"the first time I conquer each turn": "each turn" is the period, not the object', () => {
    const t = triggerOf('The first time I conquer each turn, ready me.');
    assert.equal(t.kind === 'first-time' && t.period, 'each turn');
    assert.equal(t.kind === 'first-time' && t.event.object, undefined);
  });
  test('"enter ready this turn" lasts the turn; "units you play this turn"', () => {
    const [enter] = effectOf('Friendly units enter ready this turn. Play a Gold gear token exhausted.');
    assert.equal(enter.kind === 'static-effect' && enter.duration, 'this-turn');
    assert.equal(enter.kind === 'static-effect' && enter.effect.kind, 'enters');
    const [units] = effectOf('Units you play this turn enter ready. Draw 1.');
    assert.equal(sel(units.actor).filters[0].kind === 'controller' && (sel(units.actor).filters[0] as { who: string }).who, 'you-play');
  });
  test('"the next spell you play this turn": determiner next', () => {
    const [cost] = effectOf('When you play me, the next spell you play this turn costs :rb_energy_5: less.');
    assert.equal(sel(cost.actor).determiner, 'next');
    assert.equal(cost.kind === 'static-effect' && cost.effect.kind, 'cost-change');
    const [enters] = effectOf(':rb_exhaust:: [Legion] — The next unit you play this turn enters ready.');
    assert.deepEqual(sel(enters.actor).nouns, ['unit']);
  });
  test('"Your Equipment" is plural; "each give [Assault]" gives keywords to what they are attached to', () => {
    const gives = passiveOf('Your Equipment each give [Assault].');
    assert.equal(gives.kind, 'gives-keyword');
    assert.equal(gives.kind === 'gives-keyword' && gives.each, true);
    const has = passiveOf('Your Equipment everywhere have [Quick-Draw].');
    assert.equal(has.kind === 'has-keyword' && has.where?.kind, 'everywhere');
  });
  test('"ignore this spell\'s cost"', () => {
    const a = only("As you play this, you may spend a buff as an additional cost. If you do, ignore this spell's cost.");
    const cond = a.kind === 'additional-cost' ? a.effect?.[0] : undefined;
    assert.equal(cond?.kind === 'conditional' && cond.then[0].kind, 'ignore-cost');
  });
  test('tokens: Might printed with an Energy symbol, and the set they come from', () => {
    const [tok] = effectOf('When you play me or when I score, play a :rb_energy_1::rb_might: Tentacle unit token from Bilgewater.');
    assert.equal(tok.kind === 'create-token' && tok.token.might, 1);
    assert.equal(tok.kind === 'create-token' && tok.token.mightAsEnergy, true);
    assert.equal(tok.kind === 'create-token' && tok.token.from, 'Bilgewater');
    const [two] = effectOf('Play two 1 :rb_might: Tentacle unit tokens from Bilgewater.');
    assert.equal(two.kind === 'create-token' && two.token.mightAsEnergy, undefined);
  });
  test('ordinals: "your second card in a turn"', () => {
    const t = triggerOf('When you play your second card in a turn, give me +2 :rb_might: this turn and ready me.');
    const ev = t.kind === 'when' ? t.events[0] : undefined;
    assert.equal(ev?.period, 'in a turn');
    assert.deepEqual(
      sel(ev?.object).filters.find((f) => f.kind === 'ordinal'),
      { kind: 'ordinal', nth: 2, word: 'second', position: 'pre', span: sel(ev?.object).filters[0].span },
    );
  });
  test('keyword parameters as amounts: "[Flow] equal to its cost", "[Assault] equal to the number of ..."', () => {
    const [give] = effectOf('When I conquer, give a spell in your trash [Flow] equal to its cost this turn.');
    assert.equal(give.kind === 'grant-keyword' && give.keywords[0].equalTo?.kind, 'cost-of');
    const has = passiveOf('I have [Assault] equal to the number of gear you control.');
    assert.equal(has.kind === 'has-keyword' && has.keywords[0].equalTo?.kind, 'count');
  });
  test('cost changes: "to play from anywhere other than your hand", "X or Y less"', () => {
    const from = passiveOf('I cost :rb_energy_2: less to play from anywhere other than your hand.');
    assert.equal(from.kind === 'cost-change' && from.toPlayFrom, 'anywhere other than your hand');
    const either = passiveOf('Your spells that choose me cost :rb_energy_1: or :rb_rune_rainbow: less.');
    assert.equal(either.kind === 'cost-change' && either.orDelta?.[0].kind, 'power');
    assert.equal(
      sel(either.kind === 'cost-change' ? either.subject : undefined).filters.some((f) => f.kind === 'chooses'),
      true,
    );
    const optional = passiveOf('Optional additional costs you pay cost :rb_energy_1: or :rb_rune_rainbow: less.');
    assert.deepEqual(sel(optional.kind === 'cost-change' ? optional.subject : undefined).nouns, ['cost']);
  });
  test('"played from anywhere other than a player\'s hand" restricts by origin', () => {
    const has = passiveOf("Friendly units played from anywhere other than a player's hand have [Accelerate].");
    assert.equal(
      sel(has.kind === 'has-keyword' ? has.subject : undefined).filters.some((f) => f.kind === 'played-from'),
      true,
    );
  });
  test('"deal damage to a unit equal to the damage marked on it"', () => {
    const [deal] = effectOf('When you play me, deal damage to a unit equal to the damage marked on it.');
    assert.equal(deal.kind === 'deal-damage' && deal.amount.kind, 'damage-on');
  });
  test('serial lists: references, nouns and tags', () => {
    const t = only("When I conquer, if you've played a non-token unit, a non-token gear, and a spell this turn, you score 1 point.");
    const cond = t.kind === 'triggered' ? t.effect[0] : undefined;
    const p = cond?.kind === 'conditional' && cond.condition.kind === 'if' ? cond.condition.predicate : undefined;
    const obj = p?.kind === 'event-happened' ? p.event.object : undefined;
    assert.equal(obj?.kind === 'both' && obj.parts.length, 3);
    const [ret] = effectOf('When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand.');
    const tag = ret.kind === 'return-to-hand' ? sel(ret.object).filters.find((f) => f.kind === 'tag') : undefined;
    assert.deepEqual(tag?.kind === 'tag' && tag.anyOf, ['Bird', 'Cat', 'Dog', 'Poro']);
    const [opt] = effectOf('When you play me, you may disempower something you control to empower a legend, unit, or gear.');
    const emp = opt.kind === 'optional' && opt.body.kind === 'cost-to' ? opt.body.effect[0] : undefined;
    assert.deepEqual(emp?.kind === 'empower' && sel(emp.object).nouns, ['legend', 'unit', 'gear']);
  });
  test('"something else that\'s exhausted", "you don\'t have", "you choose"', () => {
    const [ready] = effectOf("The first time I move each turn, you may ready something else that's exhausted.");
    const obj = ready.kind === 'optional' && ready.body.kind === 'ready' ? sel(ready.body.object) : undefined;
    assert.deepEqual(obj?.nouns, ['something']);
    assert.deepEqual(
      obj?.filters.map((f) => f.kind),
      ['other', 'state'],
    );
    const cost = only('This costs :rb_energy_2: less if you choose a Bird, Cat, Dog, or Poro.');
    assert.equal(cost.kind === 'passive' && cost.condition?.kind === 'if' && cost.condition.predicate.kind, 'chooses');
  });
  test('"I can [Ambush] to ..., even if you don\'t have units there"', () => {
    const p = passiveOf("I can [Ambush] to a battlefield where there are enemy units, even if you don't have units there.");
    assert.equal(p.kind, 'keyword-permission');
    assert.equal(p.kind === 'keyword-permission' && p.evenIf?.kind === 'player-has' && p.evenIf.negated, "don't");
  });
  test('buff limits', () => {
    assert.deepEqual(passiveOf('I can have any number of buffs.'), { kind: 'buff-limit', subject: { kind: 'self', word: 'I', span: [0, 1] } });
    const one = passiveOf('A unit may have no more than one buff at a time.');
    assert.equal(one.kind === 'buff-limit' && one.max?.kind === 'number' && one.max.value, 1);
  });
  test('Bonus Damage, as a passive and as a lasting change made by an instruction', () => {
    const here = passiveOf('Spells and abilities deal 1 Bonus Damage to units here.');
    assert.equal(here.kind === 'bonus-damage' && here.to?.kind, 'select');
    const [, lasting] = effectOf('Deal 2 to a unit at a battlefield. This deals 1 Bonus Damage for each card with this name in your trash.');
    assert.equal(
      lasting.kind === 'static-effect' && lasting.effect.kind === 'bonus-damage' && sel(lasting.effect.forEach).filters.some((f) => f.kind === 'same-name'),
      true,
    );
    const [next] = effectOf(':rb_exhaust:: The next spell you play this turn deals 1 Bonus Damage.');
    assert.equal(next.kind === 'static-effect' && next.effect.kind, 'bonus-damage');
  });
  test('"Your [Temporary] effects at my battlefield don\'t trigger"', () => {
    const p = passiveOf("Your [Temporary] effects at my battlefield don't trigger.");
    assert.equal(p.kind === 'suppress-trigger' && p.keyword.name, 'Temporary');
    assert.equal(p.kind === 'suppress-trigger' && p.where?.kind, 'battlefield');
  });
  test('"gain control of", "make new choices for it"', () => {
    const [gain, choices] = effectOf('Gain control of a spell. You may make new choices for it.');
    assert.equal(gain.kind === 'take-control' && gain.gain, true);
    assert.equal(choices.kind === 'optional' && choices.body.kind, 'new-choices');
  });
  test('"in a showdown" as a state; "[Repeat]" with its cost in a keyword list', () => {
    const a = only("While I'm in a showdown, your spells have [Repeat] :rb_energy_2::rb_rune_chaos:.");
    const p = a.kind === 'passive' && a.condition?.kind === 'if' ? a.condition.predicate : undefined;
    assert.equal(p?.kind === 'object-is' && p.filters[0].kind === 'state' && p.filters[0].state, 'in-showdown');
    assert.equal(a.kind === 'passive' && a.effect.kind === 'has-keyword' && a.effect.keywords[0].cost?.length, 2);
  });
  test('"If I have moved twice this turn, I don\'t take damage"', () => {
    const a = only("If I have moved twice this turn, I don't take damage.");
    const p = a.kind === 'passive' && a.condition?.kind === 'if' ? a.condition.predicate : undefined;
    assert.equal(p?.kind === 'event-happened' && p.times, 'twice');
    assert.equal(a.kind === 'passive' && a.effect.kind === 'cant' && a.effect.action, 'take damage');
  });
  test('"attacking or defending alone", "attacks or defends alone", "it has" after a leading condition', () => {
    const a = only("While I'm attacking or defending alone, I have +2 :rb_might:.");
    const p = a.kind === 'passive' && a.condition?.kind === 'if' ? a.condition.predicate : undefined;
    assert.deepEqual(p?.kind === 'object-is' && p.filters.map((f) => f.kind === 'state' && f.state), ['in-combat', 'alone']);
    const t = triggerOf('When a friendly unit attacks or defends alone, give it +1 :rb_might: this turn.');
    assert.equal(t.kind === 'when' && t.events[1].where?.at.kind === 'combat' && t.events[1].where.at.form, 'alone');
    const it = passiveOf('While a unit here is defending alone, it has -2 :rb_might:.');
    assert.equal(it.kind === 'might-bonus' && it.subject.kind, 'pronoun');
  });
});
