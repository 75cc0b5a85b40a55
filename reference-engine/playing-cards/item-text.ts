// The text a chain item carries out: a spell's effect, an activated or triggered ability's (with the
// mode chosen, 355.3), the targets it chooses (355.10) and the costs that are instructions (356.7).
import { givenRepeatsPaid } from './granted-repeat.ts';
import type { Ability, Instruction } from '../card-text/ast.ts';
import { cardAsOnChain, delayedEffectOf, triggerNotesOf, triggerSubjectOf } from '../chain-items.ts';
import { abilitiesOfKind, chosenFlow, repeatKeywords, targetDecider } from '../effects/compiled.ts';
import { gateHolds, interveningCondition } from '../effects/conditions.ts';
import { targetSlots, type Slot } from '../effects/slots.ts';
import { byInstructions, instructionsMemo } from '../effects/by-instructions.ts';
import { objectOf, type CardDefinition, type ChainItem, type GameState } from '../state.ts';
import { GRANTED_REPEAT, hiddenAtOf, playDataOf, type PlayData } from './play-record.ts';
import { movedBetweenOf, type SelectionContext } from './selection.ts';
import { paidCostChange } from './paid-cost-effects.ts';
import { paidToEnterReady } from './paid-to-enter-ready.ts';
import { weakProcessCache } from '../process-caches.ts';

/**
 * How a triggered ability's effect opens (383.3.a, 383.3.b): a "you may" as its first part is decided
 * as the ability is finalized, not on resolution; a cost within instructions ("[do X] to [do Y]") at
 * its beginning, or right after that "you may", is its base cost, paid as it is finalized (403.1.b.1,
 * 404). `rest` is what resolves once both are settled. Null for any other chain item.
 */
export interface TriggerOpening {
  may: boolean;
  cost: Instruction[];
  rest: Instruction[];
}

export function triggerOpening(s: GameState, item: ChainItem): TriggerOpening | null {
  if (item.kind !== 'triggered') return null;
  const printed = printedEffectOf(s, item);
  // 383.2.a.1: an "if" right after the trigger condition was tested as the ability triggered (triggers/check.ts).
  const lead = interveningCondition(printed);
  const [first, ...after] = lead ? lead.rest : printed;
  if (!first) return lead ? { may: false, cost: [], rest: [] } : null;
  // "you may" (the actor left out reads as "you"); a "they may" is still decided on resolution.
  const may = first.kind === 'optional' && (!first.actor || (first.actor.kind === 'player' && first.actor.who === 'you'));
  const head = may && first.kind === 'optional' ? first.body : first;
  if (head.kind === 'cost-to') return { may, cost: head.cost, rest: [...head.effect, ...after] };
  return may || lead ? { may, cost: [], rest: [head, ...after] } : null;
}

/** The effect whose targets are chosen now: a spell's, an activated or triggered ability's (shared: do not modify). */
export function effectOf(s: GameState, item: ChainItem): Instruction[] {
  const effect = triggerOpening(s, item)?.rest ?? printedEffectOf(s, item);
  if (!effect.some(isModal)) return effect;
  const answers = playDataOf(item).answers;
  let n = 0;
  // A modal effect (355.3) is the mode the player chose; until then it has no instructions.
  return effect.flatMap((i) => {
    if (i.kind !== 'choose-mode') return [i];
    const chosen = Number(answers[`mode:${n++}`]?.chosen?.[0]?.replace('mode ', '') ?? NaN);
    return i.modes[chosen - 1] ?? [];
  });
}

const isModal = (i: Instruction): boolean => i.kind === 'choose-mode';

export function printedEffectOf(s: GameState, item: ChainItem): Instruction[] {
  const delayed = delayedEffectOf(item.data);
  if (delayed) return delayed;
  const card = objectOf(s, item.source).card;
  // 820.1.d: each Repeat paid executes the instructions once more, its choices made with the others' (820.2)
  const repeats = item.kind === 'card' ? repeatsPaid(card, item) : 0;
  if (repeats) return [...paidCostEffect(card), ...executions(abilitiesOfKind(card, 'spell'), 1 + repeats)];
  // 824.1.c: a spell's dependent ability ("[Level 6][>] [Stun] an enemy unit.") is part of it only while its gate is open
  const spell = abilitiesOfKind(card, 'spell');
  if (item.kind === 'card' && spell.some((a) => a.ability.gate)) return [...paidCostEffect(card), ...withLaterInsteads(openParts(s, item, spell))];
  if (item.kind === 'card') return spellEffect(card, spell);
  const ability = abilitiesOfKindAt(s, item);
  return ability && (ability.kind === 'activated' || ability.kind === 'triggered') ? ability.effect : [];
}

// A spell's effect, its parts' instructions in text order, made once per compiled text.
const spellEffects = weakProcessCache<object, Instruction[]>();

/** A spell's effect with no gate to read (shared: do not modify). */
function spellEffect(card: CardDefinition, spell: readonly { ability: Extract<Ability, { kind: 'spell' }> }[]): Instruction[] {
  let effect = spellEffects.get(spell);
  if (!effect) spellEffects.set(spell, (effect = spell.flatMap((a) => a.ability.effect)));
  const paid = paidCostEffect(card);
  return paid.length === 0 ? effect : [...paid, ...effect];
}

