// Removing a player from a game that goes on (rules 651.2, 652): with more than two players, a player who
// concedes leaves and the others play on. Done here in a Neutral Open state; with a Chain, a showdown or a
// decision under way (652.4, 652.5.b, 652.5.c) the concession is refused as unsupported, rather than the
// focus and priority being passed wrong.
import { emit } from './events.ts';
import { detach, relocate } from './game-actions/zones.ts';
import type { PlayerId, Refusal } from './interface.ts';
import { isOnBoard } from './board.ts';
import { nextPlayer, type GameState } from './state.ts';

/** Why the player cannot be removed now, or null. */
export function removalRefusal(s: GameState, player: PlayerId): Refusal | null {
  if (s.chain.length > 0 || s.showdown || s.pendingDecision) {
    return {
      code: 'unsupported',
      reason: `removing ${player} from the game while a Chain, a showdown or a decision is under way (their Chain items, focus, priority) is not supported`,
      rule: '652.4',
    };
  }
  return null;
}

/** 652.1–652.5: what the player controls or owns leaves the board, what they own leaves the game, and play goes on. */
export function removePlayer(s: GameState, player: PlayerId): void {
  const next = nextPlayer(s, player);
  // 652.1: permanents, runes and facedown cards they control that others own are banished to their owners.
  for (const o of Object.values(s.objects)) {
    if (o.controller !== player || o.owner === player || !(isOnBoard(o.zone) || o.zone === 'runes')) continue;
    relocate(s, o.id, { zone: 'banishment', player: o.owner });
    emit(s, { kind: 'moved', object: o.id, player: o.owner, to: 'banishment', rule: '652.1' });
  }
  // 652.3: every card they own leaves the game, wherever it is.
  for (const o of Object.values(s.objects)) {
    if (o.owner !== player || o.zone === 'gone') continue;
    detach(s, o.id);
    o.zone = 'gone';
  }
  for (const b of s.battlefields) {
    if (b.controller === player) b.controller = null;
    if (b.contestedBy === player) b.contestedBy = null;
  }
  const wasTurnPlayer = s.turnPlayer === player;
  s.players = s.players.filter((p) => p.id !== player);
  if (wasTurnPlayer) {
    // 652.5.a.1: the turn goes on to the next player in turn order, who begins their turn.
    const i = s.players.findIndex((p) => p.id === next);
    s.turnPlayer = s.players[(i - 1 + s.players.length) % s.players.length]!.id;
    s.priority = null;
    s.tasks = [{ kind: 'next-turn' }];
  }
  s.tasks.push({ kind: 'cleanup' });
}
