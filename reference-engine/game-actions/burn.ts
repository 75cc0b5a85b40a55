// Burn (rule 440): cards go from the top of the main deck straight to the trash; a deck that runs
// short burns out and the rest is burned after (440.4, 431.1.b).
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { playerState, type GameState } from '../state.ts';
import { burnOut } from './burn-out.ts';
import { relocate } from './zones.ts';

export function burn(s: GameState, player: PlayerId, count: number, rule = '440.1'): void {
  for (let i = 0; i < count; i++) {
    if (s.winner) return;
    if (playerState(s, player).mainDeck.length === 0) {
      burnOut(s, player);
      if (s.winner) return;
      // still empty (an empty trash too): the retry burns out again (431.3)
      if (playerState(s, player).mainDeck.length === 0) {
        i--;
        continue;
      }
    }
    const top = playerState(s, player).mainDeck[0];
    relocate(s, top, { zone: 'trash', player });
    emit(s, { kind: 'moved', player, object: top, from: 'main-deck', to: 'trash', detail: 'burned', rule });
  }
}
