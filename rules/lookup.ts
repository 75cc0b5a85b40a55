// Finding rules: by number (with the nearest valid numbers when it does not exist) and by words.
import type { Edition, Rule } from './types.ts';
import { UnknownRuleError } from './types.ts';
import { canonicalRuleId, compareRuleIds, parentId } from './rule-id.ts';
import { words } from './text.ts';
import { needsDataMessage } from './data-dir.ts';

function editDistance(a: string, b: string): number {
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}

export function closestStrings(input: string, candidates: string[], limit: number): string[] {
  return candidates
    .map((c) => ({ c, d: editDistance(input, c.toLowerCase()) }))
    .filter((x) => x.d <= Math.max(2, Math.floor(input.length / 2)))
    .sort((x, y) => x.d - y.d)
    .slice(0, limit)
    .map((x) => x.c);
}

/**
 * Valid ids nearest to one that does not exist: its closest existing ancestor, that ancestor's
 * children around where the id would sit, and ids a typo away.
 */
export function nearestIds(edition: Edition, input: string, limit = 5): string[] {
  const id = canonicalRuleId(input) ?? input.trim();
  const out: string[] = [];
  let ancestor = parentId(id);
  while (ancestor !== null && !edition.rules.has(ancestor)) ancestor = parentId(ancestor);
  if (ancestor !== null) {
    const siblings = edition.rules.get(ancestor)!.children;
    const after = siblings.findIndex((s) => compareRuleIds(s, id) > 0);
    const at = after < 0 ? siblings.length : after;
    out.push(...siblings.slice(Math.max(0, at - 2), at + 1));
    out.push(ancestor);
  }
  const typos = edition.ids
    .filter((c) => Math.abs(c.length - id.length) <= 2)
    .map((c) => ({ c, d: editDistance(id, c) }))
    .filter((x) => x.d <= 2)
    .sort((x, y) => x.d - y.d || compareRuleIds(x.c, y.c));
  for (const { c } of typos) out.push(c);
  if (out.length === 0) {
    // A top-level number outside any chapter: the numbers on either side.
    const after = edition.ids.findIndex((c) => !c.includes('.') && compareRuleIds(c, id) > 0);
    const tops = edition.ids.filter((c) => !c.includes('.'));
    const at = after < 0 ? tops.length : tops.indexOf(edition.ids[after]);
    out.push(...tops.slice(Math.max(0, at - 1), at + 1));
  }
  return [...new Set(out)].filter((c) => c !== id).slice(0, limit);
}

export function findRule(edition: Edition, id: string): Rule {
  const canonical = canonicalRuleId(id);
  const rule = canonical ? (edition.rules.get(canonical) ?? edition.rules.get(id.trim())) : edition.rules.get(id.trim());
  if (rule) return rule;
  const near = nearestIds(edition, id);
  const seeds = edition.origin === 'seeds';
  const partial = seeds ? `; the whole of ${needsDataMessage(edition.id)}` : '';
  throw new UnknownRuleError(
    `no rule ${id} in ${seeds ? `the seed excerpt of ${edition.id}` : edition.id}${near.length ? `; nearest: ${near.join(', ')}` : ''}${partial}`,
    near,
  );
}

interface SearchIndex {
  postings: Map<string, Array<{ id: string; tf: number }>>;
  lengths: Map<string, number>;
  avgLength: number;
}

const indexes = new WeakMap<Edition, SearchIndex>();

function searchIndex(edition: Edition): SearchIndex {
  let index = indexes.get(edition);
  if (index) return index;
  const postings = new Map<string, Array<{ id: string; tf: number }>>();
  const lengths = new Map<string, number>();
  let total = 0;
  for (const id of edition.ids) {
    const ws = words(edition.rules.get(id)!.text);
    lengths.set(id, ws.length);
    total += ws.length;
    const counts = new Map<string, number>();
    for (const w of ws) counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const [w, tf] of counts) {
      let list = postings.get(w);
      if (!list) postings.set(w, (list = []));
      list.push({ id, tf });
    }
  }
  index = { postings, lengths, avgLength: total / Math.max(1, edition.ids.length) };
  indexes.set(edition, index);
  return index;
}

/** Ranked by BM25 over the rule's words, with a bonus when the words appear as a phrase. */
export function searchRules(edition: Edition, query: string, limit = 10): Array<{ rule: Rule; score: number }> {
  const terms = [...new Set(words(query))];
  if (terms.length === 0) return [];
  const index = searchIndex(edition);
  const n = edition.ids.length;
  const scores = new Map<string, number>();
  const k1 = 1.2;
  const b = 0.75;
  for (const term of terms) {
    const list = index.postings.get(term);
    if (!list) continue;
    const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
    for (const { id, tf } of list) {
      const len = index.lengths.get(id)!;
      const s = (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * len) / index.avgLength));
      scores.set(id, (scores.get(id) ?? 0) + s);
    }
  }
  const phrase = terms.length > 1 ? words(query).join(' ') : null;
  const ranked: Array<{ rule: Rule; score: number }> = [];
  for (const [id, score] of scores) {
    const rule = edition.rules.get(id)!;
    const bonus = phrase && words(rule.text).join(' ').includes(phrase) ? 1.5 : 1;
    ranked.push({ rule, score: Math.round(score * bonus * 1000) / 1000 });
  }
  ranked.sort((x, y) => y.score - x.score || compareRuleIds(x.rule.id, y.rule.id));
  return ranked.slice(0, limit);
}
