// scripts/mutation/support-effect.ts: a mutant is found by its line's text and its code, and its effect on the
// engine's support answers is told apart: claiming a text the reference refuses (widening), refusing one it
// carries out (observable), or nothing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { byLineText, quotedTexts, supportEffect, type CorpusCard, type Trial } from '../../scripts/mutation/support-effect.ts';

test('a mutant is found by the text of its line and its code, whatever the spacing; its replacement goes in as one expression', () => {
  const source = 'const a = 1;\nif (x &&  y || z) go();\nif (x && y) stop();\n';
  const [found, ...more] = byLineText(source, 'if (x && y || z) go();', 'x &&\ty', 'LogicalOperator', 'x || y');
  assert.equal(more.length, 0);
  assert.equal(found.line, 2);
  assert.equal(found.source, 'const a = 1;\nif ((x || y) || z) go();\nif (x && y) stop();\n');
  assert.deepEqual(byLineText(source, 'if (w && y || z) go();', 'x && y', 'LogicalOperator', 'x || y'), [], 'a line no longer there: not found');
  assert.equal(byLineText('{ f(); }\n', '{ f(); }', '{ f(); }', 'BlockStatement', '{}')[0].source, '{}\n', 'a block is not parenthesised');
});

const SUPPORT = 'reference-engine/playing-cards/support.ts';
const COMPILED = 'reference-engine/effects/compiled.ts';

function mutant(file: string, from: string, to: string): Trial {
  const source = readFileSync(join(PROJECT_ROOT, file), 'utf8');
  assert.equal(source.split(from).length, 2, `${from} is in ${file} once`);
  return { label: `${file}: ${to}`, file, variants: [{ line: 0, source: source.replace(from, to) }] };
}

test('the support answers a mutant changes: widening, observable, or none', async () => {
  const corpus: CorpusCard[] = [
    { where: 'carried out', card: { id: 'test:Spark', name: 'Spark', type: 'spell', text: 'Deal 1 to a unit.' } },
    { where: 'refused', card: { id: 'test:Veil', name: 'Veil', type: 'unit', text: "Your opponents' [Hidden] cards can't be revealed here." } },
  ];
  const trials = [
    mutant(
      SUPPORT,
      'return [...new Set([...abilities.flatMap(partsOf), ...unreadPaidCostText(abilities), ...keywordsAfterAnother(abilities)])];',
      'return [];',
    ),
    mutant(
      COMPILED,
      'export function abilitiesOf(own: CardDefinition): Ability[] {',
      'export function abilitiesOf(own: CardDefinition): Ability[] {\n  throw new Error("no");',
    ),
    mutant(
      SUPPORT,
      'return [...new Set([...abilities.flatMap(partsOf), ...unreadPaidCostText(abilities), ...keywordsAfterAnother(abilities)])];',
      'return [...new Set([...abilities.flatMap(partsOf), ...unreadPaidCostText(abilities), ...keywordsAfterAnother(abilities)])]; // the same',
    ),
  ];
  const { refusedByReference, results } = await supportEffect(trials, corpus, 1);
  assert.equal(refusedByReference, 1);
  assert.deepEqual(
    results.map((r) => r.verdict),
    ['widening', 'observable', 'no change'],
  );
  assert.deepEqual(
    results[0].widened.map((w) => w.where),
    ['refused'],
  );
  assert.deepEqual(
    results[1].refused.map((w) => [w.where, w.answer]),
    [['carried out', 'throws: no']],
  );
});

test('the texts a reason quotes are tried too, as each type of card: a widening shown on a quoted text alone', async () => {
  assert.deepEqual(quotedTexts(`claims texts such as "Ready a unit at a battlefield" or 'Kill a gear you control', not "x"`), [
    'Ready a unit at a battlefield.',
    'Kill a gear you control.',
  ]);
  assert.deepEqual(quotedTexts(`a "first time" read as "each turn", so it would claim "The first time a player plays a unit here each game, they draw 1."`), [
    'first time.',
    'The first time a player plays a unit here each game, they draw 1.',
  ]);
  const corpus: CorpusCard[] = [{ where: 'carried out', card: { id: 'test:Spark', name: 'Spark', type: 'spell', text: 'Deal 1 to a unit.' } }];
  const widening = {
    ...mutant(
      SUPPORT,
      'return [...new Set([...abilities.flatMap(partsOf), ...unreadPaidCostText(abilities), ...keywordsAfterAnother(abilities)])];',
      'return [];',
    ),
    quoted: ["Your opponents' [Hidden] cards can't be revealed here."],
  };
  const { results } = await supportEffect([widening], corpus, 1);
  assert.equal(results[0].verdict, 'widening');
  assert.ok(
    results[0].widened.some((w) => w.where === `quoted unit "Your opponents' [Hidden] cards can't be revealed here."`),
    JSON.stringify(results[0].widened),
  );
});
