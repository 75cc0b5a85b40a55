// What each scenario needs of an engine, computed from its steps before anything runs: the
// text-defined test cards it uses (so `cards-from-text`), the actions it takes, the decisions it
// answers or looks at, the event kinds it asserts, the phase its setup starts in, its mode and its
// edition. An engine author reads this to know what to build first; the run reports the same needs
// as *unsupported* reasons when an engine lacks them.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type Pickle } from '@cucumber/messages';
import { PROJECT_ROOT } from '../rules/data-dir.ts';
import { editionInForce, SUITE_EDITION } from '../steps/support/edition.ts';
import { needsCompiler, stockCardFor } from '../protocol/stock-cards.ts';
import type { CardType } from '../protocol/index.ts';

export interface ScenarioNeeds {
  file: string;
  line: number;
  name: string;
  /** The test cards the scenario uses whose text is no stock card's: an engine needs `cards-from-text` for them. */
  testCards: string[];
  /** The stock cards (protocol/stock-cards.ts) its test cards are: an engine without a compiler implements them by code. */
  stockCards: string[];
  /** Capability features besides cards-from-text the scenario needs (setup-from-decks, views-as-player). */
  features: string[];
  actions: string[];
  decisions: string[];
  events: string[];
  phase: string;
  mode: string;
  edition: string;
}

/** When steps and the action each sends (steps/action-steps.ts and its neighbours), in the order they are tried. */
const ACTIONS: Array<[RegExp, string]> = [
  [/^From hiding, \w+ plays /, 'play'],
  [/^\w+ passes$/, 'pass'],
  [/^\w+ concedes$/, 'concede'],
  [/^\w+ invites \w+ to play$/, 'invite'],
  [/^\w+ ends (?:her|his|their) turn$/, 'end-turn'],
  [/^\w+ moves .+ to /, 'move'],
  [/^\w+ hides .+ at /, 'hide'],
  [/^\w+ activates /, 'activate'],
  [/^\w+ plays /, 'play'],
  [
    /^\w+ (?:chooses|assigns|names|declines to choose|pays the optional cost|declines the optional cost|applies the discounts of|puts .+ on the chain in that order)\b/,
    'decide',
  ],
];

/** Steps that answer or look at a decision, and its kind (openapi.yaml DecisionKind; "choose-*" when the step does not say which). */
const DECISIONS: Array<[RegExp, string]> = [
  [/^\w+ assigns /, 'split-damage'],
  [/^\w+ names the tag /, 'name-tag'],
  [/^\w+ is asked to name a tag$/, 'name-tag'],
  [/^\w+ names /, 'name-card'],
  [/^\w+ is asked to name a /, 'name-card'],
  [/^\w+ puts .+ on the chain in that order$/, 'order-triggers'],
  [/^\w+ is asked to order (?:her|his|their) triggered abilities$/, 'order-triggers'],
  [/^\w+ (?:pays|declines) the optional cost$/, 'optional-cost'],
  [/^\w+ is asked to decide an optional cost/, 'optional-cost'],
  [/^\w+ applies the discounts of /, 'order-cost-modifiers'],
  [/^\w+ is asked to order the discounts/, 'order-cost-modifiers'],
  [/^\w+ (?:chooses|declines to choose) /, 'choose-*'],
  [/^\w+ is asked to choose /, 'choose-*'],
];

const TEST_CARD = /^a test (unit|spell|gear|legend|rune|battlefield) "(.+?)"(.*)$/;
const TEXT = /(?:and|with) text "(.*)"$/;
/** Steps that give the players decks instead of a position (steps/deck-game-steps.ts). */
const DECKS = /^each player brings a \d+-card deck$/;
const VIEWS_AS_PLAYER = /^(?:a spectator|\w+) (?:sees|does not see) the (?:faces? of|cards among the options of) /;
const PHASE = /^it is \w+'s turn, at the start of (?:the|her|his|their) (\w+) phase$/;
const MODE = /^the mode of play is (1v1|FFA3|FFA4|2v2)$/;

