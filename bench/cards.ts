// Time to compile every printing of the card list (target: within 1 s on this machine), then the
// time the server spends on a card text it has not seen before.
// Run: npx tsx bench/cards.ts [--data DIR] [--runs 5] [--stream 20000]   (needs cards/cards.json; --stream / 4 texts a block)
import { scriptArgs } from '../scripts/script-args.ts';
import { targetsAnswer } from '../api/targets-answer.ts';
import { analyzeTargets, compileCardText } from '../reference-engine/card-text/index.ts';
import { loadCardList } from '../rules/card-list.ts';
import { needsDataMessage, resolveDataDir } from '../rules/data-dir.ts';
import { neverSentTexts } from './server.ts';

const { values } = scriptArgs(
  `usage: npm run bench:cards -- [--data DIR] [--runs N] [--stream N]
Times compiling every printing of the card list, then the cost of card texts the analyser has not seen before.
  --data DIR    the rules data holding cards/cards.json (default: RIFTBOUND_DATA, else ../shared/riftbound)
  --runs N      compilations of the whole list (default 5)
  --stream N    texts never seen before to analyse, 4 to a block (default 20000)`,
  { options: { data: { type: 'string' }, runs: { type: 'string', default: '5' }, stream: { type: 'string', default: '20000' } } },
);
const dataDir = resolveDataDir(values.data);
if (!dataDir) {
  console.log(`${needsDataMessage('bench:cards')}; nothing measured`);
  process.exit(0);
}
const cards = loadCardList(dataDir);
const texts = cards.map((c) => c.text);
const runs = Math.max(1, Number(values.runs) || 5);
const times: number[] = [];
let semantic = 0;
for (let r = 0; r < runs; r++) {
  const t0 = performance.now();
  let s = 0;
  for (const t of texts) if (compileCardText(t).semantic) s++;
  times.push(performance.now() - t0);
  semantic = s;
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `compile ${texts.length} printings: first (cold) ${times[0].toFixed(0)} ms, median of ${runs} ${median.toFixed(0)} ms, best ${sorted[0].toFixed(0)} ms`,
);
console.log(`  ${((median / texts.length) * 1000).toFixed(0)} µs a printing; ${semantic} semantic (${((100 * semantic) / texts.length).toFixed(1)}%)`);
console.log(`  target 1000 ms for the first pass: ${times[0] <= 1000 ? 'met' : 'NOT met'}`);

// What the server does for a text never sent before (POST /rulings/targets past its cache): the
// targeting analysis and the JSON answer, over the stream bench/server.ts sends. The stream goes on
// from block to block, so no text is analysed twice; the blocks show how the cost falls as the JIT
// warms up (a server sees the same curve from its start, with HTTP work between the analyses).
const blockSize = Math.max(1000, Math.floor((Number(values.stream) || 20000) / 4));
const next = neverSentTexts(texts);
const perBlock: number[] = [];
for (let b = 0; b < 6; b++) {
  const block = Array.from({ length: blockSize }, () => next());
  const c0 = process.cpuUsage();
  for (const t of block) targetsAnswer(analyzeTargets(t));
  const used = process.cpuUsage(c0);
  perBlock.push((used.user + used.system) / block.length);
}
console.log(`analyse + answer texts never sent before, CPU µs a text in blocks of ${blockSize}: ${perBlock.map((x) => x.toFixed(1)).join(', ')}`);

// The same work as a server does it: between two texts, other work (HTTP, here a sweep over 4 MB)
// empties the CPU caches the analysis had filled. Each text is timed alone, with and without the
// sweep before it, alternately, so both see the same warmth of the JIT. This is why the reference
// server analyses on a worker thread (api/targets-thread.ts).
const sweep = new Uint8Array(4 << 20);
const timedAlone = (text: string): number => {
  const t0 = performance.now();
  targetsAnswer(analyzeTargets(text));
  return performance.now() - t0;
};
let backToBack = 0;
let afterSweep = 0;
for (let i = 0; i < blockSize; i++) {
  backToBack += timedAlone(next());
  for (let k = 0; k < sweep.length; k += 64) sweep[k] = sweep[k]! + 1;
  afterSweep += timedAlone(next());
}
console.log(
  `  then, text by text: ${((backToBack * 1000) / blockSize).toFixed(1)} µs back to back, ${((afterSweep * 1000) / blockSize).toFixed(1)} µs with the caches emptied before each`,
);
