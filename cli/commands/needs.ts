// riftcheck needs [--json] [--summary] [--stock] [PATH ...]: what each scenario needs of an engine (test
// cards to compile and so cards-from-text, stock cards, actions, decision kinds, event kinds, phase,
// mode, edition), from its steps alone, and how many scenarios need each thing: what to build first to
// run the most of the suite. --stock lists the stock cards with their texts, the behaviours an engine
// without a card-text compiler codes by hand (protocol/stock-cards.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { CliError } from '../errors.ts';
import { scenarioNeeds, summarizeNeeds, type ScenarioNeeds } from '../scenario-needs.ts';
import { STOCK_CARDS } from '../../protocol/stock-cards.ts';
import { commandLine } from '../support.ts';

const USAGE =
  'usage: riftcheck needs [--json] [--summary] [--stock] [PATH ...]\n' +
  'What each scenario needs of an engine, before any run: test cards to compile (cards-from-text), stock cards, actions, decisions, events, phase, mode, edition.\n' +
  '--stock: the stock cards, each with its type, text and the scenarios that use it (what an engine without a card-text compiler codes by hand).\n' +
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
    s.stockCards.length ? `stock cards ${s.stockCards.join(', ')}` : null,
    s.features.length ? `features ${s.features.join(', ')}` : null,
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
          stock: { type: 'boolean', default: false },
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
  const stock = STOCK_CARDS.map((card) => ({ ...card, scenarios: all.filter((s) => s.stockCards.includes(card.code)).length }));
  if (parsed.values.json) {
    console.log(JSON.stringify({ scenarios: all, summary, stockCards: stock }, null, 2));
    return 0;
  }
  if (parsed.values.stock) {
    const withoutCompiler = all.filter((s) => !s.testCards.length).length;
    console.log(
      `${STOCK_CARDS.length} stock cards; with them and no card-text compiler, ${withoutCompiler} of ${all.length} scenarios need no test card compiled.`,
    );
    console.log("An engine builds a test card whose `stock` names one of these with that behaviour and the card's own name, cost and Might.");
    for (const card of [...stock].sort((a, b) => b.scenarios - a.scenarios || a.code.localeCompare(b.code))) {
      console.log(`  ${String(card.scenarios).padStart(3)}  ${card.code} (${card.type}): ${JSON.stringify(card.text)}`);
    }
    return 0;
  }
  if (!parsed.values.summary) for (const s of all) console.log(line(s));
  const none = all.filter((s) => !s.testCards.length).length;
  const plain = all.filter((s) => !s.testCards.length && !s.stockCards.length).length;
  console.log(
    `${all.length} scenarios; ${none} need no card-text compiler (${plain} use no card with text, ${none - plain} only stock cards: --stock). Scenarios needing each thing:`,
  );
  const width = Math.max(...summary.map((s) => String(s.scenarios).length));
  for (const { need, scenarios } of summary) console.log(`  ${String(scenarios).padStart(width)}  ${need}`);
  return 0;
}
