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
