// Card text → semantic tree, with the round-trip check that decides whether a text is "semantic".
import type { Ability, CompiledText, Diagnostic, Instruction } from './ast.ts';
import { abilityLine } from './abilities/line.ts';
import { effect } from './instructions/clauses.ts';

const MODE_HEADER = /\bchoose one[^—]*—$/i;
/** "Then, do the following based on the discarded card's type:": its cases are labelled lines, "Spell — Draw 1." (387.1.b). */
const CASES_HEADER = /\bdo (?:one of )?the following based on [^:]*:$/i;
/** a word ("Spell") or a rune symbol (":rb_rune_mind:") */
const CASE_LABEL = /^(\w+|:rb_rune_[a-z]+:) — /;

/** "choose one to give me this turn — [Assault 2] / [Deflect 2] / [Ganking]": each mode line is a keyword given. */
export const GIVE_ME_MODES = 'choose one to give me this turn';

/** A mode line that is one bare keyword, under GIVE_ME_MODES: "give me [it] this turn" (the header says so once for all). */
function keywordGiven(body: Instruction[]): Instruction[] {
  const [only] = body;
  if (body.length !== 1 || only.kind !== 'keyword-action') return body;
  return [{ kind: 'grant-keyword', object: { kind: 'self', word: 'me' }, keywords: [only.keyword], duration: 'this-turn', modeLine: true }];
}

/** Put the mode lines into the "choose one —" (or the cases into the "do the following") that ends the header line's ability. */
function fillModes(a: Ability | undefined, modes: { label?: string; body: Instruction[] }[]): void {
  const effect = a && (a.kind === 'spell' || a.kind === 'triggered' || a.kind === 'activated') ? a.effect : null;
  const last = effect?.[effect.length - 1];
  if (last?.kind === 'choose-mode' && last.modes.length === 0) last.modes = modes.map((m) => (last.form === GIVE_ME_MODES ? keywordGiven(m.body) : m.body));
  if ((last?.kind === 'do-following' || last?.kind === 'do-one-of-following') && last.modes.length === 0)
    last.modes = modes.map((m) => ({ label: m.label ?? '', body: m.body }));
}
import { Cursor } from './cursor.ts';
import { decompileAbilities, decompiledForComparison } from './decompile/abilities.ts';
import { lexLine, normalizeText, readCardText, renderTokens, tokenText, type ReadText, type Token } from './lexer.ts';

/** Abilities a text may hold without being "meaningful": none may be a placeholder. */
function isMeaningful(a: Ability): boolean {
  return a.kind !== 'unparsed';
}

/** The form both sides of the round trip are compared in: letter case and a line's closing period (or a doubled one, a misprint) carry no meaning. */
function comparable(text: string): string {
  return normalizeText(text)
    .toLowerCase()
    .split('\n')
    .map((l) => l.replace(/\.+$/, ''))
    .join('\n');
}

/** Texts equal for the round trip. */
export function sameText(a: string, b: string): boolean {
  return comparable(a) === comparable(b);
}

const isLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Whether the decompiled text surely compares equal to the normalised one without normalising it:
 * the same text, or one differing only in the case of letters. Case changes nothing that
 * normalising does except inside a resource symbol, so a difference in a run of characters after a
 * colon with no blank since (":rb_...:") leaves the answer to the full comparison.
 */
function plainlySame(normal: string, back: string): boolean {
  if (normal === back) return true;
  if (normal.length !== back.length) return false;
  let afterColon = false;
  for (let i = 0; i < normal.length; i++) {
    const a = normal.charCodeAt(i);
    const b = back.charCodeAt(i);
    if (a !== b && (afterColon || (a | 0x20) !== (b | 0x20) || !isLetter(a) || !isLetter(b))) return false;
    if (a === 58 /* : */) afterColon = true;
    else if (a === 32 || a === 10 || a === 9) afterColon = false;
  }
  return true;
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i].toLowerCase() === b[i].toLowerCase()) i++;
  return i;
}

