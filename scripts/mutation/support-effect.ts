// What a mutant does to the engine's support answers: for each mutant, which card texts the engine would
// then claim to carry out though the reference refuses them (a widening), which it would refuse or throw on
// though the reference carries them out (observable: any Example holding such a card fails), and which are
// refused either way but for another reason. The texts are every test card of the features, every catalog
// and stock card and, when the Riftbound data is beside the project, every printing of the card list.
//
// The support answer is the engine's own (process-of-play.ts textProblem): the text the compiler could not
// read (effects/compiled.ts unreadParts), else the parts the engine does not carry out (playing-cards/support.ts
// unsupportedParts of abilitiesOf). Each mutant is applied to a bundle of just that code, built in memory with
// esbuild, and the answers are worked out in a child process; nothing in the project is changed.
//
// A review tool, not a test (it takes about a second per mutant):
//   --equivalents [--why REGEX]   the mutants scripts/mutation/equivalent.yaml lists, whose reason matches REGEX
//                                 (default: the reasons about claiming or refusing texts); an entry found
//                                 observable makes the exit status 1
//   --survivors FILE ...          the surviving mutants of these engine files in the mutation records
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT, resolveDataDir } from '../../rules/data-dir.ts';
import { loadCardList } from '../../rules/card-list.ts';
import { CATALOG } from '../../reference-engine/catalog/index.ts';
import { STOCK_CARDS } from '../../protocol/stock-cards.ts';
import { scriptArgs } from '../script-args.ts';
import { flat, isProse, mutatedCode, readEquivalents, type MutationReport } from '../mutation-summary.ts';
import { chunkStates } from './run-chunks.ts';
import { Answerer, bundler, WORK } from './support-effect-bundles.ts';
import { mergeReports } from './records.ts';

const USAGE = `usage: npx tsx scripts/mutation/support-effect.ts (--equivalents [--why REGEX] | --survivors FILE ...) [options]
What each mutant does to the engine's answer "can it carry out this card text?", over every test card of the
features, the catalog and stock cards and (with the Riftbound data) the card list.
  --equivalents    the mutants listed in scripts/mutation/equivalent.yaml whose reason matches --why
  --why REGEX      (with --equivalents) default: ${'widen|claim|recogni|unsupported|refus'}
  --list FILE      (with --equivalents) another list in equivalent.yaml's form, such as a review's new entries
  --survivors      the surviving mutants of the engine files named after the options, from the mutation records
  --jobs N         child processes working out answers (default 2)
  --limit N        only the first N mutants
  --json FILE      every mutant's result, with all the texts whose answer changes
Each mutant is reported as one of:
  observable  a text the reference carries out is refused (or makes the engine throw): any Example holding it fails
  widening    only texts the reference refuses become claimed (an Example the reference passes cannot hold them)
  reasons     texts stay refused, but for other reasons (or the engine throws instead of refusing)
  no change   no text of the corpus gets another answer
  not found   its code is not in the source any more (or not once)`;

function commandLine() {
  return scriptArgs(USAGE, {
    allowPositionals: true,
    options: {
      equivalents: { type: 'boolean', default: false },
      why: { type: 'string', default: 'widen|claim|recogni|unsupported|refus' },
      list: { type: 'string', default: join(PROJECT_ROOT, 'scripts/mutation/equivalent.yaml') },
      survivors: { type: 'boolean', default: false },
      jobs: { type: 'string', default: '2' },
      limit: { type: 'string' },
      json: { type: 'string' },
    },
  });
}

/** A card the corpus holds: where it comes from, and the definition the engine reads. */
export interface CorpusCard {
  where: string;
  card: { id: string; name: string; type: string; text: string };
}

/** A mutant to try: where it is, and the whole mutated source of its file (each place its code was found). */
export interface Trial {
  label: string;
  file: string;
  variants: { line: number; source: string }[];
  /** why it was listed as equivalent, with --equivalents */
  why?: string;
  /** card texts the reason quotes, tried as each type of card besides the corpus */
  quoted?: string[];
}

type Verdict = 'observable' | 'widening' | 'reasons' | 'no change' | 'not found' | 'does not build';
export interface TrialResult {
  label: string;
  verdict: Verdict;
  why?: string;
  refused: { where: string; answer: string }[];
  widened: { where: string; answer: string }[];
  reasons: number;
  error?: string;
}

