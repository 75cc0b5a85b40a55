// Instructions that move cards between the zones off the board and to them: draw (rule 413),
// discard (422), look at the top of the deck, predict (436), burn (440), recycle (416), return to
// hand, banish (427).
import { emit } from '../../events.ts';
import { burn, discardCards, draw, drawCard, recycle } from '../../game-actions/index.ts';
import { relocate } from '../../game-actions/zones.ts';
import type { Decision } from '../../interface.ts';
import { checkChosen } from '../../decisions.ts';
import { checkTriggers } from '../../triggers/check.ts';
import { isChampionLegend, isUnit, objectOf, playerState, type GameObject } from '../../state.ts';
import type { Instruction, ObjectRef } from '../../card-text/ast.ts';
import type { PlayerId } from '../../interface.ts';
import { recycleFrom } from '../recycle-from.ts';
import { replacerWithin } from '../replacement.ts';
import { orderRecycledRunes } from '../rune-order.ts';
import { actOnEach, actorOf, amountOf, objectsFor, rememberBeforeZoneChange } from '../referents.ts';
import { answerTo, type Run } from '../run.ts';
import { weaponmaster } from '../weaponmaster.ts';
import { giverOfRun } from '../granted-abilities.ts';
import { actAsSeenOnTop } from '../seen-on-top.ts';
import type { InstructionFamily } from './types.ts';

/** "Put the top 2 cards of your Main Deck into your trash", "Put the rest into your trash". */
function putsTopCardsIntoTrash(i: Extract<Instruction, { kind: 'put' }>): boolean {
  if (i.into !== 'your trash' || i.from || i.amount) return false;
  if (i.top) return !i.object && i.top.where === 'your Main Deck';
  return i.object?.kind === 'pronoun' && i.object.word === 'the rest';
}

/** "Put 1 into your hand": cards of those looked at, chosen by the player. */
function putsLookedIntoHand(i: Extract<Instruction, { kind: 'put' }>): boolean {
  return i.into === 'your hand' && !i.object && !i.top && !i.from && i.amount?.kind === 'number';
}

/** "Put it in your hand", "put it in your trash": the card named, revealed on top of the deck by the instruction before. */
function putsNamedCard(i: Extract<Instruction, { kind: 'put' }>): boolean {
  return (i.into === 'your hand' || i.into === 'your trash') && !i.amount && !i.top && !i.from && i.object?.kind === 'pronoun' && i.object.word === 'it';
}

/** "Put each in its trash": each object the condition before it counted ("four spells banished with me"), to its owner's trash. */
function putsCountedIntoTrash(i: Extract<Instruction, { kind: 'put' }>): boolean {
  return i.into === 'its trash' && !i.amount && !i.top && !i.from && i.object?.kind === 'pronoun' && i.object.word === 'each';
}

function putCountedIntoTrash(run: Run): void {
  const counted = (run.counted ?? []).map((id) => run.s.objects[id]).filter((o) => o !== undefined);
  for (const o of counted) {
    const from = o.zone;
    relocate(run.s, o.id, { zone: 'trash', player: o.owner });
    emit(run.s, { kind: 'moved', player: o.owner, object: o.id, from, to: 'trash' });
  }
  run.didPrevious = counted.length > 0;
  run.it = counted.map((o) => o.id);
}

/**
 * The named card goes from its owner's Main Deck to that zone, only while it is still there (385.2:
 * gone from where the text saw it, it is a new object and nothing happens, 359.3.e.12).
 */
function putNamedCard(run: Run, i: Extract<Instruction, { kind: 'put' }>): void {
  const to = i.into === 'your hand' ? 'hand' : 'trash';
  const named = objectsFor(run, i.object!, i).filter((o) => o.zone === 'main-deck' && o.owner === run.controller);
  for (const o of named) {
    relocate(run.s, o.id, { zone: to, player: o.owner });
    emit(run.s, { kind: 'moved', player: o.owner, object: o.id, from: 'main-deck', to });
  }
  run.didPrevious = named.length > 0;
  run.it = named.map((o) => o.id);
}

