// Object references: nouns, determiners, self words, pronouns, players, locations, tokens, restrictions.
import type { KeywordRef } from './keywords-and-costs.ts';
import type { Predicate } from './triggers-and-conditions.ts';
import type { Amount, Comparison, Domain, ResourceSymbol, Span } from './values.ts';

/** The nouns that name what a reference picks. */
export type ObjectNoun =
  | 'unit'
  | 'gear'
  | 'spell'
  | 'card'
  | 'rune'
  | 'legend'
  | 'battlefield'
  | 'token'
  | 'ability'
  | 'champion'
  | 'equipment'
  | 'permanent'
  | 'player'
  | 'opponent'
  | 'enemy'
  | 'location'
  | 'buff'
  | 'cards'
  | 'combat'
  | 'showdown'
  | 'hand'
  /** "a friendly gear, unit, or facedown card" (Pack of Wonders): a card hidden facedown at a battlefield. */
  | 'facedown-card'
  | 'activated-ability'
  /** "something else that's exhausted": any game object the other restrictions allow. */
  | 'something'
  /** "Optional additional costs you pay". */
  | 'cost';

/**
 * How many objects and who picks them.
 * - 'a'        "a unit", "an enemy unit": exactly one, chosen by the actor.
 * - 'number'   "two units", "1 unit": exactly `count`.
 * - 'up-to'    "up to N units": zero to N (355.13).
 * - 'any-number' "any number of units" (355.13).
 * - 'all'      "all units": programmatic (355.10.d).
 * - 'each'     "each unit": programmatic.
 * - 'the'      "the unit", "the top card": a definite object fixed by the text.
 * - 'your'     "your legend", "your base": owned/controlled by you, definite.
 * - 'another'  "another unit" = a + other.
 * - 'one-of'   "one of your units".
 * - 'bare'     a bare plural/mass noun ("units here", "gear").
 * - 'exactly'  "exactly two units" (conditions); 'one-or-more' "one or more enemy units" (chosen).
 * - 'or-more' / 'or-fewer' "4 or more runes", "7+ units" (conditions).
 * - 'my' / 'its' / 'their' possessives, definite; 'one-of-their' "one of their units" (chosen by them);
 *   'each-of-your' "each of your [Mighty] units" (programmatic).
 */
export type Determiner =
  | 'exactly'
  | 'a'
  | 'number'
  | 'up-to'
  | 'any-number'
  | 'all'
  | 'each'
  | 'the'
  | 'your'
  | 'another'
  | 'one-of'
  | 'bare'
  | 'one-or-more'
  /** "4 or more runes" / "one or fewer cards": with `count`, used in conditions. */
  | 'or-more'
  | 'or-fewer'
  /** possessives: "my buff", "its controller's base", "their units". */
  | 'my'
  | 'its'
  | 'their'
  | 'one-of-their'
  /** "one of its Equipment": one of the objects attached to what "it" names, chosen */
  | 'one-of-its'
  /** "each of your [Mighty] units" */
  | 'each-of-your'
  /** "the next spell you play this turn": the first later object that matches, fixed by the game. */
  | 'next';

/** The reference to the card that carries the text, in its printed form. */
export type SelfWord = 'me' | 'I' | 'this' | 'my' | 'myself' | 'this unit' | 'this gear' | 'this spell' | 'this ability' | 'this battlefield';

/** Pronouns and anaphora that point back to something the text named earlier (never a new target),
 *  also "one" (one of the cards just revealed), "we", "their hand", "the board". */
export type PronounWord =
  | 'it'
  | 'them'
  | 'its'
  | 'their'
  | 'they'
  | 'that unit'
  | 'those units'
  | 'that card'
  | 'that gear'
  | 'itself'
  | 'that'
  | 'the rest'
  | 'the killed unit'
  | 'the chosen unit'
  | string;

