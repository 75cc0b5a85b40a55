// "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1" (The
// Dreaming Tree, a battlefield's own: 170.9): a spell finalized with a target (383.4.b.2) that is a unit
// at this battlefield, friendly to the ability's controller: the player who chose, as the text has "they"
// act (190.6.c). Read as the first such choice of the turn, by any player (383.1.b: once however many
// units it chose); the turn's record is kept as "battlefield#ability". So too "The first time a player plays a
// non-token unit here each turn, they may move another unit they control here to its base" (Star Spring), whose
// "another" is other than the unit played (referents.ts).
import type { Filter, Trigger } from '../card-text/ast.ts';
import { anyInstruction } from '../card-text/instruction-tree.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { areAllies, hasType, isUnit, objectOf, type ChainItem, type GameState } from '../state.ts';
import { battlefieldAbilityController } from './battlefield.ts';
import type { Batch, Found } from './types.ts';

function friendlyOrHere(f: Filter): 'friendly' | 'here' | null {
  if (f.kind === 'controller' && f.who === 'friendly') return 'friendly';
  return f.kind === 'location' && f.at.kind === 'here' ? 'here' : null;
}

export function watchesFirstChoiceHere(t: Trigger): boolean {
  if (t.kind !== 'first-time' || (t.ordinal ?? 1) !== 1 || t.period !== 'each turn') return false;
  const e = t.event;
  const o = e.object;
  if (e.verb !== 'choose' || e.subject.kind !== 'player' || e.subject.who !== 'a-player' || e.with !== 'a spell' || e.where || e.to || e.period) return false;
  if (o?.kind !== 'select' || o.determiner !== 'a' || o.nouns.join() !== 'unit' || o.count || o.filters.length !== 2) return false;
  const kinds = o.filters.map(friendlyOrHere);
  return kinds.includes('friendly') && kinds.includes('here');
}

/** The battlefields' abilities that see this finalized spell choose such a unit there, the first time this turn. */
export function choiceHereTriggers(s: GameState, item: ChainItem): Batch {
  const found: Found[] = [];
  if (item.kind !== 'card' || !hasType(objectOf(s, item.source).card, 'spell')) return { placement: 'each', found };
  const targeted = [...new Set(item.targets.flat())].map((id) => s.objects[id]).filter((o) => o !== undefined);
  for (const b of s.battlefields) {
    for (const { index, ability } of abilitiesOfKind(b.card, 'triggered')) {
      if (!watchesFirstChoiceHere(ability.trigger)) continue;
      const theirs = anyInstruction(ability.effect, (i) => i.actor?.kind === 'player' && i.actor.who === 'they');
      const controller = theirs ? item.controller : battlefieldAbilityController(s, b.id);
      const chosen = targeted.some(
        (u) => u.zone === 'battlefield' && u.battlefield === b.id && isUnit(u) && areAllies(s, u.controller, controller), // a unit token too (185.2.d)
      );
      const key = `${b.id}#${index}`;
      if (!chosen || (s.firstEventsThisTurn ?? []).includes(key)) continue;
      (s.firstEventsThisTurn ??= []).push(key);
      found.push({ source: b.id, controller, ability: index, detail: `ability ${index + 1}`, rule: theirs ? '190.6.c' : '383.1.b' });
    }
  }
  return { placement: 'each', found };
}

/** "The first time a player plays a non-token unit here each turn" (Star Spring): a battlefield's, read as the first such play of the turn by any player. */
export function watchesFirstUnitPlayedHere(t: Trigger): boolean {
  if (t.kind !== 'first-time' || (t.ordinal ?? 1) !== 1 || t.period !== 'each turn' || t.printedAfter) return false;
  const e = t.event;
  const o = e.object;
  if (e.verb !== 'play' || e.subject.kind !== 'player' || e.subject.who !== 'a-player' || e.where || e.to || e.period || e.with) return false;
  if (o?.kind !== 'select' || o.determiner !== 'a' || o.nouns.join() !== 'unit' || o.count || o.filters.length !== 2) return false;
  const nonToken = o.filters.some((f) => f.kind === 'state' && f.state === 'non-token');
  return nonToken && o.filters.some((f) => friendlyOrHere(f) === 'here');
}

/** A unit card's play completed as it entered a battlefield: its watchers there, the first time this turn; "it" is that unit, and "they", who played it (190.6.c). */
export function firstUnitPlayedHereTriggers(s: GameState, item: ChainItem): Batch {
  const found: Found[] = [];
  const o = s.objects[item.source];
  // a unit of any printed type (a gear that is also a unit, 178.1.a.1); a token is none of the non-token units watched
  if (!o || item.kind !== 'card' || !hasType(o.card, 'unit') || o.zone !== 'battlefield' || o.battlefield === undefined) return { placement: 'each', found };
  const b = s.battlefields.find((x) => x.id === o.battlefield)!;
  for (const { index, ability } of abilitiesOfKind(b.card, 'triggered')) {
    const key = `${b.id}#${index}`;
    if (!watchesFirstUnitPlayedHere(ability.trigger) || (s.firstEventsThisTurn ?? []).includes(key)) continue;
    (s.firstEventsThisTurn ??= []).push(key);
    const theirs = anyInstruction(ability.effect, (i) => i.actor?.kind === 'player' && i.actor.who === 'they');
    const controller = theirs ? item.controller : battlefieldAbilityController(s, b.id);
    found.push({ source: b.id, controller, ability: index, detail: `ability ${index + 1}`, rule: theirs ? '190.6.c' : '383.1.b', data: { subject: [o.id] } });
  }
  return { placement: 'each', found };
}
