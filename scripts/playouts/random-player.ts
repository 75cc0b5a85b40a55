// The random player of the playouts: from what the protocol's view shows, the actions a player
// could try (answer the pending decision; else, for the player with priority, play a card from
// hand, activate an ability, move units, pass, end the turn), in random order. The engine decides
// which are legal: a refused action changes nothing and the next candidate is tried.
import type { Action, Decision, DecisionAnswer, ObjectView, View } from '../../reference-engine/interface.ts';
import { answersFor } from '../../reports/src/playability.ts';
import type { Random } from './random.ts';

/** What it takes to kill each unit a view shows: its Might less the damage it has (at least 1). */
function lethalOf(view: View): Map<string, number> {
  const lethal = new Map<string, number>();
  const units = [...view.players.flatMap((p) => p.base), ...view.battlefields.flatMap((b) => b.units)];
  for (const u of units) lethal.set(u.ref, Math.max(1, (u.might ?? 1) - u.damage));
  return lethal;
}

/** Damage split in a random order, lethal to each unit before the next (rule 465.2.c), the rest on the last. */
function lethalFirst(rng: Random, d: Decision, view: View): DecisionAnswer {
  const lethal = lethalOf(view);
  const order = rng.shuffle(d.options.map((o) => o.id));
  const amounts: Record<string, number> = {};
  let left = d.total ?? 0;
  for (const id of order) {
    if (left <= 0) break;
    const n = Math.min(left, lethal.get(id) ?? 1);
    amounts[id] = n;
    left -= n;
  }
  const chosen = Object.keys(amounts);
  if (left > 0 && chosen.length) amounts[chosen[chosen.length - 1]] += left;
  return { chosen, amounts };
}

export function answerFor(rng: Random, d: Decision): DecisionAnswer {
  const ids = d.options.map((o) => o.id);
  switch (d.kind) {
    case 'order-triggers':
    case 'order-cost-modifiers':
      return { order: rng.shuffle(ids) };
    case 'optional-cost':
    case 'yes-no':
      return { accept: rng.chance(0.5) };
    case 'split-damage': {
      const chosen = rng.subset(ids, Math.max(1, d.min), Math.max(1, d.max));
      const amounts: Record<string, number> = {};
      const total = d.total ?? 0;
      for (const id of chosen) amounts[id] = 1;
      for (let left = total - chosen.length; left > 0; left--) amounts[rng.pick(chosen)]++;
      return { chosen, amounts };
    }
    case 'name-card':
    case 'name-tag':
      // A name needs the view; candidates() adds the names answersFor finds there.
      return { name: '' };
    default:
      return { chosen: rng.subset(ids, d.min, d.max) };
  }
}

/** Candidate actions for whoever must act now, most of them plausible, in random order. */
export function candidates(rng: Random, view: View): Action[] {
  const d = view.pendingDecision;
  if (d) {
    // A few answers, in case the first is refused (an amount split the engine does not accept, say).
    const answers = Array.from({ length: 4 }, () => answerFor(rng, d));
    if (d.kind === 'split-damage') answers.unshift(lethalFirst(rng, d, view), lethalFirst(rng, d, view));
    // Then the plain answers a careful player tries (reports/src/playability.ts): a player in a corner
    // can usually still answer somehow, and the engine must accept at least one answer.
    answers.push(...answersFor(view));
    return answers.map((answer) => ({ kind: 'decide', player: d.player, decision: d.id, answer }));
  }
  const player = view.priority ?? view.turnPlayer;
  const me = view.players.find((p) => p.id === player);
  if (!me) return [];
  const out: Action[] = [];
  for (const card of me.hand) out.push({ kind: 'play', player, card: card.ref });
  const mine = (o: ObjectView) => o.controller === player;
  const onBoard: ObjectView[] = [...me.base, ...me.runes, ...view.battlefields.flatMap((b) => [...b.units, ...b.gear])].filter(mine);
  for (const o of onBoard) if (o.type !== 'unit' || rng.chance(0.3)) out.push({ kind: 'activate', player, source: o.ref, ability: rng.int(0, 1) });
  const ready = [...me.base, ...view.battlefields.flatMap((b) => b.units)].filter((o) => mine(o) && o.type === 'unit' && !o.exhausted);
  if (ready.length) {
    for (const to of [...view.battlefields.map((b) => b.ref), 'base']) out.push({ kind: 'move', player, units: rng.subset(ready, 1, 2).map((o) => o.ref), to });
  }
  for (const card of me.hand)
    if (rng.chance(0.2) && view.battlefields.length) out.push({ kind: 'hide', player, card: card.ref, battlefield: rng.pick(view.battlefields).ref });
  const shuffled = rng.shuffle(out);
  // Passing and ending the turn come last most of the time, so games do things before they end.
  const closing: Action[] = rng.shuffle([
    { kind: 'pass', player },
    { kind: 'end-turn', player },
  ]);
  return rng.chance(0.15) ? [...closing, ...shuffled] : [...shuffled, ...closing];
}
