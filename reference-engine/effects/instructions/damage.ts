// Damage instructions: deal damage (rule 433), divide damage among targets (355.14), prevent it
// (437) and heal it.
import { addPrevention, dealDamage, heal, type PreventionChooser } from '../../game-actions/damage.ts';
import type { DecisionAnswer } from '../../interface.ts';
import { objectOf, type ObjectId } from '../../state.ts';
import { chooseReplacement } from '../replacement-order.ts';
import { actOnEach, amountOf, objectsFor } from '../referents.ts';
import { answerTo, type Run } from '../run.ts';
import type { InstructionFamily } from './types.ts';

/** With several Prevent Values on a unit, its controller picks the one that applies first (rule 372). */
function preventionOrder(run: Run): PreventionChooser {
  return (unit, preventions) => {
    const sources = [...new Set(preventions.map((p) => p.source))].map((id) => objectOf(run.s, id));
    if (sources.length === 1) return preventions[0];
    const chosen = chooseReplacement(run, { kind: 'object', object: unit }, sources);
    return preventions.find((p) => p.source === chosen.id) ?? preventions[0];
  };
}

function splitRefusal(a: DecisionAnswer, ids: readonly ObjectId[], total: number) {
  const amounts = a.amounts ?? {};
  const keys = Object.keys(amounts);
  if (keys.some((k) => !ids.includes(k))) return { code: 'invalid-decision' as const, reason: 'damage may go only to the targets', rule: '355.14.d' };
  if (keys.some((k) => !Number.isInteger(amounts[k]) || amounts[k] < 1))
    return { code: 'invalid-decision' as const, reason: 'each target receives at least 1 damage', rule: '355.14.g' };
  const sum = keys.reduce((n, k) => n + amounts[k], 0);
  if (sum !== total) return { code: 'invalid-decision' as const, reason: `the amounts must add up to ${total}`, rule: '355.14.e' };
  if (keys.length < Math.min(ids.length, total))
    return { code: 'invalid-decision' as const, reason: `keep at least ${Math.min(ids.length, total)} targets`, rule: '355.14.h.1' };
  return null;
}

export const DAMAGE: InstructionFamily = {
  'deal-damage': {
    run(run, i) {
      const amount = amountOf(run, i.amount, i);
      const dealer = i.actor && i.actor.kind !== 'player' ? objectsFor(run, i.actor, i)[0] : undefined;
      if (amount === null || (i.actor && i.actor.kind !== 'player' && !dealer)) {
        run.didPrevious = false;
        return; // 359.3.e.12: built on missing information, ignored
      }
      actOnEach(run, i, i.to, (o) => dealDamage(run.s, o.id, amount, dealer?.id ?? run.source, undefined, preventionOrder(run)) > 0);
    },
  },
  'split-damage': {
    run(run, i) {
      const amount = amountOf(run, i.amount, i);
      const objects = objectsFor(run, i.among, i);
      if (amount === null || objects.length === 0) return;
      const question = {
        player: run.controller,
        kind: 'split-damage' as const,
        prompt: `Divide ${amount} damage among the targets`,
        source: run.source,
        options: objects.map((o) => ({ id: o.id, label: o.card.name })),
        min: Math.min(objects.length, amount),
        max: Math.min(objects.length, amount),
        total: amount,
        rule: '355.14.e',
      };
      const answer = answerTo(run, question, (a) =>
        splitRefusal(
          a,
          objects.map((o) => o.id),
          amount,
        ),
      );
      for (const [id, n] of Object.entries(answer.amounts ?? {})) dealDamage(run.s, id, n, run.source, '355.14', preventionOrder(run));
      run.it = Object.keys(answer.amounts ?? {});
    },
  },
  'prevent-damage': {
    run(run, i) {
      // rule 437
      const amount = i.amount ? amountOf(run, i.amount, i) : null;
      if (i.amount && amount === null) {
        run.didPrevious = false;
        return;
      }
      actOnEach(run, i, i.to, (o) => addPrevention(run.s, o.id, amount ?? 'all', run.source, !i.amount));
    },
  },
  heal: {
    run: (run, i) =>
      actOnEach(run, i, i.object, (o) => {
        heal(run.s, o.id);
      }),
  },
};
