// Steps for abilities and game actions (rules 360–421) that the shared vocabulary does not say yet:
// the order of cards in a deck, and what an answered trigger or replacement left behind.
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { listOf, objectIn, refOf, refsNamed } from './support/phrases.ts';
import type { RiftWorld } from './world.ts';

const DECKS = { 'main deck': 'mainDeck', 'rune deck': 'runeDeck' } as const;

/** "Alice's main deck holds Alice's card 1, Alice's Insight (top first)": the whole deck, in order. */
Then(/^(\w+)'s (main deck|rune deck) holds (.+) \(top first\)$/, async function (this: RiftWorld, player: string, deck: keyof typeof DECKS, cards: string) {
  const p = (await this.view()).players.find((x) => x.id === player);
  assert.ok(p, `no player ${player}`);
  assert.deepEqual(
    p[DECKS[deck]].map((o) => o.ref),
    listOf(cards),
  );
});

/** "Alice's card 2, Alice's card 3 are the bottom 2 cards of Alice's main deck" (in any order). */
Then(
  /^(.+) are the bottom (\d+) cards of (\w+)'s (main deck|rune deck)$/,
  async function (this: RiftWorld, cards: string, n: string, player: string, deck: keyof typeof DECKS) {
    const p = (await this.view()).players.find((x) => x.id === player);
    assert.ok(p, `no player ${player}`);
    const bottom = p[DECKS[deck]].slice(-Number(n)).map((o) => o.ref);
    assert.deepEqual([...bottom].sort(), listOf(cards).sort(), `the bottom of the deck is ${bottom.join(', ')}`);
  },
);

/** "Alice hides her Fox-Fire at the Bridge": the Hide discretionary action (rule 421). */
When(/^(\w+) hides (.+) at (.+)$/, async function (this: RiftWorld, player: string, card: string, battlefield: string) {
  await this.act({ kind: 'hide', player, card: refOf(card, player), battlefield });
});

Then(/^(.+) is (facedown|face up)$/, async function (this: RiftWorld, ref: string, side: string) {
  const o = objectIn(await this.view(), ref);
  assert.equal(o.facedown, side === 'facedown', `${ref} is ${o.facedown ? 'facedown' : 'face up'}`);
});

/** Looks at (and so acknowledges) the question of rule 383.3.d. */
Then(/^(\w+) is asked to order (?:her|his|their) triggered abilities$/, async function (this: RiftWorld, player: string) {
  const d = (await this.view()).pendingDecision;
  assert.ok(d, 'no decision is pending');
  assert.equal(d.player, player, `${d.player} is asked, not ${player}`);
  assert.equal(d.kind, 'order-triggers', `the pending decision is ${d.kind} ("${d.prompt}")`);
  this.acknowledgedDecision = d.id;
});

/**
 * "Alice puts her Dawn Bell's ability, then her Rooster's ability on the chain": answers order-triggers, first placed first.
 * "her Martyr's ability 2" names the second ability printed on the card; a source named twice gives its next ability.
 */
When(/^(\w+) puts (.+) on the chain in that order$/, async function (this: RiftWorld, player: string, sources: string) {
  const d = (await this.view()).pendingDecision;
  assert.ok(d, 'no decision is pending');
  assert.equal(d.kind, 'order-triggers', `the pending decision is ${d.kind} ("${d.prompt}")`);
  const used = new Set<string>();
  const order = sources.split(/,? then /).map((phrase) => {
    const [, named, nth] = /^(.+?)'s ability(?: (\d+))?$/.exec(phrase.trim()) ?? [undefined, phrase.trim(), undefined];
    const ref = refOf(named, player);
    const option = d.options.find(
      (o) => !used.has(o.id) && (nth === undefined ? o.id === ref || o.id.startsWith(`${ref}#`) : o.id === `${ref}#${Number(nth) - 1}`),
    );
    if (!option) throw new Error(`no triggered ability of ${ref} among ${d.options.map((o) => o.id).join(', ')}`);
    used.add(option.id);
    return option.id;
  });
  await this.act({ kind: 'decide', player, decision: d.id, answer: { order } });
});

/** "Alice answers the order question with her Lark's ability, then her Lark's ability": answers order-triggers naming each source's first option, repeats kept (for refusals). */
When(/^(\w+) answers the order question with (.+)$/, async function (this: RiftWorld, player: string, sources: string) {
  const d = (await this.view()).pendingDecision;
  assert.ok(d, 'no decision is pending');
  assert.equal(d.kind, 'order-triggers', `the pending decision is ${d.kind} ("${d.prompt}")`);
  const order = sources.split(/,? then /).map((phrase) => {
    const ref = refOf(phrase.trim().replace(/'s ability$/, ''), player);
    const option = d.options.find((o) => o.id === ref || o.id.startsWith(`${ref}#`));
    if (!option) throw new Error(`no triggered ability of ${ref} among ${d.options.map((o) => o.id).join(', ')}`);
    return option.id;
  });
  await this.act({ kind: 'decide', player, decision: d.id, answer: { order } });
});

/** Looks at (and so acknowledges) the question of rule 372, 373, 416.5.a, 416.6 or 107.3.b.2, with the options offered. */
Then(
  /^(\w+) is asked to choose (?:which replacement applies first|which death is replaced first|the cards to recycle|the order of the recycled runes|the facedown cards to put in the trash) among (.+)$/,
  async function (this: RiftWorld, player: string, among: string) {
    const d = (await this.view()).pendingDecision;
    assert.ok(d, 'no decision is pending');
    assert.equal(d.player, player, `${d.player} is asked, not ${player}`);
    assert.equal(d.kind, 'choose-objects', `the pending decision is ${d.kind} ("${d.prompt}")`);
    assert.deepEqual(d.options.map((o) => o.id).sort(), refsNamed(among, player));
    this.acknowledgedDecision = d.id;
  },
);

/** "From hiding, Alice plays her Lurker": plays a card she hid at a battlefield (rule 421.3). */
When(/^From hiding, (\w+) plays (.+)$/, async function (this: RiftWorld, player: string, card: string) {
  await this.act({ kind: 'play', player, card: refOf(card, player), hidden: true });
});
