// "Reveal the top card of your Main Deck. If it's a spell, put it in your hand. Otherwise, ...": the one
// card revealed is what "it" names, and "put it in your hand / trash" moves that card from the deck.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { viewOf, type Game } from '../../reference-engine/index.ts';
import { gameOf, playedAndResolved } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const SEEK = testCard('Seek', 'spell', "Reveal the top card of your Main Deck. If it's a spell, put it in your hand. Otherwise, recycle it.");
const SIFT = testCard('Sift', 'spell', "Reveal the top card of your Main Deck. If it's a unit, draw it. Otherwise, put it in your trash.");
const FILLER = testCard('Filler', 'unit', '', 1);

function aliceWith(spell: string, deck: string[]): Game {
  return gameOf({
    players: [{ id: 'Alice', hand: [{ ref: 'S', card: spell }], mainDeck: deck.map((card, k) => ({ ref: `D${k + 1}`, card })) }, { id: 'Bob' }],
    turnPlayer: 'Alice',
    testCards: [SEEK, SIFT, FILLER],
  });
}

const refs = (g: Game, zone: 'hand' | 'mainDeck' | 'trash') => viewOf(g, 'Alice').players[0][zone].map((c) => c.ref);

test('a revealed spell is put into the hand; the card below it stays in the deck', () => {
  const g = playedAndResolved(aliceWith(SEEK.id, [SEEK.id, FILLER.id]), 'S');
  assert.deepEqual(refs(g, 'hand'), ['D1']);
  assert.deepEqual(refs(g, 'mainDeck'), ['D2']);
});

test('a revealed unit is not put into the hand: it is recycled to the bottom instead', () => {
  const g = playedAndResolved(aliceWith(SEEK.id, [FILLER.id, SEEK.id]), 'S');
  assert.deepEqual(refs(g, 'hand'), []);
  assert.deepEqual(refs(g, 'mainDeck'), ['D2', 'D1']);
});

test('"put it in your trash" moves only the revealed card, and not when the other branch is taken', () => {
  const trashed = playedAndResolved(aliceWith(SIFT.id, [SEEK.id, FILLER.id]), 'S');
  assert.deepEqual(refs(trashed, 'trash').sort(), ['D1', 'S']);
  assert.deepEqual(refs(trashed, 'mainDeck'), ['D2']);
  const drawn = playedAndResolved(aliceWith(SIFT.id, [FILLER.id, SEEK.id]), 'S');
  assert.deepEqual(refs(drawn, 'hand'), ['D1']);
  assert.deepEqual(refs(drawn, 'trash'), ['S']);
});
