// One random game: a random position, then random actions until a player wins, the action limit is
// reached or nobody can act. Invariants are checked after every accepted action (invariants.ts); a
// refused action must leave the game as it was. At the end the game is replayed from its setup and
// accepted actions, and the replay must give byte-identical states and events.
import { act, createGame, eventsOf, viewOf, type Action, type Game, type Setup, type View } from '../../reference-engine/index.ts';
import { checkInvariants, type Tracked } from './invariants.ts';
import { candidates } from './random-player.ts';
import { Random } from './random.ts';
import { randomSetup } from './random-setup.ts';

export interface PlayoutResult {
  seed: number;
  setup: Setup;
  /** The accepted actions, in order. */
  actions: Action[];
  refused: number;
  end: 'won' | 'action-limit' | 'stuck' | 'setup-refused' | 'broken';
  /** The broken invariants, and after which accepted action (its index; -1: at creation). */
  broken?: { after: number; lines: string[] };
}

function trackedOf(setup: Setup): Tracked {
  const cards = new Set<string>();
  for (const p of setup.players) {
    for (const zone of [p.hand, p.mainDeck, p.runeDeck, p.base, p.runes, p.trash, p.banishment]) for (const o of zone ?? []) cards.add(o.ref);
  }
  for (const b of setup.battlefields ?? []) for (const o of [...(b.units ?? []), ...(b.gear ?? []), ...(b.facedown ?? [])]) cards.add(o.ref);
  return { cards, victoryScore: setup.victoryScore ?? 8 };
}

/**
 * Plays the given actions from the setup; stops at the first refusal and, when `checked` (a shrink looking for a
 * break), at the first broken invariant. Unchecked, it only plays them again (a determinism replay).
 */
export function replay(
  setup: Setup,
  actions: readonly Action[],
  checked = true,
): { game: Game | null; broken?: { after: number; lines: string[] }; refusedAt?: number } {
  const created = createGame(setup, { gameId: 'playout' });
  if (!created.ok) return { game: null, refusedAt: -1 };
  const tracked = checked ? trackedOf(setup) : null;
  let game = created.game;
  let view = tracked ? viewOf(game) : null;
  const first = tracked && view ? checkInvariants(tracked, null, view, eventsOf(game), 0) : [];
  if (first.length) return { game, broken: { after: -1, lines: first } };
  for (let i = 0; i < actions.length; i++) {
    const step = stepOnce(tracked, game, view, actions[i]);
    if (step.broken) return { game, broken: { after: i, lines: step.broken } };
    if (!step.accepted) return { game, refusedAt: i };
    game = step.game;
    view = step.view;
  }
  return { game };
}

/** One action, and (given what to track) the invariants after it; without, no view is built and nothing checked. */
function stepOnce<V extends View | null>(
  tracked: Tracked | null,
  game: Game,
  view: V,
  action: Action,
): { accepted: boolean; game: Game; view: V; broken?: string[] } {
  const lastSeq = game.events.length ? game.events[game.events.length - 1].seq : 0;
  let out: ReturnType<typeof act>;
  try {
    out = act(game, action);
  } catch (e) {
    return { accepted: false, game, view, broken: [`${action.kind} threw: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`] };
  }
  if (!out.result.ok) {
    if (out.game !== game) return { accepted: false, game, view, broken: [`a refused ${action.kind} changed the game`] };
    return { accepted: false, game, view };
  }
  if (!tracked || !view) return { accepted: true, game: out.game, view };
  const next = viewOf(out.game);
  const broken = checkInvariants(tracked, view, next, eventsOf(out.game, lastSeq), lastSeq);
  return { accepted: true, game: out.game, view: next as V, broken: broken.length ? broken : undefined };
}

