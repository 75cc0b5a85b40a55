// riftcheck rules show|search|diff|stats: the Core Rules editions from the command line.
import { parseCommandLine } from '../args.ts';
import { CliError } from '../errors.ts';
import { DataDirError, needsDataMessage, resolveDataDir } from '../../rules/data-dir.ts';
import {
  CURRENT_EDITION,
  diffEditions,
  findRule,
  ImportError,
  loadCorpus,
  searchRules,
  UnknownEditionError,
  UnknownRuleError,
  type Corpus,
  type Edition,
  type EditionDiff,
  type Rule,
} from '../../rules/index.ts';
import { editionStats } from '../../rules/stats.ts';
import { draftCorpus, readDraftEdition } from '../../rules/draft.ts';
import { indexFeatures } from '../../reports/src/feature-index.ts';
import { impactMarkdown, impactOf } from '../../reports/src/impact.ts';
import { readWitnessedFile, witnessedRuleIds } from '../../reports/src/witnessed.ts';
import { writeFileSync } from 'node:fs';

const USAGE = `usage: riftcheck rules <show|search|diff|stats|import> [options]
  show <id>                 a rule's text, parent chain, children and crosswalk row
  search <words...>         rules ranked by the words they share with the query
  diff <from> <to>          what changed between two editions (--chapter 300-359 to narrow)
  stats                     rules and headings per edition, against the source README's counts
  import <file> --as NAME   a draft revision (markdown or text export): what it adds, removes, renumbers
                            and edits against the newest edition, the Examples it makes stale, its rules
                            left without scenarios and the suite's coverage of it (--out FILE: write the
                            report as Markdown, or JSON with --json)
options: --edition v1.4|1.4|2026-07-16 (default: v1.4, which needs the rules data)  --data DIR  --json  --limit N`;

export interface RulesIo {
  /** Overrides the data directory resolution (null: seeds only); used by tests. */
  dataDir?: string | null;
  out?: (line: string) => void;
}

// One corpus per data directory for the life of the process (the server and the tests call often).
const corpora = new Map<string | null, Corpus>();
function corpusFor(dataDir: string | null): Corpus {
  let corpus = corpora.get(dataDir);
  if (!corpus) corpora.set(dataDir, (corpus = loadCorpus({ dataDir })));
  return corpus;
}

export async function run(argv: string[]): Promise<number> {
  return runRules(argv);
}

export async function runRules(argv: string[], io: RulesIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => console.log(line));
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        edition: { type: 'string' },
        data: { type: 'string' },
        json: { type: 'boolean', default: false },
        chapter: { type: 'string' },
        limit: { type: 'string' },
        as: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    },
    USAGE,
  );
  const { values, positionals } = parsed;
  const [sub, ...args] = positionals;
  if (values.help || sub === undefined) {
    out(USAGE);
    return sub === undefined && !values.help ? 2 : 0;
  }
  try {
    const corpus = corpusFor(io.dataDir !== undefined && values.data === undefined ? io.dataDir : resolveDataDir(values.data));
    const json = values.json === true;
    switch (sub) {
      case 'show':
        return show(corpus, args, values.edition, json, out);
      case 'search':
        return search(corpus, args, values.edition, json, values.limit, out);
      case 'diff':
        return diff(corpus, args, values.chapter, json, out);
      case 'stats':
        return stats(corpus, values.edition, json, out);
      case 'import':
        return importDraft(corpus, args, values.as, values.out, json, out);
      default:
        throw new CliError(`unknown subcommand "${sub}" (show, search, diff, stats, import)`);
    }
  } catch (err) {
    if (err instanceof UnknownRuleError || err instanceof UnknownEditionError || err instanceof ImportError || err instanceof DataDirError) {
      throw new CliError(err.message);
    }
    throw err;
  }
}

function firstWords(text: string, max = 70): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function wrap(text: string, indent: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines;
}

function parentChain(edition: Edition, rule: Rule): Rule[] {
  const chain: Rule[] = [];
  for (let p = rule.parent; p !== null; p = edition.rules.get(p)!.parent) chain.unshift(edition.rules.get(p)!);
  return chain;
}

/** A number asked in the wrong edition ("559" of v1.0 while v1.4 is current) says where it lives. */
function elsewhere(corpus: Corpus, asked: Edition, id: string): string {
  for (const other of [...corpus.editions].reverse()) {
    if (other === asked) continue;
    try {
      const rule = findRule(other, id);
      const c = corpus.crosswalk().map(other.id, rule.id, asked.id);
      // Its counterpart is named only when the asked edition holds it (a seed excerpt may not).
      const here = c.id !== null && asked.rules.has(c.id) ? `, which is ${c.id} in ${asked.id}` : '';
      return `; ${rule.id} is a rule of ${other.id}${here} (--edition ${other.id})`;
    } catch {
      // not in this edition either
    }
  }
  return '';
}

