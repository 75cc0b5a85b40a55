// Rule 416.5.a: runes recycled together go under the rune deck in the order their owner chooses.
// Asked through the run's answers: the owner names every rune, the first named going under first.
import type { DecisionAnswer, PlayerId, Refusal } from '../interface.ts';
import { objectOf, type ObjectId } from '../state.ts';
import { answerTo, type Run } from './run.ts';

function orderRefusal(answer: DecisionAnswer, runes: ObjectId[]): Refusal | null {
  const order = answer.order ?? answer.chosen ?? [];
  if (order.length !== runes.length || !runes.every((id) => order.includes(id))) {
    return { code: 'invalid-decision', reason: `name each of ${runes.join(', ')} once`, rule: '416.5.a' };
  }
  return null;
}

export function orderRecycledRunes(run: Run, owner: PlayerId, runes: ObjectId[]): ObjectId[] {
  const question = {
    player: owner,
    kind: 'choose-objects' as const,
    source: run.source,
    rule: '416.5.a',
    prompt: 'Order the runes going under your rune deck: the first you name goes under first',
    options: runes.map((id) => ({ id, label: objectOf(run.s, id).card.name })),
    min: runes.length,
    max: runes.length,
  };
  const answer = answerTo(run, question, (a) => orderRefusal(a, runes));
  return answer.order ?? answer.chosen ?? runes;
}
