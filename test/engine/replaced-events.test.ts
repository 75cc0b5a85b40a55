// Replacement effects on draws and contests wherever they happen (rules 370.1.a.1, 372.1, 372.2,
// 450, 323.11.a), questions asked at the same moment (one waits behind the other), and units
// becoming Mighty (709) however their Might rose: the edges the feature files do not reach.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mightyStatus, noticeBecomingMighty } from '../../reference-engine/triggers/check.ts';
import { runCleanup } from '../../reference-engine/cleanup.ts';
import type { WaitingTrigger } from '../../reference-engine/decision-kinds.ts';
import { ask } from '../../reference-engine/decisions.ts';
import { act, createGame, type Action, type Setup } from '../../reference-engine/index.ts';
import type { TokenSpec } from '../../reference-engine/card-text/ast.ts';
import { createToken } from '../../reference-engine/game-actions/token.ts';
import { relocate } from '../../reference-engine/game-actions/zones.ts';
import { battlefieldState, objectOf, playerState, type GameState } from '../../reference-engine/state.ts';
import { testCard } from '../support/test-card.ts';

const card = testCard;
const FIELD = card('Field', 'battlefield', '');
const WARD = card('Ward', 'gear', 'If a battlefield would become contested, draw 1 instead.');
const TOLL = card('Toll', 'gear', 'If a battlefield would become contested, [Add] :rb_energy_2: instead.');
const STRIDER = card('Strider', 'unit', 'When I move, draw 1.\nWhen I move, [Add] :rb_energy_1:.', 2);
const DUELIST = card('Duelist', 'unit', 'When a unit you control becomes [Mighty], give it +1 :rb_might: this turn.', 5);
const TRAINER = card('Trainer', 'gear', 'If an opponent would draw, give a unit you control +2 :rb_might: this turn instead.');
const TEST_CARDS = [FIELD, WARD, TOLL, STRIDER, DUELIST, TRAINER];

const deck = (n: number, owner: string) => Array.from({ length: n }, (_, i) => ({ ref: `${owner} card ${i + 1}`, card: 'Shipyard Skulker' }));