// One reading per compiled ability, so the instructions keep their identity from one look to the next.
const paidReadings = weakProcessCache<Ability, Instruction[]>();

/**
 * A spell's "As an additional cost to play this, you may exhaust a friendly unit. If you do, draw 2.
 * Otherwise, draw 1.": what follows its one optional additional cost is part of its effect, "If you do"
 * asking whether that cost was paid (chosen is paid, 356.4.f.1). A change of the spell's own cost there
 * is read by the cost plan instead (paid-cost-effects.ts). A permanent's "As you play me, you may pay
 * :rb_rune_calm: as an additional cost. If you do, draw 1." (Clockwork Keeper) is carried out as it is
 * played (135.2.b.3), before it enters the board (effects/resolve.ts).
 */
export function paidCostEffect(card: CardDefinition): Instruction[] {
  const costs = abilitiesOfKind(card, 'additional-cost');
  const only = costs.length === 1 ? costs[0]!.ability : null;
  return only && readsPaidCostEffect(only) ? paidReading(only) : [];
}

/** Whether the one optional additional cost of a card is followed by an "If you do, ..." the play carries out (paidCostEffect). */
export function readsPaidCostEffect(only: Extract<Ability, { kind: 'additional-cost' }>): boolean {
  const [first, ...rest] = only.effect ?? [];
  if (!only.optional || only.condition || !first || rest.length > 0 || paidCostChange(only) || paidToEnterReady(only)) return false;
  if (first.kind !== 'conditional' || first.trailing || first.condition.kind !== 'if' || first.condition.predicate.kind !== 'did-previous') return false;
  return first.condition.predicate.form === 'you do';
}

function paidReading(only: Extract<Ability, { kind: 'additional-cost' }>): Instruction[] {
  const first = only.effect?.[0];
  if (first?.kind !== 'conditional' || first.condition.kind !== 'if') return [];
  let read = paidReadings.get(only);
  if (!read) paidReadings.set(only, (read = [{ ...first, condition: { ...first.condition, predicate: { kind: 'paid-additional-cost', form: 'you do' } } }]));
  return read;
}

/** The instructions of a spell's parts whose gates are open now (824.1.c). */
function openParts(s: GameState, item: ChainItem, spell: readonly { ability: Extract<Ability, { kind: 'spell' }> }[]): Instruction[] {
  return spell.flatMap((a) => (!a.ability.gate || gateHolds(s, a.ability.gate, item.source, item.controller) === true ? a.ability.effect : []));
}

// One merged instruction per pair, so the slots found on the effect match it at every reading.
const merged = weakProcessCache<Instruction, WeakMap<Instruction, Instruction>>();

// The words of a later part that name what the earlier part it replaces acted on.
const NAMES_WHAT_IT_REPLACES = new Set(['it', 'them', 'that unit', 'those units', 'that card', 'that gear']);

/** The later instruction in the place of the earlier one, acting on what the earlier one named ("Deal 3 to it instead" of "Deal 1 to a unit"). */
function replacing(earlier: Instruction, later: Instruction): Instruction {
  let byEarlier = merged.get(later);
  if (!byEarlier) merged.set(later, (byEarlier = new WeakMap()));
  let out = byEarlier.get(earlier);
  if (!out) {
    const copy: Record<string, unknown> = { ...later };
    for (const key of ['object', 'to'] as const) {
      const own = (later as Record<string, unknown>)[key] as { kind?: string; word?: string } | undefined;
      const theirs = (earlier as Record<string, unknown>)[key];
      // "Deal 3 to it instead", "Deal 3 to them instead", "Deal 3 to that unit instead": what the earlier one named
      if (own?.kind === 'pronoun' && NAMES_WHAT_IT_REPLACES.has(own.word ?? '') && theirs !== undefined) copy[key] = theirs;
    }
    out = copy as Instruction;
    byEarlier.set(earlier, out);
  }
  return out;
}

/**
 * 158.2: a later part of a spell that applies "instead" to an earlier part replaces it ("[Legion] —
 * Deal 3 to it instead."): the last earlier instruction of the same kind is not executed, and the
 * later one is, in its place, on what the earlier one named.
 */
function withLaterInsteads(effect: readonly Instruction[]): Instruction[] {
  const out: Instruction[] = [];
  for (const i of effect) {
    const at = 'instead' in i && i.instead === true ? out.map((e) => e.kind).lastIndexOf(i.kind) : -1;
    if (at >= 0) out[at] = replacing(out[at]!, i);
    else out.push(i);
  }
  return out;
}

/** "[Legion] —" as the condition of an activated ability (resolve.ts evaluates it). */
export function activatedLegion(a: Ability): boolean {
  return a.kind === 'activated' && a.condition?.kind === 'keyword-condition' && a.condition.keyword === 'Legion';
}

