// Games started from decks (openapi.yaml DeckSetup): the engine checks the decks (rule 103), lays them
// out, deals and asks for the mulligans (rules 110-118). The deck every player brings here is vanilla:
// test cards without text (a legend, a Chosen Champion, 39 units), 12 basic runes and three battlefields
// without abilities, so no card-text compiler is needed (but for Calm Wanderer and Swarmling, whose texts are the
// permissions of rules 103.1.b.5 and 103.2.b; the other texts below are stock cards'); an engine needs the feature
// setup-from-decks.
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { RiftWorld } from './world.ts';
import { BASIC_RUNE, DEFAULT_BATTLEFIELD } from './support/test-cards.ts';
import { SetupRejected } from './drivers/driver.ts';
import type { DeckSetup, TestCard } from './drivers/protocol.ts';

// The vanilla deck is legal (rule 103): a Fury and Chaos legend of the champion Oracle, its champion unit
// "Oracle, Seer", three copies each of thirteen units within those domains (of twenty), 12 domainless runes and three
// battlefields of different names. The other cards below are what the deck construction Examples swap in.
const DECK_CARDS: Record<string, Omit<TestCard, 'id' | 'name' | 'text'> & { text?: string }> = {
  'Deck Oracle': { type: 'legend', domains: ['fury', 'chaos'], tags: ['Oracle'] },
  // the same legend with an ability of its own, used from the Legend Zone (174.8): one draws, one looks at the main deck
  'Lamplit Oracle': { type: 'legend', domains: ['fury', 'chaos'], tags: ['Oracle'], text: ':rb_exhaust:: Draw 1.' },
  'Seeing Oracle': {
    type: 'legend',
    domains: ['fury', 'chaos'],
    tags: ['Oracle'],
    text: ':rb_exhaust:: Look at the top three cards of your Main Deck. Recycle up to two of them.',
  },
  'Rune-reading Oracle': {
    type: 'legend',
    domains: ['fury', 'chaos'],
    tags: ['Oracle'],
    text: ':rb_exhaust:: Reveal the top rune of your rune deck, then recycle it.',
  },
  'Oracle, Seer': { type: 'unit', cost: { energy: 3 }, might: 3, domains: ['fury'], tags: ['Oracle'] },
  'Oracle, Sage': { type: 'unit', cost: { energy: 3 }, might: 3, domains: ['chaos'], tags: ['Oracle'] },
  "Oracle's Lamp": { type: 'gear', cost: { energy: 1 }, domains: ['fury'], tags: ['Oracle'] },
  "Oracle's Familiar": { type: 'unit', cost: { energy: 2 }, might: 2, domains: ['fury'], tags: ['Oracle'] },
  'Rival, Duelist': { type: 'unit', cost: { energy: 3 }, might: 3, domains: ['fury'], tags: ['Rival'] },
  // a champion unit of Rival that carries Oracle's tag too: a Chosen Champion for an Oracle legend, and a champion unit of Rival
  'Rival, Turncoat': { type: 'unit', cost: { energy: 3 }, might: 3, domains: ['fury'], tags: ['Rival', 'Oracle'] },
  "Rival's Blade": { type: 'gear', cost: { energy: 1 }, domains: ['fury'], tags: ['Rival'] },
  "Oracle's Diadem": { type: 'gear', cost: { energy: 1 }, domains: ['fury'], tags: ['Oracle'], keywords: ['Unique'] },
  'Crown of Ash': { type: 'gear', cost: { energy: 1 }, domains: ['chaos'], keywords: ['Unique'] },
  // a gear titled like a champion unit, carrying the champion's tag: a signature card, not a champion unit (103.2.d.3)
  'Oracle, Relic': { type: 'gear', cost: { energy: 1 }, domains: ['fury'], tags: ['Oracle'] },
  // the tag of a champion the catalog knows (Viktor), though no card of the deck is a Viktor champion unit
  "Viktor's Lens": { type: 'gear', cost: { energy: 1 }, domains: ['fury'], tags: ['Viktor'] },
  // a titled unit that carries no tag of its name is no champion unit, so its name is no champion's
  'Ward, Keeper': { type: 'unit', cost: { energy: 1 }, might: 1, domains: ['fury'] },
  'Ward Banner': { type: 'gear', cost: { energy: 1 }, domains: ['chaos'], tags: ['Ward'] },
  'Fury Bolt': { type: 'spell', cost: { energy: 1 }, domains: ['fury'] },
  'Steel Guard': { type: 'unit', cost: { energy: 2 }, might: 2, domains: ['chaos'], text: '[Tank]' },
  // 103.2.b: its own text lifts the limit of three copies of its name
  Swarmling: { type: 'unit', cost: { energy: 1 }, might: 1, domains: ['fury'], text: 'Your deck can have any number of cards named Swarmling.' },
  // its text lifts the limit for Swarmling only, not for its own name
  'Swarm Mother': { type: 'unit', cost: { energy: 2 }, might: 2, domains: ['fury'], text: 'Your deck can have any number of cards named Swarmling.' },
  // a unit named after a tag that is no champion's, with no title: no champion unit (its name has no ", "), so Poro stays no champion
  Poros: { type: 'unit', cost: { energy: 1 }, might: 1, domains: ['fury'], tags: ['Poro'] },
  'Poro Snack': { type: 'gear', cost: { energy: 1 }, domains: ['chaos'], tags: ['Poro'] },
  'Calm Guardian': { type: 'unit', cost: { energy: 2 }, might: 2, domains: ['calm'], text: "I can't be killed." },
  'Calm Recruit': { type: 'unit', cost: { energy: 1 }, might: 1, domains: ['calm'] },
  // 103.1.b.5: an effect lets any deck have it, whatever its domain
  'Calm Wanderer': { type: 'unit', cost: { energy: 1 }, might: 1, domains: ['calm'], text: 'Your deck can have me regardless of my domain.' },
  'Twin Recruit': { type: 'unit', cost: { energy: 1 }, might: 1, domains: ['fury', 'chaos'] },
  'Grove Recruit': { type: 'unit', cost: { energy: 1 }, might: 1, domains: ['fury', 'calm'] },
  'Calm Rune': { type: 'rune', domains: ['calm'] },
  'Fury Stone': { type: 'rune', domains: ['fury'] },
  'Calm Grove': { type: 'battlefield', domains: ['calm'] },
  Ford: { type: 'battlefield' },
  Pass: { type: 'battlefield' },
  // the second player of each 2v2 team brings these: teammates may not bring the same battlefields (489.8.i)
  Bay: { type: 'battlefield' },
  Cliff: { type: 'battlefield' },
  Dune: { type: 'battlefield' },
  ...Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [
      `Recruit ${i + 1}`,
      { type: 'unit' as const, cost: { energy: 1 }, might: 1, domains: [i % 2 ? 'chaos' : 'fury'] as TestCard['domains'] },
    ]),
  ),
};

