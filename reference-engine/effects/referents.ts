// What the instructions of resolving card text refer to: the objects a reference names (chosen
// targets still legal, 359.3.e.2; objects chosen as it resolves, 355.17; pronouns), the amounts it
// reads (null for information that is gone, 359.3.e.12), the player its actor names, and what the
// trigger condition of the resolving item noted (359.3.f.3). Shared by every instruction family.
import type { Amount, Instruction, ObjectNoun, ObjectRef } from '../card-text/ast.ts';
import { isAtLocation, isOffBoard } from '../board.ts';
import { checkChosen } from '../decisions.ts';
import type { Decision, PlayerId } from '../interface.ts';
import {
  atEachLocation,
  candidates,
  groupQualifies,
  literalAmount,
  movedBetweenOf,
  nounMatches,
  qualifies,
  type SelectionContext,
} from '../playing-cards/selection.ts';
import { cardAsOnChain, triggerNotesOf, triggerSubjectOf } from '../chain-items.ts';
import { keywordValue, mightOf, objectOf, type GameObject, type ObjectId, type TriggerNotes } from '../state.ts';
import { answerTo, type Run } from './run.ts';
import { unavailableNumber } from '../editions.ts';
import { objectsActedOn } from './slots.ts';
import { objectOrAbility } from '../playing-cards/abilities-on-chain.ts';
import { abilitiesOf } from './compiled.ts';

export function selectionContext(run: Run): SelectionContext {
  const killed = run.killed?.[0];
  const notes = itemNotes(run);
  // A spell cannot be its own target, while an ability may name its source permanent (355.9.c).
  return {
    controller: run.controller,
    source: run.source,
    itemSource: run.s.chain.find((c) => c.id === run.itemId)?.kind === 'card' ? run.source : undefined,
    among: run.looked,
    referenceMight: killed === undefined ? unavailableNumber(run.s.edition) : (run.lookBack[killed]?.might ?? unavailableNumber(run.s.edition)),
    it: run.it ?? undefined,
    ...(run.here ? { here: run.here } : {}),
    // "another unit" of a battlefield's triggered ability: not the unit its trigger condition named ("When a player plays a unit here")
    ...(run.s.objects[run.source]?.zone === 'battlefield-row' ? { otherThan: triggerSubject(run) } : {}),
    movedBetween: movedBetweenOf(notes),
    ...(typeof notes.battlefield === 'string' ? { notedBattlefield: notes.battlefield } : chosenBattlefield(run)),
    ...(notes.to === 'base' && notes.baseOf !== undefined ? { notedBaseOf: notes.baseOf } : {}),
    subject: triggerSubject(run),
  };
}

/**
 * With no battlefield noted by a trigger, the one battlefield the text chose: Crescent Strike's "each other enemy unit
 * there" is at the chosen battlefield even when "that unit" it names after it is no longer a legal target (359.3.e.2).
 */
function chosenBattlefield(run: Run): { notedBattlefield?: ObjectId } {
  const fields = run.targets.flat().filter((id) => run.s.objects[id]?.zone === 'battlefield-row');
  return fields.length === 1 ? { notedBattlefield: fields[0] } : {};
}

/** Whether the object changed zones to or from a non-board zone since its choice (359.3.e.2, e.4). */
function changedZones(run: Run, id: ObjectId): boolean {
  for (let i = run.targetMark; i < run.s.events.length; i++) {
    const e = run.s.events[i];
    if (e.object !== id) continue;
    if ((e.to && isOffBoard(e.to)) || (e.from && isOffBoard(e.from))) return true;
  }
  return false;
}

/** Whether the object moved since its choice: chosen "at each location", it is no longer at its own. */
function movedSinceChosen(run: Run, id: ObjectId): boolean {
  for (let i = run.targetMark; i < run.s.events.length; i++) if (run.s.events[i].kind === 'moved' && run.s.events[i].object === id) return true;
  return false;
}

/** The slot's targets that are still legal as the item resolves. */
export function legalTargets(run: Run, slotIndex: number): GameObject[] {
  const slot = run.slots[slotIndex];
  // what the choice before picked: "... and a unit at a different location", "... and an enemy unit there" (as when chosen, 359.3.e.2)
  const before = run.targets[slotIndex - 1];
  const ctx = { ...selectionContext(run), ...(before !== undefined ? { it: before } : {}), chosenBefore: before };
  const chosen = run.targets[slotIndex] ?? [];
  return chosen
    .filter((id) => !(atEachLocation(slot.ref) && movedSinceChosen(run, id)))
    .map((id) => objectOrAbility(run.s, id))
    .filter((o): o is GameObject => o !== undefined && !changedZones(run, o.id) && qualifies(run.s, o, slot.ref, ctx));
}

