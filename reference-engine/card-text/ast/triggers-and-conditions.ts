// Events, triggers, conditions, predicates and durations.
import type { Instruction } from './instructions.ts';
import type { KeywordName, KeywordRef } from './keywords-and-costs.ts';
import type { Filter, LocationRef, ObjectNoun, ObjectRef } from './references.ts';
import type { Amount, Comparison, ResourceSymbol } from './values.ts';

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
  /** "kill a unit with a spell": what the subject does it with. */
  with?: 'a spell' | 'spells or unit abilities';
  /** "conquer here with one or more [Mighty] units": the objects the event is done with. */
  using?: ObjectRef;
  /** the second object of the event: "attach an Equipment to me". */
  to?: ObjectRef;
  /** printed without its own subject: the second verb of "When I attack or defend". */
  subjectShared?: boolean;
  /** printed without its own object, which the next verb's object is: "choose" in "When you choose or ready me". */
  objectShared?: boolean;
  /** one of a serial list of events: "When this is played, discarded, or killed". */
  serial?: boolean;
  /** where the event happens or goes: "to a battlefield", "here", "from your trash". */
  where?: { prep: 'to' | 'at' | 'from' | 'in' | 'bare'; at: LocationRef };
  form?: string;
  /** "give me -:rb_might:", "give -:rb_might: to a unit": the Might modifier a spell or ability gives. */
  gives?: '-:rb_might:';
  /** "When you play me from face down on your turn": the turn it must happen in, besides where it comes from. */
  during?: 'on your turn';
  /** "return me to hand": to its owner's hand. */
  toHand?: true;
  /** "go to your trash from anywhere other than your Main Deck": the zone the object must not come from. */
  notFrom?: 'your Main Deck';
}

export type Trigger =
  /** "When I attack", "When you play me", "When a friendly unit dies". `events` joined by "or". */
  | {
      kind: 'when';
      events: EventPattern[];
      /** 'the next time': a delayed trigger that fires once ("Kill it the next time it takes damage this turn") */
      form: 'When' | 'Whenever' | 'After' | 'the next time';
      /** "Once each turn, when ..." */ oncePerTurn?: boolean;
      /** "When an enemy unit dies while I'm at a battlefield" */ while?: Predicate;
      /** "While you control this battlefield, when you play a spell": the "while" printed first */ whileFirst?: true;
      /** a delayed trigger's lifetime: "When it dies this turn, ..." */ period?: 'this turn';
    }
  /** "At the start of your Beginning Phase", "At the end of turn", "At the start of each player's first Beginning Phase". */
  | { kind: 'phase'; edge: 'start' | 'end'; phase: string; whose: string; /** printed without "the": "At start of ..." */ bare?: boolean }
  /** "The first time I ... each turn". */
  /** `ordinal`: 2 for "the second time", 3 for "the third time" (absent: first). */
  /** `printedAfter`: worded "When <event> for the first time <period>", the same trigger. */
  | { kind: 'first-time'; event: EventPattern; period: string; ordinal?: number; printedAfter?: true }
  /** [Deathknell] (= when I die), [Vision] and other keyword triggers. */
  | { kind: 'keyword'; keyword: KeywordName; form?: '—' | '[>]' }
  /** "As you play me, ...": done while the event happens, not after it (no trigger is put on the Chain). */
  | { kind: 'as'; event: EventPattern }
  /** "When you play me or at the start of your Beginning Phase". */
  | { kind: 'any-of'; triggers: Trigger[]; conjunction?: 'or' | 'and' };

export type Condition =
  | { kind: 'if'; predicate: Predicate; form: 'if' | 'If' | 'while' | 'While' | 'as long as' | 'unless' | 'only if' | 'During' }
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
  | {
      kind: 'object-is';
      subject: ObjectRef;
      verb: string;
      nouns?: ObjectNoun[];
      filters: Filter[];
      negated?: boolean;
      /** "it was an enemy unit": what it must be, as a reference */ kindOf?: ObjectRef;
    }
  /** "you control a battlefield", "an opponent has 2 or more cards in hand". */
  | { kind: 'player-has'; player: ObjectRef; verb: string; object: ObjectRef; /** "you don't have units there" */ negated?: "don't" | "doesn't" }
  /** "you spent :rb_energy_4: or more", "you've spent at least :rb_rune_rainbow: this turn". */
  | {
      kind: 'spent';
      who: ObjectRef;
      op: Comparison;
      value: ResourceSymbol[];
      perfect: boolean;
      bound: 'or more' | 'at least';
      purpose?: 'to play a spell';
      period?: 'this turn';
    }
  /** "your score is within 3 points of the Victory Score". */
  | { kind: 'score-within'; who: ObjectRef; points: number; negated?: boolean }
  /** "you assigned 3 or more excess damage [to enemy units]". */
  | { kind: 'excess-damage'; amount: number; to?: ObjectRef }
  /** "you choose a Bird, Cat, Dog, or Poro": the player picks such an object for this card. */
  | { kind: 'chooses'; player: ObjectRef; object: ObjectRef }
  /** "at least one of them has [Temporary]": some object of those named before has the keywords. */
  | { kind: 'at-least-one-has'; of: ObjectRef; keywords: KeywordRef[] }
  /** "it's your turn", "it's not your turn". */
  | { kind: 'your-turn'; negated?: boolean; /** "it's your Beginning Phase" */ phase?: string }
  /** "your other units have total Might 5 or more". */
  | { kind: 'total-might'; of: ObjectRef; op: '>=' | '<='; value: number }
  /** "a friendly unit defends alone": some object matching the reference is doing so now. */
  | { kind: 'does'; subject: ObjectRef; verb: 'attack' | 'defend'; alone?: boolean }
  /** "you couldn't channel 2 runes this way": the instruction before could not be done in full. */
  | { kind: 'could-not'; instruction: Instruction }
  /** "this kills it": the damage this spell or ability just dealt killed the object. */
  | { kind: 'this-kills'; object: ObjectRef }
  /** "unless its controller pays :rb_energy_2:": the player may pay the cost (and does). */
  | { kind: 'pays'; player: ObjectRef; cost: ResourceSymbol[] }
  /** "unless its controller has you draw 2": the player may have the controller do it (and does). */
  | { kind: 'has-you-do'; player: ObjectRef; instruction: Instruction }
  /** "my Might is greater than the total Might of enemy units there": one object's Might against a group's total. */
  | { kind: 'might-over-total'; subject: ObjectRef; than: ObjectRef }
  /** "showdowns here" (after "During"): a showdown is under way at this battlefield. */
  | { kind: 'showdown-here' }
  /** "you control fewer runes than an opponent": a player's count of objects against another's. */
  | { kind: 'fewer-than'; player: ObjectRef; verb: string; what: ObjectRef; than: ObjectRef }
  /**
   * "your units have all of the following tags among them — Bird, Cat, Dog, and Poro" (`tags`, `among`):
   * each listed tag is on at least one of them; "your units have all 4 tags" (`count`): the tags the card lists elsewhere.
   */
  | { kind: 'have-tags'; of: ObjectRef; tags?: string[]; among?: ObjectRef; count?: number }
  /** several predicates joined by "and"/"or". */
  | { kind: 'all-of' | 'any-of'; parts: Predicate[] };

/** A time span after which a change ends. */
export type Duration = 'this-turn' | 'this-combat' | 'permanent' | 'next-turn' | 'while-here';
