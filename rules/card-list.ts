// The card list: cards/cards.json from the data directory, with the published errata applied where
// they change a card's text. Each card says which text version the project uses and why.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nameKey, parseErrataNotes, toGallerySymbols, wording, type ErrataEntry } from './errata.ts';

export interface CardRecord {
  code: string;
  name: string;
  type: string | null;
  set: string;
  domains: string[];
  energy: number | null;
  might: number | null;
  tags: string[];
  /** the text as printed in the gallery. */
  printedText: string;
  /** the text the project uses: the errata's new text where one applies, else the printed text. */
  text: string;
  textVersion: 'printed' | 'errata';
  /** the errata note that gave `text`, or that was looked at and not applied. */
  errata?: { source: string; applied: boolean; note: string };
}

export class CardListError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'CardListError';
  }
}

interface GalleryCard {
  code?: unknown;
  name?: unknown;
  type?: unknown;
  set_id?: unknown;
  domains?: unknown;
  energy?: unknown;
  might?: unknown;
  tags?: unknown;
  text?: unknown;
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Every errata entry in the data directory, oldest notes first (later notes win). */
export function loadErrata(dataDir: string): ErrataEntry[] {
  const entries: ErrataEntry[] = [];
  const notesDir = join(dataDir, 'rules', 'errata-and-patch-notes');
  if (existsSync(notesDir)) {
    const order = ['origins', 'spiritforged', 'unleashed', 'vendetta'];
    const files = readdirSync(notesDir)
      .filter((f) => /^errata_.*\.md$/.test(f))
      .sort((a, b) => order.findIndex((o) => a.includes(o)) - order.findIndex((o) => b.includes(o)));
    for (const f of files) entries.push(...parseErrataNotes(readFileSync(join(notesDir, f), 'utf8'), `rules/errata-and-patch-notes/${f}`));
  }
  const json = join(dataDir, 'faq', 'errata.json');
  if (existsSync(json)) {
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(json, 'utf8'));
    } catch (err) {
      throw new CardListError('faq/errata.json', `not valid JSON: ${(err as Error).message}`);
    }
    // the structured file repeats the markdown notes; it only adds entries the notes lack
    const known = new Set(entries.map((e) => `${nameKey(e.name)}|${e.newText}`));
    for (const item of Array.isArray(doc) ? doc : []) {
      const content = (item as { content?: unknown }).content;
      if (typeof content !== 'string') continue;
      for (const e of parseErrataNotes(content, `faq/errata.json#${String((item as { id?: unknown }).id ?? '')}`)) {
        if (!known.has(`${nameKey(e.name)}|${e.newText}`)) entries.push(e);
      }
    }
  }
  return entries;
}

/**
 * Does the errata's old text match the card's current text? Returns the rune symbols that the
 * notes' [C] letters stand for (in order), or null. [C] matches any rune symbol, because the notes
 * write the card's own rune as [C] even on cards of two domains.
 */
function matchOldText(oldText: string, current: string): string[] | null {
  const pattern = wording(oldText)
    .split('[c]')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(:rb_rune_[a-z]+:)');
  const m = new RegExp(`^${pattern}$`).exec(wording(current));
  return m ? m.slice(1) : null;
}

/** Apply the errata to one card: the old text must match what the card currently says. */
function applyErrata(card: CardRecord, entries: ErrataEntry[]): void {
  for (const e of entries) {
    const oldText = toGallerySymbols(e.oldText, card.domains);
    let newText = toGallerySymbols(e.newText, card.domains);
    if (wording(card.text) === wording(newText)) {
      card.errata = { source: e.source, applied: false, note: 'printed text already reads as the errata' };
      continue;
    }
    const runes = matchOldText(oldText, card.text);
    if (runes) {
      let n = 0;
      newText = newText.replace(/\[C\]/g, () => runes[Math.min(n++, runes.length - 1)] ?? '[C]');
      card.text = newText;
      card.textVersion = 'errata';
      card.errata = { source: e.source, applied: true, note: 'errata text replaces the printed text' };
    } else {
      card.errata ??= { source: e.source, applied: false, note: "printed text differs from the errata's old text; printed text kept" };
    }
  }
}

/** Load cards/cards.json from the data directory and apply the errata. */
export function loadCardList(dataDir: string): CardRecord[] {
  const file = join(dataDir, 'cards', 'cards.json');
  if (!existsSync(file)) throw new CardListError('cards/cards.json', `not found in ${dataDir}`);
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new CardListError('cards/cards.json', `not valid JSON: ${(err as Error).message}`);
  }
  const list = (doc as { cards?: unknown }).cards;
  if (!Array.isArray(list)) throw new CardListError('cards/cards.json', 'has no "cards" array');
  const byName = new Map<string, ErrataEntry[]>();
  for (const e of loadErrata(dataDir)) {
    const k = nameKey(e.name);
    byName.set(k, [...(byName.get(k) ?? []), e]);
  }
  return list.map((raw: GalleryCard, i: number) => {
    if (typeof raw?.name !== 'string' || typeof raw?.code !== 'string') throw new CardListError('cards/cards.json', `card #${i + 1} has no name or code`);
    const printed = typeof raw.text === 'string' ? raw.text : '';
    const card: CardRecord = {
      code: raw.code,
      name: raw.name,
      type: typeof raw.type === 'string' ? raw.type : null,
      set: typeof raw.set_id === 'string' ? raw.set_id : '',
      domains: strings(raw.domains),
      energy: num(raw.energy),
      might: num(raw.might),
      tags: strings(raw.tags),
      printedText: printed,
      text: printed,
      textVersion: 'printed',
    };
    const errata = byName.get(nameKey(card.name));
    if (errata) applyErrata(card, errata);
    return card;
  });
}
