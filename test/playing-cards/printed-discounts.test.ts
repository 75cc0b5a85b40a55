// Discounts printed on cards (356.4): "Your Dragons' Energy costs are reduced by 2, to a minimum of 1"
// (a permanent's, for cards of a tag), "I cost 1 less for each card you've played this turn, to a
// minimum of 1" (the turn's plays), "I cost 2 less for each card with my name in your trash", and
// "[Level 11][>] This costs 4 less instead" (replacing the smaller discount printed before it); and what
// paying an optional additional cost does to the card's own cost ("If you do, ignore this spell's cost",
// 356.1.b.1; "If you do, reduce my cost by :rb_energy_2:", 356.4.b) or to its effect ("If you do, draw
// 2. Otherwise, draw 1.").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGame, viewOf, type Game, type Setup, type TestCard } from '../../reference-engine/index.ts';
import { alice, energyLeft, playOut } from '../support/plays.ts';
import { testCard } from '../support/test-card.ts';

const costing = (card: TestCard, energy: number): TestCard => ({ ...card, cost: { energy } });

const CARDS: TestCard[] = [
  testCard('Pawn', 'unit', '', 1),
  testCard('Spark', 'spell', 'Draw 1.'),
  testCard('Lesson', 'spell', 'Gain 6 XP.'),
  testCard('Herald', 'unit', "Your Dragons' Energy costs are reduced by :rb_energy_2:, to a minimum of :rb_energy_1:.", 3),
  { ...costing(testCard('Drake', 'unit', '', 4), 4), tags: ['Dragon'] },
  { ...costing(testCard('Whelp', 'unit', '', 2), 2), tags: ['Dragon'] },
  costing(testCard('Ox', 'unit', '', 4), 4),
  costing(testCard('Ram', 'unit', "I cost :rb_energy_1: less for each card you've played this turn, to a minimum of :rb_energy_1:.", 5), 5),
  costing(testCard('Lurker', 'unit', 'I cost :rb_energy_2: less for each card with my name in your trash.', 5), 5),
  costing(testCard('Wallop', 'spell', "As you play this, you may spend a buff as an additional cost. If you do, ignore this spell's cost.\nDraw 1."), 3),
  costing(testCard('Buccaneer', 'unit', 'As you play me, you may discard 1 as an additional cost. If you do, reduce my cost by :rb_energy_2:.', 4), 4),
  testCard('Field', 'battlefield', ''),
  testCard('Spire', 'battlefield', 'While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less.'),
  costing(testCard('Echo', 'spell', '[Repeat] :rb_energy_2:\nDraw 1.'), 1),
  costing(testCard('Extra', 'spell', 'As an additional cost to play this, you may pay :rb_energy_2:.\nDraw 1.'), 1),
  testCard('Meditate', 'spell', 'As an additional cost to play this, you may exhaust a friendly unit. If you do, draw 2. Otherwise, draw 1.'),
  costing(testCard('Focus', 'spell', 'Draw 1.\n[Level 6][>] This costs :rb_energy_2: less.\n[Level 11][>] This costs :rb_energy_4: less instead.'), 5),
];

type Placed = { ref: string; card: string };
const placed = (card: string, n = 1): Placed[] => Array.from({ length: n }, (_, i) => ({ ref: `${card}${i === 0 ? '' : i}`, card: `test:${card}` }));

