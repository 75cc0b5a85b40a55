// The crosswalk: each rule of each edition and its counterpart in every other edition, or none.
// Consecutive editions are matched one-to-one (hand overrides first, then unique identical texts,
// then word similarity helped by structure — the parent and the neighbours already matched — then
// the gaps between matched rules, in order). Editions further apart are joined through the chain of
// consecutive matches, with identical text as a fallback where the chain breaks.
import type { Counterpart, Crosswalk, Edition, EditionId, MatchKind } from './types.ts';
import { ImportError, UnknownEditionError } from './types.ts';
import { canonicalText } from './text.ts';
import { dice, wordBag, type WordBag } from './similarity.ts';
import { loadOverrides, type Override } from './crosswalk-overrides.ts';
import { findRule } from './lookup.ts';

interface Prepared {
  edition: Edition;
  canon: Map<string, string>;
  bags: Map<string, WordBag>;
  /** Words of the statement alone: an example added or dropped should not hide the same rule. */
  statementBags: Map<string, WordBag>;
  position: Map<string, number>;
  /** word -> ids containing it, for finding candidates by their rarest words. */
  postings: Map<string, string[]>;
}

function prepare(edition: Edition): Prepared {
  const canon = new Map<string, string>();
  const bags = new Map<string, WordBag>();
  const statementBags = new Map<string, WordBag>();
  const position = new Map<string, number>();
  const postings = new Map<string, string[]>();
  edition.ids.forEach((id, i) => {
    const text = edition.rules.get(id)!.text;
    canon.set(id, canonicalText(text));
    const bag = wordBag(text);
    bags.set(id, bag);
    const rule = edition.rules.get(id)!;
    statementBags.set(id, rule.examples.length > 0 ? wordBag(rule.statement) : bag);
    position.set(id, i);
    for (const w of bag.counts.keys()) {
      let list = postings.get(w);
      if (!list) postings.set(w, (list = []));
      list.push(id);
    }
  });
  return { edition, canon, bags, statementBags, position, postings };
}

/** One-to-one matches between consecutive editions A and B. */
export interface PairMatch {
  forward: Map<string, string>;
  backward: Map<string, string>;
  /** A-side ids whose match (or lack of one) comes from the overrides file. */
  overridden: Set<string>;
}

const MIN_SIMILARITY = 0.45;
const ROUND_THRESHOLDS = [0.95, 0.95, 0.8, 0.8, 0.65, 0.6];
/** Texts this short ("The Trash", "The Chain") share words by chance: they must nearly agree. */
const SHORT_TEXT = 4;
/** Sentences this short need to agree more closely to be trusted on their words alone. */
const BRIEF_TEXT = 8;
const BRIEF_TEXT_ALONE = 0.9;
/** Below this similarity, words alone are not trusted: the parent or a neighbour must agree too. */
const TEXT_ALONE = 0.75;
/** Between two matched rules, position is evidence too: less shared wording is enough. */
const GAP_MIN_SIMILARITY = 0.25;
const GAP_SCORE = 0.5;

