// "When you kill a unit with a spell" (the Origins FAQ; rules 428.5.b–c): right after a spell its
// player controls resolves, if that spell's kill instruction put a unit into the trash, or a unit it
// dealt damage to (damage no other object is said to deal) died in the cleanup that follows. Units a
// spell made a unit deal damage to (Challenge, Last Breath), deaths replaced (Zhonya's Hourglass),
// and deaths at any later time do not count. Watched from the trash too, where its text says so.
import type { Trigger } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId } from '../interface.ts';
import type { GameState, ObjectId } from '../state.ts';
import { contextOf, watchers } from './conquer.ts';
import type { Batch, Found } from './types.ts';

export function watchesSpellKills(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesSpellKills);
  return (
    t.kind === 'when' &&
    !t.oncePerTurn &&
    !t.while &&
    !t.period &&
    t.events.some(
      (e) =>
        e.verb === 'kill' &&
        e.with === 'a spell' &&
        e.subject.kind === 'player' &&
        e.subject.who === 'you' &&
        e.object?.kind === 'select' &&
        e.object.determiner === 'a' && // one unit: "two units" would ask how many the spell killed
        (e.object.nouns as string[]).join() === 'unit' &&
        e.object.filters.length === 0 &&
        !e.where,
    )
  );
}

/** Notes, while a spell resolves, a unit its kill instruction or its own damage touched. */
export function noteSpellKill(s: GameState, kind: 'killed' | 'damaged', id: ObjectId): void {
  const seen = s.spellKills;
  if (seen && !seen[kind].includes(id)) seen[kind].push(id);
}

/**
 * At the cleanup right after the spell resolved: whether it killed a unit (the `died` units of this cleanup
 * among those it damaged, or those its kill instruction killed: noted only when they did die, 359.3.e.12);
 * forgets the spell. A unit token killed counts as any unit: it died, then ceased to exist in the trash (186.1).
 */
export function spellKiller(s: GameState, died: readonly ObjectId[]): PlayerId | null {
  const seen = s.spellKills;
  if (!seen) return null;
  s.spellKills = undefined;
  const killed = seen.killed.length > 0 || seen.damaged.some((id) => died.includes(id));
  return killed ? seen.player : null;
}

/** The player's abilities watching them kill a unit with a spell, from where each works. */
export function spellKillTriggers(s: GameState, player: PlayerId): Batch {
  const group: Found[] = [];
  for (const { o, zone } of watchers(s, player)) {
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      if (!watchesSpellKills(ability.trigger) || contextOf(ability) !== zone) continue;
      group.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}`, rule: zone === 'trash' ? '383.2.c.1' : undefined });
    }
  }
  return { placement: 'ordered', groups: [group] };
}
