// "Pay any amount of X to ... that much" (204.3.b): as the spell or ability resolves its controller
// chooses how much to pay, from none to all their rune pool can pay, pays it, and the effect's "that
// much" is the amount paid: damage dealt ("Pay any amount of :rb_rune_rainbow: to deal that much
// damage to all enemy units at a battlefield") or resources added ("Pay any amount of Energy to [Add]
// that much :rb_rune_rainbow:", "... of :rb_rune_rainbow: to [Add] that much Energy").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, viewOf, type Game, type TestCard } from '../../reference-engine/index.ts';
import { settle } from '../support/plays.ts';
import { testCard } from '../support/test-card.ts';

const CARDS: TestCard[] = [
  { id: 'test:Field', name: 'Field', type: 'battlefield', text: '' },
  testCard('Pawn', 'unit', '', 4),
  testCard('Volley', 'spell', '[Action]\nPay any amount of :rb_rune_rainbow: to deal that much damage to all enemy units at a battlefield.'),
  testCard('Henge', 'gear', ':rb_exhaust:: [Reaction] — Pay any amount of Energy to [Add] that much :rb_rune_rainbow:.'),
  testCard('Anomaly', 'gear', ':rb_exhaust:: [Reaction] — Pay any amount of :rb_rune_rainbow: to [Add] that much Energy.'),
];

function game(pool: { energy: number; power: Record<string, number> }): Game {
  const created = createGame(
    {
      players: [
        {
          id: 'Alice',
          hand: [{ ref: 'Volley', card: 'test:Volley' }],
          base: [
            { ref: 'Henge', card: 'test:Henge' },
            { ref: 'Anomaly', card: 'test:Anomaly' },
          ],
          runePool: pool,
        },
        { id: 'Bob', base: [] },
      ],
      turnPlayer: 'Alice',
      battlefields: [
        {
          ref: 'Field',
          card: 'test:Field',
          controller: 'Bob',
          units: [
            { ref: 'Bob Pawn', card: 'test:Pawn', owner: 'Bob' },
            { ref: 'Alice Pawn', card: 'test:Pawn', owner: 'Alice' },
          ],
        },
      ],
      testCards: CARDS,
    },
    { gameId: 't' },
  );
  assert.ok(created.ok, created.ok ? '' : JSON.stringify(created));
  return created.game;
}

/** The action, its questions answered with the first option until the amount is asked; the amount question. */
function untilAmountAsked(g: Game, action: Parameters<typeof act>[1]): { game: Game; options: string[]; decision: string } {
  const r = act(g, action);
  assert.ok(r.result.ok, r.result.ok ? '' : r.result.refusal.reason);
  let now = r.game;
  for (let guard = 0; guard < 10; guard++) {
    const v = viewOf(now);
    const d = v.pendingDecision;
    if (d?.kind === 'choose-amount') return { game: now, options: d.options.map((o) => o.id), decision: d.id };
    const next = d
      ? act(now, { kind: 'decide', player: d.player, decision: d.id, answer: { chosen: [d.options[0]!.id] } })
      : act(now, { kind: 'pass', player: v.priority! });
    assert.ok(next.result.ok, next.result.ok ? '' : next.result.refusal.reason);
    now = next.game;
  }
  assert.fail('no amount was asked');
}

const damageOf = (g: Game, ref: string) =>
  viewOf(g)
    .battlefields.flatMap((b) => b.units)
    .find((u) => u.ref === ref)?.damage;
const poolOf = (g: Game) => viewOf(g).players.find((p) => p.id === 'Alice')!.runePool;
const answer = (g: Game, decision: string, amount: string) => act(g, { kind: 'decide', player: 'Alice', decision, answer: { chosen: [amount] } });

test('paying any amount of Power to deal that much damage: the amount paid is dealt to each enemy unit there, and no more can be paid than the pool holds', () => {
  const asked = untilAmountAsked(game({ energy: 0, power: { fury: 2, calm: 1 } }), { kind: 'play', player: 'Alice', card: 'Volley' });
  assert.deepEqual(asked.options, ['0', '1', '2', '3']);
  assert.equal(answer(asked.game, asked.decision, '4').result.ok, false);
  const paid = answer(asked.game, asked.decision, '2');
  assert.ok(paid.result.ok);
  const after = settle(paid.game);
  assert.equal(damageOf(after, 'Bob Pawn'), 2);
  assert.equal(damageOf(after, 'Alice Pawn'), 0); // a friendly unit there is no enemy unit
  const power = poolOf(after).power as Record<string, number | undefined>;
  assert.equal((power.fury ?? 0) + (power.calm ?? 0), 1);
});

test('paying none of it deals no damage', () => {
  const asked = untilAmountAsked(game({ energy: 0, power: { fury: 2 } }), { kind: 'play', player: 'Alice', card: 'Volley' });
  const after = settle(answer(asked.game, asked.decision, '0').game);
  assert.equal(damageOf(after, 'Bob Pawn'), 0);
  assert.equal((poolOf(after).power as Record<string, number | undefined>).fury, 2);
});

test('paying any amount of Energy to [Add] that much Power of any domain, and Power to [Add] that much Energy', () => {
  const henge = untilAmountAsked(game({ energy: 3, power: {} }), { kind: 'activate', player: 'Alice', source: 'Henge', ability: 0 });
  assert.deepEqual(henge.options, ['0', '1', '2', '3']);
  const converted = settle(answer(henge.game, henge.decision, '2').game);
  assert.equal(poolOf(converted).energy, 1);
  assert.equal(poolOf(converted).universal, 2);

  const anomaly = untilAmountAsked(game({ energy: 0, power: { mind: 3 } }), { kind: 'activate', player: 'Alice', source: 'Anomaly', ability: 0 });
  const back = settle(answer(anomaly.game, anomaly.decision, '1').game);
  assert.equal(poolOf(back).energy, 1);
  assert.equal((poolOf(back).power as Record<string, number | undefined>).mind, 2);
});
