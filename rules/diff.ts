// What changed between two editions, read off the crosswalk: rules added, removed, renumbered and
// edited (with a word-level diff).
import type { Corpus, EditionDiff, EditionId, WordOp } from './types.ts';
import { topLevel } from './rule-id.ts';
import { canonicalText } from './text.ts';

/** Word-level diff (longest common subsequence of whitespace-separated words), merged into runs. */
export function wordDiff(before: string, after: string): WordOp[] {
  const a = before.split(' ').filter(Boolean);
  const b = after.split(' ').filter(Boolean);
  const n = a.length;
  const m = b.length;
  // lcs[i][j] = length of the LCS of a[i..] and b[j..], in one flat array.
  const width = m + 1;
  const lcs = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * width + j] = a[i] === b[j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }
  const ops: WordOp[] = [];
  const push = (op: WordOp['op'], word: string): void => {
    const last = ops[ops.length - 1];
    if (last && last.op === op) last.text += ` ${word}`;
    else ops.push({ op, text: word });
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      push('=', a[i]);
      i++;
      j++;
    } else if (i < n && (j === m || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1])) {
      push('-', a[i++]); // removals before additions, as people read a change
    } else {
      push('+', b[j++]);
    }
  }
  return ops;
}

function inChapter(id: string | null, chapter: [number, number] | null): boolean {
  if (chapter === null) return true;
  if (id === null) return false;
  const top = topLevel(id);
  return top >= chapter[0] && top <= chapter[1];
}

/**
 * Every rule of `from` is removed, renumbered and/or edited, or unchanged; every rule of `to` that
 * no rule of `from` maps to is added. With a chapter range, a change is kept when either side's
 * number falls in it.
 */
export function diffEditions(corpus: Corpus, from: EditionId, to: EditionId, opts: { chapter?: [number, number] } = {}): EditionDiff {
  const a = corpus.edition(from);
  const b = corpus.edition(to);
  const chapter = opts.chapter ?? null;
  const crosswalk = corpus.crosswalk();
  const diff: EditionDiff = { from: a.id, to: b.id, chapter, added: [], removed: [], renumbered: [], edited: [], unchanged: 0, notCompared: 0 };
  for (const id of a.ids) {
    const c = crosswalk.map(a.id, id, b.id);
    if (!inChapter(id, chapter) && !inChapter(c.id, chapter)) continue;
    const before = a.rules.get(id)!;
    if (c.id === null) {
      diff.removed.push({ id, text: before.text });
      continue;
    }
    if (c.id !== id) diff.renumbered.push({ from: id, to: c.id, how: c.how });
    const after = b.rules.get(c.id);
    if (after === undefined) diff.notCompared++;
    else if (canonicalText(before.text) !== canonicalText(after.text)) {
      diff.edited.push({ from: id, to: c.id, words: wordDiff(before.text, after.text) });
    } else if (c.id === id) {
      diff.unchanged++;
    }
  }
  // Added: rules of `to` with no counterpart in `from` (asked that way round, so a partial `from`
  // does not make the rest of `to` look new).
  for (const id of b.ids) {
    if (inChapter(id, chapter) && crosswalk.map(b.id, id, a.id).id === null) diff.added.push({ id, text: b.rules.get(id)!.text });
  }
  return diff;
}
