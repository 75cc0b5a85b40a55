// Steps for links between cards on the board (rule 434) that the shared vocabulary does not say yet.
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RiftWorld } from './world.ts';

/** "Alice's Homing Blade was attached to Alice's Shipyard Skulker": its latest "attached" event names that top-most card. */
Then(/^(.+) was attached to (.+)$/, async function (this: RiftWorld, ref: string, topMost: string) {
  const attached = (await this.events()).filter((e) => e.kind === 'attached' && e.object === ref);
  assert.ok(attached.length > 0, `no attached event for ${ref}`);
  assert.equal(attached[attached.length - 1].to, topMost, `${ref} was last attached to ${attached[attached.length - 1].to}`);
});

/** "Alice's Scout moved from her base to the Bridge": its latest "moved" event names that origin and destination (rule 447). */
Then(/^(.+) moved from (?:\w+ base|(.+?)) to (?:\w+ base|(.+))$/, async function (this: RiftWorld, ref: string, from?: string, to?: string) {
  const moved = (await this.events()).filter((e) => e.kind === 'moved' && e.object === ref);
  assert.ok(moved.length > 0, `no moved event for ${ref}`);
  const last = moved[moved.length - 1];
  assert.deepEqual([last.from, last.to], [from ?? 'base', to ?? 'base'], `${ref} last moved from ${last.from} to ${last.to}`);
});
