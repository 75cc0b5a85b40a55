// Passive abilities whose condition is something done earlier in the turn (364.3): "If you've
// discarded a card this turn", "If you've gained XP this turn", "If I have moved twice this turn".
// Each holds from the deed to the end of that turn, and not before it nor in the next turn.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { viewOf, type Setup } from '../../reference-engine/index.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import type { GameState } from '../../reference-engine/state.ts';
import { gameOf, mightIn, run, settle } from '../support/play.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
const RAGER = testCard('Rager', 'unit', "If you've discarded a card this turn, I have +2 :rb_might:.", 1);
const NEWT = testCard('Newt', 'unit', "If you've gained XP this turn, I have +1 :rb_might: and [Ganking].", 1);
const RUNNER = testCard('Runner', 'unit', "If I have moved twice this turn, I don't take damage.", 3);
const TOSS = testCard('Toss', 'spell', 'Discard 1.');
const STUDY = testCard('Study', 'spell', 'Gain 1 XP.');
const ZAP = testCard('Zap', 'spell', 'Deal 2 to a unit.');
const REST = testCard('Rest', 'spell', 'Ready a friendly unit.');
const HIRELING = testCard('Hireling', 'unit', "If you've spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn, I have +2 :rb_might: and [Ganking].", 2);
const SPARK = { ...testCard('Spark', 'spell', 'Draw 1.'), cost: { energy: 0, power: ['fury' as const] } };
const FILLER = testCard('Filler', 'unit', '', 1);
const CARDS = [FIELD, RAGER, NEWT, RUNNER, TOSS, STUDY, ZAP, REST, HIRELING, SPARK, FILLER];

const game = (setup: Omit<Setup, 'testCards' | 'turnPlayer' | 'battlefields'>): GameState =>
  gameOf({ turnPlayer: 'Alice', battlefields: [{ ref: 'Bridge', card: FIELD.id }], ...setup, testCards: CARDS });

/** Alice plays the card; any choice takes the first option, and both pass until the Chain is empty. */
const playOut = (s: GameState, card: string): GameState => settle(run(s, [{ kind: 'play', player: 'Alice', card }]));

test('"If you\'ve discarded a card this turn": no bonus before the discard, the bonus after it, none in the next turn', () => {
  let s = game({
    players: [
      {
        id: 'Alice',
        base: [{ ref: 'rager', card: RAGER.id }],
        hand: [
          { ref: 'toss', card: TOSS.id },
          { ref: 'spare', card: FILLER.id },
        ],
      },
      { id: 'Bob' },
    ],
  });
  assert.equal(mightIn(s, 'rager'), 1);
  s = playOut(s, 'toss');
  assert.equal(s.objects.spare.zone, 'trash', 'the spare card was discarded');
  assert.equal(mightIn(s, 'rager'), 3);
  s = run(s, [{ kind: 'end-turn', player: 'Alice' }]);
  assert.equal(s.turnPlayer, 'Bob');
  assert.equal(mightIn(s, 'rager'), 1);
});

test('"If you\'ve gained XP this turn": the bonus and [Ganking] for the player who gained it, this turn only', () => {
  let s = game({
    players: [
      { id: 'Alice', base: [{ ref: 'newt', card: NEWT.id }], hand: [{ ref: 'study', card: STUDY.id }] },
      { id: 'Bob', base: [{ ref: 'newt 2', card: NEWT.id }] },
    ],
  });
  assert.equal(mightIn(s, 'newt'), 1);
  s = playOut(s, 'study');
  assert.equal(viewOf(s).players[0]!.xp, 1);
  assert.equal(mightIn(s, 'newt'), 2);
  assert.ok(s.objects.newt.grantedKeywords?.Ganking, 'Ganking is granted');
  assert.equal(mightIn(s, 'newt 2'), 1, "Bob gained no XP: his unit's condition does not hold");
  s = run(s, [{ kind: 'end-turn', player: 'Alice' }]);
  assert.equal(mightIn(s, 'newt'), 1, 'a new turn: no XP gained in it yet');
});

/** Alice's Runner moves to the Bridge, and back to her base after a "Ready" when `moves` is 2; then her Zap deals it 2. */
function zappedAfter(moves: 1 | 2): number {
  let s = game({
    players: [
      {
        id: 'Alice',
        base: [{ ref: 'runner', card: RUNNER.id }],
        hand: [
          { ref: 'zap', card: ZAP.id },
          { ref: 'rest', card: REST.id },
        ],
      },
      { id: 'Bob' },
    ],
  });
  for (let n = 0; n < moves; n++) {
    if (n > 0) s = playOut(s, 'rest');
    s = run(s, [{ kind: 'move', player: 'Alice', units: ['runner'], to: n === 0 ? 'Bridge' : 'base' }]);
    // the empty Bridge's showdown: both pass, Alice conquers it
    for (let k = 0; k < 6 && s.showdown; k++) s = run(s, [{ kind: 'pass', player: (s.priority ?? s.focus)! }]);
  }
  s = playOut(s, 'zap');
  return s.objects.runner.damage;
}

test('"If I have moved twice this turn, I don\'t take damage": damage after one move, none after two', () => {
  assert.equal(zappedAfter(1), 2);
  assert.equal(zappedAfter(2), 0);
});

test('"If you\'ve spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn": not after one Power, after the second, not in the next turn', () => {
  let s = game({
    players: [
      {
        id: 'Alice',
        base: [{ ref: 'hireling', card: HIRELING.id }],
        hand: [
          { ref: 'spark 1', card: SPARK.id },
          { ref: 'spark 2', card: SPARK.id },
        ],
        runePool: { energy: 0, power: { fury: 2 } },
        mainDeck: [
          { ref: 'card 1', card: FILLER.id },
          { ref: 'card 2', card: FILLER.id },
        ],
      },
      { id: 'Bob', base: [{ ref: 'hireling 2', card: HIRELING.id }] },
    ],
  });
  s = playOut(s, 'spark 1');
  assert.equal(mightIn(s, 'hireling'), 2, 'one Power spent');
  s = playOut(s, 'spark 2');
  assert.equal(mightIn(s, 'hireling'), 4, 'two Power spent');
  assert.ok(s.objects.hireling.grantedKeywords?.Ganking, 'Ganking is granted');
  assert.equal(mightIn(s, 'hireling 2'), 2, 'Bob spent nothing');
  s = run(s, [{ kind: 'end-turn', player: 'Alice' }]);
  assert.equal(mightIn(s, 'hireling'), 2, 'a new turn: nothing spent in it yet');
});

test('each of these texts is carried out whole, so none is refused as unsupported', () => {
  for (const c of [RAGER, NEWT, RUNNER, HIRELING]) assert.deepEqual(unsupportedParts(compileCardText(c.text).abilities), [], c.name);
});