/**
 * The objects an instruction acts on. A chosen slot yields its legal targets; when a group no
 * longer fulfils its group restriction, the controller picks a subset of the original targets that
 * does (355.11.b). A pronoun yields what the previous instruction acted on.
 */
export function objectsFor(run: Run, ref: ObjectRef, instruction: Instruction): GameObject[] {
  const slotIndex = run.slots.findIndex((slot) => (slot.of ?? slot.ref) === ref && slot.instruction === instruction);
  if (slotIndex >= 0) {
    const legal = legalTargets(run, slotIndex);
    if (groupQualifies(legal, ref)) return legal;
    return chooseSubset(run, legal, ref);
  }
  switch (ref.kind) {
    case 'self': {
      const id = ref.word === 'this' && run.appendedBy !== undefined ? run.appendedBy : run.source;
      return run.s.objects[id] ? [run.s.objects[id]] : [];
    }
    case 'pronoun': {
      if (run.eventSubject && /^that /.test(ref.word)) return run.eventSubject.map((id) => objectOf(run.s, id));
      if (ref.word === 'the rest' || ref.word === 'the revealed cards')
        return (run.looked ?? []).map((id) => objectOf(run.s, id)).filter((o) => o.zone === 'main-deck');
      if (ref.word === 'the killed unit') return (run.killed ?? []).map((id) => objectOf(run.s, id));
      if (ref.word === 'one of them') return oneLookedAt(run);
      if (ref.word === 'those cards') return (run.setAsideBy?.[run.controller] ?? []).map((id) => objectOf(run.s, id));
      const objects = ofThatKind(run, ref.word, named(run, ref));
      // "up to two of them", "one or both of them": those the player picks
      return ref.upTo === undefined ? objects : upToOf(run, ref.upTo, ref.printed?.startsWith('one or ') ? 1 : 0, objects);
    }
    case 'select':
      if (ref.determiner === 'all' || ref.determiner === 'each' || ref.determiner === 'bare') {
        const at = run.battlefieldOf?.get(ref); // "all enemy units at a battlefield": the one chosen (355.10.d)
        // "Deal 4 to that unit and 1 to each other enemy unit there": "other" than what the instruction sharing its verb acted on, too
        const ctx = selectionContext(run);
        const others = instruction.verbShared && run.it ? { otherThan: [...(ctx.otherThan ?? []), ...run.it] } : {};
        return candidates(run.s, ref, at === undefined ? { ...ctx, ...others } : { ...ctx, atBattlefield: at, ...others });
      }
      if (ref.determiner === 'your' && ref.plural) return candidates(run.s, ref, selectionContext(run)); // "your runes": every one of them
      return chooseAtResolution(run, ref);
    case 'both':
      return ref.parts.flatMap((part) => objectsFor(run, part, instruction));
    default:
      return [];
  }
}

/** The remembered amount read from the card a burn put in the trash. */
export const BURNED_MIGHT = "the burned card's Might";

/** The kind of object "that unit", "that spell", "that gear" (printed "that Equipment") names. */
const THAT_KIND: Readonly<Record<string, ObjectNoun>> = { 'that unit': 'unit', 'that spell': 'spell', 'that gear': 'gear' };

/**
 * "Choose a friendly unit and a spell. Counter that spell and give that unit ...": of the objects "it"
 * names, those of the kind named; none of that kind there, the target of that kind the words point back
 * to, while it is still a legal target (the instruction before may have acted on the other).
 */
function ofThatKind(run: Run, word: string, objects: GameObject[]): GameObject[] {
  const noun = THAT_KIND[word];
  if (!noun) return objects;
  const named = objects.filter((o) => nounMatches(o, [noun]));
  if (named.length > 0) return named;
  const chosen = run.slots.flatMap((_, k) => legalTargets(run, k)).filter((o) => nounMatches(o, [noun]));
  if (chosen.length > 0) return chosen;
  // a target of that kind was chosen and is no longer legal: the words name nothing (359.3.e.5), not what "it" names
  const wasChosen = run.slots.some((_, k) =>
    (run.targets[k] ?? []).some((id) => {
      const o = objectOrAbility(run.s, id);
      return o !== undefined && nounMatches(o, [noun]);
    }),
  );
  return wasChosen ? [] : objects;
}

