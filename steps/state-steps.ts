// Then: what the scenario observes through the Driver's view (the event log's steps are in event-steps.ts).
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { DecisionKind } from './drivers/protocol.ts';
import { SetupRejected, Unsupported, whenAnswered } from './drivers/driver.ts';
import { askedWithoutPrompt, noQuestionLeft } from './support/choices.ts';
import { locate, objectIn, refsNamed, ZONE_WORDS } from './support/phrases.ts';
import type { RiftWorld } from './world.ts';

Then(/^the action is refused(?: citing rule (\S+))?$/, function (this: RiftWorld, rule?: string) {
  const refusal = this.takeRefusal();
  // The cited rule is checked only for engines that declare they cite rules (capability "rule-citations").
  if (rule != null && this.caps!.features.includes('rule-citations')) {
    assert.equal(refusal.rule, rule, `refused (${refusal.code}) for rule ${refusal.rule ?? 'none'}: ${refusal.reason}`);
  }
});

Then(/^the action is accepted$/, function (this: RiftWorld) {
  this.checkAcknowledged();
  assert.ok(this.lastResult?.ok, 'no action was performed');
});

Then(/^the turn is in a (Neutral|Showdown) (Open|Closed) state$/, async function (this: RiftWorld, mode: string, chain: string) {
  const v = await this.view();
  assert.deepEqual(v.state, { mode: mode.toLowerCase(), chain: chain.toLowerCase() });
});

Then(/^(\w+) has (priority|focus)$/, function (this: RiftWorld, player: string, what: 'priority' | 'focus') {
  return whenAnswered(this.view(), (v) => {
    assert.equal(v[what], player, `${v[what] ?? 'no player'} has ${what}`);
  });
});

Then(/^(\w+) does not have (priority|focus)$/, async function (this: RiftWorld, player: string, what: 'priority' | 'focus') {
  const v = await this.view();
  assert.notEqual(v[what], player, `${player} has ${what}`);
});

Then(/^no player has (priority|focus)$/, async function (this: RiftWorld, what: 'priority' | 'focus') {
  const v = await this.view();
  assert.equal(v[what], null, `${v[what]} has ${what}`);
});

Then(/^the turn player is (\w+)$/, function (this: RiftWorld, player: string) {
  return whenAnswered(this.view(), (view) => {
    assert.equal(view.turnPlayer, player);
  });
});

Then(/^the game is in the (awaken|beginning|channel|draw|main|ending) phase$/, async function (this: RiftWorld, phase: string) {
  assert.equal((await this.view()).phase, phase);
});

Then(/^the turn number is (\d+)$/, async function (this: RiftWorld, turn: string) {
  assert.equal((await this.view()).turn, Number(turn));
});

/** A player removed from a game that goes on (651.2): the view no longer lists them. */
Then(/^(\w+) is no longer in the game$/, async function (this: RiftWorld, player: string) {
  const { players } = await this.view();
  assert.ok(!players.some((p) => p.id === player), `${player} is still among the players: ${players.map((p) => p.id).join(', ')}`);
});

/** The engine refuses to create the game: the position the Given steps describe is not one its rules allow. */
Then(/^the game cannot be set up$/, async function (this: RiftWorld) {
  // An engine that does not support the setup (a mode it lacks, an edition it does not apply to) is
  // unsupported, not wrong: only a refusal of the setup itself passes, and a started game fails.
  const refusal = await this.game().then(
    () => null,
    (e: unknown) => (e instanceof SetupRejected ? e : Promise.reject(e)),
  );
  assert.ok(refusal, 'the engine set the game up');
});

/**
 * "the game cannot be set up, refused at players[0].hand": the setup is refused (as above) and the refusal's
 * `field` (openapi.yaml Problem.field) names that part of the setup, or a part inside it; its detail is not empty.
 */
Then(/^the game cannot be set up, refused at (\S+)$/, async function (this: RiftWorld, field: string) {
  const refusal = await this.game().then(
    () => null,
    (e: unknown) => (e instanceof SetupRejected ? e : Promise.reject(e)),
  );
  assert.ok(refusal, 'the engine set the game up');
  assert.ok(refusal.field?.startsWith(field), `the setup is refused at ${refusal.field ?? 'no field'}, not ${field}: ${refusal.message}`);
  // the protocol's Problem.detail is required and says what went wrong: a refusal with an empty one tells the user nothing
  assert.ok(refusal.message.trim() !== '', `the setup is refused at ${refusal.field} without saying what is wrong`);
});

Then(/^(\w+)'s score is (\d+)$/, function (this: RiftWorld, player: string, points: string) {
  return whenAnswered(this.view(), (view) => {
    const p = view.players.find((x) => x.id === player);
    assert.equal(p?.points, Number(points));
  });
});

