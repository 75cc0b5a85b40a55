// Step 6 of playing a card (rule 359): the item is no longer pending. Units and gear resolve at
// once (their entering the board is in effects/resolve.ts); a spell stays on the Chain, finalized.
import { emit } from '../events.ts';
import { addChainItem } from '../chain.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { objectOf, type ChainItem, type GameState } from '../state.ts';
import { isOnBoard } from './selection.ts';
import type { PlayData } from './play-data.ts';

export function finishPlay(s: GameState, item: ChainItem, data: PlayData, targets: string[][]): void {
  item.status = 'finalized';
  item.targets = targets;
  data.targetMark = s.events.length;
  targets.forEach((list, k) => {
    if (list.length) emit(s, { kind: 'targeted', player: item.controller, object: item.source, objects: list, detail: `target ${k + 1}`, rule: '355.7' });
  });
  const card = objectOf(s, item.source).card;
  if (item.kind === 'card') {
    item.resolvesImmediately = card.type === 'unit' || card.type === 'gear' || card.type === 'token';
    emit(s, { kind: 'played', player: item.controller, object: item.source, rule: '350.1' });
    if (card.type === 'spell') triggerOnSpellPlayed(s, item);
  } else if (item.kind === 'activated') {
    emit(s, { kind: 'activated', player: item.controller, object: item.source, rule: '350.1' });
  }
}

/**
 * "When you play a spell" abilities of the player's permanents trigger as the spell is played;
 * their items are pending, so they are finalized before anyone gets priority (359.3.b).
 */
function triggerOnSpellPlayed(s: GameState, spell: ChainItem): void {
  for (const o of Object.values(s.objects)) {
    if (!isOnBoard(o) || o.controller !== spell.controller) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      const t = ability.trigger;
      const fires = t.kind === 'when' && t.events.some((e) => e.verb === 'play' && e.subject.kind === 'player' && e.subject.who === 'you' && e.object?.kind === 'select' && e.object.nouns.includes('spell'));
      if (!fires) continue;
      emit(s, { kind: 'triggered', object: o.id, player: o.controller, detail: `ability ${index + 1}` });
      addChainItem(s, { kind: 'triggered', source: o.id, controller: o.controller, targets: [], ability: index });
    }
  }
}
