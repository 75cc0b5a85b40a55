// One execution of compiled instructions (a spell resolving, an ability resolving, a cost being
// paid). Executions are replayable: a question put to a player stops the run (NeedDecision), the
// caller undoes the partial run, asks, and on the answer runs again from the start with the answers
// so far. Since the engine is deterministic, the replay reaches the same question and takes the answer.
import type { ObjectRef } from '../card-text/ast.ts';
import type { Decision, DecisionAnswer, PlayerId, Refusal } from '../interface.ts';
import { cloneState, type Added, type GameState, type ObjectId } from '../state.ts';
import type { Slot } from './slots.ts';

export type Question = Omit<Decision, 'id'>;

export class NeedDecision {
  constructor(readonly question: Question) {}
}

/** A recorded answer that the question it answers does not accept. */
export class BadAnswer {
  constructor(readonly refusal: Refusal) {}
}

/** What an earlier instruction left for later, linked instructions (359.3.e.14) to refer to. */
export interface LookBack {
  controller: PlayerId;
  might: number | null;
}

export interface Run {
  s: GameState;
  controller: PlayerId;
  /** The card or ability source carrying the text ("me", "this"). */
  source: ObjectId;
  /** The attached card whose Effect Text the ability came from: what "this" names in it (136.2.d). */
  appendedBy?: ObjectId;
  /** The chain item's id, when the run belongs to one. */
  itemId?: string;
  /** The run pays a non-standard cost of a play (357.2, paying.ts): done in full or not at all (422.3). */
  payingCost?: boolean;
  slots: Slot[];
  /** Chosen targets per slot (in slot order). */
  targets: ObjectId[][];
  /** s.events.length when the targets were chosen: a later zone change makes a target a new object. */
  targetMark: number;
  answers: DecisionAnswer[];
  nextAnswer: number;
  /** The objects the previous instruction acted on ("it", "them", "that unit"). */
  it: ObjectId[] | null;
  lookBack: Record<ObjectId, LookBack>;
  /** Whether the previous instruction happened ("If you do"). */
  didPrevious: boolean;
  /**
   * Whether the previous instruction's action was replaced instead of done (rule 370): a cost within
   * instructions counts it as paid, but "If you do" is not met (the Unleashed FAQ on triggered abilities).
   */
  replacedPrevious?: boolean;
  /** Whether the item's optional additional cost was paid (356.4.f.1). */
  paidAdditionalCost: boolean;
  /** In a replacement effect: the object the replaced event would have happened to ("that unit"). */
  eventSubject?: ObjectId[];
  /** Move destinations chosen as the item was played (355.4), consumed in text order. */
  destinations: string[];
  /** The battlefield chosen as the item was played for each "all ... at a battlefield" of its text (355.10.d). */
  battlefieldOf?: Map<ObjectRef, string>;
  /** Cards an earlier "look at" instruction named ("from among them", "the rest"). */
  looked?: ObjectId[];
  /** The cards the last reveal of this run showed ("if you revealed a Poro"). */
  revealed?: ObjectId[];
  /** What an earlier kill instruction killed ("the killed unit"). */
  killed?: ObjectId[];
  /** The cards the last discard of this run discarded ("the discarded card", 387.1.b). */
  discarded?: ObjectId[];
  /** Per player, the card they banished "one of them" of those they looked at ("each player plays those cards"). */
  setAsideBy?: Record<PlayerId, ObjectId[]>;
  /** The player an earlier "choose an opponent" chose ("They score 1 point"). */
  chosenPlayer?: PlayerId;
  /** The amount the last "pay any amount" of this run paid ("that much", 204.3.b). */
  paidAny?: number;
  /** What the last Add of this run added ("Use only to play spells" keeps it for that, 429.1). */
  added?: Added;
  /** The player "each player" leaves out in the next instruction ("If you paid my additional cost, you don't kill a unit this way"). */
  exempt?: PlayerId;
  /** Where the next countered card goes in place of its owner's trash ("Return it to its owner's hand instead"). */
  counteredTo?: 'hand';
  /** The objects the effect's last "recycle" recycled, for "the Might of the unit you recycled" (reduce-cost.ts). */
  recycled?: ObjectId[];
  /** What "that much" names: the amount a condition before it measured ("if you assigned 5 or more excess damage"). */
  thatMuch?: number;
  /** What "each" names after "if there are four spells banished with me": the objects that condition counted. */
  counted?: ObjectId[];
  /** How many runes the effect's last "channel" channeled (430.3: as many as there are), for "if you couldn't channel 2 runes this way". */
  channeled?: number;
  /** Where "here" points after a unit the effect played was sent to its controller's base instead (462.2.b). */
  here?: 'base';
  /** The battlefield the text's last move was to, for "to the same battlefield" after it. */
  movedTo?: string;
}

/** A run of card text that belongs to no chain item (a replacement effect applied as an event happens). */
export function standaloneRun(s: GameState, controller: PlayerId, source: ObjectId, answers: DecisionAnswer[] = []): Run {
  return {
    s,
    controller,
    source,
    slots: [],
    targets: [],
    targetMark: s.events.length,
    answers,
    nextAnswer: 0,
    it: null,
    lookBack: {},
    didPrevious: false,
    paidAdditionalCost: false,
    destinations: [],
  };
}

/** Takes the next recorded answer, checked by `check`, or stops the run with the question. */
export function answerTo(run: Run, question: Question, check: (a: DecisionAnswer) => Refusal | null): DecisionAnswer {
  if (run.nextAnswer < run.answers.length) {
    const answer = run.answers[run.nextAnswer++];
    const refusal = check(answer);
    if (refusal) throw new BadAnswer(refusal);
    return answer;
  }
  throw new NeedDecision(question);
}

/** A yes-or-no question of the resolution ("you may ..."): true for yes. */
export function answersYes(run: Run, player: PlayerId, prompt: string, source: ObjectId, rule?: string): boolean {
  const question = {
    player,
    kind: 'yes-no' as const,
    prompt,
    source,
    ...(rule ? { rule } : {}),
    options: [
      { id: 'yes', label: 'yes' },
      { id: 'no', label: 'no' },
    ],
    min: 1,
    max: 1,
  };
  const answer = answerTo(run, question, () => null);
  return answer.accept === true || (answer.chosen ?? []).includes('yes');
}

/**
 * Puts every top-level field of `from` back into `s` (an undo of a partial run), keeping the event log up to
 * `eventCount`; a field the partial run began (a record of the turn it started) goes too.
 */
export function restoreState(s: GameState, from: GameState, eventCount: number): void {
  const events = s.events.slice(0, eventCount);
  for (const key in s) if (!(key in from)) delete (s as unknown as Record<string, unknown>)[key];
  Object.assign(s, from);
  s.events = events;
}

export function snapshot(s: GameState): GameState {
  return cloneState(s);
}
