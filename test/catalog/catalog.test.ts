// Every card of the project's catalog must agree with the official gallery (cards.json) and, where
// the card has an erratum, carry the erratum's new text.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG, ERRATA_PUBLISHED, findCard, PRINTED_BEFORE_ERRATA } from '../../reference-engine/catalog/index.ts';
import { cardDefinition } from '../../reference-engine/cards.ts';
import { DIFFERENCES, EDITION_PUBLISHED, EDITIONS } from '../../reference-engine/editions.ts';
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

test('a card an erratum changed is played as printed under editions published before the erratum', () => {
  // Janna's Spiritforged erratum (2026-01-14): "an enemy unit" became "up to one enemy unit"
  const text = (edition: string) => cardDefinition('Janna, Savior', [], edition)?.text ?? '';
  assert.match(text('v1.2'), /then move an enemy unit from here/);
  assert.match(text('v1.3'), /then move up to one enemy unit from here/);
  assert.equal(text('v1.4'), findCard('Janna, Savior')?.text);
  assert.equal(cardDefinition('Janna, Savior', []), cardDefinition('Janna, Savior', [], 'v1.4'));
  // Origins errata (2025-10-28) reach v1.2 (2025-12-01) but not v1.1 (2025-10-01)
  const sona = (edition: string) => cardDefinition('Sona, Harmonious', [], edition)?.text ?? '';
  assert.match(sona('v1.1'), /^While I'm at a battlefield, ready 4 friendly runes/);
  assert.equal(sona('v1.2'), findCard('Sona, Harmonious')?.text);
  // every recorded printed text differs from the errata text it stands before
  for (const p of PRINTED_BEFORE_ERRATA) assert.notEqual(p.printed, findCard(p.code)?.text, p.name);
});

test('each errata difference starts with the first edition published after its erratum', () => {
  for (const d of DIFFERENCES.filter((x) => x.id.endsWith('-errata-texts'))) {
    const set = d.id.replace(/-errata-texts$/, '') as keyof typeof ERRATA_PUBLISHED;
    const first = EDITIONS.find((e) => EDITION_PUBLISHED[e] >= ERRATA_PUBLISHED[set]);
    assert.equal(d.since, first, d.id);
    assert.ok(
      PRINTED_BEFORE_ERRATA.some((p) => p.erratum === set),
      `${d.id}: no card of that erratum is recorded`,
    );
  }
  // and every erratum a recorded card has is such a difference
  for (const set of new Set(PRINTED_BEFORE_ERRATA.map((p) => p.erratum)))
    assert.ok(
      DIFFERENCES.some((d) => d.id === `${set}-errata-texts`),
      set,
    );
});

describe('catalog against the source material', { skip: needsData }, () => {
  const gallery = (JSON.parse(readFileSync(join(dataDir ?? '', 'cards', 'cards.json'), 'utf8')) as { cards: GalleryCard[] }).cards;
  const withPower = (
    JSON.parse(readFileSync(join(dataDir ?? '', 'cards', 'cards-with-power.json'), 'utf8')) as { cards: (GalleryCard & { power: string | null })[] }
  ).cards;
  const errata = loadErrata(join(dataDir ?? '', 'rules', 'errata-and-patch-notes'));

  test('each errata note is dated as it was published', () => {
    const notes = JSON.parse(readFileSync(join(dataDir ?? '', 'faq', 'errata.json'), 'utf8')) as Array<{ id: string; publishedAt: string }>;
    for (const [set, date] of Object.entries(ERRATA_PUBLISHED)) {
      const note = notes.find((n) => n.id.includes(set));
      assert.ok(note, `no errata note of ${set}`);
      assert.equal(note.publishedAt.slice(0, 10), date, set);
    }
  });

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
        // games under editions older than the erratum play the printed text: it must be recorded, as printed
        const before = PRINTED_BEFORE_ERRATA.find((p) => p.code === card.code);
        if (card.text !== printed.text) {
          assert.ok(before, `${card.name}: record its printed text in reference-engine/catalog/printed-texts.ts`);
          assert.equal(before.printed, printed.text);
          assert.equal(before.name, card.name);
        }
      } else {
        assert.equal(card.text, printed.text);
        assert.equal(card.textVersion, 'printed');
      }
    });
  }
});
