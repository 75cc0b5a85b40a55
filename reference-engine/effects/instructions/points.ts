// Instructions about points and the game's end: "score 1 point" / "gain 1 point" (rule 194.1.c) and
// "you win the game" (rule 195). Points gained here count toward victory at the next cleanup (194.2);
// an instruction to win ends the game at once (196).
import { emit } from '../../events.ts';
import { gainPoints } from '../../game-actions/index.ts';
import { checkTriggers } from '../../triggers/check.ts';
import { actorOf, amountOf } from '../referents.ts';
import type { InstructionFamily } from './types.ts';

export const POINTS: InstructionFamily = {
  score: {
    run(run, i) {
      const who = actorOf(run, i);
      const amount = amountOf(run, i.amount, i);
      if (who === null || amount === null || amount <= 0) return;
      gainPoints(run.s, who, amount, '194.1.c');
      run.didPrevious = true;
    },
  },
  // Reckoner's Arena: the source is the battlefield, "here" (170.9).
  'activate-conquer-effects': {
    run(run) {
      const here = run.s.battlefields.find((b) => b.id === run.source);
      if (!here) return;
      checkTriggers(run.s, { kind: 'conquered', player: run.controller, battlefield: here.id, before: here.controller, activated: true });
      run.didPrevious = true;
    },
  },
  'extra-turn': {
    run(run, i) {
      // 735, 737, 738: the additional turn comes right after the current one, ahead of any queued before it
      const who = actorOf(run, i);
      if (who === null) return;
      (run.s.additionalTurns ??= []).unshift(who);
      run.didPrevious = true;
    },
  },
  'win-game': {
    run(run, i) {
      const who = actorOf(run, i);
      if (who === null) return;
      run.s.winner = who;
      run.s.priority = null;
      emit(run.s, { kind: 'won', player: who, rule: '195' });
      run.didPrevious = true;
    },
  },
};
