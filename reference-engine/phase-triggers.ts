// Abilities the turn structure and cleanups trigger: at a moment of the turn ("At the start of your
// Beginning Phase", "At the end of turn"), and a unit's own death ([Deathknell]). This module finds
// the abilities and puts them on the Chain, the turn player's first, then in turn order (rule 303.2.a).
import type { Instruction, Trigger } from './card-text/ast.ts';
import { addChainItem } from './chain-items.ts';
import { abilitiesOfKind } from './effects/compiled.ts';
import { emit } from './events.ts';
import { isOnBoard } from './board.ts';
import { placeTriggers, type WaitingTrigger } from './trigger-order.ts';
import { nextPlayer, objectOf, type GameObject, type GameState, type ObjectId } from './state.ts';

/** A triggered ability that adds resources resolves as soon as it is finalized (rules 337.2, 429.2). */
function addTrigger(s: GameState, source: ObjectId, controller: string, index: number, effect: readonly Instruction[]): void {
  const adds = effect.some((i) => i.kind === 'add');
  addChainItem(s, { kind: 'triggered', source, controller, targets: [], ability: index, addsResources: adds, resolvesImmediately: adds });
}

export type TurnMoment = 'start-of-turn' | 'start-of-beginning' | 'start-of-main' | 'end-of-turn';

function matches(t: Trigger, moment: TurnMoment, mine: boolean): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => matches(x, moment, mine));
  if (t.kind !== 'phase') return false;
  const everyTurn = ['turn', 'the turn', 'each turn', "each player's turn"].includes(t.phase);
  switch (moment) {
    case 'start-of-turn':
      return t.edge === 'start' && (everyTurn || (mine && t.phase === 'your turn'));
    case 'start-of-beginning':
      return t.edge === 'start' && mine && t.phase === 'your Beginning Phase';
    case 'start-of-main':
      return t.edge === 'start' && mine && t.phase === 'your Main Phase';
    case 'end-of-turn':
      return t.edge === 'end' && (everyTurn || (mine && t.phase === 'your turn'));
  }
}

export function firePhaseTriggers(s: GameState, moment: TurnMoment): void {
  // [abilities-and-actions] Each player's triggers are collected, then placed in the order that
  // player chooses when there are several (rule 383.3.d, trigger-order.ts).
  const groups: WaitingTrigger[][] = [];
  let player = s.turnPlayer;
  for (let i = 0; i < s.players.length; i++, player = nextPlayer(s, player)) {
    const mine = player === s.turnPlayer;
    const objects = Object.values(s.objects).filter((o: GameObject) => o.controller === player && isOnBoard(o.zone) && !o.facedown);
    const group: WaitingTrigger[] = [];
    for (const o of objects) {
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        if (!matches(ability.trigger, moment, mine)) continue;
        emit(s, { kind: 'triggered', object: o.id, player, detail: `ability ${index + 1}`, rule: moment === 'end-of-turn' ? '317.1.a' : undefined });
        group.push({ source: o.id, controller: player, ability: index });
      }
    }
    groups.push(group);
  }
  placeTriggers(s, groups);
}

/** Rule 323.4 / 808: a dying unit's Deathknell abilities go on the Chain before it is put in the trash. */
export function fireDeathTriggers(s: GameState, id: ObjectId): void {
  const o = objectOf(s, id);
  for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
    const t = ability.trigger;
    const deathknell = (x: Trigger): boolean => (x.kind === 'keyword' && x.keyword === 'Deathknell') || (x.kind === 'any-of' && x.triggers.some(deathknell));
    if (!deathknell(t)) continue;
    emit(s, { kind: 'triggered', object: id, player: o.controller, detail: `ability ${index + 1}`, rule: '323.4' });
    addTrigger(s, id, o.controller, index, ability.effect);
  }
}
