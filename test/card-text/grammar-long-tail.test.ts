// The card-text grammar for phrases only a few printings use: chained gates ("[>>]"), "each of up to",
// "and/or" between nouns, delayed triggers on "it", and the conditions "this kills it" and "unless
// <player> pays". Each text must compile to the expected nodes and decompile back to itself; the
// parts the engine does not carry out are named as unsupported, never ignored.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { compiled, effectOf, first, only, sel } from './grammar-support.ts';

describe('phrases of few printings', () => {
  test('a chained gate "[Empowered][>][>>][Deathknell][>]" gates the keyword ability after it; both forms carried out (none named unsupported)', () => {
    const a = only('[Empowered][>][>>][Deathknell][>] Channel 2 runes exhausted.');
    assert.equal(a.kind, 'triggered');
    assert.deepEqual(a.gate, { keyword: { name: 'Empowered' }, form: '[>]', chained: true });
    const b = only('[Level 6][>] [>>][Reaction][>] :rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:.');
    assert.equal(b.kind, 'activated');
    assert.equal(b.gate?.keyword.name, 'Level');
    // the Deathknell's gate is read as the unit dies, still on the board; the chained [Reaction] ability's as it is activated
    assert.deepEqual(unsupportedParts([a]), []);
    assert.deepEqual(unsupportedParts([b]), []);
  });
  test('"each of up to two units" is the up-to selection, printed with "each of"', () => {
    const i = first('Deal 6 to each of up to two units.');
    const to = sel(i.kind === 'deal-damage' ? i.to : undefined);
    assert.equal(to.determiner, 'up-to');
    assert.equal(to.eachOf, true);
    assert.deepEqual(to.nouns, ['unit']);
  });
  test('"and/or" joins nouns, in a pair or at the end of a list', () => {
    const pair = effectOf('At the start of your Main Phase, you may kill 3 other friendly units and/or gear to score 1 point.');
    assert.ok(pair.length === 1);
    const list = sel((first('Ready up to 4 units, gear, and/or runes.') as { object?: never }).object);
    assert.deepEqual(list.nouns, ['unit', 'gear', 'rune']);
    assert.equal(list.nounJoin, 'and/or');
    assert.equal(list.serialNouns, true);
  });
  test('"the remaining cards" is the rest of the cards looked at', () => {
    const e = effectOf('Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then play it. Recycle the remaining cards.');
    const last = e[e.length - 1];
    assert.ok(last.kind === 'recycle' && last.object.kind === 'pronoun' && last.object.word === 'the rest' && last.object.printed === 'the remaining cards');
  });
  test('"When it dies this turn, ..." is a delayed trigger on what the effect acted on', () => {
    const e = effectOf('Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token exhausted.');
    const d = e[1];
    assert.equal(d.kind, 'delayed');
    assert.ok(d.kind === 'delayed' && d.trigger.kind === 'when' && d.trigger.period === 'this turn');
    assert.deepEqual(d.kind === 'delayed' && d.trigger.kind === 'when' && d.trigger.events[0].subject, { kind: 'pronoun', word: 'it' });
    compiled('Give a friendly unit +3 :rb_might: this turn. When it wins a combat this turn, gain 2 XP.');
  });
  test('"if this kills it" and "unless its controller pays" are conditions of their own, both carried out; "if this kills it" without "do this:" named unsupported', () => {
    const a = only('Deal 3 to a unit at a battlefield. If this kills it, do this: draw 1.');
    const c = a.kind === 'spell' ? a.effect[1] : undefined;
    assert.ok(c?.kind === 'conditional' && c.condition.kind === 'if' && c.condition.predicate.kind === 'this-kills');
    assert.deepEqual(unsupportedParts([a]), []);
    assert.equal(unsupportedParts([only('Deal 3 to a unit at a battlefield. If this kills it, draw 1.')]).length, 1);
    const b = only('Counter a spell unless its controller pays :rb_energy_2:.');
    const u = b.kind === 'spell' ? b.effect[0] : undefined;
    assert.ok(u?.kind === 'conditional' && u.condition.kind === 'if' && u.condition.form === 'unless' && u.condition.predicate.kind === 'pays');
    assert.deepEqual(unsupportedParts([b]), []);
  });
});

