// When: the players' actions and their answers to decisions, all through the Driver.
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { CHAIN_ITEM_OF, choiceRef, listOf, refOf } from './support/phrases.ts';
import { CHOOSES, EXPECTS_REFUSAL, type RiftWorld } from './world.ts';
import { nothingWhenAnswered, Unsupported, whenAnswered, type Answer } from './drivers/driver.ts';
import type { View } from './drivers/protocol.ts';

When(/^(\w+) passes$/, function (this: RiftWorld, player: string) {
  return nothingWhenAnswered(this.act({ kind: 'pass', player }));
});

When(/^(\w+) ends (?:her|his|their) turn$/, function (this: RiftWorld, player: string) {
  return nothingWhenAnswered(this.act({ kind: 'end-turn', player }));
});

/** "Bob concedes": the concede action (rule 650), which needs neither priority nor an empty decision queue. */
When(/^(\w+) concedes$/, async function (this: RiftWorld, player: string) {
  await this.act({ kind: 'concede', player });
});

/** "Alice invites Carol to play": in 2v2 the turn player hands a teammate their priority to play or activate (489.8.a). */
When(/^(\w+) invites (\w+) to play$/, async function (this: RiftWorld, player: string, teammate: string) {
  await this.act({ kind: 'invite', player, teammate });
});

When(/^(\w+) moves (.+) to (?:(?:her|his|their) base|(.+))$/, function (this: RiftWorld, player: string, units: string, to?: string) {
  return nothingWhenAnswered(this.act({ kind: 'move', player, units: listOf(units).map((u) => refOf(u, player)), to: to == null ? 'base' : to }));
});

When(/^(\w+) plays (.+?)$/, function (this: RiftWorld, player: string, card: string) {
  const ref = refOf(card, player);
  return whenAnswered(choicesAhead(this, player), (choices) => nothingWhenAnswered(this.act({ kind: 'play', player, card: ref, ...choices })));
});

/**
 * For an engine that takes choices with the action (capability choices-with-action): the answers of the
 * "P chooses X" steps right after this one, in order. The engine records each as a `chose` event, which
 * those steps then match instead of answering a pending decision.
 */
function choicesAhead(world: RiftWorld, player: string): Answer<{ choices?: Array<{ chosen: string[] }> }> {
  return whenAnswered(world.started(), () => choicesOfStepsAhead(world, player));
}

function choicesOfStepsAhead(world: RiftWorld, player: string): { choices?: Array<{ chosen: string[] }> } {
  if (!world.caps!.features.includes('choices-with-action')) return {};
  const choices: Array<{ chosen: string[] }> = [];
  for (const [i, text] of world.stepsAhead.entries()) {
    const m = CHOOSES.exec(text);
    // A choice the scenario expects refused is answered on its own, so that its refusal is the choice's.
    if (!m || m[1] !== player || EXPECTS_REFUSAL.test(world.stepsAhead[i + 1] ?? '')) break;
    // An ability on the chain is named by its item's id, which the view gives: answered as a decision.
    if (listOf(m[2]).some((c) => CHAIN_ITEM_OF.test(c))) break;
    choices.push({ chosen: listOf(m[2]).map((c) => refOf(c, player)) });
  }
  return choices.length ? { choices } : {};
}

/**
 * Answers the pending decision with objects, battlefields or options, by ref or label. With no decision
 * pending, the choice the engine recorded making (carried by the action, or forced) must be this one.
 */
When(CHOOSES, function (this: RiftWorld, player: string, choices: string) {
  if (this.choiceOfRefusedAction(player)) return;
  return whenAnswered(this.view(), (view) => chooseIn(this, view, player, choices));
});