export type ObjectRef =
  | { kind: 'self'; word: SelfWord; span?: Span }
  /** `printed`: the words in print when they differ from the word's ("the remaining cards" for "the rest"). */
  | {
      kind: 'pronoun';
      word: PronounWord;
      printed?: string;
      /** "up to two of them": a number of the pronoun's objects, chosen as the instruction is done */
      upTo?: number;
      span?: Span;
    }
  /** A selection of objects: determiner + noun(s) + restrictions. */
  | {
      kind: 'select';
      determiner: Determiner;
      /** with 'number' / 'up-to': how many. */
      count?: Amount;
      /** "unit or gear" = ['unit','gear']. */
      nouns: ObjectNoun[];
      plural: boolean;
      /** "spells and abilities", "units and/or gear": how the nouns are joined, when not by "or" (any of them matches). */
      nounJoin?: 'and' | 'and/or';
      /** printed "each of up to two units": each one chosen (the same selection as "up to two units"). */
      eachOf?: true;
      /** three or more nouns printed "legend, unit, or gear". */
      serialNouns?: boolean;
      /** printed "any enemy unit" rather than "an enemy unit" (determiner 'a': one, chosen with no further restriction). */
      anyWord?: true;
      /** printed "your next spell this turn" rather than "the next spell you play this turn" (determiner 'next'). */
      yourNext?: true;
      /** printed "7+ units" rather than "7 or more units" (with determiner 'or-more'). */
      plusForm?: boolean;
      /** restrictions, in printed order; each says whether it stands before or after the noun. */
      filters: Filter[];
      span?: Span;
    }
  /** "another friendly unit and an enemy unit": several references acted on together. */
  /** `serial`: three or more parts printed "A, B, and C". */
  | { kind: 'both'; parts: ObjectRef[]; conjunction: 'and' | 'or'; serial?: boolean; span?: Span }
  /** A player. */
  | { kind: 'player'; who: PlayerWho; span?: Span }
  /** A place: a battlefield, a base, "here", "there". */
  | { kind: 'location'; where: LocationRef; span?: Span }
  /** A token described by its stats ("a 3 :rb_might: Sprite unit token with [Temporary]"). */
  | { kind: 'token'; token: TokenSpec; span?: Span };

export type PlayerWho =
  | 'you'
  | 'each-player'
  | 'each-opponent'
  | 'an-opponent'
  | 'opponent'
  | 'they'
  | 'its-controller'
  | 'its-owner'
  /** "the attacker and defender each [Add] :rb_energy_1:": the two players of the combat, each doing it. */
  | 'attacker-and-defender-each'
  /** "Their owners recycle them": the owner of each object acted on, for that object. */
  | 'their-owners'
  /** "the defender must kill one of their units here": the defending player of the combat. */
  | 'the-defender'
  | 'that-player'
  | 'a-player'
  | 'players'
  | 'everyone'
  | 'your-opponents'
  | 'enemy'
  | 'you-or-ally'
  | 'opponents';

export type LocationRef = (
  | { kind: 'here' }
  | { kind: 'there' }
  /** "your base", "its base", "their base", "base", "a base". */
  | { kind: 'base'; whose?: 'your' | 'its' | 'their' | 'my' | 'a' | 'the' | "its owner's" }
  /** a battlefield reference ("a battlefield", "that battlefield", "an open battlefield", "battlefields"). */
  | { kind: 'battlefield'; ref: ObjectRef }
  /** "its location", "my location". */
  | { kind: 'location-of'; object: ObjectRef; /** printed "that enemy unit's battlefield" */ noun?: 'battlefield' }
  /** a zone cards come from: "face down", "[Hidden]", "your trash". */
  | { kind: 'zone'; zone: 'face down' | '[Hidden]' | 'your trash' | 'your hand' | 'hand' | 'your Main Deck' | 'anywhere other than your hand' }
  /** "Your Equipment everywhere have ...": in every location. */
  | { kind: 'everywhere'; /** printed "anywhere" ("a friendly unit anywhere") */ word?: 'anywhere' }
  /** the event happens in a combat: "When I die in combat", "When I attack one on one". */
  | { kind: 'combat'; form: 'in combat' | 'one on one' | 'alone' }
  /** the event happens at a time: "on an opponent's turn", "during a showdown". */
  | {
      kind: 'timing';
      form: "on an opponent's turn" | 'on your turn' | 'during a showdown' | 'during your turn' | 'during your Beginning Phase' | 'after an attack';
    }
) & { span?: Span };

