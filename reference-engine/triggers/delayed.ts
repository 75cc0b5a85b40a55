// Delayed triggered abilities (rules 359.3.e.16, 359.3.f.3.a): an instruction such as "Draw 1 at
// the end of this turn" creates an ability that waits in the game state until its moment, then goes
// on the Chain like any triggered ability. One whose moment has already passed when the instruction
// executes is not created at all, and its instructions are ignored (359.3.e.16).
import type { Instruction, Trigger } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { nextPlayer, type DelayedTrigger, type GameState, type ObjectId, type TriggerNotes } from '../state.ts';
import type { Batch, Found } from './types.ts';

const THIS_TURN = new Set(['this turn', 'turn', 'the turn']);

/** The moment a delayed trigger waits for, or null for one the engine does not know yet. */
export function delayedMoment(t: Trigger): DelayedTrigger['moment'] | null {
  if (t.kind !== 'phase') return null;
  if (t.edge === 'end' && THIS_TURN.has(t.phase)) return 'end-of-turn';
  if (t.edge === 'start' && t.phase === 'your next Main Phase') return 'start-of-your-main';
  return null;
}

/** Creates the delayed ability; false when its moment has passed (the ending step has begun). */
export function createDelayed(
  s: GameState,
  i: Extract<Instruction, { kind: 'delayed' }>,
  controller: PlayerId,
  source: ObjectId,
  notes: TriggerNotes = {},
): boolean {
  const moment = delayedMoment(i.trigger);
  if (moment === null) throw new Error(`delayed trigger "${JSON.stringify(i.trigger)}" of ${source} is not interpreted`);
  if (moment === 'end-of-turn' && s.phase === 'ending') return false; // 359.3.e.16
  // 359.3.f.3.a: what it refers to is fixed now ("here" included), unless it names the trigger
  // condition of the ability creating it (359.3.f.3.b), which that ability noted already.
  const o = s.objects[source];
  const here = o?.zone === 'battlefield' ? o.battlefield : o?.zone === 'base' ? 'base' : undefined;
  (s.delayed ??= []).push({ moment, controller, source, effect: i.effect, notes: { ...(here ? { here } : {}), ...notes } });
  return true;
}

/** Takes the delayed abilities waiting for `moment` out of the game state, the turn player's first (303.2.a), to go on the Chain. */
export function delayedTriggers(s: GameState, moment: DelayedTrigger['moment']): Batch {
  // "your next Main Phase" is the controller's own.
  const isDue = (d: DelayedTrigger): boolean => d.moment === moment && (moment !== 'start-of-your-main' || d.controller === s.turnPlayer);
  const due = (s.delayed ?? []).filter(isDue);
  const found: Found[] = [];
  if (due.length === 0) return { placement: 'each', found };
  s.delayed = (s.delayed ?? []).filter((d) => !isDue(d));
  let player = s.turnPlayer;
  for (let k = 0; k < s.players.length; k++, player = nextPlayer(s, player)) {
    for (const d of due.filter((x) => x.controller === player)) {
      found.push({
        source: d.source,
        controller: player,
        data: { delayed: d.effect, notes: d.notes ?? {} },
        detail: 'delayed',
        rule: moment === 'end-of-turn' ? '317.1.a' : '316.4',
      });
    }
  }
  return { placement: 'each', found };
}