describe('phrases of few printings (2)', () => {
  test('"Then," leads a sentence; "its base Might becomes"; "you couldn\'t ... this way"', () => {
    const e = effectOf(
      'Move a unit you control to a battlefield you control. Then, choose an opponent. They move a unit they control to the same battlefield.',
    );
    assert.equal(e[1].join, '. Then,');
    const set = effectOf('Choose a unit. Its base Might becomes 5 this turn.')[1];
    assert.ok(set.kind === 'set-might' && set.base === true && set.amount === 5 && set.duration === 'this-turn');
    const could = effectOf("Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1.")[1];
    assert.ok(could.kind === 'conditional' && could.condition.kind === 'if' && could.condition.predicate.kind === 'could-not');
    assert.equal(
      could.kind === 'conditional' &&
        could.condition.kind === 'if' &&
        could.condition.predicate.kind === 'could-not' &&
        could.condition.predicate.instruction.kind,
      'channel',
    );
  });
  test('"cost ... more to play this turn" is a cost change lasting the turn', () => {
    const i = first('When you hold here, your non-token units cost :rb_energy_1: more to play this turn.');
    assert.ok(i.kind === 'static-effect' && i.duration === 'this-turn' && i.effect.kind === 'cost-change' && i.effect.toPlay === true && i.effect.sign === 1);
  });
  test('"As you play this, name a tag." and "with the named tag": carried out (none named unsupported); another "As you play this" still named', () => {
    const a = only('As you play this, name a tag.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'as' && a.effect[0].kind === 'name' && a.effect[0].what === 'tag');
    assert.deepEqual(unsupportedParts([a]), []);
    const other = unsupportedParts([only('As you play this, draw 1.')]);
    assert.ok(
      other.some((p) => p.startsWith('the trigger "As you play this"')),
      other.join('; '),
    );
    const g = first(':rb_exhaust:: Give a unit with the named tag -2 :rb_might: this turn.');
    assert.ok(g.kind === 'modify-might' && sel(g.object).filters.some((f) => f.kind === 'named-tag'));
  });
  test('"Pay any amount of X to ... that much": pay-any and "that much" amounts, carried out', () => {
    const bullet = first('Pay any amount of :rb_rune_rainbow: to deal that much damage to all enemy units at a battlefield.');
    assert.ok(
      bullet.kind === 'cost-to' && bullet.cost[0].kind === 'pay-any' && bullet.effect[0].kind === 'deal-damage' && bullet.effect[0].form === 'N damage to',
    );
    const henge = only(':rb_exhaust:: [Reaction] — Pay any amount of Energy to [Add] that much :rb_rune_rainbow:.');
    // effects/instructions/costs-within.ts: the amount chosen and paid is "that much"
    assert.deepEqual(unsupportedParts([henge]), []);
  });
});

describe('phrases of few printings (3)', () => {
  test('"that are [Empowered]" after a plural noun', () => {
    const a = only('[Empowered][>] Your units that are [Empowered] have +2 :rb_might:.');
    assert.ok(a.kind === 'passive' && a.effect.kind === 'might-bonus');
    const subject = sel(a.kind === 'passive' && a.effect.kind === 'might-bonus' ? a.effect.subject : undefined);
    assert.ok(subject.filters.some((f) => f.kind === 'state' && f.state === 'empowered' && f.form === 'that are [Empowered]'));
  });
  test('a deck-building allowance is a passive of its own, read by the deck check at setup (test/engine/same-name.test.ts)', () => {
    const a = only('Your deck can have any number of cards named Spiderling.');
    assert.deepEqual(a.kind === 'passive' && a.effect, { kind: 'deck-any-number', name: 'Spiderling' });
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('"When a combat that I was in ends" and "if I haven\'t been dealt damage this turn"', () => {
    const a = only("When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1.");
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'when' && a.trigger.events[0].verb === 'combat-ends');
    const cond = a.kind === 'triggered' ? a.effect[0] : undefined;
    assert.ok(
      cond?.kind === 'conditional' &&
        cond.condition.kind === 'if' &&
        cond.condition.predicate.kind === 'event-happened' &&
        cond.condition.predicate.form === "haven't",
    );
    // the end of a combat is fired (466.7.b), and the damage dealt this turn read from the game's events
    assert.deepEqual(unsupportedParts([a]), []);
  });
  test('a quoted ability the objects have', () => {
    const a = only('Units here have ":rb_exhaust:: Gain 1 XP."');
    assert.ok(a.kind === 'passive' && a.effect.kind === 'has-ability' && a.effect.ability.kind === 'activated');
    const b = only('While you control this battlefield, friendly legends have ":rb_exhaust:: Attach an Equipment you control to a unit you control."');
    assert.ok(b.kind === 'passive' && b.condition && b.effect.kind === 'has-ability');
    // units given an ability by a passive without a condition have it (411.6.a); legends, under a condition, not yet
    assert.deepEqual(unsupportedParts([a]), []);
    assert.equal(unsupportedParts([b]).length, 1);
  });
  test('"When this is played, discarded, or killed": three events of one subject, each named when not fired ("leaves the board" is fired now)', () => {
    const a = only('When this is played, discarded, or killed, draw 1.');
    assert.ok(a.kind === 'triggered' && a.trigger.kind === 'when');
    assert.deepEqual(a.kind === 'triggered' && a.trigger.kind === 'when' && a.trigger.events.map((e) => e.verb), ['be-played', 'be-discarded', 'be-killed']);
    // each of the three is fired now (triggers/played.ts, discarded.ts, turn.ts); one no finder fires is still named
    assert.deepEqual(unsupportedParts([a]), []);
    const b = only('When this leaves the board, draw 1.');
    assert.deepEqual(unsupportedParts([b]), []); // now fired too (triggers/left-board.ts)
  });
});

describe('phrases of few printings (4)', () => {
  test("costs to pick from after a keyword's dash: an [Empower]'s carried out (none named unsupported), a [Repeat]'s still named", () => {
    const e = only('[Empower] — :rb_energy_1: or :rb_rune_body:');
    assert.ok(e.kind === 'keyword' && e.keyword.costOptions?.sep === 'or' && e.keyword.costOptions.costs.length === 2);
    assert.deepEqual(unsupportedParts([e]), []);
    const r = only('[Repeat] — :rb_energy_1: / :rb_rune_rainbow: / :rb_energy_1::rb_rune_rainbow:');
    assert.ok(r.kind === 'keyword' && r.keyword.costOptions?.sep === '/' && r.keyword.costOptions.costs.length === 3);
    assert.deepEqual(unsupportedParts([r]), ['the keyword [Repeat] — :rb_energy_1: / :rb_rune_rainbow: / :rb_energy_1::rb_rune_rainbow:']);
  });
  test('"Equip :rb_rune_body:" printed without brackets is the Equip keyword with its cost', () => {
    const e = only('Equip :rb_rune_body:');
    assert.deepEqual(e.kind === 'keyword' && e.keyword, { name: 'Equip', bare: true, cost: [{ kind: 'power', domain: 'body' }] });
  });
  test('"on the top or bottom of" a Main Deck, with "put" or "place"', () => {
    const e = effectOf('Choose an enemy unit at a battlefield. Its owner places it on the top or bottom of their Main Deck.');
    assert.ok(e[1].kind === 'put-on-deck' && e[1].verb === 'place' && e[1].deck === 'their Main Deck' && e[1].actor !== undefined);
    compiled('When a friendly unit dies, you may exhaust me to draw 1, then put a card from your hand on the top or bottom of your Main Deck.');
  });
  test('"Starting with the next player, ..." wraps what each player does in turn', () => {
    const i = first("Starting with the next player, each player may return a unit to its owner's hand.");
    assert.ok(i.kind === 'in-turn-order' && i.body[0].kind === 'optional');
    assert.deepEqual(unsupportedParts([only("Starting with the next player, each player may return a unit to its owner's hand.")]), []);
  });
});

describe('phrases of few printings (5): rules changes on battlefields and units', () => {
  test('restrictions and permissions read as passives, each carried out', () => {
    const only1 = only('Play me only to a battlefield you conquered this turn.');
    assert.ok(only1.kind === 'passive' && only1.effect.kind === 'play-only-to' && only1.effect.to.kind === 'battlefield');
    const to = only1.kind === 'passive' && only1.effect.kind === 'play-only-to' && only1.effect.to.kind === 'battlefield' ? only1.effect.to.ref : undefined;
    assert.ok(sel(to).filters.some((f) => f.kind === 'conquered-this-turn'));
    const poro = only("I can't be played on your first, second, or third turns.");
    assert.ok(poro.kind === 'passive' && poro.effect.kind === 'cant' && poro.effect.action === 'be played on your first, second, or third turns');
    const monument = only("Players can't score here until their third turn.");
    assert.ok(monument.kind === 'passive' && monument.effect.kind === 'cant' && monument.effect.action === 'score here until their third turn');
    const pit = only('Units can move here from anywhere.');
    assert.ok(pit.kind === 'passive' && pit.effect.kind === 'can');
    const climb = only('Increase the points needed to win the game by 1.');
    assert.deepEqual(climb.kind === 'passive' && climb.effect, { kind: 'victory-score-change', by: 1 });
    // Perched Grimwyrm's and Ol' Poro's limits are carried out (playing-cards/legality.ts)
    assert.deepEqual(unsupportedParts([only1]), []);
    assert.deepEqual(unsupportedParts([poro]), []);
    // Forgotten Monument's is carried out (triggers/battlefield.ts scoringForbiddenHere), the Baron Pit's
    // (game-actions/move.ts takesMovesFromAnywhere) and Aspirant's Climb's (game-actions/points.ts applyVictoryScore)
    assert.deepEqual(unsupportedParts([monument]), []);
    assert.deepEqual(unsupportedParts([pit]), []);
    assert.deepEqual(unsupportedParts([climb]), []);
  });
  test('"activate the conquer effects of units here" is an instruction of its own', () => {
    const a = only('When you hold here, activate the conquer effects of units here.');
    assert.ok(a.kind === 'triggered' && a.effect[0].kind === 'activate-effects' && sel(a.effect[0].of).plural);
    // carried out from the battlefield, "here" (effects/instructions/points.ts)
    assert.deepEqual(unsupportedParts([a]), []);
    const elsewhere = only('When you hold here, activate the conquer effects of friendly units.');
    assert.ok(elsewhere.kind !== 'triggered' || unsupportedParts([elsewhere]).length > 0);
  });
});

describe('phrases of few printings (6)', () => {
  test('"a friendly unit defends alone" and "your other units have total Might 5 or more" are conditions of their own', () => {
    const wuju = only('While a friendly unit defends alone, it gets +2 :rb_might:.');
    assert.ok(wuju.kind === 'passive' && wuju.condition?.kind === 'if' && wuju.condition.predicate.kind === 'does' && wuju.condition.predicate.alone);
    assert.deepEqual(unsupportedParts([wuju]), [], 'carried out: test/engine/conditional-might.test.ts');
    const kinkou = first('When you play me, draw 1 if your other units have total Might 5 or more.');
    assert.ok(
      kinkou.kind === 'conditional' &&
        kinkou.condition.kind === 'if' &&
        kinkou.condition.predicate.kind === 'total-might' &&
        kinkou.condition.predicate.value === 5,
    );
  });
  test('"pay 2 XP" spends XP; "a battlefield you\'re attacking" is a restriction of its own', () => {
    const may = first('You may pay 2 XP to draw 1.');
    const pay = may.kind === 'optional' ? may.body : undefined;
    const paid = pay?.kind === 'cost-to' ? pay.cost[0] : undefined;
    assert.ok(paid?.kind === 'spend-xp' && paid.paid === true);
    const rengar = only("I can be played to a battlefield you're attacking.");
    assert.ok(rengar.kind === 'passive' && rengar.effect.kind === 'play-permission');
    assert.deepEqual(unsupportedParts([rengar]), []);
  });
  test('an [Empower] with costs to pick from is read in play as one Empower ability per cost, each paying its own (none named unsupported)', async () => {
    const { abilitiesOf, EMPOWER_EFFECT } = await import('../../reference-engine/effects/compiled.ts');
    const card = { id: 't', name: 'Test', type: 'unit', text: '[Empower] — :rb_energy_1: or :rb_rune_body:' } as Parameters<typeof abilitiesOf>[0];
    const read = abilitiesOf(card);
    assert.deepEqual(
      read.map((a) => (a.kind === 'activated' && a.effect === EMPOWER_EFFECT ? a.costs : null)),
      [[{ kind: 'symbols', symbols: [{ kind: 'energy', amount: 1 }] }], [{ kind: 'symbols', symbols: [{ kind: 'power', domain: 'body' }] }]],
    );
    assert.deepEqual(unsupportedParts(read), []);
  });
});

describe('what newly read cards reach in the engine', () => {
  test('a move the chosen player makes ("They move a unit they control") is carried out after "choose an opponent", named unsupported with no one chosen', () => {
    const a = only('Move a unit you control to a battlefield you control. Then, choose an opponent. They move a unit they control to the same battlefield.');
    assert.deepEqual(unsupportedParts([a]), []);
    assert.ok(unsupportedParts([only('Move a unit you control. They move a unit they control.')]).includes('the instruction a move made by the chosen player'));
  });
});

describe('phrases of few printings (7)', () => {
  test('"while I\'m attacking with another unit" and "If I didn\'t die alone"', () => {
    const pigeons = only("I have +2 :rb_might: while I'm attacking with another unit.");
    const p = pigeons.kind === 'passive' && pigeons.condition?.kind === 'if' ? pigeons.condition.predicate : undefined;
    assert.ok(p?.kind === 'object-is' && p.filters.some((f) => f.kind === 'along-with'));
    assert.deepEqual(unsupportedParts([pigeons]), [], 'carried out: test/engine/conditional-might.test.ts');
    const poro = only("[Deathknell][>] If I didn't die alone, draw 1.");
    const c = poro.kind === 'triggered' ? poro.effect[0] : undefined;
    assert.ok(
      c?.kind === 'conditional' && c.condition.kind === 'if' && c.condition.predicate.kind === 'event-happened' && c.condition.predicate.form === "didn't",
    );
    // read from how the unit was as it died (effects/past-conditions.ts)
    assert.deepEqual(unsupportedParts([poro]), []);
  });
});

describe('phrases of few printings (8)', () => {
  test('"can only" and "only" limits, and "can\'t ready enemy units and gear"; all but the channel limit named unsupported', () => {
    const texts = [
      "While I'm at a battlefield, opponents can only play units to their base.",
      "While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase.",
      "While I'm at a battlefield, spells and abilities can't ready enemy units and gear.",
    ];
    const [warden, chimera, ready] = texts.map(only);
    assert.ok(warden.kind === 'passive' && warden.effect.kind === 'only' && warden.effect.can === true);
    assert.ok(chimera.kind === 'passive' && chimera.effect.kind === 'only' && !chimera.effect.can);
    assert.ok(ready.kind === 'passive' && ready.effect.kind === 'cant' && ready.effect.action === 'ready enemy units and gear');
    for (const a of [warden, ready]) assert.equal(unsupportedParts([a]).length, 1);
    assert.deepEqual(unsupportedParts([chimera]), [], 'carried out: test/engine/limits.test.ts');
  });
});