export function playout(seed: number, maxActions: number): PlayoutResult {
  const rng = new Random(seed);
  const setup = randomSetup(rng, seed);
  const result: PlayoutResult = { seed, setup, actions: [], refused: 0, end: 'action-limit' };
  const created = createGame(setup, { gameId: 'playout' });
  if (!created.ok) return { ...result, end: 'setup-refused', broken: { after: -1, lines: [`the engine refused a valid setup: ${created.error.message}`] } };
  const tracked = trackedOf(setup);
  let game = created.game;
  let view = viewOf(game);
  const first = checkInvariants(tracked, null, view, eventsOf(game), 0);
  if (first.length) return { ...result, end: 'broken', broken: { after: -1, lines: first } };
  while (result.actions.length < maxActions) {
    if (view.winner) {
      result.end = 'won';
      break;
    }
    let moved = false;
    for (const action of candidates(rng, view)) {
      const step = stepOnce(tracked, game, view, action);
      if (step.broken) {
        result.actions.push(action);
        return { ...result, end: 'broken', broken: { after: result.actions.length - 1, lines: step.broken } };
      }
      if (!step.accepted) {
        result.refused++;
        continue;
      }
      result.actions.push(action);
      game = step.game;
      view = step.view;
      moved = true;
      break;
    }
    if (!moved && view.pendingDecision?.kind === 'split-damage') {
      // The quick answers missed (Tank, Backline, prevention and keyword bonuses all shape the legal
      // splits): try every split of the damage, and only if none is accepted is the game stuck.
      const d = view.pendingDecision;
      for (const answer of allSplits(
        d.options.map((o) => o.id),
        d.total ?? 0,
      )) {
        const step = stepOnce(tracked, game, view, { kind: 'decide', player: d.player, decision: d.id, answer });
        if (step.broken) return { ...result, end: 'broken', broken: { after: result.actions.length, lines: step.broken } };
        if (!step.accepted) continue;
        result.actions.push({ kind: 'decide', player: d.player, decision: d.id, answer });
        game = step.game;
        view = step.view;
        moved = true;
        break;
      }
    }
    if (!moved) {
      result.end = 'stuck';
      // Somebody must always be able to act until the game is won: pass, end the turn or answer.
      return {
        ...result,
        end: 'broken',
        broken: {
          after: result.actions.length - 1,
          lines: [`nobody could act: every candidate was refused (priority ${view.priority}, decision ${view.pendingDecision?.kind ?? 'none'})`],
        },
      };
    }
  }
  // Replaying the same setup and actions gives the very same game, byte for byte (its events included). The
  // invariants held after each of these actions already: the replay only plays them again.
  const again = replay(setup, result.actions, false);
  const a = JSON.stringify(game);
  const b = again.game ? JSON.stringify(again.game) : '';
  if (again.broken || again.refusedAt !== undefined || a !== b) {
    return {
      ...result,
      end: 'broken',
      broken: {
        after: result.actions.length - 1,
        lines: [`replaying the game gave a different result${again.refusedAt !== undefined ? ` (action ${again.refusedAt} refused)` : ''}`],
      },
    };
  }
  return result;
}

/** Every way to split `total` among the units (each a whole number, 0 or more), at most 20,000 of them. */
function* allSplits(ids: readonly string[], total: number): Generator<{ chosen: string[]; amounts: Record<string, number> }> {
  let count = 0;
  function* rest(i: number, left: number, acc: number[]): Generator<number[]> {
    if (i === ids.length - 1) {
      yield [...acc, left];
      return;
    }
    for (let n = left; n >= 0; n--) yield* rest(i + 1, left - n, [...acc, n]);
  }
  for (const split of rest(0, total, [])) {
    if (++count > 20_000) return;
    const amounts: Record<string, number> = {};
    ids.forEach((id, k) => split[k] > 0 && (amounts[id] = split[k]));
    yield { chosen: Object.keys(amounts), amounts };
  }
}

/** A shorter list of actions that still breaks an invariant: drops each action in turn when the break survives it. */
export function shrink(setup: Setup, actions: readonly Action[]): Action[] {
  let current = [...actions];
  for (let i = current.length - 1; i >= 0; i--) {
    const candidate = [...current.slice(0, i), ...current.slice(i + 1)];
    const r = replay(setup, candidate);
    if (r.broken) current = candidate.slice(0, r.broken.after + 1);
  }
  return current;
}
