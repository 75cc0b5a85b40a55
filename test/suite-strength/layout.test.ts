import assert from 'node:assert/strict';
import { test } from 'node:test';
import { occurrences } from '../../scripts/suite-strength/layout.ts';

test('a text found as written gives the span it was written at', () => {
  const text = "switch (k) {\n    case 'player': return affected.player; // 372.1\n}";
  const find = "case 'player': return affected.player;";
  assert.deepEqual(occurrences(text, find), [{ start: text.indexOf(find), end: text.indexOf(find) + find.length }]);
});

test('a text rewrapped by a formatter, with a trailing comma added, is still found, and the span covers all of it', () => {
  const before = 'x = (groupQualifies((a.chosen ?? []).map((id) => objectOf(s, id)), slot.ref) ? null : y);';
  const after = 'x = (groupQualifies(\n  (a.chosen ?? []).map((id) => objectOf(s, id)),\n  slot.ref,\n)\n  ? null\n  : y);';
  const find = '(groupQualifies((a.chosen ?? []).map((id) => objectOf(s, id)), slot.ref)';
  const [span] = occurrences(after, find);
  assert.equal(after.slice(span.start, span.end), '(groupQualifies(\n  (a.chosen ?? []).map((id) => objectOf(s, id)),\n  slot.ref,\n)');
  assert.deepEqual(occurrences(before, find).length, 1);
});

test('changed code is not found, and code that occurs twice is found twice', () => {
  assert.deepEqual(occurrences("case 'any-number':\n  return [1, available];", "case 'any-number': return [0, available];"), []);
  assert.equal(occurrences('f(a, b);\nf(a,\n  b,\n);', 'f(a, b)').length, 2);
});

test('a comma between items is kept: dropping it would join different code', () => {
  assert.deepEqual(occurrences('f(a, b)', 'f(ab)'), []);
});