/** "Alice's XP is 3": the XP the view shows for her (729); an engine whose views leave XP out is unsupported here. */
Then(/^(\w+)'s XP is (\d+)$/, async function (this: RiftWorld, player: string, xp: string) {
  const p = (await this.view()).players.find((x) => x.id === player);
  if (p?.xp === undefined) throw new Unsupported('xp in views');
  assert.equal(p.xp, Number(xp));
});

/** The winner, or in 2v2 one of the winning team (the view's `winners`, 489.6.a.3). */
Then(/^(\w+) wins the game$/, async function (this: RiftWorld, player: string) {
  const { winner, winners } = await this.view();
  if (winner !== player)
    assert.ok(winner !== null && winners?.includes(player), `${player} is not among the winners: ${winner} won, with ${winners?.join(', ') ?? 'nobody'}`);
});

/** Everyone who won, each once and nobody else (the view's `winners`, absent for the winner alone; 489.6.a.3). */
Then(/^the winners are (\w+(?:(?:, | and )\w+)*), and nobody else$/, async function (this: RiftWorld, list: string) {
  const { winner, winners } = await this.view();
  const named = list.split(/, | and /).sort();
  const won = (winners ?? (winner === null ? [] : [winner])).slice().sort();
  assert.deepEqual(won, named, `the winners are ${won.join(', ') || 'nobody'}`);
});

/** No winner, and so nobody among the winners (`winners` names everyone who won). */
Then(/^nobody has won$/, async function (this: RiftWorld) {
  const { winner, winners } = await this.view();
  assert.equal(winner, null);
  assert.ok(!winners?.length, `nobody has won, yet the view names winners: ${winners?.join(', ')}`);
});

Then(
  /^(.+) is in (\w+)'s (hand|base|trash|main deck|rune deck|banishment|runes|champion zone|legend zone)$/,
  function (this: RiftWorld, ref: string, player: string, zone: string) {
    return whenAnswered(this.view(), (view) => {
      // the view names the champion and legend zones as the phrase does; the other zones by their protocol keys
      const key = ZONE_WORDS[zone] ?? zone;
      const found = locate(view, ref);
      assert.equal(found?.where ?? 'nowhere', `${player}'s ${key}`, `${ref} is in ${found?.where ?? 'no zone'}`);
    });
  },
);

Then(/^(.+) is at (.+)$/, function (this: RiftWorld, ref: string, battlefield: string) {
  return whenAnswered(this.view(), (view) => {
    const found = locate(view, ref);
    assert.equal(found?.where ?? 'nowhere', battlefield);
  });
});

Then(
  /^(\w+)'s (hand|main deck|trash|rune deck|runes|base|banishment) holds (\d+) (?:cards?|runes?|objects?)$/,
  function (this: RiftWorld, player: string, zone: string, n: string) {
    return whenAnswered(this.view(), (view) => {
      const key = ZONE_WORDS[zone];
      const p = view.players.find((x) => x.id === player)!;
      assert.equal(p[key].length, Number(n), `${player}'s ${zone}: ${p[key].map((o) => o.ref).join(', ') || 'empty'}`);
    });
  },
);

Then(/^(\w+)'s rune pool holds (\d+) Energy$/, function (this: RiftWorld, player: string, n: string) {
  return whenAnswered(this.view(), (view) => {
    const p = view.players.find((x) => x.id === player)!;
    assert.equal(p.runePool.energy, Number(n));
  });
});

Then(/^(.+) is (exhausted|ready|stunned|not stunned)$/, function (this: RiftWorld, ref: string, state: string) {
  return whenAnswered(this.view(), (view) => {
    const o = objectIn(view, ref);
    if (state === 'exhausted' || state === 'ready') assert.equal(o.exhausted, state === 'exhausted', `${ref} is ${o.exhausted ? 'exhausted' : 'ready'}`);
    else assert.equal(o.stunned, state === 'stunned');
  });
});

Then(/^(.+) has (\d+) damage$/, function (this: RiftWorld, ref: string, n: string) {
  return whenAnswered(this.view(), (view) => {
    assert.equal(objectIn(view, ref).damage, Number(n));
  });
});

Then(/^(.+?)'s Might is (\d+)$/, function (this: RiftWorld, ref: string, n: string) {
  return whenAnswered(this.view(), (view) => {
    assert.equal(objectIn(view, ref).might, Number(n));
  });
});

/** "Alice's Lantern has no Might": a gear, or any object the view gives no Might (137.3.b). */
Then(/^(.+?) has no Might$/, async function (this: RiftWorld, ref: string) {
  assert.equal(objectIn(await this.view(), ref).might ?? null, null);
});

