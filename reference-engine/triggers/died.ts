// Abilities that trigger on units dying, as the objects still on the board see it once the deaths are
// over (383.2.c): "The first time a friendly unit dies each turn". A unit that died in the same event
// is in the trash by then and sees nothing, its own death included (383.2.c.2).
import type { EventPattern, Filter, Trigger } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { ownLocationHolds, readsOwnLocation } from '../effects/conditions.ts';
import { everyObject, areAllies, mightOf, nextPlayer, opponentsOf, type GameObject, type GameState, type ObjectId } from '../state.ts';
import type { PlayerId } from '../interface.ts';
import type { Batch, Found } from './types.ts';

/** A unit that died, with the controller it had on the board. */
export interface Death {
  object: ObjectId;
  controller: PlayerId;
  /** The battlefield it died at, if it did: "When an enemy unit here dies". */
  at?: ObjectId;
  /** The statuses it had on the board (in the trash it has none): "When a buffed friendly unit dies". */
  states?: string[];
  /** The player responsible for killing it (428.5.b–c): "When you kill a stunned enemy unit". */
  by?: PlayerId;
}

/** The statuses of a unit on the board a death watcher may name, each read from the unit alone. */
const STATUSES: { readonly [state: string]: (o: GameObject) => boolean } = {
  buffed: (o) => o.buffs > 0,
  stunned: (o) => o.stunned,
  damaged: (o) => o.damage > 0,
  exhausted: (o) => o.exhausted,
  mighty: (o) => (mightOf(o) ?? 0) >= 5,
};

/** The death of a unit still on the board, as those left there will see it. */
export function deathOf(o: GameObject): Death {
  const states = Object.keys(STATUSES).filter((state) => STATUSES[state]!(o));
  return { object: o.id, controller: o.controller, ...(o.zone === 'battlefield' && o.battlefield ? { at: o.battlefield } : {}), states };
}

/** "during your Beginning Phase" after the death: only deaths in the watcher's controller's own Beginning Phase count. */
function inYourBeginningPhase(e: EventPattern): boolean {
  return e.where?.prep === 'bare' && e.where.at.kind === 'timing' && e.where.at.form === 'during your Beginning Phase';
}

/** "The first time a friendly unit dies each turn" ("another friendly unit", "... during your Beginning Phase" too); nothing else is read as it. */
export function watchesFirstFriendlyDeath(t: Trigger): boolean {
  if (t.kind !== 'first-time' || (t.ordinal ?? 1) !== 1 || t.period !== 'each turn') return false;
  const e = t.event;
  const who = e.subject;
  if (e.verb !== 'die' || e.object || (e.where && !inYourBeginningPhase(e)) || e.to || e.period) return false;
  if (who.kind !== 'select' || who.nouns.length !== 1 || who.nouns[0] !== 'unit') return false;
  const friendly = who.filters.filter((f) => f.kind === 'controller' && f.who === 'friendly').length === 1;
  return friendly && who.filters.every((f) => f.kind === 'other' || f.kind === 'controller');
}

/** Counts the deaths per controller for "the first time ... each turn" (and those of the Beginning Phase apart); call before `deathSeenTriggers`. */
export function countDeaths(s: GameState, deaths: readonly Death[]): void {
  const counts = (s.unitsDiedThisTurn ??= {});
  for (const d of deaths) counts[d.controller] = (counts[d.controller] ?? 0) + 1;
  if (s.phase !== 'beginning') return;
  const early = (s.unitsDiedInBeginningPhase ??= {});
  for (const d of deaths) early[d.controller] = (early[d.controller] ?? 0) + 1;
}

/**
 * Per player in turn order, their abilities watching for the first friendly death of the turn, when
 * these deaths include their first ones this turn (383.1.b: one trigger however many died at once).
 * A teammate's unit is friendly too (740.1.a, 489.8.e).
 */
