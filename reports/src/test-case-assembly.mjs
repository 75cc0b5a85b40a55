// Cucumber's assembly of the test cases, matching each distinct step text once.
//
// Before its first scenario, a cucumber run turns every pickle into a test case: for each of the
// suite's 31,000 steps it asks every one of the 133 step definitions whether it matches the step's
// text (about 4 million calls), while the steps repeat 5,300 texts. Whether a step definition matches
// a text depends on the text alone (its expression is a RegExp run on it), and so do the arguments a
// definition finds in it: this assembly asks once per distinct text and remembers which definitions
// matched, in their order, and their arguments (frozen, shared by the steps with that text, which
// nothing changes). Everything else is as cucumber's own assembleTestCases (lib/assemble/
// assemble_test_cases.js) does it: the same test cases, the same ids drawn from the run's generator in
// the same order, the same messages. `installTestCaseAssembly()` puts it in Node's CommonJS module cache in
// place of cucumber's, as native-match-indices.mjs does for the polyfill: only before cucumber's
// runtime is loaded, nothing in node_modules changed. test/reports/cucumber-substitutes.test.ts
// compares both, and fails if cucumber's module moves.
import { createRequire, Module } from 'node:module';
import { join } from 'node:path';

/** Where cucumber's assembleTestCases lives. */
export function testCaseAssemblyLocation(from = import.meta.url) {
  return join(createRequire(from).resolve('@cucumber/cucumber'), '..', 'assemble', 'assemble_test_cases.js');
}

/** A test step for each hook of `hooks` that applies to `pickle`. */
function hookSteps(hooks, pickle, newId) {
  return hooks.filter((hook) => hook.appliesToTestCase(pickle)).map((hook) => ({ id: newId(), hookId: hook.id }));
}

function argumentGroup(group) {
  return { start: group.start, value: group.value, children: group.children == null ? undefined : group.children.map(argumentGroup) };
}

/** `value` and everything under it frozen: a step's match is shared by every step with its text. */
function deepFreeze(value) {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

export async function assembleTestCases(testRunStartedId, eventBroadcaster, newId, sourcedPickles, supportCodeLibrary) {
  /** Step text -> the ids of the step definitions matching it, in their order, and their arguments in it. */
  const matches = new Map();
  const matchOf = (text) => {
    let match = matches.get(text);
    if (match === undefined) {
      const definitions = supportCodeLibrary.stepDefinitions.filter((d) => d.matchesStepName(text));
      match = deepFreeze({
        stepDefinitionIds: definitions.map((d) => d.id),
        stepMatchArgumentsLists: definitions.map((d) => ({
          stepMatchArguments: d.expression.match(text).map((arg) => ({ group: argumentGroup(arg.group), parameterTypeName: arg.parameterType.name })),
        })),
      });
      matches.set(text, match);
    }
    return match;
  };
  return sourcedPickles.map(({ gherkinDocument, pickle }) => {
    const id = newId();
    const before = hookSteps(supportCodeLibrary.beforeTestCaseHookDefinitions, pickle, newId);
    const steps = pickle.steps.map((pickleStep) => {
      const { stepDefinitionIds, stepMatchArgumentsLists } = matchOf(pickleStep.text);
      return { id: newId(), pickleStepId: pickleStep.id, stepDefinitionIds, stepMatchArgumentsLists };
    });
    // After hooks run in the reverse of the order they were defined in.
    const after = hookSteps([...supportCodeLibrary.afterTestCaseHookDefinitions].reverse(), pickle, newId);
    const testCase = { testRunStartedId, pickleId: pickle.id, id, testSteps: [...before, ...steps, ...after] };
    eventBroadcaster.emit('envelope', { testCase });
    return { gherkinDocument, pickle, testCase };
  });
}

/**
 * Makes cucumber assemble its test cases with `assembleTestCases` above. Answers 'installed', or
 * 'too-late' when cucumber's runtime is already loaded in this process (it keeps its own, which is slower).
 */
export function installTestCaseAssembly(from = import.meta.url) {
  const location = testCaseAssemblyLocation(from);
  const require = createRequire(location);
  if (require.cache[location] !== undefined) return 'too-late';
  const substitute = new Module(location);
  substitute.filename = location;
  substitute.exports = { assembleTestCases };
  substitute.loaded = true;
  require.cache[location] = substitute;
  return 'installed';
}
