import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AnswerCache } from '../../api/answer-cache.ts';

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

test('a cache of capacity 0 keeps nothing', () => {
  const cache = new AnswerCache(0);
  cache.set('a', '1');
  assert.equal(cache.get('a'), undefined);
});
