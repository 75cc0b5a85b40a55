// Delayed triggered abilities (rules 359.3.e.16, 359.3.f.3.a): an instruction such as "Draw 1 at
// the end of this turn" creates an ability that waits in the game state until its moment, then goes
// on the Chain like any triggered ability. One whose moment has already passed when the instruction
// executes is not created at all, and its instructions are ignored (359.3.e.16).
import type { Instruction, Trigger } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { isOnBoard } from '../board.ts';
import { anyInstruction } from '../card-text/instruction-tree.ts';
import { objectsActedOn, theyBeforeAnyChosenPlayer } from '../effects/slots.ts';
import { nextPlayer, type DelayedTrigger, type GameState, type ObjectId, type TriggerNotes } from '../state.ts';
import type { Batch, Found } from './types.ts';
import { createEventDelayed, eventWatched } from './delayed-events.ts';

const THIS_TURN = new Set(['this turn', 'turn', 'the turn']);

/** "When they hold" (Ashe, Focused), "When you hold": the player whose hold a delayed ability waits for. */
function holdWatched(t: Trigger): 'they' | 'you' | null {
  // a time limit ("When they hold this turn") is no window the hold watch keeps: such a text is refused, not read without it
  if (t.kind !== 'when' || t.oncePerTurn || t.while || t.period || t.events.length !== 1) return null;
  const [e] = t.events;
  if (e.verb !== 'hold' || e.subject.kind !== 'player' || e.object || e.where || e.to || e.period) return null;
  return e.subject.who === 'they' || e.subject.who === 'you' ? e.subject.who : null;
}

/** A delayed "When they hold" with no player chosen before it ("Choose an opponent. ..."): "they" names no one, and the ability would wait for nothing. */
export function theirHoldWithNoChosenPlayer(effect: readonly Instruction[]): boolean {
  return theyBeforeAnyChosenPlayer(effect, (i) => i.kind === 'delayed' && holdWatched(i.trigger) === 'they');
}

/** "When it dies this turn" (Deadly Flourish): the death of what the instructions before it acted on, this turn. */
function deathWatched(t: Trigger): boolean {
  if (t.kind !== 'when' || t.oncePerTurn || t.while || t.events.length !== 1 || !THIS_TURN.has(t.period ?? '')) return false;
  const [e] = t.events;
  return e.verb === 'die' && e.subject.kind === 'pronoun' && e.subject.word === 'it' && !e.object && !e.where && !e.to && !e.period;
}

/** The moment a delayed trigger waits for, or null for one the engine does not know yet. */
export function delayedMoment(t: Trigger): DelayedTrigger['moment'] | null {
  if (holdWatched(t)) return 'hold';
  if (deathWatched(t)) return 'dies-this-turn';
  if (eventWatched(t)) return 'event-this-turn';
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
  made: { chosenPlayer?: PlayerId; it?: readonly ObjectId[] } = {},
): boolean {
  const moment = delayedMoment(i.trigger);
  if (moment === null) throw new Error(`delayed trigger "${JSON.stringify(i.trigger)}" of ${source} is not interpreted`);
  if (moment === 'end-of-turn' && s.phase === 'ending') return false; // 359.3.e.16
  if (moment === 'hold') {
    const player = holdWatched(i.trigger) === 'they' ? made.chosenPlayer : controller;
    if (player === undefined) return false;
    // 390.5.a, 390.5.c.1, 390.5.c.2: linked to what the ability affected, for as long as each stays in the zone it is in now
    const linked = (made.it ?? []).flatMap((id) => (s.objects[id] ? [{ object: id, zone: s.objects[id].zone }] : []));
    // 390.5.b: one that names its source ("give me ...") lasts only while the source stays where it is now
    const namesSource = anyInstruction(i.effect, (x) => objectsActedOn(x).some((ref) => ref.kind === 'self'));
    if (namesSource && s.objects[source]) linked.push({ object: source, zone: s.objects[source].zone });
    (s.delayed ??= []).push({ moment, player, linked, controller, source, effect: i.effect, notes });
    return true;
  }
  const watch = eventWatched(i.trigger);
  if (watch) return createEventDelayed(s, { controller, source, effect: i.effect, notes }, watch, made.it ?? []);
  if (moment === 'dies-this-turn') {
    // "it" is fixed now (359.3.f.3.a): one waiting ability per unit it names, gone at the end of the turn
    const units = (made.it ?? []).filter((id) => s.objects[id] !== undefined);
    for (const dying of units) (s.delayed ??= []).push({ moment, dying, controller, source, effect: i.effect, notes });
    return units.length > 0;
  }
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

/** The delayed "When it dies this turn" abilities waiting for this unit's death: they trigger once, and go. */
export function deathDelayedTriggers(s: GameState, unit: ObjectId): Batch {
  const due = (s.delayed ?? []).filter((d) => d.moment === 'dies-this-turn' && d.dying === unit);
  if (due.length === 0) return { placement: 'each', found: [] };
  s.delayed = (s.delayed ?? []).filter((d) => !due.includes(d));
  const found: Found[] = due.map((d) => ({
    source: d.source,
    controller: d.controller,
    data: { delayed: d.effect, notes: d.notes ?? {}, subject: [unit] },
    detail: 'delayed',
    rule: '359.3.e.16',
  }));
  return { placement: 'each', found };
}

/** Whether a delayed linked ability's window is still open: every object it is linked to is still in its zone (390.5.a), the board being one. */
function windowOpen(s: GameState, d: DelayedTrigger): boolean {
  return (d.linked ?? []).every(({ object, zone }) => {
    const now = s.objects[object]?.zone;
    return now !== undefined && (now === zone || (isOnBoard(now) && isOnBoard(zone)));
  });
}

/**
 * The delayed "When they hold" abilities waiting for `player` to hold (390.5): those whose window has
 * closed are gone first; the rest trigger and stay, linked to the same objects, for as long as it lasts.
 */
export function heldDelayedTriggers(s: GameState, player: PlayerId): Batch {
  s.delayed = (s.delayed ?? []).filter((d) => d.moment !== 'hold' || windowOpen(s, d));
  const found: Found[] = (s.delayed ?? [])
    .filter((d) => d.moment === 'hold' && d.player === player)
    .map((d) => ({
      source: d.source,
      controller: d.controller,
      data: { delayed: d.effect, notes: d.notes ?? {}, subject: (d.linked ?? []).map((l) => l.object) },
      detail: 'delayed',
      rule: '390.5',
    }));
  return { placement: 'each', found };
}
