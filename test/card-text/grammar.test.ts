// The card-text grammar, construct by construct: each text must compile to the expected nodes and
// decompile back to itself.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compileCardText, decompile, sameText, type Ability, type Instruction, type ObjectRef } from '../../reference-engine/card-text/index.ts';

function compiled(text: string) {
  const c = compileCardText(text);
  assert.equal(c.semantic, true, `"${text}" should be semantic: ${c.diagnostics.map((d) => d.message).join('; ')}`);
  assert.ok(sameText(decompile(c), text), `round trip of "${text}" gave "${decompile(c)}"`);
  return c;
}
function only(text: string): Ability {
  const c = compiled(text);
  assert.equal(c.abilities.length, 1);
  return c.abilities[0];
}
function effectOf(text: string): Instruction[] {
  const a = only(text);
  assert.ok(a.kind === 'spell' || a.kind === 'triggered' || a.kind === 'activated', `effect-bearing ability, got ${a.kind}`);
  return a.effect;
}
function first(text: string): Instruction {
  return effectOf(text)[0];
}
function sel(r: ObjectRef | undefined): Extract<ObjectRef, { kind: 'select' }> {
  assert.equal(r?.kind, 'select');
  return r as Extract<ObjectRef, { kind: 'select' }>;
}

describe('lexer and normaliser', () => {
  test('symbols, reminders and spacing are normalised', () => {
    const c = compileCardText('[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)');
    assert.equal(c.normalized, '[Accelerate]');
    assert.equal(c.semantic, true);
  });
  test('reminder text does not count in the round trip, line breaks separate abilities', () => {
    const c = compiled('[Tank] (I must be assigned combat damage first.)\nWhen you play me, draw 1.');
    assert.deepEqual(c.abilities.map((a) => a.kind), ['keyword', 'triggered']);
  });
  test('unknown symbols and stray characters are diagnosed with their position', () => {
    const c = compileCardText('Deal 2 to a unit. :rb_bogus:');
    assert.equal(c.semantic, false);
    const d = c.diagnostics.find((x) => x.message.includes('rb_bogus'));
    assert.ok(d);
    assert.equal(d.offset, 'Deal 2 to a unit. '.length);
  });
  test('empty text has no abilities and a warning; non-strings never throw', () => {
    const c = compileCardText('');
    assert.deepEqual(c.abilities, []);
    assert.equal(c.diagnostics[0].severity, 'warning');
    const bad = compileCardText(undefined as unknown as string);
    assert.equal(bad.semantic, false);
    assert.equal(bad.diagnostics[0].severity, 'error');
  });
  test('an unreadable phrase is reported with the first failing phrase and its offset', () => {
    const c = compileCardText('Draw 1.\nFrobnicate the widget.');
    assert.equal(c.semantic, false);
    assert.equal(c.abilities[1].kind, 'unparsed');
    assert.ok(c.firstFailure);
    // the failure lies on the second line, not the first
    assert.ok(c.firstFailure.offset >= 'Draw 1.\n'.length, `offset ${c.firstFailure.offset}`);
  });
});

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

