// Removing a player from a game that goes on (rules 651.2, 652): with more than two players, a player who
// concedes leaves and the others play on. Their Chain items are countered (652.4) and Priority and Focus
// go on without them (652.5.b, 652.5.c). A combatant who leaves takes their units with them (652.1, 652.3), and
// the combat goes on with the side that is left (466); the turn player's turn passes on once the Chain and
// showdown under way are over (652.5.a.1). A question the leaving player was asked about their own play or their
// combat damage is dropped (651.3), another player's question that does not concern them stays; leaving while any
// other question is pending is still refused as unsupported.
import { cardDefinition } from './cards.ts';
import { emit } from './events.ts';
import { replaceBattlefield } from './game-actions/replace.ts';
import { detach, locationName, relocate } from './game-actions/zones.ts';
import type { PendingDecision } from './decision-kinds.ts';
import type { PlayerId, Refusal } from './interface.ts';
import { isOnBoard } from './board.ts';
import { setFocus, setPriority } from './priority.ts';
import { closeShowdown } from './showdown.ts';
import { playQuestions } from './playing-cards/choices.ts';
import { playDataOf } from './playing-cards/play-record.ts';
import { everyObject, nextPlayer, type GameState } from './state.ts';

/** Why the player cannot be removed now, or null. */
export function removalRefusal(s: GameState, player: PlayerId): Refusal | null {
  const unsupported = (what: string, rule: string): Refusal => ({
    code: 'unsupported',
    reason: `removing ${player} from the game ${what} is not supported`,
    rule,
  });
  // A Chain item is pending only while a question of its play is: the game loop finalizes it before anyone acts.
  const d = s.pendingDecision;
  if (d && !droppable(s, d, player) && !untouched(s, d, player)) return unsupported('while a decision is pending', '652.5');
  return null;
}

/**
 * 651.3: a question the leaving player was asked that can be dropped with what waited on it undone: one about
 * the play of their own Chain item (countered with it, 652.4), or their combat damage assignment (the step runs
 * again without their units). Not yet: one with others waiting behind it.
 */
function droppable(s: GameState, d: PendingDecision, player: PlayerId): boolean {
  const c = d.continuation;
  if (d.player !== player || (c.waiting?.length ?? 0) > 0) return false;
  if (c.kind === 'play-choice') return s.chain.find((i) => i.id === c.itemId)?.controller === player;
  return c.kind === 'combat-damage';
}

/**
 * 652.5: another player's question that goes on without the leaving player: it keeps enough options once those
 * naming them or their cards are gone (pruneOptions), and none of the questions pending is about their Chain item,
 * their triggers or their combat damage.
 */
function untouched(s: GameState, d: PendingDecision, player: PlayerId): boolean {
  return [d, ...(d.continuation.waiting ?? [])].every((q) => {
    const c = q.continuation;
    if (q.player === player || q.options.filter((o) => !namesThem(s, o.id, player)).length < q.min) return false;
    if (c.kind === 'play-choice' || c.kind === 'resolution-choice') return s.chain.find((i) => i.id === c.itemId)?.controller !== player;
    if (c.kind === 'trigger-order') return c.groups.every((g) => g.every((t) => t.controller !== player));
    return c.kind !== 'combat-damage' || !c.order.includes(player);
  });
}

/** Whether a question's option is the leaving player or a card they own or control (652.3: it leaves the game). */
function namesThem(s: GameState, id: string, player: PlayerId): boolean {
  const o = s.objects[id] as GameState['objects'][string] | undefined;
  if (s.battlefields.some((b) => b.id === id)) return false; // a battlefield stays, as a token if it was theirs (652.2)
  return id === player || (o !== undefined && (o.owner === player || o.controller === player));
}

/** 651.3: the options of the others' questions that named the leaving player or their cards are gone with them. */
function pruneOptions(s: GameState, player: PlayerId): void {
  const d = s.pendingDecision;
  for (const q of d ? [d, ...(d.continuation.waiting ?? [])] : []) {
    q.options = q.options.filter((o) => !namesThem(s, o.id, player));
    q.max = Math.min(q.max, q.options.length);
  }
}

/** Drops the leaving player's question (removalRefusal let only a droppable one through) and undoes what waited on it. */
function dropDecision(s: GameState, player: PlayerId): void {
  const d = s.pendingDecision;
  if (d?.player !== player) return; // another player's question stays as it was (untouched)
  s.pendingDecision = null;
  // 465.2: the damage step starts over, with the leaving side's units gone; a play's item is countered (652.4).
  if (d.continuation.kind === 'combat-damage') s.tasks.unshift({ kind: 'combat-damage' });
}

/**
 * 652.3: another player's question about their play that only the leaving player's cards put (the [Repeat] a gear
 * of theirs gave the spell) is no longer asked once those cards are gone: it is dropped, and the play goes on to
 * its next question, as the game loop finalizes the item again.
 */
function dropQuestionNoLongerAsked(s: GameState): void {
  const d = s.pendingDecision;
  const c = d?.continuation;
  if (!d || c?.kind !== 'play-choice' || (c.waiting?.length ?? 0) > 0) return;
  const item = s.chain.find((i) => i.id === c.itemId);
  if (!item) return;
  for (const q of playQuestions(s, item, playDataOf(item))) if (!('code' in q) && q.id === c.questionId) return;
  s.pendingDecision = null;
}

