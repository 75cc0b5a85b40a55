// The table of decision kinds: for each kind of question the engine asks (decision-kinds.ts), the
// handler its answer goes to. Declared here in one place, as a game declares its moves, rather than
// registered by the modules as they load: every kind has exactly one handler, checked by the compiler.
import { stagedLocationChosen } from './cleanup.ts';
import { combatDamageAssigned } from './combat.ts';
import { facedownExcessChosen } from './game-actions/facedown-capacity.ts';
import type { DecisionContinuation, DecisionKind } from './decision-kinds.ts';
import type { DecisionHandler } from './decisions.ts';
import { replacementChoiceAnswered } from './effects/replaced-events.ts';
import { resolutionChoiceAnswered } from './effects/resolve.ts';
import type { Decision, DecisionAnswer, Refusal } from './interface.ts';
import { playChoiceAnswered } from './playing-cards/process-of-play.ts';
import type { GameState } from './state.ts';
import { mulliganAnswered } from './setup-process.ts';
import { triggersOrdered } from './triggers/order.ts';

export const DECISION_HANDLERS: { readonly [K in DecisionKind]: DecisionHandler<K> } = {
  'play-choice': playChoiceAnswered,
  'resolution-choice': resolutionChoiceAnswered,
  'replacement-choice': replacementChoiceAnswered,
  'trigger-order': triggersOrdered,
  'staged-location': stagedLocationChosen,
  'combat-damage': combatDamageAssigned,
  mulligan: mulliganAnswered,
  'facedown-excess': facedownExcessChosen,
};

/** Hands the answer to the handler of the decision's kind. */
export function handleAnswer<K extends DecisionKind>(
  s: GameState,
  answer: DecisionAnswer,
  decision: Decision,
  continuation: Extract<DecisionContinuation, { kind: K }>,
): Refusal | null {
  const handler: DecisionHandler<K> = DECISION_HANDLERS[continuation.kind as K];
  return handler(s, answer, decision, continuation);
}
