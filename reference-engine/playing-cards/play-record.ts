// The working data of one card or ability going through the process of play, kept on its chain item
// (JSON-safe), and the shape of a question of step 2 (rule 355). Plain data, below every module of
// the process of play, so each reads and writes it without importing the others.
import type { Question } from '../effects/run.ts';
import type { DecisionAnswer, Refusal } from '../interface.ts';
import type { ChainItem, NextSpellChange } from '../state.ts';
import type { BaseModification, Discount } from './total-cost.ts';

/** The timing keyword a play awaits from a conditional passive of its card, and the refusal if it is not had by step 5 (806.4.b, 813.4.b). */
export type AwaitedTiming = { needs: 'Action' | 'Reaction'; refusal: Refusal };

export interface PlayData {
  answers: Record<string, DecisionAnswer>;
  /** Timing checked as the card was put on the Chain, enforced at the legality step (358.4). */
  timing: Refusal | null;
  /**
   * Played at a time only an Action or Reaction its own passive gives under a condition allows, while
   * that condition does not hold yet (806.4.a, 813.4.a): the keyword it needs, and the refusal if the
   * condition still fails once the costs are paid (806.4.b, 813.4.b).
   */
  awaitedTiming?: AwaitedTiming;
  /** Optional costs the player chose to pay (355.1.a). */
  paidOptional: string[];
  /** Base cost modifications granted by the effect that plays the card (356.1), e.g. "ignoring its cost". */
  baseModifications: BaseModification[];
  /** ", reducing its cost by :rb_energy_5:": what the effect that plays the card takes off its cost, as a discount (356.4). */
  effectDiscount?: Discount;
  /** "to your base", "to a battlefield you control", "to any battlefield": where the effect playing the card lets it enter. */
  placeTo?: 'base' | 'controlled-battlefield' | 'any-battlefield';
  location?: string;
  /** Played with the Reaction [Ambush] gives: only to a battlefield where its player has units (822.1.b). */
  ambush?: boolean;
  /** Move destinations chosen in step 2 (355.4), in text order. */
  destinations?: string[];
  /** The battlefields chosen in step 2 for "all ... at a battlefield" (355.10.d), in text order. */
  battlefields?: string[];
  /** Where the card was before it went on the Chain, to put it back if the play is undone (358.5). */
  origin?: { zone: string; player: string };
  /** Played from the trash for its Flow cost (829.1.b): the cost is the Flow cost, and the card is banished as it leaves the Chain. */
  flow?: boolean;
  /** The units recycled to pay its cost, with the Might each had as it left the board: "the Might of the unit you recycled" (reduce-cost.ts). */
  recycledAsCost?: { id: string; might: number | null }[];
  /** Played from the trash with a [Flow] an effect gave it at its own cost (granted-flow.ts), a Flow cost beside any printed. */
  flowAtItsCost?: boolean;
  /** Started by an effect ("play it, ignoring its cost"): no timing check. */
  byEffect?: boolean;
  /** The one place the effect playing it names ("If it's a unit, play it here"): where a unit enters. */
  placeAt?: string;
  /** Begun by a player's play or activate action: a play that cannot complete refuses that action (or the answer that led there). */
  byAction?: boolean;
  /** s.events.length when the targets were locked in. */
  targetMark?: number;
  /** Played from hidden at this battlefield: its choices are held there (811.1.d.2, 811.1.d.3); kept by its play effects' items. */
  hiddenAt?: string;
  /** A spell given [Repeat] equal to its cost as it was played (Temporal Portal): one more optional cost, its printed cost (820.1.c). */
  grantedRepeat?: boolean;
  /** "The next spell you play this turn ..." effects the spell took as it was put on the Chain (next-spell.ts). */
  nextSpellChanges?: NextSpellChange[];
  /** The Energy paid in step 4 (357): "if you've spent :rb_energy_4: or more to play a spell this turn". */
  energyPaid?: number;
}

/** The optional cost of a [Repeat] given to the spell as it was played, beside its printed ones (play-data.ts). */
export const GRANTED_REPEAT = 'repeat:granted';

/** The battlefield the item's card was played from hidden at, or its play effect's card was (811.1.d.2). */
export function hiddenAtOf(item: ChainItem): string | undefined {
  return (item.data?.play as PlayData | undefined)?.hiddenAt;
}

export function playDataOf(item: ChainItem): PlayData {
  const data = (item.data ??= {});
  return (data.play ??= { answers: {}, timing: null, paidOptional: [], baseModifications: [] }) as PlayData;
}

/** A question of step 2 (355), with how its answer is checked. */
export interface PlayQuestion {
  id: string;
  question: Question;
  check: (answer: DecisionAnswer) => Refusal | null;
  /** For a question without options (naming a tag): an answer its check accepts, for the search of completable.ts. */
  sample?: DecisionAnswer;
}

/** Where a card played as this item goes as it leaves the Chain: its owner's banishment if played for its Flow cost (829.1.b.1), else the trash. */
export function zoneLeavingTheChain(item: ChainItem): 'trash' | 'banishment' {
  return playDataOf(item).flow ? 'banishment' : 'trash';
}
