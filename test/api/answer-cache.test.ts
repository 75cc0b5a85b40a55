import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AnswerCache } from '../../api/answer-cache.ts';
import { analyzeTargets } from '../../reference-engine/card-text/index.ts';
import { call, referenceApp, sharedCorpus } from './support.ts';

test('the answer cache keeps at most its capacity, dropping the least recently used', () => {
  const cache = new AnswerCache(2);
  cache.set('a', '1');
  cache.set('b', '2');
  assert.equal(cache.get('a'), '1'); // b is now the least recently used
  cache.set('c', '3');
  assert.equal(cache.size, 2);
  assert.equal(cache.get('b'), undefined);
  assert.equal(cache.get('a'), '1');
  assert.equal(cache.get('c'), '3');
});

test('the answer cache is bounded in bytes too: big answers push out the least recently used', () => {
  const cache = new AnswerCache(100, 100);
  cache.set('a', 'x'.repeat(20)); // 2 × 21 = 42 bytes
  cache.set('b', 'y'.repeat(20));
  assert.equal(cache.bytes, 84);
  cache.get('a');
  cache.set('c', 'z'.repeat(20)); // 126 > 100: b, the least recently used, goes
  assert.equal(cache.get('b'), undefined);
  assert.equal(cache.get('a'), 'x'.repeat(20));
  assert.equal(cache.bytes, 84);
  cache.set('huge', 'h'.repeat(200)); // bigger than the whole cache: not kept, nothing dropped for it
  assert.equal(cache.get('huge'), undefined);
  assert.equal(cache.size, 2);
});

test('a cache of capacity 0 keeps nothing', () => {
  const cache = new AnswerCache(0);
  cache.set('a', '1');
  assert.equal(cache.get('a'), undefined);
});

test('the routes cache by the validated request: junk fields and query parameters reuse the answer', async () => {
  let analyses = 0;
  let lookups = 0;
  const corpus = sharedCorpus();
  const counted = new Proxy(corpus, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (name !== 'edition' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        lookups++;
        return value.apply(target, args);
      };
    },
  });
  const app = referenceApp({
    corpus: counted,
    analyzeTargets: (text, opts) => {
      analyses++;
      return analyzeTargets(text, opts);
    },
  });
  const text = 'Deal 2 to a unit.';
  const bodies = [{ text }, { text, junk: 1 }, { junk: 'x'.repeat(50), text }, { text, other: { deep: [1, 2] } }];
  const answers = new Set<string>();
  for (const body of bodies) {
    const res = await call(app, 'POST', '/rulings/targets', body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    answers.add(JSON.stringify(res.body));
  }
  assert.equal(analyses, 1, 'one analysis for one validated request');
  assert.equal(answers.size, 1);

  for (const query of ['', '?junk=1', '?a=1&b=2', '?zzz']) {
    // 352 is a rule of the newest edition loaded, with the data (v1.4) or without it (the v1.2 seed).
    assert.equal((await call(app, 'GET', `/rules/352${query}`)).status, 200);
  }
  assert.equal(lookups, 1, 'one rule lookup for one validated request');
  // A different validated request is a different entry.
  assert.equal((await call(app, 'POST', '/rulings/targets', { text: 'Deal 3 to a unit.' })).status, 200);
  assert.equal(analyses, 2);
});
