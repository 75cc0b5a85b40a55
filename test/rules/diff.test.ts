// Diffs between editions, on changes the core rules patch notes announce.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { dataDir, needsData } from '../support/data.ts';
import { diffEditions, loadCorpus, type Corpus } from '../../rules/index.ts';

let corpus: Corpus | null = null;
const full = (): Corpus => (corpus ??= loadCorpus({ dataDir }));

describe('diff of the full editions', { skip: needsData }, () => {
  test('v1.0 -> v1.1: two new silver rules, Relevant Players gone, choices and the Chain renumbered', () => {
    const d = diffEditions(full(), 'v1.0', 'v1.1');
    const added = d.added.map((r) => r.id);
    for (const id of ['054', '054.1', '055', '055.1']) assert.ok(added.includes(id), id);
    const removed = d.removed.map((r) => r.id);
    for (const id of ['528', '530', '531', '531.2.a.4']) assert.ok(removed.includes(id), id);
    const moves = new Map(d.renumbered.map((r) => [r.from, r.to]));
    assert.equal(moves.get('559'), '352');
    assert.equal(moves.get('533'), '327');
    assert.ok(!moves.has('001'), 'an unmoved rule is not renumbered');
  });

  test('an edited rule carries its word-level change', () => {
    const d = diffEditions(full(), 'v1.0', 'v1.1');
    const e = d.edited.find((x) => x.from === '563.2.c.8');
    assert.ok(e);
    assert.equal(e.to, '356.3.e.12');
    assert.ok(e.words.some((w) => w.op === '-' && /\bzero\b/.test(w.text)));
    assert.ok(e.words.some((w) => w.op === '+' && /\bnull\b/.test(w.text)));
    const v10 = full().edition('v1.0').rules.get('563.2.c.8')!.text;
    assert.equal(
      e.words
        .filter((w) => w.op !== '+')
        .map((w) => w.text)
        .join(' '),
      v10,
      'the old text is the kept and removed words',
    );
  });

  test("v1.3 -> v1.4 adds Vendetta's Empower and Empowered keywords", () => {
    const d = diffEditions(full(), 'v1.3', 'v1.4', { chapter: [800, 899] });
    const added = new Map(d.added.map((r) => [r.id, r.text]));
    assert.equal(added.get('827'), 'Empower');
    assert.equal(added.get('828'), 'Empowered');
    assert.ok(d.added.every((r) => Number(r.id.split('.')[0]) >= 800));
  });

  test('a chapter range keeps only changes whose number falls in it, on either side', () => {
    const d = diffEditions(full(), 'v1.0', 'v1.1', { chapter: [0, 99] });
    assert.deepEqual(
      d.added.map((r) => r.id),
      ['054', '054.1', '055', '055.1'],
    );
    assert.deepEqual(d.removed, []);
    const v10golden = full()
      .edition('v1.0')
      .ids.filter((id) => Number(id.split('.')[0]) < 100).length;
    assert.equal(d.unchanged + d.edited.length, v10golden);
    const narrow = diffEditions(full(), 'v1.0', 'v1.1', { chapter: [300, 359] });
    assert.ok(
      narrow.renumbered.some((r) => r.from === '559' && r.to === '352'),
      'kept because 352 is in range',
    );
    assert.ok(narrow.removed.every((r) => Number(r.id.split('.')[0]) >= 300 && Number(r.id.split('.')[0]) <= 359));
  });

  test('v1.1 -> v1.2 adds 352.2.a and 352.2.b and nothing else under 352', () => {
    const d = diffEditions(full(), 'v1.1', 'v1.2', { chapter: [352, 352] });
    assert.deepEqual(
      d.added.map((r) => r.id),
      ['352.2.a', '352.2.b'],
    );
    assert.deepEqual([d.removed.length, d.renumbered.length, d.edited.length], [0, 0, 0]);
  });

  test('an edition against itself has no changes', () => {
    const d = diffEditions(full(), 'v1.4', 'v1.4');
    assert.equal(d.added.length + d.removed.length + d.renumbered.length + d.edited.length, 0);
    assert.equal(d.unchanged, full().edition('v1.4').ids.length);
  });
});
