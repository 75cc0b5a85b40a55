// The sandbox that plays every printing (reports/src/playability.ts) gives a card whose own condition
// cannot hold on the first turn its chance: a battlefield conquered this turn, a turn after the first
// three of its player, a combat going on (its own or the opponent's). It is played as its player could
// play it then, and refused when the sandbox cannot make the condition hold.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playPrinting } from '../../reports/src/playability.ts';
import type { CardRecord } from '../../rules/card-list.ts';

function printing(name: string, text: string): CardRecord {
  return { code: `T-${name}`, name, type: 'Unit', set: 'T', domains: [], energy: 2, might: 2, tags: [], printedText: text, text, textVersion: 'printed' };
}

test('a unit played only to a battlefield conquered this turn is played after its player conquers one', () => {
  const r = playPrinting(printing('Late Percher', 'Play me only to a battlefield you conquered this turn.'));
  assert.deepEqual([r?.outcome, r?.detail], ['resolved', '']);
});

test("a unit that can't be played on its player's first three turns is played on a later turn", () => {
  const r = playPrinting(printing('Slow Elder', "I can't be played on your first, second, or third turns."));
  assert.deepEqual([r?.outcome, r?.detail], ['resolved', '']);
});

test('a spell that chooses an attacking unit is played in the showdown of a combat still going: hers, or on his turn his', () => {
  const spell = (name: string, text: string): CardRecord => ({ ...printing(name, text), type: 'Spell', might: null });
  const own = playPrinting(spell('Late Stunner', '[Action]\nStun an attacking unit.'));
  const enemy = playPrinting(spell('Wary Stunner', '[Action]\nStun an attacking enemy unit.'));
  assert.deepEqual([own?.outcome, enemy?.outcome], ['resolved', 'resolved']);
});

test('an enemy unit of one domain is on the board to be chosen: "an enemy Calm unit"', () => {
  const r = playPrinting({ ...printing('Calm Breaker', '[Action]\nDeal 4 to an enemy Calm unit.'), type: 'Spell', might: null });
  assert.deepEqual([r?.outcome, r?.detail], ['resolved', '']);
});

test('a card whose target the sandbox never offers stays refused, with the reason: no enemy Mech', () => {
  const r = playPrinting({ ...printing('Mech Breaker', '[Action]\nKill an enemy Mech.'), type: 'Spell', might: null });
  assert.deepEqual([r?.outcome, r?.detail], ['refused', 'no valid choice for target 1 of Mech Breaker']);
});
