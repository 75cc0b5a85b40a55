// Word-level similarity between rule texts, for matching rules across editions.
import { words } from './text.ts';

export interface WordBag {
  counts: Map<string, number>;
  size: number;
}

/** Singular and plural count as one word when matching ("Trashes" heads what "The Trash" headed). */
function stem(w: string): string {
  if (w.length > 4 && /(sh|ch|ss|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

export function wordBag(text: string): WordBag {
  const counts = new Map<string, number>();
  const ws = words(text);
  for (const word of ws) {
    const w = stem(word);
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return { counts, size: ws.length };
}

/** Dice coefficient over word multisets: 1 for the same words, 0 for none in common. */
export function dice(a: WordBag, b: WordBag): number {
  if (a.size === 0 || b.size === 0) return a.size === b.size ? 1 : 0;
  let common = 0;
  const [small, large] = a.counts.size <= b.counts.size ? [a, b] : [b, a];
  for (const [w, n] of small.counts) {
    const m = large.counts.get(w);
    if (m !== undefined) common += n < m ? n : m;
  }
  return (2 * common) / (a.size + b.size);
}
