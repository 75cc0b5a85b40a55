// "Starting with the next player, each player may return a unit to its owner's hand" (Whirlwind): the
// players act one at a time, in turn order (303.2.a), beginning with the player after the one whose
// text it is and ending with that player; each makes their own choices as they act (355.10.e).
import type { Instruction } from '../../card-text/ast.ts';
import { nextPlayer } from '../../state.ts';
import type { InstructionFamily } from './types.ts';

/** Each instruction of the body, its "each player" taken away: done by the player whose go it is. */
function byOnePlayer(body: readonly Instruction[]): Instruction[] {
  return body.map((i) => (i.actor?.kind === 'player' && i.actor.who === 'each-player' ? ({ ...i, actor: undefined } as Instruction) : i));
}

export const IN_TURN_ORDER: InstructionFamily = {
  'in-turn-order': {
    run(run, i, { execute }) {
      const controller = run.controller;
      let done = false;
      for (let k = 0, p = nextPlayer(run.s, controller); k < run.s.players.length; k++, p = nextPlayer(run.s, p)) {
        run.controller = p;
        execute(run, byOnePlayer(i.body));
        done = done || run.didPrevious;
      }
      run.controller = controller;
      run.didPrevious = done;
    },
    nested: (i) => byOnePlayer(i.body),
    // only a body every player does in turn ("each player ...") is read
    unsupported: (i) => (i.body.every((x) => x.actor?.kind === 'player' && x.actor.who === 'each-player') ? [] : ['in-turn-order']),
  },
};
