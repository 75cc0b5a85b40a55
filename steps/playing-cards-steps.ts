// Steps for playing cards (rules 349–359) that the shared vocabulary does not already say:
// Power in rune pools, optional costs, discount order, and what a play left behind.
import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Domain } from './drivers/protocol.ts';
import { nothingWhenAnswered, Unsupported, whenAnswered } from './drivers/driver.ts';
import { askedWithoutPrompt, noQuestionLeft } from './support/choices.ts';
import { listOf, refOf, refsNamed } from './support/phrases.ts';
import type { RiftWorld } from './world.ts';

/** "Alice has 3 Energy and 1 calm and 1 chaos Power in her rune pool". */
Given(/^(\w+) has (\d+) Energy and (.+) Power in (?:her|his|their) rune pool$/, function (this: RiftWorld, player: string, energy: string, powers: string) {
  const power: Partial<Record<Domain, number>> = {};
  for (const part of listOf(powers)) {
    const m = /^(\d+) (fury|calm|mind|body|chaos|order)$/.exec(part);
    if (!m) throw new Error(`cannot read "${part}": write "<n> <domain>"`);
    power[m[2] as Domain] = Number(m[1]);
  }
  this.player(player).runePool = { energy: Number(energy), power };
});

/** "Alice has 1 universal Power in her rune pool": Power that pays a cost of any domain (163.2.b), beside what the pool holds. */
Given(/^(\w+) has (\d+) universal Power in (?:her|his|their) rune pool$/, function (this: RiftWorld, player: string, n: string) {
  const p = this.player(player);
  p.runePool = { energy: p.runePool?.energy ?? 0, power: p.runePool?.power ?? {}, universal: Number(n) };
});

When(/^(\w+) declines to choose any (?:target|Add ability|card)$/, function (this: RiftWorld, player: string) {
  return whenAnswered(this.view(), ({ pendingDecision: d }) => {
    assert.ok(d, `${player} has nothing to choose: no decision is pending`);
    return nothingWhenAnswered(this.act({ kind: 'decide', player, decision: d.id, answer: { chosen: [] } }));
  });
});

const ASKED: Record<string, string> = {
  'choose what pays a cost': 'choose-objects',
  'choose a subset of the targets': 'choose-objects',
  'choose from among the cards looked at': 'choose-objects',
  'decide an optional cost': 'optional-cost',
  'order the discounts': 'order-cost-modifiers',
  'choose Add abilities to pay with': 'choose-objects',
  'decide whether to perform it': 'yes-no',
  'choose a mode': 'choose-mode',
  'choose a player': 'choose-objects',
};

/** Looks at (and so acknowledges) a pending decision of the process of play. */
Then(
  /^(\w+) is asked to (choose what pays a cost|choose a subset of the targets|choose from among the cards looked at|decide an optional cost|order the discounts|choose Add abilities to pay with|decide whether to perform it|choose a mode|choose a player)(?: among (.+))?$/,
  function (this: RiftWorld, player: string, what: string, among?: string) {
    return whenAnswered(this.view(), ({ pendingDecision: d }) => {
      if (!d && ASKED[what] === 'choose-objects' && this.recordedChoiceAmong(player)) return askedWithoutPrompt(this, player, among);
      if (!d) noQuestionLeft(this);
      assert.ok(d, 'no decision is pending');
      assert.equal(d.player, player, `${d.player} is asked, not ${player}`);
      assert.equal(d.kind, ASKED[what], `the pending decision is ${d.kind} ("${d.prompt}")`);
      if (among) assert.deepEqual(d.options.map((o) => o.id).sort(), refsNamed(among, player));
      this.acknowledgedDecision = d.id;
    });
  },
);

Then(/^(.+) has (not )?been played$/, function (this: RiftWorld, ref: string, not?: string) {
  return whenAnswered(this.events(), (events) => {
    const played = events.some((e) => (e.kind === 'played' || e.kind === 'activated') && e.object === ref);
    assert.equal(played, !not, `${ref} has ${played ? '' : 'not '}been played`);
  });
});

