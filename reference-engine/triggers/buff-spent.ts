// "When you spend a buff" (Fae Dragon): a buff counter the player spends off a unit they control
// (702.2.b), as a cost or by an instruction; once for each buff spent (game-actions/buff.ts).
import type { Trigger } from '../card-text/ast.ts';
import { watchesPlainly } from './played.ts';

export function watchesSpendingABuff(t: Trigger): boolean {
  return watchesPlainly(t, 'spend', 'you', 'buff') && t.kind === 'when' && !t.while && !t.period;
}