Then(/^(.+) is an? (attacker|defender)$/, async function (this: RiftWorld, ref: string, role: string) {
  assert.equal(objectIn(await this.view(), ref).designation, role);
});

Then(/^(.+) is neither attacker nor defender$/, async function (this: RiftWorld, ref: string) {
  assert.equal(objectIn(await this.view(), ref).designation, null);
});

/** "Alice controls the Bridge" (a battlefield) or "Bob controls Alice's Vanguard Sergeant" (an object). */
Then(/^(\w+) controls (.+)$/, function (this: RiftWorld, player: string, ref: string) {
  return whenAnswered(this.view(), (view) => {
    const b = view.battlefields.find((x) => x.ref === ref);
    const controller = b ? b.controller : objectIn(view, ref).controller;
    assert.equal(controller, player, `${ref} is controlled by ${controller ?? 'nobody'}`);
  });
});

Then(/^no player controls (.+)$/, async function (this: RiftWorld, battlefield: string) {
  const b = (await this.view()).battlefields.find((x) => x.ref === battlefield);
  assert.equal(b?.controller, null);
});

Then(/^(.+) is (not )?contested$/, async function (this: RiftWorld, battlefield: string, not?: string) {
  const b = (await this.view()).battlefields.find((x) => x.ref === battlefield);
  assert.ok(b, `no battlefield ${battlefield}`);
  assert.equal(b.contested, !not);
});

/** "the Climb is a Brush battlefield": the card in the battlefield's place, by name (a token replacing it keeps its ref, 438.1.a). */
Then(/^(.+) is an? (.+) battlefield$/, async function (this: RiftWorld, battlefield: string, name: string) {
  const b = (await this.view()).battlefields.find((x) => x.ref === battlefield);
  assert.ok(b, `no battlefield ${battlefield}`);
  assert.equal(b.name, name, `${battlefield} is a ${b.name} battlefield`);
});

/** "the Bridge is a token battlefield with no abilities": the token that takes a removed player's battlefield's place (652.2.a). */
Then(/^(.+) is a token battlefield with no abilities$/, async function (this: RiftWorld, battlefield: string) {
  const b = (await this.view()).battlefields.find((x) => x.ref === battlefield);
  assert.ok(b, `no battlefield ${battlefield}`);
  assert.equal(b.card, 'riftcheck:token-battlefield', `${battlefield} is a ${b.name} battlefield (${b.card})`);
});

Then(/^a (showdown|combat) is under way at (.+)$/, async function (this: RiftWorld, what: string, battlefield: string) {
  const sd = (await this.view()).showdown;
  assert.ok(sd, 'no showdown is under way');
  assert.equal(sd.battlefield, battlefield);
  if (what === 'combat') assert.equal(sd.combat, true, 'the showdown is not a combat');
});

Then(/^a non-combat showdown is under way at (.+)$/, async function (this: RiftWorld, battlefield: string) {
  const sd = (await this.view()).showdown;
  assert.ok(sd, 'no showdown is under way');
  assert.equal(sd.battlefield, battlefield);
  assert.equal(sd.combat, false, 'the showdown is a combat');
});

Then(/^no showdown is under way$/, async function (this: RiftWorld) {
  assert.equal((await this.view()).showdown, null);
});

Then(/^(\w+) is the (attacker|defender)$/, async function (this: RiftWorld, player: string, role: 'attacker' | 'defender') {
  const sd = (await this.view()).showdown;
  assert.ok(sd?.combat, 'no combat is under way');
  assert.equal(sd[role], player);
});

Then(/^the chain is empty$/, function (this: RiftWorld) {
  return whenAnswered(this.view(), (view) => {
    assert.deepEqual(view.chain, []);
  });
});

/**
 * "the chain holds Alice's Spark, then Bob's Counter": sources, oldest first ("the chain holds a Flash token ..." is a
 * token's, playing-cards-steps.ts). A card an item shows is on the chain, so in no other zone: an ability's item,
 * whose source stays where it is, shows none (openapi.yaml ChainItemView.card).
 */
Then(/^the chain holds (?!an? )(.+?)(?: \(oldest first\))?$/, function (this: RiftWorld, items: string) {
  return whenAnswered(this.view(), (view) => {
    const chain = view.chain;
    assert.deepEqual(
      chain.map((c) => c.source),
      items.split(/,? then /).map((x) => x.trim()),
    );
    for (const c of chain) {
      const elsewhere = c.card && locate(view, c.card.ref);
      assert.ok(!elsewhere, `the chain item of ${c.source} shows the card ${c.card?.ref}, which is in ${elsewhere && elsewhere.where}`);
    }
  });
});

