// Abilities, and the result of compiling one card text.
import type { Instruction, ReplacementSpec } from './instructions.ts';
import type { Cost, KeywordRef } from './keywords-and-costs.ts';
import type { PassiveEffect } from './passives.ts';
import type { Condition, Trigger } from './triggers-and-conditions.ts';
import type { ObjectRef } from './references.ts';
import type { Diagnostic, Span } from './values.ts';

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

export type Ability = AbilityBody & {
  span?: Span;
  /** index of the printed line the ability is on (several keywords may share a line). */
  line?: number;
  /** a keyword that gates the whole ability: "[Empowered][>] ...", "[Level 6][>] ...", "[Legion] — ...". */
  gate?: {
    /** a later sentence of a gated line: the gate is printed once, before the first sentence. */
    shared?: true;
    keyword: KeywordRef;
    form: '[>]' | '—';
    /** "[Empowered][>][>>][Deathknell][>] ...": the gated ability is itself a keyword's (the gate holds as it triggers or is used). */
    chained?: true;
    /** "[Level 11][>>][Legion][>] ...": further dependent keywords, each of whose conditions must hold too (727.1.b.3). */
    also?: KeywordRef[];
  };
};

export type AbilityBody =
  /** A keyword line: `[Assault 2]`, `[Accelerate]`, `[Hidden]`, `[Tank]`. */
  | {
      kind: 'keyword';
      keyword: KeywordRef;
      /** printed separator before the next keyword on the line */ separator?: ',';
      /** sentences after the keyword about it: "[Empower] :rb_energy_12:. This ability costs ..." */ effect?: Instruction[];
      /** "[Reaction][>] [Equip] :rb_energy_1:": a timing printed before an Equip or Empower, altering when it may be used (818.1.c.5, 827.1.c.4) */
      speed?: 'Action' | 'Reaction';
    }
  /** The effect of a spell (the text that resolves when the spell resolves). */
  | { kind: 'spell'; effect: Instruction[] }
  /** `<costs>: <effect>`; `speed` from a `[Reaction] —` / `[Action] —` prefix. */
  /** `speedForm`: how the speed keyword is printed: before the costs ("[Reaction][>] costs:"), after them with a dash, or followed by a comma and another gate. */
  | { kind: 'activated'; costs: Cost[]; speed?: 'Action' | 'Reaction'; speedForm?: '[>]' | '—' | ','; condition?: Condition; effect: Instruction[] }
  /** `When/At <trigger>, [if <condition>,] <effect>`. */
  | { kind: 'triggered'; trigger: Trigger; condition?: Condition; effect: Instruction[] }
  /** A continuous effect, possibly only while a condition holds. */
  | {
      kind: 'passive';
      condition?: Condition;
      effect: PassiveEffect;
      /** a second change of the same subject after "and" ("... and enter ready"), with its own condition ("... and can't be dealt damage unless I'm in combat") */
      also?: { effect: PassiveEffect; condition?: Condition; /** printed ", and <subject> <change>" */ ownSubject?: true };
    }
  /** "If <event> would happen, <instead> instead" as a standing ability. */
  | { kind: 'replacement'; condition?: Condition; replacement: ReplacementSpec }
  /** "You may pay X as an additional cost to play me" / "As an additional cost to play me, ...". */
  | {
      kind: 'additional-cost';
      cost: Cost[];
      optional: boolean;
      form: string;
      /** what paying it does ("If you do, draw 1.") */ effect?: Instruction[];
      /** how the card names itself: "play me" / "play this" */ selfWord?: 'me' | 'this';
      /** "If you've played a spell this turn, you may pay ..." */ condition?: Condition;
      /** "Any player may pay ... as an additional cost to play a Dragon": a cost this card offers every player, for the cards named */
      forCards?: ObjectRef;
    }
  /**
   * "As you look at or reveal me from the top of your deck, <effect>" (Nocturne, Horrifying's errata):
   * no trigger, it acts while its card is seen on top of its owner's deck by an effect.
   */
  | { kind: 'seen-on-top'; effect: Instruction[] }
  /** "Once each turn, if you would play a token unit while I'm at a battlefield, you may play that token and an additional copy of it instead" (371.2, 375). */
  | { kind: 'token-copy'; onceEachTurn?: true; whileAtABattlefield?: true }
  /** Something the grammar could not read. A card containing one is never semantic. */
  | { kind: 'unparsed'; text: string; reason: string };
