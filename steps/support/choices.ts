// Choices an engine made without asking: carried by the action (choices-with-action) or forced
// (one option), each recorded as a `chose` event. Steps that look at a question accept such a record.
import assert from 'node:assert/strict';
import { Unsupported } from '../drivers/driver.ts';
import type { View } from '../drivers/protocol.ts';
import type { RiftWorld } from '../world.ts';
import { refsNamed } from './phrases.ts';

/**
 * "P is asked to choose ... among X" of an engine that chose without asking (a forced choice, or one
 * carried by the action): it recorded the choice, and the options it chose among must be X.
 */
export function askedWithoutPrompt(world: RiftWorld, player: string, among: string | undefined, view?: View): void {
  const made = world.recordedChoiceAmong(player)!;
  if (among != null)
    assert.deepEqual([...(made.options ?? [])].sort(), refsNamed(among, player, view), `the options ${player}'s recorded choice was made among`);
}

/** "P is asked to ..." after an action refused with its choices: the prompting engine's leftover question has no counterpart. */
export function noQuestionLeft(world: RiftWorld): void {
  if (world.refusedWithChoices) throw new Unsupported('the question left after a refused choice (this engine refuses the action that carries it)');
}