const FEATURE_CARD = /a test (unit|spell|gear|legend) "(.+?)".*?(?:and text|with text) "(.*)"\s*$/;

/** The texts every answer is worked out for, one per distinct card (type, name, text). */
export function supportCorpus(root = PROJECT_ROOT, dataDir = resolveDataDir()): CorpusCard[] {
  const out: CorpusCard[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.feature'))
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, n) => {
            const m = FEATURE_CARD.exec(line);
            if (m)
              out.push({ where: `${relative(root, path)}:${n + 1}`, card: { id: `test:${m[2]}`, name: m[2], type: m[1], text: m[3].replace(/\\n/g, '\n') } });
          });
    }
  };
  walk(join(root, 'features'));
  for (const c of CATALOG) out.push({ where: `catalog ${c.code}`, card: { id: c.code, name: c.name, type: c.type.toLowerCase(), text: c.text } });
  for (const c of STOCK_CARDS) out.push({ where: `stock ${c.code}`, card: { id: c.code, name: c.code, type: c.type.toLowerCase(), text: c.text } });
  if (dataDir)
    for (const c of loadCardList(dataDir))
      if (c.type && c.text) out.push({ where: `card ${c.code}`, card: { id: `printing:${c.code}`, name: c.name, type: c.type.toLowerCase(), text: c.text } });
  const seen = new Set<string>();
  return out.filter(({ card }) => {
    const key = `${card.type}\n${card.name}\n${card.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The code with the replacement in: an expression's replacement in parentheses, so that it parses as the one
 * node Stryker replaced (its printed replacement leaves them out: "a && b" for "a || b" within "x && (a || b)").
 */
function replaced(source: string, start: number, end: number, mutator: string, replacement: string): string {
  const text = mutator === 'BlockStatement' ? replacement : `(${replacement})`;
  return source.slice(0, start) + text + source.slice(end);
}

/** Every place a mutant listed by its line's text and its code is found in the source, mutated. */
export function byLineText(source: string, line: string, code: string, mutator: string, replacement: string): Trial['variants'] {
  const lines = source.split('\n');
  const pattern = new RegExp(code.trim().split(/\s+/).map(escapeRegExp).join('\\s+'), 'g');
  const variants: Trial['variants'] = [];
  let offset = 0;
  lines.forEach((text, i) => {
    if (flat(text) === flat(line)) {
      pattern.lastIndex = offset;
      for (let m = pattern.exec(source); m && m.index <= offset + text.length; m = pattern.exec(source)) {
        variants.push({ line: i + 1, source: replaced(source, m.index, m.index + m[0].length, mutator, replacement) });
      }
    }
    offset += text.length + 1;
  });
  return variants;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function equivalentTrials(list: string, why: RegExp): Trial[] {
  return readEquivalents(list)
    .filter((e) => why.test(e.why))
    .map((e) => {
      const path = join(PROJECT_ROOT, e.file);
      const source = existsSync(path) ? readFileSync(path, 'utf8') : '';
      return {
        label: `${e.file}  ${flat(e.line).slice(0, 70)}  ${e.mutator}  ${flat(e.code).slice(0, 50)} -> ${flat(e.replacement).slice(0, 40)}`,
        file: e.file,
        variants: byLineText(source, e.line, e.code, e.mutator, e.replacement),
        why: e.why,
        quoted: quotedTexts(e.why),
      };
    });
}

/** The texts a reason quotes ("such as \"Ready a unit at a battlefield\"", 'Kill a gear'), ten characters or more, as card text. */
export function quotedTexts(why: string): string[] {
  // double quotes pair in order (a short quoted word must not shift the pairs); single quotes only around a phrase
  const double = [...why.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
  const single = [...why.matchAll(/(?:^|[\s(])'([^']{10,}?)'(?=[\s,.;:)]|$)/g)].map((m) => m[1]);
  const found = [...double, ...single].map((t) => t.trim()).filter((t) => t.length >= 10);
  return [...new Set(found.map((t) => (/[.!]$/.test(t) || /^\[.*\]$/.test(t) ? t : `${t}.`)))];
}

const QUOTED_AS = ['unit', 'spell', 'gear', 'battlefield'] as const;

function survivorTrials(files: string[]): Trial[] {
  const report: MutationReport = mergeReports(chunkStates(PROJECT_ROOT).flatMap((s) => (s.record ? [s.record.report] : [])));
  const listed = readEquivalents(join(PROJECT_ROOT, 'scripts/mutation/equivalent.yaml'));
  return files.flatMap((given) => {
    const file = relative(PROJECT_ROOT, resolve(given));
    const recorded = report.files[file];
    if (!recorded) throw new Error(`no mutation record holds ${file}`);
    const current = readFileSync(join(PROJECT_ROOT, file), 'utf8');
    const lines = recorded.source?.split('\n');
    return recorded.mutants.flatMap((m): Trial[] => {
      if (m.status !== 'Survived') return [];
      const at = mutatedCode(lines, m);
      if (!at || isProse(m, at.line)) return [];
      const replacement = m.replacement ?? '';
      const same = (e: (typeof listed)[number]) =>
        e.file === file && e.mutator === m.mutatorName && e.replacement === replacement && flat(e.code) === flat(at.code) && flat(e.line) === flat(at.line);
      if (listed.some(same)) return [];
      const label = `${file}:${m.location.start.line}:${m.location.start.column}  ${m.mutatorName}  ${flat(at.code).slice(0, 60)} -> ${flat(replacement).slice(0, 40)}`;
      // the record's own source: the mutant is exactly where it says; otherwise found by its line's text
      if (recorded.source === current) {
        const offsets = lineOffsets(current);
        const start = offsets[m.location.start.line - 1] + m.location.start.column - 1;
        const end = offsets[m.location.end!.line - 1] + m.location.end!.column - 1;
        return [{ label, file, variants: [{ line: m.location.start.line, source: replaced(current, start, end, m.mutatorName, replacement) }] }];
      }
      return [{ label, file, variants: byLineText(current, at.line, at.code, m.mutatorName, replacement) }];
    });
  });
}

function lineOffsets(source: string): number[] {
  const offsets = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') offsets.push(i + 1);
  return offsets;
}

function compare(corpus: CorpusCard[], base: string[], answers: string[]): Pick<TrialResult, 'refused' | 'widened' | 'reasons'> {
  const refused: TrialResult['refused'] = [];
  const widened: TrialResult['widened'] = [];
  let reasons = 0;
  base.forEach((was, i) => {
    const now = answers[i];
    if (now === was) return;
    if (was === 'ok') refused.push({ where: corpus[i].where, answer: now });
    else if (now === 'ok') widened.push({ where: corpus[i].where, answer: was });
    else reasons++;
  });
  return { refused, widened, reasons };
}

async function main(): Promise<void> {
  const { values, positionals } = commandLine();
  if (values.equivalents === values.survivors) throw new Error('give --equivalents or --survivors FILE ...');
  if (values.survivors && positionals.length === 0) throw new Error('--survivors wants the engine files whose survivors to try');
  let trials = values.equivalents ? equivalentTrials(resolve(values.list!), new RegExp(values.why!, 'i')) : survivorTrials(positionals);
  if (values.limit !== undefined) trials = trials.slice(0, Math.max(0, Number(values.limit) || 0));
  const jobs = Math.max(1, Number(values.jobs) || 2);
  const corpus = supportCorpus();
  console.log(
    `${trials.length} mutant(s), ${trials.reduce((n, t) => n + t.variants.length, 0)} place(s) found; ${corpus.length} distinct card texts; ${jobs} job(s)`,
  );
  const { refusedByReference, results } = await supportEffect(trials, corpus, jobs, (line) => process.stderr.write(`  ${line}\n`));
  console.log(`the reference carries out ${corpus.length - refusedByReference} of them and refuses ${refusedByReference}`);
  report(results);
  if (values.json) writeFileSync(values.json, JSON.stringify({ texts: corpus.length, refusedByReference, results }, null, 2) + '\n');
  if (values.equivalents && results.some((r) => r.verdict === 'observable')) process.exitCode = 1;
}

/** Each trial's effect on the support answers over the corpus, worked out by `jobs` children. */
export async function supportEffect(
  trials: Trial[],
  corpus: CorpusCard[],
  jobs: number,
  progress: (line: string) => void = () => {},
): Promise<{ refusedByReference: number; results: TrialResult[] }> {
  mkdirSync(WORK, { recursive: true });
  const corpusFile = join(WORK, `corpus-${process.pid}.json`);
  writeFileSync(corpusFile, JSON.stringify(corpus.map((c) => c.card)));
  const build = await bundler();
  const answerers = Array.from({ length: jobs }, () => new Answerer(corpusFile));
  let serial = 0;
  const writeBundle = (text: string): string => {
    const path = join(WORK, `bundle-${process.pid}-${++serial}.mjs`);
    writeFileSync(path, text);
    return path;
  };
  const started = Date.now();
  try {
    const basePath = writeBundle(await build.build(null, null));
    const base = await answerers[0].answers(basePath);
    const results: TrialResult[] = new Array(trials.length);
    let next = 0;
    let finished = 0;
    // Bundles are built one at a time (one esbuild context); answers are worked out by the children in parallel.
    let building = Promise.resolve();
    const buildOne = (file: string, source: string): Promise<string> => {
      const built = building.then(() => build.build(file, source));
      building = built.then(
        () => undefined,
        () => undefined,
      );
      return built;
    };
    const work = async (answerer: Answerer): Promise<void> => {
      for (let k = next++; k < trials.length; k = next++) {
        const t = trials[k];
        let result: TrialResult;
        if (t.variants.length !== 1) {
          result = {
            label: t.label,
            verdict: 'not found',
            why: t.why,
            refused: [],
            widened: [],
            reasons: 0,
            error: `its code is found ${t.variants.length} times`,
          };
        } else {
          try {
            const path = writeBundle(await buildOne(t.file, t.variants[0].source));
            const quoted: CorpusCard[] = (t.quoted ?? []).flatMap((text) =>
              QUOTED_AS.map((type) => ({ where: `quoted ${type} "${text}"`, card: { id: `quoted:${type}`, name: 'Quoted', type, text } })),
            );
            const cards = quoted.map((q) => q.card);
            const answers = await answerer.answers(path, cards);
            const quotedBase = cards.length ? await answerer.answers(basePath, cards, true) : [];
            rmSync(path);
            const diff = compare([...corpus, ...quoted], [...base, ...quotedBase], answers);
            const verdict: Verdict = diff.refused.length ? 'observable' : diff.widened.length ? 'widening' : diff.reasons ? 'reasons' : 'no change';
            result = { label: t.label, verdict, why: t.why, ...diff };
          } catch (e) {
            result = {
              label: t.label,
              verdict: 'does not build',
              why: t.why,
              refused: [],
              widened: [],
              reasons: 0,
              error: (e as Error).message.split('\n')[0],
            };
          }
        }
        results[k] = result;
        if (++finished % 20 === 0 || finished === trials.length)
          progress(`${finished}/${trials.length} mutants, ${Math.round((Date.now() - started) / 1000)} s`);
      }
    };
    await Promise.all(answerers.map(work));
    rmSync(basePath);
    return { refusedByReference: base.filter((x) => x !== 'ok').length, results };
  } finally {
    answerers.forEach((x) => x.close());
    await build.dispose();
    rmSync(corpusFile, { force: true });
  }
}

function report(results: TrialResult[]): void {
  const order: Verdict[] = ['observable', 'widening', 'reasons', 'no change', 'not found', 'does not build'];
  const counts = order.map((v) => `${v} ${results.filter((r) => r.verdict === v).length}`);
  console.log(`\n${counts.join(', ')}`);
  for (const verdict of order) {
    const these = results.filter((r) => r.verdict === verdict);
    if (these.length === 0) continue;
    console.log(`\n${verdict} (${these.length}):`);
    for (const r of these) {
      console.log(`  ${r.label}`);
      if (r.error) console.log(`      ${r.error}`);
      for (const x of r.refused.slice(0, 2)) console.log(`      refused: ${x.where}  -> ${x.answer.slice(0, 140)}`);
      for (const x of r.widened.slice(0, 2)) console.log(`      claimed: ${x.where}  (the reference: ${x.answer.slice(0, 120)})`);
      const more = r.refused.length + r.widened.length - Math.min(2, r.refused.length) - Math.min(2, r.widened.length);
      if (more > 0) console.log(`      ... ${more} more text(s)`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  try {
    await main();
  } catch (e) {
    console.error(`support-effect: ${(e as Error).message}`);
    process.exitCode = 2;
  }
}