function show(corpus: Corpus, args: string[], editionSpec: string | undefined, json: boolean, out: (l: string) => void): number {
  if (args.length !== 1) throw new CliError('show takes one rule id, e.g. rules show 355.10.d');
  const edition = corpus.edition(editionSpec ?? CURRENT_EDITION);
  let rule: Rule;
  try {
    rule = findRule(edition, args[0]);
  } catch (err) {
    if (err instanceof UnknownRuleError) throw new UnknownRuleError(`${err.message}${elsewhere(corpus, edition, args[0])}`, err.suggestions);
    throw err;
  }
  const chain = parentChain(edition, rule);
  const row = corpus.crosswalk().row(edition.id, rule.id);
  if (json) {
    out(
      JSON.stringify(
        {
          edition: { id: edition.id, date: edition.date, name: edition.name, origin: edition.origin },
          rule,
          parents: chain.map((r) => ({ id: r.id, text: r.text })),
          children: rule.children.map((id) => ({ id, text: edition.rules.get(id)!.text })),
          crosswalk: row,
        },
        null,
        2,
      ),
    );
    return 0;
  }
  out(`${edition.id} ${rule.id}  (${rule.kind}; ${edition.name}, ${edition.date}; ${rule.source.file}:${rule.source.line})`);
  out(wrap(rule.statement, '  ').join('\n'));
  for (const example of rule.examples) out(wrap(example, '    ').join('\n'));
  if (chain.length) out(`Parents:  ${chain.map((r) => `${r.id} ${firstWords(r.text, 40)}`).join('  >  ')}`);
  if (rule.children.length) out(`Children: ${rule.children.join(', ')}`);
  if (rule.refs.length) out(`Refers to: ${rule.refs.join(', ')}`);
  out(`Crosswalk: ${row.map((c) => `${c.edition} ${c.id ?? '—'}${c.id ? ` (${c.how})` : ' (none)'}`).join('  ·  ')}`);
  return 0;
}

function search(corpus: Corpus, args: string[], editionSpec: string | undefined, json: boolean, limit: string | undefined, out: (l: string) => void): number {
  if (args.length === 0) throw new CliError('search needs words, e.g. rules search programmatically selected');
  const edition = corpus.edition(editionSpec ?? CURRENT_EDITION);
  const n = limit === undefined ? 10 : Number(limit);
  if (!Number.isInteger(n) || n < 1) throw new CliError(`--limit must be a positive whole number, not "${limit}"`);
  const hits = searchRules(edition, args.join(' '), n);
  if (json) {
    out(JSON.stringify({ edition: edition.id, query: args.join(' '), hits: hits.map((h) => ({ id: h.rule.id, score: h.score, text: h.rule.text })) }, null, 2));
    return 0;
  }
  if (hits.length === 0) out(`no rule of ${edition.id} matches "${args.join(' ')}"`);
  const width = Math.max(0, ...hits.map((h) => h.rule.id.length));
  for (const h of hits) out(`${h.rule.id.padEnd(width)}  ${h.score.toFixed(2).padStart(6)}  ${firstWords(h.rule.text, 90)}`);
  return 0;
}

function parseChapter(spec: string | undefined): [number, number] | undefined {
  if (spec === undefined) return undefined;
  const m = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(spec.trim());
  if (!m) throw new CliError(`--chapter takes a range of top-level numbers like 300-359, not "${spec}"`);
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  if (hi < lo) throw new CliError(`--chapter ${spec}: the range runs backwards`);
  return [lo, hi];
}

function renderWords(d: EditionDiff['edited'][number]): string {
  return d.words.map((w) => (w.op === '=' ? w.text : w.op === '-' ? `[-${w.text}-]` : `{+${w.text}+}`)).join(' ');
}

