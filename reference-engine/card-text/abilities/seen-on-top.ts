// "As you look at or reveal me from the top of your deck, you may banish me. If you do, ..." (the
// errata of Nocturne, Horrifying): an ability that is no trigger; it acts while an effect shows its
// card on top of its owner's deck.
import type { AbilityBody } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { effect } from '../instructions/clauses.ts';

export const SEEN_ON_TOP = 'As you look at or reveal me from the top of your deck';

export function seenOnTop(c: Cursor): AbilityBody | null {
  if (!c.sees(SEEN_ON_TOP)) return null;
  return c.try(() => {
    if (!c.eat(SEEN_ON_TOP) || !c.eat(',')) return null;
    const eff = effect(c);
    return eff && c.done ? { kind: 'seen-on-top', effect: eff } : null;
  });
}
