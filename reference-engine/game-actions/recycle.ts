// Recycle (rule 416): cards go to the bottom of their owner's matching deck; several main-deck cards
// at once go in random order (416.5), from the game's seeded generator.
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { shuffled } from '../rng.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';
import { relocate } from './zones.ts';

export function recycle(s: GameState, player: PlayerId, ids: ObjectId[]): void {
  const runes = ids.filter((id) => objectOf(s, id).card.type === 'rune');
  const rest = shuffled(s, ids.filter((id) => objectOf(s, id).card.type !== 'rune'));
  for (const id of [...rest, ...runes]) {
    const o = objectOf(s, id);
    const from = o.zone;
    relocate(s, id, { zone: o.card.type === 'rune' ? 'rune-deck' : 'main-deck', player: o.owner, position: 'bottom' });
    emit(s, { kind: 'recycled', player, object: id, from, to: o.zone });
  }
}
