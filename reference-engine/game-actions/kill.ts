// Kill (rule 428): a permanent goes from the board straight to its owner's trash.
import { emit } from '../events.ts';
import { objectOf, type GameState, type ObjectId } from '../state.ts';
import { isOnBoard, locationName, relocate } from './zones.ts';

export function kill(s: GameState, id: ObjectId, opts: { rule?: string; by?: ObjectId } = {}): boolean {
  const o = objectOf(s, id);
  if (!isOnBoard(o.zone)) return false;
  const from = locationName(s, id);
  const controller = o.controller;
  relocate(s, id, { zone: 'trash', player: o.owner });
  emit(s, { kind: 'killed', object: id, player: controller, from, to: 'trash', rule: opts.rule, detail: opts.by });
  emit(s, { kind: 'died', object: id, player: controller, from, to: 'trash', rule: opts.rule });
  return true;
}
