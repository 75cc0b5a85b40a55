// "This turn, that unit has "..."" / "give it "..."" this turn: the unit has the quoted ability as its own
// (411.6.a) until the turn ends; other units do not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, type Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const GIFT = testCard('Gift', 'spell', 'Choose a friendly unit. This turn, that unit has ":rb_exhaust:: Draw 1."');
const PAWN = testCard('Pawn', 'unit', '', 2);

function gifted(): Game {
  const g = gameOf({
    players: [
      {
        id: 'Alice',
        hand: [{ ref: 'G', card: GIFT.id }],
        base: [
          { ref: 'given', card: PAWN.id },
          { ref: 'other', card: PAWN.id },
        ],
        mainDeck: [
          { ref: 'd1', card: PAWN.id },
          { ref: 'd2', card: PAWN.id },
        ],
      },
      { id: 'Bob' },
    ],
    turnPlayer: 'Alice',
    testCards: [GIFT, PAWN],
  });
  return run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'G' }]), 'Alice', ['given']), [
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
}

const activate = (g: Game, object: string) => act(g, { kind: 'activate', player: 'Alice', source: object });

test('the chosen unit has the given ability and uses it; the other unit has none', () => {
  const g = gifted();
  const used = activate(g, 'given');
  assert.ok(used.result.ok, used.result.ok ? '' : used.result.refusal.reason);
  const drawn = run(used.game, [
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ]);
  assert.equal(drawn.players[0].hand.length, 1);
  assert.equal(activate(g, 'other').result.ok, false);
});

test('the given ability ends with the turn', () => {
  const next = run(gifted(), [{ kind: 'end-turn', player: 'Alice' }]);
  assert.equal(next.objects.given.modifiers.length, 0);
  assert.equal(next.objects.given.grantedAbilities, undefined);
});