/** The cards an earlier instruction looked at that are still on top of the deck ("the rest", 431.1.c.1). */
function stillLookedAt(run: Run): string[] {
  return (run.looked ?? []).filter((id) => run.s.objects[id]?.zone === 'main-deck');
}

/** "A unit from among them": one card of those an earlier instruction looked at. */
function revealsOneLookedAt(ref: ObjectRef): boolean {
  return ref.kind === 'select' && ref.determiner === 'a' && ref.filters.some((f) => f.kind === 'among' && f.form === 'from among them');
}

/**
 * "Draw it": the card named is the one drawn, not the top card (413.1.a), provided it is still in
 * the drawing player's Main Deck; gone from there, nothing is drawn (359.3.e.12).
 */
function drawNamed(run: Run, who: PlayerId, named: readonly GameObject[]): void {
  const deck = playerState(run.s, who).mainDeck;
  const drawn = named.filter((o) => deck.includes(o.id));
  for (const o of drawn) drawCard(run.s, who, o.id, '413.1.a');
  run.didPrevious = drawn.length > 0;
  run.it = drawn.map((o) => o.id);
}

/** "Reveal your hand", and "They reveal their hand" after "choose an opponent" (Ashe, Focused). */
function revealsAHand(i: Extract<Instruction, { kind: 'reveal' }>): boolean {
  if (i.object.kind !== 'pronoun') return false;
  return i.object.word === 'your hand' || (i.object.word === 'their hand' && i.actor?.kind === 'player' && i.actor.who === 'they');
}

/**
 * "Put 1 into your hand" after a look (424.4.a): the player picks that many of the cards looked at still
 * on top of the deck; fewer left, as many as there are, and none left, nothing happens (431.1.c.1).
 */
function putLookedIntoHand(run: Run, i: Extract<Instruction, { kind: 'put' }>): void {
  const pool = stillLookedAt(run);
  const n = Math.min(amountOf(run, i.amount ?? { kind: 'number', value: 1 }, i) ?? 0, pool.length);
  const question = {
    player: run.controller,
    kind: 'choose-objects' as const,
    prompt: `Choose ${n} of the cards looked at to put into your hand`,
    source: run.source,
    rule: '424.4.a',
    options: pool.map((id) => ({ id, label: objectOf(run.s, id).card.name })),
    min: n,
    max: n,
  };
  const chosen = n === 0 ? [] : n === pool.length ? pool : (answerTo(run, question, (a) => checkChosen(question as Decision, a)).chosen ?? []);
  for (const id of chosen) {
    relocate(run.s, id, { zone: 'hand', player: run.controller });
    emit(run.s, { kind: 'moved', player: run.controller, object: id, from: 'main-deck', to: 'hand', rule: '424.4.a' });
  }
  run.didPrevious = chosen.length > 0;
  run.it = chosen;
}

