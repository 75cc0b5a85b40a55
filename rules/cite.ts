// Citing a v1.4 rule in another edition through the crosswalk: the counterpart of the rule, or of its
// closest mapped ancestor when the other edition has no such sub-rule, else the v1.4 id marked as such.
import type { Corpus } from './types.ts';

export function citeIn(corpus: Corpus, edition: string): (id: string) => string {
  if (edition === 'v1.4') return (id) => id;
  const cw = corpus.crosswalk();
  return (id) => {
    for (let cur: string | null = id; cur; cur = cur.includes('.') ? cur.slice(0, cur.lastIndexOf('.')) : null) {
      const hit = cw.map('v1.4', cur, edition as 'v1.1').id;
      if (hit) return hit;
    }
    return `${id} (v1.4; no ${edition} counterpart)`;
  };
}
