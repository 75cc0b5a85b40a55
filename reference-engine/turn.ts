// The turn's phases (rules 314–317) and the passing of the turn (306, 317.3).
import { replaceOutsideResolution } from './effects/replaced-events.ts';
import { channelLimit } from './effects/channel-limit.ts';
import { emit } from './events.ts';
import { channel, draw, emptyRunePool, ready, scoreBattlefield } from './game-actions/index.ts';
import type { Phase } from './interface.ts';
import { isOnBoard } from './board.ts';
import { skipsPhase } from './game-actions/skip.ts';
import { everyObject, nextPlayer, teammatesOf, type GameState } from './state.ts';
import { checkTriggers } from './triggers/check.ts';
import { modeRules } from './modes.ts';

const START_OF_TURN: Phase[] = ['awaken', 'beginning', 'channel', 'draw', 'main'];

/** Begins a phase and makes its work outstanding, then a cleanup (rule 319.2). */
export function beginPhase(s: GameState, phase: Phase): void {
  s.phase = phase;
  if (skipsPhase(s, s.turnPlayer, phase)) {
    advance(s); // 443.2: replaced with nothing, play goes on to the next phase
    return;
  }
  emit(s, { kind: 'phase-began', player: s.turnPlayer, detail: phase, rule: '314' });
  const me = s.turnPlayer;
  switch (phase) {
    case 'awaken':
      checkTriggers(s, { kind: 'turn-moment', moment: 'start-of-turn' });
      // Rule 315.1.b: ready everything the turn player controls on the board.
      for (const o of everyObject(s)) {
        if (o.controller === me && isOnBoard(o.zone) && o.exhausted) ready(s, o.id, '315.1.b');
      }
      break;
    case 'beginning':
      // Beginning step (315.2.a.1), then the scoring step once what it triggered has resolved.
      checkTriggers(s, { kind: 'turn-moment', moment: 'start-of-beginning' });
      s.tasks.push({ kind: 'scoring-step' });
      break;
    case 'channel':
      // "players only channel 1 rune at the start of their Channel Phase" (effects/channel-limit.ts): one in all, no extra rune either
      if (channelLimit(s) !== null) {
        channel(s, me, channelLimit(s)!, { rule: '315.3.b' });
        break;
      }
      channel(s, me, 2, { rule: '315.3.b' });
      // Rules 485.7, 486.7: in the first turn of the player going last (second in 1v1), one rune more.
      if (s.turn === s.players.length && me === s.players[s.players.length - 1].id) channel(s, me, 1, { rule: '485.7' });
      break;
    case 'draw':
      // 487.7, 488.7, 489.7: with more than two players, the first player draws nothing in the first turn.
      if (s.turn === 1 && modeRules(s).firstPlayerSkipsFirstDraw) break;
      draw(s, me, 1, '315.4.b', replaceOutsideResolution);
      break;
    case 'main':
      for (const p of s.players) emptyRunePool(s, p.id, '316.3');
      checkTriggers(s, { kind: 'turn-moment', moment: 'start-of-main' }); // rule 316.4, delayed abilities included
      break;
    case 'ending':
      checkTriggers(s, { kind: 'turn-moment', moment: 'end-of-turn' }); // ending step, rule 317.1, delayed abilities included
      s.tasks.push({ kind: 'expiration-step' });
      break;
  }
  s.tasks.push({ kind: 'cleanup' });
}

/** Scoring step (315.2.b): the turn player holds every battlefield they control. */
export function scoringStep(s: GameState): void {
  // 469.1.a, 489.8.b: what a teammate controls now, the turn player's team may not conquer this turn.
  s.disqualifiedThisTurn = s.battlefields.filter((b) => b.controller !== null && teammatesOf(s, s.turnPlayer).includes(b.controller)).map((b) => b.id);
  const held = s.battlefields.filter((b) => b.controller === s.turnPlayer).map((b) => b.id);
  const scored = held.filter((b) => scoreBattlefield(s, s.turnPlayer, b, 'hold'));
  checkTriggers(s, { kind: 'held', player: s.turnPlayer });
  for (const battlefield of scored) checkTriggers(s, { kind: 'scored', player: s.turnPlayer, battlefield }); // "When an opponent scores", after
  s.tasks.push({ kind: 'cleanup' });
}

/** Rule 317.2: the expiration step's special cleanup; it repeats while chain items went through FEPR. */
export function expirationStep(s: GameState): void {
  s.expirationMark = s.feprCount;
  s.tasks.push({ kind: 'cleanup', special: 'ending' });
}

/** Rule 335: nothing outstanding outside the main phase, so the game moves on. */
export function advance(s: GameState): void {
  if (s.phase === 'ending') {
    if (s.expirationMark !== undefined && s.feprCount > s.expirationMark) {
      s.tasks.push({ kind: 'expiration-step' }); // rule 317.2.f
      return;
    }
    s.tasks.push({ kind: 'next-turn' });
    return;
  }
  const i = START_OF_TURN.indexOf(s.phase);
  s.tasks.push({ kind: 'phase', phase: START_OF_TURN[i + 1] });
}

/** Rule 317.3: the next player takes their turn. */
export function nextTurn(s: GameState): void {
  s.expirationMark = undefined;
  // 736, 737: an additional turn queued goes first and leaves the turn order as it was
  const additional = s.additionalTurns?.shift();
  if (additional === undefined && s.turnOrderAt !== undefined) {
    s.turnPlayer = s.turnOrderAt; // the order goes on from the last turn taken in it
    s.turnOrderAt = undefined;
  }
  if (additional !== undefined) s.turnOrderAt ??= s.turnPlayer;
  s.turnPlayer = nextPlayer(s, s.turnPlayer);
  if (additional !== undefined) s.turnPlayer = additional;
  s.turn += 1;
  for (const b of s.battlefields) b.scoredThisTurn = [];
  s.performedThisTurn = undefined; // 383.3.e.1: counted afresh each turn
  s.firstEventsThisTurn = undefined;
  s.movesThisTurn = undefined;
  s.xpGainedThisTurn = undefined;
  s.powerSpentThisTurn = undefined;
  s.conquestsThisTurn = undefined;
  s.disqualifiedThisTurn = undefined;
  s.cardsPlayedThisTurn = undefined;
  s.abilitiesPlayedThisTurn = undefined;
  s.playsCompletedThisTurn = undefined;
  s.unitsDiedThisTurn = undefined;
  s.unitsDiedInBeginningPhase = undefined;
  s.battlefieldsConqueredThisTurn = undefined;
  s.delayedReplacements = undefined; // 390.3: "this turn"
  if (s.delayed) s.delayed = s.delayed.filter((d) => d.moment !== 'dies-this-turn' && d.moment !== 'event-this-turn'); // "When it dies this turn": the turn is over
  s.unitsWonCombatThisTurn = undefined;
  emit(s, { kind: 'turn-began', player: s.turnPlayer, amount: s.turn, rule: '317.3' });
  s.tasks.push({ kind: 'phase', phase: 'awaken' });
}
