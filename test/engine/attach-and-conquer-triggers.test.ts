// Attaching (rule 434) as a game action, and "When you conquer" abilities that work from the zone
// their text names (rules 384.2, 385.2).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Ability } from '../../reference-engine/card-text/ast.ts';
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { contextOf } from '../../reference-engine/triggers/conquer.ts';
import { attach } from '../../reference-engine/game-actions/attach.ts';
import { relocate } from '../../reference-engine/game-actions/zones.ts';
import { act, createGame, type Action, type Setup } from '../../reference-engine/index.ts';
import { battlefieldState, playerState, type GameState } from '../../reference-engine/state.ts';

const BLADE = { id: 'test:Blade', name: 'Blade', type: 'gear' as const, cost: { energy: 1 }, text: '' };
const BRIDGE = { id: 'test:Bridge', name: 'Bridge', type: 'battlefield' as const, text: '' };
const ROCKET = 'Super Mega Death Rocket!';

function game(alice: Partial<Setup['players'][number]>, units: { ref: string; card: string; owner: string }[] = []): GameState {
  const created = createGame({
    players: [{ id: 'Alice', ...alice }, { id: 'Bob' }],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'Bridge', card: BRIDGE.id, controller: units.length ? 'Alice' : null, units }],
    testCards: [BLADE, BRIDGE],
  });
  assert.ok(created.ok);
  return structuredClone(created.game);
}

function triggered(text: string): Extract<Ability, { kind: 'triggered' }> {
  const found = compileCardText(text).abilities.find((a): a is Extract<Ability, { kind: 'triggered' }> => a.kind === 'triggered');
  assert.ok(found, `no triggered ability in "${text}"`);
  return found;
}

test('an ability that takes its own card from the trash works from the trash; others work on the board', () => {
  assert.equal(contextOf(triggered('When you conquer, you may discard 1 to return this from your trash to your hand.')), 'trash');
  assert.equal(contextOf(triggered('When you conquer, draw 1.')), 'board');
  // Taking another card from the trash says nothing about where this one is.
  assert.equal(contextOf(triggered('When you play me, return a unit from your trash to your hand.')), 'board');
  assert.equal(contextOf(triggered("When you conquer, return this to its owner's hand.")), 'board');
});

test("an attached card takes the top-most card's location without a move, keeping its exhaustion", () => {
  const s = game({ base: [{ ref: 'blade', card: BLADE.id, exhausted: true }] }, [{ ref: 'unit', card: 'Shipyard Skulker', owner: 'Alice' }]);
  const before = s.events.length;
  assert.equal(attach(s, 'blade', 'unit'), true);
  assert.equal(s.objects.blade.zone, 'battlefield');
  assert.equal(s.objects.blade.battlefield, 'Bridge');
  assert.deepEqual(battlefieldState(s, 'Bridge').gear, ['blade']);
  assert.equal(playerState(s, 'Alice').base.includes('blade'), false);
  assert.equal(s.objects.blade.attachedTo, 'unit');
  assert.equal(s.objects.blade.exhausted, true);
  assert.deepEqual(
    s.events.slice(before).map((e) => [e.kind, e.object, e.to]),
    [['attached', 'blade', 'unit']],
  );
});

test('attaching again to the same card does nothing; to another card, it follows that one', () => {
  const s = game(
    {
      base: [
        { ref: 'blade', card: BLADE.id },
        { ref: 'home', card: 'Vanguard Sergeant' },
      ],
    },
    [{ ref: 'unit', card: 'Shipyard Skulker', owner: 'Alice' }],
  );
  attach(s, 'blade', 'unit');
  const count = s.events.length;
  assert.equal(attach(s, 'blade', 'unit'), false);
  assert.equal(s.events.length, count);
  assert.equal(attach(s, 'blade', 'home'), true);
  assert.equal(s.objects.blade.zone, 'base');
  assert.equal(s.objects.blade.attachedTo, 'home');
  assert.deepEqual(battlefieldState(s, 'Bridge').gear, []);
});

test('a card off the board neither attaches nor takes attachments; leaving the board ends the link', () => {
  const s = game({
    base: [
      { ref: 'blade', card: BLADE.id },
      { ref: 'unit', card: 'Shipyard Skulker' },
    ],
    hand: [{ ref: 'held', card: 'Shipyard Skulker' }],
  });
  assert.equal(attach(s, 'blade', 'held'), false);
  assert.equal(s.objects.blade.attachedTo, undefined);
  attach(s, 'blade', 'unit');
  relocate(s, 'unit', { zone: 'trash' });
  assert.equal(s.objects.blade.attachedTo, undefined);
  assert.equal(s.objects.blade.zone, 'base');
});

function conquer(alice: Partial<Setup['players'][number]>): GameState {
  let s = game({ base: [{ ref: 'mover', card: 'Shipyard Skulker' }], ...alice });
  const steps: Action[] = [
    { kind: 'move', player: 'Alice', units: ['mover'], to: 'Bridge' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ];
  for (const action of steps) {
    const { game: next, result } = act(s, action);
    assert.ok(result.ok, JSON.stringify(result));
    s = next;
  }
  assert.ok(s.events.some((e) => e.kind === 'conquered' && e.player === 'Alice'));
  return s;
}

test('a conquest triggers the trash card that names the trash, and not the same card in hand', () => {
  const fromTrash = conquer({ trash: [{ ref: 'rocket', card: ROCKET }] });
  assert.deepEqual(
    fromTrash.chain.map((c) => [c.source, c.kind]),
    [['rocket', 'triggered']],
  );
  const fromHand = conquer({ hand: [{ ref: 'rocket', card: ROCKET }] });
  assert.deepEqual(fromHand.chain, []);
});

test('accepting the optional discard returns the card; with an empty hand the cost cannot be paid', () => {
  // 383.3.a, 383.3.b: the "you may" is decided and the discard paid as the ability is finalized, before anyone passes.
  const resolve = (s: GameState, accept: boolean): GameState => {
    const d = s.pendingDecision;
    assert.equal(d?.kind, 'yes-no');
    s = act(s, { kind: 'decide', player: 'Alice', decision: d!.id, answer: { accept } }).game;
    if (s.chain.length === 0) return s;
    for (const action of [
      { kind: 'pass', player: 'Alice' },
      { kind: 'pass', player: 'Bob' },
    ] as Action[])
      s = act(s, action).game;
    return s;
  };
  const paid = resolve(conquer({ trash: [{ ref: 'rocket', card: ROCKET }], hand: [{ ref: 'spare', card: 'Shipyard Skulker' }] }), true);
  assert.deepEqual(playerState(paid, 'Alice').hand, ['rocket']);
  assert.deepEqual(playerState(paid, 'Alice').trash, ['spare']);
  const unpaid = resolve(conquer({ trash: [{ ref: 'rocket', card: ROCKET }] }), true);
  assert.deepEqual(playerState(unpaid, 'Alice').trash, ['rocket']);
  assert.deepEqual(playerState(unpaid, 'Alice').hand, []);
});
