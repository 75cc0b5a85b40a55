// Rule 372: when several replacement effects apply to the same event, the one acted on decides which
// applies first: an object's controller (372), a player themselves (372.1), and for a battlefield
// nobody controls, the turn player (372.2). Asked through the run's answers, like any resolution question;
// outside a resolution the run is one of its own (replaced-events.ts) and the question waits as a pending decision.
import { checkChosen } from '../decisions.ts';
import type { Decision, PlayerId } from '../interface.ts';
import type { BattlefieldState, GameObject, GameState } from '../state.ts';
import { answerTo, type Run } from './run.ts';

/** What a replaced event acts on. */
export type Affected = { kind: 'object'; object: GameObject } | { kind: 'player'; player: PlayerId } | { kind: 'battlefield'; battlefield: BattlefieldState };

/** The player who orders the replacement effects applying to an event on `affected`. */
export function orderingPlayer(s: GameState, affected: Affected): PlayerId {
  switch (affected.kind) {
    case 'object':
      return affected.object.controller;
    case 'player':
      return affected.player; // 372.1
    case 'battlefield':
      return affected.battlefield.controller ?? s.turnPlayer; // 372.2
  }
}

function nameOf(affected: Affected): string {
  switch (affected.kind) {
    case 'object':
      return affected.object.card.name;
    case 'player':
      return affected.player;
    case 'battlefield':
      return affected.battlefield.card.name;
  }
}

export function chooseReplacement(run: Run, affected: Affected, replacers: GameObject[]): GameObject {
  const rule = affected.kind === 'player' ? '372.1' : affected.kind === 'battlefield' && affected.battlefield.controller === null ? '372.2' : '372';
  const question = {
    player: orderingPlayer(run.s, affected),
    kind: 'choose-objects' as const,
    ...(run.source ? { source: run.source } : {}),
    rule,
    prompt: `Several effects would replace what happens to ${nameOf(affected)}: choose the one that applies first`,
    options: replacers.map((o) => ({ id: o.id, label: o.card.name })),
    min: 1,
    max: 1,
  };
  const answer = answerTo(run, question, (a) => checkChosen(question as Decision, a));
  return replacers.find((o) => o.id === answer.chosen?.[0]) ?? replacers[0];
}

/**
 * Rule 373: several deaths happen together and one player's replacements could replace more than one
 * of them; that player picks the event a replacement is applied to first.
 */
export function chooseReplacedFirst(run: Run, player: PlayerId, dying: GameObject[]): GameObject {
  const question = {
    player,
    kind: 'choose-objects' as const,
    ...(run.source ? { source: run.source } : {}),
    rule: '373',
    prompt: 'Several units would die together and your effects could replace their deaths: choose the death replaced first',
    options: dying.map((o) => ({ id: o.id, label: o.card.name })),
    min: 1,
    max: 1,
  };
  const answer = answerTo(run, question, (a) => checkChosen(question as Decision, a));
  return dying.find((o) => o.id === answer.chosen?.[0]) ?? dying[0];
}
