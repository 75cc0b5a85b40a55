// The action dispatcher and the task loop ("HOT FEPR", rule 334): after every accepted action the
// game handles outstanding tasks, then finalizes, waits for players to execute or pass, and resolves,
// until a player must act or answer a decision.
import { declineInvitation, invite } from './game-actions/invite.ts';
import { movesBetweenBattlefields } from './board.ts';
import { mightyStatus, noticeBecomingMighty, type MightyStatus } from './triggers/check.ts';
import { placeTriggers } from './triggers/order.ts';
import { finalizeStep, resolveStep } from './chain.ts';
import { runCleanup } from './cleanup.ts';
import { applyPassiveMight } from './effects/passive-might.ts';
import { applyVictoryScore } from './game-actions/points.ts';
import { combatControlStep, combatDamageStep, combatEndStep, combatResultStep } from './combat.ts';
import { handleAnswer } from './decision-handlers.ts';
import { replaceOutsideResolution } from './effects/replaced-events.ts';
import { poseWaiting } from './decisions.ts';
import { emit } from './events.ts';
import { cannotMove, exhaust, moveTogether } from './game-actions/index.ts';
import { takesMovesFromAnywhere } from './game-actions/move.ts';
import { moveDestinationProblem, UnsupportedInMode } from './modes.ts';
import { removalRefusal, removePlayer } from './removal.ts';
import { hide, hideRefusal } from './game-actions/hide.ts';
import { holdsPower, moveAppliedCost, payAppliedPower } from './game-actions/applied-costs.ts';
import { activateAddReactions, addReactionsCoveringPower } from './playing-cards/add-reactions.ts';
import type { Action, ActionResult, Refusal } from './interface.ts';
import { beginPlay, PlayRefused, unsupportedPermanent } from './playing-cards/process-of-play.ts';
import { setPriority } from './priority.ts';
import { passFocus } from './showdown.ts';
import { areAllies, cloneState, isUnit, nextPlayer, turnState, type GameState, type Task } from './state.ts';
import { advance, beginPhase, expirationStep, nextTurn, scoringStep } from './turn.ts';
import { buildView } from './view.ts';

/**
 * How many steps (a task run, an item finalized or resolved, a phase advanced) one action may take before the
 * engine gives up on a game that never settles (an endless trigger loop is a fault). No action of the suite or of
 * 1,000 random games took more than 40; the limit is fifty times that, so a looping fault ends in a second or two
 * rather than the minute 100,000 steps took.
 */
const LOOP_LIMIT = 2_000;

export function act(game: GameState, action: Action): { game: GameState; result: ActionResult } {
  // The refusals that only read the game are answered before it is copied: most actions a player tries
  // without being able to (no priority, a decision pending) cost a look, not a copy of every object.
  const early = refusalBeforeAnyChange(game, action);
  if (early) return { game, result: { ok: false, refusal: early } };
  const s = cloneState(game);
  const before = s.events.length;
  const mighty = mightyStatus(s);
  try {
    const refusal = dispatch(s, action);
    if (refusal) return { game, result: { ok: false, refusal } };
    settle(s, mighty);
  } catch (e) {
    // The play this action began, or answered a question of, cannot complete (358.5).
    if (e instanceof PlayRefused || e instanceof UnsupportedInMode) return { game, result: { ok: false, refusal: e.refusal } };
    throw e;
  }
  return { game: s, result: { ok: true, events: s.events.slice(before), view: buildView(s) } };
}

function refuse(code: Refusal['code'], reason: string, rule?: string): Refusal {
  return rule ? { code, reason, rule } : { code, reason };
}

