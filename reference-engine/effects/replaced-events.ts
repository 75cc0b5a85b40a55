// Replacement effects on a draw or on a battlefield becoming contested, met outside a resolving
// effect: the draw of the draw phase (315.4.b), the contest a standard move causes (450), the one a
// cleanup applies again (323.11.a). The replacement runs as a run of its own; a question it asks
// (first that of rule 372, when several replacements apply) waits as a pending decision, and each
// answer replays the event with the answers so far, as a resolving item's questions do (run.ts).
// With a replacement applicable the event is replaced whichever applies, so the game action that
// asked goes on without it while the question waits.
import { ask, type DecisionHandler } from '../decisions.ts';
import { contest, draw, type EventReplacer, type ReplaceableEvent } from '../game-actions/index.ts';
import type { DecisionAnswer, Refusal } from '../interface.ts';
import { cloneState, type GameState } from '../state.ts';
import { execute } from './interpret.ts';
import { isReplaceable, replacerWithin } from './replacement.ts';
import { killInReplacementOrder } from './instructions/permanents.ts';
import { isAtLocation } from '../board.ts';
import { BadAnswer, NeedDecision, standaloneRun, type Run } from './run.ts';

/** The event again, its replacements applied within a run that takes `answers`; it happens unreplaced if none applies any more. */
function replay(s: GameState, event: ReplaceableEvent, answers: DecisionAnswer[]): void {
  const run = standaloneRun(s, event.player, '', answers);
  if (event.kind === 'die') return replaceDeaths(run, event.objects, answers.length > 0);
  const replaced = replacerWithin(run, execute);
  if (event.kind === 'draw') draw(s, event.player, event.count, event.rule, replaced);
  else contest(s, event.battlefield, event.player, replaced);
}

/**
 * Deaths by lethal damage in one cleanup (323.5), replaced as those of one kill are: each player's in
 * turn order, the player picking which first (373) and among several replacements (372). A death no
 * replacement took is left as it is: the cleanup kills the unit with the others.
 */
function replaceDeaths(run: Run, ids: readonly string[], answered: boolean): void {
  const objects = ids.map((id) => run.s.objects[id]).filter((o) => o !== undefined && isAtLocation(o));
  const unreplaced: string[] = [];
  killInReplacementOrder(run, objects, execute, unreplaced);
  // once a question was answered, a death no replacement took (one declined, 371.2.b) is not asked about again
  if (answered && unreplaced.length > 0) run.s.declinedDeaths = [...(run.s.declinedDeaths ?? []), ...unreplaced];
}

/**
 * Replays the event, first on a copy: callers up the stack hold parts of `s`, so an attempt that
 * stops at a question must leave `s` untouched; the question then waits for its answer.
 */
function attempt(s: GameState, event: ReplaceableEvent, answers: DecisionAnswer[]): Refusal | 'asked' | null {
  try {
    replay(cloneState(s), event, answers);
  } catch (e) {
    if (e instanceof BadAnswer) return e.refusal;
    if (!(e instanceof NeedDecision)) throw e;
    ask(s, e.question, { kind: 'replacement-choice', event, answers });
    return 'asked';
  }
  replay(s, event, answers);
  return null;
}

/**
 * The deaths by lethal damage of a cleanup that replacements could replace (368, 390.3), replaced
 * now; true when a question about them waits (the units are then left until it is answered).
 */
export function replaceDeathsInCleanup(s: GameState, ids: readonly string[]): boolean {
  return attempt(s, { kind: 'die', objects: [...ids], player: s.turnPlayer }, []) === 'asked';
}

/** How the draws and contests the turn, the cleanups and the players' own moves cause have standing replacements applied. */
export const replaceOutsideResolution: EventReplacer = (s, event) => {
  if (!isReplaceable(s, event)) return false;
  attempt(s, event, []);
  return true;
};

/** An answer to a question of the replacement: the event is replayed with the answers so far. */
export const replacementChoiceAnswered: DecisionHandler<'replacement-choice'> = (s, answer, _decision, { event, answers }) => {
  const refusal = attempt(s, event, [...answers, answer]);
  return refusal === 'asked' ? null : refusal;
};
