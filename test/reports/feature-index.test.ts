import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examplesWitnessing, indexFeatures, indexFeatureText, waiverFor } from '../../reports/src/feature-index.ts';

const FEATURE = `@edition:v1.4
Feature: Playing cards

  Rule: 355 Choices
    @rule:355.10.d
    Example: a card in hand is no target
      Given a game
      Then nothing

  @rule:357
  Rule: 357 Paying
    @rule:357.2
    Example: replaced costs are paid
      Given a game

    Scenario Outline: costs <n>
      Given <n>

      Examples:
        | n |
        | 1 |
        | 2 |

  @waived:definition @rule:350 @rule:351
  Rule: 350 Words
`;

test('examples carry their own and inherited rule tags, the edition, the line and their text', () => {
  const { examples, waivers, problems } = indexFeatureText(FEATURE, 'features/x.feature');
  assert.deepEqual(problems, []);
  assert.deepEqual(
    examples.map((e) => [e.line, e.name, e.ruleIds]),
    [
      [6, 'a card in hand is no target', ['355.10.d']],
      [13, 'replaced costs are paid', ['357', '357.2']],
      [16, 'costs <n>', ['357']],
    ],
  );
  assert.ok(examples.every((e) => e.edition === 'v1.4' && e.file === 'features/x.feature'));
  assert.equal(examples[0]!.ruleBlock?.title, '355 Choices');
  assert.equal(examples[0]!.gherkin, '@rule:355.10.d\nExample: a card in hand is no target\n  Given a game\n  Then nothing');
  assert.ok(!examples[1]!.gherkin.includes('Scenario Outline'), 'an Example stops where the next begins');
  assert.deepEqual(examples[2]!.rowLines, [21, 22]);
  assert.deepEqual(waivers, [{ file: 'features/x.feature', line: 25, title: '350 Words', reason: 'definition', ruleIds: ['350', '351'], edition: 'v1.4' }]);
});

test('mistakes in the suite are problems with file and line, not silent', () => {
  const text = `Feature: no edition
  @waived:too-hard @rule:301
  Rule: 301 Turn
  Rule: 302 Empty
  @waived:heading
  Rule: 303 Heading
    Example: has one
      Given x
  Rule: 304 Tagged badly
    @rule:3x1
    Example: bad tag
      Given y
`;
  const { problems } = indexFeatureText(text, 'f.feature');
  const messages = problems.map((p) => `${p.line}: ${p.message}`);
  assert.ok(
    messages.some((m) => m.startsWith('1: Feature has no @edition:')),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => m.startsWith('3: unknown waiver reason "too-hard"')),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => m.startsWith('4: Rule "302 Empty" has no Examples')),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => m.startsWith('6: Rule "303 Heading" is waived but has Examples')),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => m.startsWith('6: waived Rule "303 Heading" names no @rule:')),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => m.startsWith('10: malformed rule tag')),
    messages.join('\n'),
  );
});

test('a file that is not Gherkin yields a problem at its line, and the rest of the suite still indexes', () => {
  const root = mkdtempSync(join(tmpdir(), 'rc-index-'));
  mkdirSync(join(root, 'features', 'a'), { recursive: true });
  writeFileSync(join(root, 'features', 'a', 'good.feature'), FEATURE);
  writeFileSync(join(root, 'features', 'bad.feature'), 'Feature: x\n  Scenario: y\n    Given z\n  what is this\n');
  const index = indexFeatures({ root });
  assert.deepEqual(index.files, ['features/a/good.feature', 'features/bad.feature']);
  assert.equal(index.problems.length, 1);
  assert.equal(index.problems[0]!.file, 'features/bad.feature');
  assert.equal(index.problems[0]!.line, 4);
  assert.equal(examplesWitnessing(index, '357').length, 2);
  assert.equal(examplesWitnessing(index, '357.', 'v1.3').length, 0);
  assert.equal(waiverFor(index, '351')?.reason, 'definition');
  assert.equal(waiverFor(index, '355.10.d'), undefined);
});
