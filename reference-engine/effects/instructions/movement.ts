// Instructions that move permanents between locations: move (rules 420, 445–453) and recall (454–458).
import { cannotMove, exhaust, moveTogether, recall } from '../../game-actions/index.ts';
import { moveDestinationProblem } from '../../modes.ts';
import { isPermanent } from '../../board.ts';
import type { GameObject, ObjectId } from '../../state.ts';
import { replacerWithin } from '../replacement.ts';
import { actOnEach, itemNotes, legalTargets, objectsFor } from '../referents.ts';
import type { Run } from '../run.ts';
import type { Instruction } from '../../card-text/ast.ts';
import {
  choosesItsDestination,
  isItsBattlefield,
  isItsLocation,
  isMyBattlefield,
  isThatBattlefield,
  isTheSameBattlefield,
  isThisBattlefield,
} from '../slots.ts';
import type { InstructionFamily, Interpreter } from './types.ts';
import { checkTriggers } from '../../triggers/check.ts';

/**
 * "this battlefield": the battlefield the trigger condition named (359.3.f.3.b), else where the source is (359.3.f.1):
 * a battlefield's own text names the battlefield itself, which its object carries as its `battlefield`, as a unit or
 * gear at a battlefield carries that one; a source anywhere else (a base, the Chain, the trash) carries none.
 */
function thisBattlefield(run: Run): string | null {
  const noted = itemNotes(run).battlefield;
  if (noted) return noted;
  return run.s.objects[run.source]?.battlefield ?? null; // a token that ceased to exist is nowhere
}

/**
 * Where an object is, as a destination of a move: 'base', or the battlefield it carries (a unit's or gear's, a facedown
 * card's, a battlefield's own: "my battlefield" in a battlefield's text is itself); null off the board, where none is carried.
 */
function placeOf(run: Run, id: ObjectId | undefined): string | null {
  const o = id === undefined ? undefined : run.s.objects[id];
  if (!o) return null;
  return o.zone === 'base' ? 'base' : (o.battlefield ?? null);
}

/** A battlefield, never a base: "that unit's battlefield" names no place while the unit is in its base. */
function battlefieldOnly(place: string | null): string | null {
  return place === 'base' ? null : place;
}

/**
 * Rule 411.4: the player who performs a move is responsible for it, and their "When you move an enemy unit" triggers on
 * each unit the move took, one that a replacement of the contest after it sent elsewhere too: the move still happened.
 */
function movedBy(run: Run, ids: readonly ObjectId[]): void {
  for (const id of ids) checkTriggers(run.s, { kind: 'acted-on', verb: 'move', player: run.controller, object: id });
}

/**
 * "Move me and a Shadow Clone you control to each other's locations", "move each to the other's location"
 * (Smoke and Mirrors): each of the two goes where the other was.
 */
function tradePlaces(run: Run, pair: readonly GameObject[], execute: Parameters<typeof replacerWithin>[1]): void {
  const places = pair.map((o) => placeOf(run, o.id));
  // 359.3.e.6: with one of them gone, or both at one place, there is no move to make
  if (pair.length !== 2 || places[0] === null || places[1] === null || places[0] === places[1]) return;
  const [a, b] = pair;
  const moves: [typeof a, string][] = [
    [a, places[1]],
    [b, places[0]],
  ];
  for (const [o, to] of moves) {
    if (cannotMove(o, run.s, to, run.controller)) continue;
    if (to !== 'base' && moveDestinationProblem(run.s, o.controller, to)) recall(run.s, o.id, '447.2.c');
    else {
      moveTogether(run.s, [o.id], to, undefined, replacerWithin(run, execute));
      movedBy(run, [o.id]);
    }
  }
  run.didPrevious = true;
}

/** "Choose a battlefield ... Move ... to that battlefield": the battlefield the text chose, while still a legal choice (359.3.e). */
function chosenBattlefield(run: Run): string | null {
  const k = run.slots.findIndex((slot) => slot.ref.kind === 'select' && slot.ref.nouns.includes('battlefield'));
  return k < 0 ? null : (legalTargets(run, k)[0]?.id ?? null);
}

/**
 * "Then, choose an opponent. They move a unit they control to the same battlefield.": the chosen player
 * picks the unit among theirs as the effect resolves (355.10.e) and is the one who moves it (411.4).
 */
function movedByTheChosenPlayer(run: Run, i: Extract<Instruction, { kind: 'move' }>, interpreter: Interpreter): void {
  if (run.chosenPlayer === undefined) throw new Error(`"they move" of ${run.source} follows no chosen player`);
  const controller = run.controller;
  run.controller = run.chosenPlayer;
  MOVEMENT.move!.run(run, { ...i, actor: undefined }, interpreter);
  run.controller = controller;
}

/**
 * "to the same battlefield": the battlefield the text's move before it went to; with no such move, a triggered ability's
 * is the battlefield its trigger condition noted ("When I move to a battlefield, ... move a unit you control to the same
 * battlefield", 359.3.f.3), and any other names none, so its move is ignored (359.3.e.6).
 */
function sameBattlefield(run: Run, triggered: boolean): string | null {
  if (run.movedTo !== undefined) return run.movedTo;
  return triggered ? (itemNotes(run).battlefield ?? null) : null;
}

