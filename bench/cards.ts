// Time to compile every printing of the card list (target: within 1 s on this machine), then the
// time the server spends on a card text it has not seen before.
// Run: npx tsx bench/cards.ts [--data DIR] [--runs 5] [--stream 20000]   (needs cards/cards.json)
import { parseArgs } from 'node:util';
import { targetsAnswer } from '../api/rulings.ts';
import { analyzeTargets, compileCardText } from '../reference-engine/card-text/index.ts';
import { loadCardList } from '../rules/card-list.ts';
import { resolveDataDir } from '../rules/data-dir.ts';
import { neverSentTexts } from './server.ts';

const { values } = parseArgs({ options: { data: { type: 'string' }, runs: { type: 'string', default: '5' }, stream: { type: 'string', default: '20000' } } });
const dataDir = resolveDataDir(values.data);
if (!dataDir) {
  console.log('bench cards: skipped, no Riftbound data (set RIFTBOUND_DATA or pass --data DIR)');
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
console.log(`compile ${texts.length} printings: first (cold) ${times[0].toFixed(0)} ms, median of ${runs} ${median.toFixed(0)} ms, best ${sorted[0].toFixed(0)} ms`);
console.log(`  ${(median / texts.length * 1000).toFixed(0)} µs a printing; ${semantic} semantic (${(100 * semantic / texts.length).toFixed(1)}%)`);
console.log(`  target 1000 ms for the first pass: ${times[0] <= 1000 ? 'met' : 'NOT met'}`);

// What the server does for a text never sent before (POST /rulings/targets past its cache): the
// targeting analysis and the JSON answer, over the stream bench/server.ts sends, once warm.
const streamed = Math.max(2000, Number(values.stream) || 20000);
const next = neverSentTexts(texts);
const stream = Array.from({ length: streamed }, () => next());
const warm = Math.floor(streamed / 4);
for (const t of stream.slice(0, warm)) targetsAnswer(analyzeTargets(t));
const measured = stream.slice(warm);
const perText: number[] = [];
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  for (const t of measured) targetsAnswer(analyzeTargets(t));
  perText.push(((performance.now() - t0) * 1000) / measured.length);
}
console.log(`analyse + answer ${measured.length} texts never sent before (after ${warm} to warm up): best of 3 ${Math.min(...perText).toFixed(1)} µs a text`);
