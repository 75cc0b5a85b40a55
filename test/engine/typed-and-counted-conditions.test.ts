// "If it's a gear" / "an Equipment" on what the text acted on (effects/instructions/flow.ts), and
// counts a player has now (effects/conditions.ts): facedown cards, which sit in facedown zones that
// are no locations (107.3.e), "you have 2+ units here", the total Might of "your other units", and
// the [Legion] gate of a card's own cost (812.1.c).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, type Setup, type TestCard } from '../../reference-engine/index.ts';
import { playerState } from '../../reference-engine/state.ts';
import { drawsOf, playThrough } from '../support/play-through.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const FILLER = testCard('Filler', 'unit', '', 1);
const DECK = [1, 2, 3].map((n) => ({ ref: `deck${n}`, card: 'test:Filler' }));

function game(alice: Partial<Setup['players'][number]>, cards: TestCard[], battlefield: Partial<NonNullable<Setup['battlefields']>[number]> = {}): Setup {
  return {
    players: [{ id: 'Alice', runePool: { energy: 9, power: {} }, ...alice }, { id: 'Bob' }],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'BF', card: FIELD.id, controller: 'Alice', ...battlefield }],
    testCards: [FIELD, FILLER, ...cards],
  };
}

const SMITH = testCard('Smith', 'unit', "When I move, reveal the top card of your Main Deck. If it's a gear, draw it. Otherwise, recycle it.", 1);
const TRINKET = testCard('Trinket', 'gear', '');

test('"If it\'s a gear" draws a revealed gear and recycles anything else', () => {
  const moved = (top: string) =>
    playThrough(game({ base: [{ ref: 'smith', card: SMITH.id }], mainDeck: [{ ref: 'top', card: top }, ...DECK] }, [SMITH, TRINKET]), [
      { kind: 'move', player: 'Alice', units: ['smith'], to: 'BF' },
    ]);
  const gear = moved(TRINKET.id);
  assert.deepEqual(playerState(gear, 'Alice').hand, ['top']);
  const unit = moved(FILLER.id);
  assert.deepEqual(playerState(unit, 'Alice').hand, []);
  assert.equal(playerState(unit, 'Alice').mainDeck.at(-1), 'top', 'not a gear: recycled to the bottom');
});

test('"If it\'s an Equipment" holds for a gear with the Equipment tag, not for any gear', () => {
  const tune = testCard('Tune', 'spell', "Ready a friendly gear. If it's an Equipment, draw 2.");
  const blade: TestCard = { ...testCard('Blade', 'gear', ''), tags: ['Equipment'] };
  const readied = (gear: TestCard) =>
    drawsOf(
      playThrough(game({ hand: [{ ref: 'tune', card: tune.id }], base: [{ ref: 'g', card: gear.id, exhausted: true }], mainDeck: DECK }, [tune, gear]), [
        { kind: 'play', player: 'Alice', card: 'tune' },
      ]),
      'Alice',
    );
  assert.equal(readied(blade), 2);
  assert.equal(readied(TRINKET), 0);
});

const HARPOON = testCard('Harpoon', 'spell', 'If you control a facedown card at a battlefield, draw 2.');

test('"if you control a facedown card at a battlefield" counts the cards hidden at battlefields, your own only', () => {
  const played = (owner: 'Alice' | 'Bob') =>
    drawsOf(
      playThrough(
        game({ hand: [{ ref: 'h', card: HARPOON.id }], mainDeck: DECK }, [HARPOON], {
          controller: owner,
          facedown: [{ ref: 'hidden', card: FILLER.id, owner }],
        }),
        [{ kind: 'play', player: 'Alice', card: 'h' }],
      ),
      'Alice',
    );
  assert.equal(played('Alice'), 2);
  assert.equal(played('Bob'), 0);
  // a card face up at the battlefield is no facedown card
  const faceUp = playThrough(
    game({ hand: [{ ref: 'h', card: HARPOON.id }], mainDeck: DECK }, [HARPOON], { units: [{ ref: 'u', card: FILLER.id, owner: 'Alice' }] }),
    [{ kind: 'play', player: 'Alice', card: 'h' }],
  );
  assert.equal(drawsOf(faceUp, 'Alice'), 0);
});

