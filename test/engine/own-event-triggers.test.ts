// Triggers on what happens to the card itself or is done to it: "When you choose me with a spell"
// (triggers/chosen.ts), "When this is discarded" (triggers/played.ts), "When this is killed" (triggers/turn.ts),
// its own play among others' ("When you play me or another Dragon", triggers/played.ts), hiding (triggers/hid.ts),
// a battlefield's "When a unit moves from here" (triggers/battlefield.ts), "When this leaves the board"
// (triggers/left-board.ts), "As I'm revealed from your deck" (effects/seen-on-top.ts), and "When you play me from
// face down on your turn" (triggers/played.ts).
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

const GROUND = testCard('Ground', 'battlefield', '');
const BOB_DECK = [1, 2, 3].map((n) => ({ ref: `bob${n}`, card: FILLER.id }));
// no Might: no combat damage to divide
const STILL = testCard('Still', 'unit', '', 0);

// "When this leaves the board": seen from wherever the card went, under the controller it had on the board.
const TROVE = testCard('Trove', 'gear', 'When this leaves the board, draw 1.\n:rb_exhaust:: Kill this.');
const SHATTER = testCard('Shatter', 'spell', 'Kill a gear.');

function troveGame(actions: Action[]): GameState {
  return playThrough(
    {
      players: [
        { id: 'Alice', base: [{ ref: 'trove', card: TROVE.id }], hand: [{ ref: 'spare', card: TROVE.id }], mainDeck: DECK },
        { id: 'Bob', hand: [{ ref: 'shatter', card: SHATTER.id }], mainDeck: BOB_DECK },
      ],
      turnPlayer: 'Alice',
      testCards: [FILLER, TROVE, SHATTER],
    },
    actions,
    { prefer: ['trove'] },
  );
}

test('"When this leaves the board": killed by its own ability it triggers, and its controller draws; played from hand it does not', () => {
  const played = troveGame([{ kind: 'play', player: 'Alice', card: 'spare' }]);
  assert.equal(played.objects.spare!.zone, 'base');
  assert.equal(triggered(played, 'spare') + triggered(played, 'trove'), 0);
  const killed = troveGame([{ kind: 'activate', player: 'Alice', source: 'trove' }]);
  assert.equal(killed.objects.trove!.zone, 'trash');
  assert.equal(triggered(killed, 'trove'), 1);
  assert.deepEqual(
    killed.events.filter((e) => e.kind === 'drew').map((e) => e.player),
    ['Alice'],
  );
});

test('"When this leaves the board": killed by an opponent\'s spell, the controller it had draws, not the opponent', () => {
  const s = troveGame([
    { kind: 'end-turn', player: 'Alice' },
    { kind: 'play', player: 'Bob', card: 'shatter' },
  ]);
  assert.equal(s.objects.trove!.zone, 'trash');
  assert.equal(triggered(s, 'trove'), 1);
  assert.equal(s.events.filter((e) => e.kind === 'drew' && e.player === 'Alice').length, 1);
});

// "As I'm revealed from your deck, [Add] ...": carried out as an effect reveals the card in its owner's Main Deck, not as one only looks at it.
const TITAN = testCard('Titan', 'unit', "As I'm revealed from your deck, [Add] :rb_energy_2:.", 6);
const REVEAL = testCard('Omen', 'spell', "Reveal the top card of your Main Deck. If it's a gear, draw it. Otherwise, recycle it.");
const PEEK = testCard('Peek', 'spell', 'Look at the top 2 cards of your Main Deck. Put 1 into your hand and recycle the rest.');

function titanOnTop(spell: typeof REVEAL): GameState {
  return playThrough(
    {
      players: [
        { id: 'Alice', hand: [{ ref: 'spell', card: spell.id }], mainDeck: [{ ref: 'titan', card: TITAN.id }, ...DECK] },
        { id: 'Bob', mainDeck: BOB_DECK },
      ],
      turnPlayer: 'Alice',
      testCards: [FILLER, TITAN, spell],
    },
    [{ kind: 'play', player: 'Alice', card: 'spell' }],
  );
}

test('"As I\'m revealed from your deck": revealed from the top, the card adds its Energy for its owner; only looked at, it adds nothing', () => {
  const revealed = titanOnTop(REVEAL);
  assert.equal(revealed.players.find((p) => p.id === 'Alice')!.runePool.energy, 2);
  const looked = titanOnTop(PEEK);
  assert.equal(looked.players.find((p) => p.id === 'Alice')!.runePool.energy, 0);
});

// "When you play me from face down on your turn, you may move an enemy unit at a different location to my battlefield."
const EVE = testCard(
  'Eve',
  'unit',
  '[Hidden]\nWhen you play me from face down on your turn, you may move an enemy unit at a different location to my battlefield.',
  0,
);

function eveGame(where: 'facedown' | 'hand', turnPlayer = 'Alice'): GameState {
  const eve = { ref: 'eve', card: EVE.id };
  const actions: Action[] =
    turnPlayer === 'Alice'
      ? [{ kind: 'play', player: 'Alice', card: 'eve', ...(where === 'facedown' ? { hidden: true } : {}) }]
      : [
          { kind: 'play', player: 'Bob', card: 'ping' },
          { kind: 'pass', player: 'Bob' },
          { kind: 'play', player: 'Alice', card: 'eve', hidden: true },
        ];
  return playThrough(
    {
      players: [
        { id: 'Alice', hand: where === 'hand' ? [eve] : [], mainDeck: DECK },
        { id: 'Bob', base: [{ ref: 'home', card: STILL.id }], hand: [{ ref: 'ping', card: PING.id }], mainDeck: BOB_DECK },
      ],
      turnPlayer,
      battlefields: [
        {
          ref: 'BF',
          card: GROUND.id,
          controller: 'Alice',
          units: [{ ref: 'u', card: STILL.id, owner: 'Alice' }],
          facedown: where === 'facedown' ? [{ ...eve, owner: 'Alice' }] : [],
        },
        { ref: 'BF2', card: GROUND.id, controller: 'Bob', units: [{ ref: 'enemy', card: STILL.id, owner: 'Bob' }] },
      ],
      testCards: [FILLER, GROUND, EVE, STILL, PING],
    },
    actions,
    { prefer: ['enemy', 'BF'], settleBetween: turnPlayer === 'Alice' },
  );
}
const PING = testCard('Ping', 'spell', '[Action]\nDraw 1.');
const movedToBF = (s: GameState, ref: string) => s.events.some((e) => e.kind === 'moved' && e.object === ref && e.to === 'BF');

test('"When you play me from face down on your turn": played from face down it moves an enemy unit from another location to its battlefield', () => {
  const s = eveGame('facedown');
  assert.equal(triggered(s, 'eve'), 1);
  assert.ok(movedToBF(s, 'enemy'));
});

test("played from the hand, or from face down on an opponent's turn, it does not trigger", () => {
  const fromHand = eveGame('hand');
  assert.equal(fromHand.objects.eve!.zone, 'battlefield');
  assert.equal(triggered(fromHand, 'eve'), 0);
  const theirTurn = eveGame('facedown', 'Bob');
  assert.ok(theirTurn.events.some((e) => e.kind === 'played' && e.object === 'eve'));
  assert.equal(triggered(theirTurn, 'eve'), 0);
  assert.ok(!movedToBF(theirTurn, 'enemy'));
});
