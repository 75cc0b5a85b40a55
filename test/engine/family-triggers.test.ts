// Families of trigger conditions (reference-engine/triggers/): each test plays a short game through the
// public engine API and checks the ability triggers when its condition is met, and not otherwise.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action, Setup } from '../../reference-engine/index.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { playThrough } from '../support/play-through.ts';
import { testCard } from '../support/test-card.ts';

const UNIT = testCard('Unit', 'unit', '', 1);
const FIELD = testCard('Field', 'battlefield', '');
const DECK = (who: string) => [1, 2, 3, 4].map((n) => ({ ref: `${who}${n}`, card: UNIT.id }));
const triggersOf = (s: GameState, ref: string): number => s.events.filter((e) => e.kind === 'triggered' && e.object === ref).length;

type Players = Setup['players'];
function game(
  players: Players,
  battlefields: NonNullable<Setup['battlefields']>,
  actions: Action[],
  testCards: Setup['testCards'],
  turnPlayer = 'Alice',
): GameState {
  return playThrough({ players, turnPlayer, battlefields, testCards: [UNIT, FIELD, ...(testCards ?? [])] }, actions);
}

// "When I score" (469, 471.2): a unit's own conquest or hold of the battlefield it is at.
const SCORER = testCard('Scorer', 'unit', 'When I score, draw 1.', 2);

test('"When I score" triggers as its unit conquers, not for a unit that stays home', () => {
  const s = game(
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
  const s = game(
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

// "When a friendly unit is played this turn, buff it" (359.3.e.16): a delayed trigger the spell creates, for the rest of the turn.
const RALLY = testCard('Rally', 'spell', 'When a friendly unit is played this turn, buff it.\nDraw 1.');
const GEAR = testCard('Trinket', 'gear', '');

test('a spell\'s "When a friendly unit is played this turn" buffs each unit played after it, not one played before, nor a gear', () => {
  const hand = ['early', 'late', 'later'].map((ref) => ({ ref, card: UNIT.id }));
  const s = game(
    [
      { id: 'Alice', hand: [...hand, { ref: 'rally', card: RALLY.id }, { ref: 'gear', card: GEAR.id }], mainDeck: DECK('a') },
      { id: 'Bob', mainDeck: DECK('b') },
    ],
    [],
    ['early', 'rally', 'late', 'gear', 'later'].map((card) => ({ kind: 'play', player: 'Alice', card })),
    [RALLY, GEAR],
  );
  assert.deepEqual(
    ['early', 'late', 'later'].map((ref) => s.objects[ref]!.buffs),
    [0, 1, 1],
  );
  assert.equal(s.events.filter((e) => e.kind === 'triggered' && e.object === 'rally').length, 2);
});
