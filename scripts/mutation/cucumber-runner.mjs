// A Stryker test runner for `npm run mutation` ('riftcheck-cucumber' in stryker.config.mjs) that runs the
// suite's Examples as @stryker-mutator/cucumber-runner does, with the same test ids, names and verdicts, at a
// fraction of the cost per mutant. That runner calls cucumber's runCucumber() for every mutant: it loads the
// configuration, resolves the paths, reads and parses every feature file that holds one of the mutant's
// Examples, compiles and filters their pickles, matches every step against every step definition again, and
// its formatter looks each event's test case up by a linear search. With a few thousand mutants, each reached by
// hundreds of Examples, that fixed work costs more than running the Examples.
//
// Here the dry run is one ordinary runCucumber() of the whole suite, whose messages are kept: the parsed
// documents, the pickles and the test cases cucumber assembled (steps matched to their definitions). A mutant
// run then hands the kept test cases it needs straight to a cucumber Worker (the in-process runtime that
// runCucumber itself uses), with the same support code, world parameters, hooks and step timeouts, stopping at
// the first failure unless bail is off. Step arguments are matched with the engine's native match indices
// (RegExp flag d) rather than the polyfill cucumber-expressions ships, which rebuilds every regular
// expression per match.
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { INSTRUMENTER_CONSTANTS } from '@stryker-mutator/api/core';
import { commonTokens, declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';
import { determineHitLimitReached, DryRunStatus, TestStatus, toMutantRunResult } from '@stryker-mutator/api/test-runner';

// Cucumber as the sandbox resolves it (its node_modules links to the project's), so that the support code the
// suite registers and the runtime used here are the same modules.
const requireHere = createRequire(join(process.cwd(), 'package.json'));
const cucumberApi = requireHere('@cucumber/cucumber/api');
const { IdGenerator, TestStepResultStatus } = requireHere('@cucumber/messages');
const { Worker } = requireHere('@cucumber/cucumber/lib/runtime/worker');
const SnippetBuilders = requireHere('@cucumber/cucumber/lib/formatter/builder').default;

useNativeMatchIndices(createRequire(requireHere.resolve('@cucumber/cucumber')));

/**
 * cucumber-expressions finds a step's arguments with the regexp-match-indices polyfill, which on engines that
 * have match indices still takes its slow path (it tests for them on a RegExp without the d flag). The same
 * result, from a copy of each expression's RegExp with the d flag, compiled once.
 */
function useNativeMatchIndices(requireFromCucumber) {
  const index = requireFromCucumber.resolve('@cucumber/cucumber-expressions'); // .../dist/cjs/src/index.js
  const { default: TreeRegexp } = requireFromCucumber(join(dirname(index), 'TreeRegexp.js'));
  if (TreeRegexp.prototype.withIndices) return;
  const indexed = new WeakMap();
  TreeRegexp.prototype.withIndices = true;
  TreeRegexp.prototype.match = function match(s) {
    let re = indexed.get(this);
    if (!re) indexed.set(this, (re = new RegExp(this.regexp.source, this.regexp.flags.replace('g', '').replace('y', '') + 'd')));
    const found = re.exec(s);
    if (!found) return null;
    let groupIndex = 0;
    return this.groupBuilder.build(found, () => groupIndex++);
  };
}

const FAILED = new Set([TestStepResultStatus.FAILED, TestStepResultStatus.AMBIGUOUS]);

/** One Example as cucumber assembled it in the dry run, with its id and name as Stryker's cucumber runner gives them. */
class KeptTest {
  constructor(assembled, id, name, fileName, line, column) {
    Object.assign(this, { assembled, id, name, fileName, line, column });
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

  async init() {}

  async dryRun(options) {
    this.coverageAnalysis = options.coverageAnalysis;
    const { runConfiguration } = await cucumberApi.loadConfiguration({
      provided: { retry: 0, parallel: 0, failFast: !options.disableBail, tags: this.cucumberOptions.tags?.map((t) => `(${t})`).join(' and ') },
      profiles: this.cucumberOptions.profile ? [this.cucumberOptions.profile] : undefined,
    });
    if (options.testFiles?.length) runConfiguration.sources.paths = options.testFiles;
    else if (this.cucumberOptions.features) runConfiguration.sources.paths = this.cucumberOptions.features;
    this.runtimeOptions = runConfiguration.runtime;
    const listener = new DryRunListener(this);
    let support;
    try {
      support = (await cucumberApi.runCucumber(runConfiguration, {}, (envelope) => listener.handle(envelope))).support;
    } catch (err) {
      return { status: DryRunStatus.Error, errorMessage: err.stack };
    }
    this.support = support;
    this.snippetBuilder = await SnippetBuilders.getStepDefinitionSnippetBuilder({
      cwd: process.cwd(),
      snippetInterface: runConfiguration.formats.options.snippetInterface,
      snippetSyntax: runConfiguration.formats.options.snippetSyntax,
      supportCodeLibrary: support,
    });
    const result = this.verdict(listener.results);
    if (result.status === DryRunStatus.Complete && options.coverageAnalysis !== 'off') result.mutantCoverage = this.context.mutantCoverage;
    return result;
  }

  async mutantRun(options) {
    this.context.activeMutant = options.activeMutant.id;
    this.context.hitLimit = options.hitLimit;
    this.context.hitCount = options.hitLimit ? 0 : undefined;
    const chosen = options.testFilter ? options.testFilter.map((id) => this.tests.get(id)).filter((t) => t !== undefined) : [...this.tests.values()];
    return toMutantRunResult(await this.runKept(chosen, !options.disableBail));
  }

  /** Runs kept test cases in a fresh cucumber Worker (BeforeAll and AfterAll hooks included), as a run of those Examples alone would. */
  async runKept(chosen, bail) {
    const broadcaster = new EventEmitter();
    const listener = new RunListener(this, broadcaster);
    const newId = IdGenerator.incrementing();
    const worker = new Worker(newId(), undefined, broadcaster, newId, this.runtimeOptions, this.support, this.snippetBuilder);
    try {
      await worker.runBeforeAllHooks();
      for (const test of chosen) {
        listener.start(test);
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

/** Collects the dry run's documents, pickles and test cases (kept on the runner) and its tests' results. */
class DryRunListener {
  constructor(runner) {
    this.runner = runner;
    this.documents = new Map(); // uri -> gherkin document
    this.scenarios = new Map(); // scenario or example row AST node id -> { fileName, fullName, scenario, example }
    this.pickles = new Map(); // pickle id -> pickle
    this.started = new Map(); // test case started id -> { test, steps, timestamp }
    this.byTestCase = new Map(); // test case id -> KeptTest
    this.results = [];
  }

  handle(envelope) {
    if (envelope.gherkinDocument) this.addDocument(envelope.gherkinDocument);
    else if (envelope.pickle) this.pickles.set(envelope.pickle.id, envelope.pickle);
    else if (envelope.testCase) this.addTestCase(envelope.testCase);
    else if (envelope.testCaseStarted) {
      const { id, testCaseId, timestamp } = envelope.testCaseStarted;
      const test = this.byTestCase.get(testCaseId);
      this.started.set(id, { test, steps: [], timestamp });
      if (this.runner.coverageAnalysis === 'perTest') this.runner.context.currentTestId = test.id;
    } else if (envelope.testStepFinished) this.started.get(envelope.testStepFinished.testCaseStartedId)?.steps.push(envelope.testStepFinished.testStepResult);
    else if (envelope.testCaseFinished) {
      const { testCaseStartedId, timestamp } = envelope.testCaseFinished;
      const run = this.started.get(testCaseStartedId);
      this.results.push(RiftcheckCucumberRunner.result(run.test, run.steps, run.timestamp, timestamp));
      this.runner.context.currentTestId = undefined;
    }
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
    const test = new KeptTest({ gherkinDocument: this.documents.get(pickle.uri), pickle, testCase }, id, name, fileName, location.line, location.column ?? 0);
    this.byTestCase.set(testCase.id, test);
    this.runner.tests.set(id, test);
  }
}

/** A mutant run's tests' results, from the Worker's messages. */
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

export const strykerPlugins = [declareClassPlugin(PluginKind.TestRunner, 'riftcheck-cucumber', RiftcheckCucumberRunner)];
