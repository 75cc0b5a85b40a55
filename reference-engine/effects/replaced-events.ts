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
import { isReplaceable, killObject, replacerWithin } from './replacement.ts';
import { chooseReplacement } from './replacement-order.ts';
import { BadAnswer, NeedDecision, standaloneRun, type Run } from './run.ts';

/** The event again, its replacements applied within a run that takes `answers`; it happens unreplaced if none applies any more. */
function replay(s: GameState, event: ReplaceableEvent, answers: DecisionAnswer[]): void {
  const run = standaloneRun(s, event.player, '', answers);
  if (event.kind === 'die') return replaceDeath(run, event.object);
  const replaced = replacerWithin(run, execute);
  if (event.kind === 'draw') draw(s, event.player, event.count, event.rule, replaced);
  else contest(s, event.battlefield, event.player, replaced);
}

/**
 * A death by lethal damage in a cleanup (323.5), replaced as a kill's is (killObject), the unit's
 * controller picking among several replacements (372). With none applicable any more it is left
 * as it is: the next cleanup finds it lethally damaged and kills it.
 */
function replaceDeath(run: Run, id: string): void {
  killObject(run.s, id, execute, (dying, replacers) => chooseReplacement(run, { kind: 'object', object: dying }, replacers), []);
}

/**
 * Replays the event, first on a copy: callers up the stack hold parts of `s`, so an attempt that
 * stops at a question must leave `s` untouched; the question then waits for its answer.
 */
function attempt(s: GameState, event: ReplaceableEvent, answers: DecisionAnswer[]): Refusal | null {
  try {
    replay(cloneState(s), event, answers);
  } catch (e) {
    if (e instanceof BadAnswer) return e.refusal;
    if (!(e instanceof NeedDecision)) throw e;
    ask(s, e.question, { kind: 'replacement-choice', event, answers });
    return null;
  }
  replay(s, event, answers);
  return null;
}

/** How the draws and contests the turn, the cleanups and the players' own moves cause have standing replacements applied. */
export const replaceOutsideResolution: EventReplacer = (s, event) => {
  if (!isReplaceable(s, event)) return false;
  attempt(s, event, []);
  return true;
};

/** An answer to a question of the replacement: the event is replayed with the answers so far. */
export const replacementChoiceAnswered: DecisionHandler<'replacement-choice'> = (s, answer, _decision, { event, answers }) =>
  attempt(s, event, [...answers, answer]);
