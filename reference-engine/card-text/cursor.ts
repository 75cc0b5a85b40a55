// A backtracking cursor over the tokens of one ability line, used by the hand-written grammar.
import type { KeywordRef, ResourceSymbol } from './ast.ts';
import { lexLine, symbolText, tokenText, type Token } from './lexer.ts';

/** The comparison key of a token: lower-case word, digits, symbol text, `[keyword]`, punctuation. */
export function tokenKey(tok: Token): string {
  switch (tok.t) {
    case 'word': return tok.lower;
    case 'num': return String(tok.v);
    case 'sym': return symbolText(tok.sym);
    case 'kw': return tok.value !== undefined ? `[${tok.name.toLowerCase()} ${tok.value}]` : `[${tok.name.toLowerCase()}]`;
    case 'punct': return tok.v;
  }
}

const phraseCache = new Map<string, string[]>();
function phraseKeys(phrase: string): string[] {
  let keys = phraseCache.get(phrase);
  if (!keys) {
    keys = lexLine(phrase).tokens.map(tokenKey);
    phraseCache.set(phrase, keys);
  }
  return keys;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
export const NUMBER_WORD_OF: Record<number, string> = Object.fromEntries(Object.entries(NUMBER_WORDS).map(([w, n]) => [n, w]));

export class Cursor {
  pos = 0;
  /** the furthest position any alternative reached: where the first failure is reported. */
  furthest = 0;
  readonly keys: string[];
  constructor(readonly toks: readonly Token[]) {
    this.keys = toks.map(tokenKey);
  }
  get done(): boolean { return this.pos >= this.toks.length; }
  key(k = 0): string | undefined { return this.keys[this.pos + k]; }
  tok(k = 0): Token | undefined { return this.toks[this.pos + k]; }
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
  /** A number in digits. */
  digits(): number | null {
    const tok = this.tok();
    if (tok?.t !== 'num') return null;
    this.advance(1);
    return tok.v;
  }
  /** A number in digits or as a word ("two"). */
  number(): { value: number; word: boolean } | null {
    const tok = this.tok();
    if (tok?.t === 'num') { this.advance(1); return { value: tok.v, word: false }; }
    if (tok?.t === 'word' && NUMBER_WORDS[tok.lower] !== undefined) { this.advance(1); return { value: NUMBER_WORDS[tok.lower], word: true }; }
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
    if (tok?.t !== 'word' || !/^[A-Z]/.test(tok.v) || reserved.has(tok.lower)) return null;
    this.advance(1);
    return tok.v;
  }
  /** Run an alternative; on null, restore the position. */
  try<T>(f: () => T | null | undefined): T | null {
    const mark = this.pos;
    const r = f();
    if (r === null || r === undefined) { this.pos = mark; return null; }
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
