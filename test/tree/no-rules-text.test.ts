// Feature files name a rule by its number and a short title in our own words; the rule's text is the
// rules document's, shown by the reports from the loaded edition, and is never copied into the suite.
// Card text a scenario needs is the scenario's own, but a test card must not be a rule's example card
// word for word either. The check: no feature line shares a run of 10 words with any edition's rules.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { loadCorpus } from '../../rules/index.ts';
import { dataDir, needsData } from '../support/data.ts';

const RUN = 10;

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9]+/g) ?? []
  );
}

function runsOf(text: string): string[] {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i + RUN <= w.length; i++) out.push(w.slice(i, i + RUN).join(' '));
  return out;
}

function featureFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? featureFiles(path) : entry.endsWith('.feature') ? [path] : [];
  });
}

/** The feature lines that share a run of RUN words with the given rules texts, as "file:line: text". */
export function linesRepeatingRules(rulesTexts: Iterable<string>, files: readonly { path: string; text: string }[]): string[] {
  const runs = new Set<string>();
  for (const t of rulesTexts) for (const r of runsOf(t)) runs.add(r);
  const found: string[] = [];
  for (const { path, text } of files) {
    text.split('\n').forEach((line, i) => {
      if (runsOf(line).some((r) => runs.has(r))) found.push(`${path}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

test('the check finds a line that copies ten words of a rule, and passes one in our own words', () => {
  const rule = 'A player may not pay costs during this step that will deterministically result in illegal choices';
  const files = [
    {
      path: 'x.feature',
      text: 'Rule: 357.3 No payment that is sure to make the play illegal\n  # may not pay costs during this step that will deterministically result\n',
    },
  ];
  assert.deepEqual(linesRepeatingRules([rule], files), ['x.feature:2: # may not pay costs during this step that will deterministically result']);
});

test('a Rule: line that copies nine words after the rule number repeats the rule as well', () => {
  const rule = "152.1 A Gear's Location is the Base or Battlefield it currently occupies.";
  const files = [
    {
      path: 'y.feature',
      text: "  Rule: 152.1 A gear's location is the base or battlefield it is in now\n  Rule: 152.1 Where a gear sits is where it is located\n",
    },
  ];
  assert.deepEqual(linesRepeatingRules([rule], files), ["y.feature:1: Rule: 152.1 A gear's location is the base or battlefield it is in now"]);
});

test('no feature line repeats ten words of any edition of the rules', { skip: needsData }, () => {
  const corpus = loadCorpus({ dataDir });
  // A rule as a Rule: line would read it: its number, then its text (so nine copied words after the number count too).
  const texts = corpus.editions.flatMap((e) => [...e.rules.values()].map((r) => `${r.id} ${r.text}`));
  const files = featureFiles(join(PROJECT_ROOT, 'features')).map((f) => ({ path: relative(PROJECT_ROOT, f), text: readFileSync(f, 'utf8') }));
  assert.deepEqual(linesRepeatingRules(texts, files), []);
});