/** Why the action is refused before it changes anything, read off the game as it is (it is not changed); null when it goes on. */
function refusalBeforeAnyChange(s: GameState, action: Action): Refusal | null {
  if (!action || typeof action !== 'object' || typeof action.kind !== 'string') return refuse('illegal-action', 'an action needs a kind');
  if (!s.players.some((p) => p.id === action.player)) return refuse('illegal-action', `no player "${String(action.player)}"`);
  if (s.winner) return refuse('game-over', `the game is over: ${s.winner} won`);
  // Rule 650: a player may concede at any time, so neither a pending decision nor priority holds it back.
  if (action.kind === 'concede') return null;
  if (action.kind === 'decide') return decisionRefusal(s, action);
  if (s.pendingDecision) {
    const d = s.pendingDecision;
    return refuse('decision-pending', `${d.player} must first answer: ${d.prompt}`);
  }
  // A permanent whose text the engine would partly ignore makes every step of the game a guess.
  const unsupported = unsupportedPermanent(s);
  if (unsupported) return unsupported;
  // Every other action is discretionary: it needs Priority (rules 312.1, 313.4).
  if (s.priority !== action.player) {
    if (s.priority === null) return refuse('no-priority', 'no player has priority now', '312.1.b');
    if (s.focus === action.player) return refuse('no-priority', `${action.player} has focus but not priority`, '313.4');
    return refuse('no-priority', `${s.priority} has priority, not ${action.player}`, '312.1');
  }
  return null;
}

/** Carries out an action refusalBeforeAnyChange let through, on the game's copy; a refusal found on the way leaves the copy to be dropped. */
function dispatch(s: GameState, action: Action): Refusal | null {
  if (action.kind === 'concede') return concede(s, action.player);
  if (action.kind === 'decide') return decide(s, action);
  switch (action.kind) {
    case 'invite':
      return invite(s, action.player, action.teammate);
    case 'pass':
      if (s.invited === action.player && turnState(s).chain === 'open') return declineInvitation(s);
      return pass(s, action.player);
    case 'end-turn':
      return endTurn(s, action.player);
    case 'move':
      return standardMove(s, action);
    case 'play':
    case 'activate': {
      const refusal = beginPlay(s, action);
      if (!refusal && s.invited === action.player) delete s.invited; // the invitation is used
      return refusal;
    }
    case 'hide': {
      // [abilities-and-actions] The Hide discretionary action (rule 421), in game-actions/hide.ts.
      const refusal = hideRefusal(s, action.player, action.card, action.battlefield);
      if (refusal) return refusal;
      hide(s, action.player, action.card, action.battlefield);
      s.tasks.push({ kind: 'cleanup' });
      return null;
    }
    default:
      return refuse('illegal-action', `unknown action kind "${(action as { kind: string }).kind}"`);
  }
}

/** Whether the answer is to the decision pending, from the player who makes it. */
function decisionRefusal(s: GameState, action: Extract<Action, { kind: 'decide' }>): Refusal | null {
  const d = s.pendingDecision;
  if (!d) return refuse('invalid-decision', 'there is no pending decision');
  if (d.id !== action.decision) return refuse('invalid-decision', `the pending decision is ${d.id}, not ${action.decision}`);
  if (d.player !== action.player) return refuse('invalid-decision', `${d.player} makes this decision, not ${action.player}`, '312.1.b.1');
  return null;
}

/** Answers the pending decision (decisionRefusal found the answer addressed to it). */
function decide(s: GameState, action: Extract<Action, { kind: 'decide' }>): Refusal | null {
  const d = s.pendingDecision!;
  s.pendingDecision = null;
  const { continuation, ...decision } = d;
  const { waiting, ...data } = continuation;
  const refusal = handleAnswer(s, action.answer ?? {}, decision, data);
  if (!refusal) poseWaiting(s, waiting);
  return refusal;
}

/** Rules 651–652: the conceding player leaves the game; with one player (or team) left, they win; with more, play goes on. */
function concede(s: GameState, player: string): Refusal | null {
  // 651.4, 489.6.a.1: a player's teammates lose with them, so in 2v2 the other team is all that remains.
  const others = s.players.filter((p) => !areAllies(s, player, p.id));
  if (others.length > 1 && !s.teams) {
    // 651.2, 652: with more than one other player left, the player is removed and the game goes on.
    const refusal = removalRefusal(s, player);
    if (refusal) return refusal;
    removePlayer(s, player);
    return null;
  }
  s.pendingDecision = null;
  s.winner = others[0].id;
  setPriority(s, null);
  emit(s, { kind: 'won', player: s.winner, detail: `${player} conceded`, rule: '651.1' });
  return null;
}

