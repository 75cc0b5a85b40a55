// "... effects trigger an additional time" (383.3): each passive that applies makes its controller's
// ability trigger once more, an instance of its own to order and resolve. Deathknell effects
// wherever the giver is; conquer and hold effects only for the giver's own battlefield. "Your
// [Temporary] effects at my battlefield don't trigger": the kill of 816.1.b does not happen there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Setup } from '../../reference-engine/index.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { gameOf, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const REAPER = testCard('Reaper', 'unit', 'Your [Deathknell] effects trigger an additional time.', 3);
const MARTYR = testCard('Martyr', 'unit', '[Deathknell] — Draw 1. (When I die, get the effect.)', 1);
const BOAR = testCard('Boar', 'unit', 'Your conquer effects for conquering here trigger an additional time.', 3);
const RAIDER = testCard('Raider', 'unit', 'When I conquer, draw 1.', 2);
const SENTRY = testCard('Sentry', 'unit', 'Your hold effects for holding here trigger an additional time.', 3);
const KEEPER = testCard('Keeper', 'unit', 'When I hold, draw 1.', 2);
const SLAY = testCard('Slay', 'spell', 'Kill a unit.');
const VEIL = testCard('Veil', 'unit', "Your [Temporary] effects at my battlefield don't trigger.", 3);
const FLEETING = testCard('Fleeting', 'unit', '[Temporary] (Kill me at the start of your Beginning Phase, before scoring.)', 2);
const FILLER = testCard('Filler', 'unit', '', 1);
const CARDS = [FIELD, REAPER, MARTYR, BOAR, RAIDER, SENTRY, KEEPER, SLAY, VEIL, FLEETING, FILLER];

const deck = (owner: string) => Array.from({ length: 5 }, (_, i) => ({ ref: `${owner} card ${i + 1}`, card: FILLER.id }));

/** Both players with a deck to draw from. */
const withDecks = () => [
  { id: 'Alice', mainDeck: deck('Alice') },
  { id: 'Bob', mainDeck: deck('Bob') },
];

/** Alice ends her turn, then Bob his: Alice's next turn begins (its Beginning Phase: 816.1.b, 315.2.b). */
const aliceNextTurn = (s: GameState): GameState =>
  run(s, [
    { kind: 'end-turn', player: 'Alice' },
    { kind: 'end-turn', player: 'Bob' },
  ]);

const game = (setup: Omit<Setup, 'testCards' | 'turnPlayer'>): GameState => gameOf({ turnPlayer: 'Alice', ...setup, testCards: CARDS });

const draws = (s: GameState, player: string) => s.events.filter((e) => e.kind === 'drew' && e.player === player).length;

/** Alice kills the Martyr of `martyrOwner`, with her Reaper in her base or not. */
function martyrDies(martyrOwner: 'Alice' | 'Bob', reaper: boolean): GameState {
  const s = game({
    players: [
      { id: 'Alice', base: reaper ? [{ ref: 'reaper', card: REAPER.id }] : [], hand: [{ ref: 'slay', card: SLAY.id }], mainDeck: deck('Alice') },
      { id: 'Bob', mainDeck: deck('Bob') },
    ],
    battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'martyr', card: MARTYR.id, owner: martyrOwner }] }],
  });
  return settle(run(s, [{ kind: 'play', player: 'Alice', card: 'slay' }]), (id) => id === 'martyr');
}

test('"Your [Deathknell] effects trigger an additional time": two draws for her own, one without it, one for an enemy\'s', () => {
  const twice = martyrDies('Alice', true);
  assert.equal(twice.objects.martyr.zone, 'trash');
  assert.equal(twice.events.filter((e) => e.kind === 'triggered' && e.object === 'martyr').length, 2);
  assert.equal(draws(twice, 'Alice'), 2);
  assert.equal(draws(martyrDies('Alice', false), 'Alice'), 1);
  assert.equal(draws(martyrDies('Bob', true), 'Bob'), 1, "the Reaper's passive is Alice's: Bob's Deathknell triggers once");
});

