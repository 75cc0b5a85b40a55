// Kill (rule 428): a permanent goes from the board straight to its owner's trash.
// A dying unit's own "when I die" abilities ([Deathknell]) trigger whatever killed it: lethal damage
// in a cleanup, an effect, or a cost paid while playing a card.
import { emit } from '../events.ts';
import { checkTriggers } from '../triggers/check.ts';
import { countDeaths, deathOf, type Death } from '../triggers/died.ts';
import { isChampionLegend, isUnit, objectOf, type GameState, type ObjectId } from '../state.ts';
import { isOnBoard } from '../board.ts';
import { locationName, relocate } from './zones.ts';

/**
 * `triggered`: the caller already put the unit's death triggers on the Chain and tells the others of
 * the death itself (a cleanup does both for all the dying at once, rules 323.4, 383.2.c).
 * `together`: the caller tells the others of the deaths of one kill instruction, all at once (370.1.a.2).
 */
export function kill(s: GameState, id: ObjectId, opts: { rule?: string; by?: ObjectId; triggered?: boolean; together?: boolean } = {}): boolean {
  const o = objectOf(s, id);
  if (!isOnBoard(o.zone)) return false;
  if (o.zone === 'legend') return removeLegend(s, id, opts.rule);
  if (!opts.triggered && !o.facedown) checkTriggers(s, { kind: 'dying', object: id });
  const from = locationName(s, id);
  const controller = o.controller;
  const death = deathOf(o);
  const wasUnit = isUnit(o) && !o.facedown;
  relocate(s, id, { zone: 'trash', player: o.owner });
  emit(s, { kind: 'killed', object: id, player: controller, from, to: 'trash', rule: opts.rule, detail: opts.by });
  emit(s, { kind: 'died', object: id, player: controller, from, to: 'trash', rule: opts.rule });
  if (wasUnit && !opts.triggered && !opts.together) unitsDied(s, [death]);
  return true;
}

/**
 * A legend in a Legend Zone: the Champion Legend cannot be removed (107.4.d); a legend an effect added
 * may be, and goes nowhere but to banishment (107.4.d.2; a token ceases to exist there, 186.1).
 */
function removeLegend(s: GameState, id: ObjectId, rule?: string): boolean {
  const o = objectOf(s, id);
  if (isChampionLegend(s, id)) return false;
  const controller = o.controller;
  relocate(s, id, { zone: 'banishment', player: o.owner });
  emit(s, { kind: 'killed', object: id, player: controller, from: 'legend', to: 'banishment', rule: rule ?? '107.4.d.2' });
  return true;
}

/** Once units that died together are in the trash: counted, then seen by what is left on the board (383.2.c). */
export function unitsDied(s: GameState, deaths: readonly Death[]): void {
  if (deaths.length === 0) return;
  countDeaths(s, deaths);
  checkTriggers(s, { kind: 'died', deaths });
}
