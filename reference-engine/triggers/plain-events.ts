// The events of a trigger's plain "When ..." parts, each part an "or" joins included ("When you play me or
// when you stun an enemy unit"): a part with "while" or a period ("this turn") is watched elsewhere.
import type { EventPattern, Trigger } from '../card-text/ast.ts';
import { triggerAlternatives } from '../card-text/instruction-tree.ts';

/** The events `test` accepts among those of the trigger's plain "When ..." parts. */
export function plainWhenEvents<E extends EventPattern>(t: Trigger, test: (e: EventPattern) => e is E): E[];
export function plainWhenEvents(t: Trigger, test: (e: EventPattern) => boolean): EventPattern[];
export function plainWhenEvents(t: Trigger, test: (e: EventPattern) => boolean): EventPattern[] {
  return triggerAlternatives(t).flatMap((part) => (part.kind === 'when' && !part.while && !part.period ? part.events.filter(test) : []));
}
