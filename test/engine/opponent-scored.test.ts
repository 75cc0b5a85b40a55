// "When an opponent scores" (triggers/opponent-scored.ts): each score of an opponent, by conquering or
// holding a battlefield (469); not the watcher's own, and not a move that scores nothing.
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
