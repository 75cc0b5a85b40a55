// Attach (rule 434): one card on the board becomes Attached to another, its Top-Most Card, and takes
// the Top-Most Card's location (434.4). Taking that location is not a Move (434.4.a): no "moved"
// event, no "When I move" trigger, no Contested status. Nothing else about either card changes
// (434.5): an exhausted card stays exhausted, a ready one stays ready.
import { emit } from '../events.ts';
import { objectOf, playerState, type GameState, type ObjectId } from '../state.ts';
import { isOnBoard } from '../board.ts';
import { reattachesToSameCard } from '../editions.ts';
import { locationName, relocate } from './zones.ts';

/**
 * Attaches `id` to `topMost`. Returns false when nothing happens: either card is off the board (the
 * link is between two cards on the board, 434.1), or `id` is already attached to that card (434.1.g).
 * Attaching to a new Top-Most Card replaces the old link (434.1.f, 718.5.d).
 */
export function attach(s: GameState, id: ObjectId, topMost: ObjectId, rule = '434.4'): boolean {
  const card = objectOf(s, id);
  const top = objectOf(s, topMost);
  // A Top-Most Card is a permanent at a location: a base or a battlefield.
  if (id === topMost || !isOnBoard(card.zone) || (top.zone !== 'base' && top.zone !== 'battlefield')) return false;
  // Up to v1.2 (the Las Vegas 2026 quick rulings): attached to it already, it detaches and attaches again, staying where it is.
  if (card.attachedTo === topMost && reattachesToSameCard(s.edition)) {
    emit(s, { kind: 'attached', object: id, player: card.controller, from: locationName(s, id), to: topMost, rule });
    return true;
  }
  if (card.attachedTo === topMost) return false;
  const from = locationName(s, id);
  const to = locationName(s, topMost);
  const there = to === 'base' ? playerState(s, top.controller).base.includes(id) : card.zone === 'battlefield' && card.battlefield === to;
  if (!there) relocate(s, id, to === 'base' ? { zone: 'base', player: top.controller } : { zone: 'battlefield', battlefield: to });
  card.attachedTo = topMost;
  emit(s, { kind: 'attached', object: id, player: card.controller, from, to: topMost, rule });
  return true;
}
