// Normaliser and lexer for printed card text (as in the official card gallery export).
//
// Printed text carries resource symbols (`:rb_energy_2:`, `:rb_rune_fury:`, `:rb_might:`,
// `:rb_exhaust:`), keywords in brackets (`[Assault 2]`, `[Deathknell]`, `[>]`), reminder text in
// parentheses, line breaks between abilities, and typographic quotes. The normal form drops
// reminder text, straightens quotes and fixes spacing; the decompiler's output is compared with it.
import type { Diagnostic, ResourceSymbol, Domain } from './ast.ts';
import { processCache } from '../process-caches.ts';

export type Token =
  | { t: 'word'; v: string; lower: string; at: number }
  | { t: 'num'; v: number; at: number }
  | { t: 'sym'; sym: ResourceSymbol; at: number }
  | { t: 'kw'; name: string; value?: number; at: number }
  | { t: 'punct'; v: string; at: number };

/**
 * A token of any kind, built with every field in the same order (the ones its kind lacks left
 * undefined): the grammar reads tokens at hundreds of places, and one object shape for all of them
 * keeps each of those reads monomorphic.
 */
function token(t: Token['t'], at: number, v: string | number | undefined, lower?: string, sym?: ResourceSymbol, name?: string, value?: number): Token {
  return { t, v, lower, at, sym, name, value } as Token;
}

const DOMAINS: ReadonlySet<string> = new Set(['fury', 'calm', 'mind', 'body', 'chaos', 'order', 'rainbow']);

/** Parse `:rb_...:` into a resource symbol, or null when unknown. */
export function parseSymbol(name: string): ResourceSymbol | null {
  if (name === 'might') return { kind: 'might-symbol' };
  if (name === 'exhaust') return { kind: 'exhaust-symbol' };
  const energy = /^energy_(\d+)$/.exec(name);
  if (energy) return { kind: 'energy', amount: Number(energy[1]) };
  const rune = /^rune_([a-z]+)$/.exec(name);
  if (rune && DOMAINS.has(rune[1])) return { kind: 'power', domain: rune[1] as Domain };
  return null;
}

export function symbolText(s: ResourceSymbol): string {
  switch (s.kind) {
    case 'might-symbol':
      return ':rb_might:';
    case 'exhaust-symbol':
      return ':rb_exhaust:';
    case 'energy':
      return `:rb_energy_${s.amount}:`;
    case 'power':
      return `:rb_rune_${s.domain}:`;
  }
}

/** Blank out reminder text, keeping every other character at its offset (for diagnostics). */
export function maskReminders(text: string): string {
  // most texts have no reminder at all: nothing to blank
  if (!text.includes('(')) return straightenQuotes(text);
  // text outside reminders is copied a stretch at a time; inside, each character (a surrogate pair
  // counting as one) becomes a space, line breaks excepted: the spaces are counted, then written at once
  let out = '';
  let depth = 0;
  let from = 0;
  let blanks = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (depth === 0) {
      if (code === 40 /* ( */) {
        out += text.slice(from, i);
        blanks = 1;
        depth = 1;
      }
      continue;
    }
    if (code === 40) {
      depth++;
      blanks++;
    } else if (code === 41 /* ) */) {
      depth--;
      blanks++;
      if (depth === 0) {
        out += ' '.repeat(blanks);
        blanks = 0;
        from = i + 1;
      }
    } else if (code === 10) {
      out += ' '.repeat(blanks) + '\n';
      blanks = 0;
    } else {
      blanks++;
      if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) i++;
    }
  }
  out += depth === 0 ? text.slice(from) : ' '.repeat(blanks);
  // typographic quotes are read as straight ones (same length, so offsets hold)
  return straightenQuotes(out);
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

const TYPOGRAPHIC = /[\u2018\u2019\u201c\u201d\u2013]/;

function straightenQuotes(text: string): string {
  if (!TYPOGRAPHIC.test(text)) return text;
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2013/g, '-');
}

