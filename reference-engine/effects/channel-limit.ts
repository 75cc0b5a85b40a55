// "While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase"
// (Sandstone Chimera): while such a passive of a permanent on the board holds, the Channel Phase
// channels one rune (315.3.b), the extra rune of the first turn of the player going last included.
import { everyObject } from '../state.ts';
import type { Ability } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import type { GameState } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';
import { passiveConditionHolds, readsPassiveCondition } from './passive-conditions.ts';

const ONE_RUNE = 'channel 1 rune at the start of their Channel Phase';

/** "players only channel 1 rune ...": every player, under a condition read from the board or none. */
export function readsChannelLimit(a: Extract<Ability, { kind: 'passive' }>): boolean {
  const e = a.effect;
  if (e.kind !== 'only' || e.action !== ONE_RUNE || e.can || a.gate || a.also || !readsPassiveCondition(a.condition)) return false;
  const ref = e.subject;
  return ref.kind === 'select' && ref.determiner === 'bare' && ref.plural && ref.nouns.join() === 'player' && ref.filters.length === 0;
}

/** How many runes the Channel Phase channels in all now: 1 while such a passive holds, else null (the usual count). */
export function channelLimit(s: GameState): number | null {
  for (const o of everyObject(s)) {
    if (!abilitiesActive(o)) continue;
    for (const { ability } of abilitiesOfKind(o.card, 'passive')) if (readsChannelLimit(ability) && passiveConditionHolds(s, ability.condition, o)) return 1;
  }
  return null;
}
