// Move (rules 420, 445–453) and Recall (rules 454–458).
import { emit } from '../events.ts';
import { battlefieldState, objectOf, type GameState, type ObjectId } from '../state.ts';
import { fireSelfTriggers } from '../self-triggers.ts';
import { locationName, relocate } from './zones.ts';

/** Moves a permanent between base and battlefields; applies Contested to an uncontested destination the mover does not control (rule 450). */
export function move(s: GameState, id: ObjectId, to: ObjectId | 'base', rule?: string): void {
  const o = objectOf(s, id);
  const from = locationName(s, id);
  if (to === 'base') relocate(s, id, { zone: 'base', player: o.controller });
  else {
    relocate(s, id, { zone: 'battlefield', battlefield: to });
    const b = battlefieldState(s, to);
    if (b.contestedBy === null && b.controller !== o.controller) b.contestedBy = o.controller;
  }
  emit(s, { kind: 'moved', object: id, player: o.controller, from, to, rule });
  fireSelfTriggers(s, id, 'move', { from }); // "When I move ..."
}

/** Relocates a permanent to its controller's base without it being a Move (rule 455). */
export function recall(s: GameState, id: ObjectId, rule?: string): void {
  const o = objectOf(s, id);
  const from = locationName(s, id);
  relocate(s, id, { zone: o.card.type === 'rune' ? 'runes' : 'base', player: o.controller });
  emit(s, { kind: 'moved', object: id, player: o.controller, from, to: 'base', detail: 'recall', rule });
}
