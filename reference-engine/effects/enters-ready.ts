// Passive abilities that make a unit enter ready (369.3, a replacement of its entering exhausted):
// its own "If you have two or fewer cards in your hand, I enter ready" while the count holds, "If you
// play me to a battlefield, I enter ready" when it is played there, and
// another permanent's "Your tokens enter ready", "Other friendly units enter ready" (behind a gate,
// "[Level 11][>] Your units enter ready", only while the gate is open). The unconditional "I enter
// ready" and its gated form are read in resolve.ts.
import { everyObject } from '../state.ts';
import type { Ability, PassiveEffect } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import type { PlayerId } from '../interface.ts';
import { qualifies } from '../playing-cards/selection.ts';
import type { GameObject, GameState } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';
import { gateHolds } from './conditions.ts';
import { passiveConditionHolds, readsPassiveCondition } from './passive-conditions.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

/**
 * "If <a count>, I enter ready.", "if you control another Mech, I enter ready", "If an opponent's score is
 * within 3 points of the Victory Score, I enter ready": the entering unit's own, under a condition read
 * from the board as it enters (passive-conditions.ts).
 */
function ownIfCounted(e: PassiveEffect, a: Passive): boolean {
  const c = a.condition;
  return (
    e.kind === 'enters' &&
    e.state === 'ready' &&
    e.subject.kind === 'self' &&
    !a.gate &&
    c?.kind === 'if' &&
    ['If', 'if'].includes(c.form) &&
    c.predicate.kind !== 'object-is' && // its own state as it enters: not read here
    readsPassiveCondition(c)
  );
}

/**
 * "If you play me to a battlefield, I enter ready.": the unit's own, read as it is played (the only time
 * `entersReadyByText` is asked), so it holds when the play put it at a battlefield rather than in base.
 */
function playedToABattlefield(e: PassiveEffect, a: Passive): boolean {
  const c = a.condition;
  if (e.kind !== 'enters' || e.state !== 'ready' || e.subject.kind !== 'self' || a.gate || c?.kind !== 'if') return false;
  const p = c.predicate;
  if (p.kind !== 'event-happened' || p.form !== 'now' || p.event.verb !== 'play' || p.event.object?.kind !== 'self') return false;
  const who = p.event.subject;
  const to = p.event.where?.prep === 'to' ? p.event.where.at : null;
  return (
    who.kind === 'player' &&
    who.who === 'you' &&
    to?.kind === 'battlefield' &&
    to.ref.kind === 'select' &&
    to.ref.determiner === 'a' &&
    to.ref.filters.length === 0
  );
}

/** "Your tokens enter ready.", "Other friendly units enter ready.": a permanent's, for the units of its controller. */
function forOthers(e: PassiveEffect, a: Passive): boolean {
  return e.kind === 'enters' && e.state === 'ready' && e.subject.kind === 'select' && e.subject.plural && !a.condition;
}

/** "I have +1 :rb_might: and enter ready": the unit's own "enter ready" as the second change of a sentence, under no condition of its own. */
export function entersReadyAlso(a: Passive): boolean {
  const also = a.also;
  return also !== undefined && !also.condition && also.effect.kind === 'enters' && also.effect.subject.kind === 'self' && also.effect.state === 'ready';
}

/** Whether the engine carries out this conditional or other-units "enter ready" passive. */
export function readsEntersReady(e: PassiveEffect, a: Passive): boolean {
  return ownIfCounted(e, a) || playedToABattlefield(e, a) || forOthers(e, a);
}

/** Whether `o`, entering the board under `controller`, enters ready by such a passive (its own, or another permanent's). */
export function entersReadyByText(s: GameState, o: GameObject, controller: PlayerId): boolean {
  for (const { ability: a } of abilitiesOfKind(o.card, 'passive')) {
    if (ownIfCounted(a.effect, a) && passiveConditionHolds(s, a.condition, o, controller)) return true;
    if (playedToABattlefield(a.effect, a) && o.zone === 'battlefield') return true;
  }
  for (const p of everyObject(s)) {
    if (p.id === o.id || p.controller !== controller || !abilitiesActive(p)) continue;
    for (const { ability: a } of abilitiesOfKind(p.card, 'passive')) {
      const e = a.effect;
      if (!forOthers(e, a) || e.kind !== 'enters' || (a.gate && gateHolds(s, a.gate, p.id, controller) !== true)) continue;
      if (qualifies(s, o, e.subject, { controller, source: p.id })) return true;
    }
  }
  return false;
}
