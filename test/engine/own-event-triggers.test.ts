// Triggers on what happens to the card itself or is done to it: "When you choose me with a spell"
// (triggers/chosen.ts), "When this is discarded" (triggers/played.ts), "When this is killed" (triggers/turn.ts),
// its own play among others' ("When you play me or another Dragon", triggers/played.ts), hiding (triggers/hid.ts),
// and a battlefield's "When a unit moves from here" (triggers/battlefield.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action, Setup, TestCard } from '../../reference-engine/index.ts';
import { mightOf, type GameState } from '../../reference-engine/state.ts';
import { drawsOf, playThrough } from '../support/play-through.ts';
import { testCard } from '../support/test-card.ts';

const FILLER = testCard('Filler', 'unit', '', 1);
const DECK = [1, 2, 3].map((n) => ({ ref: `deck${n}`, card: FILLER.id }));

function alice(player: Partial<Setup['players'][number]>, cards: TestCard[], actions: Action[], prefer: string[] = []): GameState {
  return playThrough(
    {
      players: [{ id: 'Alice', runePool: { energy: 9, power: {} }, mainDeck: DECK, ...player }, { id: 'Bob' }],
      turnPlayer: 'Alice',
      testCards: [FILLER, ...cards],
    },
    actions,
    { prefer },
  );
}

const triggered = (s: GameState, ref: string): number => s.events.filter((e) => e.kind === 'triggered' && e.object === ref).length;

test('"When you choose me with a spell" triggers on a spell choosing it, not on an ability choosing it', () => {
  const jae = testCard('Jae', 'unit', 'When you choose me with a spell, draw 1.', 2);
  const boost = testCard('Boost', 'spell', 'Give a unit +1 :rb_might: this turn.');
  const rod = testCard('Rod', 'gear', ':rb_exhaust:: Give a unit +1 :rb_might: this turn.');
  const cards = [jae, boost, rod];
  const base = [
    { ref: 'jae', card: jae.id },
    { ref: 'rod', card: rod.id },
  ];
  const bySpell = alice({ base, hand: [{ ref: 'boost', card: boost.id }] }, cards, [{ kind: 'play', player: 'Alice', card: 'boost' }], ['jae']);
  assert.equal(triggered(bySpell, 'jae'), 1);
  assert.equal(drawsOf(bySpell, 'Alice'), 1);
  const byAbility = alice({ base }, cards, [{ kind: 'activate', player: 'Alice', source: 'rod' }], ['jae']);
  assert.equal(byAbility.objects.rod!.exhausted, true, 'the ability was used on Jae');
  assert.equal(triggered(byAbility, 'jae'), 0);
});

const HEAP = testCard('Heap', 'gear', 'When this is played, discarded, or killed, draw 1.');
const TRINKET = testCard('Trinket', 'gear', '');

test('"When this is discarded" triggers from the trash for the card discarded, not for another', () => {
  const toss = testCard('Toss', 'spell', 'Discard 1.');
  const discarded = (ref: string) =>
    alice(
      {
        hand: [
          { ref: 'toss', card: toss.id },
          { ref: 'heap', card: HEAP.id },
          { ref: 'trinket', card: TRINKET.id },
        ],
      },
      [toss, HEAP, TRINKET],
      [{ kind: 'play', player: 'Alice', card: 'toss' }],
      [ref],
    );
  const heap = discarded('heap');
  assert.equal(heap.objects.heap!.zone, 'trash');
  assert.equal(triggered(heap, 'heap'), 1);
  assert.equal(drawsOf(heap, 'Alice'), 1);
  assert.equal(triggered(discarded('trinket'), 'heap'), 0);
});

test('"When this is killed" triggers as it is killed, not when another gear is', () => {
  const scrap = testCard('Scrap', 'spell', 'Kill a gear.');
  const killed = (ref: string) =>
    alice(
      {
        hand: [{ ref: 'scrap', card: scrap.id }],
        base: [
          { ref: 'heap', card: HEAP.id },
          { ref: 'trinket', card: TRINKET.id },
        ],
      },
      [scrap, HEAP, TRINKET],
      [{ kind: 'play', player: 'Alice', card: 'scrap' }],
      [ref],
    );
  const heap = killed('heap');
  assert.equal(heap.objects.heap!.zone, 'trash');
  assert.equal(drawsOf(heap, 'Alice'), 1);
  const other = killed('trinket');
  assert.equal(other.objects.trinket!.zone, 'trash');
  assert.equal(drawsOf(other, 'Alice'), 0);
});

