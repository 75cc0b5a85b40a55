// Deck lists as players share them, read into one shape for the deck check (rules/deck-check.ts).
// Two formats:
// - the text export deck builders produce: section headers ("Legend:", "Champion:", "MainDeck:",
//   "Battlefields:", "Runes:", "Sideboard:", spelled a few ways) each followed by lines "3 Card Name"
//   ("3x Card Name" and a trailing "(OGN-030/298)" are read too);
// - a structured document (JSON or YAML): { legend, champion, main, runes, battlefields, sideboard },
//   the lists as "3 Card Name" strings or { card, count } objects.
// Cards are named by name or official code. The chosen champion is listed apart and counts in the
// main deck (v1.4 103.2).
import { parse as parseYaml } from 'yaml';

export interface DeckEntry {
  /** The card's name or official code, as the list gives it. */
  card: string;
  count: number;
  /** 1-based line of the text export it came from. */
  line?: number;
}

export interface DeckList {
  legend: DeckEntry[];
  champion: DeckEntry[];
  main: DeckEntry[];
  runes: DeckEntry[];
  battlefields: DeckEntry[];
  sideboard: DeckEntry[];
}

export type DeckSection = keyof DeckList;

export class DeckListError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'DeckListError';
  }
}

const SECTION_NAMES: Record<string, DeckSection> = {
  legend: 'legend',
  'champion legend': 'legend',
  champion: 'champion',
  'chosen champion': 'champion',
  main: 'main',
  maindeck: 'main',
  'main deck': 'main',
  deck: 'main',
  runes: 'runes',
  rune: 'runes',
  'rune deck': 'runes',
  runedeck: 'runes',
  battlefields: 'battlefields',
  battlefield: 'battlefields',
  sideboard: 'sideboard',
  side: 'sideboard',
};

const emptyList = (): DeckList => ({ legend: [], champion: [], main: [], runes: [], battlefields: [], sideboard: [] });

/** "3 Card Name", "3x Card Name", "Card Name" (one copy), with an optional trailing "(CODE)". */
function entryOf(text: string, line?: number): DeckEntry {
  const m = /^(?:(\d+)\s*[x×]?\s+)?(.+?)$/i.exec(text.trim());
  if (!m || !m[2]) throw new DeckListError(`cannot read "${text}" as "<count> <card>"`, line);
  const count = m[1] === undefined ? 1 : Number(m[1]);
  if (!Number.isSafeInteger(count) || count < 1) throw new DeckListError(`the count of "${text}" must be a positive whole number`, line);
  const named = /^(.*?)\s*\(([A-Z]{2,4}-\d{3}[a-z*]?(?:\/\d{3})?)\)$/.exec(m[2]);
  return { card: named ? named[2]! : m[2], count, ...(line === undefined ? {} : { line }) };
}

/** Reads the text export: a section header, then its cards, one per line. */
export function parseDeckText(text: string): DeckList {
  const list = emptyList();
  let section: DeckSection | null = null;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.replace(/\s*(?:\/\/|#).*$/, '').trim();
    if (!trimmed) return;
    const header = /^([A-Za-z ]+?)\s*:\s*(.*)$/.exec(trimmed);
    const named = header ? SECTION_NAMES[header[1]!.toLowerCase()] : undefined;
    if (header && named) {
      section = named;
      if (header[2]) list[section].push(entryOf(header[2], line));
      return;
    }
    if (!section)
      throw new DeckListError(`"${trimmed}" comes before any section header (Legend:, Champion:, MainDeck:, Battlefields:, Runes:, Sideboard:)`, line);
    list[section].push(entryOf(trimmed, line));
  });
  return list;
}

/** Reads the structured document (already parsed from JSON or YAML). */
export function deckListFromDocument(doc: unknown): DeckList {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    throw new DeckListError('a deck document is an object with legend, champion, main, runes and battlefields');
  const list = emptyList();
  for (const [key, value] of Object.entries(doc)) {
    const section = SECTION_NAMES[key.toLowerCase()];
    if (!section) throw new DeckListError(`unknown field "${key}" (fields: legend, champion, main, runes, battlefields, sideboard)`);
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (typeof item === 'string') list[section].push(entryOf(item));
      else if (item && typeof item === 'object' && typeof (item as { card?: unknown }).card === 'string') {
        const { card, count = 1 } = item as { card: string; count?: unknown };
        if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1)
          throw new DeckListError(`${key}: the count of ${card} must be a positive whole number`);
        list[section].push({ card, count });
      } else throw new DeckListError(`${key}: each entry is "<count> <card>" or { card, count }`);
    }
  }
  return list;
}

/** Reads a deck list in either format: a JSON or YAML document with a "legend" field, else the text export. */
export function parseDeckList(text: string): DeckList {
  const trimmed = text.trim();
  if (!trimmed) throw new DeckListError('the deck list is empty');
  if (trimmed.startsWith('{')) {
    let doc: unknown;
    try {
      doc = JSON.parse(trimmed);
    } catch (err) {
      throw new DeckListError(`not valid JSON: ${(err as Error).message}`);
    }
    return deckListFromDocument(doc);
  }
  // A YAML document's top level names its sections with lists under them ("main:\n  - 3 X"); the
  // text export puts plain lines under its headers, which YAML reads as one string or fails on.
  if (/^\s*-\s/m.test(trimmed) || /^\w+:\s*\[/m.test(trimmed)) {
    let doc: unknown;
    try {
      doc = parseYaml(trimmed);
    } catch {
      doc = undefined;
    }
    if (doc && typeof doc === 'object' && !Array.isArray(doc)) return deckListFromDocument(doc);
  }
  return parseDeckText(trimmed);
}
