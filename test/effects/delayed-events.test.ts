// Delayed abilities that wait for an event during the rest of the turn (359.3.e.16): "When any unit takes
// damage this turn, kill it", "Kill it the next time it takes damage this turn", "the next time you play
// a unit this turn, ready it and [Buff] it", "When it wins a combat this turn, gain 2 XP".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, passBoth, run } from '../support/play.ts';
import { playThrough } from '../support/play-through.ts';
import { testCard } from '../support/test-card.ts';

const DECREE = testCard('Decree', 'spell', 'When any unit takes damage this turn, kill it.');
const GUILLOTINE = testCard('Guillotine', 'spell', 'Choose a unit. Kill it the next time it takes damage this turn.');
const HERALD = testCard('Herald', 'spell', 'The next time you play a unit this turn, ready it and [Buff] it.');
const RESOLVE = testCard('Resolve', 'spell', 'Give a friendly unit +3 :rb_might: this turn. When it wins a combat this turn, gain 2 XP.');
const BOLT = testCard('Bolt', 'spell', 'Deal 1 to a unit.');
const BIG = testCard('Big', 'unit', '', 9);
const FIELD = { id: 'test:Field', name: 'Field', type: 'battlefield' as const, text: '' };
const PAWN = testCard('Pawn', 'unit', '', 1);
const CARDS = [DECREE, GUILLOTINE, HERALD, RESOLVE, BOLT, BIG, FIELD, PAWN];

function game(hand: Record<string, string>, more: { aliceBase?: Record<string, string>; field?: boolean } = {}): Game {
  const objects = (o: Record<string, string>) => Object.entries(o).map(([ref, card]) => ({ ref, card: `test:${card}` }));
  return gameOf({
    players: [
      { id: 'Alice', hand: objects(hand), base: objects(more.aliceBase ?? {}) },
      { id: 'Bob', base: objects({ T1: 'Big', T2: 'Big' }) },
    ],
    turnPlayer: 'Alice',
    ...(more.field ? { battlefields: [{ ref: 'BF', card: FIELD.id, controller: 'Bob', units: [{ ref: 'P', card: PAWN.id, owner: 'Bob' }] }] } : {}),
    testCards: CARDS,
  });
}

/** Alice plays the card, choosing these targets if it asks, and both players pass until the Chain is empty. */
function resolved(g: Game, card: string, targets: string[] = []): Game {
  g = run(g, [{ kind: 'play', player: 'Alice', card }]);
  if (g.pendingDecision) g = choosing(g, 'Alice', targets);
  while (g.chain.length) g = run(g, passBoth);
  return g;
}

const zone = (g: Game, id: string) => g.objects[id].zone;

test('"When any unit takes damage this turn, kill it" kills each unit dealt damage, and no other', () => {
  let g = resolved(game({ D: 'Decree', B1: 'Bolt', B2: 'Bolt' }), 'D');
  g = resolved(g, 'B1', ['T1']);
  assert.equal(zone(g, 'T1'), 'trash');
  assert.equal(zone(g, 'T2'), 'base');
  g = resolved(g, 'B2', ['T2']);
  assert.equal(zone(g, 'T2'), 'trash', 'it triggers each time this turn');
});

test('without it, 1 damage does not kill a 9-Might unit, and the waiting ability ends with the turn', () => {
  assert.equal(zone(resolved(game({ B1: 'Bolt' }), 'B1', ['T1']), 'T1'), 'base');
  const waiting = resolved(game({ D: 'Decree' }), 'D');
  assert.equal(waiting.delayed?.length, 1);
  assert.deepEqual(run(waiting, [{ kind: 'end-turn', player: 'Alice' }]).delayed ?? [], []);
});

test('"Kill it the next time it takes damage this turn" watches the chosen unit only, once', () => {
  let g = resolved(game({ G: 'Guillotine', B1: 'Bolt', B2: 'Bolt' }), 'G', ['T1']);
  g = resolved(g, 'B1', ['T2']);
  assert.equal(zone(g, 'T2'), 'base', 'another unit taking damage sets nothing off');
  g = resolved(g, 'B2', ['T1']);
  assert.equal(zone(g, 'T1'), 'trash');
  assert.deepEqual(g.delayed ?? [], [], 'used once, it is gone');
});

test('"the next time you play a unit this turn, ready it and [Buff] it": that unit only', () => {
  let g = resolved(game({ H: 'Herald', U1: 'Pawn', U2: 'Pawn' }), 'H');
  g = resolved(g, 'U1');
  assert.equal(g.objects.U1.exhausted, false);
  assert.equal(g.objects.U1.buffs, 1);
  g = resolved(g, 'U2');
  assert.equal(g.objects.U2.exhausted, true, 'the unit after it enters exhausted as usual');
  assert.equal(g.objects.U2.buffs, 0);
});

test('"When it wins a combat this turn, gain 2 XP": when that unit wins, not when another does', () => {
  const attack = (unit: string) => {
    let g = resolved(game({ R: 'Resolve' }, { aliceBase: { S: 'Big', O: 'Big' }, field: true }), 'R', ['S']);
    g = run(g, [{ kind: 'move', player: 'Alice', units: [unit], to: 'BF' }]);
    while (g.chain.length || g.showdown) g = g.pendingDecision ? choosing(g, g.pendingDecision.player, []) : run(g, [{ kind: 'pass', player: g.priority! }]);
    return g;
  };
  assert.equal(attack('S').players[0].xp, 2);
  assert.equal(attack('O').players[0].xp, 0);
});

// "When a friendly unit is played this turn, buff it" (Rally the Troops): a spell's delayed trigger for the rest of the turn.
const RALLY = testCard('Rally', 'spell', 'When a friendly unit is played this turn, buff it.\nDraw 1.');
const TRINKET = testCard('Trinket', 'gear', '');

test('a spell\'s "When a friendly unit is played this turn" buffs each unit played after it, not one played before, nor a gear', () => {
  const hand = ['early', 'late', 'later'].map((ref) => ({ ref, card: PAWN.id }));
  const deck = (who: string) => [1, 2].map((n) => ({ ref: `${who}${n}`, card: PAWN.id }));
  const s = playThrough(
    {
      players: [
        { id: 'Alice', hand: [...hand, { ref: 'rally', card: RALLY.id }, { ref: 'gear', card: TRINKET.id }], mainDeck: deck('a') },
        { id: 'Bob', mainDeck: deck('b') },
      ],
      turnPlayer: 'Alice',
      testCards: [PAWN, RALLY, TRINKET],
    },
    ['early', 'rally', 'late', 'gear', 'later'].map((card) => ({ kind: 'play', player: 'Alice', card })),
  );
  assert.deepEqual(
    ['early', 'late', 'later'].map((ref) => s.objects[ref]!.buffs),
    [0, 1, 1],
  );
  assert.equal(s.events.filter((e) => e.kind === 'triggered' && e.object === 'rally').length, 2);
});
