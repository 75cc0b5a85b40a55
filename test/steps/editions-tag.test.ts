// Which edition a scenario is played under (steps/support/edition.ts): its feature's, the newest its
// @editions tag names when that leaves the feature's out, and under a run's --setup-edition either that
// edition or, when the @editions tag leaves it out, not applicable with the reason.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editionInForce, editionsOfTag } from '../../steps/support/edition.ts';

test('an @editions tag names one edition or a range, oldest first', () => {
  assert.deepEqual(editionsOfTag('@editions:v1.0'), ['v1.0']);
  assert.deepEqual(editionsOfTag('@editions:v1.1-v1.4'), ['v1.1', 'v1.2', 'v1.3', 'v1.4']);
  assert.equal(editionsOfTag('@rule:355'), null);
  assert.throws(() => editionsOfTag('@editions:v1.4-v1.1'), /oldest first/);
  assert.throws(() => editionsOfTag('@editions:v2.0'), /oldest first/);
});

test("the edition in force: the feature's, else the newest the Example holds in; under a chosen edition, it or not applicable", () => {
  assert.deepEqual(editionInForce(['@edition:v1.4']), { edition: 'v1.4' });
  assert.deepEqual(editionInForce(['@edition:v1.4', '@editions:v1.1-v1.4']), { edition: 'v1.4' });
  assert.deepEqual(editionInForce(['@edition:v1.4', '@editions:v1.0']), { edition: 'v1.0' });
  assert.deepEqual(editionInForce(['@edition:v1.4', '@editions:v1.0-v1.2']), { edition: 'v1.2' });
  assert.deepEqual(editionInForce(['@edition:v1.4'], { chosen: 'v1.1' }), { edition: 'v1.1' });
  assert.deepEqual(editionInForce(['@edition:v1.4', '@editions:v1.1-v1.4'], { chosen: 'v1.2' }), { edition: 'v1.2' });
  const na = editionInForce(['@edition:v1.4', '@editions:v1.0'], { chosen: 'v1.4' });
  assert.ok('notApplicable' in na && /not applicable under v1\.4: its outcome holds in v1\.0/.test(na.notApplicable));
});

test('under a chosen edition, an Example without @editions that rests on a rule the edition lacks does not apply', () => {
  const notInForce = new Set(['816.1']);
  const na = editionInForce(['@edition:v1.4', '@rule:816.1'], { chosen: 'v1.3', notInForce });
  assert.ok('notApplicable' in na && /rests on rule 816\.1 \(v1\.4\), which v1\.3 does not have/.test(na.notApplicable), JSON.stringify(na));
  assert.deepEqual(editionInForce(['@edition:v1.4', '@rule:355.1'], { chosen: 'v1.3', notInForce }), { edition: 'v1.3' });
  // an Example that says where it holds is taken at its word, and editions compare plays everything
  assert.deepEqual(editionInForce(['@edition:v1.4', '@rule:816.1', '@editions:v1.3-v1.4'], { chosen: 'v1.3', notInForce }), { edition: 'v1.3' });
  assert.deepEqual(editionInForce(['@edition:v1.4', '@editions:v1.0'], { chosen: 'v1.4', everyExample: true }), { edition: 'v1.4' });
  assert.deepEqual(editionInForce(['@edition:v1.4', '@rule:816.1'], { chosen: 'v1.3', notInForce, everyExample: true }), { edition: 'v1.3' });
});
