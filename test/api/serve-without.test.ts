// `riftcheck serve --without FEATURE`: the reference engine as a limited engine would be, so the
// suite's treatment of limited engines is measured against a real server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReferenceApp, limitedEngine } from '../../api/reference.ts';

const testCard = { id: 'test:Spark', name: 'Spark', type: 'spell', cost: { energy: 1 }, text: 'Deal 1 to a unit.' };
const setup = (extra: object) => ({ players: [{ id: 'Alice' }, { id: 'Bob' }], turnPlayer: 'Alice', ...extra });

test('without cards-from-text: the capabilities omit it and a setup with test cards is refused, one with plain cards is not', async () => {
  const app = createReferenceApp({ withoutCorpus: true, without: ['cards-from-text'] });
  const caps = (await (await app.request('/capabilities')).json()) as { features: string[] };
  assert.deepEqual(caps.features, ['mode:1v1', 'rule-citations']);
  const post = (body: object) => app.request('/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const refused = await post(setup({ players: [{ id: 'Alice', hand: [{ ref: 's', card: 'test:Spark' }] }, { id: 'Bob' }], testCards: [testCard] }));
  assert.equal(refused.status, 422);
  assert.match(await refused.text(), /cards-from-text/);
  const plain = await post(setup({ battlefields: [{ ref: 'L', card: 'riftcheck:plain-battlefield' }] }));
  assert.equal(plain.status, 201, await plain.text());
});

test('an unknown feature is an error naming the ones there are', () => {
  assert.throws(() => limitedEngine(['hide']), /unknown feature hide \(the reference engine has mode:1v1, cards-from-text, rule-citations\)/);
});
