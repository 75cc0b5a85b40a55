// Given: the declarative setup of a scenario. Defaults: players Alice and Bob (in that turn order),
// Alice's turn, main phase, empty zones, no battlefields.
import { Given } from '@cucumber/cucumber';
import type { Domain, ObjectSetup, Phase, TestCard } from './drivers/protocol.ts';
import { cardIdFor, PLAYER_ZONES, ZONE_WORDS } from './support/phrases.ts';
import { BASIC_RUNE } from './support/test-cards.ts';
import type { RiftWorld } from './world.ts';

const VANILLA_DECK_CARD = 'Shipyard Skulker';
const PLAYERS_IN_MODE: Record<string, string[]> = {
  '1v1': ['Alice', 'Bob'],
  FFA3: ['Alice', 'Bob', 'Carol'],
  FFA4: ['Alice', 'Bob', 'Carol', 'Dave'],
  '2v2': ['Alice', 'Bob', 'Carol', 'Dave'],
};

Given(/^it is (\w+)'s main phase$/, function (this: RiftWorld, player: string) {
  this.player(player);
  this.setup.turnPlayer = player;
  this.setup.phase = 'main';
});

Given(
  /^it is (\w+)'s turn, at the start of (?:the|her|his|their) (awaken|beginning|channel|draw|main|ending) phase$/,
  function (this: RiftWorld, player: string, phase: Phase) {
    this.player(player);
    this.setup.turnPlayer = player;
    this.setup.phase = phase;
  },
);

Given(/^it is turn (\d+)$/, function (this: RiftWorld, turn: string) {
  this.assertNotStarted();
  this.setup.turn = Number(turn);
});

Given(/^the victory score is (\d+)$/, function (this: RiftWorld, score: string) {
  this.assertNotStarted();
  this.setup.victoryScore = Number(score);
});

/**
 * The mode of play (rules 484–489) and its players in turn order: Alice, Bob, then Carol (FFA3) and Dave
 * (FFA4, 2v2). In 2v2 turn order alternates teams (489.5.c.1): Alice and Carol against Bob and Dave.
 */
Given(/^the mode of play is (1v1|FFA3|FFA4|2v2)$/, function (this: RiftWorld, mode: string) {
  const players = PLAYERS_IN_MODE[mode]!;
  for (const id of players) this.player(id);
  // turn order is the order the mode names them in, whoever a Given step mentioned first
  this.setup.players.sort((a, b) => players.indexOf(a.id) - players.indexOf(b.id));
  this.setup.mode = mode.toLowerCase() as NonNullable<typeof this.setup.mode>;
  if (mode === '2v2')
    this.setup.teams = [
      ['Alice', 'Carol'],
      ['Bob', 'Dave'],
    ];
});

/**
 * The teams a setup names in place of the mode's own (489.2), each a list of players, the teams set
 * against each other: "Alice and Bob against Carol and Dave"; "no teams" leaves them out of the setup.
 */
Given(/^the setup names (?:no teams|the teams (.+))$/, function (this: RiftWorld, list: string | null | undefined) {
  this.assertNotStarted();
  if (!list) delete this.setup.teams;
  else this.setup.teams = list.split(' against ').map((team) => team.split(/, | and /));
});

/**
 * "the setup lists the players Alice and Carol": the setup's players exactly, in that turn order (openapi.yaml
 * Setup.players), a name listed twice listed twice; a player listed before keeps what the setup gave them.
 */
Given(/^the setup lists the players (.+)$/, function (this: RiftWorld, list: string) {
  this.assertNotStarted();
  const before = [...this.setup.players];
  const listed = list.split(/, | and /).map((id) => before.find((p) => p.id === id) ?? { id });
  this.setup.players.splice(0, this.setup.players.length, ...listed);
});

Given(/^the seed is (\d+)$/, function (this: RiftWorld, seed: string) {
  this.assertNotStarted();
  this.setup.seed = Number(seed);
});

Given(/^(\w+) has (\d+) points?$/, function (this: RiftWorld, player: string, points: string) {
  this.player(player).points = Number(points);
});

