// The semantic tree of Riftbound card text.
//
// Every node is a discriminated union member with a `kind` field, so the engine can interpret a
// tree with a `switch (node.kind)` and the compiler can decompile it back to canonical text.
// Some nodes carry a `form` field: it records which of several equivalent printed wordings was
// used ("friendly unit" vs "unit you control"). Interpreters ignore `form`; the decompiler needs it
// to give back the printed text.
//
// Stability: other parts of the engine interpret these types. Kinds and fields are only ever ADDED.
//
// Conventions
// - Offsets (`span`) are character offsets into `CompiledText.normalized` (the normalised text);
//   lexer diagnostics (unknown symbols, unclosed brackets) point into the input as given.
// - A "for each X" repeat carries X as a full reference with determiner 'each' ("each card in your
//   trash"): the body happens once per object that reference selects.
// - `join` on an instruction is presentation plus one meaning: 'or' / ', or' = do one of them.
// - "me", "I", "this" on a permanent's or spell's text mean the object that carries the text.
// - An instruction without `actor` is performed by the controller of the ability ("you").

/** [start, end) in the normalised text. */
export type Span = [number, number];

export interface Diagnostic {
  severity: 'error' | 'warning';
  message: string;
  /** offset into the normalised text (lexer errors: into the input as given). */
  offset: number;
  length?: number;
}

/** Result of compiling one card text. */
export interface CompiledText {
  /** the text as given. */
  source: string;
  /** the normalised text the spans point into: reminders removed, quotes straightened, spacing fixed, one line per printed line. */
  normalized: string;
  abilities: Ability[];
  /** true when no ability is `unparsed` and decompiling gives back `normalized` (letter case and a line's final period aside). */
  semantic: boolean;
  diagnostics: Diagnostic[];
  /** the first phrase the grammar could not read, when not semantic. */
  firstFailure?: { phrase: string; offset: number };
}

// ---------------------------------------------------------------------------------------------
// Small values

export type Domain = 'fury' | 'calm' | 'mind' | 'body' | 'chaos' | 'order' | 'rainbow';

/** A comparison as printed: "N or less" (`<=`), "N or more"/"N or greater" (`>=`), "less than" ... */
export type Comparison = '<=' | '>=' | '<' | '>' | '=';

/** A number of things or points. */
export type Amount =
  | { kind: 'number'; value: number; /** printed as a word ("one", "two") */ word?: boolean }
  | { kind: 'x' }
  /** "that much", "that many": the amount named by the previous instruction. */
  | { kind: 'that-much'; form: 'that much' | 'that many' }
  /** "equal to the number of <objects>" / "for each <object>". */
  | { kind: 'count'; of: ObjectRef }
  /** "equal to <object>'s Might" / "its Might". */
  | { kind: 'might-of'; object: ObjectRef }
  /** "the highest Might among units you control". */
  | { kind: 'highest-might'; among: ObjectRef }
  /** "my [Assault]": the value of a numeric keyword the object has. */
  | { kind: 'keyword-value'; keyword: KeywordName; of: ObjectRef }
  /** "your points". */
  | { kind: 'points'; of: ObjectRef }
  /** "its cost", "its base cost": the printed cost of an object. */
  | { kind: 'cost-of'; object: ObjectRef; form: 'cost' | 'base cost' }
  /** "the damage marked on it". */
  | { kind: 'damage-on'; object: ObjectRef }
  /** "the killed unit's Might" style: a value remembered from an earlier instruction. */
  | { kind: 'remembered'; what: string };

/** Resource symbols: energy N, power of a domain (rainbow = any domain), the exhaust symbol. */
export type ResourceSymbol =
  | { kind: 'energy'; amount: number }
  | { kind: 'power'; domain: Domain }
  | { kind: 'exhaust-symbol' }
  | { kind: 'might-symbol' };

// ---------------------------------------------------------------------------------------------
// Object references

/** The nouns that name what a reference picks. */
export type ObjectNoun =
  | 'unit' | 'gear' | 'spell' | 'card' | 'rune' | 'legend' | 'battlefield' | 'token'
  | 'ability' | 'champion' | 'equipment' | 'permanent' | 'player' | 'opponent' | 'enemy'
  | 'location' | 'buff' | 'cards' | 'combat' | 'showdown' | 'hand'
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
export type Determiner = 'exactly' | 'a' | 'number' | 'up-to' | 'any-number' | 'all' | 'each' | 'the' | 'your' | 'another' | 'one-of' | 'bare' | 'one-or-more'
  /** "4 or more runes" / "one or fewer cards": with `count`, used in conditions. */
  | 'or-more' | 'or-fewer'
  /** possessives: "my buff", "its controller's base", "their units". */
  | 'my' | 'its' | 'their' | 'one-of-their'
  /** "each of your [Mighty] units" */
  | 'each-of-your'
  /** "the next spell you play this turn": the first later object that matches, fixed by the game. */
  | 'next';