/** The players who passed in a row just before `holder` (the last `n` before it in turn order). */
function passedBefore(s: GameState, holder: PlayerId, n: number): PlayerId[] {
  const ids = s.players.map((p) => p.id);
  let i = ids.indexOf(holder);
  const out: PlayerId[] = [];
  for (let k = 0; k < n && k < ids.length - 1; k++) {
    i = (i - 1 + ids.length) % ids.length;
    out.push(ids[i]!);
  }
  return out;
}

/**
 * 652.4, 652.5.b, 652.5.c: the player's Chain items are countered; a pass of theirs in the current run of
 * passes no longer counts, and Priority or Focus they held goes to the next player in turn order. Run
 * before the player leaves the turn order.
 */
function leaveChainAndShowdown(s: GameState, player: PlayerId, next: PlayerId): void {
  if (s.chain.length > 0) {
    const passed = s.priority ? passedBefore(s, s.priority, s.chainPasses) : [];
    for (const item of s.chain.filter((c) => c.controller === player)) {
      const o = s.objects[item.source];
      if (item.kind === 'card' && o && o.owner !== player) relocate(s, o.id, { zone: 'trash', player: o.owner });
      emit(s, { kind: 'countered', object: item.source, player, detail: `${player} left the game`, rule: '652.4' });
    }
    s.chain = s.chain.filter((c) => c.controller !== player);
    if (passed.includes(player)) s.chainPasses--;
    if (s.chain.length === 0) s.chainPasses = 0;
    if (s.priority === player) setPriority(s, s.chain.length > 0 ? next : null, '652.5.c.1');
  }
  const sd = s.showdown;
  if (sd) {
    const passed = s.focus ? passedBefore(s, s.focus, sd.passesInRow) : [];
    if (passed.includes(player)) sd.passesInRow--;
    if (s.focus === player) setFocus(s, next, '652.5.b.1');
  }
}

/**
 * 652.2: the battlefield the player brought, while in use (still in its place, not replaced by a token), gives way
 * to a token battlefield with no abilities (652.2.a). The place keeps its ref, its units and hidden cards (652.2.b);
 * what its text applied ends with it (652.2.c); the card, set aside in banishment, is theirs to leave with (652.3).
 */
function replaceContributedBattlefield(s: GameState, player: PlayerId): void {
  const token = cardDefinition('riftcheck:token-battlefield', []);
  if (!token) throw new Error('the catalog lacks the token battlefield');
  for (const b of s.battlefields) {
    if (b.owner !== player || b.card.type === 'token') continue;
    replaceBattlefield(s, b.id, token, player, '652.2.a');
    const card = b.replaced?.at(-1);
    if (card !== undefined) s.objects[card].owner = player;
    delete b.owner; // the token is no card of theirs
  }
}

/** 652.1–652.5: what the player controls or owns leaves the board, what they own leaves the game, and play goes on. */
export function removePlayer(s: GameState, player: PlayerId): void {
  const next = nextPlayer(s, player);
  // A showdown whose passes all came in already closed (348): its combat's steps are under way.
  const showdownOpen = s.showdown !== null && s.showdown.passesInRow < s.players.length;
  dropDecision(s, player);
  pruneOptions(s, player);
  leaveChainAndShowdown(s, player, next);
  // 652.1: permanents, runes and facedown cards they control that others own are banished to their owners.
  for (const o of everyObject(s)) {
    if (o.controller !== player || o.owner === player || !(isOnBoard(o.zone) || o.zone === 'runes')) continue;
    const from = locationName(s, o.id);
    relocate(s, o.id, { zone: 'banishment', player: o.owner });
    emit(s, { kind: 'moved', object: o.id, player: o.owner, from, to: 'banishment', rule: '652.1' });
  }
  replaceContributedBattlefield(s, player);
  // 652.3: every card they own leaves the game, wherever it is.
  for (const o of everyObject(s)) {
    if (o.owner !== player || o.zone === 'gone') continue;
    detach(s, o.id);
    o.zone = 'gone';
  }
  for (const b of s.battlefields) {
    if (b.controller === player) b.controller = null;
    if (b.contestedBy === player) b.contestedBy = null;
  }
  const wasTurnPlayer = s.turnPlayer === player;
  s.players = s.players.filter((p) => p.id !== player);
  dropQuestionNoLongerAsked(s);
  s.tasks.push({ kind: 'cleanup' });
  if (wasTurnPlayer) {
    // 652.5.a.1: the turn goes on to the next player in turn order, who begins their turn once what is under
    // way is over: the others' items on the Chain resolve first (next-turn waits for an empty Chain), and a
    // showdown goes on to its end (endShowdown then passes the turn).
    const i = s.players.findIndex((p) => p.id === next);
    s.turnPlayer = s.players[(i - 1 + s.players.length) % s.players.length]!.id;
    if (s.priority === player) s.priority = null;
    if (s.showdown) s.showdown.turnPlayerLeft = true;
    else s.tasks.push({ kind: 'next-turn' });
  }
  // 652.5.b.2: with everyone left having passed Focus in a row (and nothing on the Chain), the showdown ends
  if (showdownOpen && s.showdown && s.chain.length === 0 && s.showdown.passesInRow >= s.players.length) closeShowdown(s);
}
