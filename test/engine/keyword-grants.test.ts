// Keywords the passives of permanents on the board give groups of units (477.2): "Friendly buffed
// units have [Deflect] if they didn't already" gives it once, and only to a unit without it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGame, type Setup } from '../../reference-engine/index.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { testCard } from '../support/test-card.ts';

const REFUGE = testCard('Refuge', 'gear', "Friendly buffed units have [Deflect] if they didn't already.");
const PLAIN = testCard('Plain', 'unit', '', 2);
const WARY = testCard('Wary', 'unit', '[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)', 2);
const CARDS = [REFUGE, PLAIN, WARY];

function game(setup: Omit<Setup, 'testCards' | 'turnPlayer'>): GameState {
  const created = createGame({ turnPlayer: 'Alice', ...setup, testCards: CARDS });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

const deflect = (s: GameState, id: string) => s.objects[id].grantedKeywords?.Deflect ?? 0;

test('"Friendly buffed units have [Deflect] if they didn\'t already": once, to buffed friendly units without it', () => {
  const s = game({
    players: [
      {
        id: 'Alice',
        base: [
          { ref: 'refuge', card: REFUGE.id },
          { ref: 'refuge 2', card: REFUGE.id },
          { ref: 'buffed', card: PLAIN.id, buffs: 1 },
          { ref: 'bare', card: PLAIN.id },
          { ref: 'wary', card: WARY.id, buffs: 1 },
        ],
      },
      { id: 'Bob', base: [{ ref: 'enemy', card: PLAIN.id, buffs: 1 }] },
    ],
  });
  assert.equal(deflect(s, 'buffed'), 1, 'two Refuges give it once');
  assert.equal(deflect(s, 'bare'), 0, 'not buffed');
  assert.equal(deflect(s, 'wary'), 0, 'it already has [Deflect]: none more');
  assert.equal(deflect(s, 'enemy'), 0, 'not friendly');
});

test('each of these texts is carried out whole, so none is refused as unsupported', () => {
  assert.deepEqual(unsupportedParts(compileCardText(REFUGE.text).abilities), []);
});