/** The objects a pronoun names by what was acted on before ("it", "them"). */
function named(run: Run, ref: Extract<ObjectRef, { kind: 'pronoun' }>): GameObject[] {
  // in a replacement, "it" before anything else was acted on is what the replaced event would have happened to ("instead heal it")
  const ids = run.it ?? run.eventSubject ?? triggerSubject(run);
  return ids.map((id) => run.s.objects[id]).filter((o): o is GameObject => o !== undefined && !(ref.word === 'that unit' && o.zone === 'battlefield-row')); // "a battlefield and a unit ... that unit"
}

/** "Ready up to two of them", "recycle one or both of them": the performer picks which of them, `least` (none, or one) to `most`. */
function upToOf(run: Run, most: number, least: number, objects: GameObject[]): GameObject[] {
  if (objects.length === 0) return [];
  const question = {
    player: run.controller,
    kind: 'choose-objects' as const,
    prompt: `Choose ${least > 0 ? `${least} to ${most}` : `up to ${most}`} of them`,
    source: run.source,
    options: objects.map((o) => ({ id: o.id, label: o.card.name })),
    min: Math.min(least, objects.length),
    max: Math.min(most, objects.length),
  };
  const answer = answerTo(run, question, (a) => checkChosen(question as Decision, a));
  return (answer.chosen ?? []).map((id) => objectOf(run.s, id));
}

function chooseSubset(run: Run, legal: GameObject[], ref: ObjectRef): GameObject[] {
  const question = {
    player: run.controller,
    kind: 'choose-objects' as const,
    prompt: 'The chosen group no longer meets its restriction: choose which of the original targets to affect',
    source: run.source,
    options: legal.map((o) => ({ id: o.id, label: o.card.name })),
    min: 0,
    max: legal.length,
    rule: '355.11.b',
  };
  const answer = answerTo(run, question, (a) => {
    const bad = checkChosen(question as Decision, a);
    if (bad) return bad;
    const group = (a.chosen ?? []).map((id) => objectOf(run.s, id));
    return groupQualifies(group, ref) ? null : { code: 'invalid-decision', reason: 'that group does not meet the restriction either', rule: '355.11.b' };
  });
  return (answer.chosen ?? []).map((id) => objectOf(run.s, id));
}

/**
 * 128.6.a: an instruction that acts on cards whose privacy is secret or private (a hand, a deck, facedown
 * cards) and names a type or quality of card may be ignored: no one else can tell there was one to pick.
 */
function mayBeIgnored(ref: Extract<ObjectRef, { kind: 'select' }>, pool: readonly GameObject[]): boolean {
  const hidden = pool.every((o) => o.zone === 'hand' || o.zone === 'main-deck' || o.facedown);
  // cards "from among" those the player looked at were picked under a "you may" of their own (Baited Hook)
  if (ref.filters.some((f) => f.kind === 'among')) return false;
  return hidden && (ref.nouns.some((noun) => noun !== 'card') || ref.filters.some((f) => f.kind !== 'zone'));
}

/** The controller picks one of these objects (by card name); with one or none there is nothing to ask. */
export function chooseOneOf(run: Run, ids: readonly ObjectId[], prompt: string, rule?: string): ObjectId | undefined {
  if (ids.length <= 1) return ids[0];
  const question = {
    player: run.controller,
    kind: 'choose-objects' as const,
    prompt,
    source: run.source,
    options: ids.map((id) => ({ id, label: objectOf(run.s, id).card.name })),
    min: 1,
    max: 1,
    ...(rule ? { rule } : {}),
  };
  return answerTo(run, question, (a) => checkChosen(question as Decision, a)).chosen?.[0];
}

/** "Banishes one of them": the player picks one of the cards they looked at still on top of the deck. */
function oneLookedAt(run: Run): GameObject[] {
  const pool = (run.looked ?? []).filter((id) => run.s.objects[id]?.zone === 'main-deck');
  const chosen = chooseOneOf(run, pool, 'Choose one of the cards looked at');
  return chosen === undefined ? [] : [objectOf(run.s, chosen)];
}

