// What the engine keeps for the life of the process (reference-engine/process-caches.ts): every module-level
// cache is made through the registry, so that clearing it makes the engine work everything out again, as a
// mutation test needs after switching the engine's code in a running process.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { cardDefinition, keywordsInText } from '../../reference-engine/cards.ts';
import { abilitiesOf, cardReading } from '../../reference-engine/effects/compiled.ts';
import {
  clearProcessCaches,
  PROCESS_CACHES_GLOBAL,
  processCache,
  processList,
  resetWithProcessCaches,
  weakProcessCache,
} from '../../reference-engine/process-caches.ts';

const ENGINE = 'reference-engine';

/** Module-level variables changed by calls that are not caches, with why clearing them would be wrong. */
const NOT_CACHES: Record<string, string> = {
  'reference-engine/card-text/cursor.ts rulesNamed': 'ids handed to grammar rules as their modules load: reset, two rules would share one id',
  'reference-engine/card-text/instructions/verb-phrase.ts VERB_INDEX': 'the index of the grammar by leading verb, filled as its module loads',
  'reference-engine/process-caches.ts clearers': 'the registry itself: a cache registers its clear function as its module loads',
};

/** Methods that change a Map, Set, WeakMap or array in place. */
const CHANGING = 'set|add|delete|clear|push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin';

function engineFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return engineFiles(path);
    return f.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The module-level variables of a file's text that calls change, other than those made or reset through the
 * registry. The text is laid out by Prettier, so a module-level declaration starts its line and a statement in
 * a function body is indented: a module-level `let`, or `const` holding a new Map, Set, WeakMap, WeakSet, array
 * or object, changed on an indented line (assigned, or one of its changing methods called, or an element set).
 */
function unregisteredState(text: string): string[] {
  const lets = [...text.matchAll(/^(?:export )?let (\w+)/gm)].map((m) => m[1]);
  const containers = [...text.matchAll(/^(?:export )?const (\w+)(?:: [^=\n]+)? = (?:new (?:Weak)?(?:Map|Set)\b|\[|\{)/gm)].map((m) => m[1]);
  const indented = text.split('\n').filter((line) => /^\s/.test(line));
  const changedOn = (pattern: string) => indented.some((line) => new RegExp(pattern).test(line));
  const unreset = lets.filter(
    (name) =>
      changedOn(`(?<![.\\w])${name}\\s*(?:[-+*/|&?]?=(?!=)|\\+\\+|--)|(?:\\+\\+|--)${name}\\b`) && !text.includes(`resetWithProcessCaches(() => (${name} = `),
  );
  const changed = containers.filter((name) => changedOn(`(?<![.\\w])${name}(?:\\.(?:${CHANGING})\\(|\\[[^\\]]*\\]\\s*=(?!=))`));
  return [...unreset, ...changed];
}

test('every module-level cache or variable of the engine that calls change is made or reset through process-caches.ts', () => {
  const found = engineFiles(ENGINE).flatMap((path) =>
    unregisteredState(readFileSync(path, 'utf8'))
      .map((name) => `${relative('.', path)} ${name}`)
      .filter((found) => !NOT_CACHES[found]),
  );
  assert.deepEqual(found, [], 'make them with processCache / weakProcessCache / processList, or reset them with resetWithProcessCaches');
});

test('the tree check finds a cache made otherwise, and a variable no reset is registered for', () => {
  const readings = join(ENGINE, 'card-text', 'readings.ts');
  const text = readFileSync(readings, 'utf8');
  assert.match(text, /const readings = processCache</);
  assert.deepEqual(unregisteredState(text.replace('const readings = processCache<', 'const readings = new Map<')), ['readings']);
  const selection = join(ENGINE, 'playing-cards', 'selection.ts');
  const reset = 'resetWithProcessCaches(() => (reading = false));';
  assert.ok(readFileSync(selection, 'utf8').includes(reset));
  assert.deepEqual(unregisteredState(readFileSync(selection, 'utf8').replace(reset, '')), ['reading']);
});

test('a cleared cache is worked out again: the compiled text, a catalog definition and its abilities', () => {
  const text = 'When I attack, draw 1.';
  const read = cardReading(text);
  assert.equal(cardReading(text), read, 'kept while not cleared');
  const definition = cardDefinition('Janna, Savior', []);
  assert.ok(definition, 'a catalog card');
  const abilities = abilitiesOf(definition);
  assert.equal(cardDefinition('Janna, Savior', []), definition);
  clearProcessCaches();
  const again = cardReading(text);
  assert.notEqual(again, read, 'read again after the caches were cleared');
  assert.deepEqual(again, read, 'to the same reading');
  const definitionAgain = cardDefinition('Janna, Savior', []);
  assert.notEqual(definitionAgain, definition, 'built again');
  assert.deepEqual(definitionAgain, definition);
  assert.notEqual(abilitiesOf(definitionAgain!), abilities);
  assert.deepEqual(abilitiesOf(definitionAgain!), abilities);
  assert.deepEqual(keywordsInText('[Tank]\nFoo'), ['Tank']);
});

test('the registry empties its maps, weak maps and lists, resets registered variables, and is reachable from another copy of the engine', () => {
  const map = processCache<string, number>();
  const weak = weakProcessCache<object, number>();
  const list = processList<number>();
  const key = {};
  let flag = true;
  resetWithProcessCaches(() => (flag = false));
  map.set('a', 1);
  weak.set(key, 1);
  list.push(1);
  assert.equal(weak.get(key), 1);
  const everyCopy = (globalThis as Record<symbol, unknown>)[PROCESS_CACHES_GLOBAL] as (() => void)[];
  assert.ok(everyCopy.includes(clearProcessCaches));
  for (const clear of everyCopy) clear();
  assert.equal(map.size, 0);
  assert.equal(weak.get(key), undefined);
  assert.equal(weak.has(key), false);
  assert.deepEqual(list, []);
  assert.equal(flag, false);
});
