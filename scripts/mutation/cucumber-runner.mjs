// A Stryker test runner for `npm run mutation` ('riftcheck-cucumber' in stryker.config.mjs) that runs the
// suite's Examples as @stryker-mutator/cucumber-runner does, with the same test ids, names and verdicts, at a
// fraction of the cost per mutant. That runner calls cucumber's runCucumber() for every mutant: it loads the
// configuration, resolves the paths, reads and parses every feature file that holds one of the mutant's
// Examples, compiles and filters their pickles, matches every step against every step definition again, and
// its formatter looks each event's test case up by a linear search. With a few thousand mutants, each reached by
// hundreds of Examples, that fixed work costs more than running the Examples.
//
// Here each worker starts with one cucumber dry run of the whole suite (nothing executed), whose messages are kept:
// the parsed documents, the pickles and the test cases cucumber assembled (steps matched to their definitions).
// Stryker's dry run and every mutant run then hand the kept test cases they need straight to a cucumber Worker
// (the in-process runtime runCucumber itself uses), with the same support code, world parameters, hooks and step
// timeouts, stopping at the first failure unless bail is off.
//
// The engine keeps caches for the life of the process (what it read of card texts: reference-engine/process-caches.ts),
// and a mutant is switched on in a running process: a value cached before the switch would be answered without the
// mutated code running, and one cached under a mutant would be answered to the next. So the caches are emptied
// before each mutant's Examples run, and in the dry run before each Example, so that the coverage of an Example
// (which decides the Examples a mutant runs) is the code it reaches from empty caches, not only what no Example
// before it had cached.
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INSTRUMENTER_CONSTANTS } from '@stryker-mutator/api/core';
import { commonTokens, declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';
import { determineHitLimitReached, DryRunStatus, TestStatus, toMutantRunResult } from '@stryker-mutator/api/test-runner';
import { installNativeMatchIndices } from '../../reports/src/native-match-indices.mjs';

// Cucumber as the sandbox resolves it (its node_modules links to the project's), so that the support code the
// suite registers and the runtime used here are the same modules; the project's native match indices are put in
// place of cucumber-expressions' polyfill first (reports/src/native-match-indices.mjs), which works only before
// cucumber is loaded: this is the only plugin stryker.config.mjs loads.
const requireHere = createRequire(join(process.cwd(), 'package.json'));
const matchIndices = installNativeMatchIndices(pathToFileURL(join(process.cwd(), 'package.json')).href);
const cucumberApi = requireHere('@cucumber/cucumber/api');
const { IdGenerator, TestStepResultStatus } = requireHere('@cucumber/messages');
const { Worker } = requireHere('@cucumber/cucumber/lib/runtime/worker');
const SnippetBuilders = requireHere('@cucumber/cucumber/lib/formatter/builder').default;

/** Where each copy of the engine loaded in the process lists the function emptying its caches (reference-engine/process-caches.ts). */
const ENGINE_CACHES = Symbol.for('riftcheck.reference-engine.clearProcessCaches');

/** Empties the caches of every copy of the engine loaded so far (none before the suite's first Example loads it). */
function clearEngineCaches() {
  for (const clear of globalThis[ENGINE_CACHES] ?? []) clear();
}

const FAILED = new Set([TestStepResultStatus.FAILED, TestStepResultStatus.AMBIGUOUS]);

/** One Example as cucumber assembled it in the dry run, with its id and name as Stryker's cucumber runner gives them. */
class KeptTest {
  constructor(assembled, id, name, fileName, line, column, order) {
    Object.assign(this, { assembled, id, name, fileName, line, column, order });
  }
}

export class RiftcheckCucumberRunner {
  static inject = [commonTokens.logger, commonTokens.options];

  constructor(logger, options) {
    this.logger = logger;
    this.cucumberOptions = options.cucumber ?? {};
    this.context = globalThis[INSTRUMENTER_CONSTANTS.NAMESPACE] ??= {};
    /** @type {Map<string, KeptTest>} test id -> test, in the suite's order */
    this.tests = new Map();
  }

  capabilities() {
    return { reloadEnvironment: false };
  }

  /**
   * Loads the support code and keeps the suite's test cases, by a cucumber dry run (nothing executed). Every worker
   * does it as it starts, including one Stryker starts again after a mutant timed out, which gets no dry run.
   */
  async init() {
    if (matchIndices === 'too-late') this.logger.warn('cucumber was loaded before the native match indices could replace its polyfill (slower, same results)');
    const { runConfiguration } = await cucumberApi.loadConfiguration({
      provided: { retry: 0, parallel: 0, tags: this.cucumberOptions.tags?.map((t) => `(${t})`).join(' and ') },
      profiles: this.cucumberOptions.profile ? [this.cucumberOptions.profile] : undefined,
    });
    if (this.cucumberOptions.features) runConfiguration.sources.paths = this.cucumberOptions.features;
    this.runtimeOptions = runConfiguration.runtime;
    const listener = new SuiteListener(this);
    const listing = { ...runConfiguration, runtime: { ...runConfiguration.runtime, dryRun: true } };
    this.support = (await cucumberApi.runCucumber(listing, {}, (envelope) => listener.handle(envelope))).support;
    this.snippetBuilder = await SnippetBuilders.getStepDefinitionSnippetBuilder({
      cwd: process.cwd(),
      snippetInterface: runConfiguration.formats.options.snippetInterface,
      snippetSyntax: runConfiguration.formats.options.snippetSyntax,
      supportCodeLibrary: this.support,
    });
  }

  async dryRun(options) {
    this.coverageAnalysis = options.coverageAnalysis;
    const files = options.testFiles?.length ? new Set(options.testFiles.map((f) => relative(process.cwd(), resolve(f)))) : undefined;
    const tests = [...this.tests.values()].filter((t) => !files || files.has(t.fileName));
    const result = await this.runKept(tests, !options.disableBail, options.coverageAnalysis === 'perTest');
    clearEngineCaches();
    if (result.status === DryRunStatus.Complete && options.coverageAnalysis !== 'off') result.mutantCoverage = this.context.mutantCoverage;
    return result;
  }

  async mutantRun(options) {
    this.context.activeMutant = options.activeMutant.id;
    this.context.hitLimit = options.hitLimit;
    this.context.hitCount = options.hitLimit ? 0 : undefined;
    const chosen = options.testFilter ? this.inCucumberOrder(options.testFilter) : [...this.tests.values()];
    clearEngineCaches();
    return toMutantRunResult(await this.runKept(chosen, !options.disableBail));
  }

  /**
   * The tests named, in the order cucumber runs them when given their "file:line" paths (as Stryker's runner gives
   * them): files in the order they are first named, each file's Examples in the file's order. The order decides
   * which failing Example a mutant is reported killed by, and whether that first failure is a runtime error.
   */
  inCucumberOrder(ids) {
    const fileRank = new Map();
    const tests = [];
    for (const id of ids) {
      const test = this.tests.get(id);
      if (!test) continue;
      if (!fileRank.has(test.fileName)) fileRank.set(test.fileName, fileRank.size);
      tests.push(test);
    }
    return tests.sort((a, b) => fileRank.get(a.fileName) - fileRank.get(b.fileName) || a.order - b.order);
  }

  /**
   * Runs kept test cases in a fresh cucumber Worker (BeforeAll and AfterAll hooks included), as a run of those Examples
   * alone would; with `coldCaches`, the engine's caches emptied before each.
   */
  async runKept(chosen, bail, coldCaches = false) {
    const broadcaster = new EventEmitter();
    const listener = new RunListener(this, broadcaster);
    const newId = IdGenerator.incrementing();
    const worker = new Worker(newId(), undefined, broadcaster, newId, this.runtimeOptions, this.support, this.snippetBuilder);
    try {
      await worker.runBeforeAllHooks();
      for (const test of chosen) {
        listener.start(test);
        if (coldCaches) clearEngineCaches();
        const passed = await worker.runTestCase(test.assembled, false);
        if (!passed && bail) break;
      }
      await worker.runAfterAllHooks();
    } catch (err) {
      return { status: DryRunStatus.Error, errorMessage: err.stack };
    }
    return this.verdict(listener.results);
  }

  /** The run's result from its tests' results, as Stryker's cucumber runner gives it (a TypeError counts as the mutant's runtime error). */
  verdict(results) {
    const timeout = determineHitLimitReached(this.context.hitCount, this.context.hitLimit);
    if (timeout) return timeout;
    const failed = results.find((t) => t.status === TestStatus.Failed);
    if (failed?.failureMessage.startsWith('TypeError:')) return { status: DryRunStatus.Error, errorMessage: failed.failureMessage };
    return { status: DryRunStatus.Complete, tests: results };
  }

  /** A test's result from the results of its steps. */
  static result(test, steps, started, finished) {
    const base = {
      id: test.id,
      name: test.name,
      timeSpentMs: (finished.seconds - started.seconds) * 1000 + (finished.nanos - started.nanos) / 1e6,
      fileName: test.fileName,
      startPosition: { line: test.line - 1, column: test.column },
    };
    if (steps.every((s) => s.status === TestStepResultStatus.PASSED)) return { ...base, status: TestStatus.Success };
    const failure = steps.find((s) => FAILED.has(s.status));
    if (failure) return { ...base, status: TestStatus.Failed, failureMessage: steps.find((s) => FAILED.has(s.status) && s.message)?.message ?? 'Failed' };
    return { ...base, status: TestStatus.Skipped };
  }
}

/** Keeps the suite's documents, pickles and test cases (on the runner) from the messages of a cucumber run. */
class SuiteListener {
  constructor(runner) {
    this.runner = runner;
    this.documents = new Map(); // uri -> gherkin document
    this.scenarios = new Map(); // scenario or example row AST node id -> { fileName, fullName, scenario, example }
    this.pickles = new Map(); // pickle id -> pickle
  }

  handle(envelope) {
    if (envelope.gherkinDocument) this.addDocument(envelope.gherkinDocument);
    else if (envelope.pickle) this.pickles.set(envelope.pickle.id, envelope.pickle);
    else if (envelope.testCase) this.addTestCase(envelope.testCase);
  }

  addDocument(doc) {
    this.documents.set(doc.uri, doc);
    const feature = doc.feature;
    if (!feature) return;
    const add = (scenario, prefix) => {
      const fullName = `Feature: ${feature.name} -- ${prefix}${scenario.keyword}: ${scenario.name}`;
      this.scenarios.set(scenario.id, { fileName: doc.uri, fullName, scenario, example: undefined });
      for (const example of scenario.examples.flatMap((e) => e.tableBody)) this.scenarios.set(example.id, { fileName: doc.uri, fullName, scenario, example });
    };
    for (const child of feature.children) {
      if (child.scenario) add(child.scenario, '');
      for (const ruleChild of child.rule?.children ?? []) if (ruleChild.scenario) add(ruleChild.scenario, `Rule: ${child.rule.name} -- `);
    }
  }

  /** A test case as cucumber assembled it: the Example it runs is its pickle's example row if any, else its scenario. */
  addTestCase(testCase) {
    const pickle = this.pickles.get(testCase.pickleId);
    const nodes = pickle.astNodeIds.map((id) => this.scenarios.get(id)).filter((n) => n !== undefined);
    const { fileName, fullName, scenario } = nodes[0];
    const example = nodes.find((n) => n.example)?.example;
    const location = (example ?? scenario).location;
    const id = `${fileName}:${location.line}`;
    const name = example ? `${fullName} [Example L${example.location.line}]` : fullName;
    const assembled = { gherkinDocument: this.documents.get(pickle.uri), pickle, testCase };
    const test = new KeptTest(assembled, id, name, fileName, location.line, location.column ?? 0, this.runner.tests.size);
    this.runner.tests.set(id, test);
  }
}

/** A run's tests' results, from the Worker's messages; with per-test coverage, the running test is told to the instrumented code. */
class RunListener {
  constructor(runner, broadcaster) {
    this.runner = runner;
    this.results = [];
    this.current = null;
    broadcaster.on('envelope', (envelope) => this.handle(envelope));
  }

  start(test) {
    this.current = { test, steps: [], timestamp: undefined };
  }

  handle(envelope) {
    if (envelope.testCaseStarted) {
      this.current.timestamp = envelope.testCaseStarted.timestamp;
      if (this.runner.coverageAnalysis === 'perTest') this.runner.context.currentTestId = this.current.test.id;
    } else if (envelope.testStepFinished) this.current.steps.push(envelope.testStepFinished.testStepResult);
    else if (envelope.testCaseFinished) {
      this.results.push(RiftcheckCucumberRunner.result(this.current.test, this.current.steps, this.current.timestamp, envelope.testCaseFinished.timestamp));
      this.runner.context.currentTestId = undefined;
    }
  }
}

/** The `cucumber` options read here (profile, tags, features), as @stryker-mutator/cucumber-runner defines them. */
export const strykerValidationSchema = {
  $schema: 'http://json-schema.org/draft-07/schema',
  type: 'object',
  properties: {
    cucumber: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: { profile: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, features: { type: 'array', items: { type: 'string' } } },
    },
  },
};

export const strykerPlugins = [declareClassPlugin(PluginKind.TestRunner, 'riftcheck-cucumber', RiftcheckCucumberRunner)];
