// A card's own text read as it is played: a cost change under a condition (356.3, 356.4: "If an enemy
// unit has died this turn, this costs :rb_energy_2: less", "... if you control a Mech") and a unit
// entering ready under a condition (369.3: "If a unit died this turn, I enter ready", "if you have two
// or more other units in your base", "If you play me to a battlefield", "a card with my name in your
// trash", "[Level 3][>] I have +1 :rb_might: and enter ready"). Each is shown holding and not holding,
// through the engine's public actions and view.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGame, viewOf, type Game, type Setup, type TestCard } from '../../reference-engine/index.ts';
import { alice, energyLeft, exhaustedOnBoard as exhausted, playOut as play, settle } from '../support/plays.ts';
import { testCard } from '../support/test-card.ts';

const costing = (card: TestCard, energy: number): TestCard => ({ ...card, cost: { energy } });

const CARDS: TestCard[] = [
  { id: 'test:Field', name: 'Field', type: 'battlefield', text: '' },
  testCard('Pawn', 'unit', '', 1),
  { ...testCard('Mech', 'unit', '', 3), tags: ['Mech'] },
  testCard('Cull', 'spell', 'Kill a unit.'),
  costing(testCard('Spoils', 'spell', 'If an enemy unit has died this turn, this costs :rb_energy_2: less.\nDraw 1.'), 4),
  costing(testCard('Surge', 'spell', 'This costs :rb_energy_2: less if you control a Mech.\nDraw 1.'), 4),
  testCard('Tusker', 'unit', 'If a unit died this turn, I enter ready.', 6),
  testCard('Warden', 'unit', 'I enter ready if you have two or more other units in your base.', 4),
  testCard('Lurker', 'unit', 'If you play me to a battlefield, I enter ready.', 3),
  testCard('Lesson', 'spell', 'Gain 3 XP.'),
  costing(
    testCard(
      'Loyalty',
      'spell',
      'This costs :rb_energy_2: less if you choose a Bird, Cat, Dog, or Poro.\nPlay a unit with cost no more than :rb_energy_2: from your trash, ignoring its cost.',
    ),
    4,
  ),
  { ...testCard('Cat', 'unit', '', 1), tags: ['Cat'] },
  testCard('Watcher', 'unit', 'If a friendly unit died during your Beginning Phase this turn, I enter ready.', 3),
  costing(testCard('Keeper', 'unit', 'I cost :rb_energy_2: less if you control a battlefield with exactly two units there.', 3), 4),
  testCard('Claw', 'unit', '[Level 3][>] I have +1 :rb_might: and enter ready.', 4),
  testCard('Assassin', 'unit', 'I enter ready if you have a card with my name in your trash.', 5),
];

type Placed = { ref: string; card: string };

type AtField = Placed & { owner: string };

function game(
  of: { hand: Placed[]; base?: Placed[]; trash?: Placed[]; energy?: number },
  bobBase: Placed[] = [],
  field: { controller: string; units: AtField[] } = { controller: 'Alice', units: [] },
): Game {
  const setup: Setup = {
    players: [alice(of), { id: 'Bob', base: bobBase }],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'Field', card: 'test:Field', ...field }],
    testCards: CARDS,
  };
  const created = createGame(setup, { gameId: 't' });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

const playSpoils = (g: Game) => play(g, { kind: 'play', player: 'Alice', card: 'Spoils' });
const cull = (g: Game, victim: string) => play(g, { kind: 'play', player: 'Alice', card: 'Cull' }, [[victim]]).game;

test('"If an enemy unit has died this turn, this costs 2 less": 4 Energy until an enemy unit dies, then 2', () => {
  const start = game(
    {
      hand: [
        { ref: 'Spoils', card: 'test:Spoils' },
        { ref: 'Cull', card: 'test:Cull' },
      ],
      energy: 3,
    },
    [{ ref: 'Foe', card: 'test:Pawn' }],
  );
  assert.equal(playSpoils(start).refused, 'cannot-afford', 'no unit died yet: the full 4 Energy');
  const after = playSpoils(cull(start, 'Foe'));
  assert.equal(after.refused, undefined);
  assert.equal(energyLeft(after.game, 'Alice'), 1, 'an enemy unit died: 2 Energy paid');
});