/** The card a deck entry names: a deck test card by name, else a catalog card or plain card as given. */
function deckCard(world: RiftWorld, name: string): string {
  const card = DECK_CARDS[name];
  if (!card) return name;
  world.useTestCard({ id: `test:${name}`, name, ...card, text: card.text ?? '' });
  return `test:${name}`;
}

function deckOf(world: RiftWorld, player: string): DeckSetup {
  world.assertNotStarted();
  const deck = world.player(player).deck;
  assert.ok(deck, `${player} brings no deck: start with "each player brings a 40-card deck"`);
  return deck;
}

/**
 * "each player brings a 40-card deck": the same vanilla deck for every player of the setup, but that in 2v2
 * the second player of each team brings the battlefields Bay, Cliff and Dune (489.8.i).
 */
Given(/^each player brings a 40-card deck$/, function (this: RiftWorld) {
  this.assertNotStarted();
  const second = new Set((this.setup.teams ?? []).map((team) => team[1]));
  for (const p of this.setup.players) {
    const battlefields = second.has(p.id)
      ? ['Bay', 'Cliff', 'Dune'].map((b) => deckCard(this, b))
      : [DEFAULT_BATTLEFIELD, deckCard(this, 'Ford'), deckCard(this, 'Pass')];
    p.deck = {
      legend: deckCard(this, 'Deck Oracle'),
      champion: deckCard(this, 'Oracle, Seer'),
      main: Array.from({ length: 39 }, (_, i) => deckCard(this, `Recruit ${Math.floor(i / 3) + 1}`)),
      runes: Array<string>(12).fill(BASIC_RUNE),
      battlefields,
    };
  }
});

/** "Bob brings no deck": after "each player brings a 40-card deck", that player gives no deck (a setup that mixes both). */
Given(/^(\w+) brings no deck$/, function (this: RiftWorld, player: string) {
  this.assertNotStarted();
  delete this.player(player).deck;
});

/** Replaces the last recruits of the main deck (or adds at its end when none is left) with N copies of a card. */
Given(/^(\w+)'s deck has (\d+) (?:more )?cop(?:y|ies) of (.+?) in its main deck$/, function (this: RiftWorld, player: string, n: string, name: string) {
  const deck = deckOf(this, player);
  const card = deckCard(this, name);
  for (let k = 0; k < Number(n); k++) {
    const i = deck.main.map((c) => c.startsWith('test:Recruit ')).lastIndexOf(true);
    if (i < 0) deck.main.push(card);
    else deck.main[i] = card;
  }
});

Given(/^(\w+)'s deck has (\d+) cards in its main deck besides its chosen champion$/, function (this: RiftWorld, player: string, n: string) {
  const deck = deckOf(this, player);
  deck.main = Array.from({ length: Number(n) }, (_, i) => deckCard(this, `Recruit ${Math.floor(i / 3) + 1}`));
});

Given(/^(\w+)'s deck has (.+?) as its (legend|chosen champion)$/, function (this: RiftWorld, player: string, name: string, slot: string) {
  deckOf(this, player)[slot === 'legend' ? 'legend' : 'champion'] = deckCard(this, name);
});

