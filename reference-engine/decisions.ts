// Pending decisions: any part of the engine (cleanups, combat, the process of play) asks a player a
// question with the typed continuation of its kind (decision-kinds.ts); answering ("decide") calls
// the handler the table in decision-handlers.ts has for that kind.
import type { DecisionContinuation, PendingDecision } from './decision-kinds.ts';
import type { Decision, DecisionAnswer, Refusal } from './interface.ts';
import type { GameState } from './state.ts';

/** Applies an answer to a decision of kind K to the working state; returns a refusal if the answer is not acceptable. */
export type DecisionHandler<K extends DecisionContinuation['kind']> = (
  s: GameState,
  answer: DecisionAnswer,
  decision: Decision,
  data: Extract<DecisionContinuation, { kind: K }>,
) => Refusal | null;

/**
 * Puts a question to a player; the game waits until it is answered. One question is pending at a
 * time: one asked meanwhile (two things of the same moment each needing an answer) waits behind it.
 */
export function ask(s: GameState, decision: Omit<Decision, 'id'>, continuation: DecisionContinuation): void {
  pose(s, { id: `d${s.nextId++}`, ...decision, continuation });
}

function pose(s: GameState, question: PendingDecision): void {
  const pending = s.pendingDecision;
  if (pending) (pending.continuation.waiting ??= []).push(question);
  else s.pendingDecision = question;
}

/** Once a question is answered: those that waited behind it, in the order asked, after any its answer raised. */
export function poseWaiting(s: GameState, waiting: readonly PendingDecision[] | undefined): void {
  for (const question of waiting ?? []) pose(s, question);
}

/** Checks an answer's `chosen` list against the decision's options and bounds. */
export function checkChosen(decision: Decision, answer: DecisionAnswer): Refusal | null {
  const chosen = answer.chosen ?? [];
  const known = new Set(decision.options.map((o) => o.id));
  const unknown = chosen.find((c) => !known.has(c));
  if (unknown !== undefined) return { code: 'invalid-decision', reason: `"${unknown}" is not one of the options` };
  if (new Set(chosen).size !== chosen.length) return { code: 'invalid-decision', reason: 'an option is chosen twice' };
  if (chosen.length < decision.min || chosen.length > decision.max) {
    return { code: 'invalid-decision', reason: `choose between ${decision.min} and ${decision.max} options, not ${chosen.length}` };
  }
  return null;
}
