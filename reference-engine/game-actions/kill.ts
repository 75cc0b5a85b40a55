// Kill (rule 428): a permanent goes from the board straight to its owner's trash.
// A dying unit's own "when I die" abilities ([Deathknell]) trigger whatever killed it: lethal damage
// in a cleanup, an effect, or a cost paid while playing a card.
import { emit } from '../events.ts';
import { checkTriggers } from '../triggers/check.ts';
import { isUnit, objectOf, type GameState, type ObjectId } from '../state.ts';
import { isOnBoard } from '../board.ts';
import { locationName, relocate } from './zones.ts';

/** `triggered`: the caller already put the unit's death triggers on the Chain (a cleanup does it for all the dying at once, rule 323.4). */
export function kill(s: GameState, id: ObjectId, opts: { rule?: string; by?: ObjectId; triggered?: boolean } = {}): boolean {
  const o = objectOf(s, id);
  if (!isOnBoard(o.zone)) return false;
  const unit = isUnit(o);
  if (!opts.triggered && !o.facedown && unit) checkTriggers(s, { kind: 'units-dying', units: [id] });
  if (!opts.triggered && !o.facedown) checkTriggers(s, { kind: 'dying', object: id });
  const from = locationName(s, id);
  const controller = o.controller;
  relocate(s, id, { zone: 'trash', player: o.owner });
  if (unit) (s.deathsThisTurn ??= []).push({ object: id, controller });
  emit(s, { kind: 'killed', object: id, player: controller, from, to: 'trash', rule: opts.rule, detail: opts.by });
  emit(s, { kind: 'died', object: id, player: controller, from, to: 'trash', rule: opts.rule });
  return true;
}
