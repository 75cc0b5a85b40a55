// Burn (rule 440): cards go from the top of the main deck straight to the trash; a deck that runs
// short burns out and the rest is burned after (440.4, 431.1.b), burning out again while it stays
// empty (431.3) until someone wins.
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { playerState, type GameState } from '../state.ts';
import { checkTriggers } from '../triggers/check.ts';
import { burnOut } from './burn-out.ts';
import { relocate } from './zones.ts';

export function burn(s: GameState, player: PlayerId, count: number, rule = '440.1'): void {
  let left = count;
  while (left > 0 && !s.winner) {
    const deck = playerState(s, player).mainDeck;
    if (deck.length === 0) {
      burnOut(s, player);
      continue;
    }
    const top = deck[0];
    relocate(s, top, { zone: 'trash', player });
    emit(s, { kind: 'moved', player, object: top, from: 'main-deck', to: 'trash', detail: 'burned', rule });
    // "When you burn a card" sees the card once it is burned, in the trash (440.1.a); the burning player did it (411.1)
    checkTriggers(s, { kind: 'acted-on', verb: 'burn', player, object: top });
    left--;
  }
}
