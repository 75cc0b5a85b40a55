// A copy of the game state (cloneState) is what the engine keeps while it tries something it may undo: a
// refused payment (358.5), a resolution interrupted by a question. Any part of the state the copy shares
// with the original, and that the engine changes in place, would leak the undone attempt into the kept copy.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { restoreState } from '../../reference-engine/effects/run.ts';
import { cloneState, type GameState } from '../../reference-engine/state.ts';
import { gameOf } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const PAWN = testCard('Pawn', 'unit', '', 2);

function board(): GameState {
  return gameOf({
    turnPlayer: 'Alice',
    testCards: [FIELD, PAWN],
    battlefields: [{ ref: 'field', card: FIELD.id }],
    players: [{ id: 'Alice', base: [{ ref: 'pawn', card: PAWN.id }] }, { id: 'Bob' }],
  });
}

/**
 * Paths of objects and arrays the two values share. Shared on purpose: card definitions (`card`, the setup's
 * `testCards`), read and never written, and the entries of the event log, which only grows (its array is copied).
 */
function shared(a: unknown, b: unknown, path = 'state', seen = new Set<unknown>()): string[] {
  if (typeof a !== 'object' || a === null || a !== b) {
    if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null || seen.has(a)) return [];
    seen.add(a);
    const keys = Array.isArray(a) ? [...a.keys()].map(String) : Object.keys(a);
    const readOnly = (k: string) => k === 'card' || k === 'testCards' || (path === 'state.events' && /^\d+$/.test(k));
    return keys.filter((k) => !readOnly(k)).flatMap((k) => shared((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, seen));
  }
  return [path];
}

test("a copy of the state shares nothing the engine changes in place, the turn's records included", () => {
  const s = board();
  // records of the turn, as a turn in progress holds them
  s.conquestsThisTurn = { pawn: 1 };
  s.movesThisTurn = { pawn: 1 };
  s.unitsDiedThisTurn = { Alice: 1 };
  s.cardsPlayedThisTurn = [];
  const copy = cloneState(s);
  assert.deepEqual(shared(s, copy), []);
  delete copy.conquestsThisTurn!.pawn;
  assert.deepEqual(s.conquestsThisTurn, { pawn: 1 }, 'a conquest undone in the copy is still counted in the original');
});

test('undoing a partial run takes back the records it began, not only those it changed', () => {
  const s = board();
  const before = cloneState(s);
  const eventCount = s.events.length;
  s.conquestsThisTurn = { pawn: 1 }; // begun by the run being undone
  restoreState(s, before, eventCount);
  assert.equal(s.conquestsThisTurn, undefined);
});