/** Selections made as the item resolves (355.10.e, 355.10.f, 355.17). */
export function chooseAtResolution(run: Run, ref: Extract<ObjectRef, { kind: 'select' }>, except: readonly ObjectId[] = []): GameObject[] {
  const pool = candidates(run.s, ref, selectionContext(run)).filter((o) => !except.includes(o.id));
  if (pool.length === 0) return [];
  const n = literalAmount(ref.count) ?? 1;
  const min = ref.determiner === 'up-to' || ref.determiner === 'any-number' || mayBeIgnored(ref, pool) ? 0 : Math.min(n, pool.length);
  const max = ref.determiner === 'any-number' ? pool.length : Math.min(n, pool.length);
  if (min === max && max === pool.length) return pool; // no choice to make
  const question = {
    player: run.controller,
    kind: 'choose-objects' as const,
    prompt: 'Choose as the effect resolves',
    source: run.source,
    options: pool.map((o) => ({ id: o.id, label: o.card.name })),
    min,
    max,
    rule: '355.17',
  };
  const answer = answerTo(run, question, (a) => checkChosen(question as Decision, a));
  return (answer.chosen ?? []).map((id) => objectOf(run.s, id));
}

/**
 * "Choose an opponent" / "choose a player", as the effect resolves: the only such player without a
 * question, else the controller's pick; "they" then names that player (`actorOf`).
 */
export function choosePlayer(run: Run, opponent: boolean): PlayerId | null {
  const pool = run.s.players.map((p) => p.id).filter((id) => !opponent || id !== run.controller);
  if (pool.length <= 1) return pool[0] ?? null;
  return pickAtResolution(run, pool, 'choose-objects', opponent ? 'Choose an opponent' : 'Choose a player');
}

/** One of `ids` (players, battlefields: each its own label), picked by the controller as the effect resolves (355.17). */
export function pickAtResolution(run: Run, ids: readonly string[], kind: 'choose-objects' | 'choose-location', prompt: string): string | null {
  const question = { player: run.controller, kind, prompt, source: run.source, options: ids.map((id) => ({ id, label: id })), min: 1, max: 1, rule: '355.17' };
  return answerTo(run, question, (a) => checkChosen(question as Decision, a)).chosen?.[0] ?? null;
}

/** An amount, or null when it reads information that is no longer available (359.3.e.12; 0 in v1.0, editions.ts). */
export function amountOf(run: Run, amount: Amount, instruction: Instruction): number | null {
  switch (amount.kind) {
    case 'number':
      return amount.value;
    case 'might-of': {
      const [o] = objectsFor(run, amount.object, instruction);
      return o ? mightOf(o) : unavailableNumber(run.s.edition);
    }
    case 'count':
      return objectsFor(run, amount.of, instruction).length;
    case 'keyword-value': {
      // "my [Assault]": the summed value the object has now (807.2)
      const [o] = objectsFor(run, amount.of, instruction);
      return o ? keywordValue(o, amount.keyword) : unavailableNumber(run.s.edition);
    }
    case 'cost-of': {
      // "its Energy cost": the printed Energy cost (356.1.c); "its cost" names Power too, no number
      if (amount.form !== 'Energy cost') return null;
      const [o] = objectsFor(run, amount.object, instruction);
      return o ? (o.card.cost?.energy ?? 0) : unavailableNumber(run.s.edition);
    }
    case 'that-much':
      // only a condition that measures an amount sets it (flow.ts): reaching one with none is an engine fault, never a silent 0
      if (run.thatMuch === undefined) throw new Error(`"that much" of ${run.source} follows nothing that measured an amount`);
      return run.thatMuch;
    case 'remembered': {
      // "the burned card's Might": the card a reflexive trigger of a burn names, in the trash (when-this-way.ts)
      if (amount.what === BURNED_MIGHT) {
        const burned = run.s.objects[(run.it ?? triggerSubject(run))[0] ?? ''];
        return burned ? (mightOf(burned) ?? unavailableNumber(run.s.edition)) : unavailableNumber(run.s.edition);
      }
      const id = (run.it ?? [])[0];
      return id !== undefined ? (run.lookBack[id]?.might ?? unavailableNumber(run.s.edition)) : unavailableNumber(run.s.edition);
    }
    default:
      return null;
  }
}

/** Notes an object's controller and Might before it changes zones, for what the text reads of it afterwards (359.3.e.13). */
export function rememberBeforeZoneChange(run: Run, objects: readonly GameObject[]): void {
  for (const o of objects) run.lookBack[o.id] = { controller: o.controller, might: mightOf(o) };
}

