// "When a showdown begins here" (Diana, Lunari): the abilities of the permanents at the battlefield
// where a showdown begins. A combat opens with a showdown of its own (464.2), so these trigger as a
// combat opens too, first of its tasks (464.2.b), before attacker and defender are named (464.2.c).
import type { EventPattern, Trigger } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { abilitiesActive } from '../board.ts';
import { everyObject, nextPlayer, type GameState, type ObjectId } from '../state.ts';
import type { Batch, Found } from './types.ts';

function showdownBeginsHere(e: EventPattern): boolean {
  const { subject } = e;
  return (
    e.verb === 'begin' &&
    !e.object &&
    subject.kind === 'select' &&
    subject.nouns.join() === 'showdown' &&
    subject.filters.length === 0 &&
    e.where?.at.kind === 'here'
  );
}

export function watchesShowdownHere(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesShowdownHere);
  return t.kind === 'when' && !t.while && !t.period && !t.oncePerTurn && t.events.some(showdownBeginsHere);
}

/** A showdown began at `battlefield`: the watching abilities of the permanents there, each player's in turn order. */
export function showdownBeganTriggers(s: GameState, battlefield: ObjectId): Batch {
  const groups: Found[][] = [];
  let player = s.turnPlayer;
  do {
    const group: Found[] = [];
    for (const o of everyObject(s)) {
      if (o.controller !== player || o.zone !== 'battlefield' || o.battlefield !== battlefield || !abilitiesActive(o)) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        if (watchesShowdownHere(ability.trigger)) group.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}` });
      }
    }
    groups.push(group);
    player = nextPlayer(s, player);
  } while (player !== s.turnPlayer);
  return { placement: 'ordered', groups };
}
