// Rule numbers: '355', '355.10', '355.10.d', '563.2.c.8'. Levels alternate number / letter after the
// three-digit top level; sources occasionally break that (v1.0 prints '625.e'), so parsing is lenient
// and `isRegularRuleId` says whether an id follows the pattern.

/** Segments of an id as written by a user or a source: tolerates a trailing dot and spaces after dots. */
export function parseRuleId(input: string): string[] | null {
  const cleaned = input.trim().replace(/\.\s+/g, '.').replace(/\.$/, '');
  if (!/^\d{1,3}(\.[0-9a-z]{1,3})*$/i.test(cleaned)) return null;
  const segments = cleaned.toLowerCase().split('.');
  segments[0] = segments[0].padStart(3, '0');
  return segments;
}

/** The canonical spelling of a user-typed id ('352.10.D.' -> '352.10.d', '2' -> '002'), or null. */
export function canonicalRuleId(input: string): string | null {
  const segments = parseRuleId(input);
  return segments ? segments.join('.') : null;
}

export function isRegularRuleId(id: string): boolean {
  const segments = id.split('.');
  if (!/^\d{3}$/.test(segments[0])) return false;
  return segments.slice(1).every((s, i) => (i % 2 === 0 ? /^\d{1,3}$/.test(s) : /^[a-z]$/.test(s)));
}

export function parentId(id: string): string | null {
  const cut = id.lastIndexOf('.');
  return cut < 0 ? null : id.slice(0, cut);
}

export function topLevel(id: string): number {
  const cut = id.indexOf('.');
  return Number(cut < 0 ? id : id.slice(0, cut));
}

function compareSegment(a: string, b: string): number {
  const an = /^\d+$/.test(a);
  const bn = /^\d+$/.test(b);
  if (an && bn) return Number(a) - Number(b);
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Document order of ids within one edition: '355' < '355.1' < '355.1.a' < '355.2' < '356'. */
export function compareRuleIds(a: string, b: string): number {
  const as = a.split('.');
  const bs = b.split('.');
  const n = Math.min(as.length, bs.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegment(as[i], bs[i]);
    if (c !== 0) return c;
  }
  return as.length - bs.length;
}
