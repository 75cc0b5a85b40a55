// Lasting effects a spell or ability creates as it resolves ("static-effect" instructions): changes to
// the game that hold for the rest of the turn, not one-time actions. "Opponents can't play cards this
// turn", "Its controller can't play spells this turn" forbid plays (054.1: can't beats can), checked
// as each play is finalized (358.4); "It can't be chosen by enemy spells and abilities this turn" makes
// that object untargetable to its controller's opponents (757) until the turn ends or it changes zones.
import type { Instruction, PassiveEffect } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, type GameState } from '../state.ts';
import { actOnEach, actorOf } from './referents.ts';
import type { Run } from './run.ts';
import { theyBeforeAnyChosenPlayer } from './slots.ts';

type StaticEffect = Extract<Instruction, { kind: 'static-effect' }>;
type Cant = Extract<PassiveEffect, { kind: 'cant' }>;

/** What a lasting "can't play" forbids: any card, or only spells. */
export type ForbiddenPlay = 'cards' | 'spells';

const FORBIDDEN_PLAYS: { readonly [action: string]: ForbiddenPlay } = { 'play cards': 'cards', 'play spells': 'spells' };

/** The players a "can't play" of this turn may name: the opponents, or the controller of what the text acted on. */
const FORBIDDEN_PLAYERS: ReadonlySet<string> = new Set(['opponents', 'its-controller']);

const ENEMY_CHOICES = 'be chosen by enemy spells and abilities';

function thisTurnCant(i: StaticEffect): Cant | null {
  return i.duration === 'this-turn' && i.effect.kind === 'cant' ? i.effect : null;
}

/** "Opponents can't play cards this turn", "Its controller can't play spells this turn". */
function forbidsPlays(i: StaticEffect): boolean {
  const e = thisTurnCant(i);
  return e !== null && FORBIDDEN_PLAYS[e.action] !== undefined && e.subject.kind === 'player' && FORBIDDEN_PLAYERS.has(e.subject.who);
}

/** "It can't be chosen by enemy spells and abilities this turn": the object the instruction before acted on. */
function untargetableThisTurn(i: StaticEffect): boolean {
  const e = thisTurnCant(i);
  return e !== null && e.action === ENEMY_CHOICES && e.subject.kind === 'pronoun' && e.subject.word === 'it';
}

type MayLook = Extract<Instruction, { kind: 'may-look-at-facedown' }>;

/** "Choose an opponent. ... You can look at their facedown cards this turn": the chosen player's, by you. */
export function readsMayLookAtFacedown(i: MayLook): boolean {
  const you = !i.actor || (i.actor.kind === 'player' && i.actor.who === 'you');
  return you && i.duration === 'this-turn' && i.whose.kind === 'player' && i.whose.who === 'they';
}

/**
 * The controller may look at the facedown cards of "they" until the turn ends (their privacy, 129.4, lifted for them):
 * the player chosen, else the one whose play a trigger saw ("When an opponent plays a unit, ...").
 */
export function letLookAtFacedown(run: Run): void {
  const controller = theyOf(run);
  run.didPrevious = controller !== undefined;
  if (controller !== undefined) (run.s.facedownSeenBy ??= []).push({ viewer: run.controller, controller });
}

/** "They can't move it this turn" (after "When an opponent plays a unit ..."): the player who played it may not move the object "it" names. */
function unmovableThisTurn(i: StaticEffect): boolean {
  const e = thisTurnCant(i);
  return e !== null && e.action === 'move it' && e.subject.kind === 'player' && e.subject.who === 'they';
}

/**
 * Whether the effect has "They can't move it this turn" before any player is chosen: "they" is then only
 * the player a trigger noted (a play of a kind, triggers/played.ts), which the caller checks.
 */
export function unmovableByNoChosenPlayer(effect: readonly Instruction[]): boolean {
  return theyBeforeAnyChosenPlayer(effect, (i) => i.kind === 'static-effect' && unmovableThisTurn(i));
}

/** Whether "You can look at their facedown cards this turn" comes before any player is chosen: as for "They can't move it" above. */
export function looksByNoChosenPlayer(effect: readonly Instruction[]): boolean {
  return theyBeforeAnyChosenPlayer(effect, (i) => i.kind === 'may-look-at-facedown');
}

/** "they": the player the text chose, else the one the trigger condition named (the player who played the card, triggers/played.ts). */
function theyOf(run: Run): PlayerId | undefined {
  const player = run.s.chain.find((c) => c.id === run.itemId)?.data?.player;
  return run.chosenPlayer ?? (typeof player === 'string' ? player : undefined);
}

/** Whether the engine carries out this lasting effect (lastingEffect below). */
export function readsLastingEffect(i: StaticEffect): boolean {
  return forbidsPlays(i) || untargetableThisTurn(i) || unmovableThisTurn(i);
}

/** Creates the lasting effect, for the rest of the turn (it expires with the turn's other effects, cleanup.ts). */
export function createLastingEffect(run: Run, i: StaticEffect): void {
  const e = i.effect as Cant;
  if (untargetableThisTurn(i)) {
    // a modifier of the object: it goes with the object's zone change, which makes a new object (108)
    actOnEach(run, i, e.subject, (o) => {
      o.modifiers.push({ until: 'end-of-turn', source: run.source, untargetable: true });
    });
    return;
  }
  if (unmovableThisTurn(i)) {
    // a modifier of the object, gone with its zone change (108): neither a standard move nor a move by that player's effects (game-actions/move.ts)
    const they = theyOf(run);
    actOnEach(run, i, { kind: 'pronoun', word: 'it' }, (o) => {
      if (they === undefined) return false;
      o.modifiers.push({ until: 'end-of-turn', source: run.source, unmovableBy: they });
    });
    return;
  }
  const who = e.subject.kind === 'player' ? e.subject.who : '';
  const players =
    who === 'opponents'
      ? run.s.players.map((p) => p.id).filter((p) => !areAllies(run.s, p, run.controller))
      : [actorOf(run, { ...i, actor: e.subject })].filter((p): p is PlayerId => p !== null);
  const what = FORBIDDEN_PLAYS[e.action];
  for (const player of players) (run.s.playsForbidden ??= []).push({ player, what, source: run.source });
  run.didPrevious = players.length > 0;
}

/** The lasting effect forbidding this player to play this card this turn, if any: its source. */
export function playForbiddenBy(s: GameState, player: PlayerId, cardType: string): string | null {
  const forbidding = (s.playsForbidden ?? []).find((f) => f.player === player && (f.what === 'cards' || cardType === 'spell'));
  return forbidding ? forbidding.source : null;
}
