// "When an opponent scores" (triggers/opponent-scored.ts): each score of an opponent, by conquering or
// holding a battlefield (469); not the watcher's own, and not a move that scores nothing. And a unit's
// "When I score" (triggers/conquer.ts, self.ts): its own conquest or hold.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action, Setup } from '../../reference-engine/index.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { playThrough } from '../support/play-through.ts';
import { testCard } from '../support/test-card.ts';

const MAP = testCard('Map', 'gear', 'When an opponent scores, draw 1.');
const UNIT = testCard('Unit', 'unit', '', 1);
const FIELD = testCard('Field', 'battlefield', '');
const DECK = (who: string) => [1, 2, 3].map((n) => ({ ref: `${who}${n}`, card: UNIT.id }));

function game(turnPlayer: 'Alice' | 'Bob', battlefields: NonNullable<Setup['battlefields']>, actions: Action[]): GameState {
  return playThrough(
    {
      players: [
        { id: 'Alice', base: [{ ref: 'mover', card: UNIT.id }], mainDeck: DECK('a') },
        { id: 'Bob', base: [{ ref: 'map', card: MAP.id }], mainDeck: DECK('b') },
      ],
      turnPlayer,
      battlefields,
      testCards: [MAP, UNIT, FIELD],
    },
    actions,
  );
}

const mapTriggers = (s: GameState): number => s.events.filter((e) => e.kind === 'triggered' && e.object === 'map').length;
const move: Action = { kind: 'move', player: 'Alice', units: ['mover'], to: 'BF' };

test("an opponent's conquest is a score: the map triggers", () => {
  const s = game('Alice', [{ ref: 'BF', card: FIELD.id, controller: null }], [move]);
  assert.ok(s.events.some((e) => e.kind === 'conquered' && e.player === 'Alice'));
  assert.equal(mapTriggers(s), 1);
});

test('a move to a battlefield the opponent already controls scores nothing: the map does not trigger', () => {
  const s = game('Alice', [{ ref: 'BF', card: FIELD.id, controller: 'Alice', units: [{ ref: 'holder', card: UNIT.id, owner: 'Alice' }] }], [move]);
  assert.equal(s.objects.mover!.battlefield, 'BF');
  assert.ok(!s.events.some((e) => e.kind === 'conquered'));
  assert.equal(mapTriggers(s), 0);
});

test("an opponent's hold at the start of their turn is a score; the map's controller's own score is not", () => {
  const held = game(
    'Bob',
    [{ ref: 'BF', card: FIELD.id, controller: 'Alice', units: [{ ref: 'holder', card: UNIT.id, owner: 'Alice' }] }],
    [{ kind: 'end-turn', player: 'Bob' }],
  );
  assert.ok(held.events.some((e) => e.kind === 'scored' && e.player === 'Alice'));
  assert.equal(mapTriggers(held), 1);
  const own = game(
    'Alice',
    [{ ref: 'BF', card: FIELD.id, controller: 'Bob', units: [{ ref: 'holder', card: UNIT.id, owner: 'Bob' }] }],
    [{ kind: 'end-turn', player: 'Alice' }],
  );
  assert.ok(own.events.some((e) => e.kind === 'scored' && e.player === 'Bob'));
  assert.equal(mapTriggers(own), 0);
});

// "When I score" (469, 471.2): a unit's own conquest or hold of the battlefield it is at, not its player's score elsewhere.
function scoring(
  players: Setup['players'],
  battlefields: NonNullable<Setup['battlefields']>,
  actions: Action[],
  testCards: Setup['testCards'],
  turnPlayer = 'Alice',
): GameState {
  return playThrough({ players, turnPlayer, battlefields, testCards: [UNIT, FIELD, ...(testCards ?? [])] }, actions);
}
const triggersOf = (s: GameState, ref: string): number => s.events.filter((e) => e.kind === 'triggered' && e.object === ref).length;

const SCORER = testCard('Scorer', 'unit', 'When I score, draw 1.', 2);

test('"When I score" triggers as its unit conquers, not for a unit that stays home', () => {
  const s = scoring(
    [
      {
        id: 'Alice',
        base: [
          { ref: 'scorer', card: SCORER.id },
          { ref: 'home', card: SCORER.id },
        ],
        mainDeck: DECK('a'),
      },
      { id: 'Bob', mainDeck: DECK('b') },
    ],
    [{ ref: 'BF', card: FIELD.id, controller: null }],
    [{ kind: 'move', player: 'Alice', units: ['scorer'], to: 'BF' }],
    [SCORER],
  );
  assert.ok(s.events.some((e) => e.kind === 'conquered' && e.player === 'Alice'));
  assert.equal(triggersOf(s, 'scorer'), 1);
  assert.equal(triggersOf(s, 'home'), 0);
});

test('"When I score" triggers as its unit holds; the opponent\'s unit scoring nothing does not', () => {
  const s = scoring(
    [
      { id: 'Alice', mainDeck: DECK('a') },
      { id: 'Bob', base: [{ ref: 'idle', card: SCORER.id }], mainDeck: DECK('b') },
    ],
    [{ ref: 'BF', card: FIELD.id, controller: 'Alice', units: [{ ref: 'holder', card: SCORER.id, owner: 'Alice' }] }],
    [{ kind: 'end-turn', player: 'Bob' }],
    [SCORER],
    'Bob',
  );
  assert.ok(s.events.some((e) => e.kind === 'scored' && e.player === 'Alice'));
  assert.equal(triggersOf(s, 'holder'), 1);
  assert.equal(triggersOf(s, 'idle'), 0);
});
