// "When you conquer, if you have 4+ units at that battlefield, draw 2.": the "if" right after the trigger
// condition is part of it (383.2.a.1) and counts the player's units at the battlefield conquered, noted by
// the trigger (359.3.f.3), not the units anywhere else.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GameState } from '../../reference-engine/state.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { gameOf, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const BANNER = testCard('Banner', 'gear', 'When you conquer, if you have 4+ units at that battlefield, draw 2.', 1);
const FILLER = testCard('Filler', 'unit', '', 1);

const deck = (owner: string) => Array.from({ length: 5 }, (_, i) => ({ ref: `${owner} card ${i + 1}`, card: FILLER.id }));
const units = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ ref: `${prefix}${i + 1}`, card: FILLER.id }));
const draws = (s: GameState) => s.events.filter((e) => e.kind === 'drew' && e.player === 'Alice').length;

/** Alice moves `moving` units from her base to the empty Bridge and conquers it; `elsewhere` more of hers stand at the Ford. */
function conquer(moving: number, elsewhere: number): GameState {
  const base = units(moving, 'mover');
  const s = gameOf({
    turnPlayer: 'Alice',
    players: [
      { id: 'Alice', base: [{ ref: 'banner', card: BANNER.id }, ...base], mainDeck: deck('Alice') },
      { id: 'Bob', mainDeck: deck('Bob') },
    ],
    battlefields: [
      { ref: 'Bridge', card: FIELD.id, units: [] },
      { ref: 'Ford', card: FIELD.id, controller: 'Alice', units: units(elsewhere, 'guard').map((u) => ({ ...u, owner: 'Alice' })) },
    ],
    testCards: [FIELD, BANNER, FILLER],
  });
  const conquered = settle(run(s, [{ kind: 'move', player: 'Alice', units: base.map((u) => u.ref), to: 'Bridge' }]));
  assert.ok(conquered.events.some((e) => e.kind === 'conquered' && e.player === 'Alice'));
  return conquered;
}

test('"if you have 4+ units at that battlefield" is carried out: no part named unsupported', () => {
  const banner = compileCardText(BANNER.text);
  assert.deepEqual(unsupportedParts(banner.abilities), []);
});

test('four units at the battlefield conquered: the conquest draws 2', () => {
  assert.equal(draws(conquer(4, 0)), 2);
});

test('three units there and more elsewhere: the count is of that battlefield only, nothing drawn', () => {
  const s = conquer(3, 3);
  assert.equal(draws(s), 0);
  assert.equal(s.events.filter((e) => e.kind === 'triggered' && e.object === 'banner').length, 0, 'the condition is part of the trigger: it does not trigger');
});
