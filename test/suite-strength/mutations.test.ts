// The rule mutants of suite strength name real rules: witnessing a rule through a mutant that names a
// rule the edition does not have would count for nothing, silently.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MUTATIONS, ruleIdsOf } from '../../scripts/suite-strength/mutations.ts';
import { loadCorpus } from '../../rules/index.ts';
import { MUTANT_EDITION } from '../../reports/src/witnessed.ts';
import { dataDir, needsData } from '../support/data.ts';

test('ruleIdsOf gives the primary rule first, then the further rules the mistake breaks, once each', () => {
  assert.deepEqual(ruleIdsOf({ rule: '323.5' }), ['323.5']);
  assert.deepEqual(ruleIdsOf({ rule: '323.5', alsoBreaks: ['142.4.b', '323.5', '142.4.b'] }), ['323.5', '142.4.b']);
});

test('every mutant has its own id and names well-formed rule ids', () => {
  const ids = MUTATIONS.map((m) => m.id);
  assert.deepEqual(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    [],
  );
  for (const m of MUTATIONS) {
    for (const id of ruleIdsOf(m)) assert.match(id, /^\d{3}(\.(\d{1,3}|[a-z]))*$/, `${m.id} names "${id}"`);
    assert.ok(!(m.alsoBreaks ?? []).includes(m.rule), `${m.id}: alsoBreaks repeats its primary rule`);
  }
});

test(`every rule a mutant names is a rule of ${MUTANT_EDITION}`, { skip: needsData }, () => {
  const edition = loadCorpus({ dataDir: dataDir! }).editions.find((e) => e.id === MUTANT_EDITION)!;
  const unknown = MUTATIONS.flatMap((m) =>
    ruleIdsOf(m)
      .filter((id) => !edition.rules.has(id))
      .map((id) => `${m.id}: ${id}`),
  );
  assert.deepEqual(unknown, []);
});