test('"When you play me or another Dragon" triggers on its own play and on another Dragon\'s, not on another unit\'s', () => {
  const gem: TestCard = { ...testCard('Gem', 'unit', 'When you play me or another Dragon, draw 1.', 2), tags: ['Dragon'] };
  const drake: TestCard = { ...testCard('Drake', 'unit', '', 3), tags: ['Dragon'] };
  const own = alice({ hand: [{ ref: 'gem', card: gem.id }] }, [gem], [{ kind: 'play', player: 'Alice', card: 'gem' }]);
  assert.equal(triggered(own, 'gem'), 1);
  const played = (card: TestCard) =>
    alice({ base: [{ ref: 'gem', card: gem.id }], hand: [{ ref: 'new', card: card.id }] }, [gem, card], [{ kind: 'play', player: 'Alice', card: 'new' }]);
  assert.equal(triggered(played(drake), 'gem'), 1);
  assert.equal(triggered(played(FILLER), 'gem'), 0);
});

test('"When you hide a card" triggers as its controller hides a card, not when the card is played', () => {
  const kat = testCard('Kat', 'unit', 'When you hide a card, draw 1.', 2);
  const fox = testCard('Fox', 'spell', '[Hidden]\nDraw 1.');
  const field = testCard('Field', 'battlefield', '');
  const setup = (action: Action) =>
    playThrough(
      {
        players: [
          {
            id: 'Alice',
            runePool: { energy: 9, power: { fury: 1 } },
            hand: [{ ref: 'fox', card: fox.id }],
            mainDeck: DECK,
          },
          { id: 'Bob' },
        ],
        turnPlayer: 'Alice',
        // Kat holds the battlefield: with no unit there, Alice would lose it and the hidden card (323.6)
        battlefields: [{ ref: 'BF', card: field.id, controller: 'Alice', units: [{ ref: 'kat', card: kat.id, owner: 'Alice' }] }],
        testCards: [FILLER, kat, fox, field],
      },
      [action],
    );
  const hidden = setup({ kind: 'hide', player: 'Alice', card: 'fox', battlefield: 'BF' });
  assert.equal(hidden.objects.fox!.zone, 'facedown');
  assert.equal(triggered(hidden, 'kat'), 1);
  assert.equal(drawsOf(hidden, 'Alice'), 1);
  // played from the hand instead: nothing was hidden
  const played = setup({ kind: 'play', player: 'Alice', card: 'fox' });
  assert.equal(triggered(played, 'kat'), 0);
});

test('a battlefield\'s "When a unit moves from here" gives the unit that left, not one that arrives or stays', () => {
  const bar = testCard('Bar', 'battlefield', 'When a unit moves from here, give it +1 :rb_might: this turn.');
  const field = testCard('Field', 'battlefield', '');
  const moved = (unit: string, to: string) =>
    playThrough(
      {
        players: [{ id: 'Alice', base: [{ ref: 'home', card: FILLER.id }], mainDeck: DECK }, { id: 'Bob' }],
        turnPlayer: 'Alice',
        battlefields: [
          {
            ref: 'BAR',
            card: bar.id,
            controller: 'Alice',
            units: [
              { ref: 'leaver', card: FILLER.id, owner: 'Alice' },
              { ref: 'stayer', card: FILLER.id, owner: 'Alice' },
            ],
          },
          { ref: 'OTHER', card: field.id, controller: 'Alice', units: [{ ref: 'far', card: FILLER.id, owner: 'Alice' }] },
        ],
        testCards: [FILLER, bar, field],
      },
      [{ kind: 'move', player: 'Alice', units: [unit], to }],
    );
  const left = moved('leaver', 'base');
  assert.equal(mightOf(left.objects.leaver!), 2);
  assert.equal(mightOf(left.objects.stayer!), 1);
  assert.equal(triggered(moved('home', 'BAR'), 'BAR'), 0);
  assert.equal(triggered(moved('far', 'base'), 'BAR'), 0);
});

test('"When you draw your second card each turn" triggers on the second card drawn this turn only', () => {
  const jewel = testCard('Jewel', 'gear', 'When you draw your second card each turn, give a friendly unit +2 :rb_might: this turn.');
  const draws = (texts: string[]) => {
    const spells = texts.map((text, n) => testCard(`S${n}`, 'spell', text));
    return alice(
      {
        base: [
          { ref: 'jewel', card: jewel.id },
          { ref: 'u', card: FILLER.id },
        ],
        hand: spells.map((c, n) => ({ ref: `s${n}`, card: c.id })),
      },
      [jewel, ...spells],
      spells.map((_, n) => ({ kind: 'play', player: 'Alice', card: `s${n}` }) as const),
    );
  };
  assert.equal(triggered(draws(['Draw 1.']), 'jewel'), 0);
  assert.equal(triggered(draws(['Draw 1.', 'Draw 1.']), 'jewel'), 1);
  // the second and third cards of one draw: once, on the second
  const three = draws(['Draw 3.']);
  assert.equal(triggered(three, 'jewel'), 1);
  assert.equal(mightOf(three.objects.u!), 3);
});