function pass(s: GameState, player: string): Refusal | null {
  const { mode, chain } = turnState(s);
  if (chain === 'closed') {
    // Rules 338.1.b, 339: pass Priority on; once everyone passed in a row, the loop resolves.
    s.chainPasses++;
    emit(s, { kind: 'passed', player, rule: '338.1.b' });
    if (s.chainPasses < s.players.length) setPriority(s, nextPlayer(s, player), '339.2');
    else setPriority(s, null);
    return null;
  }
  if (mode === 'showdown') {
    emit(s, { kind: 'passed', player, rule: '347.2' });
    passFocus(s);
    return null;
  }
  return refuse('illegal-action', 'in a Neutral Open state there is nothing to pass: the turn player ends the turn', '316.9');
}

function endTurn(s: GameState, player: string): Refusal | null {
  const { mode, chain } = turnState(s);
  if (player !== s.turnPlayer || s.phase !== 'main') return refuse('illegal-timing', 'only the turn player ends the turn, in their main phase', '316.9');
  if (mode !== 'neutral' || chain !== 'open') return refuse('illegal-timing', 'the turn can end only in a Neutral Open state', '316.9');
  setPriority(s, null);
  s.tasks.push({ kind: 'phase', phase: 'ending' }); // rule 316.9.b
  return null;
}

/** The Standard Move (rules 144, 420.3): exhaust the units as the cost, move them to one destination. */
function standardMove(s: GameState, action: Extract<Action, { kind: 'move' }>): Refusal | null {
  const { mode, chain } = turnState(s);
  if (s.phase !== 'main' || action.player !== s.turnPlayer) return refuse('illegal-timing', 'a standard move is made in your own main phase', '144.1.a');
  if (chain === 'closed') return refuse('illegal-timing', 'no standard move while a chain exists', '144.1.b');
  if (mode === 'showdown') return refuse('illegal-timing', 'no standard move during a showdown or combat', '144.1.c');
  if (!Array.isArray(action.units) || action.units.length === 0) return refuse('illegal-action', 'name at least one unit to move');
  const to = action.to;
  if (to !== 'base' && !s.battlefields.some((b) => b.id === to)) return refuse('illegal-location', `no battlefield "${to}"`);
  for (const id of action.units) {
    const o = s.objects[id];
    if (!o) return refuse('unknown-object', `no object "${id}"`);
    if (!isUnit(o) || o.controller !== action.player) return refuse('illegal-action', `${id} is not a unit ${action.player} controls`, '144');
    if (o.zone !== 'base' && o.zone !== 'battlefield') return refuse('illegal-location', `${id} is not on the board`, '144.4');
    if (o.exhausted) return refuse('cannot-afford', `${id} is exhausted and cannot pay its move cost`, '144.2');
    if (cannotMove(o, s, to, action.player)) return refuse('illegal-action', `${id} can't move${to === 'base' ? ' to base' : ''}`);
    if (to === 'base' && o.zone !== 'battlefield') return refuse('illegal-location', `${id} is already at base`, '144.4.b');
    // 187.9: a battlefield units may move to from anywhere (the Baron Pit) takes them from another one without Ganking
    if (o.zone === 'battlefield' && to !== 'base' && o.battlefield !== to && takesMovesFromAnywhere(s, to)) continue;
    if (to !== 'base' && o.zone !== 'base' && !movesBetweenBattlefields(o)) {
      return refuse('illegal-location', `${id} moves from a battlefield only to its base`, '144.4.b');
    }
    if (to !== 'base' && o.battlefield === to) return refuse('illegal-location', `${id} is already at ${to}`, '144.4');
  }
  const invalid = to === 'base' ? null : moveDestinationProblem(s, action.player, to);
  if (invalid) return refuse('illegal-location', `${to} is no destination for ${action.player}'s units: ${invalid.reason}`, invalid.rule);
  const applied = moveAppliedCost(s, action.player, action.units, to);
  const reactions = holdsPower(s, action.player, applied) ? [] : addReactionsCoveringPower(s, action.player, applied, action.units);
  if (!reactions) return refuse('cannot-afford', `moving these units to ${to} costs ${applied} Power more`, '204.4.c');
  activateAddReactions(s, action.player, reactions); // 204.4.b.1
  if (applied > 0) payAppliedPower(s, action.player, applied, action.units[0]!);
  for (const id of action.units) exhaust(s, id, '144.2');
  moveTogether(s, action.units, to, '144', replaceOutsideResolution);
  s.tasks.push({ kind: 'cleanup' }); // rule 453
  return null;
}

