// Text of a rule as the sources give it, made comparable: the PDF extractions double spaces, split
// ligatures into single code points ("ﬁ"), put a space before commas after hyperlinked terms
// ("Units ,") and sometimes drop the space before a "See rule" note. None of that is a change of rule.

/** The stored, displayed text: NFKC (ligatures), single spaces, no space before punctuation. */
export function normalizeText(raw: string): string {
  // Only runs of whitespace and non-space whitespace are rewritten: \s+ would rewrite every space.
  // eslint-disable-next-line no-control-regex -- the ASCII range, from \x00, on purpose
  let s = (/[^\x00-\x7f]/.test(raw) ? raw.normalize('NFKC') : raw).replace(/\s\s+|[^\S ]/g, ' ').trim();
  // The PDFs print the steps of a process with list markers ("352. 2. Make ...", "322.3 2a. All ...");
  // the rule number already orders them, and the seed excerpts leave the markers out.
  // Likewise the bullet some PDFs print before the items of a list ("053.1. * Units ...").
  s = s.replace(/^\d{1,2}[a-z]?\.\s+/, '').replace(/^\*\s+/, '');
  if (s.includes(' ,') || s.includes(' .') || s.includes(' :') || s.includes(' ;') || s.includes(' )')) {
    s = s.replace(/ ([,.:;)])(?=\s|$|["”’])/g, '$1');
  }
  // A note or an example glued to the end of the previous sentence.
  if (s.includes('See rule') || s.includes('Example')) {
    s = s.replace(/([.!?"”])(See rule|Example:)/g, '$1 $2');
  }
  return s;
}

/** The form two editions' texts are compared in: quotes and dashes unified, so only wording counts. */
export function canonicalText(text: string): string {
  return text
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/" /g, '"');
}

/** Lower-case words, the unit of similarity and of word-level diffs. */
export function words(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const ch of text.toLowerCase()) {
    const code = ch.charCodeAt(0);
    const wordChar = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || ch === "'" || ch === '’';
    if (wordChar) current += ch === '’' ? "'" : ch;
    else if (current) {
      out.push(current);
      current = '';
    }
  }
  if (current) out.push(current);
  return out;
}

/**
 * Where the examples of a rule begin: "Example:" / "Examples:" anywhere, or a sentence opening with
 * "e.g.," (the targeting rules of v1.1 onwards give their examples that way).
 */
function exampleStarts(text: string): number[] {
  const starts: number[] = [];
  let at = 0;
  for (;;) {
    const ex = text.indexOf('Example', at);
    const eg = text.indexOf('e.g.,', at);
    if (ex < 0 && eg < 0) break;
    const next = ex < 0 ? eg : eg < 0 ? ex : Math.min(ex, eg);
    at = next + 5;
    if (next === ex && !/^Examples?:/.test(text.slice(ex, ex + 9))) continue;
    if (next === eg && next > 0 && !/[.!?"”)] $/.test(text.slice(Math.max(0, next - 2), next))) continue;
    starts.push(next);
  }
  return starts;
}

/** Splits "statement Example: a Example: b" into the statement and its examples. */
export function splitExamples(text: string): { statement: string; examples: string[] } {
  const starts = exampleStarts(text);
  if (starts.length === 0) return { statement: text, examples: [] };
  const examples = starts.map((s, i) => text.slice(s, starts[i + 1]).trim());
  return { statement: text.slice(0, starts[0]).trim(), examples };
}

/** Rule numbers named by "See rule 417." / "rules 352.6 and 352.10" in a text, as written. */
export function referencedIds(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (;;) {
    const at = lower.indexOf('rule', from);
    if (at < 0) break;
    from = at + 4;
    let i = from;
    if (lower[i] === 's') i++;
    // Read a list "352.6, 352.10 and 352.12" after the word.
    for (;;) {
      while (lower[i] === ' ') i++;
      const start = i;
      while (i < lower.length && /[0-9a-z.]/.test(lower[i]) && !(lower[i] === '.' && !/[0-9a-z]/.test(lower[i + 1] ?? ''))) i++;
      const token = lower.slice(start, i);
      if (!/^\d{3}(\.[0-9a-z]{1,3})*$/.test(token)) break;
      out.push(token);
      if (lower[i] === '.') i++;
      const rest = lower.slice(i, i + 6);
      const sep = /^\s*(,|and|or|&)\s*/.exec(rest);
      if (!sep) break;
      i += sep[0].length;
    }
  }
  return out;
}