export const MOVEMENT: InstructionFamily = {
  move: {
    run(run, i, interpreter) {
      const { execute } = interpreter;
      if (i.actor?.kind === 'player' && i.actor.who === 'they') return movedByTheChosenPlayer(run, i, interpreter);
      if (i.swap) return tradePlaces(run, objectsFor(run, i.object, i), execute);
      const triggered = run.s.chain.find((c) => c.id === run.itemId)?.kind === 'triggered';
      // "there" names the battlefield of the event too (Loyal Pup's "you may move me there")
      const eventsBattlefield = triggered && ((i.to?.kind === 'battlefield' && isThatBattlefield(i.to.ref)) || i.to?.kind === 'there');
      const fixed = i.to?.kind === 'battlefield' && isThisBattlefield(i.to.ref);
      const mine = i.to?.kind === 'battlefield' && isMyBattlefield(i.to.ref);
      // "Move me to its location and it to my original location": both places are read before either moves.
      const named = i.to?.kind === 'battlefield' && isItsLocation(i.to.ref);
      const partners = i.andBack ? objectsFor(run, i.andBack, i) : [];
      const origin = placeOf(run, run.source);
      const to = named
        ? placeOf(run, (run.it ?? [])[0])
        : i.to?.kind === 'battlefield' && isTheSameBattlefield(i.to.ref)
          ? sameBattlefield(run, triggered)
          : eventsBattlefield // "to that battlefield": the one the trigger condition noted, never a pick (359.3.f.3)
            ? (itemNotes(run).battlefield ?? null)
            : i.to?.kind === 'battlefield' && isThatBattlefield(i.to.ref)
              ? chosenBattlefield(run)
              : fixed
                ? thisBattlefield(run)
                : mine
                  ? battlefieldOnly(placeOf(run, run.source))
                  : i.to?.kind === 'base'
                    ? 'base'
                    : i.to?.kind === 'location-of' // "to that enemy unit's battlefield": where that object is now
                      ? battlefieldOnly(placeOf(run, objectsFor(run, i.to.object, i)[0]?.id))
                      : i.to?.kind === 'battlefield' && isItsBattlefield(i.to.ref) // "to its battlefield": where what the text named last is
                        ? battlefieldOnly(placeOf(run, (run.it ?? [])[0]))
                        : choosesItsDestination(i)
                          ? (run.destinations.shift() ?? null)
                          : null;
      if (to !== null && to !== 'base') run.movedTo = to;
      const moving: ObjectId[] = [];
      actOnEach(run, i, i.object, (o) => {
        // 447, 420.1: only a permanent at a location (a base, a battlefield) moves; a battlefield's own "move me" names none, nor
        // does "me" once its source has left the board (killed before its ability resolved): instructions that cannot be followed (359.3.e.6)
        if (!isPermanent(o) || (o.zone !== 'base' && o.zone !== 'battlefield')) return false;
        // 359.3.e.6: an impossible move (nowhere to go, or already there) is ignored.
        if (to === null || (to === 'base' ? o.zone === 'base' : o.zone === 'battlefield' && o.battlefield === to)) return false;
        if (cannotMove(o, run.s, to, run.controller)) return false; // a restriction beats the instruction (358.3.a)
        // 447.2.c: a move to where the unit's controller may not go (447.2.a, 447.2.b, 449.2) is a recall instead.
        if (to !== 'base' && moveDestinationProblem(run.s, o.controller, to)) recall(run.s, o.id, '447.2.c');
        else moving.push(o.id);
      });
      // one move: the destination becomes contested once, its replacements applied within this run (rules 450, 370.1.a.1, 372.2)
      if (to !== null && moving.length > 0) {
        moveTogether(run.s, moving, to, undefined, replacerWithin(run, execute));
        movedBy(run, moving);
      }
      if (!i.andBack || !run.didPrevious || origin === null) return;
      run.it = partners.map((o) => o.id); // "and it to my original location. If it's equipped, ...": "it" still names the partner
      const back = partners.filter((o) => placeOf(run, o.id) !== origin).map((o) => o.id);
      if (back.length === 0) return;
      moveTogether(run.s, back, origin, undefined, replacerWithin(run, execute));
      movedBy(run, back);
    },
    // "Move an enemy unit." names no destination: the player chose one as the play was made (355.4), unless something else decides it
    unsupported: (i) =>
      i.to === undefined && (i.must || i.andBack)
        ? ['a move with no destination named']
        : i.to?.kind === 'battlefield' && i.to.ref.kind === 'pronoun' && (i.to.ref.word === 'their battlefield' || i.to.ref.word === 'the same location')
          ? [`a move to ${i.to.ref.word}`] // a battlefield the text names, which no code reads yet: never a guess
          : [],
  },
  // "I may be moved with it" (after "When a friendly unit moves from my location"): the source goes where that unit is now, as a move of its own
  'be-moved-with': {
    run(run, i, { execute }) {
      const me = run.s.objects[run.source];
      const [other] = objectsFor(run, i.with, i);
      const there = placeOf(run, other?.id);
      // at a base, the unit's own: the source moves only to its own base, with a unit of its controller's
      const to = there === 'base' && other?.controller !== me?.controller ? null : there;
      run.didPrevious = false;
      if (!me || to === null || placeOf(run, me.id) === null || placeOf(run, me.id) === to || cannotMove(me, run.s, to, run.controller)) return;
      if (to !== 'base' && moveDestinationProblem(run.s, me.controller, to)) return;
      moveTogether(run.s, [me.id], to, undefined, replacerWithin(run, execute));
      movedBy(run, [me.id]);
      run.didPrevious = true;
    },
  },
  'swap-locations': { run: (run, i, { execute }) => tradePlaces(run, objectsFor(run, i.objects, i), execute) },
  recall: {
    run: (run, i) =>
      actOnEach(run, i, i.object, (o) => {
        recall(run.s, o.id);
        if (i.exhausted) exhaust(run.s, o.id);
      }),
    // 455: a recall relocates a permanent to its base; a rune is none (133.5.a.1) and already stays in its controller's base (107.1.c)
    unsupported: (i) => (i.object.kind === 'select' && i.object.nouns.includes('rune') ? ['recalling a rune (no permanent)'] : []),
  },
};
