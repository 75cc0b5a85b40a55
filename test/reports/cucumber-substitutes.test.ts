// What `riftcheck run` puts in place of two of cucumber's modules before cucumber loads, compared with
// cucumber's own, given the same counting id generator:
// - parsed feature files kept between runs (reports/src/feature-parse-cache.mjs): the same messages and
//   filterable pickles, whether the substitute parses or reads a kept entry; an edited file is parsed
//   again, never answered from its older entry; a file that does not parse is never kept;
// - the test cases assembled matching each distinct step text once (reports/src/test-case-assembly.mjs):
//   the same test cases and messages.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type * as CucumberExpressions from '@cucumber/cucumber-expressions';
import { IdGenerator, type Envelope } from '@cucumber/messages';
import { cachedPicklesAndErrors, cucumberGherkinLocation } from '../../reports/src/feature-parse-cache.mjs';
import { assembleTestCases, testCaseAssemblyLocation } from '../../reports/src/test-case-assembly.mjs';

interface Filterable {
  gherkinDocument: { uri: string };
  location: unknown;
  pickle: { id: string };
}
type GetPicklesAndErrors = (options: {
  newId: () => string;
  cwd: string;
  sourcePaths: string[];
  coordinates: { defaultDialect?: string };
  onEnvelope: (e: Envelope) => void;
}) => Promise<{ filterablePickles: Filterable[]; parseErrors: unknown[] }>;

const location = cucumberGherkinLocation();
const requireFromCucumber = createRequire(location.module);

test('cucumber still parses features in the module the substitute takes the place of', () => {
  assert.ok(existsSync(location.module), `${location.module} is gone: reports/src/feature-parse-cache.mjs replaces nothing`);
  const original = requireFromCucumber(location.module) as { getPicklesAndErrors?: unknown };
  assert.equal(typeof original.getPicklesAndErrors, 'function');
});

const work = mkdtempSync(join(tmpdir(), 'feature-parse-cache-'));
after(() => rmSync(work, { recursive: true, force: true }));
const features = join(work, 'features');
const cacheDir = join(work, 'cache');
mkdirSync(features);

const RICH = `@area
Feature: kept and read back
  Background:
    Given a board

  Rule: one
    Background:
      Given a rule board

    @one
    Scenario: plain
      When it plays:
        | card | cost |
        | A    | 1    |
      Then it reads
        """
        text
        """

    Scenario Outline: rows <n>
      Given <n> cards
      Examples: first
        | n |
        | 1 |
        | 2 |
      @tagged
      Examples: second
        | n |
        | 3 |

  Scenario: outside any rule
    Then nothing
`;
writeFileSync(join(features, 'rich.feature'), RICH);
writeFileSync(join(features, 'small.feature'), 'Feature: small\n  Scenario: one\n    Given a step\n');

/** Ids that count, as IdGenerator.incrementing's do, but that no ordinal looks like. */
function countingIds(): () => string {
  const next = IdGenerator.incrementing();
  return () => `id-${next()}`;
}

async function outcome(getPicklesAndErrors: GetPicklesAndErrors, paths: string[]) {
  const envelopes: Envelope[] = [];
  const { filterablePickles, parseErrors } = await getPicklesAndErrors({
    newId: countingIds(),
    cwd: work,
    sourcePaths: paths,
    coordinates: {},
    onEnvelope: (e) => envelopes.push(e),
  });
  return {
    // As a run writes them (messages.ndjson) and its parallel workers receive them: as JSON.
    messages: envelopes.map((e) => JSON.stringify(e)),
    pickles: filterablePickles.map((p) => ({ uri: p.gherkinDocument.uri, location: p.location, pickle: JSON.stringify(p.pickle) })),
    parseErrors: JSON.stringify(parseErrors),
    documentsShared: filterablePickles.every((p) => envelopes.some((e) => e.gherkinDocument === p.gherkinDocument)),
  };
}

const original = (requireFromCucumber(location.module) as { getPicklesAndErrors: GetPicklesAndErrors }).getPicklesAndErrors;
const cached = cachedPicklesAndErrors({
  gherkin: requireFromCucumber(location.gherkin),
  gherkinVersion: location.gherkinVersion,
  cacheDir,
}) as GetPicklesAndErrors;
const paths = () => ['rich.feature', 'small.feature'].map((f) => join(features, f));
const entries = () => (existsSync(cacheDir) ? readdirSync(cacheDir).sort() : []);