Given(/^(\w+) has (\d+) Energy in (?:her|his|their) rune pool$/, function (this: RiftWorld, player: string, energy: string) {
  const p = this.player(player);
  p.runePool = { ...p.runePool, energy: Number(energy), power: p.runePool?.power ?? {} };
});

Given(/^a battlefield called (.+)$/, function (this: RiftWorld, ref: string) {
  this.battlefield(ref);
});

/** "a Void Gate battlefield called the Gate": a real battlefield card (or a test one) under a ref. */
Given(/^an? (.+) battlefield called (.+)$/, function (this: RiftWorld, card: string, ref: string) {
  this.battlefield(ref).card = cardIdFor(this, card);
});

/**
 * "the Bridge is controlled by Carol": a battlefield's controller (190.2). "Alice's Footman is controlled by Carol":
 * the controller of an object the setup already places in a player's zone (191.3), its owner unchanged.
 */
Given(/^(.+) is controlled by (\w+)$/, function (this: RiftWorld, ref: string, player: string) {
  this.player(player);
  const object = this.setup.players.flatMap((p) => PLAYER_ZONES.flatMap((z) => p[z] ?? [])).find((o) => o.ref === ref);
  if (object) object.controller = player;
  else this.battlefield(ref).controller = player;
});

/** "the Bridge is owned by Carol": the player who brought the battlefield (170.1), for a setup by position. */
Given(/^(.+) is owned by (\w+)$/, function (this: RiftWorld, battlefield: string, player: string) {
  this.player(player);
  this.battlefield(battlefield).owner = player;
});

Given(
  /^a test (unit|spell|gear) "(.+)" costing (\d+)(?: with (\d+) Might)?(?: and text "(.*)")?$/,
  function (this: RiftWorld, type: TestCard['type'], name: string, cost: string, might?: string, text?: string) {
    this.assertNotStarted();
    const card: TestCard = { id: `test:${name}`, name, type, cost: { energy: Number(cost) }, text: (text ?? '').replace(/\\n/g, '\n') };
    if (might != null) card.might = Number(might);
    this.useTestCard(card);
  },
);

/** "the test card "Tibbers" belongs to the fury and chaos domains": a test card's domains (none unless said). */
Given(
  /^the test card "(.+)" belongs to the ((?:fury|calm|mind|body|chaos|order)(?:(?:, | and )(?:fury|calm|mind|body|chaos|order))*) domains?$/,
  function (this: RiftWorld, name: string, list: string) {
    this.assertNotStarted();
    testCardNamed(this, name).domains = list.split(/, | and /) as Domain[];
  },
);

/** "the test card "Drifter" belongs to no domain": its list of domains given, and empty (a domainless card as a card list may send it). */
Given(/^the test card "(.+)" belongs to no domain$/, function (this: RiftWorld, name: string) {
  this.assertNotStarted();
  testCardNamed(this, name).domains = [];
});

/** "the test card "Bare Charm" has the tag Equipment": a test card's tags (none unless said), e.g. Equipment (818). */
Given(/^the test card "(.+)" has the tags? (.+)$/, function (this: RiftWorld, name: string, list: string) {
  this.assertNotStarted();
  testCardNamed(this, name).tags = list.split(/, | and /);
});

/** "the test card "Golem" is also a gear": a further type of a test card (178), one type unless said. */
Given(/^the test card "(.+)" is also an? (unit|gear|spell|rune)$/, function (this: RiftWorld, name: string, type: TestCard['type']) {
  this.assertNotStarted();
  const card = testCardNamed(this, name);
  card.alsoTypes = [...(card.alsoTypes ?? []), type];
});

/** "the test card "Longsword" has a Might bonus of +2": an Equipment's Might Bonus (137), none unless said. */
Given(/^the test card "(.+)" has a Might bonus of ([+-]\d+)$/, function (this: RiftWorld, name: string, bonus: string) {
  this.assertNotStarted();
  testCardNamed(this, name).mightBonus = Number(bonus);
});

