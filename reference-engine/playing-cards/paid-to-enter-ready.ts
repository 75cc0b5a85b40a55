// "If you've played a spell this turn, you may pay :rb_rune_chaos: as an additional cost to play me. If you
// do, I enter ready." (Crescent Guardian): an optional additional cost (355.1.a) offered only while its
// condition holds, as the card is played (the cards its player played this turn, past-conditions.ts);
// paid, the unit enters ready (369.3), read as it enters the board (resolve.ts) rather than executed.
import type { Ability } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { playedThisTurnHolds, readsPlayedThisTurn } from '../effects/past-conditions.ts';
import type { PlayerId } from '../interface.ts';
import type { CardDefinition, GameState, ObjectId } from '../state.ts';

type AdditionalCostAbility = Extract<Ability, { kind: 'additional-cost' }>;

/** "If you do, I enter ready.": the whole effect of an optional additional cost, when it is only that. */
export function paidToEnterReady(a: AdditionalCostAbility): boolean {
  const [only, ...rest] = a.effect ?? [];
  if (!a.optional || !only || rest.length > 0 || only.kind !== 'conditional' || only.otherwise || only.trailing || only.then.length !== 1) return false;
  const c = only.condition;
  const [then] = only.then;
  if (c.kind !== 'if' || c.predicate.kind !== 'did-previous' || c.predicate.form !== 'you do') return false;
  return then.kind === 'static-effect' && then.effect.kind === 'enters' && then.effect.state === 'ready' && then.effect.subject.kind === 'self';
}

/** Whether the unit paid an additional cost whose effect is that it enters ready. */
export function entersReadyByPaidCost(card: CardDefinition, paidOptional: readonly string[]): boolean {
  return abilitiesOfKind(card, 'additional-cost').some(({ index, ability }) => paidOptional.includes(`additional:${index}`) && paidToEnterReady(ability));
}

/** The conditions of an additional cost read here: "If you've played a spell this turn". */
export function readsCostCondition(a: AdditionalCostAbility): boolean {
  const c = a.condition;
  return c?.kind === 'if' && ['if', 'If'].includes(c.form) && readsPlayedThisTurn(c.predicate);
}

/** Whether the additional cost may be paid now: it has no condition, or the one read here holds. */
export function costConditionHolds(s: GameState, a: AdditionalCostAbility, source: ObjectId, controller: PlayerId): boolean {
  const c = a.condition;
  if (!c) return true;
  return c.kind === 'if' && ['if', 'If'].includes(c.form) && readsPlayedThisTurn(c.predicate) && playedThisTurnHolds(s, c.predicate, source, controller);
}