test('"if you have 2+ units here" counts the units the player controls where the source is', () => {
  const rally = testCard('Rally', 'unit', 'When you play me, if you have 2+ units here, draw 2.', 1);
  const played = (base: { ref: string; card: string; controller?: string }[]) =>
    drawsOf(
      playThrough(game({ hand: [{ ref: 'r', card: rally.id }], base, mainDeck: DECK }, [rally]), [{ kind: 'play', player: 'Alice', card: 'r' }], {
        accept: false,
      }),
      'Alice',
    );
  assert.equal(played([{ ref: 'friend', card: FILLER.id }]), 2);
  assert.equal(played([]), 0);
});

test('"if your other units have total Might 5 or more" adds up the Might of the other units you control now, not the source\'s nor an enemy\'s', () => {
  const initiate = testCard('Initiate', 'unit', 'When you play me, draw 1 if your other units have total Might 5 or more.', 4);
  const big = testCard('Big', 'unit', '', 3);
  const played = (base: { ref: string; card: string; controller?: string }[]) =>
    drawsOf(
      playThrough(game({ hand: [{ ref: 'i', card: initiate.id }], base, mainDeck: DECK }, [initiate, big]), [{ kind: 'play', player: 'Alice', card: 'i' }], {
        accept: false,
      }),
      'Alice',
    );
  assert.equal(
    played([
      { ref: 'a', card: big.id },
      { ref: 'b', card: big.id },
    ]),
    1,
  );
  // 3 + the Initiate's own 4 would be 7: only the others count
  assert.equal(played([{ ref: 'a', card: big.id }]), 0);
  // a unit Bob controls is no unit of Alice's
  assert.equal(
    played([
      { ref: 'a', card: big.id },
      { ref: 'b', card: big.id, controller: 'Bob' },
    ]),
    0,
  );
});

test('"if you have exactly 2 cards in hand and exactly 1 unit at battlefields" holds only when both counts do', () => {
  const palace = testCard('Palace', 'spell', 'If you have exactly 2 cards in hand and exactly 1 unit at battlefields, draw 2.');
  const played = (inHand: number, atField: number) => {
    const hand = [{ ref: 'p', card: palace.id }, ...Array.from({ length: inHand }, (_, n) => ({ ref: `h${n}`, card: FILLER.id }))];
    const units = Array.from({ length: atField }, (_, n) => ({ ref: `u${n}`, card: FILLER.id, owner: 'Alice' }));
    return drawsOf(playThrough(game({ hand, mainDeck: DECK }, [palace], { units }), [{ kind: 'play', player: 'Alice', card: 'p' }]), 'Alice');
  };
  assert.equal(played(2, 1), 2);
  assert.equal(played(3, 1), 0);
  assert.equal(played(2, 2), 0);
});

test('"[Legion] — I cost :rb_energy_2: less" once another card was played this turn, and not before', () => {
  const hopeful: TestCard = { ...testCard('Hopeful', 'unit', '[Legion] — I cost :rb_energy_2: less.', 2), cost: { energy: 3 } };
  const bolt = testCard('Bolt', 'spell', 'Draw 1.');
  const setup = (): Setup => ({
    ...game({}, [hopeful, bolt]),
    players: [
      {
        id: 'Alice',
        runePool: { energy: 1, power: {} },
        hand: [
          { ref: 'bolt', card: bolt.id },
          { ref: 'h', card: hopeful.id },
        ],
        mainDeck: DECK,
      },
      { id: 'Bob' },
    ],
  });
  const after = playThrough(setup(), [
    { kind: 'play', player: 'Alice', card: 'bolt' },
    { kind: 'play', player: 'Alice', card: 'h' },
  ]);
  assert.equal(after.objects.h!.zone, 'base');
  const created = createGame(setup());
  assert.ok(created.ok);
  const first = act(created.game, { kind: 'play', player: 'Alice', card: 'h' });
  assert.ok(
    !first.result.ok && first.result.refusal.code === 'cannot-afford',
    `with no other card played, it costs 3 and Alice has 1: ${JSON.stringify(first.result)}`,
  );
});