/** The player an instruction's actor names; null when it names something no longer known. */
export function actorOf(run: Run, i: Instruction): string | null {
  if (!i.actor) return run.controller;
  if (i.actor.kind === 'player') {
    if (i.actor.who === 'you') return run.controller;
    // "Choose an opponent. They draw 1" / "That player draws 1": the player chosen before (355.17)
    if ((i.actor.who === 'they' || i.actor.who === 'that-player') && run.chosenPlayer !== undefined) return run.chosenPlayer;
    if (i.actor.who === 'an-opponent') {
      // the only one in 1v1, else the controller's pick; a "they" after it names that opponent ("An opponent channels 1 rune. They draw 1")
      const opponent = choosePlayer(run, true);
      if (opponent !== null) run.chosenPlayer = opponent;
      return opponent;
    }
    // "At the start of each player's ... Phase, that player ... Then they ...": the player whose turn it is (359.3.f.3)
    if ((i.actor.who === 'that-player' || i.actor.who === 'they') && eachPlayersPhase(run)) return run.s.turnPlayer;
    if (i.actor.who === 'its-controller' || i.actor.who === 'its-owner' || i.actor.who === 'their-owners') {
      // before any instruction acted on anything, "it" is the object the trigger condition named (359.3.f.3)
      const id = (run.it ?? triggerSubject(run))[0];
      if (id === undefined) return null;
      const o = run.s.objects[id];
      const known = run.lookBack[id];
      // "their owners": the owner of the first of them (each owner's own cards, where the instruction acts per owner)
      if (i.actor.who === 'its-owner' || i.actor.who === 'their-owners') return o ? o.owner : null;
      return known ? known.controller : o && isAtLocation(o) ? o.controller : null;
    }
  }
  return run.controller;
}

/** Whether the resolving item is a triggered ability whose trigger is the start of each player's phase ("each player's first Beginning Phase"). */
function eachPlayersPhase(run: Run): boolean {
  const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
  const o = item?.kind === 'triggered' && item.ability !== undefined ? run.s.objects[item.source] : undefined;
  const ability = o ? abilitiesOf(cardAsOnChain(o.card, item!))[item!.ability!] : undefined;
  return ability?.kind === 'triggered' && ability.trigger.kind === 'phase' && ability.trigger.phase.startsWith("each player's ");
}

/** Acts on each object the reference names; "it" is then those objects, and the instruction was done if it did anything to one. */
export function actOnEach(run: Run, i: Instruction, ref: ObjectRef, f: (o: GameObject) => boolean | void): void {
  const objects = objectsFor(run, ref, i);
  let done = false;
  for (const o of objects) if (f(o) !== false) done = true;
  run.didPrevious = done;
  run.it = objects.map((o) => o.id);
}

/** Whether an optional instruction has anything to act on: objects to pick as it resolves, or a target chosen for it still legal. */
export function anythingToActOn(run: Run, i: Instruction): boolean {
  return objectsActedOn(i).every((ref) => {
    if (ref.kind !== 'select') return true;
    const k = run.slots.findIndex((slot) => (slot.of ?? slot.ref) === ref);
    // a target chosen as it was played: only while one is still legal, else the instruction cannot be followed (359.3.e.5)
    return k >= 0 ? legalTargets(run, k).length > 0 : candidates(run.s, ref, selectionContext(run)).length > 0;
  });
}

/** What the trigger condition of the resolving item noted (359.3.f.3). */
export function itemNotes(run: Run): TriggerNotes {
  const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
  return triggerNotesOf(item?.data);
}

/** "it" before any instruction acted on anything: the object the trigger condition named (359.3.f.3). */
function triggerSubject(run: Run): ObjectId[] {
  const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
  return triggerSubjectOf(item?.data) ?? [];
}

/**
 * The objects the text's last "choose" picked, for a "that unit" read after other instructions ("Choose
 * a unit. Play a token. Then do this: It becomes a copy of that unit"): its targets still legal in this
 * run, or, in the reflexive item "do this" made, those the item noted, while they are still on the board
 * (a unit that left it is a new object, 359.3.e.2). Null when the text chose nothing.
 */
export function lastChosen(run: Run): GameObject[] | null {
  for (let k = run.slots.length - 1; k >= 0; k--) if (run.slots[k].instruction.kind === 'choose') return legalTargets(run, k);
  const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
  const noted = item?.data?.chosen as ObjectId[] | undefined;
  return noted ? noted.map((id) => run.s.objects[id]).filter((o): o is GameObject => o !== undefined && isAtLocation(o)) : null;
}
