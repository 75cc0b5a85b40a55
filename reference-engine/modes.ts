// The sanctioned modes of play (rules 484–489): what each sets (players, formation, victory score, first
// turn process), and what a game of more than two players forbids that a 1v1 game never meets: moves into
// a battlefield that would bring a third player there or join another pair's combat (447.2, 449.2, 462).
import { emit } from './events.ts';
import type { PlayerId, Refusal, Setup } from './interface.ts';
import { areAllies, playerState, playersPresentAt, teammatesOf, unitsAt, type GameState, type ObjectId } from './state.ts';

export type ModeName = NonNullable<Setup['mode']>;

interface ModeRules {
  /** 485.1, 487.1, 488.1, 489.1. */
  players: number;
  /** 487.3, 488.3, 489.3; absent in 1v1, whose 8 (485.3) is the setup's default. */
  victoryScore?: number;
  /** 489.2: two teams of two. */
  teams: boolean;
  /** 487.7, 488.7, 489.7: the first player skips the draw of their first draw phase (not in 1v1, 485.7). */
  firstPlayerSkipsFirstDraw: boolean;
  /** 488.4.b, 489.5.b: the first player's battlefields are not used. */
  firstPlayerBringsNoBattlefield: boolean;
}

export const MODES: Record<ModeName, ModeRules> = {
  '1v1': { players: 2, teams: false, firstPlayerSkipsFirstDraw: false, firstPlayerBringsNoBattlefield: false },
  ffa3: { players: 3, victoryScore: 8, teams: false, firstPlayerSkipsFirstDraw: true, firstPlayerBringsNoBattlefield: false },
  ffa4: { players: 4, victoryScore: 8, teams: false, firstPlayerSkipsFirstDraw: true, firstPlayerBringsNoBattlefield: true },
  '2v2': { players: 4, victoryScore: 11, teams: true, firstPlayerSkipsFirstDraw: true, firstPlayerBringsNoBattlefield: true },
};

export function modeRules(s: GameState): ModeRules {
  return MODES[s.mode ?? '1v1'];
}

/**
 * The teams of a 2v2 setup, or a reason they cannot be: two teams of two, every player in one, and turn
 * order (the order of the players) alternating teams (489.5.c, 489.5.c.1). Absent, the first and third
 * player play against the second and fourth.
 */
export function teamsOf(players: readonly PlayerId[], given: readonly (readonly PlayerId[])[] | undefined): PlayerId[][] | string {
  const [a, b, c, d] = players as [PlayerId, PlayerId, PlayerId, PlayerId];
  if (!given)
    return [
      [a, c],
      [b, d],
    ];
  if (given.length !== 2 || given.some((t) => !Array.isArray(t) || t.length !== 2)) return 'a 2v2 game has two teams of two players (489.2)';
  const listed = given.flat();
  if (new Set(listed).size !== 4 || !players.every((p) => listed.includes(p))) return 'each of the four players is on exactly one team (489.2)';
  const withFirst = given.find((t) => t.includes(a))!;
  if (!withFirst.includes(c)) return 'turn order alternates teams: the first player is followed by an opponent, then their teammate (489.5.c.1)';
  return given.map((t) => [...t]);
}

/** The players who win with `winner`: their teammates too (489.6.a.3). */
export function winnersWith(s: GameState, winner: PlayerId): PlayerId[] {
  return [winner, ...teammatesOf(s, winner)];
}

/** The players (other than the mover) with units at a battlefield. */
function othersAt(s: GameState, battlefield: ObjectId, player: PlayerId): PlayerId[] {
  return [...new Set(unitsAt(s, battlefield).map((u) => u.controller))].filter((p) => p !== player);
}

/**
 * Why a battlefield is no destination for a move of the player's units, or null: a teammate's units are
 * there (447.2.b), units of two other players are there (449.2, 144.4.a.1), or a combat is staged or under
 * way there between others and the player has no units there (447.2.a, 462.1). None of it can happen with
 * two players.
 */
export function moveDestinationProblem(s: GameState, player: PlayerId, battlefield: ObjectId): { reason: string; rule: string } | null {
  const others = othersAt(s, battlefield, player);
  const ally = others.find((p) => areAllies(s, player, p));
  if (ally) return { reason: `${ally}, ${player}'s teammate, has units at ${battlefield}`, rule: '447.2.b' };
  if (others.length >= 2) return { reason: `units of two other players (${others.join(', ')}) are at ${battlefield}`, rule: '449.2' };
  const sd = s.showdown;
  const inCombat = sd?.combat && sd.battlefield === battlefield ? [sd.attacker, sd.defender].filter((p) => p !== null) : null;
  if (inCombat && !inCombat.includes(player)) return { reason: `a combat between ${inCombat.join(' and ')} is under way at ${battlefield}`, rule: '462.1' };
  return null;
}

