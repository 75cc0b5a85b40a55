// The official FAQs (faq/official-faqs.json in the data directory), split into entries: one per
// question, and one per clarification that is not worded as a question. Each entry gets a stable id
// that features tag their Examples with (`@faq:<id>`) and that features/faq.yaml lists reasons under.
//
// Ids: `<document>:<slug>`. The document part is the source's id without the words that every FAQ
// shares (riftbound, faq, rules, rulings, and, clarifications): origins, spiritforged, unleashed,
// rq-vegas-2026. The slug is made of the first six words of the question (or the clarification's
// heading) that are not filler words ("what", "does", "the", "I", ...), lower-cased, so the same
// question always gets the same id, and an id reads like the question it names. Two entries of one
// document with the same slug get -2, -3 in document order. A question whose wording the publisher
// changes gets a new id, and the gate (scripts/faq-gate.ts) then names both the new id and the stale one.
//
// How a document is split, as the publisher writes them:
// - `### Q: ...` headings are questions; the answer runs to the next entry or `##` section and keeps
//   the card texts (`### <card> (revised text)`) printed under it.
// - a `####` heading is a clarification (Spiritforged's "Falling Star, Icathian Rain, and Deflect").
// - in a document with no `### Q:` at all (the quick rulings), each `###` heading is an entry, and a
//   `##` section without `###` headings is one entry (except the credits).
// - the Unleashed document writes its clarifications as `##` sections, then, after a line
//   "Frequently Asked Questions", each question as a plain line ending in "?".
// Cited rules are the rule numbers the answer writes ("rule 323.6", "437.2.a."), in the numbering of
// the edition in force when the document was published (`edition`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITION_CATALOG } from './corpus.ts';

export const FAQ_FILE = 'faq/official-faqs.json';

export interface FaqEntry {
  /** `<document>:<slug>`, e.g. `origins:both-sides-combat-same-total-might`. */
  id: string;
  document: string;
  kind: 'question' | 'clarification';
  /** The `##` section it stands under, if any. */
  section: string | null;
  /** The question as asked, or the clarification's heading. */
  question: string;
  /** The answer's text, images dropped. */
  answer: string;
  /** Rule numbers the answer cites, in `edition`'s numbering, first-seen order, no trailing dot. */
  cites: string[];
  /** The edition in force when the document was published. */
  edition: string;
  /** Line of the question in the document's content (1-based). */
  line: number;
  /** Where the document is published. */
  source: string;
}

export interface FaqDocument {
  /** The short id used in entry ids. */
  id: string;
  /** The id the source gives it. */
  sourceId: string;
  title: string;
  publishedAt: string;
  originUrl: string;
  edition: string;
  entries: FaqEntry[];
}

export class FaqError extends Error {
  constructor(message: string) {
    super(`${FAQ_FILE}: ${message}`);
    this.name = 'FaqError';
  }
}

const SHARED_WORDS = new Set(['riftbound', 'faq', 'rules', 'rulings', 'and', 'clarifications']);
const FILLER = new Set(
  (
    'a an the and or but of to in on at for with by from as is are was were be been it its this that these those ' +
    'i me my mine you your we our they their he him his she her what whats when where which who why how does do did doesnt dont have has ' +
    'can could should would will wont if so then there than about any some also just q happens happen still get'
  ).split(' '),
);
const SLUG_WORDS = 6;

/** The short id of a document: its source id without the words every FAQ shares. */
export function faqDocumentId(sourceId: string): string {
  return sourceId
    .split('-')
    .filter((w) => !SHARED_WORDS.has(w))
    .join('-');
}

/** The slug of a question or heading: its first significant words, lower-case, joined by hyphens. */
export function faqSlug(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/^q:\s*/, '')
    .replace(/[\u2018\u2019\u02bc']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.has(w));
  return words.slice(0, SLUG_WORDS).join('-');
}

/** The edition in force on a date (the newest published on or before it). */
export function editionInForce(date: string): string {
  const day = date.slice(0, 10);
  let found = EDITION_CATALOG[0]!.meta.id;
  for (const { meta } of EDITION_CATALOG) if (meta.date <= day) found = meta.id;
  return found;
}

// "rule 323.6", "rules 718.2. and 135.4.", "437.2.a.", "323.5.3b." — a three-digit number either after
// "rule(s)" or with at least one dotted part; no trailing dot.
// A part after the first is a number (with at most one letter: "3b") or one letter; the rules text
// the FAQ quotes glued to its number ("187.4.c.If a player") stops at the capital.
const PART = String.raw`\.(?:\d+[a-z]?|[a-z])(?![a-zA-Z])`;
const CITATION = new RegExp(String.raw`(?:\b[Rr]ules?\s+(\d{3}(?:${PART})*)|(?<![\d.])(\d{3}(?:${PART})+))`, 'g');

/** The rule numbers a text cites, in first-seen order. */
export function citedRules(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(CITATION)) {
    const id = (m[1] ?? m[2]!).replace(/\.+$/, '').toLowerCase();
    if (!out.includes(id)) out.push(id);
  }
  return out;
}

