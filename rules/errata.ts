// Card errata from the published errata notes (rules/errata-and-patch-notes/errata_*.md and
// faq/errata.json): for each card, the new text and the old text it replaces.
//
// The notes write symbols as letters in brackets: [1] energy, [A] any rune, [C] a rune of the
// card's own domain, [E] exhaust, [M]/[S] might. They are turned into the gallery's `:rb_...:`
// symbols once the card (and so its domain) is known.

export interface ErrataEntry {
  name: string;
  newText: string;
  oldText: string;
  /** where it was read: file name (and line for the markdown notes). */
  source: string;
}

const MARK_NEW = /^#*\s*\[NEW TEXT\]\s*$/;
const MARK_OLD = /^#*\s*\[OLD TEXT\]\s*$/;
const MARK_ARROW = /^#*\s*▲\s*$/;
const HEADING = /^#+\s*(.*?)\s*$/;

/** Read the errata entries of one notes document (markdown or the `content` of errata.json). */
export function parseErrataNotes(content: string, source: string): ErrataEntry[] {
  const out: ErrataEntry[] = [];
  let name: string | null = null;
  let nameLine = 0;
  let mode: 'none' | 'new' | 'old' = 'none';
  let newLines: string[] = [];
  let oldLines: string[] = [];
  const flush = () => {
    if (name && newLines.length && oldLines.length) {
      out.push({ name, newText: newLines.join('\n'), oldText: oldLines.join('\n'), source: `${source}:${nameLine}` });
    }
    newLines = [];
    oldLines = [];
    mode = 'none';
  };
  content.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (MARK_NEW.test(line)) {
      mode = 'new';
      return;
    }
    if (MARK_ARROW.test(line)) {
      if (mode === 'new') mode = 'none';
      return;
    }
    if (MARK_OLD.test(line)) {
      mode = 'old';
      return;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      if (heading[1]) {
        name = heading[1];
        nameLine = i + 1;
      }
      return;
    }
    // editorial remarks ("Note: text only differs for English version") are not card text
    if (!line || /^Note:/i.test(line)) return;
    if (mode === 'new') newLines.push(line);
    else if (mode === 'old') oldLines.push(line);
  });
  flush();
  return out;
}

const DOMAIN_WORDS = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'];

/** Turn the notes' bracket letters into gallery symbols, for a card of the given domains. */
export function toGallerySymbols(text: string, domains: readonly string[]): string {
  const own = domains.map((d) => d.toLowerCase()).filter((d) => DOMAIN_WORDS.includes(d));
  return (
    text
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\[(\d+)\]/g, (_m, n: string) => `:rb_energy_${n}:`)
      .replace(/\[A\]/g, ':rb_rune_rainbow:')
      .replace(/\[E\]/g, ':rb_exhaust:')
      .replace(/\[[MS]\]/g, ':rb_might:')
      // a card of one domain pays [C] in that domain; otherwise the letter stays unresolved
      .replace(/\[C\]/g, own.length === 1 ? `:rb_rune_${own[0]}:` : '[C]')
  );
}

/** Card names as the notes and the gallery write them, compared loosely (quotes, case). */
export function nameKey(name: string): string {
  return name
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A card text reduced to its words and symbols for comparing an errata note with the gallery: reminder
 * text (in parentheses), typographic quotes and dashes, spacing and case make no difference. Matching
 * a note needs no more than that; the card-text compiler's normal form (its lexer's canonical spacing
 * of tokens) is the engine's own business, and the card list is read without it.
 */
export function wording(text: string): string {
  let out = text;
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(/\([^()]*\)/g, ''); // innermost reminders first, so nested ones go too
  }
  return out
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2013/g, '-')
    .replace(/\s+/g, '')
    .toLowerCase();
}
