// Where a unit may be played (355.2) and when it may not be played at all: "You may play me to an
// occupied enemy battlefield" (355.2.b), a battlefield's "Units can't be played here", and "I can't be
// played on your first, second, or third turns" (358.4, refused and undone: 358.5).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, viewOf, type Game, type Setup, type TestCard } from '../../reference-engine/index.ts';
import { playOut } from '../support/plays.ts';
import { testCard } from '../support/test-card.ts';
import { compileCardText } from '../../reference-engine/card-text/compile.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';

const CARDS: TestCard[] = [
  testCard('Field', 'battlefield', ''),
  testCard('Rockfall', 'battlefield', "Units can't be played here."),
  testCard('Pawn', 'unit', '', 1),
  testCard('Predator', 'unit', 'You may play me to an occupied enemy battlefield.', 8),
  testCard('Pouncer', 'unit', "[Reaction]\nI can be played to a battlefield you're attacking.", 3),
  testCard('Horror', 'unit', 'I can be played to an occupied battlefield if an enemy unit is alone there.', 4),
  testCard('Broodmother', 'unit', 'Friendly units can be played to an occupied battlefield if an enemy unit is alone there.', 2),
  testCard('Wyrm', 'unit', 'Play me only to a battlefield you conquered this turn.', 5),
  testCard('Elder', 'unit', "I can't be played on your first, second, or third turns.", 4),
];

type Field = Setup['battlefields'] extends (infer B)[] | undefined ? B : never;

