// Rule 709: a unit becomes Mighty the moment its Might rises from under 5 to 5 or more. On the board
// a unit is judged by its current Might, elsewhere by its printed Might (rules 710, 711), so a unit
// entering play already Mighty does not become Mighty. Abilities that trigger on it ("When a unit you
// control becomes [Mighty]") go on the Chain noting that unit (359.3.f.3): "it" in their effect is
// the unit that became Mighty.
import type { EventPattern, Trigger } from './card-text/ast.ts';
import { abilitiesOfKind } from './effects/compiled.ts';
import { emit } from './events.ts';
import { isOnBoard } from './game-actions/zones.ts';
import { qualifies } from './playing-cards/selection.ts';
import { isUnit, mightOf, nextPlayer, type GameObject, type GameState, type ObjectId } from './state.ts';
import { placeTriggers, type WaitingTrigger } from './trigger-order.ts';

const MIGHTY_AT = 5;

function isMighty(o: GameObject): boolean {
  const onBoard = o.zone === 'base' || o.zone === 'battlefield';
  return (onBoard ? mightOf(o) ?? 0 : o.card.might ?? 0) >= MIGHTY_AT;
}

/** Runs a change that may alter Might (a modifier given or expiring, a buff) and fires what it made Mighty. */
export function watchMighty<T>(s: GameState, change: () => T): T {
  const before = new Map(Object.values(s.objects).filter(isUnit).map((o) => [o.id, isMighty(o)]));
  const result = change();
  const risen = Object.values(s.objects).filter(
    (o) => isUnit(o) && (o.zone === 'base' || o.zone === 'battlefield') && isMighty(o) && !(before.get(o.id) ?? ((o.card.might ?? 0) >= MIGHTY_AT)),
  );
  if (risen.length > 0) fireBecameMighty(s, risen);
  return result;
}

function becomesMighty(e: EventPattern): boolean {
  return e.verb === 'become' && e.object?.kind === 'pronoun' && e.object.word === '[Mighty]';
}

function matches(s: GameState, t: Trigger, carrier: GameObject, unit: GameObject): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => matches(s, x, carrier, unit));
  if (t.kind !== 'when') return false;
  return t.events.some((e) => {
    if (!becomesMighty(e)) return false;
    if (e.subject.kind === 'self') return unit.id === carrier.id;
    return e.subject.kind === 'select' && qualifies(s, unit, e.subject, { controller: carrier.controller, source: carrier.id });
  });
}

/** Each player's abilities that trigger, the turn player's first (rule 383.3.d, trigger-order.ts). */
function fireBecameMighty(s: GameState, risen: readonly GameObject[]): void {
  const groups: WaitingTrigger[][] = [];
  let player = s.turnPlayer;
  for (let k = 0; k < s.players.length; k++, player = nextPlayer(s, player)) {
    const group: WaitingTrigger[] = [];
    for (const carrier of Object.values(s.objects)) {
      if (carrier.controller !== player || !isOnBoard(carrier.zone) || carrier.facedown) continue;
      for (const { index, ability } of abilitiesOfKind(carrier.card, 'triggered')) {
        for (const unit of risen) {
          if (!matches(s, ability.trigger, carrier, unit)) continue;
          emit(s, { kind: 'triggered', object: carrier.id, player, detail: `ability ${index + 1}`, rule: '709' });
          group.push({ source: carrier.id, controller: player, ability: index, data: { subject: [unit.id] } });
        }
      }
    }
    groups.push(group);
  }
  placeTriggers(s, groups);
}

/** The object the trigger condition named, noted on the chain item as it was added. */
export function triggerSubjectOf(data: Record<string, unknown> | undefined): ObjectId[] | undefined {
  const subject = data?.subject;
  return Array.isArray(subject) ? (subject as ObjectId[]) : undefined;
}
