// Without the rules text, chapters are titled from the suite itself: a Rule: block for the chapter's
// own number, else the title of the feature holding its Examples.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { featureTitles, ruleBlockTitles } from '../../reports/src/conformance-run.ts';
import { topLevelOf } from '../../reports/src/coverage.ts';
import { indexFeatures, indexFeatureText } from '../../reports/src/feature-index.ts';

test('a feature title, less its rule range, titles the chapters its Examples witness', () => {
  const index = indexFeatureText(
    [
      '@edition:v1.4',
      'Feature: The turn (rules 301–306)',
      '  Rule: 302.1 Turns go round',
      '    @rule:302.1',
      '    Example: round',
      "      Given it is Alice's main phase",
    ].join('\n'),
    'features/x.feature',
  );
  assert.deepEqual([...featureTitles({ root: '.', files: [], ...index })], [['302', 'The turn']]);
});

test('a chapter is titled by the feature whose range holds it, before one whose Examples merely witness it', () => {
  const text = (feature: string, id: string) =>
    ['@edition:v1.4', `Feature: ${feature}`, `  @rule:${id}`, '  Example: e', "    Given it is Alice's main phase"].join('\n');
  const a = indexFeatureText(text('Showdowns (rules 341–348)', '326.1'), 'features/a.feature');
  const b = indexFeatureText(text('The Chain (rules 325–340)', '327.2'), 'features/b.feature');
  const titles = featureTitles({ root: '.', files: [], examples: [...a.examples, ...b.examples], waivers: [], problems: [] });
  assert.equal(titles.get('326'), 'The Chain');
});

test('every chapter the suite witnesses has a title without the rules text', () => {
  const index = indexFeatures({});
  const rules = ruleBlockTitles(index);
  const features = featureTitles(index);
  const chapters = new Set(index.examples.flatMap((e) => e.ruleIds.map((id) => String(topLevelOf(id)))));
  assert.ok(chapters.size > 50, `${chapters.size} chapters`);
  const untitled = [...chapters].filter((c) => !(rules.get(c) ?? features.get(c)));
  assert.deepEqual(untitled, []);
});
