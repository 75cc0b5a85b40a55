// Games started from decks (openapi.yaml DeckSetup): the engine lays the decks out, deals and asks for
// the mulligans (rules 110-118). The deck every player brings here is vanilla: a legend and a Chosen
// Champion without text, 39 catalog units with no abilities, 12 basic runes and three battlefields
// without abilities, so no card-text compiler is needed; an engine needs the feature setup-from-decks.
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { RiftWorld } from './world.ts';
import { BASIC_RUNE, DEFAULT_BATTLEFIELD } from './support/test-cards.ts';

const VANILLA_UNITS = ['Shipyard Skulker', 'Vanguard Sergeant', 'Playful Phantom'];

/** "each player brings a 40-card deck": the same vanilla deck for every player of the setup. */
Given(/^each player brings a 40-card deck$/, function (this: RiftWorld) {
  this.assertNotStarted();
  this.useTestCard({ id: 'test:Deck Oracle', name: 'Deck Oracle', type: 'legend', text: '' });
  this.useTestCard({ id: 'test:Deck Champion', name: 'Deck Champion', type: 'unit', cost: { energy: 3 }, might: 3, text: '' });
  this.useTestCard({ id: 'test:Ford', name: 'Ford', type: 'battlefield', text: '' });
  this.useTestCard({ id: 'test:Pass', name: 'Pass', type: 'battlefield', text: '' });
  for (const p of this.setup.players) {
    p.deck = {
      legend: 'test:Deck Oracle',
      champion: 'test:Deck Champion',
      main: VANILLA_UNITS.flatMap((card) => Array<string>(13).fill(card)),
      runes: Array<string>(12).fill(BASIC_RUNE),
      battlefields: [DEFAULT_BATTLEFIELD, 'test:Ford', 'test:Pass'],
    };
  }
});

Given(/^(\w+) goes first$/, function (this: RiftWorld, player: string) {
  this.assertNotStarted();
  this.player(player);
  this.setup.turnPlayer = player;
});

When(/^the game starts$/, async function (this: RiftWorld) {
  await this.game();
});

/** Looks at (and so acknowledges) a pending mulligan: a choice of up to two cards among the player's whole hand. */
Then(/^(\w+) is asked to mulligan$/, async function (this: RiftWorld, player: string) {
  const v = await this.view();
  const d = v.pendingDecision;
  assert.ok(d, 'no decision is pending');
  assert.equal(d.player, player, `${d.player} is asked, not ${player}`);
  assert.equal(d.kind, 'choose-objects', `the pending decision is ${d.kind} ("${d.prompt}")`);
  assert.deepEqual([d.min, d.max], [0, 2], 'up to two cards');
  const hand = v.players.find((p) => p.id === player)!.hand.map((o) => o.ref);
  assert.deepEqual(d.options.map((o) => o.id).sort(), [...hand].sort(), 'any card of the hand');
  this.acknowledgedDecision = d.id;
});

/** Answers the pending mulligan with the first N cards it offers, remembered for the steps below. */
When(/^(\w+) sets aside (?:her|his|their) first (\d+) cards?$/, async function (this: RiftWorld, player: string, n: string) {
  const d = (await this.view()).pendingDecision;
  assert.ok(d && d.player === player, `${player} is not being asked anything`);
  const chosen = d.options.slice(0, Number(n)).map((o) => o.id);
  this.setAside.set(player, chosen);
  await this.act({ kind: 'decide', player, decision: d.id, answer: { chosen } });
});

When(/^(\w+) keeps (?:her|his|their) hand$/, async function (this: RiftWorld, player: string) {
  const d = (await this.view()).pendingDecision;
  assert.ok(d && d.player === player, `${player} is not being asked anything`);
  this.setAside.set(player, []);
  await this.act({ kind: 'decide', player, decision: d.id, answer: { chosen: [] } });
});

Then(
  /^the cards (\w+) set aside are the bottom cards of (?:her|his|their) main deck, not in (?:her|his|their) hand$/,
  async function (this: RiftWorld, player: string) {
    const aside = this.setAside.get(player);
    assert.ok(aside?.length, `${player} set nothing aside`);
    const me = (await this.view()).players.find((p) => p.id === player)!;
    assert.deepEqual(
      me.mainDeck
        .slice(-aside.length)
        .map((o) => o.ref)
        .sort(),
      [...aside].sort(),
    );
    assert.ok(!me.hand.some((o) => aside.includes(o.ref)), 'a card set aside is still in hand');
  },
);

Then(/^(\w+)'s legend and chosen champion are in (?:her|his|their) legend and champion zones$/, async function (this: RiftWorld, player: string) {
  const me = (await this.view()).players.find((p) => p.id === player)!;
  assert.equal(me.legend?.name, 'Deck Oracle');
  assert.equal(me.champion?.name, 'Deck Champion');
  assert.ok(![...me.hand, ...me.mainDeck].some((o) => o.name === 'Deck Oracle' || o.name === 'Deck Champion'), 'a copy is still in the deck or hand');
});

/** The battlefields a game from decks starts with: how many, each one of the decks' (in FFA4 and 2v2 the first player brings none, 488.4.b). */
Then(/^(\d+) battlefields are in play, one of each player's three(?: but the first player's)?$/, async function (this: RiftWorld, n: string) {
  const names = ['Plain Battlefield', 'Ford', 'Pass'];
  const v = await this.view();
  assert.equal(v.battlefields.length, Number(n));
  for (const b of v.battlefields) assert.ok(names.includes(b.name), `${b.name} is not one of the decks' battlefields`);
});