/** "the test card "Longsword" has effect text "[Tank]"": an Equipment's Effect Text (136), none unless said. */
Given(/^the test card "(.+)" has effect text "(.*)"$/, function (this: RiftWorld, name: string, text: string) {
  this.assertNotStarted();
  testCardNamed(this, name).effectText = text.replace(/\\n/g, '\n');
});

function testCardNamed(world: RiftWorld, name: string): TestCard {
  const card = (world.setup.testCards ?? []).find((c) => c.id === `test:${name}`);
  if (!card) throw new Error(`no test card "${name}" is declared before this step`);
  return card;
}

const OBJECT_STATES = '((?:(?:exhausted|stunned|buffed|facedown) )*)';

/** "Alice has an exhausted Shipyard Skulker in her base" / "Bob has a Vanguard Sergeant at the Bridge". */
Given(
  new RegExp(
    `^(\\w+) has an? ${OBJECT_STATES}(.+?)(?: with (\\d+) damage)? (?:in (?:her|his|their) (hand|base|trash|main deck|rune deck|runes|banishment)|at (?!.* as (?:her|his|their) (?:legend|chosen champion)$)(.+))$`,
  ),
  function (this: RiftWorld, player: string, states: string, name: string, damage?: string, zone?: string, battlefield?: string) {
    this.player(player);
    const object: ObjectSetup = { ref: this.newRef(`${player}'s ${name}`), card: cardIdFor(this, name) };
    if (states.includes('exhausted')) object.exhausted = true;
    if (states.includes('stunned')) object.stunned = true;
    if (states.includes('buffed')) object.buffs = 1;
    if (damage != null) object.damage = Number(damage);
    if (battlefield != null) {
      object.owner = player;
      const b = this.battlefield(battlefield);
      // a gear that is also a unit stands with the units (178.1.a.1)
      const isGear = (this.setup.testCards ?? []).some((c) => c.id === object.card && c.type === 'gear' && !c.alsoTypes?.includes('unit'));
      if (states.includes('facedown')) (b.facedown ??= []).push(object);
      else if (isGear) (b.gear ??= []).push(object);
      else (b.units ??= []).push(object);
    } else this.addToZone(player, ZONE_WORDS[zone!], object);
  },
);

/** "Bob has Carol's Shipyard Skulker in his base": a unit Carol owns and Bob controls; "in his hand": a card Carol owns in Bob's hand. */
Given(
  /^(\w+) has (\w+)'s (.+) in (?:her|his|their) (base|hand)$/,
  function (this: RiftWorld, holder: string, owner: string, name: string, zone: 'base' | 'hand') {
    this.player(owner);
    const object = { ref: this.newRef(`${owner}'s ${name}`), card: cardIdFor(this, name), owner };
    this.addToZone(holder, zone, zone === 'base' ? { ...object, controller: holder } : object);
  },
);

/** Anonymous vanilla cards, named "Alice's card 1", "Alice's card 2", ... top first. */
Given(/^(\w+) has (\d+) cards? in (?:her|his|their) (main deck|trash|hand)$/, function (this: RiftWorld, player: string, n: string, zone: string) {
  for (let i = 0; i < Number(n); i++) {
    this.addToZone(player, ZONE_WORDS[zone], { ref: this.numberedRef(`${player}'s card`), card: VANILLA_DECK_CARD });
  }
});

/** Runes without abilities, named "Alice's rune 1", ... top first; "2 exhausted runes in her runes" are channelled and exhausted. */
Given(
  /^(\w+) has (\d+) (exhausted )?runes? in (?:her|his|their) (rune deck|runes)$/,
  function (this: RiftWorld, player: string, n: string, exhausted: string | undefined, zone: string) {
    for (let i = 0; i < Number(n); i++) {
      const rune: ObjectSetup = { ref: this.numberedRef(`${player}'s rune`), card: BASIC_RUNE };
      if (exhausted) rune.exhausted = true;
      this.addToZone(player, ZONE_WORDS[zone], rune);
    }
  },
);
