// Step 6 of playing a card (rule 359): the item is no longer pending. Units and gear resolve at
// once (their entering the board is in effects/resolve.ts); a spell stays on the Chain, finalized.
// Abilities that trigger on a card being played wait for its resolution (419.4.a, effects/resolve.ts).
import { emit } from '../events.ts';
import { checkTriggers } from '../triggers/check.ts';
import { objectOf, type ChainItem, type GameState } from '../state.ts';
import type { PlayData } from './play-record.ts';
import { keepNamesAsPlayed } from './named-as-played.ts';

export function finishPlay(s: GameState, item: ChainItem, data: PlayData, targets: string[][]): void {
  item.status = 'finalized';
  item.targets = targets;
  keepNamesAsPlayed(s, item, data); // "As you play this, name a tag": the name kept on the card
  data.targetMark = s.events.length;
  targets.forEach((list, k) => {
    if (list.length) emit(s, { kind: 'targeted', player: item.controller, object: item.source, objects: list, detail: `target ${k + 1}`, rule: '355.7' });
  });
  // 383.4.b.2: "When you choose me" goes on the Chain once what targeted it is finalized.
  if (targets.some((list) => list.length > 0)) checkTriggers(s, { kind: 'targeted', item });
  const card = objectOf(s, item.source).card;
  if (item.kind === 'card') {
    item.resolvesImmediately = card.type === 'unit' || card.type === 'gear' || card.type === 'token';
    emit(s, { kind: 'played', player: item.controller, object: item.source, rule: '350.1' });
  } else if (item.kind === 'activated') {
    emit(s, { kind: 'activated', player: item.controller, object: item.source, rule: '350.1' });
  }
}
