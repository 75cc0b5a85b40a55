// Where a mutation's `find` text occurs in a file, regardless of layout: a formatter may rewrap a line,
// re-indent it or add a trailing comma without changing the code, and a mutation written against the
// old layout must still find the same code (and still fail loudly when the code itself has changed).

export interface Span {
  start: number;
  end: number;
}

const CLOSERS = new Set([')', ']', '}']);

/** The text without whitespace and without commas that only precede a closing bracket, and where each kept character was. */
function canonical(text: string): { chars: string; at: number[] } {
  let chars = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/\s/.test(ch)) continue;
    if (ch === ',') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j])) j++;
      if (CLOSERS.has(text[j])) continue;
    }
    chars += ch;
    at.push(i);
  }
  return { chars, at };
}

/** Every place `find` occurs in `text` when whitespace and trailing commas are ignored, as spans of `text`. */
export function occurrences(text: string, find: string): Span[] {
  const needle = canonical(find).chars;
  if (needle === '') return [];
  const hay = canonical(text);
  const spans: Span[] = [];
  for (let i = hay.chars.indexOf(needle); i >= 0; i = hay.chars.indexOf(needle, i + 1)) {
    spans.push({ start: hay.at[i], end: hay.at[i + needle.length - 1] + 1 });
  }
  return spans;
}
