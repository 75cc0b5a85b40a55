// Instructions about points and the game's end: "score 1 point" / "gain 1 point" (rule 194.1.c) and
// "you win the game" (rule 195). Points gained here count toward victory at the next cleanup (194.2);
// an instruction to win ends the game at once (196).
import { emit } from '../../events.ts';
import { gainPoints, losePoints } from '../../game-actions/index.ts';
import { actorOf, amountOf } from '../referents.ts';
import type { InstructionFamily } from './types.ts';

export const POINTS: InstructionFamily = {
  score: {
    run(run, i) {
      const who = actorOf(run, i);
      const amount = amountOf(run, i.amount, i);
      if (who === null || amount === null || amount <= 0) return;
      if (i.verb === 'lose') {
        run.didPrevious = losePoints(run.s, who, amount);
        return;
      }
      gainPoints(run.s, who, amount, '194.1.c');
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
