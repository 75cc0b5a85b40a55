// Instructions about points and the game's end: "score 1 point" / "gain 1 point" (rule 194.1.c),
// "lose 1 point" (194.4), "you win the game" (rule 195) and "you lose the game" (195.1). Points gained here count toward victory at the next cleanup (194.2);
// an instruction to win ends the game at once (196).
import type { ObjectRef } from '../../card-text/ast.ts';
import { emit } from '../../events.ts';
import { gainPoints, losePoints } from '../../game-actions/index.ts';
import type { PlayerId } from '../../interface.ts';
import { areAllies } from '../../state.ts';
import { checkTriggers } from '../../triggers/check.ts';
import { actorOf, amountOf } from '../referents.ts';
import type { Run } from '../run.ts';
import type { InstructionFamily } from './types.ts';

/**
 * 195.1: a player an effect tells to lose is removed from the game, as by conceding (651); with one
 * player or team left, that one wins (195). Removing one of several players while the instruction
 * resolves is not carried out (the chain holds the item: see removal.ts).
 */
function loseGame(run: Run, who: PlayerId): void {
  const others = run.s.players.filter((p) => !areAllies(run.s, who, p.id));
  if (others.length !== 1 && !run.s.teams) return;
  run.s.winner = others[0]!.id;
  run.s.priority = null;
  emit(run.s, { kind: 'won', player: run.s.winner, detail: `${who} lost the game`, rule: '195.1' });
  run.didPrevious = true;
}

function unitsHere(ref: ObjectRef): boolean {
  return (
    ref.kind === 'select' &&
    ref.nouns.length === 1 &&
    ref.nouns[0] === 'unit' &&
    ref.filters.length === 1 &&
    ref.filters[0]!.kind === 'location' &&
    ref.filters[0]!.at.kind === 'here'
  );
}

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
      run.didPrevious = gainPoints(run.s, who, amount, '194.1.c'); // 359.3.e.14.a: not gained, not done
    },
  },
  // Reckoner's Arena: "activate the conquer effects of units here", the source being the battlefield, "here" (170.9); a
  // unit's "here" is the battlefield it is at. A unit in a base has no battlefield whose conquest to repeat (359.3.e.6).
  'activate-effects': {
    unsupported: (i) => (unitsHere(i.of) ? [] : ['activating the effects of anything but units here']),
    run(run) {
      const source = run.s.objects[run.source];
      const at = source?.zone === 'battlefield' ? source.battlefield : run.source;
      const here = run.s.battlefields.find((b) => b.id === at);
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
      if (i.lose) return loseGame(run, who);
      run.s.winner = who;
      run.s.priority = null;
      emit(run.s, { kind: 'won', player: who, rule: '195' });
      run.didPrevious = true;
    },
  },
};
