// Passive (static) effects: continuous rules changes. Each kind names what it changes.
import type { Ability } from './abilities.ts';
import type { KeywordRef } from './keywords-and-costs.ts';
import type { LocationRef, ObjectRef } from './references.ts';
import type { Predicate } from './triggers-and-conditions.ts';
import type { Amount, Domain, ResourceSymbol } from './values.ts';

/** The procedures during which a keyword can be ignored (765). */
export type IgnoredDuring = "paying this spell's cost" | 'assigning combat damage here';

export type PassiveEffect =
  /** `each`: printed "each have"; `where`: "... here" after the change. */
  | {
      kind: 'has-keyword';
      subject: ObjectRef;
      keywords: KeywordRef[];
      each?: boolean;
      where?: LocationRef;
      /** "... if they didn't already": given only to those without it */ ifNotAlready?: true;
    }
  /** "Units you control are :rb_rune_fury:.": a domain appended to each object of the subject (185.3.b.1). */
  | { kind: 'is-domain'; subject: ObjectRef; domain: Domain }
  | {
      kind: 'might-bonus';
      subject: ObjectRef;
      amount: Amount;
      sign: 1 | -1;
      form: string;
      /** printed "I get" rather than "I have" */ verb?: 'get';
      keywords?: KeywordRef[];
      forEach?: ObjectRef;
      /** "for each time I'm [Empowered]": once per time the subject was empowered (441.1.c.1) */ perTimeEmpowered?: true;
      each?: boolean;
      where?: LocationRef;
      minimum?: number;
      /** replaces a smaller bonus printed before it ("If I'm [Empowered], they have +2 :rb_might: instead") */ instead?: boolean;
    }
  /** "Units you control here have their Might increased to 5 :rb_might:": raised to that Might, never lowered (479). */
  | { kind: 'might-increased-to'; subject: ObjectRef; amount: number }
  /** "I can't be chosen by enemy spells and abilities", "Units can't move to base": `action` from a fixed list of printed phrases. */
  | { kind: 'cant'; subject: ObjectRef; action: string; form?: "can't" | "don't" | "doesn't" }
  /** "I cost :rb_energy_1: less [for each card in your trash] [, to a minimum of ...]". */
  | {
      kind: 'cost-change';
      subject: ObjectRef;
      delta: ResourceSymbol[];
      sign: 1 | -1;
      form: string;
      /** "to play from anywhere other than your hand": the change applies only when played from there */ toPlayFrom?: string;
      /** printed "cost :rb_energy_1: more to play" (the same change) */ toPlay?: boolean;
      /** ":rb_energy_1: or :rb_rune_rainbow: less": either change, as the payer chooses */ orDelta?: ResourceSymbol[];
      forEach?: ObjectRef;
      minimum?: ResourceSymbol[];
      /** printed "to a minimum of" without a comma */ minimumNoComma?: true;
      /** replaces a smaller change printed before it ("[Level 6][>] I cost ... less instead") */ instead?: boolean;
    }
  /** "your Gold [Add] an additional :rb_energy_1:": when the subject adds resources, it adds these too. */
  | { kind: 'adds-additional'; subject: ObjectRef; resources: ResourceSymbol[] }
  /** `there`: "If you do, I enter there": at the place the instruction before named. */
  | { kind: 'enters'; subject: ObjectRef; state: 'ready' | 'exhausted' | 'there' }
  /** "Your hold effects for holding here trigger an additional time", "Your [Deathknell] effects trigger an additional time". */
  | { kind: 'extra-trigger'; which: 'conquer' | 'hold' | 'Deathknell'; here: boolean }
  /** "Friendly units may be played to open battlefields", "I can be played to ...", "You may play me to ...". */
  | {
      kind: 'play-permission';
      subject: ObjectRef;
      to: LocationRef;
      form: 'may be played to' | 'can be played to' | 'You may play me to';
      condition?: Predicate;
    }
  /** "Use my abilities only while I'm at a battlefield." */
  | { kind: 'abilities-only-while'; subject: ObjectRef; condition: Predicate }
  /** "I must be assigned combat damage last" (the reverse of [Tank]). */
  | { kind: 'combat-damage-order'; subject: ObjectRef; order: 'first' | 'last' }
  /** "This spell's Energy cost is reduced by ...", "the Energy costs for spells you play is reduced by :rb_energy_1:, to a minimum of :rb_energy_1:". */
  | { kind: 'energy-cost-reduced'; subject: ObjectRef; by: Amount | ResourceSymbol[]; minimum?: ResourceSymbol[]; form: 'this' | 'the Energy costs for' }
  /** "My Might is increased by the number of cards in your trash". */
  | { kind: 'might-increased'; subject: ObjectRef; by: Amount }
  /**
   * "As this is attached to a unit, copy that unit's text to this Equipment's effect text for as long as this
   * is attached to it": only the traits named are copied (477.1.b.2), into this card's trait `into`.
   */
  | { kind: 'copies-traits-while-attached'; traits: 'text'[]; into: 'effect text' }
  /** "My Might is 5.": sets its Might for as long as the text is active (477.1.a.1), timestamped when it becomes so (480.2). */
  | { kind: 'might-is'; subject: ObjectRef; amount: number }
  /** "Units here have \":rb_exhaust:: Gain 1 XP.\"": the objects have the quoted ability. */
  | { kind: 'has-ability'; subject: ObjectRef; ability: Ability }
  /** "I can [Ambush] to a battlefield where there are enemy units, even if you don't have units there": where a keyword lets the object be played. */
  /** `form` 'You may': printed "You may [Ambush] me to ...", the same permission. */
  | { kind: 'keyword-permission'; subject: ObjectRef; keyword: KeywordRef; to: LocationRef; evenIf?: Predicate; form?: 'You may' }
  /** "I can have any number of buffs" (no limit: `max` absent), "A unit may have no more than one buff at a time". */
  | { kind: 'buff-limit'; subject: ObjectRef; max?: Amount }
  /**
   * "Units can move here from anywhere", "I can be empowered any number of times": a permission beyond
   * the rules (`action` as printed, from a fixed list).
   */
  | { kind: 'can'; subject: ObjectRef; action: 'move here from anywhere' | 'be empowered any number of times' | 'be [Empowered] up to three times' }
  /** "opponents can only play units to their base", "players only channel 1 rune at the start of their Channel Phase": a limit (`action` as printed, from a fixed list). */
  | { kind: 'only'; subject: ObjectRef; action: string; can?: boolean }
  /** "Play me only to a battlefield you conquered this turn": where the card may be played, and nowhere else. */
  | { kind: 'play-only-to'; to: LocationRef }
  /**
   * "Ignore [Deflect] while paying this spell's cost": the keyword counts as inactive for that one
   * procedure, and only for the player the text directs (766, 767); "You ignore [Tank] while assigning
   * combat damage here" (`you`: printed "You ignore").
   */
  | { kind: 'ignore-keyword'; keyword: KeywordRef; during: IgnoredDuring; you?: boolean }
  /** "Increase the points needed to win the game by 1": the Victory Score changes while this is in play. */
  | { kind: 'victory-score-change'; by: number }
  /** "Your deck can have any number of cards named Spiderling": a deck-building allowance (not a rule of play). */
  | { kind: 'deck-any-number'; name: string }
  /** "Your deck can have me regardless of my domain.": the card counts as within any Domain Identity (103.1.b.5). */
  | { kind: 'deck-any-domain' }
  /** "Spells and abilities deal 1 Bonus Damage to units here": each instance of damage the subjects deal is increased. */
  | { kind: 'bonus-damage'; subject: ObjectRef; amount: Amount; to?: ObjectRef; forEach?: ObjectRef }
  /**
   * "If a combat where you are the attacker ends in a tie, recall ALL units instead." (Symbol of the
   * Solari): a standing replacement of the tie's recall of the attacker's units (466.1.a.2).
   */
  | { kind: 'tie-recalls-all'; form: string }
  /** "Any amount of your damage is enough to kill enemy units": lethal damage redefined for the subjects (the Unleashed FAQ). */
  | { kind: 'any-damage-lethal'; subject: ObjectRef }
  /**
   * "Opponents must pay :rb_rune_rainbow: for each unit beyond the first to move multiple units to my
   * battlefield at the same time." (Mageseeker Investigator): an applied cost on opponents' moves (204.4).
   */
  | { kind: 'applied-move-cost'; cost: ResourceSymbol[] }
  /** "Skip your Draw Phase.": the controller's phase is replaced with nothing (rule 443). */
  | { kind: 'skip-phase'; phase: 'awaken' | 'beginning' | 'channel' | 'draw' }
  /** "Your facedown zones can hold 2 cards.": the most cards each facedown zone of a battlefield you control holds (107.3.b.1). */
  | { kind: 'facedown-capacity'; cards: number }
  /** "Your [Temporary] effects at my battlefield don't trigger". */
  | { kind: 'suppress-trigger'; keyword: KeywordRef; where?: LocationRef }
  /** "Your Dragons' Energy costs are reduced by :rb_energy_2:, to a minimum of :rb_energy_1:": the controller's cards of the tag cost less. */
  | { kind: 'tag-energy-costs-reduced'; tag: string; by: ResourceSymbol[]; minimum: ResourceSymbol[] }
  /** "Your opponents' [Hidden] cards can't be revealed here": their facedown cards at this battlefield are not revealed by effects. */
  | { kind: 'hidden-unrevealable'; whose: 'your opponents'; where: LocationRef }
  /** "Players ignore [Deflect] while paying for spells and abilities choosing something here": the keyword's cost, for every player. */
  | { kind: 'players-ignore-keyword'; keyword: KeywordRef; during: 'paying for spells and abilities choosing something here' }
  /** "prevent all damage that enemy spells and abilities would deal to me": damage from those sources is prevented while this holds (437). */
  | { kind: 'prevents-damage-from'; from: ObjectRef; to: ObjectRef }
  /** "Your Equipment each give [Assault]": the subjects give keywords to what they are attached to. */
  | { kind: 'gives-keyword'; subject: ObjectRef; keywords: KeywordRef[]; each?: boolean }
  /** "Buffs give an additional +1 :rb_might: to friendly units": each buff on those units is worth `might` more (the subject names the buffs). */
  | { kind: 'buffs-give-more'; subject: ObjectRef; might: number; to: ObjectRef }
  /** "Each Equipment attached to me gives double its base Might bonus": the printed bonus of each subject counts twice for what it is attached to. */
  | { kind: 'attached-might-bonus-doubled'; subject: ObjectRef }
  /** "I have all :rb_exhaust: abilities of all friendly legends, units, and gear": the subject has each ability of those objects whose cost holds the symbols. */
  | { kind: 'has-abilities-of'; subject: ObjectRef; withCost: ResourceSymbol[]; from: ObjectRef }
  /** "I cost :rb_energy_2::rb_rune_calm: less for each point you scored from holding this turn": once per point scored that way this turn. */
  | { kind: 'cost-change-per-point-scored'; subject: ObjectRef; delta: ResourceSymbol[]; sign: 1 | -1; scoredBy: 'holding' | 'conquering' }
  /**
   * "the first friendly non-token gear played each turn costs :rb_energy_1: less": only the first of the
   * turn's plays that match `of` (`activatedAbility`: the first activated ability of such an object played).
   */
  | { kind: 'first-each-turn-cost-change'; of: ObjectRef; activatedAbility?: true; delta: ResourceSymbol[]; sign: 1 | -1 }
  /** "I cost :rb_energy_1: less for each Energy it costs and :rb_rune_order: less for each Power it costs": per unit of each part of another object's cost. */
  | { kind: 'cost-change-per-cost-part'; subject: ObjectRef; of: ObjectRef; perEnergy: ResourceSymbol[]; perPower: ResourceSymbol[] }
  /**
   * "As this is attached to a unit, choose another friendly unit. The equipped unit becomes a copy of that
   * unit for as long as this is attached to it": a choice made as the Equipment is attached, and a copy
   * of the chosen unit lasting while it stays attached.
   */
  | { kind: 'equipped-becomes-copy-while-attached'; choose: ObjectRef }
  /**
   * "Each spell that chooses one or more units here that are friendly to it costs :rb_rune_rainbow: less":
   * a spell's cost by what it chooses, the chosen objects' controller compared with the spell's (`friendlyToIt`).
   */
  | { kind: 'spell-cost-by-choices'; chooses: ObjectRef; friendlyToIt: true; delta: ResourceSymbol[]; sign: 1 | -1 }
  /** "[Empower] costs of your units here cost :rb_energy_1: or :rb_rune_rainbow: less": a keyword's cost on the objects, `orDelta` as the payer picks. */
  | { kind: 'keyword-cost-change'; keyword: KeywordRef; of: ObjectRef; where?: LocationRef; delta: ResourceSymbol[]; orDelta?: ResourceSymbol[]; sign: 1 | -1 };
