// The suite under every older edition's rules on the reference engine (riftcheck run --edition E for
// v1.0–v1.3; v1.4 is the suite's own run): each must end with no unexpected result, every scenario
// either passing or listed as not applicable. Two editions run at a time; a line per edition.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInChild, type ChildRun } from '../cli/run-in-child.ts';
import { scriptArgs } from './script-args.ts';

const USAGE = 'usage: tsx scripts/every-edition.ts [--editions v1.0,v1.1,v1.2,v1.3]';
const args = scriptArgs(USAGE, { options: { editions: { type: 'string', default: 'v1.0,v1.1,v1.2,v1.3' } } });
const editions = String(args.values.editions).split(',');

interface EditionRun extends ChildRun {
  edition: string;
}

async function runUnder(edition: string, out: string): Promise<EditionRun> {
  return { edition, ...(await runInChild(['--edition', edition, '--out', join(out, edition)])) };
}

const out = mkdtempSync(join(tmpdir(), 'every-edition-'));
const started = Date.now();
const results: EditionRun[] = [];
for (let i = 0; i < editions.length; i += 2) results.push(...(await Promise.all(editions.slice(i, i + 2).map((e) => runUnder(e, out)))));
rmSync(out, { recursive: true, force: true });

let failed = 0;
for (const r of results) {
  if (!r.summary) {
    failed++;
    console.log(`${r.edition}: the run did not finish (exit ${r.code}): ${r.stderrTail || 'no report'}`);
    continue;
  }
  const { totals, expectations } = r.summary;
  const notApplicable = expectations.notApplicable ?? 0;
  const unexpected = expectations.unexpected;
  if (unexpected.length) failed++;
  console.log(
    `${r.edition}: ${totals.total! - notApplicable} scenarios played (${totals.passed} passed), ${notApplicable} not applicable, ${unexpected.length} unexpected`,
  );
  for (const u of unexpected.slice(0, 20)) console.log(`  UNEXPECTED ${u.actual}: ${u.scenario}`);
}
console.log(
  `${editions.length} editions in ${((Date.now() - started) / 1000).toFixed(1)} s: ${failed === 0 ? 'each with no unexpected result' : `${failed} with unexpected results`}`,
);
process.exitCode = failed === 0 ? 0 : 1;
