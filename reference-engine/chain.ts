// The Chain (rules 327–340): the Finalize and Resolve steps of FEPR (items are added in chain-items.ts). The Execute
// and Pass steps are the players' own actions (game.ts).
import { resolveChainItem } from './effects/resolve.ts';
import { emit } from './events.ts';
import { finalizeChainItem } from './playing-cards/process-of-play.ts';
import { playDataOf } from './playing-cards/play-record.ts';
import { noteAbilityPlayed } from './playing-cards/first-each-turn.ts';
import { nextPlayer, type ChainItem, type GameState } from './state.ts';
import { setFocus, setPriority } from './priority.ts';

/** Step 1: the oldest pending item goes through the rest of the steps of play (rule 337.1). */
export function finalizeStep(s: GameState, item: ChainItem): void {
  finalizeChainItem(s, item.id);
  s.feprCount++;
  if (s.pendingDecision) return;
  const after = s.chain.find((c) => c.id === item.id);
  if (after && after.status === 'pending') throw new Error(`chain item ${item.id} was neither finalized nor removed`);
  if (!after) s.tasks.push({ kind: 'cleanup' }); // rule 319.5: undone (358.5), it left the Chain
  if (after) {
    emit(s, { kind: 'chain-item-finalized', player: after.controller, object: after.source, detail: after.id, rule: '329.3' });
    // 383.3.e.1, 383.3.e.2.a: a triggered ability is performed once it is finalized (a declined "you may" is not)
    if (after.kind === 'triggered' && after.ability !== undefined) (s.performedThisTurn ??= []).push(`${after.source}#${after.ability}`);
    // 419.4.b, 812.1.c: a card counts as played once finalized, even if it is countered later.
    if (after.kind === 'card') (s.cardsPlayedThisTurn ??= []).push({ card: after.source, player: after.controller, energy: playDataOf(after).energyPaid });
    if (after.kind === 'activated') noteAbilityPlayed(s, after.source, after.controller);
    s.tasks.push({ kind: 'cleanup' }); // rule 319.4
    if (after.resolvesImmediately) {
      resolveStep(s, after); // rule 337.2
      return;
    }
  }
  if (s.chain.length > 0 && !s.chain.some((c) => c.status === 'pending')) {
    setPriority(s, s.chain[s.chain.length - 1].controller, '337.4');
    s.chainPasses = 0;
  }
}

/** Step 4: the newest finalized item resolves (rule 340.1), then who acts next (340.2–340.4). */
export function resolveStep(s: GameState, item?: ChainItem): void {
  const newest = item ?? [...s.chain].reverse().find((c) => c.status === 'finalized');
  if (!newest) throw new Error('nothing to resolve');
  emit(s, { kind: 'resolved', player: newest.controller, object: newest.source, detail: newest.id, rule: '340.1' });
  resolveChainItem(s, newest);
  // [playing-cards] A question asked during resolution keeps the item on the Chain; its answer resolves it again (effects/resolve.ts).
  // The order of the triggers its effect set off (383.3.d) is no such question: the item is done, and leaves the Chain.
  const ordering = s.pendingDecision?.continuation.kind === 'trigger-order';
  if (s.pendingDecision && !ordering) return;
  s.chain = s.chain.filter((c) => c.id !== newest.id);
  s.feprCount++;
  s.chainPasses = 0;
  s.tasks.push({ kind: 'cleanup' }); // rules 319.1, 319.5
  if (ordering) return; // the triggers go on the Chain as the order is named: it stays open for them
  if (s.chain.length === 0) {
    const openedBy = s.chainOpenedBy;
    s.chainOpenedBy = null;
    setPriority(s, null);
    if (s.showdown && s.focus && openedBy === 'play') {
      // Rules 340.2.a, 346, 347.1.b: the chain a player started closes, so Focus moves on.
      setFocus(s, nextPlayer(s, s.focus), '346');
    }
    return;
  }
  if (!s.chain.some((c) => c.status === 'pending')) setPriority(s, s.chain[s.chain.length - 1].controller, '340.4');
}
