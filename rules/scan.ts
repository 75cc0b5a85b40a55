// Reads the numbered lines out of a rules text, whatever its extraction: one rule per line (v1.0,
// v1.2, v1.3, v1.4), numbers alone on their line with the text below (v1.1), text wrapped over several
// lines (the v1.1 seed), page marks between any two lines. Plain string scanning, one pass.

export interface NumberedEntry {
  /** The number as the source prints it, without the trailing dot ('352.2.a', '625.e'). */
  id: string;
  /** Raw text, lines joined by a newline; normalised later. */
  text: string;
  /** 1-based line of the number in the source. */
  line: number;
}

/** Page marks and headers the PDF/markdown extractions put between lines. */
function isPageMark(line: string): boolean {
  const t = line.trim();
  // The seed excerpts note where they were copied from between two rules.
  if (t.startsWith('Source: http')) return true;
  if (t.startsWith('<!--') && t.endsWith('-->')) return true;
  if (t.startsWith('## Page ')) return true;
  if (t.startsWith('=== PAGE ') && t.endsWith('===')) return true;
  return false;
}

/**
 * The rule number at the start of a line, or null. A number is three digits, then dot-separated
 * segments with no space inside ('352.10.d.'); a space after a dot ends it, so "354.  1.  Remove"
 * is rule 354 whose text begins with the list marker "1.".
 */
export function leadingRuleNumber(line: string): { id: string; rest: string } | null {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++;
  const start = i;
  if (!(isDigit(line, i) && isDigit(line, i + 1) && isDigit(line, i + 2))) return null;
  i += 3;
  let end = i;
  while (line[i] === '.') {
    let j = i + 1;
    while (j < line.length && isSegmentChar(line.charCodeAt(j)) && j - i <= 3) j++;
    if (j === i + 1) {
      end = i + 1; // trailing dot
      break;
    }
    if (isSegmentChar(line.charCodeAt(j))) return null; // a segment longer than 3 characters: not a number
    i = j;
    end = j;
  }
  const after = line[end] === '.' ? end + 1 : end;
  if (after < line.length && line[after] !== ' ' && line[after] !== '\t') return null;
  const id = line.slice(start, end).replace(/\.$/, '');
  return { id, rest: line.slice(after) };
}

function isDigit(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c >= 48 && c <= 57;
}

function isSegmentChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122);
}

/** The source's "See rule" wrapped onto the next line would otherwise read as a new rule. */
function endsWithRuleWord(line: string): boolean {
  return /\b[Rr]ules?\s*$/.test(line) && /\b(see|in|under|with)\s+rules?\s*$/i.test(line);
}

export interface ScanResult {
  entries: NumberedEntry[];
  /** Lines before the first numbered line (title, "Last Updated", extraction notes). */
  preamble: Array<{ text: string; line: number }>;
}

export function scanNumberedLines(content: string): ScanResult {
  const lines = content.split('\n');
  const entries: NumberedEntry[] = [];
  const preamble: ScanResult['preamble'] = [];
  let current: NumberedEntry | null = null;
  let previousText = '';
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].replace(/\r$/, '');
    if (isPageMark(line)) continue;
    const number = leadingRuleNumber(line);
    if (number && !(current && endsWithRuleWord(previousText))) {
      current = { id: number.id, text: number.rest.trim(), line: n + 1 };
      entries.push(current);
    } else if (line.trim() !== '') {
      if (current) current.text = current.text ? `${current.text}\n${line.trim()}` : line.trim();
      else preamble.push({ text: line.trim(), line: n + 1 });
    }
    if (line.trim() !== '') previousText = line;
  }
  return { entries, preamble };
}

/**
 * The v1.0 seed is HTML table rows: <tr><td>512.1.</td><td>text, possibly over
 * several lines</td></tr>. Returns the same entries as a line scan would.
 */
export function scanHtmlTableRows(content: string): ScanResult {
  const entries: NumberedEntry[] = [];
  let line = 1;
  let counted = 0;
  let pos = 0;
  for (;;) {
    const row = content.indexOf('<tr>', pos);
    if (row < 0) break;
    const end = content.indexOf('</tr>', row);
    if (end < 0) break;
    line += countNewlines(content, counted, row);
    counted = row;
    const cells: string[] = [];
    let c = content.indexOf('<td>', row);
    while (c >= 0 && c < end) {
      const close = content.indexOf('</td>', c);
      if (close < 0 || close > end) break;
      cells.push(content.slice(c + 4, close));
      c = content.indexOf('<td>', close);
    }
    const number = cells.length >= 2 ? leadingRuleNumber(cells[0].trim()) : null;
    const text = decodeEntities(cells.slice(1).join(' '));
    if (number && number.rest.trim() === '') entries.push({ id: number.id, text, line });
    // A row with an empty number cell continues the rule above (its examples).
    else if (cells.length >= 2 && cells[0].trim() === '' && entries.length > 0) entries[entries.length - 1].text += `\n${text}`;
    pos = end;
  }
  return { entries, preamble: [] };
}

function countNewlines(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (s.charCodeAt(i) === 10) n++;
  return n;
}

function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
