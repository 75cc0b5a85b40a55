// Instructions that create something: tokens (rules 179–186, 439) and delayed triggered abilities
// (359.3.e.16, 359.3.f.3.a).
import { entersReadyByText } from '../enters-ready.ts';
import type { Instruction, LocationRef, TokenSpec } from '../../card-text/ast.ts';
import { cardDefinition } from '../../cards.ts';
import { replaceBattlefield, swapBack, swappableBack } from '../../game-actions/replace.ts';
import type { CardDefinition, ObjectId } from '../../state.ts';
import { createDelayed, delayedMoment } from '../../triggers/delayed.ts';
import { contest } from '../../game-actions/move.ts';
import { createBattlefield, createToken, definesToken } from '../../game-actions/token.ts';
import { checkTriggers } from '../../triggers/check.ts';
import { hiddenAtOf } from '../../playing-cards/play-record.ts';
import { locationOf } from '../../playing-cards/selection.ts';
import { replacerWithin } from '../replacement.ts';
import { additionalTokenCopies } from '../token-copies.ts';
import { amountOf, chooseOneOf, itemNotes, objectsFor, pickAtResolution } from '../referents.ts';
import type { Run } from '../run.ts';
import { combatClosedTo } from '../../modes.ts';
import type { InstructionFamily, InstructionOf } from './types.ts';

/** "To a battlefield" with nothing more said: the controller picks one as the effect resolves (355.10.b: no target, 355.17). */
function isAnyBattlefield(to: LocationRef | undefined): to is Extract<LocationRef, { kind: 'battlefield' }> {
  return to?.kind === 'battlefield' && to.ref.kind === 'select' && to.ref.determiner === 'a' && to.ref.filters.length === 0;
}

/**
 * The battlefield a unit token is played to: one the controller may choose (462.2: not where a combat of two
 * other players is staged or under way), asked only when there is a choice; 'base' when every battlefield is
 * closed so (462.2.a); null when there is no battlefield at all.
 */
function chosenBattlefield(run: Run, noun: string): string | null {
  const all = run.s.battlefields.map((b) => b.id);
  const open = noun === 'unit' ? all.filter((b) => !combatClosedTo(run.s, run.controller, b)) : all;
  if (all.length === 0) return null;
  if (open.length === 0) return 'base';
  if (open.length === 1) return open[0];
  return pickAtResolution(run, open, 'choose-location', 'Choose the battlefield the token is played to');
}

/**
 * Where a token goes: where its player would play a unit, their base, unless the card was played
 * from hidden (811.1.d.3); "there" is what the trigger condition noted (359.3.f.3: where the source
 * moved from, whatever happened to the source since); "here" is where the source was as a delayed
 * ability was created (359.3.f.3.a), otherwise where it is now; null when that information is missing.
 */
function tokenLocation(run: Run, to: LocationRef | undefined): string | null {
  if (!to) {
    // 811.1.d.3: a card played from hidden, or its play effect, plays its units at that battlefield.
    const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
    return (item && hiddenAtOf(item)) ?? 'base';
  }
  if (to.kind === 'base') return 'base';
  if (to.kind === 'there') return itemNotes(run).from ?? null;
  if (to.kind === 'here') {
    if (run.here !== undefined) return run.here; // 462.2.b
    const noted = itemNotes(run).here;
    if (noted) return noted;
    const o = run.s.objects[run.source];
    return o ? locationOf(o) : null;
  }
  return null;
}

/** The battlefield a "replace" names: "that battlefield" is the one the trigger condition noted (a conquer, a hold); "this" the source itself. */
function replacedBattlefield(run: Run, i: InstructionOf<'replace'>): ObjectId | null {
  const ref = i.object;
  const id = ref.kind === 'self' ? run.source : ref.kind === 'pronoun' && ref.word === 'that battlefield' ? itemNotes(run).battlefield : undefined;
  return id !== undefined && run.s.battlefields.some((b) => b.id === id) ? id : null;
}

/** The token a "replace ... with" or an "add ... to the board" creates: a battlefield token the catalog prints (its text is the token's). */
function replacingToken(with_: InstructionOf<'replace'>['with']): CardDefinition | null {
  if (with_.kind !== 'token' || with_.token.noun !== 'battlefield') return null;
  const card = cardDefinition(with_.token.name, []);
  return card?.type === 'token' ? card : null;
}

/** An additional copy of a token played, made by the same effect: what it said of the token holds for the copy too (375). */
function copyOf(run: Run, token: TokenSpec, where: string, exhausted: boolean | undefined): ObjectId {
  return createToken(run.s, run.controller, token, where, exhausted);
}

type TokensPlayed = Extract<Instruction, { kind: 'create-token' }> & { token: { count: { kind: 'number' } } };

/** "Play a 2 :rb_might: Sand Soldier unit token for each ...": a number of tokens, played where such tokens go ("for each" multiplies it, flow.ts). */
export function playsTokensForEach(i: Instruction): i is TokensPlayed {
  return i.kind === 'create-token' && i.token.count.kind === 'number' && !i.to;
}

