// riftcheck needs: each scenario's needs from its steps alone. Its "cards-from-text" must be exactly
// what a run finds out: against the reference server without that feature, a scenario is unsupported
// for it if and only if its needs list a test card.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReferenceApp } from '../../api/reference.ts';
import { listen, type RunningServer } from '../../api/server.ts';
import { scenarioNeeds, summarizeNeeds } from '../../cli/scenario-needs.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { needsCompiler, STOCK_CARDS, stockCardFor } from '../../protocol/stock-cards.ts';
import { readdirSync, statSync } from 'node:fs';
import { readReport, riftcheck } from '../fixtures/fixture-run.ts';

const FILES = ['features/400-game-actions/419-play.feature', 'features/300-playing-the-game/355-making-choices.feature'];
let server: RunningServer;
const featureFilesUnder = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((e) => (statSync(join(dir, e)).isDirectory() ? featureFilesUnder(join(dir, e)) : e.endsWith('.feature') ? [join(dir, e)] : []));
before(async () => {
  server = await listen(createReferenceApp({ withoutCorpus: true, without: ['cards-from-text'] }));
});
after(() => server.close());

test('cards-from-text is needed exactly by the scenarios a run without it reports unsupported for it', async () => {
  const out = mkdtempSync(join(tmpdir(), 'rc-needs-'));
  await riftcheck(['run', '--engine', server.url, '--engine-name', 'no-text', '--out', out, ...FILES]);
  const report = readReport(realpathSync(join(out, 'no-text', 'latest')));
  const needs = scenarioNeeds(FILES.map((f) => join(PROJECT_ROOT, f)));
  assert.equal(needs.length, report.scenarios.length);
  const needy = needs.filter((n) => n.testCards.length > 0);
  assert.ok(needy.length > 0 && needy.length < needs.length, 'some of each');
  for (const n of needs) {
    const result = report.scenarios.find((s) => s.file === n.file && s.line === n.line);
    assert.ok(result, `${n.file}:${n.line} ran`);
    assert.equal(result.status === 'unsupported', n.testCards.length > 0, `${n.name}: ${result.status}, test cards ${n.testCards.join(', ') || 'none'}`);
  }
});

test("actions, decisions, asserted events, phase and edition from the steps; a card named only in a used card's text is used too", () => {
  const dir = mkdtempSync(join(tmpdir(), 'rc-needs-feature-'));
  const file = join(dir, 'x.feature');
  writeFileSync(
    file,
    `@edition:v1.3
Feature: x

  Background:
    Given a test unit "Sprite" costing 1 with 1 Might
    And a test spell "Summon" costing 1 and text "Play a Sprite."
    And a test spell "Unused" costing 1
    And a test spell "Insight" costing 2 and text "Draw 2."
    And a test spell "Lesson" costing 2 and text "Draw 2.\\nDraw 1."

  Example: one
    Given it is Alice's turn, at the start of the draw phase
    And Alice has a Summon in her hand
    And Alice has an Insight in her hand
    When Alice plays her Summon
    And Alice assigns 2 to Bob's Skulker and 1 to Bob's Sergeant
    And Alice puts her Bell and her Lark on the chain in that order
    Then these events happened in order:
      | played | Alice's Summon |
      | drew   | Alice          |
`,
  );
  const [n] = scenarioNeeds([file]);
  // The Sprite has no text and the Insight is a stock card: neither needs a compiler; the unused Lesson is not sent.
  assert.deepEqual(n!.testCards, ['Summon']);
  assert.deepEqual(n!.stockCards, ['riftcheck:draw-2']);
  assert.deepEqual(n!.actions, ['play', 'decide']);
  assert.deepEqual(n!.decisions, ['split-damage', 'order-triggers']);
  assert.deepEqual(n!.events, ['played', 'drew']);
  assert.equal(n!.phase, 'draw');
  assert.equal(n!.edition, 'v1.3');
  assert.equal(n!.line, 11);
  const summary = summarizeNeeds([n!]);
  assert.deepEqual(
    summary.find((s) => s.need === 'cards-from-text'),
    { need: 'cards-from-text', scenarios: 1 },
  );
  assert.deepEqual(
    summary.find((s) => s.need.startsWith('stock card')),
    { need: 'stock card riftcheck:draw-2', scenarios: 1 },
  );
});

test('an engine without a card-text compiler but with the stock cards can run at least 60% of the suite', () => {
  // The run above shows needs and results agree scenario by scenario; here the share over the whole suite.
  const all = scenarioNeeds(featureFilesUnder(join(PROJECT_ROOT, 'features')));
  const runnable = all.filter((n) => n.testCards.length === 0).length;
  assert.ok(all.length > 800, `${all.length} scenarios`);
  assert.ok(runnable / all.length >= 0.6, `${runnable} of ${all.length} scenarios need no card-text compiler`);
});

test('stock cards: unique codes, one per type and text, and every one used by some scenario', () => {
  assert.equal(new Set(STOCK_CARDS.map((c) => c.code)).size, STOCK_CARDS.length);
  assert.equal(new Set(STOCK_CARDS.map((c) => `${c.type}|${c.text}`)).size, STOCK_CARDS.length);
  const used = new Set(scenarioNeeds(featureFilesUnder(join(PROJECT_ROOT, 'features'))).flatMap((n) => n.stockCards));
  assert.deepEqual(
    STOCK_CARDS.filter((c) => !used.has(c.code)).map((c) => c.code),
    [],
  );
  assert.equal(stockCardFor('spell', 'Draw 2.')?.code, 'riftcheck:draw-2');
  assert.equal(stockCardFor('unit', 'Draw 2.'), undefined);
  assert.equal(needsCompiler({ type: 'spell', text: 'Draw 2.', stock: 'riftcheck:draw-2' }), false);
  assert.equal(needsCompiler({ type: 'spell', text: 'Draw 3.', stock: 'riftcheck:draw-2' }), true, 'a code with another text names no stock card');
  assert.equal(needsCompiler({ type: 'unit', text: '' }), false);
  assert.equal(needsCompiler({ type: 'spell', text: 'Draw 2.' }), true, 'without the code the engine is not told');
});

test('riftcheck needs --json over the suite: every scenario, and the summary counts', async () => {
  const { code, stdout } = await riftcheck(['needs', '--json', 'features/400-game-actions/420-move.feature']);
  assert.equal(code, 0);
  const body = JSON.parse(stdout) as { scenarios: Array<{ actions: string[] }>; summary: Array<{ need: string; scenarios: number }> };
  assert.ok(body.scenarios.length > 0);
  assert.equal(body.summary.find((s) => s.need === 'action move')?.scenarios, body.scenarios.filter((s) => s.actions.includes('move')).length);
  const bad = await riftcheck(['needs', 'features/no-such.feature']);
  assert.equal(bad.code, 2);
});