Then(/^(.+) is targeting nothing$/, async function (this: RiftWorld, source: string) {
  const item = (await this.view()).chain.find((c) => c.source === source);
  assert.ok(item, `${source} is not on the chain`);
  assert.deepEqual(item.targets.flat(), []);
});

Then(/^(\w+)'s rune pool holds (\d+) (fury|calm|mind|body|chaos|order) Power$/, function (this: RiftWorld, player: string, n: string, domain: Domain) {
  return whenAnswered(this.view(), (view) => {
    const p = view.players.find((x) => x.id === player)!;
    assert.equal(p.runePool.power[domain] ?? 0, Number(n));
  });
});

/** "Alice's rune pool holds no Power": no Power of any domain, nor universal Power, is left (the view lists none above 0). */
Then(/^(\w+)'s rune pool holds no Power$/, function (this: RiftWorld, player: string) {
  return whenAnswered(this.view(), (view) => {
    const pool = view.players.find((x) => x.id === player)!.runePool;
    const left = Object.entries(pool.power).filter(([, n]) => n !== 0);
    assert.ok(left.length === 0 && !pool.universal, `${player}'s rune pool: ${JSON.stringify(pool)}`);
  });
});

Then(/^(\w+)'s rune pool holds (\d+) universal Power$/, async function (this: RiftWorld, player: string, n: string) {
  const p = (await this.view()).players.find((x) => x.id === player)!;
  assert.equal(p.runePool.universal ?? 0, Number(n), `${player}'s rune pool: ${JSON.stringify(p.runePool)}`);
});

When(/^(\w+) (pays|declines) the optional cost$/, function (this: RiftWorld, player: string, verb: string) {
  return whenAnswered(this.view(), ({ pendingDecision: d }) => {
    assert.ok(d, `${player} has no optional cost to decide: no decision is pending`);
    assert.equal(d.kind, 'optional-cost', `the pending decision is ${d.kind} ("${d.prompt}")`);
    return nothingWhenAnswered(this.act({ kind: 'decide', player, decision: d.id, answer: { chosen: verb === 'pays' ? d.options.map((o) => o.id) : [] } }));
  });
});

/**
 * "Alice answers yes", "Alice answers no to the optional cost": a yes-no question, or an optional cost, answered by
 * the protocol's `accept` (openapi.yaml DecisionAnswer) rather than by choosing an option.
 */
When(/^(\w+) answers (yes|no)( to the optional cost)?$/, function (this: RiftWorld, player: string, yes: string, cost?: string) {
  const kind = cost ? 'optional-cost' : 'yes-no';
  return whenAnswered(this.view(), ({ pendingDecision: d }) => {
    assert.ok(d, `${player} has nothing to answer: no decision is pending`);
    assert.equal(d.kind, kind, `the pending decision is ${d.kind} ("${d.prompt}")`);
    return nothingWhenAnswered(this.act({ kind: 'decide', player, decision: d.id, answer: { accept: yes === 'yes' } }));
  });
});

/** The pending question of the order in which a play's discounts apply (356.4.c.1). */
async function discountOrderAsked(world: RiftWorld) {
  const d = (await world.view()).pendingDecision;
  assert.ok(d, 'no decision is pending');
  assert.equal(d.kind, 'order-cost-modifiers', `the pending decision is ${d.kind} ("${d.prompt}")`);
  return d;
}

/** "Alice applies the discounts of her Eager Apprentice, then her Sky Splitter". */
When(/^(\w+) applies the discounts of (.+)$/, async function (this: RiftWorld, player: string, sources: string) {
  const d = await discountOrderAsked(this);
  const order = sources.split(/,? then /).map((name) => {
    const ref = refOf(name.trim(), player);
    const option = d.options.find((o) => o.id.startsWith(`${ref}:`) || o.id === ref);
    if (!option) throw new Error(`no discount from ${ref} among ${d.options.map((o) => o.id).join(', ')}`);
    return option.id;
  });
  await this.act({ kind: 'decide', player, decision: d.id, answer: { order } });
});

