// Random playouts (scripts/playouts/): 1,000 random games on the reference engine with every
// invariant of invariants.ts checked after every action and every game replayed byte for byte; and
// the invariants themselves shown able to fail, each on a view broken the way a faulty engine would.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGame, viewOf, type View } from '../../reference-engine/index.ts';
import { checkInvariants, type Tracked } from '../../scripts/playouts/invariants.ts';
import { playout } from '../../scripts/playouts/playout.ts';
import { Random } from '../../scripts/playouts/random.ts';
import { randomSetup } from '../../scripts/playouts/random-setup.ts';

const GAMES = 1000;

test(`${GAMES} random games break no invariant and replay identically`, () => {
  const broken: string[] = [];
  let actions = 0;
  let won = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    const r = playout(seed, 300);
    actions += r.actions.length;
    if (r.end === 'won') won++;
    if (r.broken) broken.push(`seed ${seed}, after action ${r.broken.after + 1}: ${r.broken.lines[0].split('\n')[0]}`);
  }
  assert.deepEqual(broken, [], `replay one with: npm run playouts -- --games 1 --seed <seed>`);
  // The games are games: most end with a winner, and they take actions to get there.
  assert.ok(won > GAMES * 0.9, `only ${won} of ${GAMES} games were won`);
  assert.ok(actions > GAMES * 5, `only ${actions} actions in ${GAMES} games`);
});

// Games that once broke, replayed on every run: dead ends (a Deflect target, or a mode whose only
// target has Deflect, accepted though no later answer could pay for it) and a Sprite token left at a
// battlefield another player held, never contested (190.3.a.1).
const ONCE_BROKEN = [18370, 21377, 23352, 36646, 38256, 46922, 59188, 22356, 37373, 56821, 69592, 73685, 74396, 89673, 92407, 97249];

test('the games that once broke an invariant now play through', () => {
  const broken = ONCE_BROKEN.map((seed) => ({ seed, r: playout(seed, 300) }))
    .filter(({ r }) => r.broken)
    .map(({ seed, r }) => `seed ${seed}: ${r.broken!.lines[0].split('\n')[0]}`);
  assert.deepEqual(broken, []);
});

function position(): { tracked: Tracked; view: View } {
  const setup = randomSetup(new Random(11), 11);
  const created = createGame(setup);
  assert.ok(created.ok);
  const view = viewOf(created.game);
  const cards = new Set(
    [...view.players.flatMap((p) => [...p.hand, ...p.mainDeck, ...p.base, ...p.trash]), ...view.battlefields.flatMap((b) => b.units)].map((o) => o.ref),
  );
  return { tracked: { cards, victoryScore: setup.victoryScore ?? 8 }, view };
}

const broken = (mutate: (v: View) => void, before?: (v: View) => void): string[] => {
  const { tracked, view } = position();
  const earlier = structuredClone(view);
  before?.(earlier);
  const after = structuredClone(view);
  mutate(after);
  return checkInvariants(tracked, earlier, after, [], 0);
};

test('the invariants hold on a fresh random position', () => {
  const { tracked, view } = position();
  assert.deepEqual(checkInvariants(tracked, null, view, [], 0), []);
});

test('each invariant fails on a view broken the way a faulty engine would break it', () => {
  const withHand = (v: View) => v.players.find((p) => p.hand.length > 0)!;
  const cases: Array<[string, (v: View) => void, RegExp, ((v: View) => void)?]> = [
    ['a card lost', (v) => withHand(v).hand.pop(), /is nowhere/],
    ['a card in two zones', (v) => withHand(v).trash.push(withHand(v).hand[0]), /in 2 places/],
    ['negative damage', (v) => (withHand(v).hand[0].damage = -1), /-1 damage/],
    ['negative Energy', (v) => (v.players[0].runePool.energy = -2), /-2 Energy/],
    ['a falling score', (v) => (v.players[0].points = 0), /score fell/, (v) => (v.players[0].points = 2)],
    ['priority held by a stranger', (v) => (v.priority = 'Mallory'), /priority is held by Mallory/],
    ['a Chain that is closed with nothing on it', (v) => (v.state = { mode: 'neutral', chain: 'closed' }), /Chain holds 0 items/],
    ['a winner without the points', (v) => (v.winner = v.players[1].id), /won with \d+ points/],
    ['a leader past the victory score who has not won', (v) => (v.players[0].points = 99), /has not won/],
    ['a view outside the schema', (v) => ((v as unknown as { turn: string }).turn = 'three'), /view invalid/],
  ];
  for (const [what, mutate, expected, before] of cases) {
    const lines = broken(mutate, before);
    assert.ok(
      lines.some((l) => expected.test(l)),
      `${what}: expected a line matching ${expected}, got ${JSON.stringify(lines)}`,
    );
  }
});

test('events out of sequence are a broken invariant', () => {
  const { tracked, view } = position();
  const lines = checkInvariants(tracked, view, view, [{ seq: 7, kind: 'passed' }], 3);
  assert.ok(lines.some((l) => /seq 7 after 3/.test(l)));
});