export function matchEditions(a: Prepared, b: Prepared, overrides: Override[]): PairMatch {
  const forward = new Map<string, string>();
  const backward = new Map<string, string>();
  const overridden = new Set<string>();
  const link = (x: string, y: string): void => {
    forward.set(x, y);
    backward.set(y, x);
  };
  for (const o of overrides) {
    const strict = a.edition.origin === 'data' && b.edition.origin === 'data';
    const missing = !a.edition.rules.has(o.id)
      ? `${o.from} ${o.id}`
      : o.counterpart !== null && !b.edition.rules.has(o.counterpart)
        ? `${o.to} ${o.counterpart}`
        : null;
    if (missing) {
      if (strict) throw new ImportError('rules/crosswalk-overrides.yaml', o.line, `no rule ${missing}`);
      continue; // a partial (seed) edition simply lacks it
    }
    overridden.add(o.id);
    if (o.counterpart !== null) link(o.id, o.counterpart);
  }
  const freeA = (id: string): boolean => !forward.has(id) && !overridden.has(id);
  const freeB = (id: string): boolean => !backward.has(id);

  // Identical text found once on each side.
  const byText = (p: Prepared, free: (id: string) => boolean): Map<string, string[]> => {
    const m = new Map<string, string[]>();
    for (const id of p.edition.ids) {
      if (!free(id)) continue;
      const t = p.canon.get(id)!;
      const list = m.get(t);
      if (list) list.push(id);
      else m.set(t, [id]);
    }
    return m;
  };
  const textsB = byText(b, freeB);
  for (const [text, ids] of byText(a, freeA)) {
    const other = textsB.get(text);
    if (ids.length === 1 && other?.length === 1 && a.bags.get(ids[0])!.size > SHORT_TEXT) link(ids[0], other[0]);
  }

  // Candidates: B rules sharing one of A's rarest words, scored by word similarity.
  const candidates = new Map<string, Array<{ id: string; sim: number }>>();
  for (const id of a.edition.ids) {
    if (!freeA(id)) continue;
    const bag = a.bags.get(id)!;
    const rare = [...bag.counts.keys()]
      .map((w) => b.postings.get(w))
      .filter((l): l is string[] => l !== undefined)
      .sort((x, y) => x.length - y.length)
      .slice(0, 4);
    const seen = new Set<string>();
    const list: Array<{ id: string; sim: number }> = [];
    for (const posting of rare) {
      for (const other of posting) {
        if (seen.has(other)) continue;
        seen.add(other);
        const sim = textSimilarity(a, id, b, other, MIN_SIMILARITY);
        if (sim >= MIN_SIMILARITY) list.push({ id: other, sim });
      }
    }
    candidates.set(id, list);
  }

  const evidence = (x: string, y: string): Evidence => structuralEvidence(a, b, forward, x, y);

  for (const threshold of ROUND_THRESHOLDS) {
    const scored: Array<{ x: string; y: string; score: number }> = [];
    for (const [x, list] of candidates) {
      if (!freeA(x)) continue;
      for (const { id: y, sim } of list) {
        if (!freeB(y)) continue;
        const e = evidence(x, y);
        const score = sim + e.bonus;
        if (score >= threshold && trusted(a, b, x, y, sim, e)) scored.push({ x, y, score });
      }
    }
    scored.sort((p, q) => q.score - p.score || a.position.get(p.x)! - a.position.get(q.x)!);
    for (const { x, y } of scored) if (freeA(x) && freeB(y)) link(x, y);
  }

  fillGaps(a, b, forward, freeA, freeB, link, evidence);
  return { forward, backward, overridden };
}

/**
 * Runs of unmatched A rules sitting between two matched rules are matched, in order, to the
 * unmatched B rules between those rules' counterparts, when the words still agree enough.
 */
function fillGaps(
  a: Prepared,
  b: Prepared,
  forward: Map<string, string>,
  freeA: (id: string) => boolean,
  freeB: (id: string) => boolean,
  link: (x: string, y: string) => void,
  evidence: (x: string, y: string) => Evidence,
): void {
  const ids = a.edition.ids;
  let i = 0;
  while (i < ids.length) {
    if (!freeA(ids[i])) {
      i++;
      continue;
    }
    let j = i;
    while (j < ids.length && freeA(ids[j])) j++;
    // The nearest matched rules on either side (an overridden "none" is no anchor).
    let before: string | undefined;
    for (let k = i - 1; k >= 0 && before === undefined; k--) before = forward.get(ids[k]);
    let after: string | undefined;
    for (let k = j; k < ids.length && after === undefined; k++) after = forward.get(ids[k]);
    const lo = before !== undefined ? b.position.get(before)! + 1 : 0;
    const hi = after !== undefined ? b.position.get(after)! : b.edition.ids.length;
    let cursor = lo;
    for (let k = i; k < j && cursor < hi; k++) {
      const x = ids[k];
      if (!freeA(x)) continue;
      let best = -1;
      let bestScore = GAP_SCORE;
      for (let p = cursor; p < hi; p++) {
        const y = b.edition.ids[p];
        if (!freeB(y)) continue;
        const sim = textSimilarity(a, x, b, y, GAP_MIN_SIMILARITY);
        if (sim < GAP_MIN_SIMILARITY) continue;
        const e = evidence(x, y);
        if (sim + e.bonus > bestScore && trusted(a, b, x, y, sim, e, true)) {
          bestScore = sim + e.bonus;
          best = p;
        }
      }
      if (best >= 0) {
        link(x, b.edition.ids[best]);
        cursor = best + 1;
      }
    }
    i = j;
  }
}