test('a friendly unit dying does not make it cheaper', () => {
  const start = game({
    hand: [
      { ref: 'Spoils', card: 'test:Spoils' },
      { ref: 'Cull', card: 'test:Cull' },
    ],
    base: [{ ref: 'Mine', card: 'test:Pawn' }],
    energy: 3,
  });
  assert.equal(playSpoils(cull(start, 'Mine')).refused, 'cannot-afford');
});

test('"This costs 2 less if you control a Mech": only while a Mech of yours is on the board', () => {
  const hand = [{ ref: 'Surge', card: 'test:Surge' }];
  const withMech = play(game({ hand, base: [{ ref: 'M', card: 'test:Mech' }], energy: 2 }), { kind: 'play', player: 'Alice', card: 'Surge' });
  assert.equal(energyLeft(withMech.game, 'Alice'), 0);
  const bobsMech = play(game({ hand, energy: 2 }, [{ ref: 'M', card: 'test:Mech' }]), { kind: 'play', player: 'Alice', card: 'Surge' });
  assert.equal(bobsMech.refused, 'cannot-afford', "an opponent's Mech is not one you control");
});

test('"If a unit died this turn, I enter ready": exhausted before any death, ready after one', () => {
  const hand = [
    { ref: 'Tusker', card: 'test:Tusker' },
    { ref: 'Cull', card: 'test:Cull' },
  ];
  const start = game({ hand }, [{ ref: 'Foe', card: 'test:Pawn' }]);
  assert.equal(exhausted(play(start, { kind: 'play', player: 'Alice', card: 'Tusker' }, [['base']]).game, 'Tusker'), true);
  assert.equal(exhausted(play(cull(start, 'Foe'), { kind: 'play', player: 'Alice', card: 'Tusker' }, [['base']]).game, 'Tusker'), false);
});

test('"I enter ready if you have two or more other units in your base": two others, not one', () => {
  const base = (n: number) => Array.from({ length: n }, (_, i) => ({ ref: `P${i}`, card: 'test:Pawn' }));
  const enter = (n: number) =>
    play(game({ hand: [{ ref: 'Warden', card: 'test:Warden' }], base: base(n) }), { kind: 'play', player: 'Alice', card: 'Warden' }, [['base']]).game;
  assert.equal(exhausted(enter(1), 'Warden'), true, 'itself and one other: not enough');
  assert.equal(exhausted(enter(2), 'Warden'), false);
});

test('"If you play me to a battlefield, I enter ready": ready at the battlefield, exhausted in base', () => {
  const start = game({ hand: [{ ref: 'Lurker', card: 'test:Lurker' }] });
  assert.equal(exhausted(play(start, { kind: 'play', player: 'Alice', card: 'Lurker' }, [['Field']]).game, 'Lurker'), false);
  assert.equal(exhausted(play(start, { kind: 'play', player: 'Alice', card: 'Lurker' }, [['base']]).game, 'Lurker'), true);
});

test('"I enter ready if you have a card with my name in your trash": another name there does not count', () => {
  const hand = [{ ref: 'Assassin', card: 'test:Assassin' }];
  const enter = (trashed: string) =>
    play(game({ hand, trash: [{ ref: 'T', card: trashed }] }), { kind: 'play', player: 'Alice', card: 'Assassin' }, [['base']]).game;
  assert.equal(exhausted(enter('test:Assassin'), 'Assassin'), false);
  assert.equal(exhausted(enter('test:Pawn'), 'Assassin'), true);
});

