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
import { readReport, riftcheck } from '../fixtures/fixture-run.ts';

const FILES = ['features/400-game-actions/419-play.feature', 'features/300-playing-the-game/355-making-choices.feature'];
let server: RunningServer;
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

  Example: one
    Given it is Alice's turn, at the start of the draw phase
    And Alice has a Summon in her hand
    When Alice plays her Summon
    And Alice assigns 2 to Bob's Skulker and 1 to Bob's Sergeant
    And Alice puts her Bell and her Lark on the chain in that order
    Then these events happened in order:
      | played | Alice's Summon |
      | drew   | Alice          |
`,
  );
  const [n] = scenarioNeeds([file]);
  assert.deepEqual(n!.testCards, ['Sprite', 'Summon']);
  assert.deepEqual(n!.actions, ['play', 'decide']);
  assert.deepEqual(n!.decisions, ['split-damage', 'order-triggers']);
  assert.deepEqual(n!.events, ['played', 'drew']);
  assert.equal(n!.phase, 'draw');
  assert.equal(n!.edition, 'v1.3');
  assert.equal(n!.line, 9);
  const summary = summarizeNeeds([n!]);
  assert.deepEqual(
    summary.find((s) => s.need === 'cards-from-text'),
    { need: 'cards-from-text', scenarios: 1 },
  );
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