/** "Alice's deck has 11 runes in its rune deck" (basic runes), or "... has 1 Calm Rune in its rune deck" in place of basic ones. */
Given(/^(\w+)'s deck has (\d+) (runes|.+?) in its rune deck$/, function (this: RiftWorld, player: string, n: string, name: string) {
  const deck = deckOf(this, player);
  if (name === 'runes') deck.runes = Array<string>(Number(n)).fill(BASIC_RUNE);
  else deck.runes.splice(0, Number(n), ...Array<string>(Number(n)).fill(deckCard(this, name)));
});

Given(/^(\w+)'s deck has the battlefields (.+)$/, function (this: RiftWorld, player: string, list: string) {
  deckOf(this, player).battlefields = list.split(/, | and /).map((name) => deckCard(this, name === 'Plain Battlefield' ? DEFAULT_BATTLEFIELD : name));
});

/** The engine refuses the setup (openapi.yaml POST /games, 422) for a deck of that player that breaks the rule named. */
Then(/^the game is refused: (\w+)'s deck breaks rule (\S+)$/, async function (this: RiftWorld, player: string, rule: string) {
  const i = this.setup.players.findIndex((p) => p.id === player);
  const refusal = await this.game().then(
    () => null,
    (e: unknown) => (e instanceof SetupRejected ? e : Promise.reject(e)),
  );
  assert.ok(refusal, `the engine started the game with ${player}'s deck`);
  assert.ok(refusal.field?.startsWith(`players[${i}].deck`), `the setup is refused for ${refusal.field ?? 'no field'}: ${refusal.message}`);
  assert.match(refusal.message, new RegExp(`\\b${rule.replace(/\./g, '\\.')}\\b`), `the refusal names no rule ${rule}: ${refusal.message}`);
});

/**
 * "the cards left in Alice's main deck are not in the order of her deck list" (114): the deck was shuffled, so the
 * cards left in it, top first, are no run of her list's cards in the order listed, read either way.
 */
Then(/^the cards left in (\w+)'s main deck are not in the order of (?:her|his) deck list$/, async function (this: RiftWorld, player: string) {
  const list = this.setup.players.find((x) => x.id === player)?.deck?.main;
  assert.ok(list, `${player} brings no deck`);
  const p = (await this.view()).players.find((x) => x.id === player);
  assert.ok(p, `no player ${player}`);
  const left = p.mainDeck.map((o) => o.card);
  const runIn = (cards: readonly string[]) => cards.some((_, i) => left.every((c, k) => cards[i + k] === c));
  assert.ok(!runIn(list) && !runIn([...list].reverse()), `${player}'s main deck is in the order of the deck list: ${left.join(', ')}`);
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
  assert.equal(me.champion?.name, 'Oracle, Seer');
  assert.ok(![...me.hand, ...me.mainDeck].some((o) => o.name === 'Deck Oracle' || o.name === 'Oracle, Seer'), 'a copy is still in the deck or hand');
});

/** The battlefields a game from decks starts with: how many, each one of the decks' (in FFA4 and 2v2 the first player brings none, 488.4.b). */
Then(/^(\d+) battlefields are in play, one of each player's three(?: but the first player's)?$/, async function (this: RiftWorld, n: string) {
  const names = ['Plain Battlefield', 'Ford', 'Pass', 'Bay', 'Cliff', 'Dune'];
  const v = await this.view();
  assert.equal(v.battlefields.length, Number(n));
  for (const b of v.battlefields) assert.ok(names.includes(b.name), `${b.name} is not one of the decks' battlefields`);
});

/** The view names the player as owner of exactly one battlefield in play, and it is one of their deck's (170.1). */
Then(/^(\w+) owns the battlefield in play from (?:her|his|their) deck$/, async function (this: RiftWorld, player: string) {
  const deck = this.setup.players.find((p) => p.id === player)?.deck;
  assert.ok(deck, `${player} brought no deck`);
  const owned = (await this.view()).battlefields.filter((b) => b.owner === player);
  assert.equal(owned.length, 1, `${player} owns ${owned.length} battlefields in play: ${owned.map((b) => b.ref).join(', ')}`);
  assert.ok(deck.battlefields.includes(owned[0].card), `${owned[0].name} is not one of ${player}'s deck's battlefields`);
});

/** Every card the player's deck brought (legend, Chosen Champion, hand, both decks) has that player as its owner. */
Then(/^(\w+) owns every card of (?:her|his|their) deck$/, async function (this: RiftWorld, player: string) {
  const me = (await this.view()).players.find((p) => p.id === player)!;
  const cards = [me.legend, me.champion, ...me.hand, ...me.mainDeck, ...me.runeDeck].filter((o) => o !== null);
  assert.equal(cards.length, 2 + 39 + 12, `${player}'s deck is not all there`);
  for (const o of cards) assert.equal(o.owner, player, `${o.ref} is owned by ${o.owner}`);
});