function game(card: string, battlefields: Field[], turn = 1, base: { ref: string; card: string }[] = []): Game {
  const setup: Setup = {
    players: [
      { id: 'Alice', hand: [{ ref: 'U', card: `test:${card}` }], base, mainDeck: [{ ref: 'd', card: 'test:Pawn' }] },
      { id: 'Bob', mainDeck: [{ ref: 'e', card: 'test:Pawn' }] },
    ],
    turnPlayer: 'Alice',
    turn,
    battlefields,
    testCards: CARDS,
  };
  const created = createGame(setup, { gameId: 't' });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

/** The places offered for the unit (just base when no question is asked). */
function placesOffered(g: Game): string[] {
  const played = act(g, { kind: 'play', player: 'Alice', card: 'U' });
  assert.ok(played.result.ok, played.result.ok ? '' : played.result.refusal.reason);
  const d = viewOf(played.game).pendingDecision;
  return d?.kind === 'choose-location' ? d.options.map((o) => o.id).sort() : ['base'];
}

const foe = (ref: string) => ({ ref, card: 'test:Pawn', owner: 'Bob' });

test('"You may play me to an occupied enemy battlefield": offered there, not at an empty enemy or an uncontrolled occupied one', () => {
  const fields: Field[] = [
    { ref: 'Held', card: 'test:Field', controller: 'Bob', units: [foe('B1')] },
    { ref: 'Empty', card: 'test:Field', controller: 'Bob' },
    { ref: 'Wild', card: 'test:Field', units: [foe('B2')] },
  ];
  assert.deepEqual(placesOffered(game('Predator', fields)), ['Held', 'base']);
  assert.deepEqual(placesOffered(game('Pawn', fields)), ['base'], 'a unit without the permission goes to base only');
});

test('played there, the unit is at that battlefield with the enemy unit', () => {
  const g = game('Predator', [{ ref: 'Held', card: 'test:Field', controller: 'Bob', units: [foe('B1')] }]);
  const after = playOut(g, { kind: 'play', player: 'Alice', card: 'U' }, [['Held']]);
  const held = viewOf(after.game).battlefields.find((b) => b.ref === 'Held')!;
  assert.ok(held.units.some((u) => u.ref === 'U'));
});

test('"Units can\'t be played here": a battlefield Alice controls is offered, except the one saying so', () => {
  const fields: Field[] = [
    { ref: 'Mine', card: 'test:Field', controller: 'Alice' },
    { ref: 'Closed', card: 'test:Rockfall', controller: 'Alice' },
  ];
  assert.deepEqual(placesOffered(game('Pawn', fields)), ['Mine', 'base']);
});

test('"... to an occupied battlefield if an enemy unit is alone there": where one enemy unit is alone, not where two are', () => {
  const fields: Field[] = [
    { ref: 'Lone', card: 'test:Field', controller: 'Bob', units: [foe('B1')] },
    { ref: 'Pair', card: 'test:Field', controller: 'Bob', units: [foe('B2'), foe('B3')] },
  ];
  assert.deepEqual(placesOffered(game('Horror', fields)), ['Lone', 'base']);
  assert.deepEqual(placesOffered(game('Pawn', fields)), ['base']);
  const mother = [{ ref: 'Mother', card: 'test:Broodmother' }];
  assert.deepEqual(placesOffered(game('Pawn', fields, 1, mother)), ['Lone', 'base'], "a friendly permanent's permission lets other units there");
});

test('"I can be played to a battlefield you\'re attacking": offered there once Alice attacks it, not before, not elsewhere', () => {
  const fields: Field[] = [
    { ref: 'Fight', card: 'test:Field', controller: 'Bob', units: [foe('B1')] },
    { ref: 'Other', card: 'test:Field', controller: 'Bob', units: [foe('B2')] },
  ];
  const start = game('Pouncer', fields, 1, [{ ref: 'A1', card: 'test:Pawn' }]);
  assert.deepEqual(placesOffered(start), ['base'], 'no combat yet');
  const attacking = act(start, { kind: 'move', player: 'Alice', units: ['A1'], to: 'Fight' });
  assert.ok(attacking.result.ok);
  assert.equal(viewOf(attacking.game).showdown?.attacker, 'Alice');
  assert.deepEqual(placesOffered(attacking.game), ['Fight', 'base']);
});

test('"I can\'t be played on your first, second, or third turns": refused on her third turn, played on her fourth', () => {
  const third = game('Elder', [], 5); // Alice sits first: her turns are 1, 3, 5, 7
  assert.equal(playOut(third, { kind: 'play', player: 'Alice', card: 'U' }).refused, 'illegal-action');
  assert.equal(playOut(game('Elder', [], 1), { kind: 'play', player: 'Alice', card: 'U' }).refused, 'illegal-action');
  const fourth = playOut(game('Elder', [], 7), { kind: 'play', player: 'Alice', card: 'U' });
  assert.ok(viewOf(fourth.game).players[0]!.base.some((o) => o.ref === 'U'));
});

test('"Play me only to a battlefield you conquered this turn": refused before a conquest, then played there and nowhere else', () => {
  const start = game(
    'Wyrm',
    [
      { ref: 'Open', card: 'test:Field' },
      { ref: 'Mine', card: 'test:Field', controller: 'Alice' },
    ],
    1,
    [{ ref: 'A1', card: 'test:Pawn' }],
  );
  assert.equal(playOut(start, { kind: 'play', player: 'Alice', card: 'U' }).refused, 'illegal-location');
  const moved = act(start, { kind: 'move', player: 'Alice', units: ['A1'], to: 'Open' });
  assert.ok(moved.result.ok);
  // the showdown there: Alice and Bob pass the focus, and she conquers it
  const conquered = ['Alice', 'Bob'].reduce((g, player) => {
    const passed = act(g, { kind: 'pass', player });
    assert.ok(passed.result.ok);
    return passed.game;
  }, moved.game);
  assert.equal(viewOf(conquered).battlefields.find((b) => b.ref === 'Open')?.controller, 'Alice');
  const played = playOut(conquered, { kind: 'play', player: 'Alice', card: 'U' });
  assert.equal(played.refused, undefined);
  assert.ok(
    viewOf(played.game)
      .battlefields.find((b) => b.ref === 'Open')!
      .units.some((u) => u.ref === 'U'),
    'at the conquered battlefield',
  );
});

test('"... to an open battlefield" is carried out only as it stands: with another restriction beside "open" the text is refused, not read as plain open', () => {
  for (const text of ['You may play me to an open battlefield.', 'Friendly units may be played to open battlefields.'])
    assert.deepEqual(unsupportedParts(compileCardText(text).abilities), [], text);
  for (const text of [
    'You may play me to an open battlefield you control.',
    'You may play me to an open enemy battlefield.',
    'You may play me to an occupied open battlefield.',
    'Friendly units may be played to open battlefields you control.',
  ])
    assert.notDeepEqual(unsupportedParts(compileCardText(text).abilities), [], text);
});