export interface TokenSpec {
  count: Amount;
  /** printed "the Baron Pit battlefield token": the one of its name */
  the?: true;
  might?: number;
  name: string;
  noun: 'unit' | 'gear' | 'battlefield' | 'spell' | 'rune' | 'legend';
  ready?: boolean;
  keywords: KeywordRef[];
  /** the Might printed with an Energy symbol before the Might symbol (":rb_energy_1::rb_might:", a gallery form). */
  mightAsEnergy?: boolean;
  /** the set the token comes from: "from Bilgewater". */
  from?: string;
}

/** A restriction on a selection (355.9.b "targeting restriction"). */
export type Filter = (
  | {
      kind: 'controller';
      who:
        | 'friendly'
        | 'enemy'
        | 'you-control'
        | 'opponent-controls'
        | 'your'
        | 'they-control'
        | 'an-opponent-controls'
        | 'allied'
        | 'you-play'
        | 'you-own'
        | 'you-pay';
      form?: string;
    }
  | { kind: 'location'; at: LocationRef; form: 'at' | 'bare' | 'in' | 'to' | 'from'; /** "there already" */ already?: true }
  | { kind: 'might'; op: Comparison; value: Amount; form: string; /** printed "each with 5 :rb_might: or less" */ each?: true }
  /** "costing no more than :rb_energy_3: [and no more than :rb_rune_rainbow:]"; `power`: the second bound. */
  | { kind: 'cost'; op: Comparison; value: ResourceSymbol[]; form: string; power?: ResourceSymbol[]; prefix?: 'costing' | 'with cost' }
  | {
      kind: 'state';
      state:
        | 'exhausted'
        | 'ready'
        | 'buffed'
        | 'damaged'
        | 'stunned'
        | 'attacking'
        | 'defending'
        | 'token'
        | 'non-token'
        | 'facedown'
        | 'unbuffed'
        | 'mighty'
        | 'undamaged'
        | 'equipped'
        | 'hidden'
        | 'open'
        | 'empowered'
        | 'in-combat'
        | 'alone'
        /** "the only unit you control there": no other unit of its controller at its location */
        | 'only-yours-there'
        | 'attached'
        | 'detached'
        | 'occupied'
        | 'uncontrolled'
        | 'optional'
        | 'additional'
        | 'in-showdown';
      form?: string;
    }
  | {
      kind: 'zone';
      zone: 'trash' | 'hand' | 'main-deck' | 'rune-deck' | 'chain' | 'board' | 'champion-zone' | 'legend-zone' | 'banishment';
      owner: 'your' | 'their' | 'its-owner' | 'an-opponent' | 'any';
      form: string;
    }
  | { kind: 'other'; form: 'other' | 'another' | 'other than mine' | 'else' | 'besides me' }
  /** "that choose me": spells or abilities choosing the object; "that chooses it and no other friendly unit": and none besides it of that kind. */
  | { kind: 'chooses'; object: ObjectRef; form: 'that choose' | 'that chooses'; noOther?: ObjectRef }
  /** "a battlefield where you have units", "where there are enemy units". */
  | { kind: 'where'; predicate: Predicate }
  | { kind: 'total-might'; op: Comparison; value: Amount }
  /** a tag ("Poro", "Mech"); `noun` when the tag stands for the noun ("Your Mechs", "a Poro"), with its printed word; `negated`: "non-Dragon". */
  | {
      kind: 'tag';
      tag: string;
      noun?: string;
      negated?: boolean;
      /** "a Bird, Cat, Dog, or Poro": any one of these tags (the first is `tag`) */ anyOf?: string[];
      /** "Bird, Cat, and Dog units": the list printed with "and" (still any one of them) */ join?: 'and';
    }
  | { kind: 'keyword'; keyword: KeywordRef; negated?: boolean; /** "[Repeat] costs": the costs the keyword names */ costOf?: true }
  | { kind: 'type-word'; word: string }
  /** "that has Might up to 1 more than the killed unit", "with less Might than me". */
  | { kind: 'might-relative'; op: Comparison; than: ObjectRef; offset?: number; form: string }
  /** `word`: printed as the domain's name ("a Chaos unit") rather than its symbol. */
  | { kind: 'domain'; domain: Domain; word?: true }
  /** "from among them": among the cards an earlier instruction looked at or revealed. */
  | { kind: 'among'; form: string }
  /** "your Gold": the gear tokens of the name rule 187 gives them, the name standing for the noun. */
  | { kind: 'token-name'; name: string; position: 'pre' }
  /** "with my name": cards with the same name as the object. */
  | { kind: 'same-name'; as: ObjectRef }
  /** "a unit with the same controller": as the object the text acts on (Temptation's moved unit). */
  | { kind: 'same-controller' }
  /** "an activated ability of a gear": an ability whose source is such an object. */
  | { kind: 'ability-of'; source: ObjectRef }
  /** "each unit this kills": killed by this spell's or ability's damage. */
  | { kind: 'killed-by-this' }
  /** "that's in combat with an enemy Fury unit": in the same combat as such an object. */
  | { kind: 'in-combat-with'; object: ObjectRef }
  /** "that's being chosen by an enemy Fury spell": chosen now by such a spell or ability. */
  | { kind: 'being-chosen-by'; by: ObjectRef }
  /** "... or ...": two restrictions, either of which is enough. */
  | { kind: 'either-situation'; filters: Filter[] }
  /** "a unit it chooses": an object the spell or ability named chooses. */
  | { kind: 'chosen-by'; by: ObjectRef }
  /** "with the named tag": the tag named as the card was played ("name a tag"). */
  | { kind: 'named-tag' }
  /** "with that name": the card named by an earlier "name a card" / "name a spell". */
  | { kind: 'named-card' }
  /** "I'm attacking with another unit": another object doing the same, alongside. */
  | { kind: 'along-with'; object: ObjectRef }
  /** "a battlefield you conquered this turn". */
  | { kind: 'conquered-this-turn'; by: 'you' }
  /** "[Empowered] three times": empowered that many times (441.1.c.1). */
  | { kind: 'empowered-times'; times: 3 }
  /** "an activated ability": an ability activated, as opposed to a card played. */
  | { kind: 'activated-only' }
  /** "a battlefield I moved to or from": an end of the move the ability is about. */
  | { kind: 'moved-between'; form: 'I moved to or from' }
  /** "a battlefield you're attacking": where the player's units are the attackers of a combat. */
  | { kind: 'attacked-by'; who: 'you' }
  /** "attached to me" */
  | { kind: 'attached-to'; to: ObjectRef }
  /** "with Energy cost no more than :rb_energy_3:" */
  | {
      kind: 'energy-cost';
      op: Comparison;
      value: ResourceSymbol[];
      form: string;
      /** "and no more than :rb_rune_rainbow:" */ power?: ResourceSymbol[];
      /** the second bound printed "and Power cost no more than" */ powerWord?: true;
    }
  /** "each card you've played this turn", "each buff you spend": objects the player played, or spends. */
  | { kind: 'done-by-you'; form: "you've played this turn" | 'you spend' | 'spent' }
  /** "with Energy cost less than your points": the printed Energy cost compared with an amount of the game. */
  /** `powerToo`: "that costs no more Energy and no more Power than the killed unit", both parts of the cost compared with that object's. */
  | { kind: 'energy-cost-vs'; op: Comparison; than: Amount; form: string; powerToo?: true }
  /** "with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more": the printed Power cost compared. */
  | { kind: 'power-cost'; op: Comparison; value: ResourceSymbol[]; form: string }
  /** "your second card", "your first card": the Nth such object in the event's period. */
  | { kind: 'ordinal'; nth: number; word: string }
  /** "played from anywhere other than a player's hand": where the object was played from. */
  | { kind: 'played-from'; from: string }
  /** "banished with this", "banished with me": in banishment, put there by an ability of the same object (394.1, 397). */
  | { kind: 'banished-with'; word: 'this' | 'me' }
  /** "a battlefield with exactly one other unit you control", "with exactly two units there": how many such objects are there. */
  | { kind: 'holding'; what: ObjectRef; there?: boolean }
  /** with determiner 'one-of-its': belonging to (attached to) what "it" names. */
  | { kind: 'of-its' }
  /** "a different battlefield", "at a different location": not the one the object acted on is at (or is). */
  | { kind: 'different' }
) & { position?: 'pre' | 'post'; span?: Span };
