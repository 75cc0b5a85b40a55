// "Choose a battlefield you control and a unit you control at a different location. Move that unit to
// that battlefield ...": the unit is chosen among yours anywhere but at the chosen battlefield (a unit in
// your base is at a different location), and the choice is read again as the spell resolves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { viewOf } from '../../reference-engine/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { choosing, gameOf, mightIn, passBoth, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const STRIKE = testCard(
  'Strike',
  'spell',
  '[Reaction] (Play on your turn or in showdowns.)\nChoose a battlefield you control and a unit you control at a different location. Move that unit to that battlefield and give it +2 :rb_might: this turn.',
);
const PAWN = testCard('Pawn', 'unit', '', 1);
const FIELD = { id: 'test:Field', name: 'Field', type: 'battlefield' as const, text: '' };

function played(): GameState {
  const g = gameOf({
    players: [
      { id: 'Alice', hand: [{ ref: 'S', card: STRIKE.id }], base: [{ ref: 'home', card: PAWN.id }] },
      { id: 'Bob', base: [{ ref: 'foe', card: PAWN.id }] },
    ],
    turnPlayer: 'Alice',
    battlefields: [
      { ref: 'Mine', card: FIELD.id, controller: 'Alice', units: [{ ref: 'here', card: PAWN.id, owner: 'Alice' }] },
      { ref: 'Other', card: FIELD.id, controller: 'Alice', units: [{ ref: 'away', card: PAWN.id, owner: 'Alice' }] },
    ],
    testCards: [STRIKE, PAWN, FIELD],
  });
  return choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'S' }]), 'Alice', ['Mine']);
}

test('only your units elsewhere may be chosen: not the one at the chosen battlefield, nor an enemy unit', () => {
  assert.deepEqual(
    played()
      .pendingDecision?.options.map((o) => o.id)
      .sort(),
    ['away', 'home'],
  );
});

test('the chosen unit moves to the chosen battlefield and gets +2 this turn', () => {
  const s = run(choosing(played(), 'Alice', ['away']), passBoth);
  const units = Object.fromEntries(viewOf(s, 'Alice').battlefields.map((b) => [b.ref, b.units.map((u) => u.ref).sort()]));
  assert.deepEqual(units, { Mine: ['away', 'here'], Other: [] });
  assert.equal(mightIn(s, 'away'), 3);
});

test('the text is carried out whole; "at a different location" with nothing chosen before is still named', () => {
  assert.deepEqual(unsupportedParts(compileCardText(STRIKE.text).abilities), []);
  assert.ok(
    unsupportedParts(compileCardText('Move an enemy unit at a different location to my battlefield.').abilities).includes('the restriction "different"'),
  );
});

test('"to that battlefield" with no battlefield chosen before it is named, never a guess', () => {
  const parts = unsupportedParts(compileCardText('Move a unit you control to that battlefield.').abilities);
  assert.ok(
    parts.some((p) => p.includes('that battlefield')),
    parts.join('; '),
  );
});
