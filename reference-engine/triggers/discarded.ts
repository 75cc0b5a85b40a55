// Abilities that trigger on discarding (422): "When you discard one or more cards", the discarding
// player's, once the cards are in the trash (422.1.b), and a discarded card's own "When you discard me"
// or "When this is discarded", which works from the trash it entered (383.2.c.1).
import type { Trigger } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId } from '../interface.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';
import { responsibleWatchers } from './played.ts';
import { whenEvent } from './battlefield.ts';
import type { Batch, Found } from './types.ts';

/** "When you discard one or more cards": the discarding player's abilities, once the cards are in the trash (422.1.b). */
export function discardedTriggers(s: GameState, player: string): Batch {
  return responsibleWatchers(s, player, watchesDiscarding, '422.1.b');
}

/** "When you discard one or more cards" (no filter on the cards). */
export function watchesDiscarding(t: Trigger): boolean {
  return whenEvent(
    t,
    (e) =>
      e.verb === 'discard' &&
      e.subject.kind === 'player' &&
      e.subject.who === 'you' &&
      e.object?.kind === 'select' &&
      e.object.determiner === 'one-or-more' &&
      e.object.nouns.length === 1 &&
      e.object.nouns[0] === 'card' &&
      e.object.filters.length === 0 &&
      !e.where,
  );
}

/** "When you discard me", "When this is discarded": the card's own ability, seen from the trash it was discarded to (383.2.c.1). */
export function watchesItsOwnDiscard(t: Trigger): boolean {
  return whenEvent(
    t,
    (e) =>
      ((e.verb === 'discard' && e.subject.kind === 'player' && e.subject.who === 'you' && e.object?.kind === 'self') ||
        (e.verb === 'be-discarded' && e.subject.kind === 'self' && !e.object)) &&
      !e.where,
  );
}

/**
 * The discarded cards' own "When you discard me", each as its card lies in the trash (383.2.c.1: the
 * ability works from the zone the card enters as its condition is met), controlled by the discarding player.
 */
export function discardedSelfTriggers(s: GameState, player: PlayerId, cards: readonly ObjectId[]): Batch {
  const found: Found[] = [];
  for (const id of cards) {
    const o = objectOf(s, id);
    if (o.zone !== 'trash') continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      if (watchesItsOwnDiscard(ability.trigger))
        found.push({ source: id, controller: player, ability: index, detail: `ability ${index + 1}`, rule: '383.2.c.1' });
    }
  }
  return { placement: 'each', found };
}
