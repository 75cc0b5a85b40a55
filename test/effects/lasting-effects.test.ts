// Lasting effects a spell or ability creates for the rest of the turn: "Opponents can't play cards this
// turn" and "Its controller can't play spells this turn" forbid those plays (054.1) until the turn ends;
// "It can't be chosen by enemy spells and abilities this turn" makes that unit untargetable (757).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, type Game } from '../../reference-engine/index.ts';
import { choosing, gameOf, passBoth, run } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const WARDEN = testCard('Warden', 'unit', "When you play me, opponents can't play cards this turn.", 2);
const LULLABY = testCard('Lullaby', 'spell', "[Reaction]\nCounter a spell. Its controller can't play spells this turn.");
const SPARK = testCard('Spark', 'spell', '[Reaction]\nDraw 1.');
const SQUIRE = testCard('Squire', 'unit', '', 1);
const SHROUD = testCard('Shroud', 'spell', "Give a friendly unit +1 :rb_might: this turn. It can't be chosen by enemy spells and abilities this turn.");
const BOLT = testCard('Bolt', 'spell', '[Reaction]\nDeal 1 to a unit.');
const CARDS = [WARDEN, LULLABY, SPARK, SQUIRE, SHROUD, BOLT];

function cardsIn(hand: Record<string, string>) {
  return Object.entries(hand).map(([ref, card]) => ({ ref, card: `test:${card}` }));
}

function game(
  alice: Record<string, string>,
  bob: Record<string, string>,
  extra: { aliceBase?: Record<string, string>; bobBase?: Record<string, string> } = {},
): Game {
  const deck = (p: string) => Array.from({ length: 5 }, (_, k) => ({ ref: `${p}${k}`, card: SQUIRE.id }));
  return gameOf({
    players: [
      { id: 'Alice', hand: cardsIn(alice), base: cardsIn(extra.aliceBase ?? {}), mainDeck: deck('a') },
      { id: 'Bob', hand: cardsIn(bob), base: cardsIn(extra.bobBase ?? {}), mainDeck: deck('b') },
    ],
    turnPlayer: 'Alice',
    testCards: CARDS,
  });
}

function refusal(g: Game, player: string, card: string): string | null {
  const { result } = act(g, { kind: 'play', player, card });
  return result.ok ? null : result.refusal.reason;
}

test('after "opponents can\'t play cards this turn", an opponent\'s Reaction is refused; its controller still plays', () => {
  // Alice's unit resolves, then its trigger: Bob may no longer play anything this turn
  const g = run(game({ W: 'Warden', S1: 'Spark', S2: 'Squire' }, { R: 'Spark' }), [{ kind: 'play', player: 'Alice', card: 'W' }, ...passBoth]);
  const opened = run(g, [
    { kind: 'play', player: 'Alice', card: 'S1' },
    { kind: 'pass', player: 'Alice' },
  ]);
  assert.match(refusal(opened, 'Bob', 'R') ?? 'accepted', /forbids Bob to play/);
  // the forbidding player is not forbidden: Alice plays her unit
  assert.equal(refusal(run(opened, [{ kind: 'pass', player: 'Bob' }]), 'Alice', 'S2'), null);
});

test("without the forbidding effect the same Reaction is played (the refusal is the effect's)", () => {
  const opened = run(game({ S1: 'Spark' }, { R: 'Spark' }), [
    { kind: 'play', player: 'Alice', card: 'S1' },
    { kind: 'pass', player: 'Alice' },
  ]);
  assert.equal(refusal(opened, 'Bob', 'R'), null);
});

test('the forbidding lasts until the end of the turn only', () => {
  let g = run(game({ W: 'Warden' }, { U: 'Squire' }), [{ kind: 'play', player: 'Alice', card: 'W' }, ...passBoth]);
  g = run(g, [{ kind: 'end-turn', player: 'Alice' }]);
  assert.equal(g.turnPlayer, 'Bob');
  assert.equal(refusal(g, 'Bob', 'U'), null);
});

test('"its controller can\'t play spells this turn" names the countered spell\'s controller, and only spells', () => {
  let g = game({ S1: 'Spark', S2: 'Spark', U: 'Squire' }, { L: 'Lullaby' });
  g = run(g, [
    { kind: 'play', player: 'Alice', card: 'S1' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'play', player: 'Bob', card: 'L' },
  ]);
  g = choosing(g, 'Bob', ['S1']);
  g = run(g, [
    { kind: 'pass', player: 'Bob' },
    { kind: 'pass', player: 'Alice' },
  ]);
  assert.ok(g.players[0].trash.includes('S1'), 'the spell was countered');
  assert.match(refusal(g, 'Alice', 'S2') ?? 'accepted', /forbids Alice to play Spark/);
  assert.equal(refusal(g, 'Alice', 'U'), null, 'a unit is no spell');
});

test('a unit that "can\'t be chosen by enemy spells this turn" is no choice for the opponent, but is for its controller', () => {
  let g = game({ SH: 'Shroud', S1: 'Spark', B: 'Bolt' }, { B2: 'Bolt' }, { aliceBase: { mine: 'Squire', other: 'Squire' } });
  g = choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'SH' }]), 'Alice', ['mine']);
  g = run(g, [...passBoth, { kind: 'play', player: 'Alice', card: 'S1' }, { kind: 'pass', player: 'Alice' }, { kind: 'play', player: 'Bob', card: 'B2' }]);
  assert.equal(g.objects.mine.modifiers.length, 2, 'its +1 Might and its untargetability');
  const offered = g.pendingDecision?.options.map((o) => o.id) ?? [];
  assert.ok(offered.includes('other') && !offered.includes('mine'), `Bob may choose ${offered.join(', ')}`);
  const refused = act(g, { kind: 'decide', player: 'Bob', decision: g.pendingDecision!.id, answer: { chosen: ['mine'] } });
  assert.equal(refused.result.ok, false);
  // Alice's own spell may still choose it
  const own = run(gameOfShrouded(), [{ kind: 'play', player: 'Alice', card: 'B' }]);
  assert.ok(own.pendingDecision?.options.some((o) => o.id === 'mine'));
});

function gameOfShrouded(): Game {
  const g = game({ SH: 'Shroud', B: 'Bolt' }, {}, { aliceBase: { mine: 'Squire' } });
  return run(choosing(run(g, [{ kind: 'play', player: 'Alice', card: 'SH' }]), 'Alice', ['mine']), passBoth);
}