/**
 * 462.2: whether a battlefield is closed to units the player would play there: a combat is staged or under
 * way there between two other players (units of two others are there, or the combat's two players are
 * others). None of it can happen with two players.
 */
export function combatClosedTo(s: GameState, player: PlayerId, battlefield: ObjectId): boolean {
  if (othersAt(s, battlefield, player).length >= 2) return true;
  const sd = s.showdown;
  return !!sd?.combat && sd.battlefield === battlefield && sd.attacker !== player && sd.defender !== player;
}

/**
 * 462.3: whether moving units of several players together to a battlefield would bring more than two
 * players there (a combat of three), though each could go there alone (that case is 447.2.c's recall).
 */
export function movesMeetThree(s: GameState, movers: readonly PlayerId[], battlefield: ObjectId): boolean {
  const arriving = new Set(movers);
  return arriving.size > 1 && new Set([...playersPresentAt(s, battlefield), ...arriving]).size > 2;
}

/** 489.8.d.1, 489.8.d.2: a team shares its points, so a teammate's total follows the player's. */
export function shareTeamPoints(s: GameState, player: PlayerId): void {
  for (const t of teammatesOf(s, player)) playerState(s, t).points = playerState(s, player).points;
}

/**
 * 489.6, 323.1: in 2v2 the first team at the victory score with more points than the other team wins,
 * both its players together (489.6.a.3). The turn player is named the winner when on that team.
 */
export function checkTeamVictory(s: GameState, teams: PlayerId[][]): boolean {
  const pointsOf = (team: PlayerId[]) => playerState(s, team[0]!).points;
  for (const team of teams) {
    if (pointsOf(team) >= s.victoryScore && teams.every((other) => other === team || pointsOf(other) < pointsOf(team))) {
      s.winner = team.includes(s.turnPlayer) ? s.turnPlayer : team[0]!;
      s.priority = null;
      emit(s, { kind: 'won', player: s.winner, detail: `with ${teammatesOf(s, s.winner).join(', ')}`, rule: '489.6.a.3' });
      return true;
    }
  }
  return false;
}

/**
 * What a setup's position may not hold in a mode of more than two players, or null: units of three
 * players at one battlefield (449.2, 462), a player's units where their teammate's are (447.2.b),
 * teammates with the same Champion Legend (489.8.h) or teammates whose points differ (489.8.d.1).
 */
export function positionProblem(s: GameState): { message: string; field: string } | null {
  for (const b of s.battlefields) {
    const present = playersPresentAt(s, b.id);
    if (present.length > 2)
      return { message: `units of ${present.join(', ')} at ${b.id}: at most two players meet at a battlefield (449.2)`, field: 'battlefields' };
    if (present.length === 2 && areAllies(s, present[0]!, present[1]!))
      return { message: `teammates ${present.join(' and ')} both have units at ${b.id} (447.2.b)`, field: 'battlefields' };
  }
  for (const team of s.teams ?? []) {
    const [a, b] = team.map((id) => playerState(s, id));
    const legend = (p: typeof a) => (p?.legend ? s.objects[p.legend]?.card.name : undefined);
    if (legend(a) !== undefined && legend(a) === legend(b))
      return { message: `teammates ${team.join(' and ')} both use ${legend(a)} (489.8.h)`, field: 'players' };
    if (a!.points !== b!.points) return { message: `teammates ${team.join(' and ')} share their points (489.8.d.1): give both the same`, field: 'players' };
  }
  return null;
}

/**
 * 489.8.i: teammates may not bring battlefields of the same name (as they may not bring the same Champion
 * Legend, 489.8.h). The refusal names the deck of the teammate later in turn order.
 */
export function sharedBattlefieldProblem(
  teams: readonly PlayerId[][],
  players: readonly { id: PlayerId; deck?: { battlefields: readonly string[] } }[],
  nameOf: (card: string) => string,
): { message: string; field: string } | null {
  for (const team of teams) {
    const [first, second] = team.map((id) => players.findIndex((p) => p.id === id)).sort((a, b) => a - b);
    const names = (i: number | undefined) => (i === undefined ? [] : (players[i]?.deck?.battlefields ?? []).map(nameOf));
    const mine = names(first);
    const both = names(second).find((n) => mine.includes(n));
    if (both !== undefined)
      return {
        message: `the deck breaks rule 489.8.i: ${team.join(' and ')} are teammates and both bring ${both}`,
        field: `players[${second}].deck.battlefields`,
      };
  }
  return null;
}

/**
 * What the engine cannot yet do in a mode of more than two players, met in the middle of an action: the
 * action is refused as unsupported and the game left as it was, rather than played wrong.
 */
export class UnsupportedInMode extends Error {
  readonly refusal: Refusal;
  constructor(reason: string, rule: string) {
    super(reason);
    this.refusal = { code: 'unsupported', reason, rule };
  }
}
