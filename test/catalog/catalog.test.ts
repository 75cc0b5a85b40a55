// Every card of the project's catalog must agree with the official gallery (cards.json) and, where
// the card has an erratum, carry the erratum's new text.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG, findCard } from '../../reference-engine/catalog/index.ts';
import { dataDir, needsData } from '../support/data.ts';

interface GalleryCard {
  code: string;
  name: string;
  type: string;
  energy: string | null;
  might: string | null;
  domains: string[] | null;
  tags: string[] | null;
  text: string;
}

/** Errata files write symbols as [1], [C] (a domain's rune), [A] (any rune), [E], [M]. */
function inErrataNotation(text: string): string {
  return text
    .replace(/:rb_energy_(\d+):/g, '[$1]')
    .replace(/:rb_rune_rainbow:/g, '[A]')
    .replace(/:rb_rune_[a-z]+:/g, '[C]')
    .replace(/:rb_exhaust:/g, '[E]')
    .replace(/:rb_might:/g, '[M]')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\n+/g, '\n')
    .trim();
}

/** The newest erratum text of each card name, from every errata_*.md. */
function loadErrata(dir: string): Map<string, string> {
  const errata = new Map<string, string>();
  for (const file of readdirSync(dir)
    .filter((f) => /^errata_.*\.md$/.test(f))
    .sort()) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() !== '### [NEW TEXT]') continue;
      const heading = lines
        .slice(0, i)
        .reverse()
        .find((l) => /^### (?!\[|▲)/.test(l));
      if (!heading) continue;
      const body: string[] = [];
      for (let j = i + 1; j < lines.length && !lines[j].startsWith('### '); j++) body.push(lines[j]);
      errata.set(heading.slice(4).trim(), body.join('\n'));
    }
  }
  return errata;
}

test('the catalog has one entry per code and every card is found by code and by name', () => {
  const codes = new Set(CATALOG.map((c) => c.code));
  assert.equal(codes.size, CATALOG.length);
  for (const card of CATALOG) {
    assert.equal(findCard(card.code), card);
    assert.equal(findCard(card.name)?.name, card.name);
  }
  assert.equal(findCard('No Such Card'), undefined);
});

describe('catalog against the source material', { skip: needsData }, () => {
  const gallery = (JSON.parse(readFileSync(join(dataDir ?? '', 'cards', 'cards.json'), 'utf8')) as { cards: GalleryCard[] }).cards;
  const withPower = (
    JSON.parse(readFileSync(join(dataDir ?? '', 'cards', 'cards-with-power.json'), 'utf8')) as { cards: (GalleryCard & { power: string | null })[] }
  ).cards;
  const errata = loadErrata(join(dataDir ?? '', 'rules', 'errata-and-patch-notes'));

  test('the errata reader finds known errata', () => {
    assert.ok(errata.size > 10, `only ${errata.size} errata read`);
    assert.match(errata.get('Clockwork Keeper') ?? '', /additional cost to play me/);
  });

  for (const card of CATALOG) {
    test(`${card.code} ${card.name}`, () => {
      const printed = gallery.find((g) => g.code === card.code);
      assert.ok(printed, `${card.code} is not in cards.json`);
      assert.equal(printed.name, card.name);
      assert.equal(printed.type.toLowerCase(), card.type);
      assert.equal(printed.energy === null ? null : Number(printed.energy), card.energy);
      assert.equal(printed.might === null ? null : Number(printed.might), card.might);
      const domains = (printed.domains ?? []).filter((d) => d !== 'Colorless').map((d) => d.toLowerCase());
      assert.deepEqual(card.domains, domains);
      assert.deepEqual(card.tags, printed.tags ?? []);
      const power = withPower.find((g) => g.code === card.code)?.power ?? null;
      const total = Object.values(card.power).reduce((sum, n) => sum + (n ?? 0), 0);
      if (card.powerKnown) assert.equal(total, Number(power), 'Power cost differs from the source');
      else assert.ok(power === null || power === 'UNKNOWN', 'the source knows this Power cost: record it');
      const erratum = errata.get(card.name);
      if (erratum !== undefined) {
        assert.equal(inErrataNotation(card.text), inErrataNotation(erratum), 'catalog text must be the erratum text');
        assert.notEqual(card.textVersion, 'printed', 'an errata-corrected text must say so');
      } else {
        assert.equal(card.text, printed.text);
        assert.equal(card.textVersion, 'printed');
      }
    });
  }
});
