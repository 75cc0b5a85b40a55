// Taking control of a permanent (rule 431 in v1.4 numbering of game actions): the object stays where
// it is; its new controller's status decides its combat role at the next cleanup (323.2).
import { objectOf, type GameState, type ObjectId } from '../state.ts';
import type { PlayerId } from '../interface.ts';

/** Whether control changed (a player cannot take control of what they already control). */
export function takeControl(s: GameState, id: ObjectId, player: PlayerId): boolean {
  const o = objectOf(s, id);
  if (o.controller === player) return false;
  o.controller = player;
  // A spell on the Chain: its chain item is now that player's, who it is an enemy of included (758.2)
  for (const item of s.chain) if (item.kind === 'card' && item.source === id) item.controller = player;
  return true;
}