/** Alice's Raider conquers the Bridge; her Boar is there with it, or at the Ford. */
function raiderConquers(boarAt: 'Bridge' | 'Ford'): GameState {
  const s = game({
    players: [
      { id: 'Alice', base: [{ ref: 'raider', card: RAIDER.id }], mainDeck: deck('Alice') },
      { id: 'Bob', mainDeck: deck('Bob') },
    ],
    battlefields: [
      { ref: 'Bridge', card: FIELD.id, units: boarAt === 'Bridge' ? [{ ref: 'boar', card: BOAR.id, owner: 'Alice' }] : [] },
      { ref: 'Ford', card: FIELD.id, units: boarAt === 'Ford' ? [{ ref: 'boar', card: BOAR.id, owner: 'Alice' }] : [] },
    ],
  });
  return settle(run(s, [{ kind: 'move', player: 'Alice', units: ['raider'], to: 'Bridge' }]));
}

test('"Your conquer effects for conquering here trigger an additional time": for a conquest there, not elsewhere', () => {
  const here = raiderConquers('Bridge');
  assert.ok(here.events.some((e) => e.kind === 'conquered' && e.player === 'Alice'));
  assert.equal(draws(here, 'Alice'), 2);
  assert.equal(draws(raiderConquers('Ford'), 'Alice'), 1);
});

/** Alice's Keeper holds the Bridge at the start of her turn; her Sentry is there with it, or at the Ford. */
function keeperHolds(sentryAt: 'Bridge' | 'Ford'): GameState {
  const s = game({
    players: withDecks(),
    battlefields: [
      {
        ref: 'Bridge',
        card: FIELD.id,
        controller: 'Alice',
        units: [{ ref: 'keeper', card: KEEPER.id, owner: 'Alice' }, ...(sentryAt === 'Bridge' ? [{ ref: 'sentry', card: SENTRY.id, owner: 'Alice' }] : [])],
      },
      { ref: 'Ford', card: FIELD.id, controller: 'Alice', units: sentryAt === 'Ford' ? [{ ref: 'sentry', card: SENTRY.id, owner: 'Alice' }] : [] },
    ],
  });
  return aliceNextTurn(s);
}

test('"Your hold effects for holding here trigger an additional time": for the hold there, not for one elsewhere', () => {
  const here = keeperHolds('Bridge');
  assert.equal(here.events.filter((e) => e.kind === 'triggered' && e.object === 'keeper').length, 2);
  assert.equal(keeperHolds('Ford').events.filter((e) => e.kind === 'triggered' && e.object === 'keeper').length, 1);
});

/** Alice's Fleeting units at the Bridge (with her Veil) and at the Ford; Alice's next turn begins. */
function nextTurn(): GameState {
  const s = game({
    players: withDecks(),
    battlefields: [
      {
        ref: 'Bridge',
        card: FIELD.id,
        units: [
          { ref: 'veil', card: VEIL.id, owner: 'Alice' },
          { ref: 'fleeting here', card: FLEETING.id, owner: 'Alice' },
        ],
      },
      { ref: 'Ford', card: FIELD.id, units: [{ ref: 'fleeting there', card: FLEETING.id, owner: 'Alice' }] },
    ],
  });
  return settle(aliceNextTurn(s));
}

test('"Your [Temporary] effects at my battlefield don\'t trigger": the unit there survives its Beginning Phase, the one elsewhere dies', () => {
  const s = nextTurn();
  assert.equal(s.turnPlayer, 'Alice');
  assert.equal(s.objects['fleeting here'].zone, 'battlefield');
  assert.equal(s.objects['fleeting there'].zone, 'trash');
});

test('each of these texts is carried out whole, so none is refused as unsupported', () => {
  for (const c of [REAPER, BOAR, SENTRY, VEIL]) assert.deepEqual(unsupportedParts(compileCardText(c.text).abilities), [], c.name);
});
