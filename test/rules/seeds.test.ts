// The seed excerpts shipped in rules/seeds/: the corpus of a clone with nothing beside it, and
// proof that the full editions hold every seed rule with the same text.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { dataDir, needsData } from '../support/data.ts';
import { diffEditions, findRule, loadCorpus, EditionNotLoadedError, UnknownEditionError, UnknownRuleError, type Corpus } from '../../rules/index.ts';

const seeds = loadCorpus({ dataDir: null });

/**
 * Where a seed excerpt itself differs from its edition, and how (read in both files):
 * v1.0 595.4.b: the excerpt lost the two em dashes around an aside; v1.1 315.4.d: the excerpt stops
 * before the final period, where its "Source:" note begins.
 */
const EXCERPT_DEFECTS: Record<string, (seed: string, full: string) => boolean> = {
  'v1.0 595.4.b': (seed, full) => full.replace(/—/g, '') === seed,
  'v1.1 315.4.d': (seed, full) => `${seed}.` === full,
};

describe('seeds only (no data directory)', () => {
  test('three partial editions from the seeds, with the true rule counts', () => {
    assert.deepEqual(
      seeds.editions.map((e) => [e.id, e.origin, e.ids.length, e.ids[0], e.ids[e.ids.length - 1]]),
      [
        ['v1.0', 'seeds', 398, '512.1', '597'],
        ['v1.1', 'seeds', 223, '307', '356.3.e.13'],
        ['v1.2', 'seeds', 53, '352', '352.16'],
      ],
    );
    assert.equal(seeds.newest.id, 'v1.2');
    assert.ok(seeds.edition('v1.2').rules.has('352.2.a') && seeds.edition('v1.2').rules.has('352.2.b'));
  });

  test('seed v1.0 covers 512–597, seed v1.1 307–356', () => {
    const tops = (id: string) => Number(id.split('.')[0]);
    assert.ok(seeds.edition('v1.0').ids.every((id) => tops(id) >= 512 && tops(id) <= 597));
    assert.ok(seeds.edition('v1.1').ids.every((id) => tops(id) >= 307 && tops(id) <= 356));
  });

  test('lookups by number, edition by version, date or id', () => {
    assert.equal(findRule(seeds.edition('1.2'), '352.10.d').id, '352.10.d');
    assert.equal(seeds.edition('2025-06-02').id, 'v1.0');
    assert.throws(
      () => seeds.edition('v1.4'),
      (err: unknown) => err instanceof EditionNotLoadedError && err.message === 'v1.4 needs the rules data: pass --data DIR or set RIFTBOUND_DATA',
    );
    assert.throws(
      () => seeds.edition('v9'),
      (err: unknown) =>
        err instanceof UnknownEditionError &&
        !(err instanceof EditionNotLoadedError) &&
        /^unknown edition "v9"; the editions are v1\.0 \(2025-06-02\), .*v1\.4 \(2026-07-16\)$/.test(err.message),
    );
    assert.throws(
      () => findRule(seeds.edition('v1.2'), '352.17'),
      (err: unknown) => err instanceof UnknownRuleError && err.suggestions.includes('352.16'),
    );
  });

  test('the shipped crosswalk answers for editions whose text is not loaded', () => {
    const cw = seeds.crosswalk();
    assert.deepEqual(
      cw.row('v1.0', '559').map((c) => `${c.edition} ${c.id}`),
      ['v1.1 352', 'v1.2 352', 'v1.3 355', 'v1.4 355'],
    );
    assert.equal(cw.map('v1.1', '352.10.d', 'v1.4').id, '355.10.d');
    assert.equal(cw.map('v1.0', '563.2.c.8', 'v1.1').id, '356.3.e.12');
  });
});

describe('diff of seed excerpts', () => {
  test('changes are read off the shipped crosswalk; rules outside an excerpt are neither added nor compared', () => {
    const d = diffEditions(seeds, 'v1.0', 'v1.1');
    assert.ok(d.removed.some((r) => r.id === '528'));
    assert.ok(d.renumbered.some((r) => r.from === '559' && r.to === '352'));
    const added = d.added.map((r) => r.id);
    assert.ok(added.includes('325'), 'new in v1.1');
    assert.ok(!added.includes('307'), 'v1.1 307 was v1.0 507, outside the v1.0 excerpt but not new');
    assert.ok(d.notCompared > 0);
  });
});

describe('seeds against their full editions', { skip: needsData }, () => {
  let full: Corpus | null = null;
  test('every seed rule is in its edition with the same text', () => {
    full ??= loadCorpus({ dataDir });
    for (const seed of seeds.editions) {
      const edition = full.edition(seed.id);
      const defects: string[] = [];
      for (const id of seed.ids) {
        const s = seed.rules.get(id)!;
        const f = edition.rules.get(id);
        assert.ok(f, `${seed.id} ${id} missing from the full edition`);
        if (s.text === f.text) continue;
        const known = EXCERPT_DEFECTS[`${seed.id} ${id}`];
        assert.ok(known?.(s.text, f.text), `${seed.id} ${id}\n  seed: ${s.text}\n  full: ${f.text}`);
        defects.push(`${seed.id} ${id}`);
      }
      assert.deepEqual(
        defects,
        Object.keys(EXCERPT_DEFECTS).filter((k) => k.startsWith(seed.id)),
      );
    }
  });
});