/** "the chain item of the Fortress is Bob's": who controls the (latest) item from that source (a triggered ability's controller). */
Then(/^the chain item of (.+) is (\w+)'s$/, async function (this: RiftWorld, ref: string, player: string) {
  const item = (await this.view()).chain.filter((c) => c.source === ref).pop();
  assert.ok(item, `${ref} is not on the chain`);
  assert.equal(item.controller, player, `the chain item of ${ref} is ${item.controller}'s`);
});

Then(/^(.+) is a (pending|finalized) chain item$/, async function (this: RiftWorld, ref: string, status: string) {
  const item = (await this.view()).chain.find((c) => c.source === ref);
  assert.ok(item, `${ref} is not on the chain`);
  // Pending means "while its choices are made": an engine that makes them with the play has no such moment.
  if (status === 'pending' && item.status === 'finalized' && this.lastResult?.ok && this.lastResult.events.some((e) => e.kind === 'chose')) {
    throw new Unsupported('a play observed while its choices are made (this engine makes them without asking)');
  }
  assert.equal(item.status, status);
});

/**
 * "the question to Alice cites rule 323.12": a decision is pending for that player, and (for an engine that
 * declares capability "rule-citations") it names the rule under which it is asked.
 */
Then(/^the question to (\w+) cites rule (\S+)$/, async function (this: RiftWorld, player: string, rule: string) {
  const d = (await this.view()).pendingDecision;
  // An engine that made the choice without asking (forced, or carried by the action) put no question to cite a rule.
  if (!d && this.recordedChoiceAmong(player)) throw new Unsupported('the rule cited by a question about choices (this engine makes them without asking)');
  assert.ok(d, `no decision is pending; expected one for ${player}`);
  assert.equal(d.player, player, `the pending decision is ${d.player}'s, not ${player}'s`);
  if ((await this.capabilities()).features.includes('rule-citations')) {
    assert.equal(d.rule, rule, `the question to ${player} cites rule ${d.rule ?? 'none'}`);
  }
});

const DECISION_WORDS: Record<string, DecisionKind> = {
  'choose a battlefield': 'choose-location',
  'split damage': 'split-damage',
  'choose targets': 'choose-targets',
  'choose an amount': 'choose-amount',
};

/** Looks at (and so acknowledges) the pending decision. */
Then(
  /^(\w+) is asked to (choose a battlefield|split damage|choose targets|choose an amount)(?: among (.+))?$/,
  function (this: RiftWorld, player: string, what: string, among?: string) {
    return whenAnswered(this.view(), (view) => {
      const d = view.pendingDecision;
      // An engine that made this choice alone (its only option) records it and may already ask the next question,
      // which a prompting engine would ask once this one is answered: it is acknowledged with the choice.
      if ((!d || d.kind !== DECISION_WORDS[what]) && what !== 'split damage' && this.recordedChoiceAmong(player)) {
        askedWithoutPrompt(this, player, among, view);
        if (d) this.acknowledgedDecision = d.id;
        return;
      }
      if (!d) noQuestionLeft(this);
      assert.ok(d, 'no decision is pending');
      assert.equal(d.player, player, `${d.player} is asked, not ${player}`);
      assert.equal(d.kind, DECISION_WORDS[what]);
      if (among != null) assert.deepEqual(d.options.map((o) => o.id).sort(), refsNamed(among, player, view));
      this.acknowledgedDecision = d.id;
    });
  },
);

/** "Bob may choose at most 1 of them": the most options the pending question lets its player choose (openapi.yaml Decision.max). */
Then(/^(\w+) may choose at most (\d+) of them$/, function (this: RiftWorld, player: string, n: string) {
  return whenAnswered(this.view(), (view) => {
    const d = view.pendingDecision;
    // an engine that takes choices with the action asks nothing: it is held to the count when the choice is made
    if (!d && this.recordedChoiceAmong(player)) return;
    assert.ok(d, 'no decision is pending');
    assert.equal(d.player, player, `${d.player} is asked, not ${player}`);
    assert.equal(d.max, Number(n), `${player} may choose up to ${d.max}`);
  });
});

/** "the damage is to be split among at least 2 and at most 2 of them": the bounds the pending split-damage question puts on how many targets receive damage. */
Then(/^the damage is to be split among at least (\d+) and at most (\d+) of them$/, function (this: RiftWorld, min: string, max: string) {
  return whenAnswered(this.view(), (view) => {
    const d = view.pendingDecision;
    assert.ok(d, 'no decision is pending');
    assert.equal(d.kind, 'split-damage', `the pending decision is ${d.kind}`);
    assert.deepEqual([d.min, d.max], [Number(min), Number(max)], `the split is among ${d.min} to ${d.max} targets`);
  });
});

Then(/^no decision is pending$/, function (this: RiftWorld) {
  return whenAnswered(this.view(), (view) => {
    assert.equal(view.pendingDecision, null);
  });
});
