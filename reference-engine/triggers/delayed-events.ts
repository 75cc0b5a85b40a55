// Delayed triggered abilities that wait for an event during the rest of the turn (359.3.e.16): "When it
// wins a combat this turn, gain 2 XP" (Grim Resolve), "the next time you play a unit this turn, ready it
// and [Buff] it" (Nami, Headstrong), "When any unit takes damage this turn, kill it" (Imperial Decree),
// "Kill it the next time it takes damage this turn" (Noxian Guillotine). What "it" names is fixed as the
// ability is created (359.3.f.3.a); "the next time" triggers once and is gone (383.1.c); the others
// trigger each time until the turn ends (turn.ts). In the ability, "it" is the unit the event befell.
import type { ObjectRef, Trigger } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, type DelayedTrigger, type GameState, type ObjectId, type WatchedEvent } from '../state.ts';
import type { Batch, Found } from './types.ts';

/** "a friendly unit", and nothing more said of it. */
export function friendlyUnit(r: ObjectRef): boolean {
  if (r.kind !== 'select' || r.determiner !== 'a' || r.nouns.join() !== 'unit' || r.plural || r.count || r.filters.length !== 1) return false;
  const [f] = r.filters;
  return f.kind === 'controller' && f.who === 'friendly';
}

/** The event a delayed "When ... this turn" / "the next time ... this turn" waits for, or null for another trigger. */
export function eventWatched(t: Trigger): WatchedEvent | null {
  if (t.kind !== 'when' || t.oncePerTurn || t.while || t.events.length !== 1 || t.period !== 'this turn') return null;
  if (t.form !== 'When' && t.form !== 'the next time') return null;
  const once = t.form === 'the next time';
  const [e] = t.events;
  if (e.where || e.to || e.period) return null;
  const it = e.subject.kind === 'pronoun' && e.subject.word === 'it';
  const bareUnit = (r: typeof e.subject | undefined) => r?.kind === 'select' && r.determiner === 'a' && r.nouns.join() === 'unit' && r.filters.length === 0;
  if (e.verb === 'take' && e.object?.kind === 'pronoun' && e.object.word === 'damage' && (it || bareUnit(e.subject)))
    return { event: 'takes-damage', whose: it ? 'it' : 'any', once };
  // "a combat" and nothing more said of it: "a combat here" is refused, not read as any combat
  if (e.verb === 'win' && it && e.object?.kind === 'select' && e.object.nouns.join() === 'combat' && e.object.filters.length === 0)
    return { event: 'wins-combat', whose: 'it', once };
  if (e.verb === 'play' && e.subject.kind === 'player' && e.subject.who === 'you' && bareUnit(e.object)) return { event: 'plays-unit', whose: 'you', once };
  // "When a friendly unit is played this turn": a unit played under the ability's controller or a teammate (740.1.a), whoever's effect played it (a permanent enters under the one who plays it)
  if (e.verb === 'be-played' && friendlyUnit(e.subject)) return { event: 'plays-unit', whose: 'friendly', once };
  return null;
}

/** Creates the waiting ability; false when it names "it" and there is nothing it names. */
export function createEventDelayed(s: GameState, d: Omit<DelayedTrigger, 'moment' | 'watched'>, watch: WatchedEvent, it: readonly ObjectId[]): boolean {
  const watched = watch.whose === 'it' ? it.filter((id) => s.objects[id] !== undefined) : undefined;
  if (watched && watched.length === 0) return false;
  (s.delayed ??= []).push({ ...d, moment: 'event-this-turn', watch, ...(watched ? { watched } : {}) });
  return true;
}

/** Whether a unit played by `player` is one the waiting ability watches: the controller's own, or for "a friendly unit" a teammate's too (740.1.a). */
function playedBy(s: GameState, watch: WatchedEvent, controller: PlayerId, player: PlayerId | undefined): boolean {
  if (player === undefined) return false;
  return watch.whose === 'friendly' ? areAllies(s, controller, player) : player === controller;
}

/**
 * The waiting abilities that trigger as the event befalls these units (of `player`, for "you play a
 * unit"): one per unit each watches, "it" being that unit; "the next time" ones are gone once triggered.
 */
export function eventDelayedTriggers(s: GameState, event: WatchedEvent['event'], units: readonly ObjectId[], player?: PlayerId): Batch {
  const found: Found[] = [];
  const used: DelayedTrigger[] = [];
  for (const d of s.delayed ?? []) {
    if (d.moment !== 'event-this-turn' || d.watch?.event !== event) continue;
    const befalls = units.filter((u) =>
      d.watch!.whose === 'it' ? (d.watched ?? []).includes(u) : d.watch!.whose === 'any' || playedBy(s, d.watch!, d.controller, player),
    );
    for (const unit of d.watch.once ? befalls.slice(0, 1) : befalls) {
      found.push({
        source: d.source,
        controller: d.controller,
        data: { delayed: d.effect, notes: d.notes ?? {}, subject: [unit] },
        detail: 'delayed',
        rule: '359.3.e.16',
      });
    }
    if (d.watch.once && befalls.length) used.push(d);
  }
  if (used.length) s.delayed = (s.delayed ?? []).filter((d) => !used.includes(d));
  return { placement: 'each', found };
}
