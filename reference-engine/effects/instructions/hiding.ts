// "You can hide cards ignoring costs this turn" (Guerilla Warfare): for the rest of the turn the player's
// Hide actions (421, 811.1.b) cost nothing; their timing, battlefield and facedown room still apply (game-actions/hide.ts).
import type { InstructionFamily } from './types.ts';

export const HIDING: InstructionFamily = {
  'hide-ignoring-costs': {
    run(run) {
      const players = (run.s.hidesIgnoringCosts ??= []);
      if (!players.includes(run.controller)) players.push(run.controller); // until the turn ends (cleanup.ts)
      run.didPrevious = true;
    },
    unsupported: (i) =>
      i.duration === 'this-turn' && (!i.actor || (i.actor.kind === 'player' && i.actor.who === 'you')) ? [] : ['the instruction hide-ignoring-costs'],
  },
};