/** Word similarity of the whole texts or of the statements alone, whichever is higher; 0 when it cannot reach `floor`. */
function textSimilarity(a: Prepared, x: string, b: Prepared, y: string, floor = 0): number {
  const wx = a.bags.get(x)!;
  const wy = b.bags.get(y)!;
  const sx = a.statementBags.get(x)!;
  const sy = b.statementBags.get(y)!;
  // Dice can be no higher than 2·min/(sum) of the sizes: most pairs are ruled out without counting.
  if (Math.max(reach(wx, wy), reach(sx, sy)) < floor) return 0;
  const whole = dice(wx, wy);
  return sx === wx && sy === wy ? whole : Math.max(whole, dice(sx, sy));
}

function reach(x: WordBag, y: WordBag): number {
  const total = x.size + y.size;
  return total === 0 ? 1 : (2 * Math.min(x.size, y.size)) / total;
}

interface Evidence {
  /** Added to the word similarity when ranking candidates. */
  bonus: number;
  parentAgrees: boolean;
  prevAgrees: boolean;
  nextAgrees: boolean;
  /** Share of x's children already matched to children of y (0 when x has none). */
  childrenAgree: number;
}

/** How far the matches made so far put x (of A) and y (of B) in the same place of the structure. */
function structuralEvidence(a: Prepared, b: Prepared, forward: Map<string, string>, x: string, y: string): Evidence {
  const rx = a.edition.rules.get(x)!;
  const ry = b.edition.rules.get(y)!;
  const parentAgrees = rx.parent !== null && ry.parent !== null && forward.get(rx.parent) === ry.parent;
  const px = a.position.get(x)!;
  const py = b.position.get(y)!;
  const prevX = a.edition.ids[px - 1];
  const nextX = a.edition.ids[px + 1];
  const prevAgrees = prevX !== undefined && forward.get(prevX) === b.edition.ids[py - 1];
  const nextAgrees = nextX !== undefined && forward.get(nextX) === b.edition.ids[py + 1];
  let childrenAgree = 0;
  if (rx.children.length > 0) {
    let hits = 0;
    for (const child of rx.children) {
      const m = forward.get(child);
      if (m !== undefined && b.edition.rules.get(m)!.parent === y) hits++;
    }
    childrenAgree = hits / rx.children.length;
  }
  const bonus = (parentAgrees ? 0.2 : 0) + (prevAgrees ? 0.1 : 0) + (nextAgrees ? 0.1 : 0) + 0.2 * childrenAgree + (x === y ? 0.05 : 0);
  return { bonus, parentAgrees, prevAgrees, nextAgrees, childrenAgree };
}

/**
 * Whether a candidate pair may be matched. Words alone are trusted only when they nearly agree;
 * otherwise the structure must back them, and for texts as short as a title ("The Trash" against
 * "The Chain") only the children or both neighbours moving together will do.
 */
function trusted(a: Prepared, b: Prepared, x: string, y: string, sim: number, e: Evidence, inGap = false): boolean {
  const short = Math.min(a.bags.get(x)!.size, b.bags.get(y)!.size) <= SHORT_TEXT;
  // "Perform a Cleanup." is said in several places: the same few words need the same place too.
  // Between two matched rules the place itself is the evidence.
  if (short && sim >= TEXT_ALONE) return e.bonus > 0 || inGap;
  // One word in six changed ("this turn" / "this combat") can be a different rule.
  const brief = Math.min(a.bags.get(x)!.size, b.bags.get(y)!.size) <= BRIEF_TEXT;
  if (sim >= (brief ? BRIEF_TEXT_ALONE : TEXT_ALONE)) return true;
  if (short) return sim >= 0.5 && (e.childrenAgree >= 0.5 || (e.prevAgrees && e.nextAgrees));
  return e.bonus >= 0.1;
}