/** Remove reminder text (balanced parentheses), straighten quotes, unify line breaks. */
export function stripReminders(text: string): string {
  const unified = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  if (!unified.includes('(')) return straightenQuotes(unified);
  // the text outside reminders, a stretch at a time; a ")" outside any reminder is kept
  let out = '';
  let depth = 0;
  let from = 0;
  for (let i = 0; i < unified.length; i++) {
    const code = unified.charCodeAt(i);
    if (code === 40 /* ( */) {
      if (depth === 0) out += unified.slice(from, i);
      depth++;
    } else if (code === 41 /* ) */ && depth > 0) {
      depth--;
      if (depth === 0) from = i + 1;
    }
  }
  if (depth === 0) out += unified.slice(from);
  return straightenQuotes(out);
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

export interface LexResult {
  tokens: Token[];
  diagnostics: Diagnostic[];
}

/** The inside of a bracketed keyword: a name, then maybe a number ("Assault 2"). */
const KEYWORD = /^([A-Za-z][A-Za-z' -]*?)(?:\s+(\d+))?$/;

/** Tokenise one line of reminder-free text. Offsets are relative to `base`. */
export function lexLine(line: string, base = 0): LexResult {
  const tokens: Token[] = [];
  const diagnostics: Diagnostic[] = [];
  // A run of the same fault with no token between ("[[[[" with no "]", "@@@@") is one diagnostic at
  // its start that says how long the run is, not one per character.
  let run = { message: '', count: 0, tokens: -1, diagnostic: undefined as Diagnostic | undefined };
  const fault = (message: string, offset: number): void => {
    if (run.diagnostic && run.message === message && run.tokens === tokens.length) {
      run.count++;
      run.diagnostic.message = `${message} (${run.count} in a row)`;
      return;
    }
    const diagnostic: Diagnostic = { severity: 'error', message, offset };
    diagnostics.push(diagnostic);
    run = { message, count: 1, tokens: tokens.length, diagnostic };
  };
  // Past the last "]" no "[" closes: knowing where it is keeps a long run of "[" from rescanning the
  // rest of the line for each one.
  const lastClose = line.lastIndexOf(']');
  let i = 0;
  while (i < line.length) {
    const code = line.charCodeAt(i);
    if (code === 32 || code === 9) {
      i++;
      continue;
    }
    const at = base + i;
    if (isLetter(code)) {
      let j = i + 1;
      // words keep inner apostrophes and hyphens ("can't", "player's", "non-token", "owners'")
      while (j < line.length) {
        const next = line.charCodeAt(j);
        if (next === 45 /* - */) {
          if (!isLetter(line.charCodeAt(j + 1))) break;
        } else if (next !== 39 /* ' */ && !isLetter(next)) break;
        j++;
      }
      const v = line.slice(i, j);
      tokens.push(token('word', at, v, v.toLowerCase()));
      i = j;
      continue;
    }
    const ch = line[i];
    if (ch === ':' && line.startsWith(':rb_', i)) {
      const end = line.indexOf(':', i + 1);
      const sym = end > 0 ? parseSymbol(line.slice(i + 4, end)) : null;
      if (sym) {
        tokens.push(token('sym', at, undefined, undefined, sym));
        i = end + 1;
        continue;
      }
      fault(`unknown symbol "${line.slice(i, end > 0 ? end + 1 : line.length)}"`, at);
      i = end > 0 ? end + 1 : line.length;
      continue;
    }
    if (ch === '[') {
      const end = i < lastClose ? line.indexOf(']', i) : -1;
      if (end < 0) {
        fault('unclosed "[" in keyword', at);
        i++;
        continue;
      }
      const inner = line.slice(i + 1, end).trim();
      if (inner === '>' || inner === '>>') tokens.push(token('punct', at, `[${inner}]`));
      else {
        const m = KEYWORD.exec(inner);
        if (m) {
          // "[ADD]" is a misprint of "[Add]": keywords are matched by their capitalised name.
          const name = m[1] === m[1].toUpperCase() && m[1].length > 1 ? m[1][0] + m[1].slice(1).toLowerCase() : m[1];
          tokens.push(token('kw', at, undefined, undefined, undefined, name, m[2] !== undefined ? Number(m[2]) : undefined));
        } else fault(`unreadable keyword "[${inner}]"`, at);
      }
      i = end + 1;
      continue;
    }
    if (isDigit(code)) {
      let j = i;
      while (j < line.length && isDigit(line.charCodeAt(j))) j++;
      tokens.push(token('num', at, Number(line.slice(i, j))));
      i = j;
      continue;
    }
    if (',.:;—+-"/!?'.includes(ch)) {
      tokens.push(token('punct', at, ch));
      i++;
      continue;
    }
    fault(`unexpected character "${ch}"`, at);
    i++;
  }
  return { tokens, diagnostics };
}

export function tokenText(tok: Token): string {
  switch (tok.t) {
    case 'word':
      return tok.v;
    case 'num':
      return String(tok.v);
    case 'sym':
      return symbolText(tok.sym);
    case 'kw':
      return tok.value !== undefined ? `[${tok.name} ${tok.value}]` : `[${tok.name}]`;
    case 'punct':
      return tok.v;
  }
}

/** Join tokens with the canonical spacing; `starts`, when given, receives where each token begins. */
export function renderTokens(tokens: readonly Token[], starts?: number[]): string {
  let out = '';
  let quoteOpen = false;
  let plusClosed = false;
  let prev: Token | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    const text = tok.t === 'word' ? tok.v : tokenText(tok);
    let space = out.length > 0;
    // "7+ units": a plus sign closing a number
    const closesNumber = tok.t === 'punct' && tok.v === '+' && prev?.t === 'num' && tokens[i + 1]?.t === 'word';
    if (closesNumber) space = false;
    if (tok.t === 'punct' && ',.:;!?'.includes(tok.v)) space = false;
    if (tok.t === 'punct' && tok.v === '"') {
      if (quoteOpen) space = false;
      quoteOpen = !quoteOpen;
    }
    if (prev && prev.t === 'punct' && prev.v === '"' && quoteOpen && tok !== prev) space = false;
    if (prev && prev.t === 'punct' && (prev.v === '+' || prev.v === '-' || prev.v === '/') && !plusClosed) space = false;
    if (tok.t === 'punct' && tok.v === '/') space = false;
    // symbols written back to back (":rb_energy_1::rb_rune_fury:") form one cost
    if (tok.t === 'sym' && prev?.t === 'sym') space = false;
    if (prev?.t === 'kw' && tok.t === 'punct' && tok.v.startsWith('[>')) space = false;
    if (space) out += ' ';
    starts?.push(out.length);
    out += text;
    plusClosed = closesNumber;
    prev = tok;
  }
  return out;
}

/** The canonical form of a card text: one line per ability, reminders removed, spacing fixed. */
export function normalizeText(text: string): string {
  // the gallery marks cards without rules text as "[NO TEXT]"
  if (text.trim().toUpperCase() === '[NO TEXT]') return '';
  return stripReminders(text)
    .split('\n')
    .map(normalLine)
    .filter((line) => line.length > 0)
    .join('\n');
}

/** One line of a card text in normal form. */
export interface NormalLine {
  text: string;
  /** its tokens, offsets pointing into the normalised text, when known without lexing the line again. */
  tokens: Token[] | null;
}

export interface ReadText {
  /** `normalizeText` of the text. */
  normalized: string;
  lines: NormalLine[];
  /** what lexing the text found wrong (unknown symbols, unclosed brackets), offsets into the text as given. */
  diagnostics: Diagnostic[];
}

/**
 * Normalise a card text and check its symbols and brackets, lexing each line once where that gives
 * the same answer as lexing the printed line and the normal line apart: the symbols are checked on
 * the text with reminders blanked (offsets stay those of the input), the normal form is read without
 * them, and the two agree on a line unless a reminder sat inside it rather than at its end.
 */
export function readCardText(text: string): ReadText {
  const diagnostics: Diagnostic[] = [];
  const masked = maskReminders(text).split('\n');
  const lexed: Token[][] = [];
  let lineStart = 0;
  for (const line of masked) {
    const read = lexLine(line, lineStart);
    for (const d of read.diagnostics) diagnostics.push(d);
    lexed.push(read.tokens);
    lineStart += line.length + 1;
  }
  if (text.trim().toUpperCase() === '[NO TEXT]') return { normalized: '', lines: [], diagnostics };
  // without reminders or carriage returns, stripping removes nothing: the lines are those just lexed
  const plain = !text.includes('(') && !text.includes('\r');
  const stripped = plain ? masked : stripReminders(text).split('\n');
  // a reminder spanning a line break joins lines: then the lines are read apart
  const aligned = stripped.length === masked.length;
  const lines: NormalLine[] = [];
  let offset = 0;
  for (let i = 0; i < stripped.length; i++) {
    let line: NormalLine;
    if (aligned && (plain || endsInBlanks(masked[i], stripped[i]))) {
      const tokens = lexed[i];
      const starts: number[] = [];
      const normal = renderTokens(tokens, starts);
      // lexing the normal line would give these tokens back, at these places (see readsBack)
      const again = readsBack(tokens);
      if (again) for (let k = 0; k < tokens.length; k++) tokens[k].at = offset + starts[k];
      line = { text: normal, tokens: again ? tokens : null };
    } else line = { text: normalLine(stripped[i]), tokens: null };
    if (line.text.length === 0) continue;
    lines.push(line);
    offset += line.text.length + 1;
  }
  return { normalized: lines.map((l) => l.text).join('\n'), lines, diagnostics };
}

/** `masked` is `stripped` followed by blanks only: a line without a reminder, or with one at its end. */
function endsInBlanks(masked: string, stripped: string): boolean {
  if (!masked.startsWith(stripped)) return false;
  for (let i = stripped.length; i < masked.length; i++) if (masked.charCodeAt(i) !== 32) return false;
  return true;
}

/**
 * Lexing the rendering of these tokens gives them back. Rendering never glues a token to the next
 * one in a way the lexer would read differently (no space is left out after a word or number but
 * before punctuation that cannot continue it), so only numbers written in exponent form break it.
 */
function readsBack(tokens: readonly Token[]): boolean {
  for (const tok of tokens) {
    const n = tok.t === 'num' ? tok.v : tok.t === 'kw' ? tok.value : tok.t === 'sym' && tok.sym.kind === 'energy' ? tok.sym.amount : undefined;
    if (n !== undefined && !(n < 1e21)) return false;
  }
  return true;
}

/**
 * Recently normalised lines. A compile normalises the same lines up to three times (the printed text,
 * then both sides of the round-trip comparison), and a line already in normal form is the most common.
 */
const normalLines = processCache<string, string>();
const NORMAL_LINES_KEPT = 512;

function normalLine(line: string): string {
  let normal = normalLines.get(line);
  if (normal === undefined) {
    normal = renderTokens(lexLine(line).tokens);
    // emptied when full rather than trimmed one by one: deleting a Map's oldest entry again and again
    // leaves holes that every later look for the oldest has to walk past
    if (normalLines.size >= NORMAL_LINES_KEPT) normalLines.clear();
    normalLines.set(line, normal);
  }
  return normal;
}