test('parsed or read back, the substitute hands on what cucumber does', async () => {
  const expected = await outcome(original, paths());
  assert.equal(expected.pickles.length, 6);
  const parsed = await outcome(cached, paths());
  assert.equal(entries().length, 2, 'each file that parsed is kept');
  const readBack = await outcome(cached, paths());
  for (const got of [parsed, readBack]) {
    assert.deepEqual(got.messages, expected.messages);
    assert.deepEqual(got.pickles, expected.pickles);
    assert.equal(got.parseErrors, '[]');
    assert.ok(got.documentsShared, 'a filterable pickle carries the document handed on, not a copy');
  }
});

test('an edited file is parsed again and its older entry goes; a file that does not parse is not kept', async () => {
  await outcome(cached, paths());
  const before = entries();
  writeFileSync(join(features, 'small.feature'), 'Feature: small\n  Scenario: one, edited\n    Given another step\n');
  const expected = await outcome(original, paths());
  const got = await outcome(cached, paths());
  assert.deepEqual(got.messages, expected.messages);
  assert.match(got.pickles[got.pickles.length - 1]!.pickle, /another step/);
  const now = entries();
  assert.equal(now.length, 2);
  assert.equal(now.filter((e) => before.includes(e)).length, 1, 'the edited file has a new entry in place of its old one');

  writeFileSync(join(features, 'broken.feature'), 'Feature: broken\n  Scenario: one\n    Given a step\n  Nonsense here\n');
  const withBroken = [...paths(), join(features, 'broken.feature')];
  const expectedBroken = await outcome(original, withBroken);
  assert.notEqual(expectedBroken.parseErrors, '[]');
  for (let i = 0; i < 2; i++) {
    const gotBroken = await outcome(cached, withBroken);
    assert.deepEqual(gotBroken.messages, expectedBroken.messages);
    assert.equal(gotBroken.parseErrors, expectedBroken.parseErrors);
  }
  assert.ok(!entries().some((e) => e.startsWith('features_broken.feature')), 'a file that does not parse is never kept');
});

test('test cases assembled matching each step text once are those cucumber assembles', async () => {
  const assembly = testCaseAssemblyLocation();
  assert.ok(existsSync(assembly), `${assembly} is gone: reports/src/test-case-assembly.mjs replaces nothing`);
  const { assembleTestCases: cucumbers } = requireFromCucumber(assembly) as { assembleTestCases: typeof assembleTestCases };
  writeFileSync(join(features, 'small.feature'), 'Feature: small\n  @one\n  Scenario: one\n    Given a board\n    Given 2 cards\n    Then nothing\n');
  const sourcedPickles = (
    await original({ newId: countingIds(), cwd: work, sourcePaths: paths(), coordinates: {}, onEnvelope: () => undefined })
  ).filterablePickles.map(({ gherkinDocument, pickle }) => ({ gherkinDocument, pickle }));
  assert.equal(sourcedPickles.length, 6);

  const expressions = requireFromCucumber('@cucumber/cucumber-expressions') as typeof CucumberExpressions;
  const { default: StepDefinition } = requireFromCucumber('../models/step_definition.js') as { default: new (data: object) => unknown };
  const { default: HookDefinition } = requireFromCucumber('../models/test_case_hook_definition.js') as { default: new (data: object) => unknown };
  const registry = new expressions.ParameterTypeRegistry();
  const step = (id: string, expression: unknown) =>
    new StepDefinition({ id, code: () => undefined, line: 1, options: {}, uri: 'x.ts', pattern: '', expression });
  const hook = (id: string, tags?: string) => new HookDefinition({ id, code: () => undefined, line: 1, options: { tags }, uri: 'x.ts' });
  const library = {
    stepDefinitions: [
      step('cards', new expressions.CucumberExpression('{int} cards', registry)),
      step('board', new expressions.RegularExpression(/^an? (rule )?board$/, registry)),
      step('any', new expressions.RegularExpression(/^(.+)$/, registry)),
      step('never', new expressions.RegularExpression(/^no step says this$/, registry)),
    ],
    beforeTestCaseHookDefinitions: [hook('before-all'), hook('before-one', '@one')],
    afterTestCaseHookDefinitions: [hook('after-all'), hook('after-tagged', '@tagged'), hook('after-last')],
  };
  const assembled = async (assemble: typeof assembleTestCases) => {
    const messages: string[] = [];
    const broadcaster = { emit: (_: string, envelope: unknown) => messages.push(JSON.stringify(envelope)) };
    const testCases = await assemble('run', broadcaster, countingIds(), sourcedPickles, library);
    return { messages, testCases: JSON.stringify(testCases.map((t: { testCase: unknown }) => t.testCase)) };
  };
  const expected = await assembled(cucumbers);
  assert.match(expected.messages.join('\n'), /"stepDefinitionIds":\["board","any"\]/, 'a step several definitions match');
  assert.match(expected.messages.join('\n'), /"hookId":"after-tagged"/);
  assert.deepEqual(await assembled(assembleTestCases), expected);
});
