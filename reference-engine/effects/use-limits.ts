// "Use only once per turn", "... and only once each turn": an activated ability that limits its own use
// (377.2.b) may be activated only if it has not been activated yet this turn. Each activation is noted as
// the ability goes on the Chain, beside the turn's performed abilities (counted afresh each turn, turn.ts).
// "Use only if you've chosen an enemy unit this turn": the player's spells and abilities targeted one
// this turn (to choose is to target, 355.7), read from the turn's log of targets (finishing.ts).
import type { Instruction, Predicate } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, isUnit, type GameState, type ObjectId } from '../state.ts';
import { sinceTurnBegan } from './turn-history.ts';

function limited(effect: readonly Instruction[]): boolean {
  return effect.some((i) => i.kind === 'use-only' && i.limit !== undefined);
}

function usedKey(source: ObjectId, ability: number): string {
  return `${source}#${ability}#activated`;
}

/** Whether the ability limits itself to one use a turn and was already used this turn. */
export function usedUpThisTurn(s: GameState, source: ObjectId, ability: number, effect: readonly Instruction[]): boolean {
  return limited(effect) && (s.performedThisTurn ?? []).includes(usedKey(source, ability));
}

/** Notes an activation of an ability that limits its own use. */
export function noteUse(s: GameState, source: ObjectId, ability: number, effect: readonly Instruction[]): void {
  if (limited(effect)) (s.performedThisTurn ??= []).push(usedKey(source, ability));
}

/** "if you've chosen an enemy unit this turn". */
export function readsChoseEnemyUnit(p: Predicate): boolean {
  if (p.kind !== 'event-happened' || p.period !== 'this turn' || p.times || p.event.with || p.event.where || p.form !== "'ve") return false;
  const { subject, verb, object } = p.event;
  if (subject.kind !== 'player' || subject.who !== 'you' || verb !== 'choose' || object?.kind !== 'select') return false;
  const [f, ...more] = object.filters;
  return object.determiner === 'a' && !object.count && object.nouns.join() === 'unit' && f?.kind === 'controller' && f.who === 'enemy' && !more.length;
}

/** Whether a spell or ability of the player targeted a unit of an opponent this turn. */
export function choseEnemyUnitThisTurn(s: GameState, controller: PlayerId): boolean {
  return sinceTurnBegan(s).some(
    (e) =>
      e.kind === 'targeted' &&
      e.player === controller &&
      (e.objects ?? []).some((id) => {
        const o = s.objects[id];
        return o !== undefined && isUnit(o) && !areAllies(s, o.controller, controller);
      }),
  );
}
