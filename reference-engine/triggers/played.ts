// Abilities that trigger on a play being completed: "When you play a spell" of the player's
// permanents once the spell resolves (419.4.a; a countered spell never does, 419.4.a.1), and a
// permanent's own "When you play me" as it enters the board (chosen as they go on the Chain: 355.5.b).
import { isAtLocation } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { playDataOf } from '../playing-cards/play-record.ts';
import { objectOf, type ChainItem, type GameState } from '../state.ts';
import type { Batch, Found } from './types.ts';

export function spellPlayedTriggers(s: GameState, spell: ChainItem): Batch {
  const found: Found[] = [];
  for (const o of Object.values(s.objects)) {
    if (!isAtLocation(o) || o.facedown || o.controller !== spell.controller) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      const t = ability.trigger;
      const fires = t.kind === 'when' && t.events.some((e) => e.verb === 'play' && e.subject.kind === 'player' && e.subject.who === 'you' && e.object?.kind === 'select' && e.object.nouns.includes('spell'));
      if (!fires) continue;
      found.push({ source: o.id, controller: o.controller, ability: index, detail: `ability ${index + 1}`, rule: '419.4.a' });
    }
  }
  return { placement: 'each', found };
}

export function permanentPlayedTriggers(s: GameState, item: ChainItem): Batch {
  const o = objectOf(s, item.source);
  const found: Found[] = [];
  for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
    const t = ability.trigger;
    if (t.kind === 'when' && t.events.some((e) => e.verb === 'play' && e.object?.kind === 'self')) {
      found.push({ source: o.id, controller: item.controller, ability: index, detail: `ability ${index + 1}`, data: { play: { ...playDataOf(item), answers: {} } } });
    }
  }
  return { placement: 'each', found };
}
