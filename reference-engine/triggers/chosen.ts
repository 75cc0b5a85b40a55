// Targeting effects (rule 383.4.b): "When you choose me" (or only "with a spell"). Such an ability triggers when its source
// becomes a target of a spell or ability its own controller plays (355.7), and goes on the Chain
// once that spell or ability is finalized (383.4.b.2), whatever the spell does later.
import type { EventPattern, ObjectRef, Trigger } from '../card-text/ast.ts';
import { qualifies } from '../playing-cards/selection.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { everyObject, hasType, nextPlayer, objectOf, type ChainItem, type GameState } from '../state.ts';
import { plainWhenEvents } from './plain-events.ts';
import type { Batch, Found } from './types.ts';

/** "When you choose me", "When you choose a friendly unit", "When you choose me with a spell": the event of the trigger read as a targeting effect. */
function choosing(e: EventPattern): e is EventPattern & { object: ObjectRef } {
  if (e.verb !== 'choose' || e.subject?.kind !== 'player' || e.subject.who !== 'you' || e.where || e.to || e.period) return false;
  if (e.with && e.with !== 'a spell') return false;
  return e.object?.kind === 'self' || e.object?.kind === 'select';
}

/** "with a spell": the item that chose is a spell being played, not an ability (383.4.b). */
function chosenWith(s: GameState, e: EventPattern, item: ChainItem): boolean {
  return e.with !== 'a spell' || (item.kind === 'card' && hasType(objectOf(s, item.source).card, 'spell'));
}

export function watchesBeingChosen(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesBeingChosen);
  return t.kind === 'when' && !t.while && !t.period && t.events.some(choosing);
}

/** The choosing events a trigger watches, in each part of an "or" too ("When you choose me or when I hold"). */
function choosingEvents(t: Trigger): (EventPattern & { object: ObjectRef })[] {
  return plainWhenEvents(t, choosing);
}

/**
 * The targeting effects the finalized item sets off, each player's in turn order: those of the
 * objects it targets ("When you choose me"), and those of any permanent watching its controller
 * choose such an object ("When you choose a friendly unit"), once for each such object chosen.
 */
export function chosenTriggers(s: GameState, item: ChainItem): Batch {
  const targeted = [...new Set(item.targets.flat())].map((id) => s.objects[id]).filter((o) => o !== undefined);
  const groups: Found[][] = [];
  let player = s.turnPlayer;
  for (let k = 0; k < s.players.length; k++, player = nextPlayer(s, player)) {
    const group: Found[] = [];
    // "you": the one who chose is the controller of the ability's source.
    if (item.controller === player) {
      for (const o of everyObject(s)) {
        if (o.controller !== player || !abilitiesActive(o)) continue;
        for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
          const events = choosingEvents(ability.trigger);
          for (const chosen of targeted) {
            const fires = events.some(
              (e) =>
                chosenWith(s, e, item) &&
                (e.object.kind === 'self' ? chosen.id === o.id : qualifies(s, chosen, e.object, { controller: player, source: o.id })),
            );
            // "it" in the effect is the unit chosen (359.3.f.3)
            if (fires)
              group.push({
                source: o.id,
                controller: player,
                ability: index,
                detail: `ability ${index + 1}`,
                rule: '383.4.b.2',
                data: { subject: [chosen.id] },
              });
          }
        }
      }
    }
    groups.push(group);
  }
  return { placement: 'ordered', groups };
}
