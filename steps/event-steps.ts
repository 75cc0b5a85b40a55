// Then: what the event log says happened, in order, how often and under which rule: the steps that read the
// Driver's events since the scenario began (the view's steps are in state-steps.ts).
import { Then, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { EventKind } from './drivers/protocol.ts';
import { whenAnswered } from './drivers/driver.ts';
import type { RiftWorld } from './world.ts';
import { listOf } from './support/phrases.ts';

/** Event order: "Bob's Counter resolved before Alice's Spark". */
Then(/^(.+) resolved before (.+)$/, async function (this: RiftWorld, first: string, second: string) {
  const resolved = (await this.events()).filter((e) => e.kind === 'resolved').map((e) => e.object);
  const a = resolved.indexOf(first);
  const b = resolved.indexOf(second);
  assert.ok(a >= 0 && b >= 0, `resolved: ${resolved.join(', ') || 'nothing'}`);
  assert.ok(a < b, `resolved in the order ${resolved.join(', ')}`);
});

/**
 * Event order since the scenario began, e.g.
 *   Then these events happened in order:
 *     | damaged | Bob's Shipyard Skulker |
 *     | drew    | Alice                  |
 * Each row names an event kind and its object, player or detail (e.g. the phase of "phase-began");
 * other events may come between.
 */
Then(/^these events happened in order:$/, async function (this: RiftWorld, table: DataTable) {
  const events = await this.events();
  let from = 0;
  for (const [kind, who] of table.raw()) {
    const i = events.findIndex((e, j) => j >= from && e.kind === kind && (e.object === who || e.player === who || e.detail === who));
    const seen = events.map((e) => `${e.kind}(${e.object ?? e.player ?? ''})`).join(' ');
    assert.ok(i >= 0, `no ${kind} event for ${who} after the previous row; events: ${seen}`);
    from = i + 1;
  }
});

Then(/^no (\S+) event happened for (.+)$/, function (this: RiftWorld, kind: string, who: string) {
  return whenAnswered(this.events(), (events) => {
    const found = events.filter((e) => e.kind === kind && (e.object === who || e.player === who));
    assert.equal(found.length, 0, `${found.length} ${kind} event(s) for ${who}`);
  });
});

/** The latest event of that kind for that object or player (its ref or name as the scenario writes it); fails when there is none. */
async function latestEventFor(world: RiftWorld, kind: string, who: string) {
  const event = (await world.events()).filter((e) => e.kind === kind && (e.object === who || e.player === who)).pop();
  assert.ok(event, `no ${kind} event for ${who}`);
  return event;
}

/**
 * "the killed event for Bob's Recruit cites rule 323.5": the latest event of that kind for that object or
 * player names the rule that made it happen. Like a refusal's citation, checked only for engines that
 * declare they cite rules (capability "rule-citations"); the event must have happened in any case.
 */
Then(/^the (\S+) event for (.+) cites rule (\S+)$/, async function (this: RiftWorld, kind: string, who: string, rule: string) {
  const event = await latestEventFor(this, kind, who);
  if ((await this.capabilities()).features.includes('rule-citations')) {
    assert.equal(event.rule, rule, `the ${kind} event for ${who} cites rule ${event.rule ?? 'none'}`);
  }
});

/**
 * "the triggered event for Alice's Phoenix Eye does not cite rule 383.2.c.1": the latest event of that kind for that
 * object or player names some other rule, or none. Checked only for engines that cite rules; the event must have happened.
 */
Then(/^the (\S+) event for (.+) does not cite rule (\S+)$/, async function (this: RiftWorld, kind: string, who: string, rule: string) {
  const event = await latestEventFor(this, kind, who);
  if ((await this.capabilities()).features.includes('rule-citations')) {
    assert.notEqual(event.rule, rule, `the ${kind} event for ${who} cites rule ${rule}`);
  }
});

/**
 * "the moved event for Bob's Recruit went from the Bridge to hand": the latest event of that kind for that object
 * or player says where the card was and where it went, in the protocol's words: a zone (main-deck, hand, trash,
 * base, banishment, chain, champion) or a battlefield's ref.
 */
Then(/^the (\S+) event for (.+) went from (.+?) to (.+)$/, async function (this: RiftWorld, kind: string, who: string, from: string, to: string) {
  const event = await latestEventFor(this, kind, who);
  assert.deepEqual(
    { from: event.from, to: event.to },
    { from, to },
    `the ${kind} event for ${who} went from ${event.from ?? 'nowhere'} to ${event.to ?? 'nowhere'}`,
  );
});

/**
 * "the moved event for Alice's Recruit went to base": the latest event of that kind for that object or player went to
 * that place, in the protocol's words (a zone or a battlefield's ref), wherever it came from (a created token comes from none).
 */
Then(/^the (\S+) event for (.+) went to (.+)$/, async function (this: RiftWorld, kind: string, who: string, to: string) {
  const event = await latestEventFor(this, kind, who);
  assert.equal(event.to, to, `the ${kind} event for ${who} went to ${event.to ?? 'nowhere'}`);
});

/**
 * "a moved event went from the Bridge to banishment citing rule 438.6": some event of that kind since the scenario began
 * went from that place to that one, whether or not it names an object (a token that ceases to exist names none), and,
 * for engines that declare they cite rules, cites that rule.
 */
Then(/^an? (\S+) event went from (.+?) to (.+?) citing rule (\S+)$/, async function (this: RiftWorld, kind: string, from: string, to: string, rule: string) {
  const cites = (await this.capabilities()).features.includes('rule-citations');
  const events = (await this.events()).filter((e) => e.kind === kind && e.from === from && e.to === to);
  assert.ok(events.length > 0, `no ${kind} event from ${from} to ${to}`);
  if (cites)
    assert.ok(
      events.some((e) => e.rule === rule),
      `the ${kind} events from ${from} to ${to} cite ${events.map((e) => e.rule ?? 'none').join(', ')}`,
    );
});

/**
 * "the might-changed event for Alice's Skulker has amount 3": the latest event of that kind for that object or
 * player carries that amount (a Might change: how much it went up, or down when negative).
 */
Then(/^the (\S+) event for (.+) has amount (-?\d+)$/, async function (this: RiftWorld, kind: string, who: string, amount: string) {
  const event = await latestEventFor(this, kind, who);
  assert.equal(event.amount, Number(amount), `the ${kind} event for ${who} has amount ${event.amount ?? 'none'}`);
});

/** "exactly these phases began, in order: awaken, beginning, ...": every phase-began event since the scenario began, none left out or added. */
Then(/^exactly these phases began, in order: (.+)$/, async function (this: RiftWorld, list: string) {
  const began = (await this.events()).filter((e) => e.kind === 'phase-began').map((e) => e.detail);
  assert.deepEqual(began, list.split(/, | and /));
});

const EVENT_WORDS: Record<string, EventKind> = {
  'burned out': 'burned-out',
  drew: 'drew',
  channeled: 'channeled',
  conquered: 'conquered',
  scored: 'scored',
};

/** "Alice burned out 2 times" / "Alice drew 1 time": counts events since the scenario began. */
Then(/^(\w+) (burned out|drew|channeled|conquered|scored) (\d+) times?$/, function (this: RiftWorld, player: string, what: string, n: string) {
  return whenAnswered(this.events(), (all) => {
    const events = all.filter((e) => e.kind === EVENT_WORDS[what] && e.player === player);
    assert.equal(events.length, Number(n));
  });
});

/** "Bob's units were dealt 8 damage in all": the amounts of the damaged events of units Bob controls, summed since the scenario began. */
Then(/^(\w+)'s units were dealt (\d+) damage in all$/, function (this: RiftWorld, player: string, n: string) {
  return whenAnswered(this.events(), (all) => {
    const dealt = all.filter((e) => e.kind === 'damaged' && e.player === player).reduce((sum, e) => sum + (e.amount ?? 0), 0);
    assert.equal(dealt, Number(n), `${player}'s units were dealt ${dealt} damage in all`);
  });
});

/**
 * "the paid event for Alice's Tutor names no object", "the paid event for Alice's Cruel Patron names Alice's Vanguard Sergeant":
 * the objects the latest event of that kind for that object or player concerns (its `objects`), none left out or added.
 */
Then(/^the (\S+) event for (.+) names (.+)$/, async function (this: RiftWorld, kind: string, who: string, named: string) {
  const event = await latestEventFor(this, kind, who);
  const objects = [...(event.objects ?? [])].sort();
  assert.deepEqual(objects, named === 'no object' ? [] : listOf(named).sort(), `the ${kind} event for ${who} names ${objects.join(', ') || 'no object'}`);
});
