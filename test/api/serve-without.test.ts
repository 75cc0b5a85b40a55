// `riftcheck serve --without FEATURE`: the reference engine as a limited engine would be, so the
// suite's treatment of limited engines is measured against a real server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createApp } from '../../api/app.ts';
import type { GameEngine } from '../../api/engine.ts';
import { createReferenceApp, limitedEngine } from '../../api/reference.ts';
import { listen } from '../../api/server.ts';
import * as referenceEngine from '../../reference-engine/index.ts';
import { SetupRejected, Unsupported } from '../../steps/drivers/driver.ts';
import { HttpDriver } from '../../steps/drivers/http.ts';

const testCard = { id: 'test:Spark', name: 'Spark', type: 'spell', cost: { energy: 1 }, text: 'Deal 1 to a unit.' };
const setup = (extra: object) => ({ players: [{ id: 'Alice' }, { id: 'Bob' }], turnPlayer: 'Alice', ...extra });

test('without cards-from-text: the capabilities omit it and a setup with test cards is refused, one with plain cards is not', async () => {
  const app = createReferenceApp({ withoutCorpus: true, without: ['cards-from-text'] });
  const caps = (await (await app.request('/capabilities')).json()) as { features: string[] };
  assert.deepEqual(caps.features, ['mode:1v1', 'mode:ffa3', 'mode:ffa4', 'mode:2v2', 'rule-citations', 'setup-from-decks', 'views-as-player']);
  const post = (body: object) => app.request('/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const refused = await post(setup({ players: [{ id: 'Alice', hand: [{ ref: 's', card: 'test:Spark' }] }, { id: 'Bob' }], testCards: [testCard] }));
  assert.equal(refused.status, 422);
  assert.match(await refused.text(), /cards-from-text/);
  const plain = await post(setup({ battlefields: [{ ref: 'L', card: 'riftcheck:plain-battlefield' }] }));
  assert.equal(plain.status, 201, await plain.text());
});

test('without cards-from-text: a test card with no text, or naming the stock card whose text it has, is built; a stock code on another text is not', async () => {
  const app = createReferenceApp({ withoutCorpus: true, without: ['cards-from-text'] });
  const post = (cards: object[]) =>
    app.request('/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        setup({ players: [{ id: 'Alice', hand: cards.map((_, i) => ({ ref: `c${i}`, card: `test:${i}` })) }, { id: 'Bob' }], testCards: cards }),
      ),
    });
  const card = (i: number, extra: object) => ({ id: `test:${i}`, name: `Card ${i}`, cost: { energy: 1 }, ...extra });
  const built = await post([card(0, { type: 'unit', might: 2, text: '' }), card(1, { type: 'spell', text: 'Deal 1 to a unit.', stock: 'riftcheck:deal-1' })]);
  const body = await built.text();
  assert.equal(built.status, 201, body);
  const view = (JSON.parse(body) as { view: { players: Array<{ hand: Array<{ ref: string; name: string; might: number | null }> }> } }).view;
  assert.deepEqual(
    view.players[0]!.hand.map((o) => [o.ref, o.name]),
    [
      ['c0', 'Card 0'],
      ['c1', 'Card 1'],
    ],
  );
  const wrongText = await post([card(0, { type: 'spell', text: 'Deal 3 to a unit.', stock: 'riftcheck:deal-1' })]);
  assert.equal(wrongText.status, 422);
  assert.match(await wrongText.text(), /cards-from-text/);
  const wrongType = await post([card(0, { type: 'unit', might: 1, text: 'Deal 1 to a unit.', stock: 'riftcheck:deal-1' })]);
  assert.equal(wrongType.status, 422);
});

test('an unknown feature is an error naming the ones there are', () => {
  assert.throws(
    () => limitedEngine(['hide']),
    /unknown feature hide \(the reference engine has mode:1v1, mode:ffa3, mode:ffa4, mode:2v2, cards-from-text, rule-citations, setup-from-decks, views-as-player\)/,
  );
});

test('a setup refused for a missing feature is problem type unsupported naming the feature; the HTTP driver makes it Unsupported', async () => {
  const app = createReferenceApp({ withoutCorpus: true, without: ['cards-from-text'] });
  const body = setup({ players: [{ id: 'Alice', hand: [{ ref: 's', card: 'test:Spark' }] }, { id: 'Bob' }], testCards: [testCard] });
  const answer = await app.request('/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal(answer.status, 422);
  assert.equal(answer.headers.get('content-type'), 'application/problem+json');
  const problem = (await answer.json()) as { type: string; feature?: string; field?: string };
  assert.equal(problem.type, 'https://riftcheck.dev/problems/unsupported');
  assert.equal(problem.feature, 'cards-from-text');
  assert.equal(problem.field, 'testCards');
});

test('the HTTP driver: problem type unsupported at setup is Unsupported with its feature, setup-rejected stays SetupRejected', async () => {
  // An engine that declares cards-from-text but finds out at setup that it lacks a phase, the way an
  // engine that can only tell once it reads the setup does.
  const phaseless: GameEngine<referenceEngine.Game> = {
    ...referenceEngine,
    createGame(s, opts) {
      if (s.phase === 'awaken') return { ok: false, error: { message: 'no awaken phase here', field: 'phase', unsupported: 'phase:awaken' } };
      return referenceEngine.createGame(s, opts);
    },
  };
  const running = await listen(createApp({ engine: phaseless }));
  try {
    const driver = new HttpDriver(running.url);
    await assert.rejects(driver.createGame(setup({ phase: 'awaken' }) as never), (e: Error) => e instanceof Unsupported && e.capability === 'phase:awaken');
    await assert.rejects(
      driver.createGame(setup({ players: [{ id: 'Alice', hand: [{ ref: 'x', card: 'no such card' }] }, { id: 'Bob' }] }) as never),
      (e: Error) => e instanceof SetupRejected,
    );
    await driver.close();
  } finally {
    await running.close();
  }
});