export function decompile(compiled: CompiledText): string {
  return decompileAbilities(compiled.abilities);
}

/**
 * What the grammar reads of a text, without the round trip that decides whether it is "semantic"
 * (see `compileCardText`). The engine runs on this alone: it acts on the abilities and refuses
 * `unparsed` ones, and never asks whether the decompiled text would give the printed one back.
 */
export interface ReadAbilities {
  source: string;
  normalized: string;
  abilities: Ability[];
  diagnostics: Diagnostic[];
  /** the first phrase the grammar could not read, if any. */
  firstFailure?: { phrase: string; offset: number };
}

export function readCardAbilities(text: string): ReadAbilities {
  const source = typeof text === 'string' ? text : '';
  const diagnostics: Diagnostic[] = [];
  if (typeof text !== 'string') diagnostics.push({ severity: 'error', message: 'card text must be a string', offset: 0 });
  let read: ReadText;
  try {
    read = readCardText(source);
  } catch (err) {
    // normalising is plain string work; an exception here is a defect, reported rather than thrown
    diagnostics.push({ severity: 'error', message: `could not normalise text: ${(err as Error).message}`, offset: 0 });
    return { source, normalized: '', abilities: [], diagnostics, firstFailure: { phrase: source.slice(0, 40), offset: 0 } };
  }
  // symbols and brackets are checked on the input itself, so positions point into what was given
  for (const d of read.diagnostics) diagnostics.push(d);
  const { normalized } = read;
  if (!normalized.trim()) {
    // a card without rules text (a vanilla unit, a plain battlefield) has no abilities: nothing is lost
    diagnostics.push({ severity: typeof text === 'string' ? 'warning' : 'error', message: 'empty card text: no abilities', offset: 0 });
    return typeof text === 'string'
      ? { source, normalized, abilities: [], diagnostics }
      : { source, normalized, abilities: [], diagnostics, firstFailure: { phrase: '', offset: 0 } };
  }
  const abilities: Ability[] = [];
  let firstFailure: CompiledText['firstFailure'];
  let offset = 0;
  // the normalised text's lines, as read (no line holds a line break)
  const lines = read.lines.map((l) => l.text);
  /** The tokens of line `n`, which starts at `at`. */
  const tokensOf = (n: number, at: number): Token[] => read.lines[n]?.tokens ?? lexLine(lines[n], at).tokens;
  // "... choose one —" takes the lines after it as its modes
  // (a header ends with the dash: most lines are refused by their last character alone)
  const modal = lines.findIndex((l) => (l.charCodeAt(l.length - 1) === 0x2014 && MODE_HEADER.test(l)) || (l.endsWith(':') && CASES_HEADER.test(l)));
  const cases = modal >= 0 && CASES_HEADER.test(lines[modal]);
  let modes: { label?: string; body: Instruction[] }[] | null = null;
  if (modal >= 0 && modal < lines.length - 1) {
    const parsed = lines.slice(modal + 1).map((line, k) => {
      const at = lines.slice(0, modal + 1 + k).reduce((n, l) => n + l.length + 1, 0);
      // a case is labelled: "Spell — Draw 1."
      const label = cases ? CASE_LABEL.exec(line) : null;
      if (cases && !label) return null;
      const c = new Cursor(label ? lexLine(line.slice(label[0].length), at + label[0].length).tokens : tokensOf(modal + 1 + k, at));
      // a mode may be a keyword to give: "[Assault 2]"
      const kw = c.toks.length === 1 ? c.keyword() : null;
      if (kw) return { body: [{ kind: 'keyword-action', keyword: kw } as Instruction] };
      const eff = effect(c);
      return eff && c.done ? { ...(label ? { label: label[1] } : {}), body: eff } : null;
    });
    if (parsed.every((m) => m !== null)) {
      modes = parsed as { label?: string; body: Instruction[] }[];
      lines.length = modal + 1;
    }
  }
  lines.forEach((line, lineNo) => {
    let tokens = tokensOf(lineNo, offset);
    // a doubled closing period ("control..") is a misprint: the line is read up to its first
    const n = tokens.length;
    if (n > 2 && tokens[n - 1].t === 'punct' && tokens[n - 2].t === 'punct' && tokenText(tokens[n - 1]) === '.' && tokenText(tokens[n - 2]) === '.')
      tokens = tokens.slice(0, -1);
    const cursor = new Cursor(tokens);
    let parsed: Ability[] | null = null;
    try {
      parsed = abilityLine(cursor);
    } catch (err) {
      diagnostics.push({ severity: 'error', message: `grammar fault: ${(err as Error).message}`, offset });
    }
    if (parsed && cursor.done) {
      // fresh objects from this line's reading: they take their line number in place
      for (const a of parsed) {
        a.line = lineNo;
        abilities.push(a);
      }
    } else {
      const at = Math.min(cursor.furthest, tokens.length - 1);
      const failTok = tokens[at];
      const phrase = renderTokens(tokens.slice(Math.max(0, at - 2), at + 4));
      const failOffset = failTok?.at ?? offset;
      diagnostics.push({
        severity: 'error',
        message: `cannot read "${failTok ? tokenText(failTok) : line}" in "${phrase}"`,
        offset: failOffset,
        length: failTok ? tokenText(failTok).length : line.length,
      });
      firstFailure ??= { phrase, offset: failOffset };
      abilities.push({
        kind: 'unparsed',
        text: line,
        reason: `unexpected "${failTok ? tokenText(failTok) : ''}"`,
        span: [offset, offset + line.length],
        line: lineNo,
      });
    }
    offset += line.length + 1;
  });
  if (modes) fillModes(abilities[abilities.length - 1], modes);
  else if (modal >= 0)
    diagnostics.push({
      severity: 'error',
      message: 'the modes after "choose one —" could not all be read',
      offset: lines.slice(0, modal + 1).reduce((n, l) => n + l.length + 1, 0),
    });
  return firstFailure ? { source, normalized, abilities, diagnostics, firstFailure } : { source, normalized, abilities, diagnostics };
}