function game(setup: Omit<Setup, 'testCards' | 'battlefields'> & { battlefields?: Setup['battlefields'] }): GameState {
  const created = createGame({ battlefields: [{ ref: 'Bridge', card: FIELD.id }], ...setup, testCards: TEST_CARDS });
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

function play(s: GameState, action: Action): GameState {
  const { game: next, result } = act(s, action);
  assert.ok(result.ok, result.ok ? '' : JSON.stringify(result.refusal));
  return next;
}

function answer(s: GameState, player: string, chosen: string[], key: 'chosen' | 'order' = 'chosen'): GameState {
  const d = s.pendingDecision;
  assert.ok(d, 'no decision is pending');
  assert.equal(d.player, player, `${d.player} is asked ("${d.prompt}"), not ${player}`);
  return play(s, { kind: 'decide', player, decision: d.id, answer: { [key]: chosen } });
}

const drew = (s: GameState, player: string) => s.events.filter((e) => e.kind === 'drew' && e.player === player).length;

test('units moving together contest their destination once, so a replacement of that applies once (rule 450)', () => {
  const s = game({
    players: [
      {
        id: 'Alice',
        base: [
          { ref: 'one', card: 'Shipyard Skulker' },
          { ref: 'two', card: 'Vanguard Sergeant' },
        ],
      },
      { id: 'Bob', base: [{ ref: 'ward', card: WARD.id }], mainDeck: deck(3, 'Bob') },
    ],
    turnPlayer: 'Alice',
  });
  const after = play(s, { kind: 'move', player: 'Alice', units: ['one', 'two'], to: 'Bridge' });
  assert.equal(drew(after, 'Bob'), 1);
  assert.equal(battlefieldState(after, 'Bridge').contestedBy, null);
  assert.equal(after.showdown, null);
});

test('a question asked while another is pending waits behind it, and is asked once that one is answered', () => {
  const units = (owner: string, refs: string[]) => refs.map((ref) => ({ ref, card: STRIDER.id }));
  const s = structuredClone(
    game({
      players: [
        { id: 'Alice', base: units('Alice', ['a1', 'a2', 'a3', 'a4']) },
        { id: 'Bob', base: units('Bob', ['b1', 'b2']) },
      ],
      turnPlayer: 'Alice',
    }),
  );
  const waiting = (controller: string, sources: string[]): WaitingTrigger[] => sources.map((source) => ({ source, controller, ability: 0 }));
  const orderQuestion = (player: string, prompt: string, sources: string[]) => ({
    player,
    kind: 'order-triggers' as const,
    prompt,
    options: sources.map((id) => ({ id: `${id}#0`, label: id })),
    min: sources.length,
    max: sources.length,
  });
  // Answering the first places Alice's triggers, then raises Bob's question about his own (383.3.d).
  ask(s, orderQuestion('Alice', 'first', ['a1', 'a2']), { kind: 'trigger-order', groups: [waiting('Alice', ['a1', 'a2']), waiting('Bob', ['b1', 'b2'])] });
  ask(s, orderQuestion('Alice', 'second', ['a3', 'a4']), { kind: 'trigger-order', groups: [waiting('Alice', ['a3', 'a4'])] });
  assert.equal(s.pendingDecision?.prompt, 'first');
  const afterFirst = answer(s, 'Alice', ['a2#0', 'a1#0'], 'order');
  assert.equal(afterFirst.pendingDecision?.player, 'Bob', 'what the answer raised comes before what waited');
  assert.equal(afterFirst.pendingDecision?.kind, 'order-triggers');
  const afterRaised = answer(afterFirst, 'Bob', ['b1#0', 'b2#0'], 'order');
  assert.equal(afterRaised.pendingDecision?.prompt, 'second');
  const done = answer(afterRaised, 'Alice', ['a3#0', 'a4#0'], 'order');
  assert.equal(done.pendingDecision, null);
  assert.deepEqual(
    done.chain.map((c) => c.source),
    ['a2', 'a1', 'b1', 'b2', 'a3', 'a4'],
  );
});

test('a contest replaced outside a resolution: with two replacements the turn player picks, and the game waits for it', () => {
  const s = game({
    players: [
      { id: 'Alice', base: [{ ref: 'strider', card: STRIDER.id }], mainDeck: deck(3, 'Alice') },
      {
        id: 'Bob',
        base: [
          { ref: 'ward', card: WARD.id },
          { ref: 'toll', card: TOLL.id },
        ],
        mainDeck: deck(3, 'Bob'),
      },
    ],
    turnPlayer: 'Alice',
  });
  const moved = play(s, { kind: 'move', player: 'Alice', units: ['strider'], to: 'Bridge' });
  assert.equal(moved.pendingDecision?.rule, '372.2');
  assert.equal(moved.pendingDecision?.source, undefined, 'no card is resolving');
  assert.deepEqual(moved.pendingDecision?.options.map((o) => o.id).sort(), ['toll', 'ward']);
  const refused = act(moved, { kind: 'decide', player: 'Alice', decision: moved.pendingDecision!.id, answer: { chosen: ['strider'] } });
  assert.equal(refused.result.ok, false, 'an answer the question does not offer is refused');
  const done = answer(moved, 'Alice', ['toll']);
  assert.equal(playerState(done, 'Bob').runePool.energy, 2);
  assert.equal(drew(done, 'Bob'), 0);
  // the draw trigger waits on the chain; the Add trigger resolved as soon as it was finalized (400.2)
  assert.deepEqual(
    done.chain.map((c) => c.source),
    ['strider'],
    'the move triggers went on the chain meanwhile',
  );
  assert.equal(playerState(done, 'Alice').runePool.energy, 1);
  assert.equal(battlefieldState(done, 'Bridge').contestedBy, null);
});

test('a contest a cleanup applies again (323.11.a) is replaced like one a move causes', () => {
  const s = structuredClone(
    game({
      players: [{ id: 'Alice' }, { id: 'Bob', base: [{ ref: 'ward', card: WARD.id }], mainDeck: deck(3, 'Bob') }],
      turnPlayer: 'Alice',
      battlefields: [{ ref: 'Bridge', card: FIELD.id, units: [{ ref: 'stayer', card: 'Shipyard Skulker', owner: 'Alice' }] }],
    }),
  );
  battlefieldState(s, 'Bridge').contestedBy = 'Bob'; // Bob applied it, and his units have gone since
  runCleanup(s);
  assert.equal(battlefieldState(s, 'Bridge').contestedBy, null);
  assert.equal(drew(s, 'Bob'), 1);
});

test("a replacement's own question in the draw phase waits too; what it does may make a unit Mighty, which triggers", () => {
  const s = game({
    players: [
      {
        id: 'Alice',
        base: [
          { ref: 'trainer', card: TRAINER.id },
          { ref: 'duelist', card: DUELIST.id },
          { ref: 'skulker', card: 'Shipyard Skulker' },
        ],
      },
      { id: 'Bob', mainDeck: deck(2, 'Bob') },
    ],
    turnPlayer: 'Bob',
    phase: 'draw',
  });
  const d = s.pendingDecision;
  assert.ok(d, 'Alice picks the unit her replacement gives Might to');
  assert.equal(s.phase, 'draw');
  assert.deepEqual(d.options.map((o) => o.id).sort(), ['duelist', 'skulker']);
  const after = answer(s, 'Alice', ['skulker']);
  assert.equal(drew(after, 'Bob'), 0);
  assert.equal(playerState(after, 'Bob').hand.length, 0);
  assert.deepEqual(
    after.chain.map((c) => [c.source, c.data?.subject]),
    [['duelist', ['skulker']]],
  );
});

test('becoming Mighty compares against the status before: judged by printed Might off the board, not at all for new objects', () => {
  const s = structuredClone(
    game({
      players: [
        {
          id: 'Alice',
          base: [
            { ref: 'duelist', card: DUELIST.id },
            { ref: 'weak', card: 'Shipyard Skulker' },
          ],
          hand: [{ ref: 'big', card: 'Playful Phantom' }],
        },
        { id: 'Bob' },
      ],
      turnPlayer: 'Alice',
    }),
  );
  const before = mightyStatus(s);
  relocate(s, 'big', { zone: 'base', player: 'Alice' });
  noticeBecomingMighty(s, before);
  assert.equal(s.chain.length, 0, 'a 5-Might unit from the hand was Mighty already (rule 711)');
  const beforeToken = mightyStatus(s);
  const mech: TokenSpec = { count: { kind: 'number', value: 1 }, might: 6, name: 'Mech', noun: 'unit', keywords: [] };
  createToken(s, 'Alice', mech, 'base');
  noticeBecomingMighty(s, beforeToken);
  assert.equal(s.chain.length, 0, 'a token created with 6 Might never had less');

  objectOf(s, 'weak').modifiers.push({ might: -1, until: 'end-of-combat' });
  const weakened = mightyStatus(s);
  objectOf(s, 'weak').modifiers = [{ might: 2, until: 'end-of-turn' }];
  const now = noticeBecomingMighty(s, weakened);
  assert.deepEqual(
    s.chain.map((c) => c.data?.subject),
    [['weak']],
  );
  assert.equal(now.get('weak'), 5, 'the status keeps its Might now: 5, Mighty');
  noticeBecomingMighty(s, now);
  assert.equal(s.chain.length, 1, 'staying Mighty is not becoming Mighty again');
});