/** "Alice applies the discounts in the order offered": for two discounts of one card, which a name cannot tell apart. */
When(/^(\w+) applies the discounts in the order offered$/, async function (this: RiftWorld, player: string) {
  const d = await discountOrderAsked(this);
  await this.act({ kind: 'decide', player, decision: d.id, answer: { order: d.options.map((o) => o.id) } });
});

/** "Alice applies the discounts in the reverse of the order offered": for two discounts of one card, the later one first. */
When(/^(\w+) applies the discounts in the reverse of the order offered$/, async function (this: RiftWorld, player: string) {
  const d = await discountOrderAsked(this);
  await this.act({ kind: 'decide', player, decision: d.id, answer: { order: d.options.map((o) => o.id).reverse() } });
});

Then(/^(.+) is on the chain$/, async function (this: RiftWorld, ref: string) {
  const chain = (await this.view()).chain;
  assert.ok(
    chain.some((c) => c.source === ref),
    `the chain holds ${chain.map((c) => c.source).join(', ') || 'nothing'}`,
  );
});

Then(/^(.+?) is targeting (?!nothing$)(.+)$/, async function (this: RiftWorld, source: string, targets: string) {
  const item = (await this.view()).chain.find((c) => c.source === source);
  assert.ok(item, `${source} is not on the chain`);
  assert.deepEqual(item.targets.flat().sort(), listOf(targets).sort());
});

/**
 * "a test unit "Brute" costing 3 Energy and 1 fury Power with 4 Might", optionally "and text "[Accelerate]"";
 * "a test spell "Blaze" costing 2 Energy and 1 fury Power and text "Draw 1."" (a spell has no Might).
 */
Given(
  /^a test (unit|spell) "(.+)" costing (\d+) Energy and (\d+) (fury|calm|mind|body|chaos|order) Power(?: with (\d+) Might)?(?: and text "(.*)")?$/,
  function (this: RiftWorld, type: 'unit' | 'spell', name: string, energy: string, power: string, domain: Domain, might: string | null, text: string | null) {
    this.assertNotStarted();
    if ((type === 'unit') !== (might != null)) throw new Error(`a test ${type} ${type === 'unit' ? 'needs' : 'has no'} Might`);
    this.useTestCard({
      id: `test:${name}`,
      name,
      type,
      ...(might != null ? { might: Number(might) } : {}),
      domains: [domain],
      text: (text ?? '').replace(/\\n/g, '\n'),
      cost: { energy: Number(energy), power: Array.from({ length: Number(power) }, () => domain) },
    });
  },
);

/** "a test legend "Oracle"", optionally "with text ":rb_exhaust:: Draw 1."" ("\n" between abilities, as for the other test cards). */
Given(/^a test legend "(.+?)"(?: with text "(.*)")?$/, function (this: RiftWorld, name: string, text: string | undefined) {
  this.assertNotStarted();
  this.useTestCard({ id: `test:${name}`, name, type: 'legend', text: (text ?? '').replace(/\\n/g, '\n') });
});

/** "a test battlefield "Shrine" with text "When you hold here, draw 1."": then "a Shrine battlefield called the Shrine". */
Given(/^a test battlefield "(.+?)" with text "(.*)"$/, function (this: RiftWorld, name: string, text: string) {
  this.assertNotStarted();
  this.useTestCard({ id: `test:${name}`, name, type: 'battlefield', text: text.replace(/\\n/g, '\n') });
});

/** "Alice has an exhausted Sage as her legend". */
Given(/^(\w+) has an? (exhausted )?(.+) as (?:her|his|their) legend$/, function (this: RiftWorld, player: string, exhausted: string | null, name: string) {
  const card = (this.setup.testCards ?? []).find((c) => c.name === name)?.id ?? name;
  this.player(player).legend = { ref: `${player}'s ${name}`, card, ...(exhausted ? { exhausted: true } : {}) };
});

