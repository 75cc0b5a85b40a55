// The card-text grammar, construct by construct (instructions): verb phrases, actors, costs, clauses
// and sentences. Each text must compile to the expected nodes and decompile back to itself.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compiled, only, effectOf, first, sel } from './grammar-support.ts';

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
    const kinds = effectOf(
      'Kill a gear. [Stun] a unit. Ready me. Exhaust a unit. Banish a unit. Counter a spell. Recycle a rune you control. Buff a friendly unit.',
    ).map((i) => i.kind);
    assert.deepEqual(kinds, ['kill', 'stun', 'ready', 'exhaust', 'banish', 'counter', 'recycle', 'buff']);
  });
  test('move to a location, recall exhausted, return to hand', () => {
    const [move, recall, ret] = effectOf("Move a friendly unit to your base. Recall that unit exhausted. Return a unit to its owner's hand.");
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
    assert.deepEqual(token.token, {
      count: { kind: 'number', value: 1 },
      might: 3,
      name: 'Sprite',
      noun: 'unit',
      keywords: [{ name: 'Temporary' }],
      ready: true,
    });
    const play = first('You may play a unit from your hand, ignoring its costs.');
    assert.equal(play.kind, 'optional');
    if (play.kind !== 'optional') return;
    assert.equal(play.body.kind === 'play' && play.body.ignoringCost, 'its costs');
  });
  test('play a legend token (107.4.d.1)', () => {
    const [token] = effectOf('Play a Relic legend token.');
    assert.deepEqual(token.kind === 'create-token' && token.token, { count: { kind: 'number', value: 1 }, name: 'Relic', noun: 'legend', keywords: [] });
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
    const a = only('If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it.');
    assert.equal(a.kind, 'replacement');
    assert.equal(a.kind === 'replacement' && a.replacement.then?.length, 3);
  });
});
