// Times the rules corpus: loading the five editions from the data directory, and building the full
// crosswalk between them. Several repetitions in one process; the median is reported.
//   npx tsx bench/rules.ts [--data DIR] [--runs N]
import { scriptArgs } from '../scripts/script-args.ts';
import { needsDataMessage, resolveDataDir } from '../rules/data-dir.ts';
import { loadCorpus } from '../rules/index.ts';

const { values } = scriptArgs(
  `usage: npm run bench:rules -- [--data DIR] [--runs N]
Times loading the five editions from the rules data and building the crosswalk between them; prints medians.
  --data DIR   the rules data (default: RIFTBOUND_DATA, else ../shared/riftbound); without it nothing is measured
  --runs N     repetitions in one process (default 7)`,
  { options: { data: { type: 'string' }, runs: { type: 'string', default: '7' } } },
);
const runs = Number(values.runs);
const dataDir = resolveDataDir(values.data);
if (!dataDir) {
  console.log(`${needsDataMessage('bench:rules')}; nothing measured`);
  process.exit(0);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const load: number[] = [];
const crosswalk: number[] = [];
// CPU time as well as wall time: on a shared two-core machine the wall clock also measures the neighbours.
const loadCpu: number[] = [];
const crosswalkCpu: number[] = [];
const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
let rules = 0;
for (let i = 0; i < runs; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const corpus = loadCorpus({ dataDir });
  const t1 = performance.now();
  loadCpu.push(cpuMs(process.cpuUsage(c0)));
  const c1 = process.cpuUsage();
  corpus.crosswalk();
  const t2 = performance.now();
  crosswalkCpu.push(cpuMs(process.cpuUsage(c1)));
  load.push(t1 - t0);
  crosswalk.push(t2 - t1);
  rules = corpus.editions.reduce((n, e) => n + e.ids.length, 0);
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
console.log(`rules corpus: ${rules} rules in 5 editions, ${runs} runs (first run included in the median)`);
console.log(
  `load all five editions   median ${fmt(median(load))}  min ${fmt(Math.min(...load))}  max ${fmt(Math.max(...load))}  cpu ${fmt(median(loadCpu))}  (target <= 0.5 s)`,
);
console.log(
  `build the full crosswalk median ${fmt(median(crosswalk))}  min ${fmt(Math.min(...crosswalk))}  max ${fmt(Math.max(...crosswalk))}  cpu ${fmt(median(crosswalkCpu))}  (target <= 5 s)`,
);
