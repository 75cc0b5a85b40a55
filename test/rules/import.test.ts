// The import of the five full editions from the data directory's rules/raw/.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, needsData } from '../support/data.ts';
import { EDITION_CATALOG, ImportError, compareRuleIds, loadCorpus, type Corpus, type EditionId } from '../../rules/index.ts';
import { loadFullEdition } from '../../rules/corpus.ts';
import { scanNumberedLines } from '../../rules/scan.ts';
import { parentId } from '../../rules/rule-id.ts';
import { README_COUNTS } from '../../rules/stats.ts';

let corpus: Corpus | null = null;
const full = (): Corpus => (corpus ??= loadCorpus({ dataDir }));

/** Ids whose direct parent the source itself never prints (checked by reading the sources). */
const PARENTLESS: Record<EditionId, string[]> = {
  'v1.0': [],
  'v1.1': ['450.3.d.1', '450.3.e.1', '450.3.e.2', '450.3.f.0.a', '450.3.g.1'],
  'v1.2': ['721.1'],
  'v1.3': [],
  'v1.4': [],
};

/** Places where the source's own numbering steps backwards or repeats, as [previous, next, line]. */
const BACKWARDS: Record<EditionId, Array<[string, string, number]>> = {
  'v1.0': [['625.e', '625.1.f', 1196]],
  'v1.1': [['143', '143', 652]],
  'v1.2': [['744.5', '744.5', 2038]],
  'v1.3': [],
  'v1.4': [],
};

describe('full editions', { skip: needsData }, () => {
  test('five editions, dated and named, read from rules/raw', () => {
    assert.deepEqual(
      full().editions.map((e) => [e.id, e.date, e.origin, e.files[0]]),
      [
        ['v1.0', '2025-06-02', 'data', 'rules/raw/v1.0_2025-06-02.txt'],
        ['v1.1', '2025-10-01', 'data', 'rules/raw/v1.1_2025-10-01.txt'],
        ['v1.2', '2025-12-01', 'data', 'rules/raw/v1.2_2025-12-01.md'],
        ['v1.3', '2026-03-30', 'data', 'rules/raw/v1.3_2026-03-30.txt'],
        ['v1.4', '2026-07-16', 'data', 'rules/raw/v1.4_2026-07-16.md'],
      ],
    );
    assert.equal(full().newest.id, 'v1.4');
  });

  test('every numbered line of each source is read: the README counts, less the repeated numbers', () => {
    for (const e of full().editions) {
      assert.equal(e.numberedLines, README_COUNTS[e.id], e.id);
      const repeated = e.anomalies.filter((a) => a.kind === 'repeated-number').length;
      assert.equal(e.ids.length, README_COUNTS[e.id] - repeated, e.id);
    }
  });

  test('no duplicate ids; every non-top-level id has its parent, except where the source lacks it', () => {
    for (const e of full().editions) {
      assert.equal(new Set(e.ids).size, e.ids.length, e.id);
      assert.equal(e.rules.size, e.ids.length, e.id);
      const parentless = e.ids.filter((id) => id.includes('.') && !e.rules.has(parentId(id)!));
      assert.deepEqual(parentless, PARENTLESS[e.id], e.id);
      for (const id of e.ids) {
        const rule = e.rules.get(id)!;
        if (rule.parent !== null) assert.ok(e.rules.get(rule.parent)!.children.includes(id), `${e.id} ${id}`);
        for (const child of rule.children) assert.equal(e.rules.get(child)!.parent, id);
      }
    }
  });

  test('numbering never runs backwards inside a section, except where the source does', () => {
    for (const entry of EDITION_CATALOG) {
      const { entries } = scanNumberedLines(readFileSync(join(dataDir!, entry.raw), 'utf8'));
      const found: Array<[string, string, number]> = [];
      for (let i = 1; i < entries.length; i++) {
        if (compareRuleIds(entries[i - 1].id, entries[i].id) >= 0) found.push([entries[i - 1].id, entries[i].id, entries[i].line]);
      }
      assert.deepEqual(found, BACKWARDS[entry.meta.id], entry.meta.id);
    }
  });

  test('cross-check with normalized/*.tsv: it holds nothing we miss; what it misses has no trailing dot', () => {
    for (const e of full().editions) {
      const tsvIds = new Set(
        readFileSync(join(dataDir!, 'rules/normalized', `${e.id}_${e.date}.tsv`), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => l.split('\t')[0]),
      );
      for (const id of tsvIds) assert.ok(e.rules.has(id), `${e.id} ${id} in the TSV but not imported`);
      const raw = readFileSync(join(dataDir!, e.files[0]), 'utf8').split('\n');
      const missed = e.ids.filter((id) => !tsvIds.has(id));
      for (const id of missed) {
        const line = raw[e.rules.get(id)!.source.line - 1].trimStart();
        assert.ok(line.startsWith(id) && line[id.length] !== '.', `${e.id} ${id}: ${line.slice(0, 20)}`);
      }
      if (e.id === 'v1.2') assert.ok(missed.includes('352.2.a') && missed.includes('352.2.b'));
    }
  });

  test('text is normalised: no ligatures, no doubled spaces, no page marks', () => {
    for (const e of full().editions) {
      for (const rule of e.rules.values()) {
        assert.ok(!/[ﬁﬂﬀﬃﬄ]|\s{2}|PAGE|<!--/.test(rule.text), `${e.id} ${rule.id}: ${rule.text.slice(0, 60)}`);
        assert.equal(rule.text, [rule.statement, ...rule.examples].filter(Boolean).join(' '), `${e.id} ${rule.id}`);
      }
    }
    const v12 = full().edition('v1.2');
    assert.match(v12.rules.get('352.2.a')!.text, /^By default, Valid locations include/);
  });

  test('headings are told apart from rules', () => {
    const v14 = full().edition('v1.4');
    for (const id of ['100', '101', '140', '147']) assert.equal(v14.rules.get(id)!.kind, 'heading', id);
    for (const id of ['355', '355.10.d', '103.2.a.2', '141']) assert.equal(v14.rules.get(id)!.kind, 'rule', id);
    assert.ok(v14.rules.get('103.2.a.2')!.examples.length === 2);
  });

  test('cross-references resolve to ids of the same edition', () => {
    const v12 = full().edition('v1.2');
    assert.ok(v12.rules.get('352.4.b')!.refs.includes('375'));
    let total = 0;
    for (const e of full().editions)
      for (const r of e.rules.values())
        for (const ref of r.refs) {
          assert.ok(e.rules.has(ref));
          total++;
        }
    assert.ok(total > 500, `only ${total} references resolved`);
  });

  test('v1.3 is read from the plain extraction, which has every number the .alt one loses', () => {
    const alt = scanNumberedLines(readFileSync(join(dataDir!, 'rules/raw/v1.3_2026-03-30.alt.txt'), 'utf8')).entries.map((e) => e.id);
    const v13 = full().edition('v1.3');
    const lost = v13.ids.filter((id) => !alt.includes(id));
    assert.deepEqual(lost, ['729', '741']);
  });

  test('a data directory without the rules names the missing file', () => {
    assert.throws(
      () => loadFullEdition(EDITION_CATALOG[0], '/nonexistent-riftbound'),
      (err: unknown) => err instanceof ImportError && err.message === 'rules/raw/v1.0_2025-06-02.txt: file not found',
    );
  });
});