export function deathSeenTriggers(s: GameState, deaths: readonly Death[]): Batch {
  const groups: Found[][] = [];
  let player = s.turnPlayer;
  for (let i = 0; i < s.players.length; i++, player = nextPlayer(s, player)) {
    const friendlyDeaths = (counts: Record<PlayerId, number> | undefined): number =>
      Object.entries(counts ?? {}).reduce((sum, [owner, n]) => (areAllies(s, owner, player) ? sum + n : sum), 0);
    const now = deaths.filter((d) => areAllies(s, d.controller, player)).length;
    const group: Found[] = [];
    const first = friendlyDeaths(s.unitsDiedThisTurn) === now;
    // the first deaths of friendly units in the player's own Beginning Phase (counted apart, countDeaths)
    const firstEarly = s.phase === 'beginning' && s.turnPlayer === player && friendlyDeaths(s.unitsDiedInBeginningPhase) === now;
    if (now > 0 && (first || firstEarly)) {
      for (const o of everyObject(s)) {
        if (o.controller !== player || !abilitiesActive(o)) continue;
        for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
          const t = ability.trigger;
          if (watchesFirstFriendlyDeath(t) && (t.kind === 'first-time' && inYourBeginningPhase(t.event) ? firstEarly : first))
            group.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}`, rule: '383.1.b' });
        }
      }
    }
    groups.push(group);
  }
  return { placement: 'ordered', groups };
}

type When = Extract<Trigger, { kind: 'when' }>;

/** The restrictions on the dying unit a death watcher reads: another, whose it was, its tags, "here", and its statuses then. */
function readsDeathFilter(f: Filter): boolean {
  if (f.kind === 'controller') return f.who === 'friendly' || f.who === 'enemy' || f.who === 'you-control';
  if (f.kind === 'state') return STATUSES[f.state] !== undefined;
  return f.kind === 'other' || f.kind === 'tag' || (f.kind === 'location' && f.at.kind === 'here');
}

/** The one event of a death watcher: a unit of the selection dies, with nothing else said of it. */
function deathEvent(t: Trigger): EventPattern | null {
  if (t.kind !== 'when' || t.form !== 'When' || t.period || t.events.length !== 1) return null;
  if (t.while && !readsOwnLocation(t.while)) return null;
  const [e] = t.events;
  if (e.verb !== 'die' || e.object || e.where || e.to || e.period || e.using || e.with || e.reaches !== undefined) return null;
  const who = e.subject;
  if (who.kind !== 'select' || who.nouns.join() !== 'unit' || who.count) return null;
  if (!['a', 'another', 'one-or-more'].includes(who.determiner) || !who.filters.every(readsDeathFilter)) return null;
  return e;
}

/**
 * "When another friendly unit dies", "When another non-Recruit unit you control dies", "Once each turn,
 * when an enemy unit here dies", "When an enemy unit dies while I'm at a battlefield", "When one or more
 * enemy units die": a unit's death seen from the board once it is over (383.2.c).
 */
export function watchesDeaths(t: Trigger): boolean {
  return deathEvent(t) !== null;
}

/** Whether the watcher sees this death as the one its trigger names. */
export function deathMatches(s: GameState, watcher: GameObject, d: Death, filters: readonly Filter[]): boolean {
  const dead = s.objects[d.object];
  return filters.every((f) => {
    switch (f.kind) {
      case 'other':
        return d.object !== watcher.id;
      case 'controller':
        // "friendly" takes in a teammate's units (740.1.a); "you control", the watcher's controller's only
        if (f.who === 'enemy') return opponentsOf(s, watcher.controller).includes(d.controller);
        return f.who === 'friendly' ? areAllies(s, d.controller, watcher.controller) : d.controller === watcher.controller;
      case 'tag': {
        const has = (dead?.card.tags ?? []).some((t) => t.toLowerCase() === f.tag.toLowerCase());
        return has !== (f.negated === true);
      }
      case 'location':
        return d.at !== undefined && watcher.zone === 'battlefield' && watcher.battlefield === d.at;
      case 'state':
        return d.states?.includes(f.state) === true;
      default:
        return false;
    }
  });
}

/**
 * Per player in turn order, the abilities of their objects on the board that watch for these deaths: one
 * trigger for each death a watcher names, or one in all for "one or more" (383.1.b) and "once each turn"
 * (383.3.e). "That unit" in the effect is the unit that died.
 */
export function deathWatchTriggers(s: GameState, deaths: readonly Death[]): Batch {
  const groups: Found[][] = [];
  let player = s.turnPlayer;
  for (let i = 0; i < s.players.length; i++, player = nextPlayer(s, player)) {
    const group: Found[] = [];
    for (const o of everyObject(s)) {
      // 383.2.c.2: what died in these deaths is in the trash by now and sees none of them
      if (!abilitiesActive(o) || o.controller !== player) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        const e = deathEvent(ability.trigger);
        if (!e || e.subject.kind !== 'select') continue;
        const t = ability.trigger as When;
        if (t.while && readsOwnLocation(t.while) && !ownLocationHolds(s, t.while, o.id, player)) continue;
        const seen = deaths.filter((d) => deathMatches(s, o, d, e.subject.kind === 'select' ? e.subject.filters : []));
        const once = t.oncePerTurn === true || e.subject.determiner === 'one-or-more';
        for (const d of once ? seen.slice(0, 1) : seen)
          group.push({
            source: o.id,
            controller: player,
            ability: index,
            detail: `ability ${index + 1}`,
            rule: '383.2.c',
            data: { subject: once ? seen.map((x) => x.object) : [d.object] },
          });
      }
    }
    groups.push(group);
  }
  return { placement: 'ordered', groups };
}
