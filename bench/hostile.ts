// What a misbehaving engine costs a whole run: `riftcheck run` of the full suite, with the runner's
// default limits, against each engine of test/fixtures/hostile-engines.ts. Prints the run's wall time,
// the runner's peak resident memory and how its scenarios ended.
//   npm run bench:hostile [-- --kinds hang,huge,garbage,slow] [-- --delay-ms 50]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../rules/data-dir.ts';
import type { RunReport } from '../reports/src/run-report.ts';
import { HOSTILITIES, serveHostileEngine, type Hostility } from '../test/fixtures/hostile-engines.ts';

const HELP = `usage: npm run bench:hostile -- [--kinds ${HOSTILITIES.join(',')}] [--delay-ms 50]
Runs the whole suite (riftcheck run, default limits) against each hostile engine and prints the run's
wall time, the runner's peak memory and how the scenarios ended. The slow engine answers each request
--delay-ms late. Extra limits go through the environment (RIFTCHECK_TIMEOUT_MS, ...).`;

const { values } = parseArgs({
  options: { kinds: { type: 'string', default: HOSTILITIES.join(',') }, 'delay-ms': { type: 'string', default: '50' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const kinds = values.kinds.split(',') as Hostility[];
const unknown = kinds.filter((k) => !HOSTILITIES.includes(k));
if (unknown.length) {
  console.error(`unknown engine kind ${unknown.join(', ')} (known: ${HOSTILITIES.join(', ')})`);
  process.exit(2);
}

for (const kind of kinds) {
  const engine = await serveHostileEngine(kind, { delayMs: Number(values['delay-ms']) });
  const out = mkdtempSync(join(tmpdir(), `rc-bench-${kind}-`));
  const rssFile = join(out, 'max-rss');
  const started = Date.now();
  const code = await new Promise<number | null>((done) => {
    const child = spawn(
      process.execPath,
      ['--import', './test/fixtures/report-max-rss.mjs', 'bin/riftcheck.mjs', 'run', '--engine', engine.url, '--out', out],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, RIFTCHECK_MAX_RSS_FILE: rssFile },
        stdio: 'ignore',
      },
    );
    child.on('close', done);
  });
  const seconds = (Date.now() - started) / 1000;
  await engine.close();
  const report = JSON.parse(
    readFileSync(join(realpathSync(join(out, readdirSync(out, { withFileTypes: true }).find((e) => e.isDirectory())!.name, 'latest')), 'results.json'), 'utf8'),
  ) as RunReport;
  const peakMb = Number(readFileSync(rssFile, 'utf8')) / 1024;
  const reasons = new Map<string, number>();
  for (const s of report.scenarios) {
    const reason = s.failure
      ? `${s.status}: ${s.failure.message
          .replace(/\/games\/[\w-]+/g, '/games/{id}')
          .replace(/^EngineFault: /, '')
          .slice(0, 140)}`
      : s.status;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  console.log(
    `${kind}: ${report.totals.total} scenarios in ${seconds.toFixed(1)} s (exit ${code}), runner peak ${peakMb.toFixed(0)} MB, engine asked ${engine.requests} times`,
  );
  for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  ${String(n).padStart(4)}  ${reason}`);
  rmSync(out, { recursive: true, force: true });
}
