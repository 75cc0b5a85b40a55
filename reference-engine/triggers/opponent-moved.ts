// "When an opponent moves to a battlefield other than mine" (Volibear, Imposing). Read as the
// regional qualifier's quick rulings read it: "whenever one or more enemy units move to a
// battlefield", so one move of several units triggers once, and units an effect moves count for
// their controller as much as a standard move does.
import type { EventPattern, Trigger } from '../card-text/ast.ts';
import { triggerAlternatives } from '../card-text/instruction-tree.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { abilitiesActive } from '../board.ts';
import type { PlayerId } from '../interface.ts';
import { everyObject, areAllies, nextPlayer, type GameState, type ObjectId } from '../state.ts';
import type { Batch, Found } from './types.ts';

/** The event, and whether it excludes the battlefield its watcher is at ("other than mine"). */
function opponentMove(e: EventPattern): { otherThanMine: boolean } | null {
  if (e.verb !== 'move' || e.subject.kind !== 'player' || e.subject.who !== 'an-opponent' || e.object) return null;
  if (e.where?.prep !== 'to' || e.where.at.kind !== 'battlefield' || e.where.at.ref.kind !== 'select') return null;
  const filters = e.where.at.ref.filters;
  if (filters.some((f) => !(f.kind === 'other' && f.form === 'other than mine'))) return null;
  return { otherThanMine: filters.length > 0 };
}

export function watchesOpponentMoving(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesOpponentMoving);
  return t.kind === 'when' && !t.while && !t.period && !t.oncePerTurn && t.events.some((e) => opponentMove(e) !== null);
}

/** The opponents' moves a trigger watches, in each part of an "or" too ("When an opponent moves ... or when I hold"). */
function watchedMoves(t: Trigger): { otherThanMine: boolean }[] {
  return triggerAlternatives(t).flatMap((part) =>
    part.kind === 'when' && watchesOpponentMoving(part) ? part.events.map(opponentMove).filter((m) => m !== null) : [],
  );
}

/** `mover`'s units moved to `battlefield`: the watching abilities of the permanents of the mover's opponents (not their teammates, 489.2), each player's in turn order. */
export function opponentMovedTriggers(s: GameState, mover: PlayerId, battlefield: ObjectId): Batch {
  const groups: Found[][] = [];
  let player = s.turnPlayer;
  do {
    const group: Found[] = [];
    if (!areAllies(s, player, mover)) {
      for (const o of everyObject(s)) {
        if (o.controller !== player || !abilitiesActive(o)) continue;
        const mine = o.zone === 'battlefield' && o.battlefield === battlefield;
        for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
          const fires = watchedMoves(ability.trigger).some((m) => !(m.otherThanMine && mine));
          if (fires) group.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}` });
        }
      }
    }
    groups.push(group);
    player = nextPlayer(s, player);
  } while (player !== s.turnPlayer);
  return { placement: 'ordered', groups };
}
