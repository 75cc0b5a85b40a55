// How a scenario's result is told apart, for the run summary and the reports:
//   passed       every step passed;
//   failed       an assertion failed (a step threw an ordinary Error);
//   unsupported  the engine lacks a capability the scenario needs: the step that found out returns
//                "skipped", so cucumber reports the scenario SKIPPED, with an attachment
//                "unsupported: <capability>";
//   errored      the engine misbehaved (EngineFault: down, timeout, exception, malformed answer): the
//                scenario FAILS with a one-line message starting "EngineFault: ".
// Every step and hook goes through this wrapper, so no step has to remember it.
import { After, Before, BeforeStep, setDefinitionFunctionWrapper, Status } from '@cucumber/cucumber';
import { EngineFault, Unsupported } from '../drivers/driver.ts';
import type { RiftWorld } from '../world.ts';
import { NOT_RUN_NOTE, stopRequested } from '../../reports/src/interruption.ts';

export const UNSUPPORTED_PREFIX = 'unsupported: ';
export const ERRORED_PREFIX = 'EngineFault: ';

/** What a step's exception means for the scenario: "skipped" for a missing capability, else it is rethrown (an engine fault cut to one line). */
function outcomeOf(world: RiftWorld, e: unknown): 'skipped' {
  if (e instanceof Unsupported) {
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

setDefinitionFunctionWrapper((fn: (...args: unknown[]) => unknown) => {
  // Not an async function: a step that finishes synchronously stays synchronous, and an
  // asynchronous one gets one promise more, its outcome's, rather than two.
  const wrapped = function (this: RiftWorld, ...args: unknown[]) {
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

Before(function (this: RiftWorld) {
  this.unsupported = null;
  this.nextStepText = null;
  this.stepsAhead = [];
  if (stopRequested()) {
    this.attach(NOT_RUN_NOTE, 'text/plain');
    return 'skipped';
  }
  return undefined;
});

/** The text of the step after the running one: a refused action fails at its own step unless that one expects the refusal. */
BeforeStep(function (this: RiftWorld, { pickle, pickleStep }) {
  const i = pickle.steps.findIndex((s) => s.id === pickleStep.id);
  this.nextStepText = pickle.steps[i + 1]?.text ?? '';
  this.stepsAhead = pickle.steps.slice(i + 1).map((s) => s.text);
});

/** Strictness at the end: an unacknowledged refusal or an unanswered decision fails the scenario. */
After(async function (this: RiftWorld, { result }) {
  try {
    if (result?.status !== Status.PASSED || this.unsupported || !this.gameId) return;
    this.checkAcknowledged();
    await this.checkNoOpenDecision();
    this.checkNoUnscriptedChoice();
  } finally {
    await this.dispose();
  }
});
