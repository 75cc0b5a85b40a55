// A backtracking cursor over the tokens of one ability line, used by the hand-written grammar.
import type { KeywordRef, ResourceSymbol } from './ast.ts';
import { lexLine, symbolText, tokenText, type Token } from './lexer.ts';
import { processCache } from '../process-caches.ts';

/** The comparison key of a token: lower-case word, digits, symbol text, `[keyword]`, punctuation. */
export function tokenKey(tok: Token): string {
  switch (tok.t) {
    case 'word':
      return tok.lower;
    case 'num':
      return String(tok.v);
    case 'sym':
      return symbolText(tok.sym);
    case 'kw':
      return tok.value !== undefined ? `[${tok.name.toLowerCase()} ${tok.value}]` : `[${tok.name.toLowerCase()}]`;
    case 'punct':
      return tok.v;
  }
}

const phraseCache = processCache<string, string[]>();
function phraseKeys(phrase: string): string[] {
  let keys = phraseCache.get(phrase);
  if (!keys) {
    keys = lexLine(phrase).tokens.map(tokenKey);
    phraseCache.set(phrase, keys);
  }
  return keys;
}

/** A phrase with its keys. */
interface KeyedPhrase<T extends string> {
  phrase: T;
  keys: string[];
}

/**
 * Phrases tried in a fixed order, filed under the key each starts with: reading one of them looks
 * at the few that can start at the next token instead of trying every phrase in turn.
 */
export class PhraseList<T extends string = string> {
  private readonly byFirst = new Map<string, Array<KeyedPhrase<T>>>();
  constructor(readonly phrases: readonly T[]) {
    for (const phrase of phrases) {
      const keys = phraseKeys(phrase);
      if (keys.length === 0) throw new Error(`a phrase list cannot hold the empty phrase "${phrase}"`);
      const filed = this.byFirst.get(keys[0]);
      if (filed) filed.push({ phrase, keys });
      else this.byFirst.set(keys[0], [{ phrase, keys }]);
    }
  }
  /** The phrases that start with `key`, in list order. */
  startingWith(key: string | undefined): ReadonlyArray<KeyedPhrase<T>> | undefined {
    return key === undefined ? undefined : this.byFirst.get(key);
  }
}

/**
 * The keys the phrases start with. A rule whose every way of reading starts by reading one of these
 * phrases can refuse any other next token at once: it would consume nothing, so nothing changes.
 */
export function firstKeys(...phrases: string[]): ReadonlySet<string> {
  return new Set(phrases.map((p) => phraseKeys(p)[0]));
}

/**
 * The words `record[word]` finds something for: its own keys, and the names every object inherits
 * that a lower-case word can spell ("constructor"). Looking a word up in this set answers the same
 * as the property lookup, and faster when the word is absent.
 */
export function wordsFound(record: object): ReadonlySet<string> {
  const inherited = Object.getOwnPropertyNames(Object.prototype).filter((n) => n === n.toLowerCase());
  return new Set([...Object.keys(record), ...inherited]);
}

