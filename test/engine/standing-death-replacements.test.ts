// Standing "If a ... unit would die, ... instead" replacements (368, 370.1) read from the replacer's
// side: which deaths they replace ("another unit you control here", "if it has less Might than me"),
// whether the death comes from a kill instruction or from lethal damage in a cleanup (323.5).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, createGame, type Action, type Game } from '../../reference-engine/index.ts';
import { testCard } from '../support/test-card.ts';

const FIELD = testCard('Field', 'battlefield', '');
// Soraka, Wanderer's replacement, on a unit of Might 4
const MENDER = testCard(
  'Mender',
  'unit',
  'If another unit you control here would die, if it has less Might than me, instead heal it, exhaust it, and recall it.',
  4,
);
const BLAST = testCard('Blast', 'spell', 'Deal 9 to all units at battlefields.');
const PURGE = testCard('Purge', 'spell', 'Kill all units at battlefields.');
const SMALL = testCard('Small', 'unit', '', 2);
const BIG = testCard('Big', 'unit', '', 5);
// Zhonya's Hourglass's replacement: it can save one death only
const HOURGLASS = testCard('Hourglass', 'gear', 'If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it.');
const TEST_CARDS = [FIELD, MENDER, BLAST, PURGE, SMALL, BIG, HOURGLASS];

type Placed = { ref: string; card: string; owner?: string };

/** Alice holds the spell (and `home` in her base), Bob has `bobBase`, the units at the battlefield Bridge are `here`. */
function table(spell: string, bobBase: Placed[], here: Placed[], home: Placed[] = []) {
  return createGame({
    players: [
      { id: 'Alice', hand: [{ ref: 'spell', card: spell }], base: home },
      { id: 'Bob', base: bobBase },
    ],
    turnPlayer: 'Alice',
    battlefields: [{ ref: 'Bridge', card: FIELD.id, units: here }],
    testCards: TEST_CARDS,
  });
}

function resolve(spell: string): Game {
  const g = castSpell(
    table(
      spell,
      [{ ref: 'mender far', card: MENDER.id }],
      [
        { ref: 'mender', card: MENDER.id, owner: 'Bob' },
        { ref: 'small', card: SMALL.id, owner: 'Bob' },
        { ref: 'big', card: BIG.id, owner: 'Bob' },
        { ref: 'raider', card: SMALL.id, owner: 'Alice' },
      ],
      [{ ref: 'home', card: SMALL.id }],
    ),
  );
  assert.equal(g.pendingDecision, null);
  return g;
}

/** Alice plays the spell in her hand and both players pass: it resolves, and the cleanup after it runs. */
function castSpell(created: ReturnType<typeof createGame>): Game {
  assert.ok(created.ok, created.ok ? '' : created.error.message);
  let g = created.game;
  const actions: Action[] = [
    { kind: 'play', player: 'Alice', card: 'spell' },
    { kind: 'pass', player: 'Alice' },
    { kind: 'pass', player: 'Bob' },
  ];
  for (const a of actions) {
    const { game, result } = act(g, a);
    assert.ok(result.ok, `${a.kind} refused: ${result.ok ? '' : result.refusal.reason}`);
    g = game;
  }
  return g;
}

const where = (g: Game, ref: string) => g.objects[ref]?.zone;

for (const [how, spell] of [
  ['lethal damage in a cleanup', BLAST.id],
  ['a kill instruction', PURGE.id],
] as const) {
  test(`"another unit you control here ... with less Might than me" is healed, exhausted and recalled instead of dying, by ${how}`, () => {
    const g = resolve(spell);
    const small = g.objects.small!;
    assert.equal(small.zone, 'base', 'the smaller friendly unit here went to base instead of dying');
    assert.equal(small.damage, 0);
    assert.equal(small.exhausted, true);
    assert.ok(!g.events.some((e) => e.kind === 'died' && e.object === 'small'));
    // what it must not replace: a unit with more Might, the replacer itself, an enemy unit
    assert.equal(where(g, 'big'), 'trash', 'Might 5 is not less than 4');
    assert.equal(where(g, 'mender'), 'trash', '"another": not its own death');
    assert.equal(where(g, 'raider'), 'trash', "the opponent's unit is not one its controller controls");
  });
}