describe('instructions', () => {
  test('deal N to X', () => {
    const i = first('Deal 3 to an enemy unit at a battlefield.');
    assert.equal(i.kind, 'deal-damage');
    if (i.kind !== 'deal-damage') return;
    assert.deepEqual(i.amount, { kind: 'number', value: 3 });
    const to = sel(i.to);
    assert.deepEqual(to.nouns, ['unit']);
    assert.ok(to.filters.some((f) => f.kind === 'controller' && f.who === 'enemy'));
    assert.ok(to.filters.some((f) => f.kind === 'location' && f.at.kind === 'battlefield'));
  });
  test('kill, stun ([Stun]), ready, exhaust, banish, counter, recycle, buff', () => {
    const kinds = effectOf('Kill a gear. [Stun] a unit. Ready me. Exhaust a unit. Banish a unit. Counter a spell. Recycle a rune you control. Buff a friendly unit.').map((i) => i.kind);
    assert.deepEqual(kinds, ['kill', 'stun', 'ready', 'exhaust', 'banish', 'counter', 'recycle', 'buff']);
  });
  test('move to a location, recall exhausted, return to hand', () => {
    const [move, recall, ret] = effectOf('Move a friendly unit to your base. Recall that unit exhausted. Return a unit to its owner\'s hand.');
    assert.equal(move.kind === 'move' && move.to?.kind, 'base');
    assert.equal(recall.kind === 'recall' && recall.exhausted, true);
    assert.equal(ret.kind, 'return-to-hand');
  });
  test('draw, discard, channel exhausted, [Add]', () => {
    const [draw, discard, channel, add] = effectOf('Draw 2. Discard 1. Channel 1 rune exhausted. [Add] :rb_energy_1:.');
    assert.deepEqual(draw.kind === 'draw' && draw.amount, { kind: 'number', value: 2 });
    assert.equal(discard.kind, 'discard');
    assert.equal(channel.kind === 'channel' && channel.exhausted, true);
    assert.deepEqual(add.kind === 'add' && add.resources, [{ kind: 'energy', amount: 1 }]);
  });
  test('give +N might this turn, with keywords', () => {
    const i = first('Give a friendly unit +2 :rb_might: and [Tank] this turn.');
    assert.equal(i.kind, 'modify-might');
    if (i.kind !== 'modify-might') return;
    assert.equal(i.sign, 1);
    assert.deepEqual(i.amount, { kind: 'number', value: 2 });
    assert.equal(i.duration, 'this-turn');
    assert.deepEqual(i.keywords, [{ name: 'Tank' }]);
  });
  test('negative might with a minimum', () => {
    const i = first('Give an enemy unit -2 :rb_might: this turn, to a minimum of 1 :rb_might:.');
    assert.equal(i.kind === 'modify-might' && i.sign, -1);
    assert.equal(i.kind === 'modify-might' && i.minimum, 1);
  });
  test('play a token, play from a zone ignoring its cost', () => {
    const [token] = effectOf('Play a ready 3 :rb_might: Sprite unit token with [Temporary] to your base.');
    assert.equal(token.kind, 'create-token');
    if (token.kind !== 'create-token') return;
    assert.deepEqual(token.token, { count: { kind: 'number', value: 1 }, might: 3, name: 'Sprite', noun: 'unit', keywords: [{ name: 'Temporary' }], ready: true });
    const play = first('You may play a unit from your hand, ignoring its costs.');
    assert.equal(play.kind, 'optional');
    if (play.kind !== 'optional') return;
    assert.equal(play.body.kind === 'play' && play.body.ignoringCost, 'its costs');
  });
  test('split damage', () => {
    const i = first('Deal 5 damage split among any number of units.');
    assert.equal(i.kind, 'split-damage');
    assert.equal(i.kind === 'split-damage' && sel(i.among).determiner, 'any-number');
  });
  test('"you may" and "[do X] to [do Y]"', () => {
    const a = only('When you play me, you may spend a buff to move a friendly unit.');
    assert.equal(a.kind, 'triggered');
    if (a.kind !== 'triggered') return;
    const opt = a.effect[0];
    assert.equal(opt.kind, 'optional');
    if (opt.kind !== 'optional') return;
    assert.equal(opt.body.kind, 'cost-to');
    if (opt.body.kind !== 'cost-to') return;
    assert.equal(opt.body.cost[0].kind, 'spend-buff');
    assert.equal(opt.body.effect[0].kind, 'move');
  });
  test('"if you do" and sequences joined by ", then"', () => {
    const eff = effectOf('When I conquer, you may kill a gear. If you do, buff me.');
    assert.equal(eff[1].kind, 'conditional');
    const seq = effectOf('Discard 1, then draw 1.');
    assert.equal(seq[1].join, ', then');
  });
  test('an actor other than you: "Each player kills a unit they control"', () => {
    const i = first('Each player kills a unit they control.');
    assert.equal(i.kind, 'kill');
    assert.deepEqual(i.actor && i.actor.kind === 'player' && i.actor.who, 'each-player');
  });
  test('"must" instructions', () => {
    assert.equal(first('You must recycle one of your runes.').must, true);
  });
  test('for each', () => {
    const i = first('Draw 1 for each enemy unit here.');
    assert.equal(i.kind, 'repeat-for-each');
  });
  test('modes: "Choose one —"', () => {
    const c = compiled('Choose one —\nDraw 1.\nKill a gear.');
    const i = c.abilities[0].kind === 'spell' ? c.abilities[0].effect[0] : null;
    assert.equal(i?.kind, 'choose-mode');
    assert.equal(i?.kind === 'choose-mode' && i.modes.length, 2);
  });
  test('a replacement inside an effect', () => {
    const [, repl] = effectOf('Choose a friendly unit. The next time it would die this turn, return it to your hand instead.');
    assert.equal(repl.kind, 'replacement');
  });
});

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
  test('self and pronouns', () => {
    const i = first('Ready me.');
    assert.deepEqual(i.kind === 'ready' && i.object, { kind: 'self', word: 'me', span: [6, 8] });
  });
});

