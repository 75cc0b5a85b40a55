// Cucumber's step matching on Node's own match indices (reports/src/native-match-indices.mjs): a process
// that installs the substitute before loading cucumber matches the suite's steps with it, and it answers
// what the regexp-match-indices polyfill answers, on the suite's step definitions and step texts and on
// the patterns whose lastIndex or groups are harder to get right.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { execWithIndices, polyfillLocation } from '../../reports/src/native-match-indices.mjs';

type Exec = (regexp: RegExp, text: string) => RegExpExecArray | null;

/** The polyfill itself, as cucumber-expressions loads it (this process has not installed the substitute). */
function polyfillExec(): Exec {
  const location = polyfillLocation();
  assert.ok(location, 'cucumber-expressions no longer loads regexp-match-indices: reports/src/native-match-indices.mjs has nothing to replace');
  const exec = createRequire(location.expressions)('regexp-match-indices') as Exec;
  assert.notEqual(exec, execWithIndices, 'the polyfill to compare with is the substitute itself');
  return exec;
}

/** Everything of an exec result cucumber-expressions reads, and more, as plain data; and the RegExp's lastIndex after it. */
function described(regexp: RegExp, text: string, exec: Exec) {
  const match = exec(regexp, text);
  const result = match && {
    values: [...match],
    index: match.index,
    input: match.input,
    groups: match.groups && { ...match.groups },
    indices: match.indices!.map((span) => span && [...span]),
    namedIndices: match.indices!.groups && { ...match.indices!.groups },
  };
  return { result, lastIndex: regexp.lastIndex };
}

test("cucumber matches every step of the suite with the substitute, which gives the polyfill's groups and indices", () => {
  // A plain Node process: the fixture installs the substitute, then loads cucumber and the suite's bundle.
  const child = spawnSync(process.execPath, [join(PROJECT_ROOT, 'test', 'fixtures', 'step-matching-substitute.mjs')], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  const seen = JSON.parse(child.stdout);
  assert.equal(seen.status, 'installed', 'cucumber-expressions no longer loads regexp-match-indices where the substitute stands in for it');
  assert.equal(seen.treeRegexpGets, 'substitute');
  assert.deepEqual(seen.loaded, ['regexp-match-indices/index.js'], 'nothing of the polyfill (nor regexp-tree) is loaded but the substitute under its name');
  assert.deepEqual(seen.differences, []);
  assert.ok(seen.polyfillIsAnother, 'the polyfill compared with is not the substitute itself');
  assert.ok(seen.definitions >= 100 && seen.texts >= 3000, `${seen.definitions} step definitions, ${seen.texts} step texts: the suite is not where it was`);
  assert.equal(seen.used, seen.definitions, 'every step definition is compared on at least one step text');
  assert.ok(seen.stepsMatched >= seen.texts && seen.compared >= seen.definitions, `${seen.compared} of ${seen.stepsMatched} matches compared`);
});

test('global, sticky, named, optional, unicode and multiline patterns: the same results and lastIndex as the polyfill, call after call', () => {
  const polyfill = polyfillExec();
  const cases: Array<[string, string, string]> = [
    ['(\\w+) (?:passes|plays (.+?))(?: at (?<where>\\w+))?$', '', 'Alice plays Brute at L'],
    ['(\\w+) (?:passes|plays (.+?))(?: at (?<where>\\w+))?$', '', 'Bob passes'],
    ['(a)|(b)', 'g', 'xaybza'],
    ['(\\d)(\\d)?', 'y', '12 3'],
    ['(?<digit>\\d)', 'g', 'a1b22'],
    ['(\\p{Lu})(\\p{Ll}+)', 'giu', 'Émile and Zoë'],
    ['^(.+) is (facedown|face up)$', 'm', 'x\nBrute is face up\ny'],
  ];
  for (const [source, flags, text] of cases) {
    const ours = new RegExp(source, flags);
    const theirs = new RegExp(source, flags);
    // Enough calls to run a global or sticky pattern past its last match, back to lastIndex 0, and on.
    for (let call = 0; call < 6; call++) {
      assert.deepEqual(described(ours, text, execWithIndices), described(theirs, text, polyfill), `/${source}/${flags} on "${text}", call ${call + 1}`);
    }
  }
  // A pattern that has the d flag already (the polyfill cannot parse one) is run as it is.
  const flagged = /(?<digit>\d)/dg;
  assert.deepEqual(
    described(flagged, 'a1b22', execWithIndices),
    described(/(?<digit>\d)/dg, 'a1b22', (regexp, text) => regexp.exec(text)),
  );
  const sticky = /(\d)/y;
  sticky.lastIndex = 3;
  assert.deepEqual(described(sticky, '12 3', execWithIndices).result?.indices, [
    [3, 4],
    [3, 4],
  ]);
});
