// Native match indices for cucumber's step matching.
//
// To find the arguments of a step, @cucumber/cucumber-expressions (19) needs where each capture group
// of the step's match starts and ends, which it gets from the `regexp-match-indices` polyfill. The
// polyfill's feature test runs a RegExp without the `d` flag, so it never picks Node's own indices:
// on every match it reparses the pattern (regexp-tree), builds a new "measurement" RegExp and runs it
// again. Cucumber matches every step of the suite once while assembling the test cases, before the
// first scenario starts, and once more as the step runs: about 0.9 s of CPU per suite run went there.
//
// `execWithIndices` is what the polyfill computes, from a `d`-flag copy of the RegExp made once per
// RegExp: the same groups, indices and lastIndex. `installNativeMatchIndices()` puts it in Node's
// CommonJS module cache under the very file cucumber-expressions loads the polyfill from, which works
// only before cucumber-expressions is loaded (so an entry point calls it before loading cucumber; a
// plain `npx cucumber-js` has loaded it before any of the suite's code runs, and keeps the polyfill).
// Nothing in node_modules is changed. test/reports/native-match-indices.test.ts compares both on the
// suite's own step definitions and step texts, and fails when the polyfill is no longer where this
// looks for it.
import { createRequire, Module } from 'node:module';

/** A module that installs the substitute as it loads: `node --import` it before a runner that loads cucumber itself. */
export const INSTALLING_MODULE = new URL('./install-native-match-indices.mjs', import.meta.url).href;

/** The `d`-flag copy of each RegExp matched so far (the RegExp itself when it has the flag). */
const withIndices = new WeakMap();

/**
 * `regexp.exec(string)` whose result carries `indices` (start and end of the match and of each group),
 * as the regexp-match-indices polyfill's exec(regexp, string) returns it; a global or sticky RegExp's
 * lastIndex is read and advanced as by exec.
 */
export function execWithIndices(regexp, string) {
  let copy = withIndices.get(regexp);
  if (copy === undefined) {
    copy = regexp.hasIndices ? regexp : new RegExp(regexp.source, `${regexp.flags}d`);
    withIndices.set(regexp, copy);
  }
  if (copy === regexp) return regexp.exec(string);
  copy.lastIndex = regexp.lastIndex;
  const match = copy.exec(string);
  if (regexp.global || regexp.sticky) regexp.lastIndex = copy.lastIndex;
  return match;
}

/** The file cucumber's cucumber-expressions loads regexp-match-indices from, and its own main module; null when it no longer depends on it. */
export function polyfillLocation(from = import.meta.url) {
  const cucumber = createRequire(from).resolve('@cucumber/cucumber');
  const expressions = createRequire(cucumber).resolve('@cucumber/cucumber-expressions');
  try {
    return { polyfill: createRequire(expressions).resolve('regexp-match-indices'), expressions };
  } catch {
    return null;
  }
}

/**
 * Makes cucumber-expressions use `execWithIndices` instead of the polyfill. Answers 'installed';
 * 'not-needed' when cucumber-expressions no longer loads the polyfill; 'too-late' when
 * cucumber-expressions is already loaded in this process (it keeps the polyfill, which is slower,
 * never different).
 */
export function installNativeMatchIndices(from = import.meta.url) {
  const location = polyfillLocation(from);
  if (location === null) return 'not-needed';
  const require = createRequire(location.expressions);
  if (require.cache[location.expressions] !== undefined) return 'too-late';
  const substitute = new Module(location.polyfill);
  substitute.filename = location.polyfill;
  substitute.exports = execWithIndices;
  substitute.loaded = true;
  require.cache[location.polyfill] = substitute;
  return 'installed';
}
