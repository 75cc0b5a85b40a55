// An index of the suite as written: every Example with the rules it witnesses, every waiver with its
// reason. Coverage, reports and the rulings server ("which Examples witness rule X") all read the
// feature files through this one module, so they can never disagree about what the suite claims.
import { readWhyNotWitnessed, type WhyNotWitnessed } from './why-not-witnessed.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import type { Feature, Rule as GherkinRule, Scenario, Tag } from '@cucumber/messages';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';

/** The reasons a rule may be waived instead of witnessed; anything else is a mistake in the suite. */
export const WAIVER_REASONS = ['heading', 'definition', 'physical-handling', 'tournament-procedure', 'multiplayer', 'unobservable'] as const;
export type WaiverReason = (typeof WAIVER_REASONS)[number];

export interface IndexedExample {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** Line of the Example/Scenario keyword. */
  line: number;
  name: string;
  feature: string;
  /** The enclosing `Rule:` block's title, if any. */
  ruleBlock: { title: string; line: number } | null;
  /** Rule ids from @rule: tags, inherited from the Feature and Rule blocks included, deduplicated. */
  ruleIds: string[];
  /** The edition the rule ids are numbered in (the @edition: tag), or null when untagged. */
  edition: string | null;
  /** Every effective tag (inherited included), e.g. "@rule:355.10.d". */
  tags: string[];
  /** Lines of the Examples-table rows of a Scenario Outline (each becomes its own scenario); empty otherwise. */
  rowLines: number[];
  /** The Example's Gherkin source, its own tag lines included. */
  gherkin: string;
}

export interface Waiver {
  file: string;
  line: number;
  title: string;
  reason: string;
  ruleIds: string[];
  edition: string | null;
}

/** Something in the feature files that the index had to reject or could not make sense of. */
export interface IndexProblem {
  file: string;
  line: number;
  message: string;
}

export interface FeatureIndex {
  root: string;
  files: string[];
  examples: IndexedExample[];
  waivers: Waiver[];
  problems: IndexProblem[];
  /** Why covered rules are not witnessed, from features/why-not-witnessed/ (see why-not-witnessed.ts). */
  whyNotWitnessed?: Map<string, WhyNotWitnessed>;
}

export interface IndexOptions {
  /** Project root that `paths` and reported file names are relative to (default: this project). */
  root?: string;
  /** Feature files or directories to scan (default: ["features"]). */
  paths?: string[];
}

const RULE_TAG = '@rule:';
const EDITION_TAG = '@edition:';
const WAIVED_TAG = '@waived:';

/** Reads and indexes every .feature file under the given paths. A missing features dir gives an empty index. */
export function indexFeatures(options: IndexOptions = {}): FeatureIndex {
  const root = resolve(options.root ?? PROJECT_ROOT);
  const files = (options.paths ?? ['features']).flatMap((p) => listFeatureFiles(resolve(root, p))).sort();
  const notes = readWhyNotWitnessed(root);
  const index: FeatureIndex = { root, files: [], examples: [], waivers: [], problems: [...notes.problems], whyNotWitnessed: notes.notes };
  for (const abs of files) {
    const file = relative(root, abs).split(sep).join('/');
    index.files.push(file);
    const parsed = indexFeatureText(readFileSync(abs, 'utf8'), file);
    index.examples.push(...parsed.examples);
    index.waivers.push(...parsed.waivers);
    index.problems.push(...parsed.problems);
  }
  return index;
}

function listFeatureFiles(path: string): string[] {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return [];
  }
  if (stat.isFile()) return path.endsWith('.feature') ? [path] : [];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return listFeatureFiles(child);
    return entry.isFile() && entry.name.endsWith('.feature') ? [child] : [];
  });
}

/** Indexes the text of one feature file; `file` is the name used in results and problems. */
export function indexFeatureText(text: string, file: string): Pick<FeatureIndex, 'examples' | 'waivers' | 'problems'> {
  const out: Pick<FeatureIndex, 'examples' | 'waivers' | 'problems'> = { examples: [], waivers: [], problems: [] };
  let feature: Feature | undefined;
  try {
    const parser = new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher());
    feature = parser.parse(text).feature;
  } catch (err) {
    const errors = (err as { errors?: Array<{ message: string; location?: { line: number } }> }).errors;
    for (const e of errors ?? [{ message: String((err as Error).message), location: { line: 1 } }]) {
      out.problems.push({ file, line: e.location?.line ?? 1, message: e.message.replace(/^\(\d+:\d+\): /, '') });
    }
    return out;
  }
  if (!feature) return out;

  const lines = text.split(/\r?\n/);
  const blockStarts = collectBlockStarts(feature);
  const featureTags = feature.tags.map((t) => t.name);
  const edition = editionOf(featureTags, file, feature.location.line, out.problems);

  const addScenario = (scenario: Scenario, inherited: string[], ruleBlock: IndexedExample['ruleBlock']): void => {
    const own = scenario.tags.map((t) => t.name);
    const rowTags = scenario.examples.flatMap((ex) => ex.tags.map((t) => t.name));
    const tags = unique([...inherited, ...own, ...rowTags]);
    checkTags(scenario.tags, file, out.problems);
    if (own.some((t) => t.startsWith(WAIVED_TAG))) {
      out.problems.push({ file, line: scenario.location.line, message: 'an Example cannot be waived: put @waived: on a Rule block with no Examples' });
    }
    const start = firstLineOf(scenario.location.line, scenario.tags);
    out.examples.push({
      file,
      line: scenario.location.line,
      name: scenario.name,
      feature: feature!.name,
      ruleBlock,
      ruleIds: ruleIdsOf(tags),
      edition,
      tags,
      rowLines: scenario.examples.flatMap((ex) => ex.tableBody.map((row) => row.location.line)),
      gherkin: sliceBlock(lines, start, blockStarts),
    });
  };

  for (const child of feature.children) {
    if (child.scenario) addScenario(child.scenario, featureTags, null);
    if (child.rule) indexRuleBlock(child.rule, featureTags, edition, file, out, addScenario);
  }
  return out;
}

