// How a scenario's result is told apart, for the run summary and the reports:
//   passed       every step passed;
//   failed       an assertion failed (a step threw an ordinary Error);
//   unsupported  the engine lacks a capability the scenario needs: the step that found out returns
//                "skipped", so cucumber reports the scenario SKIPPED, with an attachment
//                "unsupported: <capability>";
//   errored      the engine misbehaved (EngineFault: down, timeout, exception, malformed answer): the
//                scenario FAILS with a one-line message starting "EngineFault: ".
// Every step and hook goes through this wrapper, so no step has to remember it.
import { After, Before, setDefinitionFunctionWrapper, Status } from '@cucumber/cucumber';
import { EngineFault, Unsupported, whenAnswered } from '../drivers/driver.ts';
import type { RiftWorld } from '../world.ts';
import { NOT_RUN_NOTE, stopRequested } from '../../reports/src/interruption.ts';

export const UNSUPPORTED_PREFIX = 'unsupported: ';
export const ERRORED_PREFIX = 'EngineFault: ';

/** What a step's exception means for the scenario: "skipped" for a missing capability, else it is rethrown (an engine fault cut to one line). */
function outcomeOf(world: RiftWorld, e: unknown): 'skipped' {
  if (e instanceof Unsupported) {
    // A mutant of the reference engine that refuses as unsupported what the engine supports is a fault, not a gap.
    if (world.parameters.unsupportedFails) throw new Error(`${UNSUPPORTED_PREFIX}${e.capability}, from an engine expected to support every scenario`);
    world.unsupported = e.capability;
    world.attach(`${UNSUPPORTED_PREFIX}${e.capability}`, 'text/plain');
    return 'skipped';
  }
  if (e instanceof EngineFault) {
    // Still an EngineFault (reports classify by the exception's class), cut to one line.
    const oneLine = new EngineFault(`${ERRORED_PREFIX}${e.message.split('\n')[0]}`);
    oneLine.stack = oneLine.message;
    throw oneLine;
  }
  throw e;
}

/** Whether a wrapped function's arguments are a scenario hook's (Before, After: one object naming the running test case). */
function isHookCall(args: unknown[]): boolean {
  const first = args[0];
  return typeof first === 'object' && first !== null && 'testCaseStartedId' in first;
}

setDefinitionFunctionWrapper((fn: (...args: unknown[]) => unknown) => {
  // Not an async function: a step that finishes synchronously stays synchronous, and an
  // asynchronous one gets one promise more, its outcome's, rather than two.
  const wrapped = function (this: RiftWorld, ...args: unknown[]) {
    // A step starts: the World learns which one (its index among the scenario's steps), which a
    // BeforeStep hook used to tell it at the price of a hook run per step. Steps run in order, and no
    // step runs after one that did not pass, so counting them is exact. (BeforeAll and AfterAll run
    // with no World.)
    if (this?.stepTexts !== undefined && !isHookCall(args)) this.stepIndex++;
    let result: unknown;
    try {
      result = fn.apply(this, args);
    } catch (e) {
      return outcomeOf(this, e);
    }
    if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function') return Promise.resolve(result).catch((e: unknown) => outcomeOf(this, e));
    return result;
  };
  Object.defineProperty(wrapped, 'length', { value: fn.length });
  return wrapped;
});

// As a scenario starts: the edition in force (the World's), then what the wrapper above reads.
Before(function (this: RiftWorld, { pickle }) {
  this.takeEdition(pickle.tags.map((t) => t.name));
  this.unsupported = null;
  this.stepTexts = pickle.steps.map((s) => s.text);
  this.stepIndex = -1;
  if (stopRequested()) {
    this.attach(NOT_RUN_NOTE, 'text/plain');
    return 'skipped';
  }
  return undefined;
});

/** Strictness at the end: an unacknowledged refusal or an unanswered decision fails the scenario. */
After(function (this: RiftWorld, { result }) {
  let failure: { error: unknown } | null = null;
  try {
    if (result?.status === Status.PASSED && !this.unsupported && this.gameId) {
      this.checkAcknowledged();
      this.checkNoOpenDecision();
      this.checkNoUnscriptedChoice();
    }
  } catch (error) {
    failure = { error };
  }
  // The game is disposed of whatever the checks found; their failure is the hook's once it is.
  return whenAnswered(this.dispose(), () => {
    if (failure) throw failure.error;
  });
});