test('"[Level 3][>] I have +1 might and enter ready": both halves from 3 XP, neither below', () => {
  const start = game({
    hand: [
      { ref: 'Claw', card: 'test:Claw' },
      { ref: 'Lesson', card: 'test:Lesson' },
    ],
  });
  const enter = (g: Game) => play(g, { kind: 'play', player: 'Alice', card: 'Claw' }, [['base']]).game;
  const claw = (g: Game) => viewOf(g).players[0]!.base.find((o) => o.ref === 'Claw')!;
  const cold = enter(start);
  assert.deepEqual([claw(cold).exhausted, claw(cold).might], [true, 4]);
  const warm = enter(play(start, { kind: 'play', player: 'Alice', card: 'Lesson' }).game);
  assert.deepEqual([claw(warm).exhausted, claw(warm).might], [false, 5]);
});

test('"I cost 2 less if you control a battlefield with exactly two units there": two units of anyone\'s, not one, not three', () => {
  const unit = (ref: string, owner: string): AtField => ({ ref, card: 'test:Pawn', owner });
  const keeper = (controller: string, units: AtField[]) =>
    play(game({ hand: [{ ref: 'Keeper', card: 'test:Keeper' }], energy: 2 }, [], { controller, units }), { kind: 'play', player: 'Alice', card: 'Keeper' }, [
      ['base'],
    ]);
  assert.equal(keeper('Alice', [unit('A1', 'Alice'), unit('B1', 'Bob')]).refused, undefined, 'two units there: 2 Energy');
  assert.equal(keeper('Alice', [unit('A1', 'Alice')]).refused, 'cannot-afford');
  assert.equal(keeper('Alice', [unit('A1', 'Alice'), unit('A2', 'Alice'), unit('B1', 'Bob')]).refused, 'cannot-afford');
  assert.equal(keeper('Bob', [unit('B1', 'Bob'), unit('B2', 'Bob')]).refused, 'cannot-afford', "Bob's battlefield is not one Alice controls");
});

test('"If a friendly unit died during your Beginning Phase this turn, I enter ready": a death then, not one in the Main Phase', () => {
  const setup = (phase: 'beginning' | 'main'): Setup => ({
    players: [
      {
        id: 'Alice',
        hand: [
          { ref: 'Watcher', card: 'test:Watcher' },
          { ref: 'Cull', card: 'test:Cull' },
        ],
        base: [...(phase === 'beginning' ? [{ ref: 'Reaper', card: 'test:Reaper' }] : []), { ref: 'Mine', card: 'test:Pawn' }],
        mainDeck: [1, 2, 3].map((i) => ({ ref: `deck${i}`, card: 'test:Pawn' })),
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    phase,
    testCards: [...CARDS, testCard('Reaper', 'gear', 'At the start of your Beginning Phase, kill a friendly unit.')],
  });
  const started = (phase: 'beginning' | 'main'): Game => {
    const created = createGame(setup(phase), { gameId: 't' });
    assert.ok(created.ok);
    // the Reaper's trigger resolves in the Beginning Phase, killing Mine; in the Main Phase, the Cull does
    return phase === 'beginning' ? settle(created.game, [['Mine']]) : cull(created.game, 'Mine');
  };
  const early = started('beginning');
  assert.deepEqual([viewOf(early).phase, viewOf(early).players[0]!.trash.map((o) => o.ref)], ['main', ['Mine']]);
  assert.equal(exhausted(play(early, { kind: 'play', player: 'Alice', card: 'Watcher' }, [['base']]).game, 'Watcher'), false);
  assert.equal(exhausted(play(started('main'), { kind: 'play', player: 'Alice', card: 'Watcher' }, [['base']]).game, 'Watcher'), true);
});

test('"This costs 2 less if you choose a Bird, Cat, Dog, or Poro": choosing the Cat (any of the tags, not only the first), not the Pawn', () => {
  const start = () =>
    game({
      hand: [{ ref: 'Loyalty', card: 'test:Loyalty' }],
      trash: [
        { ref: 'Tom', card: 'test:Cat' },
        { ref: 'Pip', card: 'test:Pawn' },
      ],
      energy: 4,
    });
  const cost = (chosen: string) => 4 - energyLeft(play(start(), { kind: 'play', player: 'Alice', card: 'Loyalty' }, [[chosen], ['base']]).game, 'Alice');
  assert.equal(cost('Tom'), 2);
  assert.equal(cost('Pip'), 4);
});