export const CARDS: InstructionFamily = {
  draw: {
    run(run, i, { execute }) {
      const who = actorOf(run, i);
      const amount = amountOf(run, i.amount, i);
      if (who === null || amount === null) return; // 359.3.e.14.a: its linked instruction did not happen
      if (i.object) return drawNamed(run, who, objectsFor(run, i.object, i));
      // several replacements of the draw are ordered by the drawing player (372.1); replaced, it still counts as done, as a replaced kill does
      draw(run.s, who, amount, '359.3.d', replacerWithin(run, execute));
      run.didPrevious = true;
    },
  },
  discard: {
    run(run, i) {
      const s = run.s;
      const amount = i.amount ? amountOf(run, i.amount, i) : 1;
      const hand = playerState(s, run.controller).hand;
      if (run.payingCost && (amount ?? 0) > hand.length) {
        run.didPrevious = false; // 422.3: paid as a cost, a discard is done in full or not at all
        return;
      }
      const n = Math.min(amount ?? 0, hand.length); // 359.3.e.11: as many as there are
      if (n === 0) {
        run.didPrevious = false;
        return;
      } // a "discard 1 to ..." cost with an empty hand is not paid
      const question = {
        player: run.controller,
        kind: 'choose-objects' as const,
        prompt: `Discard ${n}`,
        source: run.source,
        options: hand.map((id) => ({ id, label: objectOf(s, id).card.name })),
        min: n,
        max: n,
      };
      const chosen = n === hand.length ? [...hand] : (answerTo(run, question, (a) => checkChosen(question as Decision, a)).chosen ?? []);
      // "Discard a card. If it had 3 :rb_might: or more, ...": the discarded card as it was in hand (359.3.e.13)
      rememberBeforeZoneChange(
        run,
        chosen.map((id) => objectOf(s, id)),
      );
      discardCards(s, run.controller, chosen);
      run.discarded = chosen;
      run.it = chosen; // "Discard 1. Deal its Energy cost ...": "it" is the discarded card
      run.didPrevious = true;
    },
  },
  look: {
    run(run, i, interpreter) {
      const n = amountOf(run, i.amount, i) ?? 0;
      run.looked = playerState(run.s, run.controller).mainDeck.slice(0, n);
      actAsSeenOnTop(run, run.controller, run.looked, interpreter);
      run.it = stillLookedAt(run);
      run.didPrevious = run.looked.length > 0;
    },
  },
  'reveal-top': {
    // A public look: the cards stay on top of the deck, and "it" keeps naming what the
    // ability chose before ("that unit"); the revealed cards are read by "revealed this way" and
    // "the revealed cards". The one card of "reveal the top card" is "it" ("If it's a gear, draw it").
    run(run, i, interpreter) {
      const n = amountOf(run, i.amount, i) ?? 0;
      // "reveal the top rune of your rune deck": shown, it stays on top; "it" names it (its domain, "recycle it")
      if (i.noun === 'rune') {
        run.it = playerState(run.s, run.controller).runeDeck.slice(0, n);
        run.didPrevious = run.it.length > 0;
        return;
      }
      // run.revealed is what "if you revealed a Cat" reads (424.1.a.1)
      run.looked = playerState(run.s, run.controller).mainDeck.slice(0, n);
      run.revealed = [...run.looked];
      run.didPrevious = run.looked.length > 0;
      actAsSeenOnTop(run, run.controller, run.looked, interpreter, true);
      if (n === 1) run.it = stillLookedAt(run);
    },
    unsupported: (i) =>
      (i.noun === 'card' && i.where === 'your Main Deck') || (i.noun === 'rune' && i.where === 'your rune deck')
        ? []
        : [`revealing ${i.noun}s from ${i.where}`],
  },
  'reveal-until': {
    // One card at a time from the top, each seen as it is revealed (seen-on-top.ts), stopping at the
    // first unit; "it" is that unit while it is still on top, "the rest" the other cards revealed.
    run(run, _i, interpreter) {
      const shown: string[] = [];
      for (const id of [...playerState(run.s, run.controller).mainDeck]) {
        shown.push(id);
        actAsSeenOnTop(run, run.controller, [id], interpreter, true);
        if (isUnit(objectOf(run.s, id))) break;
      }
      const found = shown.at(-1);
      run.looked = shown;
      run.it = found !== undefined && isUnit(objectOf(run.s, found)) && objectOf(run.s, found).zone === 'main-deck' ? [found] : [];
      run.didPrevious = shown.length > 0;
    },
  },
  reveal: {
    // 424.3.a: "Reveal your hand" reveals every card in it now; a card that joins it later is not
    // revealed (424.3.a.1). The cards stay in the hand (424.1.a.2); "revealed this way" reads them.
    run(run, i, interpreter) {
      // "Reveal a gear from among them": the card is shown and stays where it is (424.1.a.2); "it" names it.
      if (revealsOneLookedAt(i.object)) {
        actOnEach(run, i, i.object, () => {});
        run.revealed = [...(run.it ?? [])];
        // revealed from the deck, where the look left it: "As I'm revealed from your deck" (seen-on-top.ts)
        actAsSeenOnTop(run, run.controller, run.revealed, interpreter, true);
        return;
      }
      const who = actorOf(run, i);
      if (who === null) return;
      run.looked = [...playerState(run.s, who).hand];
      run.didPrevious = run.looked.length > 0;
    },
    unsupported: (i) => (revealsAHand(i) || revealsOneLookedAt(i.object) ? [] : ['revealing that']),
  },
  predict: {
    run(run, i, interpreter) {
      // 436.4: as many as the deck holds, and never a burn out (436.4.a)
      const n = amountOf(run, i.amount, i) ?? 1;
      const looked = playerState(run.s, run.controller).mainDeck.slice(0, n);
      // a card its own ability took away as it was seen is no longer among them (seen-on-top.ts)
      actAsSeenOnTop(run, run.controller, looked, interpreter);
      looked.splice(0, looked.length, ...looked.filter((id) => run.s.objects[id]?.zone === 'main-deck'));
      run.didPrevious = looked.length > 0;
      if (looked.length === 0) return;
      const options = looked.map((id) => ({ id, label: objectOf(run.s, id).card.name }));
      const which = {
        player: run.controller,
        kind: 'choose-objects' as const,
        prompt: `Predict ${n}: choose the cards to recycle`,
        source: run.source,
        rule: '436.1',
        options,
        min: 0,
        max: looked.length,
      };
      const recycled = answerTo(run, which, (a) => checkChosen(which as Decision, a)).chosen ?? [];
      if (recycled.length) recycle(run.s, run.controller, recycled, (owner, runes) => orderRecycledRunes(run, owner, runes));
      // 436.1.a: the rest go back on top in the order the player names, the first named on top
      const rest = looked.filter((id) => !recycled.includes(id));
      if (rest.length < 2) return;
      const order = {
        ...which,
        prompt: 'Put the rest back on top: the first you name is the top card',
        rule: '436.1.a',
        options: options.filter((o) => rest.includes(o.id)),
        min: rest.length,
        max: rest.length,
      };
      const answer = answerTo(run, order, (a) => checkChosen(order as Decision, a));
      const named = answer.order ?? answer.chosen ?? rest;
      const deck = playerState(run.s, run.controller).mainDeck;
      deck.splice(0, deck.length, ...named, ...deck.filter((id) => !named.includes(id)));
    },
  },
  'keyword-action': {
    run(run, i, interpreter) {
      if (i.keyword.name === 'Weaponmaster') return weaponmaster(run, interpreter); // 821.1.c
      const who = actorOf(run, i);
      if (who === null) return;
      const mark = run.s.events.length;
      burn(run.s, who, i.keyword.value ?? 1); // "[Burn X]" (rule 440.2)
      run.didPrevious = true;
      // the cards burned, still in the trash: what "When you burn a unit this way" looks at (when-this-way.ts)
      run.it = run.s.events
        .slice(mark)
        .flatMap((e) => (e.kind === 'moved' && e.detail === 'burned' && e.object && run.s.objects[e.object]?.zone === 'trash' ? [e.object] : []));
    },
    unsupported: (i) => (i.keyword.name === 'Burn' || i.keyword.name === 'Weaponmaster' ? [] : [`keyword action ${i.keyword.name}`]),
  },
  recycle: {
    run(run, i) {
      const objects = objectsFor(run, i.object, i);
      rememberBeforeZoneChange(run, objects); // "the Might of the unit you recycled" (359.3.e.13)
      run.recycled = objects.map((o) => o.id);
      // together, in random order (416.5); runes in their owner's order ([abilities-and-actions] 416.5.a)
      if (objects.length)
        recycle(
          run.s,
          run.controller,
          objects.map((o) => o.id),
          (owner, runes) => orderRecycledRunes(run, owner, runes),
        );
      run.didPrevious = objects.length > 0;
      run.it = objects.map((o) => o.id);
    },
  },
  put: {
    // Cards from the top of the Main Deck into the trash are burned (440.1): as many as there are,
    // burning out for the rest (431.1.b, 440.4). "The rest" are those looked at still on top.
    run(run, i) {
      if (i.top) {
        const n = amountOf(run, i.top.amount, i) ?? 0;
        run.didPrevious = n > 0;
        if (n > 0) burn(run.s, run.controller, n, '440.1');
        return;
      }
      if (putsLookedIntoHand(i)) return putLookedIntoHand(run, i);
      if (putsNamedCard(i)) return putNamedCard(run, i);
      if (putsCountedIntoTrash(i)) return putCountedIntoTrash(run);
      const deck = playerState(run.s, run.controller).mainDeck;
      const rest = i.object ? objectsFor(run, i.object, i).filter((o) => deck.includes(o.id)) : [];
      for (const o of rest) {
        relocate(run.s, o.id, { zone: 'trash', player: o.owner });
        emit(run.s, { kind: 'moved', player: o.owner, object: o.id, from: 'main-deck', to: 'trash', rule: '440.1' });
      }
      run.didPrevious = rest.length > 0;
      run.it = rest.map((o) => o.id);
    },
    unsupported: (i) => (putsTopCardsIntoTrash(i) || putsLookedIntoHand(i) || putsNamedCard(i) || putsCountedIntoTrash(i) ? [] : ['put']),
  },
  'recycle-from': { run: (run, i) => recycleFrom(run, i) }, // [abilities-and-actions] rule 416.6
  'return-to-hand': {
    run(run, i) {
      // carried out with the counter before it (flow.ts insteadOfPrevious): reached alone, it has no countered card to send
      if (i.insteadOfTrash) throw new Error(`"return it ... instead of putting it in their trash" of ${run.source} follows no counter`);
      actOnEach(run, i, i.object, (o) => {
        // "return this from your trash": only while it is still there (rule 385.2: the text names its zone).
        if (i.from === 'your trash' && o.zone !== 'trash') return false;
        if (isChampionLegend(run.s, o.id)) return false; // 107.4.d: it never leaves its Legend Zone, so that is not done
        rememberBeforeZoneChange(run, [o]);
        const from = o.zone === 'battlefield' ? o.battlefield : o.zone;
        const unitThere = o.zone === 'battlefield' && o.battlefield !== undefined && isUnit(o) ? o.battlefield : undefined;
        relocate(run.s, o.id, { zone: 'hand', player: o.owner });
        emit(run.s, { kind: 'moved', object: o.id, player: o.owner, from, to: 'hand' });
        // "When a unit here is returned to a player's hand" (triggers/returned.ts)
        if (unitThere !== undefined) checkTriggers(run.s, { kind: 'returned-to-hand', object: o.id, battlefield: unitThere, owner: o.owner });
      });
    },
  },
  // Hallowed Tomb: any card of the Chosen Champion's full name, none of another with its champion tag (the FAQ of Origins).
  'return-chosen-champion': {
    run(run) {
      const p = playerState(run.s, run.controller);
      const card = p.trash.map((id) => objectOf(run.s, id)).find((o) => p.chosenChampion !== undefined && o.card.name === p.chosenChampion);
      run.didPrevious = p.champion === null && card !== undefined;
      if (!run.didPrevious || !card) return;
      relocate(run.s, card.id, { zone: 'champion', player: p.id });
      emit(run.s, { kind: 'moved', object: card.id, player: p.id, from: 'trash', to: 'champion' });
    },
  },
  banish: {
    // a battlefield leaving the board takes its units, gear and hidden cards with it: not carried out
    unsupported: (i) => (i.object.kind === 'select' && (i.object.nouns as string[]).includes('battlefield') ? ['banishing a battlefield'] : []),
    run(run, i) {
      actOnEach(run, i, i.object, (o) => {
        if (isChampionLegend(run.s, o.id)) return false; // 107.4.d: it never leaves its Legend Zone, so that is not done
        const from = o.zone === 'battlefield' ? o.battlefield : o.zone;
        relocate(run.s, o.id, { zone: 'banishment', player: o.owner });
        o.banishedWith = run.source; // for the linked abilities of the same object (394.1, 395)
        const giver = giverOfRun(run);
        if (giver !== undefined) o.banishedAlsoWith = giver; // 411.6.a: with the object that gave the ability too
        emit(run.s, { kind: 'moved', object: o.id, player: o.owner, from, to: 'banishment' });
        // "When you banish a card you own": the controller of the banishing spell or ability did it (411.1)
        checkTriggers(run.s, { kind: 'acted-on', verb: 'banish', player: run.controller, object: o.id });
      });
      // "banishes one of them": the card that player set aside, for "each player plays those cards"
      if (i.object.kind === 'pronoun' && i.object.word === 'one of them') (run.setAsideBy ??= {})[run.controller] = [...(run.it ?? [])];
    },
  },
};
