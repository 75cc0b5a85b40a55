// Recycle (rule 416): cards go to the bottom of their owner's matching deck; several main-deck cards
// at once go in random order (416.5), from the game's seeded generator.
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { shuffled } from '../rng.ts';
import { hasType, objectOf, type GameState, type ObjectId } from '../state.ts';
import { checkTriggers } from '../triggers/check.ts';
import { relocate } from './zones.ts';

/** Puts runes recycled together in the order their owner chooses (rule 416.5.a); the first named goes under first. */
export type RuneOrderChooser = (owner: PlayerId, runes: ObjectId[]) => ObjectId[];

export function recycle(s: GameState, player: PlayerId, ids: ObjectId[], orderRunes?: RuneOrderChooser): void {
  // 178.1.a.2: a rune of any other type too goes to the rune deck
  let runes = ids.filter((id) => hasType(objectOf(s, id).card, 'rune'));
  // [abilities-and-actions] 416.5.a: with a chooser (a resolution that can ask), the owner orders the runes.
  if (orderRunes && runes.length > 1) runes = orderRunes(objectOf(s, runes[0]).owner, runes);
  const rest = shuffled(
    s,
    ids.filter((id) => !runes.includes(id)),
  );
  for (const id of [...rest, ...runes]) {
    const o = objectOf(s, id);
    const from = o.zone;
    relocate(s, id, { zone: runes.includes(id) ? 'rune-deck' : 'main-deck', player: o.owner, position: 'bottom' });
    emit(s, { kind: 'recycled', player, object: id, from, to: o.zone });
  }
  // Each rune is recycled by its owner, one event a time (416.5): "When you recycle a rune" sees each.
  for (const id of runes) checkTriggers(s, { kind: 'rune-recycled', player: objectOf(s, id).owner, rune: id });
  // Whoever the text tells to, each player recycles their own cards; runes are no cards.
  for (const owner of new Set(rest.map((id) => objectOf(s, id).owner))) {
    checkTriggers(s, { kind: 'recycled', player: owner, cards: rest.filter((id) => objectOf(s, id).owner === owner) });
  }
}