/** Whether a word starts with a capital letter (A to Z). */
export function capitalised(word: string): boolean {
  const first = word.charCodeAt(0);
  return first >= 65 && first <= 90;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const NUMBER_WORDS_FOUND = wordsFound(NUMBER_WORDS);
export const NUMBER_WORD_OF: Record<number, string> = Object.fromEntries(Object.entries(NUMBER_WORDS).map(([w, n]) => [n, w]));

/** What a grammar rule read at one position: its result, where it stopped, how far it looked. */
interface Reading {
  value: unknown;
  end: number;
  furthest: number;
}

let rulesNamed = 0;
/** A name for a grammar rule whose readings a cursor may remember (see `Cursor.remember`). */
export function rememberedRule(): number {
  return rulesNamed++;
}

export class Cursor {
  pos = 0;
  /** the furthest position any alternative reached: where the first failure is reported. */
  furthest = 0;
  readonly keys: string[];
  /** per remembered rule, its reading at each position. */
  private readonly readings: Array<Array<Reading | undefined> | undefined> = [];
  constructor(readonly toks: readonly Token[]) {
    this.keys = toks.map(tokenKey);
  }
  /**
   * Read a rule at the current position once: alternatives that fail after reading the same span
   * (an activated ability's cost list, then the trigger, then the spell effect) reuse the reading.
   * `read` must depend on the position (and `arg`, which must not vary for one rule) only, and
   * nobody may modify what it returns. The furthest position it reached is replayed, so failures
   * are reported where they were without the memo.
   */
  remember<T, A = undefined>(rule: number, read: (c: Cursor, arg: A) => T, arg?: A): T {
    let table = this.readings[rule];
    if (table === undefined) table = this.readings[rule] = [];
    const at = this.pos;
    const known = table[at];
    if (known !== undefined) {
      if (known.furthest > this.furthest) this.furthest = known.furthest;
      this.pos = known.end;
      return known.value as T;
    }
    // the position never exceeds `furthest`, so starting the count here loses nothing
    const outer = this.furthest;
    this.furthest = at;
    const value = read(this, arg as A);
    const reached = this.furthest;
    if (outer > reached) this.furthest = outer;
    table[at] = { value, end: this.pos, furthest: reached };
    return value;
  }
  get done(): boolean {
    return this.pos >= this.toks.length;
  }
  key(k = 0): string | undefined {
    return this.keys[this.pos + k];
  }
  tok(k = 0): Token | undefined {
    return this.toks[this.pos + k];
  }
  private advance(n: number): void {
    this.pos += n;
    if (this.pos > this.furthest) this.furthest = this.pos;
  }
  /** How many tokens the phrase spans when it comes next, else -1. */
  private match(phrase: string): number {
    // Most phrases the grammar tries are refused by their first letter alone, before looking up their
    // keys: a phrase opening with a letter opens with a word, whose key is that letter in lower case.
    const first = phrase.charCodeAt(0);
    if ((first >= 65 && first <= 90) || (first >= 97 && first <= 122)) {
      const key = this.keys[this.pos];
      if (key === undefined || key.charCodeAt(0) !== (first | 0x20)) return -1;
    }
    const keys = phraseKeys(phrase);
    for (let i = 0; i < keys.length; i++) if (this.keys[this.pos + i] !== keys[i]) return -1;
    return keys.length;
  }
  /**
   * Consume the next token, one already looked at. Reading a word of the text with `eat` would
   * file it as a phrase, and the phrases filed must stay those of the grammar, not grow with input.
   */
  skip(): void {
    this.advance(1);
  }
  /** Does the phrase come next? (no consumption) */
  sees(phrase: string): boolean {
    return this.match(phrase) >= 0;
  }
  /** Consume the phrase if it comes next. */
  eat(phrase: string): boolean {
    const length = this.match(phrase);
    if (length < 0) return false;
    this.advance(length);
    return true;
  }
  /** Consume the first of the phrases that comes next; returns it. Longer phrases should come first. */
  eatOne<T extends string>(...phrases: T[]): T | null {
    for (const p of phrases) if (this.eat(p)) return p;
    return null;
  }
  /** The first phrase of the list (in list order) that comes next. */
  private nextOf<T extends string>(list: PhraseList<T>): KeyedPhrase<T> | null {
    const filed = list.startingWith(this.keys[this.pos]);
    if (filed === undefined) return null;
    for (const next of filed) {
      const { keys } = next;
      let i = 1;
      while (i < keys.length && this.keys[this.pos + i] === keys[i]) i++;
      if (i === keys.length) return next;
    }
    return null;
  }
  /** The first phrase of the list that comes next, without consuming it. */
  seesAny<T extends string>(list: PhraseList<T>): T | null {
    return this.nextOf(list)?.phrase ?? null;
  }
  /** `eatOne` over a phrase list: consume the first of its phrases that comes next; returns it. */
  eatAny<T extends string>(list: PhraseList<T>): T | null {
    const next = this.nextOf(list);
    if (next === null) return null;
    this.advance(next.keys.length);
    return next.phrase;
  }
  /** A number in digits. */
  digits(): number | null {
    const tok = this.tok();
    if (tok?.t !== 'num') return null;
    this.advance(1);
    return tok.v;
  }
  /** Whether the next token's key is one of `keys` (see `firstKeys`). */
  startsWithAny(keys: ReadonlySet<string>): boolean {
    const key = this.keys[this.pos];
    return key !== undefined && keys.has(key);
  }
  /** Whether `number()` would read the next token. */
  seesNumber(): boolean {
    const tok = this.toks[this.pos];
    return tok?.t === 'num' || (tok?.t === 'word' && NUMBER_WORDS_FOUND.has(tok.lower));
  }
  /** A number in digits or as a word ("two"). */
  number(): { value: number; word: boolean } | null {
    const tok = this.tok();
    if (tok?.t === 'num') {
      this.advance(1);
      return { value: tok.v, word: false };
    }
    if (tok?.t === 'word' && NUMBER_WORDS[tok.lower] !== undefined) {
      this.advance(1);
      return { value: NUMBER_WORDS[tok.lower], word: true };
    }
    return null;
  }
  /** One or more resource symbols written together. */
  symbols(): ResourceSymbol[] | null {
    const out: ResourceSymbol[] = [];
    while (this.tok()?.t === 'sym') {
      out.push((this.tok() as Extract<Token, { t: 'sym' }>).sym);
      this.advance(1);
    }
    return out.length ? out : null;
  }
  /** A bracketed keyword, optionally of the given names. */
  keyword(...names: string[]): KeywordRef | null {
    const tok = this.tok();
    if (tok?.t !== 'kw') return null;
    if (names.length && !names.some((n) => n.toLowerCase() === tok.name.toLowerCase())) return null;
    this.advance(1);
    return tok.value !== undefined ? { name: tok.name, value: tok.value } : { name: tok.name };
  }
  /** A capitalised word not among the reserved ones (a tag or token name such as "Recruit"). */
  properWord(reserved: ReadonlySet<string>): string | null {
    const tok = this.tok();
    if (tok?.t !== 'word' || !capitalised(tok.v) || reserved.has(tok.lower)) return null;
    this.advance(1);
    return tok.v;
  }
  /** Run an alternative; on null, restore the position. */
  try<T>(f: () => T | null | undefined): T | null {
    const mark = this.pos;
    const r = f();
    if (r === null || r === undefined) {
      this.pos = mark;
      return null;
    }
    return r;
  }
  /** offset just after the last consumed token (the end of a span). */
  end(): number {
    const prev = this.toks[this.pos - 1];
    return prev ? prev.at + tokenText(prev).length : this.offset();
  }
  offset(): number {
    return this.tok()?.at ?? (this.toks.length ? this.toks[this.toks.length - 1].at + 1 : 0);
  }
}
