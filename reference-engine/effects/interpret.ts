// The interpreter of compiled card text: executes instructions top to bottom through the game
// actions (rule 359.3.d), each by the handler of its kind (instructions/index.ts), skipping what
// refers to illegal targets (359.3.e.5–8), following partial instructions as far as they go
// (359.3.e.11), treating information about an object that is gone as null (359.3.e.12) and looking
// back at an object's characteristics before it changed zones (359.3.e.13) — see referents.ts.
import type { Instruction } from '../card-text/ast.ts';
import { handlerOf } from './instructions/index.ts';
import { insteadOfPrevious } from './instructions/instead.ts';
import type { Interpreter } from './instructions/types.ts';
import type { Run } from './run.ts';
import { areAllies, type GameState } from '../state.ts';
import type { PlayerId } from '../interface.ts';

/**
 * "Each player looks at ..., banishes one of them, then recycles the rest": instructions sharing the
 * "each player" of the first are done by one player after another, the whole sequence each (303.2.a).
 */
function sharedByEachPlayer(list: readonly Instruction[], k: number): number {
  const first = list[k];
  if (first.actor?.kind !== 'player' || first.actor.who !== 'each-player' || !list[k + 1]?.actorShared) return 1;
  let n = 1;
  while (list[k + n]?.actorShared) n++;
  return n;
}

/** Executes a list of instructions top to bottom. */
export function execute(run: Run, list: readonly Instruction[]): void {
  let skip = 0;
  for (const i of list) {
    if (skip > 0) {
      skip--;
      continue;
    }
    const k = list.indexOf(i);
    const shared = sharedByEachPlayer(list, k);
    if (shared > 1) {
      const controller = run.controller;
      for (const p of playersInTurnOrder(run.s)) {
        run.controller = p;
        execute(
          run,
          list.slice(k, k + shared).map((x) => ({ ...x, actor: undefined, actorShared: undefined }) as Instruction),
        );
      }
      run.controller = controller;
      skip = shared - 1;
      continue;
    }
    if (run.s.winner) return;
    // 359.3.e.15: a spell or ability that left the Chain stops resolving.
    if (run.itemId && !run.s.chain.some((c) => c.id === run.itemId)) return;
    const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
    if (item?.kind === 'card' && run.s.objects[item.source]?.zone !== 'chain') return;
    // "X. If ..., Y instead": which of the two is done is decided before either (flow.ts)
    const instead = insteadOfPrevious(run, i, list[k + 1]);
    if (instead) {
      skip = 1;
      instead.forEach((x) => executeOne(run, x));
    } else executeOne(run, i);
  }
}

const INTERPRETER: Interpreter = { execute, executeOne };

/** The players in turn order, starting with the turn player (303.2.a). */
function playersInTurnOrder(s: GameState): PlayerId[] {
  const seats = s.players.map((p) => p.id);
  const first = seats.indexOf(s.turnPlayer);
  return [...seats.slice(first), ...seats.slice(0, first)];
}

export function executeOne(run: Run, i: Instruction): void {
  const s = run.s;
  if (i.actor?.kind === 'player' && (i.actor.who === 'each-player' || i.actor.who === 'each-opponent')) {
    // 355.10.e: each player makes their own choice as it resolves; 303.2.a: one after the other, in
    // turn order starting with the turn player.
    const exempt = run.exempt; // "you don't kill a unit this way" (instructions/instead.ts)
    run.exempt = undefined;
    const everyone = playersInTurnOrder(s).filter(
      (p) => p !== exempt && i.actor?.kind === 'player' && (i.actor.who === 'each-player' || !areAllies(s, p, run.controller)),
    );
    const controller = run.controller;
    for (const p of everyone) {
      run.controller = p;
      executeOne(run, { ...i, actor: undefined } as Instruction);
    }
    run.controller = controller;
    return;
  }
  if (i.actor?.kind === 'player' && i.actor.who === 'attacker-and-defender-each') {
    // "the attacker and defender each ...": the two players of the combat under way (464.2.c), in turn order; none without a combat
    const combatants = [s.showdown?.attacker, s.showdown?.defender];
    const controller = run.controller;
    for (const p of playersInTurnOrder(s).filter((x) => s.showdown?.combat === true && combatants.includes(x))) {
      run.controller = p;
      executeOne(run, { ...i, actor: undefined } as Instruction);
    }
    run.controller = controller;
    return;
  }
  const handler = handlerOf(i);
  // Plays of cards using instructions without a handler are refused as unsupported (process-of-play.ts),
  // so reaching one is an engine fault, not a game event.
  if (!handler) throw new Error(`instruction "${i.kind}" of ${run.source} is not interpreted`);
  // what the previous action's replacement tells "If you do" lasts until the next instruction that acts
  if (i.kind !== 'conditional') run.replacedPrevious = false;
  handler.run(run, i, INTERPRETER);
}