export function needsOf(pickle: Pickle, file: string, line: number, edition: string | null): ScenarioNeeds {
  const texts = pickle.steps.map((s) => s.text);
  // Test cards by name, with their text; a card counts as used when another step names it, or a used card's text does.
  const defined = new Map<string, { type: CardType; text: string; stock?: string }>();
  for (const t of texts) {
    const m = TEST_CARD.exec(t);
    if (!m) continue;
    const card = { type: m[1] as CardType, text: (TEXT.exec(m[3]!)?.[1] ?? '').replace(/\\n/g, '\n') };
    defined.set(m[2]!, { ...card, stock: stockCardFor(card.type, card.text)?.code });
  }
  const mentions = (text: string, name: string) => new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`).test(text);
  const used = new Set([...defined.keys()].filter((name) => texts.some((t) => !TEST_CARD.test(t) && mentions(t, name))));
  for (let grew = true; grew;) {
    grew = false;
    for (const [name] of defined) {
      if (!used.has(name) && [...used].some((u) => mentions(defined.get(u)!.text, name))) {
        used.add(name);
        grew = true;
      }
    }
  }
  const pick = (table: Array<[RegExp, string]>) => [...new Set(texts.flatMap((t) => table.find(([re]) => re.test(t))?.[1] ?? []))];
  const events = new Set<string>();
  for (const step of pickle.steps) {
    if (/^these events happened in order:$/.test(step.text)) for (const row of step.argument?.dataTable?.rows ?? []) events.add(row.cells[0]!.value);
    if (/^.+ was attached to .+$/.test(step.text)) events.add('attached');
  }
  return {
    file,
    line,
    name: pickle.name,
    testCards: [...used].filter((name) => needsCompiler(defined.get(name)!)).sort(),
    stockCards: [...new Set([...used].flatMap((name) => defined.get(name)!.stock ?? []))].sort(),
    features: [...(texts.some((t) => DECKS.test(t)) ? ['setup-from-decks'] : []), ...(texts.some((t) => VIEWS_AS_PLAYER.test(t)) ? ['views-as-player'] : [])],
    actions: pick(ACTIONS),
    decisions: pick(DECISIONS),
    events: [...events],
    phase: texts.map((t) => PHASE.exec(t)?.[1]).find((p) => p !== undefined) ?? 'main',
    mode: texts.map((t) => MODE.exec(t)?.[1]?.toLowerCase()).find((m) => m !== undefined) ?? '1v1',
    edition: editionOf(pickle, edition),
  };
}

/** The needs of every scenario in the given feature files, in file order. */
export function scenarioNeeds(files: readonly string[]): ScenarioNeeds[] {
  const out: ScenarioNeeds[] = [];
  const newId = IdGenerator.incrementing();
  for (const path of files) {
    const source = readFileSync(path, 'utf8');
    const doc = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(source);
    const uri = relative(PROJECT_ROOT, path);
    const edition = doc.feature?.tags.map((t) => /^@edition:(\S+)$/.exec(t.name)?.[1]).find((e) => e !== undefined) ?? null;
    const lines = new Map<string, number>();
    const walk = (children: ReadonlyArray<{ scenario?: { id: string; location: { line: number } }; rule?: { children: readonly object[] } }>) => {
      for (const c of children) {
        if (c.scenario) lines.set(c.scenario.id, c.scenario.location.line);
        if (c.rule) walk(c.rule.children as never);
      }
    };
    walk((doc.feature?.children ?? []) as never);
    for (const pickle of compile(doc, uri, newId)) out.push(needsOf(pickle, uri, lines.get(pickle.astNodeIds[0]!) ?? 0, edition));
  }
  return out;
}

/** What an engine must offer to run each share of the suite: a line per need, most needed first. */
export function summarizeNeeds(all: readonly ScenarioNeeds[]): Array<{ need: string; scenarios: number }> {
  const counts = new Map<string, number>();
  const add = (need: string) => counts.set(need, (counts.get(need) ?? 0) + 1);
  for (const s of all) {
    const needs = new Set<string>();
    if (s.testCards.length) needs.add('cards-from-text');
    for (const code of s.stockCards) needs.add(`stock card ${code}`);
    for (const f of s.features) needs.add(f);
    for (const a of s.actions) needs.add(`action ${a}`);
    for (const d of s.decisions) needs.add(`decision ${d}`);
    for (const e of s.events) needs.add(`event ${e}`);
    needs.add(`phase ${s.phase}`);
    needs.add(`mode ${s.mode}`);
    needs.add(`edition ${s.edition}`);
    for (const n of needs) add(n);
  }
  return [...counts].map(([need, scenarios]) => ({ need, scenarios })).sort((a, b) => b.scenarios - a.scenarios || a.need.localeCompare(b.need));
}

/** The edition the scenario's setup carries: its feature's, or the one its @editions tag names (steps/support/edition.ts). */
function editionOf(pickle: Pickle, feature: string | null): string {
  const tags = pickle.tags.map((t) => t.name);
  if (feature && !tags.includes(`@edition:${feature}`)) tags.push(`@edition:${feature}`);
  const inForce = editionInForce(tags);
  return 'edition' in inForce ? inForce.edition : (feature ?? SUITE_EDITION);
}