describe('abilities', () => {
  test('activated: costs and effect, [Reaction] speed', () => {
    const a = only(':rb_energy_1:, :rb_exhaust:: [Reaction] — Buff a friendly unit.');
    assert.equal(a.kind, 'activated');
    if (a.kind !== 'activated') return;
    assert.deepEqual(a.costs.map((c) => c.kind), ['symbols', 'symbols']);
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
    const kinds = (t: string) => { const a = only(t); return a.kind === 'passive' ? a.effect.kind : a.kind; };
    assert.equal(kinds('I have [Assault 2].'), 'has-keyword');
    assert.equal(kinds('Other friendly units have +1 :rb_might:.'), 'might-bonus');
    assert.equal(kinds('I cost :rb_energy_1: less for each card in your trash.'), 'cost-change');
    assert.equal(kinds("I can't be chosen by enemy spells and abilities."), 'cant');
    assert.equal(kinds('I enter ready.'), 'enters');
    const w = only("While I'm at a battlefield, I have [Shield 3].");
    assert.equal(w.kind === 'passive' && w.condition?.kind, 'if');
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

describe('more constructs', () => {
  test('"Otherwise," is the else branch of the conditional before it', () => {
    const [, cond] = effectOf("Choose a unit at a battlefield. If it has 3 :rb_might: or less, banish it. Otherwise, return it to its owner's hand.");
    assert.equal(cond.kind, 'conditional');
    assert.equal(cond.kind === 'conditional' && cond.otherwise?.[0].kind, 'return-to-hand');
  });
  test('a shared actor: "Each player discards their hand, then draws 4"', () => {
    const [discard, draw] = effectOf('Each player discards their hand, then draws 4.');
    assert.equal(discard.kind, 'discard');
    assert.equal(draw.actorShared, true);
    assert.deepEqual(draw.actor, discard.actor);
  });
  test('delayed effects, leading and trailing', () => {
    const [lead] = effectOf('When I hold, at the start of your next Main Phase, you may move an enemy unit to this battlefield.');
    assert.equal(lead.kind, 'delayed');
    const [trail] = effectOf('When I hold, [Add] :rb_rune_rainbow: at the start of your next Main Phase.');
    assert.equal(trail.kind === 'delayed' && trail.trailing, true);
  });
  test('modes after a trigger: "choose one that hasn\'t been chosen this turn —"', () => {
    const c = compiled("When you attach an Equipment to me, choose one that hasn't been chosen this turn —\nDraw 1.\nReady me.");
    const a = c.abilities[0];
    assert.equal(a.kind, 'triggered');
    const last = a.kind === 'triggered' ? a.effect[a.effect.length - 1] : null;
    assert.equal(last?.kind === 'choose-mode' && last.modes.length, 2);
  });
  test('"7+ units" is a count with a lower bound', () => {
    const c = compiled('When you hold here, if you have 7+ units here, draw 1.');
    assert.equal(c.normalized, 'When you hold here, if you have 7+ units here, draw 1.');
  });
  test('"[do X] and [do Y] to [do Z]" keeps every cost', () => {
    const [opt] = effectOf('When you conquer or hold, you may discard 1 and exhaust me to draw 2.');
    assert.equal(opt.kind === 'optional' && opt.body.kind === 'cost-to' && opt.body.cost.length, 2);
  });
  test('a replacement with further instructions after "instead."', () => {
    const a = only("If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it.");
    assert.equal(a.kind, 'replacement');
    assert.equal(a.kind === 'replacement' && a.replacement.then?.length, 3);
  });
});

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
    assert.deepEqual(sel(ev?.object).filters.find((f) => f.kind === 'ordinal'), { kind: 'ordinal', nth: 2, word: 'second', position: 'pre', span: sel(ev?.object).filters[0].span });
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
    assert.equal(sel(either.kind === 'cost-change' ? either.subject : undefined).filters.some((f) => f.kind === 'chooses'), true);
    const optional = passiveOf('Optional additional costs you pay cost :rb_energy_1: or :rb_rune_rainbow: less.');
    assert.deepEqual(sel(optional.kind === 'cost-change' ? optional.subject : undefined).nouns, ['cost']);
  });
  test('"played from anywhere other than a player\'s hand" restricts by origin', () => {
    const has = passiveOf("Friendly units played from anywhere other than a player's hand have [Accelerate].");
    assert.equal(sel(has.kind === 'has-keyword' ? has.subject : undefined).filters.some((f) => f.kind === 'played-from'), true);
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
    assert.deepEqual(obj?.filters.map((f) => f.kind), ['other', 'state']);
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
    assert.equal(lasting.kind === 'static-effect' && lasting.effect.kind === 'bonus-damage' && sel(lasting.effect.forEach).filters.some((f) => f.kind === 'same-name'), true);
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
    assert.deepEqual(sel(f.noOther).filters.map((x) => x.kind === 'controller' && x.who), ['friendly']);
  });
  test('"that chooses a friendly unit or gear": a selection, with nothing excluded', () => {
    const f = choosesFilter('Counter an enemy spell or ability that chooses a friendly unit or gear.');
    assert.deepEqual(sel(f.object).nouns, ['unit', 'gear']);
    assert.equal(f.noOther, undefined);
  });
});