function diff(corpus: Corpus, args: string[], chapterSpec: string | undefined, json: boolean, out: (l: string) => void): number {
  if (args.length !== 2) throw new CliError('diff takes two editions, e.g. rules diff v1.1 v1.4');
  const from = corpus.edition(args[0]);
  const to = corpus.edition(args[1]);
  // Editions are listed oldest first; a diff reads from the older to the newer.
  if (corpus.editions.indexOf(from) > corpus.editions.indexOf(to)) {
    throw new CliError(`diff runs from the older edition to the newer: ${from.id} is newer than ${to.id} (rules diff ${to.id} ${from.id})`);
  }
  const chapter = parseChapter(chapterSpec);
  const d = diffEditions(corpus, from.id, to.id, chapter ? { chapter } : {});
  if (json) {
    out(JSON.stringify(d, null, 2));
    return 0;
  }
  const scope = d.chapter ? ` (chapters ${d.chapter[0]}-${d.chapter[1]})` : '';
  out(
    `${d.from} -> ${d.to}${scope}: ${d.added.length} added, ${d.removed.length} removed, ${d.renumbered.length} renumbered, ${d.edited.length} edited, ${d.unchanged} unchanged`,
  );
  if (d.notCompared > 0) out(`(${d.notCompared} rules not compared: their counterpart lies outside the seed excerpts; ${needsDataMessage('comparing them')})`);
  if (d.added.length) out('\nAdded:');
  for (const r of d.added) out(`  + ${r.id}  ${firstWords(r.text, 90)}`);
  if (d.removed.length) out('\nRemoved:');
  for (const r of d.removed) out(`  - ${r.id}  ${firstWords(r.text, 90)}`);
  if (d.renumbered.length) out('\nRenumbered:');
  for (const r of d.renumbered) out(`  ${r.from} -> ${r.to}${r.how === 'override' ? ' (hand override)' : ''}`);
  if (d.edited.length) out('\nEdited ([-removed-] {+added+}):');
  for (const e of d.edited) {
    out(`  ${e.from === e.to ? e.from : `${e.from} -> ${e.to}`}`);
    out(wrap(renderWords(e), '      ').join('\n'));
  }
  return 0;
}

function stats(corpus: Corpus, editionSpec: string | undefined, json: boolean, out: (l: string) => void): number {
  const editions = editionSpec === undefined ? corpus.editions : [corpus.edition(editionSpec)];
  const all = editions.map(editionStats);
  if (json) {
    out(JSON.stringify(all, null, 2));
    return 0;
  }
  out('edition  origin  numbered lines  ids    rules  headings  README  source');
  for (const s of all) {
    out(
      `${s.edition.padEnd(7)}  ${s.origin.padEnd(6)}  ${String(s.numberedLines).padStart(14)}  ${String(s.ids).padStart(5)}  ${String(s.rules).padStart(5)}  ${String(s.headings).padStart(8)}  ${String(s.readme).padStart(6)}  ${s.files.join(', ')}`,
    );
  }
  out('\nThe README counts every numbered line of a source; "ids" is the number of distinct rules after');
  out('repeated numbers are folded; a heading only names a section (short title, no sentence).');
  for (const s of all) for (const line of s.explanation) out(`  ${s.edition}: ${line}`);
  return 0;
}

function importDraft(corpus: Corpus, args: string[], name: string | undefined, outFile: string | undefined, json: boolean, out: (l: string) => void): number {
  if (args.length !== 1) throw new CliError('import takes one file: rules import <file> --as <name>');
  if (!name) throw new CliError('import needs --as <name>, the name the draft goes by (e.g. v1.5-draft)');
  const base = corpus.newest;
  if (base.id !== CURRENT_EDITION || base.origin !== 'data') throw new CliError(needsDataMessage(CURRENT_EDITION));
  const draft = readDraftEdition(args[0], name);
  const index = indexFeatures({});
  const report = impactOf(draftCorpus(base, draft), index, witnessedRuleIds(readWitnessedFile(), index));
  const text = json ? JSON.stringify(report, null, 2) : impactMarkdown(report);
  if (outFile) writeFileSync(outFile, text + '\n');
  if (json && !outFile) {
    out(text);
    return 0;
  }
  const d = report.diff;
  out(`draft ${draft.id} (${draft.ids.length} rules) against ${base.id} (${base.ids.length} rules):`);
  out(`  ${d.added.length} added, ${d.removed.length} removed, ${d.renumbered.length} renumbered, ${d.edited.length} edited, ${d.unchanged} unchanged`);
  out(`  ${report.stale.length} Examples rest on a rule the draft changes (stale until reread)`);
  out(`  ${report.withoutScenarios.length} rules of the draft have no Example and no waiver`);
  const c = report.coverage;
  out(`  coverage of the draft: ${c.witnessed} witnessed, ${c['tagged-only']} tagged only, ${c.waived} waived, ${c.missing} missing`);
  for (const s of report.stale.slice(0, 10)) out(`  stale: ${s.at} ${s.name} (${s.rules.map((r) => `${r.id} ${r.change}`).join(', ')})`);
  if (report.stale.length > 10)
    out(`  ... ${report.stale.length - 10} more stale Examples${outFile ? ` in ${outFile}` : ' (--out FILE for the whole report)'}`);
  if (outFile) out(`report written to ${outFile}`);
  return 0;
}
