// Rule 372: when several replacement effects apply to the same event, the controller of the object
// acted on decides which applies first. Asked through the run's answers, like any resolution question.
import { checkChosen } from '../decisions.ts';
import type { Decision } from '../interface.ts';
import type { GameObject } from '../state.ts';
import { answerTo, type Run } from './run.ts';

export function chooseReplacement(run: Run, affected: GameObject, replacers: GameObject[]): GameObject {
  const question = {
    player: affected.controller, kind: 'choose-objects' as const, source: run.source, rule: '372',
    prompt: `Several effects would replace what happens to ${affected.card.name}: choose the one that applies first`,
    options: replacers.map((o) => ({ id: o.id, label: o.card.name })), min: 1, max: 1,
  };
  const answer = answerTo(run, question, (a) => checkChosen(question as Decision, a));
  return replacers.find((o) => o.id === answer.chosen?.[0]) ?? replacers[0];
}
