// Instructions: what the text makes a player or object do.
import type { Ability } from './abilities.ts';
import type { Cost, KeywordRef } from './keywords-and-costs.ts';
import type { PassiveEffect } from './passives.ts';
import type { LocationRef, ObjectRef, TokenSpec } from './references.ts';
import type { Condition, Duration, EventPattern, Predicate, Trigger } from './triggers-and-conditions.ts';
import type { Amount, ResourceSymbol, Span } from './values.ts';

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
  /** "Kill it now instead": done as the effect resolves rather than later, as the instruction it replaces would. */
  now?: true;
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
  | {
      kind: 'move';
      object: ObjectRef;
      to?: LocationRef;
      from?: LocationRef;
      toOrFrom?: LocationRef;
      /** "move me there": no "to" */ toForm?: 'bare';
      /** "Move me to its location and it to my original location" (Tideturner): the two swap places. */ andBack?: ObjectRef;
      /** "Move me and a Shadow Clone you control to each other's locations": the two objects trade places. */ swap?: true;
    }
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
  /** `anyCounter`: printed "spend a counter", naming no type of counter (745.1.a). */
  | { kind: 'spend-buff'; object: ObjectRef; anyCounter?: true }
  /** "give X +N :rb_might: this turn", may also grant keywords in the same clause. */
  /** `each`: printed "give two units each +1 :rb_might:". */
  | {
      kind: 'modify-might';
      object: ObjectRef;
      amount: Amount;
      sign: 1 | -1;
      duration: Duration;
      keywords?: KeywordRef[];
      minimum?: number;
      /** ", to a maximum of 5 :rb_might:": an increase limited to that Might (477.3.e.1.b). */
      maximum?: number;
      each?: boolean;
      /** printed "give +:rb_might: equal to <amount> to <object>" */
      amountFirst?: boolean;
      /** printed "give <object> +:rb_might: equal to <amount>" */
      equalTo?: true;
      /** printed "then an additional +1 :rb_might:": more Might to the object the previous grant went to (its object a bare "it") */
      additional?: true;
      /** printed "<object> (each) get(s) +1 :rb_might:": the object is the actor */
      gets?: true;
      /** printed "give <object> my keywords and +:rb_might: equal to my Might": the keywords this object has as it resolves */
      keywordsOf?: ObjectRef;
    }
  /** `gains`: printed "It gains [Shield 2] this combat" (the object is the actor). */
  | {
      kind: 'grant-keyword';
      object: ObjectRef;
      keywords: KeywordRef[];
      duration: Duration;
      gains?: boolean;
      /** printed "It loses [Tank] this turn" (801.3.b): the keywords are taken away, not given */
      loses?: boolean;
      /** printed as a bare keyword line under "choose one to give me this turn —" */
      modeLine?: boolean;
    }
  | {
      kind: 'play';
      object: ObjectRef;
      to?: LocationRef;
      toForm?: 'bare' | 'in' | 'into' | 'at';
      /** ", reducing its cost by :rb_energy_5:" */ reducingCostBy?: ResourceSymbol[];
      /** printed ", reducing its Energy cost by" */ reducingEnergyWord?: true;
      /** "... from hand this turn": a permission lasting the turn */ period?: 'this turn';
      from?: string;
      ignoringCost?: 'its cost' | 'its costs' | 'their costs' | 'any and all costs' | 'its Energy cost' | 'Energy costs';
      /** printed "without paying its Energy cost" rather than ", ignoring its Energy cost" */ withoutPaying?: true;
      exhausted?: boolean;
      ready?: boolean;
      forCost?: ResourceSymbol[];
    }
  /** `created`: printed "Create ..." rather than "Play ...": the token is made, not played (439.2.c). */
  | { kind: 'create-token'; token: TokenSpec; to?: LocationRef; toForm?: 'bare' | 'in' | 'into' | 'at'; exhausted?: boolean; created?: boolean }
  /** `from`: "return this from your trash to your hand". */
  | {
      kind: 'return-to-hand';
      object: ObjectRef;
      form: string;
      from?: 'your trash';
      /** "... instead of putting it in their trash": where a countered card goes in place of its trash */ insteadOfTrash?: true;
    }
  /** Hallowed Tomb: "return your Chosen Champion from your trash to your Champion Zone if it is empty" (a card of its name). */
  | { kind: 'return-chosen-champion' }
  /** `from`: "banish me from your trash", a card acting from its owner's trash (370.3). */
  | { kind: 'banish'; object: ObjectRef; from?: 'your trash' }
  | { kind: 'counter'; object: ObjectRef }
  | { kind: 'channel'; amount: Amount; exhausted?: boolean }
  /** `of`: what an amount of resources is ("[Add] that much Energy", "[Add] that much :rb_rune_rainbow:"). */
  | { kind: 'add'; resources: ResourceSymbol[] | Amount; bracketed: boolean; of?: ResourceSymbol | 'Energy' }
  | { kind: 'gain-xp'; amount: Amount }
  /** `verb`: printed "gains 1 point" rather than "scores 1 point"; "loses 1 point" takes points away (194.4). */
  | { kind: 'score'; amount: Amount; verb?: 'gain' | 'lose' }
  | { kind: 'look'; amount: Amount; where: string }
  /** "Use only if ...", "Use only once per turn.": when the ability may be activated. */
  | { kind: 'use-only'; condition?: Condition; limit?: 'once per turn' | 'once each turn'; /** printed "Use this ability only ..." */ thisAbility?: boolean }
  /** `leading`: printed "This turn, double ...", the lead lasting over the instructions joined after it. */
  | { kind: 'double-might'; object: ObjectRef; duration: Duration; leading?: true }
  /**
   * "Increase my Might to its Might this turn", "This turn, increase its Might to the Might of another friendly unit"
   * (`leading`): the object's Might is raised to the other's, if that is more.
   */
  | { kind: 'raise-might'; object: ObjectRef; to: ObjectRef; toForm: 'possessive' | 'the Might of'; duration: Duration; leading?: true }
  /** "its Might becomes 4 this turn": Might set in the first layer (rule 477.1.a.1). */
  | { kind: 'set-might'; object: ObjectRef; amount: number; duration: Duration; /** printed "its base Might becomes" */ base?: boolean }
  /** "swap the Might of two units ... this turn" (rule 433). */
  | { kind: 'swap-might'; object: ObjectRef; duration: Duration }
  /** "reveal the top 2 cards of your Main Deck". */
  | { kind: 'reveal-top'; amount: Amount; noun: 'card' | 'rune'; where: string }
  /** "reveal cards from the top of your Main Deck until you reveal a unit": one by one, stopping at the first of the kind. */
  | { kind: 'reveal-until'; noun: 'unit'; where: 'your Main Deck' }
  /** `paid`: printed "pay 2 XP" (the same as spending it, 730.2). */
  | { kind: 'spend-xp'; amount: Amount; paid?: boolean }
  /** "Choose one —" followed by one mode per line; the performer picks one mode. */
  | { kind: 'choose-mode'; modes: Instruction[][]; form: string }
  /** "Use only to play spells": what resources just added may pay for. */
  | { kind: 'spend-only'; purpose: string; form: string }
  /** "reduce my cost by :rb_energy_2:". */
  | {
      kind: 'reduce-cost';
      object: ObjectRef;
      by: ResourceSymbol[];
      /** "by the Might of the unit you recycled": an amount of Energy instead of symbols */ byAmount?: Amount;
      /** printed "its Energy cost" */ energyWord?: true;
    }
  | { kind: 'reveal'; object: ObjectRef }
  | { kind: 'choose'; object: ObjectRef }
  | { kind: 'attach'; object: ObjectRef; to: ObjectRef }
  /** "move a buff from a friendly unit to an enemy unit": one counter taken off one unit and put on the other (746). */
  | { kind: 'move-buff'; from: ObjectRef; to: ObjectRef }
  | { kind: 'detach'; object: ObjectRef }
  | { kind: 'heal'; object: ObjectRef }
  | { kind: 'hide'; object: ObjectRef }
  | { kind: 'predict'; amount: Amount }
  /** "They deal damage equal to their Mights to each other": the two objects damage each other. */
  | { kind: 'fight'; pair: ObjectRef; form: 'their' | 'our' }
  /** "Take control of X" / "Lose control of X" (`lose`). */
  | { kind: 'take-control'; object: ObjectRef; lose?: boolean; /** printed "gain control of" */ gain?: boolean }
  /** "I may be moved with it": the actor (an object) moves along with the object, to where it goes. */
  | { kind: 'be-moved-with'; with: ObjectRef }
  /** "You control it until I leave the board": control of the object for as long as the source stays on the board. */
  | { kind: 'control-until'; object: ObjectRef; until: 'I leave the board' }
  /** "make new choices for it": the controller of a spell chooses its targets again. */
  | { kind: 'new-choices'; object: ObjectRef }
  /** "You win the game"; `lose`: "you lose the game" (195.1). */
  | { kind: 'win-game'; lose?: boolean }
  /** "name a spell", "name a tag": the player names a card or tag that later text refers to ("that name", "the named tag"). */
  | { kind: 'name'; what: 'spell' | 'tag' | 'card' }
  /** "You can look at their facedown cards this turn": the player's facedown cards are visible to the controller. */
  | { kind: 'may-look-at-facedown'; whose: ObjectRef; duration: Duration }
  /** "you don't kill a unit this way": the actor is spared the instruction before ("each player must kill one of their units"). */
  | { kind: 'not-this-way'; body: Instruction }
  /** "You can hide cards ignoring costs this turn": the controller hides cards without paying (421). */
  | { kind: 'hide-ignoring-costs'; duration: Duration }
  /** "it gives an additional -1 :rb_might:": the giving spell or ability (the actor) gives that much more Might to the same object. */
  | { kind: 'additional-might'; amount: Amount; sign: 1 | -1 }
  /** "choose Bird, Cat, Dog, or Poro": the player picks one of the listed tags, which "that tag" names after. */
  | { kind: 'choose-tag'; tags: string[] }
  /** "I gain that tag": the tag chosen before becomes one of the object's tags. */
  | { kind: 'gain-tag'; object: ObjectRef }
  /** "... for each of the following tags among your units — Bird, Cat, Dog, and Poro": once per listed tag some of them have. */
  | { kind: 'repeat-for-tags'; body: Instruction[]; among: ObjectRef; tags: string[] }
  /** "Take a turn after this one": an additional turn for the actor, right after the current one (735). */
  | { kind: 'extra-turn' }
  /** "Put 1 into your hand", "put it in your trash", "put the top 2 cards of your Main Deck into your trash". */
  | {
      kind: 'put';
      object?: ObjectRef;
      amount?: Amount;
      top?: { amount: Amount; where: string };
      into: 'your hand' | 'your trash' | 'its trash';
      prep: 'into' | 'in';
      from?: string;
    }
  /** "Repeat this gear's play effect": the effect of its own "When you play this" ability, done again. */
  | { kind: 'repeat-play-effect'; of: 'this gear' }
  /** "activate the conquer effects of units here": their "When I conquer" abilities trigger as if they had conquered. */
  | { kind: 'activate-effects'; which: 'conquer'; of: ObjectRef }
  /** "Starting with the next player, each player ...": the players act one at a time, in turn order from the next player. */
  | { kind: 'in-turn-order'; body: Instruction[] }
  /** "When you burn a unit this way, do this: ...": a reflexive trigger on what the instruction before did, run when it did that. */
  | { kind: 'when-this-way'; verb: 'burn'; object: ObjectRef; body: Instruction[] }
  /** "banish your hand and trash": every card in each of the player's zones named. */
  | { kind: 'banish-zones'; whose: 'your'; zones: ('hand' | 'trash')[] }
  /** "move each to the other's location": the two objects named before trade places. */
  | { kind: 'swap-locations'; objects: ObjectRef }
  /** "Attach that Equipment to that unit or detach that Equipment from that unit": the performer does one of the two, to the objects chosen before. */
  | { kind: 'attach-or-detach'; equipment: ObjectRef; unit: ObjectRef }
  /** "Put those you don't back in any order": the cards looked at go back where they were, in an order their controller picks. */
  | { kind: 'put-back'; object: ObjectRef; anyOrder: true }
  /** "put a card from your hand on the top or bottom of your Main Deck", "Its owner places it on the top or bottom of their Main Deck". */
  | { kind: 'put-on-deck'; object: ObjectRef; verb: 'put' | 'place'; deck: 'your Main Deck' | 'their Main Deck' }
  /** "replace that battlefield with a Brush battlefield token". */
  | { kind: 'replace'; object: ObjectRef; with: ObjectRef }
  /** "Add a Brush battlefield token to the board": a new battlefield, created where battlefields are (439.2.b.5, 439.5). */
  | { kind: 'add-to-board'; token: TokenSpec }
  /** "It becomes a copy of another unit there" / "They become copies of me". */
  | { kind: 'become-copy'; object: ObjectRef; of: ObjectRef; plural?: boolean }
  /** a keyword used as an instruction: "[Burn 2]", "[Predict]". */
  | { kind: 'keyword-action'; keyword: KeywordRef }
  | { kind: 'empower'; object: ObjectRef; negated?: boolean }
  | { kind: 'shuffle'; what: string }
  | { kind: 'pay'; cost: Cost[] }
  /** "Pay any amount of :rb_rune_rainbow:": the player picks how much; "that much" later names it. */
  | { kind: 'pay-any'; resource: ResourceSymbol | 'Energy' }
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
  | { kind: 'prevent-damage'; to: ObjectRef; amount?: Amount; period: 'this turn'; form: 'the next N damage' | 'the next time' | 'all damage' }
  /** "Double all damage that would be dealt to it this turn" (Lotus Trap): a delayed replacement on the object, like a prevention. */
  | { kind: 'double-damage'; to: ObjectRef; period: 'this turn' }
  /** "Prevent all spell and ability damage this turn" (Unyielding Spirit): damage no object is said to deal. */
  | { kind: 'prevent-spell-damage'; period: 'this turn' }
  /** `trailing`: printed after the effect ("[Add] :rb_rune_rainbow: at the start of your next Main Phase"). */
  | { kind: 'delayed'; trigger: Trigger; effect: Instruction[]; trailing?: boolean }
  /** a lasting change granted by an instruction ("This turn, that unit has ..."). */
  | {
      kind: 'grant-ability';
      object: ObjectRef;
      ability: Ability;
      duration: Duration;
      /** printed "This turn, X has ..." */ leading?: true;
      /** printed "give X \"...\"" after a "This turn," lead, whose duration it takes */ given?: true;
    }
  | { kind: 'static-effect'; effect: PassiveEffect; duration: Duration }
  /** "ignore this spell's cost": the object is played without paying its cost. */
  | { kind: 'ignore-cost'; object: ObjectRef }
  /** "ready or exhaust a legend": the performer does one of the instructions, all to the same object. */
  | { kind: 'either'; options: Instruction[] }
  /** "Then do this: ..." (errata wording: the rest happens as one step). */
  | {
      kind: 'do-this';
      body: Instruction[];
      /** printed "then do this:" */ then?: boolean;
      /** "do this twice:", "do this 3 times:" (387.1.a) */ times?: number;
    }
  /**
   * "Then, do the following based on the discarded card's type:" followed by one labelled line per
   * case ("Spell — Draw 1."): a reflexive trigger whose effect names which body goes on the Chain (387.1.b).
   */
  | { kind: 'do-following'; basedOn: "the discarded card's type"; modes: { label: string; body: Instruction[] }[]; then?: boolean }
  /** "Do one of the following based on its domain:" then lines labelled by a rune symbol (":rb_rune_mind: — Draw 1."): the case whose domain the object named has. */
  | { kind: 'do-one-of-following'; basedOn: 'its domain'; modes: { label: string; body: Instruction[] }[] };

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
  /** "If a unit here would die during combat": only while a combat is under way (a standing replacement). */
  duringCombat?: true;
  form: string;
  /** "Once each turn, if ... would ..., ... instead" (371). */
  oncePerTurn?: true;
  /** "would stun me, give me -:rb_might:, or return me to hand": further events, any one of which is replaced (`event` is the first). */
  orEvents?: EventPattern[];
  /** printed without "instead": the event still happens, and `instead` happens with it ("it gives an additional -1 :rb_might:"). */
  additionally?: true;
}