export const CREATION: InstructionFamily = {
  // 438: "Replace that battlefield with a Brush battlefield token", and swapping it back (438.7:
  // "replace this with the battlefield it replaced"), the controller choosing among several.
  replace: {
    run(run, i) {
      const battlefield = replacedBattlefield(run, i);
      run.didPrevious = false;
      if (battlefield === null) return;
      const token = replacingToken(i.with);
      if (token) {
        replaceBattlefield(run.s, battlefield, token, run.controller);
        run.didPrevious = true;
        return;
      }
      const eligible = swappableBack(run.s, battlefield);
      if (eligible.length === 0) return; // 438.7.c: nothing to swap back to
      const card = chooseOneOf(run, eligible, 'Choose the card to swap back', '438.7.b.1');
      if (card === undefined) return;
      swapBack(run.s, battlefield, card);
      run.didPrevious = true;
    },
    unsupported: (i) => {
      const what = i.object.kind === 'self' || (i.object.kind === 'pronoun' && i.object.word === 'that battlefield');
      const swapsBack = i.with.kind === 'pronoun' && i.with.word === 'the battlefield it replaced';
      return what && (swapsBack || replacingToken(i.with) !== null) ? [] : ['the instruction replace with that'];
    },
  },
  // 439.5: "Add a Brush battlefield token to the board" creates a battlefield of its own (439.2.b.5, 439.4.b)
  'add-to-board': {
    run(run, i) {
      const token = replacingToken({ kind: 'token', token: i.token });
      run.didPrevious = token !== null;
      if (token) createBattlefield(run.s, run.controller, token);
    },
    unsupported: (i) => (replacingToken({ kind: 'token', token: i.token }) ? [] : ['a battlefield token the catalog does not print']),
  },
  'create-token': {
    run(run, i, { execute }) {
      let where = isAnyBattlefield(i.to) ? chosenBattlefield(run, i.token.noun) : tokenLocation(run, i.to);
      const n = amountOf(run, i.token.count, i);
      if (where === null || n === null) {
        run.didPrevious = false;
        run.it = [];
        return;
      } // 359.3.f.2.a
      // 462.2.a: a unit played to a combat of two other players goes to its controller's base instead, and "here"
      // in the rest of the effect names that base (462.2.b)
      const closed = i.token.noun === 'unit' && where !== 'base' && combatClosedTo(run.s, run.controller, where);
      if (closed || (where === 'base' && isAnyBattlefield(i.to))) [where, run.here] = ['base', 'base'];
      // a unit token played may be replaced by it and additional copies, made as the effect says it (375)
      const copies = !i.created && i.token.noun === 'unit' && n > 0 ? additionalTokenCopies(run) : 0;
      run.it = Array.from({ length: n }, () => createToken(run.s, run.controller, i.token, where, i.exhausted));
      for (let k = 0; k < copies; k++) run.it.push(copyOf(run, i.token, where, i.exhausted));
      // 369.3: "Your tokens enter ready" (another permanent's), unless the effect says exhausted
      for (const id of run.it)
        if (i.exhausted === undefined && i.token.noun === 'unit' && entersReadyByText(run.s, run.s.objects[id], run.controller))
          run.s.objects[id].exhausted = false;
      run.didPrevious = n > 0;
      // a token is played (350.2): "When you play a unit" sees each one
      for (const id of run.it) checkTriggers(run.s, { kind: 'token-played', object: id, player: run.controller });
      // Unit tokens played to a battlefield contest it as a unit moving there would (190.3.a.1).
      if (n > 0 && where !== 'base' && i.token.noun === 'unit') contest(run.s, where, run.controller, replacerWithin(run, execute));
    },
    unsupported: (i) => [
      ...(i.to && !['there', 'here', 'base'].includes(i.to.kind) && !isAnyBattlefield(i.to) ? ['create-token at that location'] : []),
      ...(definesToken(i.token) ? [] : [`create-token of a ${i.token.name} unit token (no Might given, none defined by rule 187)`]),
      // a battlefield token goes to the Battlefield Zone (439.2.b.5), as "Add ... to the board" puts it; played like a
      // permanent it landed in a base
      ...(i.token.noun === 'battlefield' ? [`create-token of a ${i.token.name} battlefield token (played, not added to the board)`] : []),
    ],
  },
  delayed: {
    run(run, i) {
      run.didPrevious = createDelayed(run.s, i, run.controller, run.source, itemNotes(run), { chosenPlayer: run.chosenPlayer, it: run.it ?? [] });
    },
    nested: (i) => i.effect,
    unsupported: (i) => (delayedMoment(i.trigger) === null ? ['delayed trigger at that moment'] : []),
  },
  // 390.3: "The next time it would die this turn, ... instead" / "If it would die this turn, ... instead":
  // a delayed replacement of the death of what "it" names, until the end of the turn.
  replacement: {
    run(run, i) {
      const objects = objectsFor(run, i.replacement.event.subject, i).map((o) => o.id);
      const { instead, then, form } = i.replacement;
      // "it" in what happens instead is the unit that would have died: the replaced event's subject ("that unit")
      const text = JSON.stringify([...instead, ...(then ?? [])]).replaceAll('"word":"it"', '"word":"that unit"');
      (run.s.delayedReplacements ??= []).push({
        controller: run.controller,
        source: run.source,
        objects,
        instead: JSON.parse(text) as Instruction[],
        once: form === 'the next time',
      });
      run.didPrevious = objects.length > 0;
    },
    nested: (i) => [...i.replacement.instead, ...(i.replacement.then ?? [])],
    unsupported: (i) => {
      const r = i.replacement;
      const read =
        r.event.verb === 'die' &&
        r.event.subject.kind === 'pronoun' &&
        r.event.subject.word === 'it' &&
        r.period === 'this turn' &&
        (r.form === 'the next time' || r.form === 'if') &&
        !r.condition &&
        !r.oncePerTurn &&
        [...r.instead, ...(r.then ?? [])].every((x) => DELAYED_INSTEAD.has(x.kind));
      return read ? [] : ['the instruction replacement'];
    },
  },
};

/** What a delayed replacement of a death may do instead: game actions that ask nothing, so that it can replace a death in a cleanup too. */
const DELAYED_INSTEAD: ReadonlySet<string> = new Set(['heal', 'exhaust', 'ready', 'recall', 'banish']);
