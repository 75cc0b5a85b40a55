// Resolving a chain item (rules 359.2, 359.3.d, 340.1): a permanent enters the board, a spell or
// ability executes its compiled text top to bottom and a spell then goes to its owner's trash.
// A question asked during resolution undoes the partial run and waits; the answer replays it
// (see run.ts). chain.ts leaves the item on the Chain while a decision is pending.
import { addChainItem } from '../chain-items.ts';
import { ask, type DecisionHandler } from '../decisions.ts';
import { emit } from '../events.ts';
import { relocate } from '../game-actions/zones.ts';
import type { DecisionAnswer } from '../interface.ts';
import { effectOf, slotsOf } from '../playing-cards/item-text.ts';
import { playDataOf } from '../playing-cards/play-record.ts';
import { isAtLocation } from '../board.ts';
import { cloneState, objectOf, type ChainItem, type GameState } from '../state.ts';
import { abilitiesOf, abilitiesOfKind } from './compiled.ts';
import { execute } from './interpret.ts';
import { BadAnswer, NeedDecision, restoreState, snapshot, type Run } from './run.ts';

function resolutionAnswers(item: ChainItem): DecisionAnswer[] {
  const data = (item.data ??= {});
  return (data.resolutionAnswers ??= []) as DecisionAnswer[];
}

function runFor(s: GameState, item: ChainItem): Run {
  const data = playDataOf(item);
  return {
    s, controller: item.controller, source: item.source, itemId: item.id,
    slots: slotsOf(s, item), targets: item.targets, targetMark: data.targetMark ?? s.events.length,
    answers: resolutionAnswers(item), nextAnswer: 0, it: null, lookBack: {}, didPrevious: false,
    paidAdditionalCost: data.paidOptional.some((id) => id.startsWith('additional:')),
    destinations: [...(data.destinations ?? [])],
  };
}

/** A unit enters exhausted (ready if it paid [Accelerate]) where it was played; gear enters ready at base (359.2). */
function enterBoard(s: GameState, item: ChainItem): void {
  const o = objectOf(s, item.source);
  const data = playDataOf(item);
  const isUnit = o.card.type === 'unit' || o.card.type === 'token';
  const where = isUnit ? data.location ?? 'base' : 'base';
  if (where === 'base') relocate(s, o.id, { zone: 'base', player: item.controller });
  else relocate(s, o.id, { zone: 'battlefield', battlefield: where });
  o.controller = item.controller;
  o.exhausted = isUnit && !data.paidOptional.includes('accelerate');
  emit(s, { kind: 'moved', object: o.id, player: item.controller, from: 'chain', to: where, detail: o.exhausted ? 'exhausted' : 'ready', rule: isUnit ? '359.2.c' : '359.2.d' });
  // "When you play me" abilities trigger as it is played (they are chosen as they go on the Chain: 355.5.b).
  for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
    const t = ability.trigger;
    if (t.kind === 'when' && t.events.some((e) => e.verb === 'play' && e.object?.kind === 'self')) {
      emit(s, { kind: 'triggered', object: o.id, player: item.controller, detail: `ability ${index + 1}` });
      const trigger = addChainItem(s, { kind: 'triggered', source: o.id, controller: item.controller, targets: [], ability: index });
      trigger.data = { play: { ...playDataOf(item), answers: {} } };
    }
  }
}

/** Executes the item's effect; throws NeedDecision / BadAnswer from a question. */
function runEffect(s: GameState, item: ChainItem): void {
  const run = runFor(s, item);
  execute(run, effectOf(s, item));
  if (item.kind === 'card') {
    const o = objectOf(s, item.source);
    if (o.zone === 'chain') relocate(s, o.id, { zone: 'trash', player: o.owner }); // 359.3.d
    if (o.card.type === 'spell') triggerOnSpellPlayed(s, item);
  }
}

/**
 * "When you play a spell" abilities of the player's permanents trigger once the spell's play is
 * completed by its resolution (419.4.a): a countered spell never resolves, so they never trigger
 * for it (419.4.a.1).
 */
export function triggerOnSpellPlayed(s: GameState, spell: ChainItem): void {
  for (const o of Object.values(s.objects)) {
    if (!isAtLocation(o) || o.facedown || o.controller !== spell.controller) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      const t = ability.trigger;
      const fires = t.kind === 'when' && t.events.some((e) => e.verb === 'play' && e.subject.kind === 'player' && e.subject.who === 'you' && e.object?.kind === 'select' && e.object.nouns.includes('spell'));
      if (!fires) continue;
      emit(s, { kind: 'triggered', object: o.id, player: o.controller, detail: `ability ${index + 1}`, rule: '419.4.a' });
      addChainItem(s, { kind: 'triggered', source: o.id, controller: o.controller, targets: [], ability: index });
    }
  }
}

export function resolveChainItem(s: GameState, item: ChainItem): void {
  const card = objectOf(s, item.source).card;
  if (item.kind === 'card' && card.type !== 'spell') return enterBoard(s, item);
  const before = snapshot(s);
  const eventCount = s.events.length;
  try {
    runEffect(s, item);
  } catch (e) {
    if (!(e instanceof NeedDecision)) throw e;
    restoreState(s, before, eventCount);
    ask(s, e.question, { kind: 'resolution-choice', itemId: item.id });
  }
}

/** Records an answer given during resolution, after trying the replay with it on a copy. */
export const resolutionChoiceAnswered: DecisionHandler<'resolution-choice'> = (s, answer, _decision, { itemId }) => {
  const item = s.chain.find((c) => c.id === itemId);
  if (!item) return { code: 'invalid-decision', reason: 'that item is no longer on the chain' };
  resolutionAnswers(item).push(answer);
  const copy = cloneState(s);
  const copyItem = copy.chain.find((c) => c.id === itemId)!;
  try {
    runEffect(copy, copyItem);
  } catch (e) {
    if (e instanceof BadAnswer) return e.refusal;
    if (!(e instanceof NeedDecision)) throw e;
  }
  return null;
};

export { abilitiesOf };
