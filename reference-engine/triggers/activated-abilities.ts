// Triggers that name activated abilities by what they are (377.2): "When you use an activated ability of
// a gear" (its source is a gear), "When you play a unit, gear, or activated ability with Energy cost
// :rb_energy_7: or more" (a permanent card's printed Energy cost, 356.1.c, or the ability's base Energy
// cost, 206.1). Using or playing an activated ability is fulfilled as it resolves (377.2.a); playing a
// permanent, as it enters the board (355.5.b).
import type { EventPattern, Filter, ObjectNoun, Trigger } from '../card-text/ast.ts';
import { abilitiesActive, isAtLocation } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { compare } from '../playing-cards/selection.ts';
import { everyObject, isGear, type ChainItem, type GameObject, type GameState } from '../state.ts';
import { usedAbilityEnergy } from './ability-used.ts';
import type { Batch, Found } from './types.ts';

type EnergyBound = Extract<Filter, { kind: 'energy-cost' }>;

/** What such a trigger watches: the kinds of thing played or used, and the Energy cost bound on them, if any. */
interface Watched {
  nouns: readonly ObjectNoun[];
  /** "of a gear": the ability's source must be a gear. */
  ofAGear: boolean;
  bound?: EnergyBound;
}

const PERMANENTS: readonly ObjectNoun[] = ['unit', 'gear'];

/** The one event of "When you use/play an activated ability ...", as `Watched`; null for any other trigger. */
function watched(t: Trigger): Watched | null {
  if (t.kind !== 'when' || t.while || t.period || t.oncePerTurn || t.events.length !== 1) return null;
  const [e] = t.events as [EventPattern];
  const o = e.object;
  if ((e.verb !== 'use' && e.verb !== 'play') || e.subject.kind !== 'player' || e.subject.who !== 'you' || e.where || e.to || e.period) return null;
  if (o?.kind !== 'select' || o.determiner !== 'a' || o.count) return null;
  // "an activated ability" ("ability" with "activated" before it), or "a unit, gear, or activated ability"
  const ability = e.verb === 'use' ? o.nouns.join() === 'ability' : o.nouns.includes('activated-ability');
  if (!ability || !o.nouns.every((n) => n === 'ability' || n === 'activated-ability' || PERMANENTS.includes(n))) return null;
  if (!o.filters.some((f) => f.kind === 'activated-only')) return null;
  let ofAGear = false;
  let bound: EnergyBound | undefined;
  for (const f of o.filters) {
    if (f.kind === 'activated-only') continue;
    const gear = f.kind === 'ability-of' && f.source.kind === 'select' && f.source.nouns.join() === 'gear' && f.source.filters.length === 0;
    if (gear) ofAGear = true;
    else if (f.kind === 'energy-cost' && !f.power && f.value.every((sym) => sym.kind === 'energy')) bound = f;
    else return null;
  }
  return { nouns: o.nouns, ofAGear, ...(bound ? { bound } : {}) };
}

/** The trigger's event object: what support.ts leaves to this file to read (its "activated" and "of a gear"). */
export function activatedAbilityWatched(t: Trigger): object | null {
  return t.kind === 'when' && watched(t) ? (t.events[0]!.object ?? null) : null;
}

export function watchesActivatedAbilities(t: Trigger): boolean {
  return watched(t) !== null;
}

/** ... and a permanent's play too ("a unit, gear, or activated ability"). */
export function watchesCostlyPermanentPlays(t: Trigger): boolean {
  return watched(t)?.nouns.some((n) => PERMANENTS.includes(n)) === true;
}

function meetsBound(energy: number, bound: EnergyBound | undefined): boolean {
  if (!bound) return true;
  return compare(
    energy,
    bound.op,
    bound.value.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0),
  );
}

/** The watchers of the player: their permanents, and their legend (whose abilities work from the Legend Zone, 174.7). */
function watchersOf(s: GameState, player: string): GameObject[] {
  return everyObject(s).filter((o) => o.controller === player && (o.zone === 'legend' || (isAtLocation(o) && abilitiesActive(o))));
}

function triggered(s: GameState, player: string, sees: (w: Watched) => boolean): Batch {
  const found: Found[] = [];
  for (const o of watchersOf(s, player))
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      const w = watched(ability.trigger);
      if (w && sees(w)) found.push({ source: o.id, controller: o.controller, ability: index, detail: `ability ${index + 1}`, rule: '377.2.a' });
    }
  return { placement: 'each', found };
}

/** 377.2.a: an activated ability resolved; its controller's watchers that name it trigger. */
export function activatedAbilityTriggers(s: GameState, item: ChainItem): Batch {
  const source = s.objects[item.source];
  const fromGear = source !== undefined && isGear(source);
  return triggered(s, item.controller, (w) => (!w.ofAGear || fromGear) && meetsBound(usedAbilityEnergy(s, item), w.bound));
}

/** A unit or gear card's play completed as it entered the board: the watchers of "a unit, gear, or activated ability with Energy cost ...". */
export function costlyPermanentTriggers(s: GameState, item: ChainItem): Batch {
  const card = s.objects[item.source]?.card;
  if (!card) return { placement: 'each', found: [] };
  const kinds = PERMANENTS.filter((n) => card.type === n || (card.alsoTypes ?? []).includes(n as 'unit'));
  return triggered(s, item.controller, (w) => kinds.some((k) => w.nouns.includes(k)) && meetsBound(card.cost?.energy ?? 0, w.bound));
}
