// The reference engine's public interface, used by the in-process driver and by the HTTP server.
// A pure engine: (state, action) -> (state, events), randomness only from the seed in the state.
import { PROTOCOL_VERSION } from '../protocol/index.ts';
import { settle } from './game.ts';
import type { Capabilities, GameEvent, Setup, View } from './interface.ts';
import { EDITIONS } from './editions.ts';
import { givesDecks } from './deck-layout.ts';
import { beginSetupProcess } from './setup-process.ts';
import { buildState, SetupError } from './setup.ts';
import type { GameState } from './state.ts';
import { buildView, viewAs } from './view.ts';

export type * from './interface.ts';
export { PROTOCOL_VERSION };
export type Game = GameState;

export const capabilities: Capabilities = {
  protocol: PROTOCOL_VERSION,
  engine: { name: 'riftcheck-reference', version: '0.1.0' },
  editions: [...EDITIONS],
  features: ['mode:1v1', 'mode:ffa3', 'mode:ffa4', 'mode:2v2', 'cards-from-text', 'rule-citations', 'setup-from-decks', 'views-as-player'],
};

export function createGame(setup: Setup, opts: { gameId?: string } = {}): { ok: true; game: Game } | { ok: false; error: { message: string; field?: string } } {
  try {
    const s = buildState(setup, opts.gameId ?? 'game-1');
    if (givesDecks(setup)) beginSetupProcess(s);
    else if (s.phase !== 'main') s.tasks.push({ kind: 'phase', phase: s.phase });
    settle(s);
    return { ok: true, game: s };
  } catch (e) {
    if (e instanceof SetupError) return { ok: false, error: e.field ? { message: e.message, field: e.field } : { message: e.message } };
    if (e instanceof TypeError) return { ok: false, error: { message: `malformed setup: ${e.message}` } };
    throw e;
  }
}

export { act } from './game.ts';

/** The whole state, or as a player (or `spectator`) may see it (rule 128). */
export function viewOf(game: Game, as?: string): View {
  if (as === undefined) return buildView(game);
  // "You can look at their facedown cards this turn": theirs are not hidden from you (the may-look-at-facedown instruction)
  const seen = (game.facedownSeenBy ?? []).filter((x) => x.viewer === as).map((x) => x.controller);
  return viewAs(buildView(game), as, seen);
}

export function eventsOf(game: Game, after = 0): GameEvent[] {
  return game.events.filter((e) => e.seq > after);
}
