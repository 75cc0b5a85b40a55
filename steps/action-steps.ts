// When: the players' actions and their answers to decisions, all through the Driver.
import { When } from '@cucumber/cucumber';
import { listOf, refOf } from './support/phrases.ts';
import type { RiftWorld } from './world.ts';

When(/^(\w+) passes$/, async function (this: RiftWorld, player: string) {
  await this.act({ kind: 'pass', player });
});

When(/^(\w+) ends (?:her|his|their) turn$/, async function (this: RiftWorld, player: string) {
  await this.act({ kind: 'end-turn', player });
});

When(/^(\w+) moves (.+) to (?:(?:her|his|their) base|(.+))$/, async function (this: RiftWorld, player: string, units: string, to?: string) {
  await this.act({ kind: 'move', player, units: listOf(units).map((u) => refOf(u, player)), to: to == null ? 'base' : to });
});

When(/^(\w+) plays (.+?)$/, async function (this: RiftWorld, player: string, card: string) {
  await this.act({ kind: 'play', player, card: refOf(card, player) });
});

/** Answers the pending decision with objects, battlefields or options, by ref or label. */
When(/^(\w+) chooses (.+)$/, async function (this: RiftWorld, player: string, choices: string) {
  const view = await this.view();
  const d = view.pendingDecision;
  if (!d) throw new Error(`${player} has nothing to choose: no decision is pending`);
  const chosen = listOf(choices).map((c) => {
    const ref = refOf(c, player);
    return d.options.find((o) => o.id === ref || o.label === c)?.id ?? ref;
  });
  await this.act({ kind: 'decide', player, decision: d.id, answer: { chosen } });
});

/** "Alice assigns 3 to Bob's Recruit and 1 to Bob's Sergeant": answers a split-damage decision. */
When(/^(\w+) assigns (.+)$/, async function (this: RiftWorld, player: string, split: string) {
  const view = await this.view();
  const d = view.pendingDecision;
  if (!d) throw new Error(`${player} has nothing to assign: no decision is pending`);
  const amounts: Record<string, number> = {};
  for (const part of listOf(split)) {
    const m = /^(-?\d+) to (.+)$/.exec(part); // a negative amount, to see it refused
    if (!m) throw new Error(`cannot read "${part}": write "<amount> to <unit>"`);
    amounts[refOf(m[2], player)] = Number(m[1]);
  }
  await this.act({ kind: 'decide', player, decision: d.id, answer: { amounts } });
});

/** "Alice activates her Lamp" (its first activated ability) or "... ability 2 of her Lamp". */
When(/^(\w+) activates (?:ability (\d+) of )?(.+)$/, async function (this: RiftWorld, player: string, ability: string | null, source: string) {
  await this.act({ kind: 'activate', player, source: refOf(source, player), ...(ability != null ? { ability: Number(ability) - 1 } : {}) });
});