function indexRuleBlock(
  rule: GherkinRule,
  featureTags: string[],
  edition: string | null,
  file: string,
  out: Pick<FeatureIndex, 'waivers' | 'problems'>,
  addScenario: (s: Scenario, inherited: string[], block: IndexedExample['ruleBlock']) => void,
): void {
  checkTags(rule.tags, file, out.problems);
  const own = rule.tags.map((t) => t.name);
  const waived = own.filter((t) => t.startsWith(WAIVED_TAG));
  const scenarios = rule.children.flatMap((c) => (c.scenario ? [c.scenario] : []));
  const block = { title: rule.name, line: rule.location.line };
  if (waived.length === 0) {
    for (const s of scenarios) addScenario(s, unique([...featureTags, ...own]), block);
    if (scenarios.length === 0) {
      out.problems.push({ file, line: rule.location.line, message: `Rule "${rule.name}" has no Examples and no @waived: tag` });
    }
    return;
  }
  const ruleIds = ruleIdsOf(own);
  if (scenarios.length > 0) {
    out.problems.push({ file, line: rule.location.line, message: `Rule "${rule.name}" is waived but has Examples: a waiver stands for no Examples` });
  }
  if (waived.length > 1) {
    out.problems.push({ file, line: rule.location.line, message: `Rule "${rule.name}" carries more than one @waived: reason` });
  }
  if (ruleIds.length === 0) {
    out.problems.push({ file, line: rule.location.line, message: `waived Rule "${rule.name}" names no @rule: id` });
  }
  const reason = waived[0]!.slice(WAIVED_TAG.length);
  if (!(WAIVER_REASONS as readonly string[]).includes(reason)) {
    out.problems.push({ file, line: rule.location.line, message: `unknown waiver reason "${reason}" (use one of: ${WAIVER_REASONS.join(', ')})` });
  }
  out.waivers.push({ file, line: rule.location.line, title: rule.name, reason, ruleIds, edition });
}

function editionOf(tags: string[], file: string, line: number, problems: IndexProblem[]): string | null {
  const editions = unique(tags.filter((t) => t.startsWith(EDITION_TAG)).map((t) => t.slice(EDITION_TAG.length)));
  if (editions.length > 1) problems.push({ file, line, message: `Feature names several editions: ${editions.join(', ')}` });
  if (editions.length === 0) problems.push({ file, line, message: 'Feature has no @edition: tag, so its rule numbers are ambiguous' });
  return editions[0] ?? null;
}

// Numbers and letters alternate below the top level (363.2.c.8.a); whether the rule exists is checked against the edition.
const RULE_ID = /^\d{1,3}(\.(\d{1,3}|[a-z]{1,2}))*$/;

function checkTags(tags: readonly Tag[], file: string, problems: IndexProblem[]): void {
  for (const tag of tags) {
    if (tag.name.startsWith(RULE_TAG) && !RULE_ID.test(tag.name.slice(RULE_TAG.length))) {
      problems.push({ file, line: tag.location.line, message: `malformed rule tag "${tag.name}" (expected e.g. @rule:355.10.d)` });
    }
  }
}

function ruleIdsOf(tags: string[]): string[] {
  return unique(tags.filter((t) => t.startsWith(RULE_TAG)).map((t) => t.slice(RULE_TAG.length).replace(/\.$/, '')));
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function firstLineOf(keywordLine: number, tags: readonly Tag[]): number {
  return Math.min(keywordLine, ...tags.map((t) => t.location.line));
}

/** First source line (1-based) of every block that can end an Example: scenarios, rules, backgrounds. */
function collectBlockStarts(feature: Feature): number[] {
  const starts: number[] = [];
  const visit = (children: ReadonlyArray<{ scenario?: Scenario; background?: { location: { line: number } }; rule?: GherkinRule }>): void => {
    for (const c of children) {
      if (c.scenario) starts.push(firstLineOf(c.scenario.location.line, c.scenario.tags));
      if (c.background) starts.push(c.background.location.line);
      if (c.rule) {
        starts.push(firstLineOf(c.rule.location.line, c.rule.tags));
        visit(c.rule.children);
      }
    }
  };
  visit(feature.children);
  return starts.sort((a, b) => a - b);
}

function sliceBlock(lines: string[], start: number, blockStarts: number[]): string {
  const next = blockStarts.find((l) => l > start) ?? lines.length + 1;
  const block = lines.slice(start - 1, next - 1);
  while (block.length > 0 && /^\s*(#.*)?$/.test(block[block.length - 1]!)) block.pop();
  const indent = Math.min(...block.filter((l) => l.trim() !== '').map((l) => l.match(/^\s*/)![0].length));
  return block.map((l) => l.slice(Math.min(indent, l.match(/^\s*/)![0].length))).join('\n');
}

/** The Examples that witness a rule id (numbered in the index's edition), in file order. */
export function examplesWitnessing(index: FeatureIndex, ruleId: string, edition?: string): IndexedExample[] {
  const id = ruleId.replace(/\.$/, '');
  return index.examples.filter((e) => e.ruleIds.includes(id) && (edition === undefined || e.edition === edition));
}

/** The waiver standing for a rule id, if any. */
export function waiverFor(index: FeatureIndex, ruleId: string, edition?: string): Waiver | undefined {
  const id = ruleId.replace(/\.$/, '');
  return index.waivers.find((w) => w.ruleIds.includes(id) && (edition === undefined || w.edition === edition));
}
