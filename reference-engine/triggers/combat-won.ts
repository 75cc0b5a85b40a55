// "When I win a combat" and "When you win a combat" (rule 466.3): as the combat's result is
// determined, after the combat cleanup and what it put on the Chain has resolved (466.2), the
// winner's abilities that watch for it trigger. A unit wins with its controller only if it remains
// at the battlefield (466.3.c); "you" abilities watch from any of the winner's permanents. No result
// (466.3.d) triggers nothing. "The first time I win a combat each turn" triggers on the unit's first win
// of the turn only.
import { everyObject } from '../state.ts';
import type { EventPattern, Trigger } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { abilitiesActive } from '../board.ts';
import type { PlayerId } from '../interface.ts';
import type { GameState, ObjectId } from '../state.ts';
import type { Batch, Found } from './types.ts';

function winsACombat(e: EventPattern, subject: 'self' | 'player'): boolean {
  if (e.verb !== 'win' || e.where || e.object?.kind !== 'select' || !(e.object.nouns as string[]).includes('combat') || e.object.filters.length > 0)
    return false;
  return subject === 'self' ? e.subject.kind === 'self' : e.subject.kind === 'player' && e.subject.who === 'you';
}

function watches(t: Trigger, subject: 'self' | 'player'): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => watches(x, subject));
  return (t.kind === 'when' && !t.oncePerTurn && t.events.some((e) => winsACombat(e, subject))) || firstWin(t, subject);
}

/** "The first time I win a combat each turn": a unit's first win of the turn only. */
function firstWin(t: Trigger, subject: 'self' | 'player'): boolean {
  return subject === 'self' && t.kind === 'first-time' && (t.ordinal ?? 1) === 1 && t.period === 'each turn' && winsACombat(t.event, 'self');
}

/** Whether the trigger watches its own unit, or its controller, win a combat. */
export function watchesCombatWon(t: Trigger): boolean {
  return watches(t, 'self') || watches(t, 'player');
}

/** The winner's abilities that trigger as they win the combat at `battlefield`, in the order the winner chooses (383.3.d). */
export function combatWonTriggers(s: GameState, winner: PlayerId, battlefield: ObjectId): Batch {
  const group: Found[] = [];
  for (const o of everyObject(s)) {
    if (o.controller !== winner || !abilitiesActive(o)) continue;
    const there = o.zone === 'battlefield' && o.battlefield === battlefield;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      if (!watches(ability.trigger, 'player') && !(there && watches(ability.trigger, 'self'))) continue;
      if (firstWin(ability.trigger, 'self') && (s.unitsWonCombatThisTurn ?? []).includes(o.id)) continue;
      group.push({ source: o.id, controller: winner, ability: index, detail: `ability ${index + 1}`, rule: '466.3' });
    }
  }
  return { placement: 'ordered', groups: [group] };
}

/** Notes the winner's units remaining at the battlefield as having won a combat this turn (466.3.c); call after the triggers. */
export function noteCombatWon(s: GameState, winner: PlayerId, battlefield: ObjectId): void {
  const won = (s.unitsWonCombatThisTurn ??= []);
  for (const o of everyObject(s)) if (o.controller === winner && o.zone === 'battlefield' && o.battlefield === battlefield) won.push(o.id);
}
