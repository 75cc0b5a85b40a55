// Discard (rule 422): from hand straight to its owner's trash.
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';
import { checkTriggers } from '../triggers/check.ts';
import { relocate } from './zones.ts';

export function discard(s: GameState, player: PlayerId, id: ObjectId, rule?: string): void {
  relocate(s, id, { zone: 'trash', player: objectOf(s, id).owner });
  emit(s, { kind: 'discarded', player, object: id, from: 'hand', to: 'trash', rule });
}

/** Discards the cards together; what triggers on discarding triggers once they are in the trash (422.1.b). */
export function discardCards(s: GameState, player: PlayerId, ids: readonly ObjectId[], rule?: string): void {
  for (const id of ids) discard(s, player, id, rule);
  if (ids.length > 0) checkTriggers(s, { kind: 'discarded', player, cards: ids });
}
