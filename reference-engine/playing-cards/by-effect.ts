// A card played by an effect ("play it, ignoring its cost"): only step 1 of the process of play
// happens as the effect runs; the Chain's Finalize step does the rest (process-of-play.ts), once the
// effect has finished (354.3).
import { addChainItem } from '../chain-items.ts';
import { relocate } from '../game-actions/zones.ts';
import { objectOf, type GameState } from '../state.ts';
import { takeNextSpellRepeat } from './play-data.ts';
import { takeNextSpellChanges } from '../effects/next-spell.ts';
import { playDataOf } from './play-record.ts';
import type { PlayData } from './play-record.ts';
import type { BaseModification } from './total-cost.ts';

/** An effect plays a card (e.g. "play it, ignoring its cost"): step 1 now, the rest once the effect has finished (354.3). */
export function startPlayByEffect(
  s: GameState,
  id: string,
  controller: string,
  baseModifications: BaseModification[],
  given: Pick<PlayData, 'effectDiscount' | 'placeTo' | 'placeAt'> = {},
): void {
  const o = objectOf(s, id);
  const origin = { zone: o.zone, player: o.owner };
  relocate(s, id, { zone: 'chain' });
  const item = addChainItem(s, { kind: 'card', source: id, controller, targets: [] });
  const data = playDataOf(item);
  data.baseModifications = baseModifications;
  Object.assign(data, given);
  data.origin = origin;
  data.byEffect = true;
  takeNextSpellRepeat(s, item);
  takeNextSpellChanges(s, item);
}