/** The reference to the card that carries the text, in its printed form. */
export type SelfWord = 'me' | 'I' | 'this' | 'my' | 'myself' | 'this unit' | 'this gear' | 'this spell' | 'this ability' | 'this battlefield';

/** Pronouns and anaphora that point back to something the text named earlier (never a new target),
 *  also "one" (one of the cards just revealed), "we", "their hand", "the board". */
export type PronounWord = 'it' | 'them' | 'its' | 'their' | 'they' | 'that unit' | 'those units' | 'that card' | 'that gear' | 'itself' | 'that' | 'the rest' | 'the killed unit' | 'the chosen unit' | string;

export type ObjectRef =
  | { kind: 'self'; word: SelfWord; span?: Span }
  | { kind: 'pronoun'; word: PronounWord; span?: Span }
  /** A selection of objects: determiner + noun(s) + restrictions. */
  | {
      kind: 'select';
      determiner: Determiner;
      /** with 'number' / 'up-to': how many. */
      count?: Amount;
      /** "unit or gear" = ['unit','gear']. */
      nouns: ObjectNoun[];
      plural: boolean;
      /** "spells and abilities": the nouns are joined by "and" rather than "or". */
      nounJoin?: 'and';
      /** three or more nouns printed "legend, unit, or gear". */
      serialNouns?: boolean;
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
  | 'you' | 'each-player' | 'each-opponent' | 'an-opponent' | 'opponent' | 'they' | 'its-controller'
  | 'its-owner' | 'that-player' | 'a-player' | 'players' | 'everyone' | 'your-opponents' | 'enemy' | 'you-or-ally' | 'opponents';

export type LocationRef = (
  | { kind: 'here' }
  | { kind: 'there' }
  /** "your base", "its base", "their base", "base", "a base". */
  | { kind: 'base'; whose?: 'your' | 'its' | 'their' | 'my' | 'a' | 'the' | 'its owner\'s' }
  /** a battlefield reference ("a battlefield", "that battlefield", "an open battlefield", "battlefields"). */
  | { kind: 'battlefield'; ref: ObjectRef }
  /** "its location", "my location". */
  | { kind: 'location-of'; object: ObjectRef }
  /** a zone cards come from: "face down", "[Hidden]", "your trash". */
  | { kind: 'zone'; zone: 'face down' | '[Hidden]' | 'your trash' | 'your hand' | 'hand' | 'your Main Deck' | 'anywhere other than your hand' }
  /** "Your Equipment everywhere have ...": in every location. */
  | { kind: 'everywhere' }
  /** the event happens in a combat: "When I die in combat", "When I attack one on one". */
  | { kind: 'combat'; form: 'in combat' | 'one on one' | 'alone' }
  /** the event happens at a time: "on an opponent's turn", "during a showdown". */
  | { kind: 'timing'; form: "on an opponent's turn" | 'on your turn' | 'during a showdown' | 'during your turn' | 'after an attack' }
) & { span?: Span };

export interface TokenSpec {
  count: Amount;
  might?: number;
  name: string;
  noun: 'unit' | 'gear' | 'battlefield';
  ready?: boolean;
  keywords: KeywordRef[];
  /** the Might printed with an Energy symbol before the Might symbol (":rb_energy_1::rb_might:", a gallery form). */
  mightAsEnergy?: boolean;
  /** the set the token comes from: "from Bilgewater". */
  from?: string;
}

/** A restriction on a selection (355.9.b "targeting restriction"). */
export type Filter = (
  | { kind: 'controller'; who: 'friendly' | 'enemy' | 'you-control' | 'opponent-controls' | 'your' | 'they-control' | 'an-opponent-controls' | 'allied' | 'you-play' | 'you-own' | 'you-pay'; form?: string }
  | { kind: 'location'; at: LocationRef; form: 'at' | 'bare' | 'in' | 'to' | 'from' }
  | { kind: 'might'; op: Comparison; value: Amount; form: string }
  /** "costing no more than :rb_energy_3: [and no more than :rb_rune_rainbow:]"; `power`: the second bound. */
  | { kind: 'cost'; op: Comparison; value: ResourceSymbol[]; form: string; power?: ResourceSymbol[]; prefix?: 'costing' | 'with cost' }
  | { kind: 'state'; state: 'exhausted' | 'ready' | 'buffed' | 'damaged' | 'stunned' | 'attacking' | 'defending' | 'token' | 'non-token' | 'facedown' | 'unbuffed' | 'mighty' | 'undamaged' | 'equipped' | 'hidden' | 'open' | 'empowered' | 'in-combat' | 'alone' | 'attached' | 'detached' | 'occupied' | 'uncontrolled' | 'optional' | 'additional' | 'in-showdown'; form?: string }
  | { kind: 'zone'; zone: 'trash' | 'hand' | 'main-deck' | 'rune-deck' | 'chain' | 'board' | 'champion-zone' | 'legend-zone' | 'banishment'; owner: 'your' | 'their' | 'its-owner' | 'an-opponent' | 'any'; form: string }
  | { kind: 'other'; form: 'other' | 'another' | 'other than mine' | 'else' | 'besides me' }
  /** "that choose me": spells or abilities choosing the object; "that chooses it and no other friendly unit": and none besides it of that kind. */
  | { kind: 'chooses'; object: ObjectRef; form: 'that choose' | 'that chooses'; noOther?: ObjectRef }
  /** "a battlefield where you have units", "where there are enemy units". */
  | { kind: 'where'; predicate: Predicate }
  | { kind: 'total-might'; op: Comparison; value: Amount }
  /** a tag ("Poro", "Mech"); `noun` when the tag stands for the noun ("Your Mechs", "a Poro"), with its printed word; `negated`: "non-Dragon". */
  | { kind: 'tag'; tag: string; noun?: string; negated?: boolean; /** "a Bird, Cat, Dog, or Poro": any one of these tags (the first is `tag`) */ anyOf?: string[] }
  | { kind: 'keyword'; keyword: KeywordRef; negated?: boolean }
  | { kind: 'type-word'; word: string }
  /** "that has Might up to 1 more than the killed unit", "with less Might than me". */
  | { kind: 'might-relative'; op: Comparison; than: ObjectRef; offset?: number; form: string }
  | { kind: 'domain'; domain: Domain }
  /** "from among them": among the cards an earlier instruction looked at or revealed. */
  | { kind: 'among'; form: string }
  /** "with my name": cards with the same name as the object. */
  | { kind: 'same-name'; as: ObjectRef }
  /** "attached to me" */
  | { kind: 'attached-to'; to: ObjectRef }
  /** "with Energy cost no more than :rb_energy_3:" */
  | { kind: 'energy-cost'; op: Comparison; value: ResourceSymbol[]; form: string; /** "and no more than :rb_rune_rainbow:" */ power?: ResourceSymbol[] }
  /** "your second card", "your first card": the Nth such object in the event's period. */
  | { kind: 'ordinal'; nth: number; word: string }
  /** "played from anywhere other than a player's hand": where the object was played from. */
  | { kind: 'played-from'; from: string }
) & { position?: 'pre' | 'post'; span?: Span };

// ---------------------------------------------------------------------------------------------
// Keywords

export type KeywordName =
  | 'Accelerate' | 'Action' | 'Reaction' | 'Hidden' | 'Assault' | 'Shield' | 'Deflect' | 'Tank'
  | 'Ganking' | 'Legion' | 'Vision' | 'Temporary' | 'Repeat' | 'Deathknell' | 'Stun' | 'Buff'
  | 'Add' | 'Equip' | 'Quick-Draw' | 'Weaponmaster' | 'Hunt' | 'Empower' | 'Empowered' | 'Mighty'
  | 'Level' | 'Predict' | 'Backline' | 'Unique' | 'Ambush' | string;

/** A keyword with its parameters: `[Assault 2]`, `[Accelerate]` (cost from reminder), `[Equip] :rb_rune_rainbow:`. */
export interface KeywordRef {
  name: KeywordName;
  /** numeric parameter: Assault N, Shield N, Deflect N, Hunt N, Level N, Predict N. */
  value?: number;
  /** cost parameter: Equip, Empower, Repeat, Accelerate. */
  cost?: ResourceSymbol[];
  /** "[Flow] equal to its cost": the parameter is an amount rather than a printed number. */
  equalTo?: Amount;
  /** a cost written after a dash that includes actions: "[Equip] — :rb_rune_order:, Kill a friendly unit". */
  dashCost?: Cost[];
  /** printed without brackets (a misprint in the gallery: "Action" alone on a line). */
  bare?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Costs

export type Cost =
  /** resource symbols: energy, power of a domain, the exhaust symbol (= exhaust me). */
  | { kind: 'symbols'; symbols: ResourceSymbol[] }
  /** an action as a cost: "kill a friendly unit", "discard 1", "spend a buff", "exhaust me", "recycle ...". */
  | { kind: 'action'; instruction: Instruction };

// ---------------------------------------------------------------------------------------------
// Triggers and conditions

/** A game event a trigger or replacement watches. */
export interface EventPattern {
  kind: 'event';
  /** who or what does it ("I", "you", "a friendly unit", "an opponent"). */
  subject: ObjectRef;
  /** the event: attack, defend, conquer, hold, move, die, play, be-played, ... */
  verb: string;
  /** what it is done to ("play me", "play a spell"). */
  object?: ObjectRef;
  /** "in a turn", "each turn": the span an ordinal object ("your second card") counts in. */
  period?: string;
  /** "When my Might becomes 10 or more": the threshold reached. */
  reaches?: number;
  /** the second object of the event: "attach an Equipment to me". */
  to?: ObjectRef;
  /** printed without its own subject: the second verb of "When I attack or defend". */
  subjectShared?: boolean;
  /** where the event happens or goes: "to a battlefield", "here", "from your trash". */
  where?: { prep: 'to' | 'at' | 'from' | 'in' | 'bare'; at: LocationRef };
  form?: string;
}

export type Trigger =
  /** "When I attack", "When you play me", "When a friendly unit dies". `events` joined by "or". */
  | { kind: 'when'; events: EventPattern[]; form: 'When' | 'Whenever' | 'After'; /** "Once each turn, when ..." */ oncePerTurn?: boolean; /** "When an enemy unit dies while I'm at a battlefield" */ while?: Predicate; /** a delayed trigger's lifetime: "When it dies this turn, ..." */ period?: 'this turn' }
  /** "At the start of your Beginning Phase", "At the end of turn", "At the start of each player's first Beginning Phase". */
  | { kind: 'phase'; edge: 'start' | 'end'; phase: string; whose: string; /** printed without "the": "At start of ..." */ bare?: boolean }
  /** "The first time I ... each turn". */
  /** `ordinal`: 2 for "the second time", 3 for "the third time" (absent: first). */
  | { kind: 'first-time'; event: EventPattern; period: string; ordinal?: number }
  /** [Deathknell] (= when I die), [Vision] and other keyword triggers. */
  | { kind: 'keyword'; keyword: KeywordName; form?: '—' | '[>]' }
  /** "When you play me or at the start of your Beginning Phase". */
  | { kind: 'any-of'; triggers: Trigger[]; conjunction?: 'or' | 'and' };

export type Condition =
  | { kind: 'if'; predicate: Predicate; form: 'if' | 'If' | 'while' | 'While' | 'as long as' | 'unless' | 'only if' }
  /** "[Legion] —", "[Empowered][>]", "[Mighty] —": a keyword that acts as a condition. */
  | { kind: 'keyword-condition'; keyword: KeywordName };

/** A truth about the game state, used by conditions. */
export type Predicate =
  | { kind: 'did-previous'; form: 'you do' | 'they do' | 'it dies' | 'you did' | string }
  | { kind: 'paid-additional-cost'; form: string }
  | { kind: 'state'; subject: ObjectRef; state: string }
  | { kind: 'compare'; subject: string; op: Comparison; value: Amount; form: string }
  | { kind: 'count'; what: ObjectRef; op: Comparison; value: Amount; form: string }
  | { kind: 'exists'; what: ObjectRef; form: string }
  | { kind: 'event-happened'; event: EventPattern; period: string; form: string; /** "I have moved twice this turn" */ times?: 'twice' }
  /** "I'm at a battlefield", "it's a unit", "it had 3 :rb_might: or less": the subject meets the restrictions. */
  | { kind: 'object-is'; subject: ObjectRef; verb: string; nouns?: ObjectNoun[]; filters: Filter[]; negated?: boolean; /** "it was an enemy unit": what it must be, as a reference */ kindOf?: ObjectRef }
  /** "you control a battlefield", "an opponent has 2 or more cards in hand". */
  | { kind: 'player-has'; player: ObjectRef; verb: string; object: ObjectRef; /** "you don't have units there" */ negated?: "don't" | "doesn't" }
  /** "you spent :rb_energy_4: or more", "you've spent at least :rb_rune_rainbow: this turn". */
  | { kind: 'spent'; who: ObjectRef; op: Comparison; value: ResourceSymbol[]; perfect: boolean; bound: 'or more' | 'at least'; purpose?: 'to play a spell'; period?: 'this turn' }
  /** "your score is within 3 points of the Victory Score". */
  | { kind: 'score-within'; who: ObjectRef; points: number; negated?: boolean }
  /** "you assigned 3 or more excess damage [to enemy units]". */
  | { kind: 'excess-damage'; amount: number; to?: ObjectRef }
  /** "you choose a Bird, Cat, Dog, or Poro": the player picks such an object for this card. */
  | { kind: 'chooses'; player: ObjectRef; object: ObjectRef }
  /** "it's your turn", "it's not your turn". */
  | { kind: 'your-turn'; negated?: boolean; /** "it's your Beginning Phase" */ phase?: string }
  /** several predicates joined by "and"/"or". */
  | { kind: 'all-of' | 'any-of'; parts: Predicate[] };

/** A time span after which a change ends. */
export type Duration = 'this-turn' | 'this-combat' | 'permanent' | 'next-turn' | 'while-here';

// ---------------------------------------------------------------------------------------------
// Instructions (what the text makes a player or object do)

export type Instruction = InstructionBody & {
  /** printed connector to the previous instruction of the same effect: '.', ', then', 'and', '. Then' ...
   *  'or' / ', or' mean the performer does one of the instructions so joined. */
  join?: string;
  /** who performs it ("Each player kills ..."); absent = the controller ("you"). */
  actor?: ObjectRef;
  /** the actor is not repeated in print: "Each player discards their hand, then draws 4". */
  actorShared?: boolean;
  /** the verb is not repeated in print: "Deal 4 to that unit and 1 to each other enemy unit there". */
  verbShared?: boolean;
  /** "must" instruction (355.10.f). */
  must?: boolean;
  /** "... instead": this instruction replaces the one before it (e.g. "If it's attacking, deal 4 to it instead"). */
  instead?: boolean;
  /** "... instead of :rb_rune_rainbow:": an alternative cost replacing the usual one. */
  insteadOf?: ResourceSymbol[];
  span?: Span;
};

export type InstructionBody =
  | { kind: 'deal-damage'; amount: Amount; to: ObjectRef; source?: ObjectRef; form: string }
  | { kind: 'split-damage'; amount: Amount; among: ObjectRef; source?: ObjectRef; form: string }
  | { kind: 'kill'; object: ObjectRef }
  /** `bracketed`: printed as the keyword "[Stun]" rather than the word "stun". */
  | { kind: 'stun'; object: ObjectRef; bracketed?: boolean }
  /** `toOrFrom`: "to or from its base" (either direction). */
  | { kind: 'move'; object: ObjectRef; to?: LocationRef; from?: LocationRef; toOrFrom?: LocationRef; /** "move me there": no "to" */ toForm?: 'bare' }
  | { kind: 'recall'; object: ObjectRef; exhausted?: boolean }
  | { kind: 'ready'; object: ObjectRef }
  | { kind: 'exhaust'; object: ObjectRef }
  /** `object`: drawing a particular card ("draw it") rather than from the top of the deck. */
  | { kind: 'draw'; amount: Amount; object?: ObjectRef }
  | { kind: 'discard'; amount?: Amount; object?: ObjectRef }
  | { kind: 'recycle'; object: ObjectRef }
  /** "recycle 3 from your trash": N cards of the player's choice from a zone. */
  | { kind: 'recycle-from'; amount: Amount; zone: 'trash' }
  | { kind: 'buff'; object: ObjectRef; bracketed?: boolean }
  | { kind: 'spend-buff'; object: ObjectRef }
  /** "give X +N :rb_might: this turn", may also grant keywords in the same clause. */
  /** `each`: printed "give two units each +1 :rb_might:". */
  | { kind: 'modify-might'; object: ObjectRef; amount: Amount; sign: 1 | -1; duration: Duration; keywords?: KeywordRef[]; minimum?: number; each?: boolean }
  /** `gains`: printed "It gains [Shield 2] this combat" (the object is the actor). */
  | { kind: 'grant-keyword'; object: ObjectRef; keywords: KeywordRef[]; duration: Duration; gains?: boolean }
  | { kind: 'play'; object: ObjectRef; to?: LocationRef; toForm?: 'bare' | 'in' | 'into' | 'at'; /** ", reducing its cost by :rb_energy_5:" */ reducingCostBy?: ResourceSymbol[]; /** "... from hand this turn": a permission lasting the turn */ period?: 'this turn'; from?: string; ignoringCost?: 'its cost' | 'its costs' | 'any and all costs' | 'its Energy cost'; exhausted?: boolean; ready?: boolean; forCost?: ResourceSymbol[] }
  | { kind: 'create-token'; token: TokenSpec; to?: LocationRef; toForm?: 'bare' | 'in' | 'into' | 'at'; exhausted?: boolean }
  /** `from`: "return this from your trash to your hand". */
  | { kind: 'return-to-hand'; object: ObjectRef; form: string; from?: 'your trash' }
  | { kind: 'banish'; object: ObjectRef }
  | { kind: 'counter'; object: ObjectRef }
  | { kind: 'channel'; amount: Amount; exhausted?: boolean }
  | { kind: 'add'; resources: ResourceSymbol[] | Amount; bracketed: boolean }
  | { kind: 'gain-xp'; amount: Amount }
  /** `verb`: printed "gains 1 point" rather than "scores 1 point". */
  | { kind: 'score'; amount: Amount; verb?: 'gain' }
  | { kind: 'look'; amount: Amount; where: string }
  /** "Use only if ...", "Use only once per turn.": when the ability may be activated. */
  | { kind: 'use-only'; condition?: Condition; limit?: 'once per turn' | 'once each turn'; /** printed "Use this ability only ..." */ thisAbility?: boolean }
  | { kind: 'double-might'; object: ObjectRef; duration: Duration }
  /** "reveal the top 2 cards of your Main Deck". */
  | { kind: 'reveal-top'; amount: Amount; noun: 'card' | 'rune'; where: string }
  | { kind: 'spend-xp'; amount: Amount }
  /** "Choose one —" followed by one mode per line; the performer picks one mode. */
  | { kind: 'choose-mode'; modes: Instruction[][]; form: string }
  /** "Use only to play spells": what resources just added may pay for. */
  | { kind: 'spend-only'; purpose: string; form: string }
  /** "reduce my cost by :rb_energy_2:". */
  | { kind: 'reduce-cost'; object: ObjectRef; by: ResourceSymbol[] }
  | { kind: 'reveal'; object: ObjectRef }
  | { kind: 'choose'; object: ObjectRef }
  | { kind: 'attach'; object: ObjectRef; to: ObjectRef }
  | { kind: 'detach'; object: ObjectRef }
  | { kind: 'heal'; object: ObjectRef }
  | { kind: 'hide'; object: ObjectRef }
  | { kind: 'predict'; amount: Amount }
  /** "They deal damage equal to their Mights to each other": the two objects damage each other. */
  | { kind: 'fight'; pair: ObjectRef; form: 'their' | 'our' }
  /** "Take control of X" / "Lose control of X" (`lose`). */
  | { kind: 'take-control'; object: ObjectRef; lose?: boolean; /** printed "gain control of" */ gain?: boolean }
  /** "make new choices for it": the controller of a spell chooses its targets again. */
  | { kind: 'new-choices'; object: ObjectRef }
  | { kind: 'win-game' }
  /** "Put 1 into your hand", "put it in your trash", "put the top 2 cards of your Main Deck into your trash". */
  | { kind: 'put'; object?: ObjectRef; amount?: Amount; top?: { amount: Amount; where: string }; into: 'your hand' | 'your trash' | 'its trash'; prep: 'into' | 'in'; from?: string }
  /** "replace that battlefield with a Brush battlefield token". */
  | { kind: 'replace'; object: ObjectRef; with: ObjectRef }
  /** "It becomes a copy of another unit there" / "They become copies of me". */
  | { kind: 'become-copy'; object: ObjectRef; of: ObjectRef; plural?: boolean }
  /** a keyword used as an instruction: "[Burn 2]", "[Predict]". */
  | { kind: 'keyword-action'; keyword: KeywordRef }
  | { kind: 'empower'; object: ObjectRef; negated?: boolean }
  | { kind: 'shuffle'; what: string }
  | { kind: 'pay'; cost: Cost[] }
  /** "Its controller draws 2": a verb done by another player, with its own instruction. */
  /** "you may <instruction>" — optional instruction (355.12: targets still chosen up front). */
  | { kind: 'optional'; body: Instruction }
  /** "<cost> to <effect>" inside an instruction (355.10.c.1). */
  | { kind: 'cost-to'; cost: Instruction[]; effect: Instruction[] }
  /** "If <predicate>, <then>" and "<then> if <predicate>" inside an effect. */
  | { kind: 'conditional'; condition: Condition; then: Instruction[]; otherwise?: Instruction[]; trailing?: boolean }
  /** "Do X for each Y" / "for each ...". */
  /** `each` is the whole "each X" reference (determiner 'each' or 'each-of-your'). */
  | { kind: 'repeat-for-each'; body: Instruction[]; each: ObjectRef; /** printed first: "For each X, ..." */ leading?: boolean }
  /** a delayed or reflexive effect inside an instruction ("the next time ..., ... instead"). */
  | { kind: 'replacement'; replacement: ReplacementSpec }
  /**
   * Preventing damage (rule 437), a delayed replacement on the object: "Prevent the next 7 damage
   * that would be dealt to it this turn" (`amount`: the Prevent Value), or "The next time that unit
   * would be dealt damage this turn, prevent it" (no `amount`: all of that one damage event).
   */
  | { kind: 'prevent-damage'; to: ObjectRef; amount?: Amount; period: 'this turn'; form: 'the next N damage' | 'the next time' }
  /** `trailing`: printed after the effect ("[Add] :rb_rune_rainbow: at the start of your next Main Phase"). */
  | { kind: 'delayed'; trigger: Trigger; effect: Instruction[]; trailing?: boolean }
  /** a lasting change granted by an instruction ("This turn, that unit has ..."). */
  | { kind: 'grant-ability'; object: ObjectRef; ability: Ability; duration: Duration }
  | { kind: 'static-effect'; effect: PassiveEffect; duration: Duration }
  /** "ignore this spell's cost": the object is played without paying its cost. */
  | { kind: 'ignore-cost'; object: ObjectRef }
  /** "Then do this: ..." (errata wording: the rest happens as one step). */
  | { kind: 'do-this'; body: Instruction[]; /** printed "then do this:" */ then?: boolean };

/** "The next time <event> would happen, <instead>" */
export interface ReplacementSpec {
  event: EventPattern;
  instead: Instruction[];
  /** sentences after "... instead." that belong to the same replacement ("Heal that unit, ..."). */
  then?: Instruction[];
  /** "..., if it has less Might than me, instead heal it": the replacement applies only then. */
  condition?: Predicate;
  /** printed "instead <effect>" rather than "<effect> instead". */
  insteadFirst?: boolean;
  period?: string;
  form: string;
}

// ---------------------------------------------------------------------------------------------
// Passive (static) effects: continuous rules changes. Each kind names what it changes.

export type PassiveEffect =
  /** `each`: printed "each have"; `where`: "... here" after the change. */
  | { kind: 'has-keyword'; subject: ObjectRef; keywords: KeywordRef[]; each?: boolean; where?: LocationRef }
  | { kind: 'might-bonus'; subject: ObjectRef; amount: Amount; sign: 1 | -1; form: string; /** printed "I get" rather than "I have" */ verb?: 'get'; keywords?: KeywordRef[]; forEach?: ObjectRef; each?: boolean; where?: LocationRef; minimum?: number }
  /** "I can't be chosen by enemy spells and abilities", "Units can't move to base": `action` from a fixed list of printed phrases. */
  | { kind: 'cant'; subject: ObjectRef; action: string; form?: "can't" | "don't" | "doesn't" }
  /** "I cost :rb_energy_1: less [for each card in your trash] [, to a minimum of ...]". */
  | { kind: 'cost-change'; subject: ObjectRef; delta: ResourceSymbol[]; sign: 1 | -1; form: string; /** "to play from anywhere other than your hand": the change applies only when played from there */ toPlayFrom?: string; /** ":rb_energy_1: or :rb_rune_rainbow: less": either change, as the payer chooses */ orDelta?: ResourceSymbol[]; forEach?: ObjectRef; minimum?: ResourceSymbol[]; /** replaces a smaller change printed before it ("[Level 6][>] I cost ... less instead") */ instead?: boolean }
  | { kind: 'enters'; subject: ObjectRef; state: 'ready' | 'exhausted' }
  /** "Your hold effects for holding here trigger an additional time", "Your [Deathknell] effects trigger an additional time". */
  | { kind: 'extra-trigger'; which: 'conquer' | 'hold' | 'Deathknell'; here: boolean }
  /** "Friendly units may be played to open battlefields", "I can be played to ...", "You may play me to ...". */
  | { kind: 'play-permission'; subject: ObjectRef; to: LocationRef; form: 'may be played to' | 'can be played to' | 'You may play me to'; condition?: Predicate }
  /** "Use my abilities only while I'm at a battlefield." */
  | { kind: 'abilities-only-while'; subject: ObjectRef; condition: Predicate }
  /** "I must be assigned combat damage last" (the reverse of [Tank]). */
  | { kind: 'combat-damage-order'; subject: ObjectRef; order: 'first' | 'last' }
  /** "This spell's Energy cost is reduced by ...", "the Energy costs for spells you play is reduced by :rb_energy_1:, to a minimum of :rb_energy_1:". */
  | { kind: 'energy-cost-reduced'; subject: ObjectRef; by: Amount | ResourceSymbol[]; minimum?: ResourceSymbol[]; form: 'this' | 'the Energy costs for' }
  /** "My Might is increased by the number of cards in your trash". */
  | { kind: 'might-increased'; subject: ObjectRef; by: Amount }
  | { kind: 'has-ability'; subject: ObjectRef; ability: Ability }
  /** "I can [Ambush] to a battlefield where there are enemy units, even if you don't have units there": where a keyword lets the object be played. */
  | { kind: 'keyword-permission'; subject: ObjectRef; keyword: KeywordRef; to: LocationRef; evenIf?: Predicate }
  /** "I can have any number of buffs" (no limit: `max` absent), "A unit may have no more than one buff at a time". */
  | { kind: 'buff-limit'; subject: ObjectRef; max?: Amount }
  /** "Spells and abilities deal 1 Bonus Damage to units here": each instance of damage the subjects deal is increased. */
  | { kind: 'bonus-damage'; subject: ObjectRef; amount: Amount; to?: ObjectRef; forEach?: ObjectRef }
  /** "Your [Temporary] effects at my battlefield don't trigger". */
  | { kind: 'suppress-trigger'; keyword: KeywordRef; where?: LocationRef }
  /** "Your Equipment each give [Assault]": the subjects give keywords to what they are attached to. */
  | { kind: 'gives-keyword'; subject: ObjectRef; keywords: KeywordRef[]; each?: boolean };

// ---------------------------------------------------------------------------------------------
// Abilities

export type Ability = AbilityBody & {
  span?: Span;
  /** index of the printed line the ability is on (several keywords may share a line). */
  line?: number;
  /** a keyword that gates the whole ability: "[Empowered][>] ...", "[Level 6][>] ...", "[Legion] — ...". */
  gate?: { keyword: KeywordRef; form: '[>]' | '—' };
};

export type AbilityBody =
  /** A keyword line: `[Assault 2]`, `[Accelerate]`, `[Hidden]`, `[Tank]`. */
  | { kind: 'keyword'; keyword: KeywordRef; /** printed separator before the next keyword on the line */ separator?: ',' ; /** sentences after the keyword about it: "[Empower] :rb_energy_12:. This ability costs ..." */ effect?: Instruction[] }
  /** The effect of a spell (the text that resolves when the spell resolves). */
  | { kind: 'spell'; effect: Instruction[] }
  /** `<costs>: <effect>`; `speed` from a `[Reaction] —` / `[Action] —` prefix. */
  /** `speedForm`: how the speed keyword is printed: before the costs ("[Reaction][>] costs:"), after them with a dash, or followed by a comma and another gate. */
  | { kind: 'activated'; costs: Cost[]; speed?: 'Action' | 'Reaction'; speedForm?: '[>]' | '—' | ','; condition?: Condition; effect: Instruction[] }
  /** `When/At <trigger>, [if <condition>,] <effect>`. */
  | { kind: 'triggered'; trigger: Trigger; condition?: Condition; effect: Instruction[] }
  /** A continuous effect, possibly only while a condition holds. */
  | { kind: 'passive'; condition?: Condition; effect: PassiveEffect }
  /** "If <event> would happen, <instead> instead" as a standing ability. */
  | { kind: 'replacement'; condition?: Condition; replacement: ReplacementSpec }
  /** "You may pay X as an additional cost to play me" / "As an additional cost to play me, ...". */
  | { kind: 'additional-cost'; cost: Cost[]; optional: boolean; form: string; /** what paying it does ("If you do, draw 1.") */ effect?: Instruction[]; /** how the card names itself: "play me" / "play this" */ selfWord?: 'me' | 'this'; /** "If you've played a spell this turn, you may pay ..." */ condition?: Condition }
  /** Something the grammar could not read. A card containing one is never semantic. */
  | { kind: 'unparsed'; text: string; reason: string };
