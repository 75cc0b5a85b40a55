// Discard (rule 422): from hand straight to its owner's trash.
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';
import { relocate } from './zones.ts';

export function discard(s: GameState, player: PlayerId, id: ObjectId, rule?: string): void {
  relocate(s, id, { zone: 'trash', player: objectOf(s, id).owner });
  emit(s, { kind: 'discarded', player, object: id, from: 'hand', to: 'trash', rule });
}