interface RawEntry {
  kind: FaqEntry['kind'];
  section: string | null;
  question: string;
  line: number;
  body: string[];
}

const IMAGE = /^<img\b[^>]*>\s*$/;
const HEADING = /^(#{2,4})\s+(.*?)\s*$/;

/** Split one document's content into entries (ids not yet assigned). */
function splitContent(content: string): RawEntry[] {
  const lines = content.split(/\r?\n/);
  const hasQuestions = lines.some((l) => /^###\s+Q:/.test(l));
  const faqStart = lines.findIndex((l) => l.trim() === 'Frequently Asked Questions');
  const out: RawEntry[] = [];
  let current: RawEntry | null = null;
  let section: string | null = null;
  let sectionEntry: RawEntry | null = null;
  const start = (kind: FaqEntry['kind'], question: string, line: number): RawEntry => {
    const entry: RawEntry = { kind, section, question, line, body: [] };
    out.push(entry);
    return entry;
  };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    if (heading) {
      const [, hashes, text] = heading as unknown as [string, string, string];
      if (hashes.length === 2) {
        section = text;
        // In a document of questions a section only groups them; elsewhere it is an entry until it has sub-headings.
        current = sectionEntry = hasQuestions || /^credits$/i.test(text) ? null : start('clarification', text, i + 1);
        if (/^credits$/i.test(text)) current = null;
        return;
      }
      if (/^Q:/.test(text)) {
        current = start('question', text.replace(/^Q:\s*/, ''), i + 1);
        return;
      }
      if (hashes.length === 4 || !hasQuestions) {
        if (sectionEntry && sectionEntry.body.every((b) => !b.trim())) out.splice(out.indexOf(sectionEntry), 1);
        sectionEntry = null;
        current = start('clarification', text, i + 1);
        return;
      }
      // a card's (revised) text under a question: part of its answer
      current?.body.push(text);
      return;
    }
    if (faqStart >= 0 && i > faqStart && /\?$/.test(line)) {
      section = 'Frequently Asked Questions';
      current = start('question', line, i + 1);
      return;
    }
    if (faqStart >= 0 && i === faqStart) {
      current = null;
      return;
    }
    if (IMAGE.test(line)) return;
    current?.body.push(raw);
  });
  return out.filter((e) => e.body.some((b) => b.trim()));
}

/** Read one document of official-faqs.json. */
export function parseFaqDocument(raw: unknown, position: number): FaqDocument {
  const doc = raw as Record<string, unknown> | null;
  const field = (name: string): string => {
    const v = doc?.[name];
    if (typeof v !== 'string' || !v) throw new FaqError(`document #${position + 1} has no "${name}" string`);
    return v;
  };
  const sourceId = field('id');
  const id = faqDocumentId(sourceId);
  const publishedAt = field('publishedAt');
  const edition = editionInForce(publishedAt);
  const source = typeof doc?.originUrl === 'string' ? doc.originUrl : '';
  const seen = new Map<string, number>();
  const entries = splitContent(field('content')).map((e): FaqEntry => {
    // "So... What does this card do?" says too little alone: its section names the card.
    const own = faqSlug(e.question);
    const slug = own.includes('-') || e.section === e.question ? own || 'entry' : [faqSlug(e.section ?? ''), own].filter(Boolean).join('-') || 'entry';
    const n = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, n);
    const answer = e.body
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    return {
      id: `${id}:${n === 1 ? slug : `${slug}-${n}`}`,
      document: id,
      kind: e.kind,
      section: e.section,
      question: e.question,
      answer,
      cites: citedRules(`${e.kind === 'clarification' ? e.question + '\n' : ''}${answer}`),
      edition,
      line: e.line,
      source,
    };
  });
  return { id, sourceId, title: field('title'), publishedAt, originUrl: source, edition, entries };
}

/** Every official FAQ document of the data directory, in the file's order. */
export function loadFaqs(dataDir: string): FaqDocument[] {
  const file = join(dataDir, FAQ_FILE);
  if (!existsSync(file)) throw new FaqError(`not found in ${dataDir}`);
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new FaqError(`not valid JSON: ${(err as Error).message}`);
  }
  if (!Array.isArray(list)) throw new FaqError('is not a list of documents');
  const docs = list.map((d, i) => parseFaqDocument(d, i));
  const ids = new Set<string>();
  for (const d of docs) {
    if (ids.has(d.id)) throw new FaqError(`two documents have the short id "${d.id}"`);
    ids.add(d.id);
  }
  return docs;
}

/** The entries of the data directory's FAQs, or null when there is no data directory or no FAQ file in it. */
export function officialFaqEntries(dataDir: string | null): FaqEntry[] | null {
  if (!dataDir || !existsSync(join(dataDir, FAQ_FILE))) return null;
  return faqEntries(loadFaqs(dataDir));
}

/** Every entry of every document, in order. */
export function faqEntries(docs: readonly FaqDocument[]): FaqEntry[] {
  return docs.flatMap((d) => d.entries);
}
