// "Buffs give an additional +1 :rb_might: to friendly units this turn" (Stand United): for the rest of the
// turn each buff (702) on a unit friendly to the effect's controller gives that much more Might, buffs
// placed later that turn and units that become friendly included. Kept as a lasting effect of the turn
// (cleared as it ends, cleanup.ts) and worked into the Might the board's effects give (passive-might.ts).
import type { Instruction } from '../card-text/ast.ts';
import { isOnBoard } from '../board.ts';
import { everyObject, areAllies, isUnit, type GameState, type ObjectId } from '../state.ts';
import type { Run } from './run.ts';

type StaticEffect = Extract<Instruction, { kind: 'static-effect' }>;

/** "Buffs give an additional +N :rb_might: to friendly units this turn". */
export function readsBuffsGiveMore(i: StaticEffect): boolean {
  const e = i.effect;
  if (e.kind !== 'buffs-give-more' || i.duration !== 'this-turn') return false;
  const buffs = e.subject.kind === 'select' && e.subject.nouns.join() === 'buff' && e.subject.filters.length === 0;
  const [whose, ...more] = e.to.kind === 'select' && e.to.nouns.join() === 'unit' ? e.to.filters : [];
  return buffs && whose?.kind === 'controller' && whose.who === 'friendly' && more.length === 0;
}

/** Begins the effect: the controller's friendly units get more from their buffs until the turn ends. */
export function createBuffsGiveMore(run: Run, i: StaticEffect): void {
  if (i.effect.kind !== 'buffs-give-more') return;
  (run.s.buffsGiveMore ??= []).push({ player: run.controller, might: i.effect.might });
  run.didPrevious = true;
}

/** The Might each buffed unit gets now from these effects. */
export function buffBonuses(s: GameState): Map<ObjectId, number> {
  const out = new Map<ObjectId, number>();
  for (const { player, might } of s.buffsGiveMore ?? [])
    for (const o of everyObject(s)) {
      const id = o.id;
      if (o.buffs > 0 && isUnit(o) && isOnBoard(o.zone) && areAllies(s, o.controller, player)) out.set(id, (out.get(id) ?? 0) + o.buffs * might);
    }
  return out;
}