function chooseIn(world: RiftWorld, view: View, player: string, choices: string): Answer<void> {
  const d = view.pendingDecision;
  const refs = listOf(choices).map((c) => choiceRef(view, c, player));
  // An illegal choice the scenario expects refused cannot be tried on an engine that made the only legal one itself.
  if (!d && EXPECTS_REFUSAL.test(world.nextStepText ?? '') && world.recordedChoiceAmong(player)) {
    if (world.takeRecordedChoice(player, refs, false)) return;
    throw new Unsupported('choosing an option that was not offered (this engine made the only legal choice itself)');
  }
  if (world.takeRecordedChoice(player, refs, !d)) return;
  if (!d) throw new Error(`${player} has nothing to choose: no decision is pending`);
  const chosen = listOf(choices).map((c) => {
    const ref = choiceRef(view, c, player);
    return d.options.find((o) => o.id === ref || o.label === c)?.id ?? ref;
  });
  return nothingWhenAnswered(world.act({ kind: 'decide', player, decision: d.id, answer: { chosen } }));
}

/** "Alice names Spark" / "Alice names the tag Poro": answers a name-card or name-tag decision (rules 760–763) with that name. */
When(/^(\w+) names (the tag )?(.+)$/, async function (this: RiftWorld, player: string, tag: string | undefined, name: string) {
  const d = (await this.view()).pendingDecision;
  if (!d) throw new Error(`${player} has nothing to name: no decision is pending`);
  const kind = tag ? 'name-tag' : 'name-card';
  assert.equal(d.kind, kind, `the pending decision is ${d.kind} ("${d.prompt}"), not ${kind}`);
  await this.act({ kind: 'decide', player, decision: d.id, answer: { name } });
});

/** "Alice is asked to name a spell" / "... a card" / "... a tag": looks at (and so acknowledges) a naming decision. */
Then(/^(\w+) is asked to name a (card|spell|tag)$/, async function (this: RiftWorld, player: string, what: string) {
  const d = (await this.view()).pendingDecision;
  assert.ok(d, 'no decision is pending');
  assert.equal(d.player, player, `${d.player} is asked, not ${player}`);
  assert.equal(d.kind, what === 'tag' ? 'name-tag' : 'name-card', `the pending decision is ${d.kind} ("${d.prompt}")`);
  assert.match(d.prompt, new RegExp(`\\b${what}\\b`, 'i'), `the question is "${d.prompt}", not to name a ${what}`);
  this.acknowledgedDecision = d.id;
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
When(/^(\w+) activates (?:ability (\d+) of )?(.+)$/, function (this: RiftWorld, player: string, ability: string | null, source: string) {
  const which = ability != null ? { ability: Number(ability) - 1 } : {};
  const ref = refOf(source, player);
  return whenAnswered(choicesAhead(this, player), (choices) => nothingWhenAnswered(this.act({ kind: 'activate', player, source: ref, ...which, ...choices })));
});

/** "Alice answers a question while none is pending": a decide action naming a question no one was asked (312.1.b.1). */
When(/^(\w+) answers a question while none is pending$/, async function (this: RiftWorld, player: string) {
  const d = (await this.view()).pendingDecision;
  assert.equal(d, null, `a decision is pending: ${d?.prompt}`);
  await this.act({ kind: 'decide', player, decision: 'no-question-asked', answer: { chosen: [] } });
});

/**
 * "Alice answers another question than the one pending, choosing Bob's Recruit": the answer the pending question
 * would take, sent under an id that is not that question's, as a player answering a question already gone would.
 */
When(/^(\w+) answers another question than the one pending, choosing (.+)$/, async function (this: RiftWorld, player: string, choices: string) {
  const view = await this.view();
  const d = view.pendingDecision;
  assert.ok(d, `${player} has nothing to choose: no decision is pending`);
  const chosen = listOf(choices).map((c) => {
    const ref = choiceRef(view, c, player);
    return d.options.find((o) => o.id === ref || o.label === c)?.id ?? ref;
  });
  await this.act({ kind: 'decide', player, decision: `${d.id}-earlier`, answer: { chosen } });
});