function game(
  of: { hand: Placed[]; base?: (Placed & { buffs?: number })[]; trash?: Placed[]; energy: number },
  battlefields: Setup['battlefields'] = [],
): Game {
  const setup: Setup = {
    players: [alice({ ...of, deck: 8 }), { id: 'Bob' }],
    turnPlayer: 'Alice',
    battlefields,
    testCards: CARDS,
  };
  const created = createGame(setup, { gameId: 't' });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

/** The Energy the card costs: what it takes from a pool of 10. */
function paid(g: Game, card: string, answers: string[][] = [['base']]): number {
  const after = playOut(g, { kind: 'play', player: 'Alice', card }, answers);
  assert.equal(after.refused, undefined, `${card} was refused`);
  return 10 - energyLeft(after.game, 'Alice');
}

const inPlay = (g: Game, ...cards: string[]): Game => cards.reduce((now, c) => playOut(now, { kind: 'play', player: 'Alice', card: c }).game, g);

test('a Dragon costs 2 less while the Herald is on the board, never below 1; a unit of another tag costs the same', () => {
  const withHerald = (card: string) => game({ hand: placed(card), base: placed('Herald'), energy: 10 });
  assert.equal(paid(withHerald('Drake'), 'Drake'), 2);
  assert.equal(paid(withHerald('Whelp'), 'Whelp'), 1, 'to a minimum of 1');
  assert.equal(paid(withHerald('Ox'), 'Ox'), 4);
});

test('a Herald in the hand reduces nothing', () => {
  assert.equal(paid(game({ hand: [...placed('Drake'), ...placed('Herald')], energy: 10 }), 'Drake'), 4);
});

test('"1 less for each card you\'ve played this turn, to a minimum of 1": 5, then 3 after two plays, 1 after six', () => {
  const spells = (n: number) => placed('Spark', n).map((p, i) => ({ ...p, ref: `Spark${i}` }));
  const after = (n: number) => {
    const g = game({ hand: [...placed('Ram'), ...spells(n)], energy: 10 });
    return paid(inPlay(g, ...spells(n).map((p) => p.ref)), 'Ram');
  };
  assert.equal(after(0), 5);
  assert.equal(after(2), 3);
  assert.equal(after(6), 1);
});

test('"2 less for each card with my name in your trash": two of them take 4 off, cards of other names nothing', () => {
  const lurkers = placed('Lurker', 3);
  assert.equal(paid(game({ hand: lurkers.slice(0, 1), trash: lurkers.slice(1), energy: 10 }), 'Lurker'), 1);
  assert.equal(paid(game({ hand: lurkers.slice(0, 1), trash: placed('Pawn', 2), energy: 10 }), 'Lurker'), 5);
});

test('"[Level 6] 2 less", "[Level 11] 4 less instead": full price below 6 XP, 2 less from 6, 4 less (not 6) from 11', () => {
  const start = game({ hand: [...placed('Focus'), ...placed('Lesson', 2)], energy: 10 });
  assert.equal(paid(start, 'Focus'), 5);
  assert.equal(paid(inPlay(start, 'Lesson'), 'Focus'), 3);
  assert.equal(paid(inPlay(start, 'Lesson', 'Lesson1'), 'Focus'), 1);
});

test('"you may spend a buff ... If you do, ignore this spell\'s cost": nothing paid with the buff spent, 3 without', () => {
  const start = () => game({ hand: placed('Wallop'), base: [{ ref: 'Buffed', card: 'test:Pawn', buffs: 1 }], energy: 10 });
  assert.equal(paid(start(), 'Wallop', [['additional:0'], ['Buffed']]), 0);
  assert.equal(paid(start(), 'Wallop', [[]]), 3);
});

test("the buff spent is the chosen unit's, when two units have one", () => {
  const g = game({
    hand: placed('Wallop'),
    base: [
      { ref: 'First', card: 'test:Pawn', buffs: 1 },
      { ref: 'Second', card: 'test:Pawn', buffs: 1 },
    ],
    energy: 10,
  });
  const after = playOut(g, { kind: 'play', player: 'Alice', card: 'Wallop' }, [['additional:0'], ['Second']]);
  const buffs = viewOf(after.game).players[0]!.base.map((o) => [o.ref, o.buffs]);
  assert.deepEqual(buffs, [
    ['First', 1],
    ['Second', 0],
  ]);
});

test('"you may discard 1 ... If you do, reduce my cost by 2": 2 with a card discarded, 4 without', () => {
  const start = () => game({ hand: [...placed('Buccaneer'), ...placed('Pawn')], energy: 10 });
  assert.equal(paid(start(), 'Buccaneer', [['additional:0'], ['Pawn'], ['base']]), 2);
  assert.equal(paid(start(), 'Buccaneer', [[], ['base']]), 4);
});

test('"you may exhaust a friendly unit ... If you do, draw 2. Otherwise, draw 1.": 2 cards with the cost paid, 1 without', () => {
  const start = () => game({ hand: placed('Meditate'), base: placed('Pawn'), energy: 0 });
  const drawn = (answers: string[][]) => viewOf(playOut(start(), { kind: 'play', player: 'Alice', card: 'Meditate' }, answers).game).players[0]!.hand.length;
  assert.equal(drawn([['additional:0'], ['Pawn']]), 2);
  assert.equal(drawn([[]]), 1);
});

test('"While you control this battlefield, friendly [Repeat] costs cost 1 less": a Repeat paid costs 1 less, another optional cost does not', () => {
  const spire = (controller: string): Setup['battlefields'] => [{ ref: 'Spire', card: 'test:Spire', controller }];
  const optional: Record<string, string> = { Echo: 'repeat:0', Extra: 'additional:0' };
  const cost = (card: string, controller: string) => paid(game({ hand: placed(card), energy: 10 }, spire(controller)), card, [[optional[card]!]]);
  assert.equal(cost('Echo', 'Alice'), 2, '1, and its Repeat 2 less 1');
  assert.equal(cost('Echo', 'Bob'), 3, "Bob's Spire: no discount for Alice");
  assert.equal(cost('Extra', 'Alice'), 3, 'an optional cost that is no Repeat: no discount');
});
