// riftcheck cards compile: compile every printing of the card list, report totals (semantic /
// partial / failed), the most common failing phrases, and write the per-card detail to reports/cards/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseCommandLine } from '../args.ts';
import { CliError } from '../errors.ts';
import { compileCardText, decompile, type CompiledText } from '../../reference-engine/card-text/index.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import { playPrinting, type Playability } from '../../reports/src/playability.ts';
import { CardListError, loadCardList, type CardRecord } from '../../rules/card-list.ts';
import { needsDataMessage, PROJECT_ROOT, resolveDataDir } from '../../rules/data-dir.ts';
import { whyHard } from './hard-constructs.ts';

const USAGE = `usage: riftcheck cards compile [--json] [--data DIR] [--out DIR] [--top N]
  compiles every printing of cards/cards.json (errata applied) and reports which are semantic
  (tree with meaningful nodes only, decompiling back to the text), partial or failed; then plays each
  in a sandbox game built for it: resolved, unsupported (the part named), refused, stuck or fault.`;

export type CardStatus = 'semantic' | 'partial' | 'failed';

export interface CardResult {
  code: string;
  name: string;
  type: string | null;
  textVersion: CardRecord['textVersion'];
  errata?: CardRecord['errata'];
  text: string;
  status: CardStatus;
  firstFailure?: CompiledText['firstFailure'];
  /** not semantic: why the construct that fails is hard (cli/commands/hard-constructs.ts); '' when none says. */
  hard?: string;
  diagnostics: CompiledText['diagnostics'];
  decompiled: string;
  abilities: CompiledText['abilities'];
  /** whether the engine carries out all of the text (reference-engine/playing-cards/support.ts). */
  carriedOut: boolean;
  /** the parts of the text the engine does not carry out, in words (empty when carried out). */
  unsupportedParts: string[];
  /** played in a sandbox game built for it (reports/src/playability.ts); absent for printings with no type. */
  play?: { outcome: Playability; detail: string };
}

export interface CompileReport {
  total: number;
  semantic: number;
  partial: number;
  failed: number;
  /** printings without rules text (counted as semantic: there is nothing to lose). */
  withoutText: number;
  semanticShare: number;
  millis: number;
  failingPhrases: Array<{ phrase: string; cards: number }>;
  /** printings whose every part the engine carries out. */
  carriedOut: number;
  /** the parts the engine does not carry out, by how many printings have them. */
  unsupportedParts: Array<{ part: string; cards: number }>;
  /** how each printing fared when played in a sandbox game, by outcome (filled by playCardList). */
  played?: Record<Playability, number>;
  cards: CardResult[];
}

/** semantic: all of it; partial: some abilities read but not all (or no round trip); failed: nothing read. */
function statusOf(c: CompiledText): CardStatus {
  if (c.semantic) return 'semantic';
  return c.abilities.some((a) => a.kind !== 'unparsed') ? 'partial' : 'failed';
}

function carriedOut(result: CompiledText): Pick<CardResult, 'carriedOut' | 'unsupportedParts'> {
  const parts = unsupportedParts(result.abilities);
  return { carriedOut: parts.length === 0, unsupportedParts: parts };
}

function tally(items: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const x of items) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Compile the whole list; pure apart from the clock. */
export function compileCardList(cards: CardRecord[], top = 25): CompileReport {
  const started = performance.now();
  const compiled = cards.map((card) => ({ card, result: compileCardText(card.text) }));
  const millis = performance.now() - started;
  const phrases = new Map<string, number>();
  const results: CardResult[] = compiled.map(({ card, result }) => {
    const status = statusOf(result);
    if (status !== 'semantic' && result.firstFailure) phrases.set(result.firstFailure.phrase, (phrases.get(result.firstFailure.phrase) ?? 0) + 1);
    const r: CardResult = {
      code: card.code,
      name: card.name,
      type: card.type,
      textVersion: card.textVersion,
      text: card.text,
      status,
      diagnostics: result.diagnostics,
      decompiled: decompile(result),
      abilities: result.abilities,
      ...carriedOut(result),
    };
    if (card.errata) r.errata = card.errata;
    if (result.firstFailure) r.firstFailure = result.firstFailure;
    if (status !== 'semantic') r.hard = whyHard(card.text);
    return r;
  });
  const count = (s: CardStatus) => results.filter((r) => r.status === s).length;
  return {
    total: results.length,
    semantic: count('semantic'),
    partial: count('partial'),
    failed: count('failed'),
    withoutText: compiled.filter(({ result }) => !result.normalized).length,
    semanticShare: results.length ? count('semantic') / results.length : 0,
    millis,
    carriedOut: results.filter((r) => r.carriedOut).length,
    unsupportedParts: tally(results.flatMap((r) => r.unsupportedParts))
      .slice(0, top)
      .map(([part, n]) => ({ part, cards: n })),
    failingPhrases: [...phrases]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, top)
      .map(([phrase, n]) => ({ phrase, cards: n })),
    cards: results,
  };
}