/** "Bob has an exhausted Sergeant as his chosen champion" (the champion zone). */
Given(
  /^(\w+) has an? (exhausted )?(.+) as (?:her|his|their) chosen champion$/,
  function (this: RiftWorld, player: string, exhausted: string | null, name: string) {
    const card = (this.setup.testCards ?? []).find((c) => c.name === name)?.id ?? name;
    this.player(player).champion = { ref: this.newRef(`${player}'s ${name}`), card, ...(exhausted ? { exhausted: true } : {}) };
  },
);

/**
 * "the Bridge holds a 3 Might Sprite token controlled by Alice" / "Alice's base holds ...": a token an
 * effect created, found by name and controller, since its ref is the engine's choice ("... and owned by
 * Bob" checks its owner too).
 */
Then(
  /^(the .+|\w+'s (?:base|runes|legend zone)) holds an? (?:(ready|exhausted) )?(?:(\d+) Might )?(.+) token controlled by (\w+)(?: and owned by (\w+))?$/,
  async function (
    this: RiftWorld,
    where: string,
    state: string | undefined,
    might: string | undefined,
    name: string,
    player: string,
    owner: string | undefined,
  ) {
    const objects = await objectsAt(this, where);
    const token = objects.find((o) => o.name === name && o.type === 'token' && o.controller === player);
    assert.ok(token, `${where} holds no ${name} token controlled by ${player}: ${objects.map((o) => o.ref).join(', ') || 'nothing'}`);
    if (owner != null) assert.equal(token.owner, owner, `the ${name} token is owned by ${token.owner}`);
    if (might != null) assert.equal(token.might, Number(might));
    if (state != null) assert.equal(token.exhausted, state === 'exhausted', `the ${name} token is not ${state}`);
  },
);

/** "Alice's base holds 2 Sand Soldier tokens controlled by Alice": how many tokens of that name a player controls there. */
Then(
  /^(the .+|\w+'s base|\w+'s legend zone) holds (\d+) (.+) tokens controlled by (\w+)$/,
  async function (this: RiftWorld, where: string, n: string, name: string, player: string) {
    const objects = await objectsAt(this, where);
    const found = objects.filter((o) => o.name === name && o.type === 'token' && o.controller === player);
    assert.equal(found.length, Number(n), `${where} holds ${found.map((o) => o.ref).join(', ') || 'none'}`);
  },
);

/** "Alice's base holds no Recruit token": no token of that name is there, whoever controls it. */
Then(/^(the .+|\w+'s (?:base|runes|legend zone)) holds no (.+) tokens?$/, async function (this: RiftWorld, where: string, name: string) {
  const objects = await objectsAt(this, where);
  const found = objects.filter((o) => o.name === name && o.type === 'token');
  assert.equal(found.length, 0, `${where} holds ${found.map((o) => o.ref).join(', ')}`);
});

/** The objects in a player's base ("Alice's base"), runes ("Alice's runes") or Legend Zone, at a battlefield ("the Bridge") or on the chain. */
async function objectsAt(world: RiftWorld, where: string) {
  const view = await world.view();
  if (where === 'the chain') {
    // a card on the chain is shown by the view's optional `card` of its item (439.2.b.2: a spell token created there)
    const cards = view.chain.flatMap((c) => (c.card ? [c.card] : []));
    if (view.chain.length > 0 && cards.length === 0) throw new Unsupported('the cards of chain items in views');
    return cards;
  }
  const own = /^(\w+)'s (base|runes|legend zone)$/.exec(where);
  if (!own) return view.battlefields.find((b) => b.ref === where)?.units ?? [];
  const player = view.players.find((p) => p.id === own[1]);
  if (own[2] === 'legend zone') return [...(player?.legend ? [player.legend] : []), ...(player?.otherLegends ?? [])]; // 107.4.d.1
  return (own[2] === 'runes' ? player?.runes : player?.base) ?? [];
}
