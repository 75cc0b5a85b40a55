// "Its owner places it on the top or bottom of their Main Deck": the owner, not the spell's controller,
// chooses where it goes; the unit leaves the board for that place and the other units stay.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, viewOf, type Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const VERDICT = testCard('Verdict', 'spell', 'Choose an enemy unit at a battlefield. Its owner places it on the top or bottom of their Main Deck.');
const GUARD = testCard('Guard', 'unit', '', 3);
const FIELD = { id: 'test:Field', name: 'Field', type: 'battlefield' as const, text: '' };

function asked(): Game {
  const g = gameOf({
    players: [
      { id: 'Alice', hand: [{ ref: 'V', card: VERDICT.id }] },
      { id: 'Bob', mainDeck: [{ ref: 'b1', card: GUARD.id }] },
    ],
    turnPlayer: 'Alice',
    battlefields: [
      {
        ref: 'BF',
        card: FIELD.id,
        controller: 'Bob',
        units: [
          { ref: 'G1', card: GUARD.id, owner: 'Bob' },
          { ref: 'G2', card: GUARD.id, owner: 'Bob' },
        ],
      },
    ],
    testCards: [VERDICT, GUARD, FIELD],
  });
  return run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'V' }]), 'Alice', ['G1']), [
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
}

const bobsDeck = (g: Game) => viewOf(g, 'Bob').players[1].mainDeck.map((c) => c.ref);

test("the unit's owner is asked, and the unit goes to the bottom of their deck when they say so", () => {
  const g = asked();
  assert.equal(g.pendingDecision?.player, 'Bob');
  assert.equal(act(g, { kind: 'decide', player: 'Alice', decision: g.pendingDecision!.id, answer: { chosen: ['top'] } }).result.ok, false, 'not the caster');
  const placed = choosing(g, 'Bob', ['bottom']);
  assert.deepEqual(bobsDeck(placed), ['b1', 'G1']);
  assert.equal(placed.objects.G1.zone, 'main-deck');
  assert.equal(placed.objects.G2.zone, 'battlefield', 'the unit not chosen stays');
});

test('on top when the owner chooses the top', () => {
  assert.deepEqual(bobsDeck(choosing(asked(), 'Bob', ['top'])), ['G1', 'b1']);
});
