// "When this leaves the board" (Treasure Trove): the card's own ability, triggered by its going from a
// location to any zone off the board (killed, banished, returned to hand, recycled), and seen from
// there: it looks back at the object as it last was on the board (383.2.c), under the controller it
// had then.
import type { Trigger } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId } from '../interface.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';
import { plainlyWhen } from './battlefield.ts';
import type { Batch, Found } from './types.ts';

/** "When this leaves the board", "When I leave the board". */
export function watchesItsOwnLeaving(t: Trigger): boolean {
  return plainlyWhen(
    t,
    (e) =>
      e.subject.kind === 'self' &&
      e.verb === 'leave' &&
      e.object?.kind === 'pronoun' &&
      e.object.word === 'the board' &&
      !e.where &&
      !e.to &&
      !e.period &&
      !e.using,
  );
}

/** Whether the card has such an ability: the zone change need not tell the trigger check of every card that leaves. */
export function watchesLeavingTheBoard(s: GameState, id: ObjectId): boolean {
  return abilitiesOfKind(objectOf(s, id).card, 'triggered').some(({ ability }) => watchesItsOwnLeaving(ability.trigger));
}

/** The object's own "When this leaves the board", under `controller`, who controlled it on the board. */
export function leftBoardTriggers(s: GameState, id: ObjectId, controller: PlayerId): Batch {
  const found: Found[] = [];
  for (const { index, ability } of abilitiesOfKind(objectOf(s, id).card, 'triggered'))
    if (watchesItsOwnLeaving(ability.trigger)) found.push({ source: id, controller, ability: index, detail: `ability ${index + 1}`, rule: '383.2.c' });
  return { placement: 'each', found };
}