/** Plays every printing of the report in a sandbox game and records the outcome (not part of the compile time). */
export function playCardList(report: CompileReport, cards: CardRecord[]): void {
  const played: Record<Playability, number> = { resolved: 0, unsupported: 0, refused: 0, stuck: 0, fault: 0 };
  report.cards.forEach((r, i) => {
    const result = playPrinting(cards[i]);
    if (!result) return;
    r.play = { outcome: result.outcome, detail: result.detail };
    played[result.outcome]++;
  });
  report.played = played;
}

export async function run(argv: string[], io: { out?: (line: string) => void } = {}): Promise<number> {
  const out = io.out ?? ((line: string) => console.log(line));
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        data: { type: 'string' },
        out: { type: 'string' },
        top: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    },
    USAGE,
  );
  const { values, positionals } = parsed;
  if (values.help) {
    out(USAGE);
    return 0;
  }
  if (positionals[0] !== 'compile' || positionals.length !== 1) {
    throw new CliError(positionals.length ? `unknown subcommand "${positionals.join(' ')}"; did you mean "cards compile"?\n${USAGE}` : USAGE);
  }
  const top = values.top === undefined ? 25 : Number(values.top);
  if (!Number.isInteger(top) || top < 0) throw new CliError(`--top must be a whole number, got "${values.top}"`);
  const dataDir = resolveDataDir(values.data); // a bad --data is reported by cli/main.ts
  if (!dataDir) throw new CliError(`${needsDataMessage('cards compile')} (it reads the card list, cards/cards.json)`);
  let cards: CardRecord[];
  try {
    cards = loadCardList(dataDir);
  } catch (err) {
    if (err instanceof CardListError) throw new CliError(err.message);
    throw err;
  }
  const report = compileCardList(cards, top);
  playCardList(report, cards);
  const outDir = values.out ?? join(PROJECT_ROOT, 'reports', 'cards');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'compile.json'), JSON.stringify(report, null, 1));
  // one card per line: line breaks inside a field become " / ", tabs become spaces
  const field = (v: string) => v.replace(/\r?\n/g, ' / ').replace(/[\t\r]/g, ' ');
  const notSemantic = report.cards
    .filter((c) => c.status !== 'semantic')
    .map((c) => [c.code, c.name, c.status, c.firstFailure?.phrase ?? '', c.hard ?? '', c.text].map(field).join('\t'));
  writeFileSync(join(outDir, 'not-semantic.tsv'), `code\tname\tstatus\tfirst failing phrase\twhy it is hard\ttext\n${notSemantic.join('\n')}\n`);
  const shown = relative(process.cwd(), outDir) || '.';
  if (values.json === true) {
    const { cards: _detail, ...summary } = report;
    void _detail;
    out(JSON.stringify({ ...summary, detail: join(shown, 'compile.json') }, null, 2));
  } else {
    const pct = (n: number) => `${((100 * n) / (report.total || 1)).toFixed(1)}%`;
    out(`${report.total} printings compiled in ${report.millis.toFixed(0)} ms (errata applied to ${cards.filter((c) => c.textVersion === 'errata').length})`);
    out(`  semantic ${report.semantic} (${pct(report.semantic)}, of which ${report.withoutText} without text)`);
    out(`  partial  ${report.partial} (${pct(report.partial)})`);
    out(`  failed   ${report.failed} (${pct(report.failed)})`);
    out(`  carried out by the engine ${report.carriedOut} (${pct(report.carriedOut)}); with parts it does not carry out ${report.total - report.carriedOut}`);
    const p = report.played!;
    out(
      `  played in a sandbox game: resolved ${p.resolved}, unsupported ${p.unsupported} (refused, naming the part), refused otherwise ${p.refused}, stuck ${p.stuck}, fault ${p.fault}`,
    );
    if (report.unsupportedParts.length) {
      out('most common parts the engine does not carry out:');
      for (const p of report.unsupportedParts) out(`  ${String(p.cards).padStart(4)}  ${p.part}`);
    }
    if (report.failingPhrases.length) {
      out('most common first failing phrases:');
      for (const f of report.failingPhrases) out(`  ${String(f.cards).padStart(4)}  ${f.phrase}`);
    }
    out(`detail: ${join(shown, 'compile.json')}, ${join(shown, 'not-semantic.tsv')}`);
  }
  return 0;
}
