// [Ambush] as a verb (822.1.d): "I can [Ambush] to battlefields where there are enemy units" plays
// the unit with Ambush's permissions (822.1.b: as a Reaction, to such a battlefield), widened to the
// battlefields the text names. Read here for the process of play and its legality check alike.
import type { PassiveEffect } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { combatClosedTo } from '../modes.ts';
import { opponentsOf, unitsAt, type CardDefinition, type GameState } from '../state.ts';

/** The one widening the engine reads: to battlefields where an opponent has units ("even if you don't have units there" changes nothing). */
export function ambushToEnemyBattlefields(e: PassiveEffect): boolean {
  if (e.kind !== 'keyword-permission' || e.keyword.name !== 'Ambush' || e.subject.kind !== 'self') return false;
  if (e.to.kind !== 'battlefield' || e.to.ref.kind !== 'select' || !e.to.ref.nouns.includes('battlefield')) return false;
  const [where, ...rest] = e.to.ref.filters;
  if (rest.length || where?.kind !== 'where' || where.predicate.kind !== 'exists') return false;
  const what = where.predicate.what;
  return (
    what.kind === 'select' &&
    what.nouns.join() === 'unit' &&
    what.filters.length === 1 &&
    what.filters[0]!.kind === 'controller' &&
    what.filters[0]!.who === 'enemy'
  );
}

/** The battlefields where the card's own text lets it [Ambush] beyond the keyword's permission (822.1.d). */
export function widenedAmbushBattlefields(s: GameState, card: CardDefinition, player: string): string[] {
  if (!abilitiesOfKind(card, 'passive').some(({ ability }) => ambushToEnemyBattlefields(ability.effect))) return [];
  const enemies = opponentsOf(s, player);
  return s.battlefields
    .filter((b) => unitsAt(s, b.id).some((u) => enemies.includes(u.controller)))
    .filter((b) => !combatClosedTo(s, player, b.id)) // 462.2: not into a combat of two others
    .map((b) => b.id);
}