test('a death away from the replacer is not replaced ("here"), nor one the replacer is gone for', () => {
  const created = table(PURGE.id, [{ ref: 'mender far', card: MENDER.id }], [{ ref: 'small', card: SMALL.id, owner: 'Bob' }]);
  const g = castSpell(created);
  assert.equal(where(g, 'small'), 'trash', 'the replacer is at base, the unit at a battlefield');
  assert.equal(where(g, 'mender far'), 'base');
});

test('two deaths by lethal damage in one cleanup and one replacement for either: its controller picks which it saves (373), the other dies', () => {
  const created = table(
    BLAST.id,
    [{ ref: 'hourglass', card: HOURGLASS.id }],
    [
      { ref: 'small', card: SMALL.id, owner: 'Bob' },
      { ref: 'big', card: BIG.id, owner: 'Bob' },
    ],
  );
  const g = castSpell(created);
  const d = g.pendingDecision;
  assert.ok(d, 'Bob is asked which death is replaced first');
  assert.equal(d.player, 'Bob');
  assert.deepEqual(d.options.map((o) => o.id).sort(), ['big', 'small']);
  assert.equal(where(g, 'big'), 'battlefield', 'nobody dies while the question waits');
  const { game: after, result } = act(g, { kind: 'decide', player: 'Bob', decision: d.id, answer: { chosen: ['big'] } });
  assert.ok(result.ok, result.ok ? '' : result.refusal.reason);
  assert.equal(where(after, 'big'), 'base');
  assert.equal(after.objects.big!.exhausted, true);
  assert.equal(where(after, 'hourglass'), 'trash');
  assert.equal(where(after, 'small'), 'trash', 'the replacement was used up on the death Bob chose');
  assert.equal(after.pendingDecision, null);
});

// The Boss's replacement: optional, with costs (371.2)
const BOSS = testCard(
  'Boss',
  'unit',
  'If a buffed unit you control would die, you may pay :rb_rune_rainbow:, exhaust me, and spend its buff to heal it, exhaust it, and recall it instead.',
  3,
);

function bossTable(power: number) {
  const created = createGame({
    players: [
      { id: 'Alice', hand: [{ ref: 'spell', card: BLAST.id }] },
      { id: 'Bob', base: [{ ref: 'boss', card: BOSS.id }], runePool: { energy: 0, power: { fury: power } } },
    ],
    turnPlayer: 'Alice',
    battlefields: [
      {
        ref: 'Bridge',
        card: FIELD.id,
        units: [
          { ref: 'buffed', card: SMALL.id, owner: 'Bob', buffs: 1 },
          { ref: 'plain', card: SMALL.id, owner: 'Bob' },
        ],
      },
    ],
    testCards: [...TEST_CARDS, BOSS],
  });
  return castSpell(created);
}

test('an optional replacement with costs: its controller is asked, and applying it pays every cost and saves the unit', () => {
  const g = bossTable(1);
  const d = g.pendingDecision;
  assert.ok(d && d.player === 'Bob', 'Bob is asked whether to apply it (371.2.a)');
  const { game: after, result } = act(g, { kind: 'decide', player: 'Bob', decision: d.id, answer: { chosen: ['yes'] } });
  assert.ok(result.ok, result.ok ? '' : result.refusal.reason);
  assert.equal(after.pendingDecision, null);
  const saved = after.objects.buffed!;
  assert.equal(saved.zone, 'base');
  assert.equal(saved.exhausted, true);
  assert.equal(saved.buffs, 0, 'its buff was spent');
  assert.equal(after.objects.boss!.exhausted, true, 'the Boss exhausted itself');
  assert.equal(after.players.find((p) => p.id === 'Bob')!.runePool.power.fury ?? 0, 0, 'the power was paid');
  assert.equal(where(after, 'plain'), 'trash', 'an unbuffed unit is not one it replaces');
});

test('an optional replacement declined, or one whose costs cannot be paid, is not applied: the unit dies', () => {
  const g = bossTable(1);
  const d = g.pendingDecision!;
  const { game: declined } = act(g, { kind: 'decide', player: 'Bob', decision: d.id, answer: { chosen: ['no'] } });
  assert.equal(declined.pendingDecision, null, 'not asked again');
  assert.equal(where(declined, 'buffed'), 'trash');
  assert.equal(declined.objects.boss!.exhausted, false);
  const poor = bossTable(0);
  assert.equal(poor.pendingDecision, null, 'with no power to pay, nothing is asked');
  assert.equal(where(poor, 'buffed'), 'trash');
  assert.equal(poor.objects.boss!.exhausted, false, 'no cost half paid');
});
