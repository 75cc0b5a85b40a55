// riftcheck needs [--json] [PATH ...]: what each scenario needs of an engine (test cards and so
// cards-from-text, actions, decision kinds, event kinds, phase, mode, edition), from its steps alone,
// and how many scenarios need each thing: what to build first to run the most of the suite.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { CliError } from '../errors.ts';
import { scenarioNeeds, summarizeNeeds, type ScenarioNeeds } from '../scenario-needs.ts';
import { commandLine } from '../support.ts';

const USAGE =
  'usage: riftcheck needs [--json] [--summary] [PATH ...]\n' +
  'What each scenario needs of an engine, before any run: test cards (cards-from-text), actions, decisions, events, phase, mode, edition.\n' +
  'PATH: feature files or folders (default: features/).';

function featureFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => featureFiles(join(path, entry)))
    .filter((f) => f.endsWith('.feature'));
}

function line(s: ScenarioNeeds): string {
  const parts = [
    s.testCards.length ? `cards-from-text (${s.testCards.join(', ')})` : null,
    s.actions.length ? `actions ${s.actions.join(', ')}` : null,
    s.decisions.length ? `decisions ${s.decisions.join(', ')}` : null,
    s.events.length ? `events ${s.events.join(', ')}` : null,
    s.phase !== 'main' ? `phase ${s.phase}` : null,
  ].filter((p) => p !== null);
  return `${s.file}:${s.line}  ${s.name}\n    ${parts.length ? parts.join('; ') : 'nothing beyond the setup'} (${s.mode}, ${s.edition})`;
}

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(
    () =>
      parseArgs({
        args: argv,
        options: {
          json: { type: 'boolean', default: false },
          summary: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
        allowPositionals: true,
      }),
    USAGE,
  );
  if (!parsed) return 0;
  const paths = parsed.positionals.length ? parsed.positionals.map((p) => resolve(p)) : [join(PROJECT_ROOT, 'features')];
  for (const p of paths) if (!existsSync(p)) throw new CliError(`no such feature file or directory: ${p}`);
  const all = scenarioNeeds(paths.flatMap(featureFiles));
  const summary = summarizeNeeds(all);
  if (parsed.values.json) {
    console.log(JSON.stringify({ scenarios: all, summary }, null, 2));
    return 0;
  }
  if (!parsed.values.summary) for (const s of all) console.log(line(s));
  const none = all.filter((s) => !s.testCards.length).length;
  console.log(`${all.length} scenarios; ${none} use no text-defined card. Scenarios needing each thing:`);
  const width = Math.max(...summary.map((s) => String(s.scenarios).length));
  for (const { need, scenarios } of summary) console.log(`  ${String(scenarios).padStart(width)}  ${need}`);
  return 0;
}