function runTask(s: GameState, task: Task): void {
  switch (task.kind) {
    case 'cleanup':
      return runCleanup(s, task.special);
    case 'phase':
      return beginPhase(s, task.phase);
    case 'scoring-step':
      return scoringStep(s);
    case 'expiration-step':
      return expirationStep(s);
    case 'next-turn':
      return nextTurn(s);
    case 'combat-damage':
      return combatDamageStep(s);
    case 'combat-result':
      return combatResultStep(s);
    case 'combat-control':
      return combatControlStep(s);
    case 'combat-end':
      return combatEndStep(s);
    case 'order-triggers':
      return placeTriggers(s, task.groups);
  }
}

/** Tasks that wait for the Chain to be empty first: the next step of a phase or of combat (rules 466.2–466.6). */
const WAITS_FOR_CHAIN: ReadonlySet<Task['kind']> = new Set([
  'combat-result',
  'combat-control',
  'combat-end',
  'next-turn',
  'phase',
  'scoring-step',
  'expiration-step',
]);

/**
 * Runs the game forward until a player must act, a decision is pending, or the game is over.
 * `mighty` is the units' Mighty status before the action that led here: after the action and after
 * each step, units that became Mighty since are noticed in this one place (rule 709).
 */
export function settle(s: GameState, mighty: MightyStatus = mightyStatus(s)): void {
  let known = mighty;
  for (let i = 0; i < LOOP_LIMIT; i++) {
    const activeWithoutPassives = applyPassiveMight(s); // control and statuses change outside relocations too (364)
    applyVictoryScore(s, activeWithoutPassives); // and the cards altering the Victory Score come and go (194.3.a)
    if (s.winner) return;
    known = noticeBecomingMighty(s, known);
    if (s.pendingDecision) return;
    // A task waiting for the Chain to be empty holds back none behind it that waits for nothing: a cleanup
    // made outstanding while the Chain stands (319.5: after an item resolves) is done at once, not at its end.
    const ready = s.chain.length === 0 ? 0 : s.tasks.findIndex((t) => !WAITS_FOR_CHAIN.has(t.kind));
    const task = ready >= 0 ? s.tasks[ready] : undefined;
    if (task) {
      s.tasks.splice(ready, 1);
      runTask(s, task);
      continue;
    }
    const pending = s.chain.find((c) => c.status === 'pending');
    if (pending) {
      finalizeStep(s, pending);
      continue;
    }
    if (s.chain.length > 0) {
      if (s.chainPasses >= s.players.length) {
        resolveStep(s);
        continue;
      }
      if (s.priority === null) setPriority(s, s.chain[s.chain.length - 1].controller, '340.4');
      return; // step 2, Execute: the player with priority acts
    }
    if (s.invited) {
      // 489.8.a: the teammate the turn player invited holds their priority until they play or pass
      setPriority(s, s.invited, '489.8.a');
      return;
    }
    if (s.showdown) {
      setPriority(s, s.focus, '335.1');
      return;
    }
    if (s.phase === 'main') {
      setPriority(s, s.turnPlayer, '335');
      return;
    }
    setPriority(s, null);
    advance(s);
  }
  throw new Error('the game did not settle (task loop limit reached)');
}
