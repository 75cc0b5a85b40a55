// Step 5 of playing a card (rule 358): the chosen targets are still legal, the costs were paid,
// and the card was legally timed. A failed check undoes the play (358.5): the engine refuses the
// action that would complete it, so the game stays as it was before that action.
import type { Refusal } from '../interface.ts';
import { objectOf, type ChainItem, type GameState } from '../state.ts';
import { selectionContextOf, slotsOf } from './item-text.ts';
import type { PlayData } from './play-record.ts';
import { qualifies } from './selection.ts';

export function legalityRefusal(s: GameState, item: ChainItem, data: PlayData, targets: string[][]): Refusal | null {
  const slots = slotsOf(s, item);
  const ctx = selectionContextOf(item);
  for (let k = 0; k < slots.length; k++) {
    for (const id of targets[k] ?? []) {
      const o = s.objects[id];
      if (!o || !qualifies(s, o, slots[k].ref, { ...ctx, it: targets[k - 1] })) {
        return { code: 'illegal-target', reason: `${id} is no longer a legal target of ${objectOf(s, item.source).card.name}`, rule: '358.1' };
      }
    }
  }
  return data.timing;
}
