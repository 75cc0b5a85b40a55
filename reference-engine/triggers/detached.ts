// "When this is detached" (rule 725.2): a card's own triggered ability that watches its detaching.
// An attached card's text is inactive (718.2), but the text that triggers off its detaching exists
// as it detaches, so the check is made while the card is still attached. When a top-most card leaves
// the board (719.5), its attached cards detach in the order its controller decides, and so in that
// order do their detaching's triggered abilities go on the Chain (719.5.a): that player is asked.
import type { Trigger } from '../card-text/ast.ts';
import { abilitiesActive, isOnBoard } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId } from '../interface.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';
import type { Batch, Found } from './types.ts';

/** Whether the trigger watches its own card detach. */
export function watchesOwnDetach(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesOwnDetach);
  return t.kind === 'when' && !t.while && !t.period && t.events.some((e) => e.verb === 'be-detached' && e.subject.kind === 'self');
}

/**
 * The `objects` about to detach from a top-most card `decider` controls: their own abilities watching
 * their detaching, in one group `decider` orders (719.5.a), put on the Chain once the action is over.
 */
export function detachTriggers(s: GameState, objects: readonly ObjectId[], decider: PlayerId): Batch {
  const found: Found[] = [];
  for (const id of objects) {
    const o = objectOf(s, id);
    // 725.2: its text exists as it detaches, though attached text is inactive
    const detaching = o.attachedTo !== undefined && isOnBoard(o.zone) && !o.facedown;
    if (!(abilitiesActive(o) || detaching)) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      if (watchesOwnDetach(ability.trigger)) found.push({ source: o.id, controller: o.controller, ability: index, detail: `ability ${index + 1}`, decider });
    }
  }
  return { placement: 'ordered', groups: found.length ? [found] : [], later: true };
}