interface Link {
  id: string | null;
  override: boolean;
}

export function buildCrosswalk(editions: Edition[], overrides: Override[] = loadOverrides()): Crosswalk {
  const prepared = editions.map(prepare);
  const index = new Map<EditionId, number>(editions.map((e, i) => [e.id, i]));
  const adjacent: PairMatch[] = [];
  for (let i = 0; i + 1 < prepared.length; i++) {
    const from = editions[i].id;
    const to = editions[i + 1].id;
    adjacent.push(
      matchEditions(
        prepared[i],
        prepared[i + 1],
        overrides.filter((o) => o.from === from && o.to === to),
      ),
    );
  }

  // Counterparts from edition i to edition j, joined through the editions in between.
  const tables = new Map<string, Map<string, Link>>();
  const table = (i: number, j: number): Map<string, Link> => {
    const key = `${i}>${j}`;
    let t = tables.get(key);
    if (t) return t;
    t = new Map();
    const step = j > i ? 1 : -1;
    for (const start of editions[i].ids) {
      let id: string | null = start;
      let override = false;
      for (let k = i; k !== j && id !== null; k += step) {
        const pair = step > 0 ? adjacent[k] : adjacent[k - 1];
        const lookup = step > 0 ? pair.forward : pair.backward;
        const next: string | undefined = lookup.get(id);
        if (step > 0 ? pair.overridden.has(id) : next !== undefined && pair.overridden.has(next)) override = true;
        id = next ?? null;
      }
      t.set(start, { id, override });
    }
    // Where the chain broke (a rule missing from an edition in between), identical text still joins.
    if (Math.abs(j - i) > 1) {
      const taken = new Set([...t.values()].map((l) => l.id).filter((x) => x !== null));
      // A rule an override declared to have no successor is not joined back by text either way.
      const cut = (k: number, id: string): boolean => adjacent[k] !== undefined && adjacent[k].overridden.has(id) && !adjacent[k].forward.has(id);
      const byText = new Map<string, string>();
      for (const id of editions[j].ids) if (!taken.has(id) && !cut(j, id)) byText.set(prepared[j].canon.get(id)!, id);
      for (const [start, l] of t) {
        if (l.id !== null || l.override || cut(i, start)) continue;
        const hit = byText.get(prepared[i].canon.get(start)!);
        if (hit !== undefined && !taken.has(hit)) {
          t.set(start, { id: hit, override: false });
          taken.add(hit);
        }
      }
    }
    tables.set(key, t);
    return t;
  };

  const editionIndex = (id: EditionId): number => {
    const i = index.get(id);
    if (i === undefined) throw new UnknownEditionError(`edition ${id} is not loaded (loaded: ${editions.map((e) => e.id).join(', ')})`);
    return i;
  };

  const crosswalk: Crosswalk = {
    map(from: EditionId, id: string, to: EditionId): Counterpart {
      const i = editionIndex(from);
      const j = editionIndex(to);
      const rule = findRule(editions[i], id);
      if (i === j) return { edition: to, id: rule.id, how: 'identical' };
      const l = table(i, j).get(rule.id)!;
      return { edition: to, id: l.id, how: l.id === null ? 'none' : classify(prepared[i], rule.id, prepared[j], l.id, l.override) };
    },
    row(from: EditionId, id: string): Counterpart[] {
      return editions.filter((e) => e.id !== from).map((e) => crosswalk.map(from, id, e.id));
    },
  };
  // Building every table now keeps `corpus.crosswalk()` the one place the cost is paid.
  for (let i = 0; i < editions.length; i++) for (let j = 0; j < editions.length; j++) if (i !== j) table(i, j);
  return crosswalk;
}

function classify(a: Prepared, x: string, b: Prepared, y: string, override: boolean): MatchKind {
  if (override) return 'override';
  const sameText = a.canon.get(x) === b.canon.get(y);
  if (x === y) return sameText ? 'identical' : 'edited';
  return sameText ? 'renumbered' : 'renumbered-edited';
}