function repeatsPaid(card: CardDefinition, item: ChainItem): number {
  const data = playDataOf(item);
  // a [Repeat] given as it was played (Temporal Portal) is one more (play-data.ts)
  // and each "your spells have [Repeat] ..." of the player's permanents paid for (granted-repeat.ts)
  return printedRepeatsPaid(card, data.paidOptional) + (data.grantedRepeat && data.paidOptional.includes(GRANTED_REPEAT) ? 1 : 0) + givenRepeatsPaid(data);
}

function printedRepeatsPaid(card: CardDefinition, paid: readonly string[]): number {
  return repeatKeywords(card).filter((r) => paid.includes(`repeat:${r.index}`)).length;
}

// The copies of a spell's effect for its repeated executions (820.1.d), made once per compiled text:
// a target is matched to its selection by identity (effects/referents.ts), so each execution needs
// selections of its own, and the same ones from one question to the next.
const copies = weakProcessCache<object, Instruction[][]>();

function executions(spells: ReturnType<typeof abilitiesOfKind<'spell'>>, times: number): Instruction[] {
  let made = copies.get(spells);
  if (!made) copies.set(spells, (made = [spells.flatMap((a) => a.ability.effect)]));
  while (made.length < times) made.push(structuredClone(made[0]));
  return made.slice(0, times).flat();
}

/** The activated or triggered ability the item stands for, in the text it went on the Chain with. */
export function abilitiesOfKindAt(s: GameState, item: ChainItem): Ability | undefined {
  const card = cardAsOnChain(objectOf(s, item.source).card, item);
  const kind = item.kind === 'activated' ? 'activated' : 'triggered';
  return abilitiesOfKind(card, kind).find((a) => a.index === item.ability)?.ability;
}

// The target slots of each effect, per card's target reading: asked many times over as a play is made.
const slotsMemo = instructionsMemo<Slot[]>();

/** The item's target slots (shared: do not modify). */
export function slotsOf(s: GameState, item: ChainItem): Slot[] {
  const decider = targetDecider(cardAsOnChain(objectOf(s, item.source).card, item));
  return byInstructions(slotsMemo, decider, effectOf(s, item), (effect) => targetSlots(effect, decider));
}

export function selectionContextOf(item: ChainItem): SelectionContext {
  const hiddenAt = hiddenAtOf(item);
  const notes = triggerNotesOf(item.data);
  const movedBetween = movedBetweenOf(notes);
  const subject = triggerSubjectOf(item.data);
  return {
    controller: item.controller,
    source: item.source,
    itemSource: item.kind === 'card' ? item.source : undefined,
    ...(hiddenAt ? { hiddenAt } : {}),
    ...(movedBetween.length > 0 ? { movedBetween } : {}),
    // a target "there" of a triggered ability: at the battlefield its trigger condition named (359.3.f.3)
    ...(typeof notes.battlefield === 'string' ? { notedBattlefield: notes.battlefield } : {}),
    ...(notes.to === 'base' && notes.baseOf !== undefined ? { notedBaseOf: notes.baseOf } : {}),
    ...(subject ? { subject } : {}),
  };
}

/** Non-standard costs (356.7) of the item, with the instruction each performs. */
export function costActions(s: GameState, item: ChainItem, data: PlayData): { id: string; instruction: Instruction }[] {
  if (data.baseModifications.some((m) => m.kind === 'ignore-everything')) return []; // 356.5.a
  const card = objectOf(s, item.source).card;
  const out: { id: string; instruction: Instruction }[] = [];
  if (item.kind === 'card') {
    for (const { index, ability } of abilitiesOfKind(card, 'additional-cost')) {
      if (ability.optional && !data.paidOptional.includes(`additional:${index}`)) continue;
      ability.cost.forEach((c, k) => c.kind === 'action' && out.push({ id: `cost:${index}:${k}`, instruction: c.instruction }));
    }
    for (const { index, keyword } of repeatKeywords(card)) {
      if (!data.paidOptional.includes(`repeat:${index}`)) continue;
      (keyword.dashCost ?? []).forEach((c, k) => c.kind === 'action' && out.push({ id: `cost:${index}:${k}`, instruction: c.instruction }));
    }
    // 829.1.c.2: a Flow cost may also ask for actions ("[Flow] — Discard 1")
    const flow = data.flow ? chosenFlow(card, data.answers.flow?.chosen?.[0]) : undefined;
    (flow?.dashCost ?? []).forEach((c, k) => c.kind === 'action' && out.push({ id: `cost:flow:${k}`, instruction: c.instruction }));
  } else if (item.kind === 'activated') {
    const ability = abilitiesOfKindAt(s, item);
    if (ability?.kind === 'activated')
      ability.costs.forEach((c, k) => c.kind === 'action' && out.push({ id: `cost:${item.ability}:${k}`, instruction: c.instruction }));
  } else {
    // 383.3.b, 403.1.b.1: the cost within instructions opening a triggered ability (once its "you may" is taken).
    triggerOpening(s, item)?.cost.forEach((instruction, k) => out.push({ id: `cost:trigger:${k}`, instruction }));
  }
  return out;
}