/** Reads the text (`readCardAbilities`), then decompiles what was read: the text is semantic when that gives it back. */
export function compileCardText(text: string): CompiledText {
  const read = readCardAbilities(text);
  const { source, normalized, abilities, diagnostics } = read;
  let { firstFailure } = read;
  // without rules text there is nothing to lose: semantic unless the input was not text or could not be read
  if (!normalized.trim()) {
    const semantic = typeof text === 'string' && !firstFailure;
    return firstFailure ? { source, normalized, abilities, semantic, diagnostics, firstFailure } : { source, normalized, abilities, semantic, diagnostics };
  }
  let semantic = abilities.every(isMeaningful) && !diagnostics.some((d) => d.severity === 'error');
  if (semantic) {
    const back = decompiledForComparison(abilities);
    const na = plainlySame(normalized, back) ? null : comparable(normalized);
    const nb = na === null ? null : comparable(back);
    if (na !== null && nb !== null && na !== nb) {
      semantic = false;
      const at = firstDifference(na, nb);
      diagnostics.push({
        severity: 'error',
        message: `decompiled text differs at offset ${at}: printed "${na.slice(at, at + 30)}", decompiled "${nb.slice(at, at + 30)}"`,
        offset: at,
      });
      firstFailure ??= { phrase: `round trip: ${normalized.slice(Math.max(0, at - 10), at + 25)}`, offset: at };
    }
  }
  if (!semantic && !firstFailure) {
    // not semantic because of a diagnostic (a bad symbol, unreadable modes): point at it
    const d = diagnostics.find((x) => x.severity === 'error');
    if (d) firstFailure = { phrase: d.message, offset: d.offset };
  }
  const result: CompiledText = { source, normalized, abilities, semantic, diagnostics };
  if (firstFailure && !semantic) result.firstFailure = firstFailure;
  return result;
}
