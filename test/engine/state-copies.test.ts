// A copy of the game state (cloneState) is what the engine keeps while it tries something it may undo: a
// refused payment (358.5), a resolution interrupted by a question. Any part of the state the copy shares
// with the original, and that the engine changes in place, would leak the undone attempt into the kept copy.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { test } from 'node:test';
import { restoreState } from '../../reference-engine/effects/run.ts';
import { cloneState, everyObject, putObject, removeObject, type GameState } from '../../reference-engine/state.ts';
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

test("every object of a state, its copy's and after an object is added or removed, as the table holds them", () => {
  const s = board();
  const walked = (t: GameState) => {
    const out: string[] = [];
    for (const id in t.objects) out.push(id);
    return out;
  };
  assert.deepEqual(
    everyObject(s).map((o) => o.id),
    walked(s),
  );
  const copy = cloneState(s);
  assert.deepEqual(
    everyObject(copy).map((o) => o.id),
    walked(s),
  );
  assert.ok(
    everyObject(copy).every((o) => copy.objects[o.id] === o),
    "a copy's list holds the copy's objects",
  );
  putObject(copy, { ...copy.objects.pawn, id: 'twin' });
  assert.deepEqual(
    everyObject(copy).map((o) => o.id),
    [...walked(s), 'twin'],
  );
  assert.deepEqual(
    everyObject(s).map((o) => o.id),
    walked(s),
    'the original is untouched',
  );
  putObject(copy, { ...copy.objects.pawn, damage: 1 });
  assert.equal(everyObject(copy).find((o) => o.id === 'pawn')!.damage, 1, 'an object put in the place of another is the one listed');
  removeObject(copy, 'twin');
  assert.deepEqual(
    everyObject(copy).map((o) => o.id),
    walked(s),
  );
  assert.deepEqual(Object.keys({ ...copy.objects }), walked(s), 'the list is no key of the table');
});

test('the engine changes an objects table only through putObject and removeObject, which keep its list of objects true', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
  const WRITE = /\bobjects\[[^\]]+\]\s*(=(?!=)|\?\?=|\|\|=)|delete\s+[\w.]*objects\[|Object\.(assign|defineProperty)\([\w.]*objects\b/;
  const offenders = files('reference-engine')
    .filter((f) => !f.endsWith(`${sep}state.ts`))
    .flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
        .filter(({ line }) => WRITE.test(line))
        .map(({ at }) => at),
    );
  assert.deepEqual(offenders, []);
});
