// `npm run playouts -- --games N --seed S`: random games on the reference engine, checking the
// invariants the rules imply after every action (scripts/playouts/invariants.ts) and that each game
// replays byte for byte. A broken invariant prints its seed and a shrunk replay (setup and actions)
// written to .tmp/playouts/. Prints games/s and actions/s; exits 1 on any break.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { playout, shrink, type PlayoutResult } from './playouts/playout.ts';

const HELP = `usage: npm run playouts -- [--games N] [--seed S] [--max-actions M] [--quiet]
  --games N        how many games (default 1000)
  --seed S         the first game's seed; game i uses S + i (default 1)
  --max-actions M  accepted actions per game at most (default 300)
  --quiet          no progress lines
Plays random games on the reference engine from random catalog positions, checks the rules'
invariants after every action and replays every game; prints throughput, exits 1 on a break.`;

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    'max-actions': { type: 'string', default: '300' },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const number = (name: string, text: string, min: number): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    console.error(`playouts: --${name} must be an integer of at least ${min} (got "${text}")\n${HELP}`);
    process.exit(2);
  }
  return n;
};
const games = number('games', values.games, 1);
const seed0 = number('seed', values.seed, 0);
const maxActions = number('max-actions', values['max-actions'], 1);

const ends: Record<PlayoutResult['end'], number> = { won: 0, 'action-limit': 0, stuck: 0, 'setup-refused': 0, broken: 0 };
let actions = 0;
let refused = 0;
const started = performance.now();
let lastReport = started;
for (let i = 0; i < games; i++) {
  const r = playout(seed0 + i, maxActions);
  ends[r.end]++;
  actions += r.actions.length;
  refused += r.refused;
  if (r.broken) {
    const short = r.broken.after >= 0 ? shrink(r.setup, r.actions.slice(0, r.broken.after + 1)) : [];
    const dir = join('.tmp', 'playouts');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `break-${r.seed}.json`);
    writeFileSync(file, JSON.stringify({ seed: r.seed, broken: r.broken.lines, setup: r.setup, actions: short }, null, 2));
    console.log(`BROKEN seed ${r.seed} after ${r.broken.after + 1} actions (replay of ${short.length} actions in ${file}):`);
    for (const line of r.broken.lines.slice(0, 8)) console.log(`  ${line.split('\n')[0]}`);
  }
  const now = performance.now();
  if (!values.quiet && now - lastReport > 5000) {
    lastReport = now;
    console.log(`  ${i + 1}/${games} games, ${actions} actions, ${((i + 1) / ((now - started) / 1000)).toFixed(1)} games/s`);
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `${games} games (${ends.won} won, ${ends['action-limit']} at the action limit), ${actions} accepted and ${refused} refused actions in ${seconds.toFixed(1)} s: ` +
    `${(games / seconds).toFixed(1)} games/s, ${(actions / seconds).toFixed(0)} actions/s`,
);
console.log(`${ends.broken + ends['setup-refused'] + ends.stuck} broken invariants or replay differences`);
process.exitCode = ends.broken + ends['setup-refused'] + ends.stuck ? 1 : 0;
