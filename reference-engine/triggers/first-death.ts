// "The first time a friendly unit dies each turn" (rule 383.1): counted over the whole turn from the
// deaths the game has recorded (s.deathsThisTurn), so a unit that died before the watcher arrived
// still counts. Units dying together (a cleanup's lethal damage, 323.4) are one happening: the ability
// triggers once, its controller picking one of those deaths as the first (383.1.b); nothing the engine
// carries out reads which one, so none is asked.
import type { EventPattern, Filter, Trigger } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { abilitiesActive } from '../board.ts';
import { isUnit, nextPlayer, objectOf, type GameState, type ObjectId } from '../state.ts';
import type { PlayerId } from '../interface.ts';
import type { Batch, Found } from './types.ts';

type Death = { object: ObjectId; controller: PlayerId };

/** The whose of "a friendly unit", "another enemy unit": the subject's filters this finder reads, or null for any other subject. */
function subjectOf(e: EventPattern): { who: 'friendly' | 'enemy'; another: boolean } | null {
  const ref = e.subject;
  if (ref.kind !== 'select' || ref.plural || (ref.nouns as string[]).join() !== 'unit') return null;
  let who: 'friendly' | 'enemy' | null = null;
  let another = false;
  for (const f of ref.filters as Filter[]) {
    if (f.kind === 'other') another = true;
    else if (f.kind === 'controller' && (f.who === 'friendly' || f.who === 'enemy')) who = f.who;
    else return null;
  }
  return who === null ? null : { who, another };
}

/** "The first time a friendly / an enemy / another friendly unit dies each turn". */
export function watchesFirstDeath(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesFirstDeath);
  const e = t.kind === 'first-time' ? t.event : null;
  return (
    e !== null &&
    t.kind === 'first-time' &&
    !t.ordinal &&
    t.period === 'each turn' &&
    e.verb === 'die' &&
    !e.object &&
    !e.where &&
    !e.to &&
    !e.period &&
    subjectOf(e) !== null
  );
}

function counts(t: Trigger, d: Death, watcher: ObjectId, controller: PlayerId): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => counts(x, d, watcher, controller));
  if (t.kind !== 'first-time' || !watchesFirstDeath(t)) return false;
  const subject = subjectOf(t.event)!;
  if (subject.another && d.object === watcher) return false;
  return (d.controller === controller) === (subject.who === 'friendly');
}

/**
 * As `units` are about to die together, the abilities that watch for the first such death of the
 * turn trigger, once each, if none of the deaths they count happened earlier this turn.
 */
export function firstDeathTriggers(s: GameState, units: readonly ObjectId[]): Batch {
  const dying: Death[] = units
    .map((id) => objectOf(s, id))
    .filter(isUnit)
    .map((o) => ({ object: o.id, controller: o.controller }));
  const earlier = s.deathsThisTurn ?? [];
  const found: Found[] = [];
  for (const o of Object.values(s.objects)) {
    if (!abilitiesActive(o)) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      const t = ability.trigger;
      if (!dying.some((d) => counts(t, d, o.id, o.controller)) || earlier.some((d) => counts(t, d, o.id, o.controller))) continue;
      found.push({ source: o.id, controller: o.controller, ability: index, detail: `ability ${index + 1}`, rule: '383.1.b' });
    }
  }
  // Each player orders their own, the turn player first (383.3.d).
  const order = [s.turnPlayer];
  for (let p = nextPlayer(s, s.turnPlayer); p !== s.turnPlayer; p = nextPlayer(s, p)) order.push(p);
  return { placement: 'ordered', groups: order.map((p) => found.filter((f) => f.controller === p)) };
}
