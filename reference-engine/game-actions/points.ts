// Gaining points from any source (rule 468.1 for scoring; 431.2.c for an opponent's burn out), kept
// apart from scoring so that burning out, which draws on nothing but this, does not import the draw
// that a withheld Final Point makes.
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { atABattlefieldCondition } from '../playing-cards/play-data.ts';
import { everyObject, areAllies, playerState, type CardDefinition, type GameState } from '../state.ts';
import { shareTeamPoints } from '../modes.ts';
import { checkTriggers } from '../triggers/check.ts';
import { weakProcessCache } from '../process-caches.ts';

/**
 * "While I'm at a battlefield, opponents can't gain points" (Tianna Crownguard): a permanent of an
 * opponent forbids the points, and only the points: conquering, holding and their triggers still happen.
 */
export function cannotGainPoints(s: GameState, player: PlayerId): boolean {
  // 489.8.d.3: the check is of the player's team gaining points, so a teammate's permanent does not forbid them.
  return everyObject(s).some(
    (o) =>
      !areAllies(s, o.controller, player) &&
      abilitiesActive(o) &&
      abilitiesOfKind(o.card, 'passive').some(
        ({ ability: a }) =>
          a.effect.kind === 'cant' &&
          a.effect.action === 'gain points' &&
          a.effect.subject.kind === 'select' &&
          a.effect.subject.nouns.includes('opponent') &&
          (!a.condition || (atABattlefieldCondition(a.condition) && o.zone === 'battlefield')),
      ),
  );
}

/**
 * Sets the Victory Score in force (194.3): the mode's, altered by card effects (194.3.a) such as
 * Aspirant's Climb's "Increase the points needed to win the game by 1", for as long as their card is
 * in play (a battlefield's passive, or that of a card whose abilities work where it is). Run after
 * each step of the settle loop (game.ts) and as a battlefield's card changes (438).
 */
export function applyVictoryScore(s: GameState, activeWithoutPassives = false): void {
  const base = s.baseVictoryScore ?? s.victoryScore;
  let change = 0;
  for (const b of s.battlefields) change += victoryScoreChange(b.card);
  // (the settle loop tells when the passive layer just found no object whose abilities apply with a passive: none changes it)
  if (!activeWithoutPassives) {
    for (const o of everyObject(s)) {
      // where its abilities work first: a card in a deck or a hand is never read for this
      if (abilitiesActive(o)) change += victoryScoreChange(o.card);
    }
  }
  s.victoryScore = base + change;
  if (change !== 0) s.baseVictoryScore = base;
  else if ('baseVictoryScore' in s) delete s.baseVictoryScore; // runs after every step: no delete when there is nothing to delete
}

const victoryScoreChanges = weakProcessCache<readonly unknown[], number>();

/**
 * How much a card's unconditional passives change the Victory Score, worked out once per compiled text: the
 * settle loop asks it of every object after every step.
 */
function victoryScoreChange(card: CardDefinition): number {
  const passives = abilitiesOfKind(card, 'passive');
  if (passives.length === 0) return 0;
  let by = victoryScoreChanges.get(passives);
  if (by === undefined) {
    by = 0;
    for (const { ability: a } of passives) if (a.effect.kind === 'victory-score-change' && !a.condition) by += a.effect.by;
    victoryScoreChanges.set(passives, by);
  }
  return by;
}

/**
 * 431.3.b: once a burn out repeats in sequence (the deck still empty after the first), the points it
 * gives cannot be prevented, so a player who can gain no points cannot stall the game forever.
 */
function burningOutAgain(s: GameState): boolean {
  let burnOuts = 0;
  for (let i = s.events.length - 1; i >= 0; i--) {
    const e = s.events[i];
    if (e.kind === 'burned-out') burnOuts++;
    else if (e.kind !== 'recycled' && e.kind !== 'scored') break;
  }
  return burnOuts >= 2;
}

/**
 * Losing points (194.4): never below zero; a player who has none loses nothing, so nothing happens
 * (194.4.a). Returns whether any point was lost.
 */
export function losePoints(s: GameState, player: PlayerId, amount: number): boolean {
  const p = playerState(s, player);
  // 194.4.a, 194.4.b: with none to lose nothing is lost, so nothing watching for it triggers
  if (p.points === 0) return false;
  p.points = Math.max(0, p.points - amount);
  shareTeamPoints(s, player);
  checkTriggers(s, { kind: 'points-lost', player });
  return true;
}

/** Gains the player points, unless something forbids it; returns whether they were gained (an "if you do" reads it). */
export function gainPoints(s: GameState, player: PlayerId, amount: number, rule?: string): boolean {
  if (cannotGainPoints(s, player) && !(rule === '431.2.c' && burningOutAgain(s))) return false;
  playerState(s, player).points += amount;
  shareTeamPoints(s, player);
  emit(s, { kind: 'scored', player, amount, rule });
  return true;
}
