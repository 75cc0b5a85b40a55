// Abilities that trigger on units dying, as the objects still on the board see it once the deaths are
// over (383.2.c): "The first time a friendly unit dies each turn". A unit that died in the same event
// is in the trash by then and sees nothing, its own death included (383.2.c.2).
import type { Trigger } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { nextPlayer, type GameState, type ObjectId } from '../state.ts';
import type { PlayerId } from '../interface.ts';
import type { Batch, Found } from './types.ts';

/** A unit that died, with the controller it had on the board. */
export interface Death {
  object: ObjectId;
  controller: PlayerId;
}

/** "The first time a friendly unit dies each turn" ("another friendly unit" too); nothing else is read as it. */
export function watchesFirstFriendlyDeath(t: Trigger): boolean {
  if (t.kind !== 'first-time' || (t.ordinal ?? 1) !== 1 || t.period !== 'each turn') return false;
  const e = t.event;
  const who = e.subject;
  if (e.verb !== 'die' || e.object || e.where || e.to || e.period) return false;
  if (who.kind !== 'select' || who.nouns.length !== 1 || who.nouns[0] !== 'unit') return false;
  const friendly = who.filters.filter((f) => f.kind === 'controller' && f.who === 'friendly').length === 1;
  return friendly && who.filters.every((f) => f.kind === 'other' || f.kind === 'controller');
}

/** Counts the deaths per controller for "the first time ... each turn"; call before `deathSeenTriggers`. */
export function countDeaths(s: GameState, deaths: readonly Death[]): void {
  const counts = (s.unitsDiedThisTurn ??= {});
  for (const d of deaths) counts[d.controller] = (counts[d.controller] ?? 0) + 1;
}

/**
 * Per player in turn order, their abilities watching for the first friendly death of the turn, when
 * these deaths include their first ones this turn (383.1.b: one trigger however many died at once).
 */
export function deathSeenTriggers(s: GameState, deaths: readonly Death[]): Batch {
  const groups: Found[][] = [];
  let player = s.turnPlayer;
  for (let i = 0; i < s.players.length; i++, player = nextPlayer(s, player)) {
    const now = deaths.filter((d) => d.controller === player).length;
    const group: Found[] = [];
    if (now > 0 && (s.unitsDiedThisTurn?.[player] ?? 0) === now) {
      for (const o of Object.values(s.objects)) {
        if (o.controller !== player || !abilitiesActive(o)) continue;
        for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
          if (watchesFirstFriendlyDeath(ability.trigger))
            group.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}`, rule: '383.1.b' });
        }
      }
    }
    groups.push(group);
  }
  return { placement: 'ordered', groups };
}
