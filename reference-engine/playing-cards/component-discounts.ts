// Discounts that apply only to one component of a cost (rule 356.4.c), such as "Optional additional
// costs you pay cost [1] or [A] less": each is applied to that component as the component is added
// to the cost, so before any discount on the total (356.4.d). Several on one component apply in the
// order the player chooses (356.4.c.1), each with its own minimum (356.4.e). Where the text offers
// two forms ("[1] or [A] less"), the engine uses the first form that reduces something of the
// component; a choice between two forms that both reduce it is not asked yet.
import type { Condition, PassiveEffect, ResourceSymbol } from '../card-text/ast.ts';
import { checkChosen } from '../decisions.ts';
import { abilitiesOfKind, repeatKeywords } from '../effects/compiled.ts';
import type { Question } from '../effects/run.ts';
import type { Decision, DecisionAnswer } from '../interface.ts';
import { everyObject, areAllies, battlefieldState, objectOf, type ChainItem, type GameObject, type GameState } from '../state.ts';
import { GRANTED_REPEAT, playDataOf, type PlayData, type PlayQuestion } from './play-record.ts';
import { givenRepeatCosts } from './granted-repeat.ts';
import { isAtLocation } from '../board.ts';
import { applyDiscount, type AdditionalCost } from './total-cost.ts';
import { whileYouControlThisBattlefield } from './first-each-turn.ts';

/** The answer naming the order of the discounts on one optional cost: this prefix and the cost's id. */
const ORDER_ANSWER = 'component-discounts:';

const orderOf = (a: DecisionAnswer): string[] => a.order ?? a.chosen ?? [];

interface DiscountForm {
  energy: number;
  /** Power symbols of any domain taken off. */
  power: number;
}

export interface ComponentDiscount {
  id: string;
  label: string;
  forms: DiscountForm[];
  /** A floor that belongs to this discount only (356.4.e). */
  minimumEnergy?: number;
  /** Its place in the order the player chose for each component, by the component's id. */
  position?: Record<string, number>;
  /** "friendly [Repeat] costs": only the components a [Repeat] adds. */
  onlyRepeat?: boolean;
}

function formOf(symbols: readonly ResourceSymbol[]): DiscountForm {
  return {
    energy: symbols.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0),
    power: symbols.filter((sym) => sym.kind === 'power').length,
  };
}

/** "Optional additional costs you pay cost ... less": the form of passive ability `optionalCostDiscounts` applies. */
export function discountsOptionalCosts(ability: { condition?: unknown; effect: PassiveEffect }): boolean {
  const effect = ability.effect;
  if (ability.condition || effect.kind !== 'cost-change' || effect.sign !== -1 || effect.subject.kind !== 'select') return false;
  const states = effect.subject.filters.flatMap((f) => (f.kind === 'state' ? [f.state as string] : []));
  return (effect.subject.nouns as string[]).includes('cost') && states.includes('optional') && states.includes('additional');
}

/**
 * A battlefield's "While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less": a
 * discount on each [Repeat] cost (820) of the plays of its controller's side, while it has a controller.
 */
export function discountsRepeatCosts(ability: { condition?: Condition; effect: PassiveEffect }): boolean {
  const effect = ability.effect;
  if (effect.kind !== 'cost-change' || effect.sign !== -1 || effect.subject.kind !== 'select' || effect.forEach || effect.orDelta) return false;
  const whileControlled = whileYouControlThisBattlefield(ability.condition);
  const f = effect.subject.filters;
  return (
    whileControlled &&
    (effect.subject.nouns as string[]).join() === 'cost' &&
    f.length === 2 &&
    f.some((x) => x.kind === 'controller' && x.who === 'friendly') &&
    f.some((x) => x.kind === 'keyword' && x.keyword.name === 'Repeat' && x.costOf === true)
  );
}

/** Whether the permanent's discounts reach this play: the player's own permanents, or a battlefield their side controls. */
function reaches(s: GameState, carrier: GameObject, item: ChainItem): boolean {
  if (carrier.id === item.source || carrier.facedown) return false;
  if (carrier.zone === 'battlefield-row') {
    const controller = battlefieldState(s, carrier.id).controller;
    return controller !== null && areAllies(s, controller, item.controller);
  }
  return carrier.controller === item.controller && isAtLocation(carrier);
}

/** The discounts on optional additional costs granted by the player's permanents on the board (and battlefields' on [Repeat] costs). */
export function optionalCostDiscounts(s: GameState, item: ChainItem): ComponentDiscount[] {
  const answers = playDataOf(item).answers;
  const out: ComponentDiscount[] = [];
  for (const carrier of everyObject(s)) {
    if (!reaches(s, carrier, item)) continue;
    const passives = abilitiesOfKind(carrier.card, 'passive');
    if (passives.length === 0) continue; // most permanents: no list walked (asked per cost plan)
    for (const { index, ability } of passives) {
      const effect = ability.effect;
      const onlyRepeat = discountsRepeatCosts(ability);
      if (!(onlyRepeat || discountsOptionalCosts(ability)) || effect.kind !== 'cost-change') continue;
      const forms = [formOf(effect.delta), ...(effect.orDelta ? [formOf(effect.orDelta)] : [])];
      const id = `${carrier.id}:${index}`;
      const position: Record<string, number> = {};
      for (const [key, answer] of Object.entries(answers)) {
        const at = orderOf(answer).indexOf(id);
        if (key.startsWith(ORDER_ANSWER) && at >= 0) position[key.slice(ORDER_ANSWER.length)] = at;
      }
      const minimumEnergy = effect.minimum ? formOf(effect.minimum).energy : undefined;
      out.push({
        id,
        label: carrier.card.name,
        forms,
        position,
        ...(minimumEnergy !== undefined ? { minimumEnergy } : {}),
        ...(onlyRepeat ? { onlyRepeat } : {}),
      });
    }
  }
  return out;
}

function reduces(f: DiscountForm, component: { energy: number; power: number }): boolean {
  return (f.energy > 0 && component.energy > 0) || (f.power > 0 && component.power > 0);
}

/** Applies the discounts to one component, in place, in the player's order; never below nothing (356.4.f). */
export function discountComponent(component: AdditionalCost, discounts: readonly ComponentDiscount[]): void {
  const place = (d: ComponentDiscount): number => d.position?.[component.id] ?? -1;
  const ordered = discounts.filter((d) => !d.onlyRepeat || component.id.startsWith('repeat:')).sort((a, b) => place(a) - place(b));
  for (const d of ordered) {
    const form = d.forms.find((f) => reduces(f, { energy: component.energy, power: component.power.length }));
    if (!form) continue;
    component.energy = applyDiscount(component.energy, { id: d.id, label: d.label, energy: form.energy, minimumEnergy: d.minimumEnergy });
    component.power.splice(0, Math.min(form.power, component.power.length));
  }
}

/** An optional cost as printed, before any discount: [Accelerate] is one Energy and one Power; a [Repeat] cost its keyword's, or the card's cost when the card is given [Repeat] equal to it. */
function printedOptionalCost(s: GameState, item: ChainItem, costId: string): { energy: number; power: number } | null {
  if (costId === 'accelerate') return { energy: 1, power: 1 };
  const card = objectOf(s, item.source).card;
  if (costId === GRANTED_REPEAT) return { energy: card.cost?.energy ?? 0, power: card.cost?.power?.length ?? 0 };
  const given = givenRepeatCosts(s, playDataOf(item)).find((g) => g.id === costId);
  if (given) return formOf(given.cost);
  const repeat = repeatKeywords(card).find((r) => `repeat:${r.index}` === costId)?.keyword;
  if (repeat) return formOf([...(repeat.cost ?? []), ...(repeat.dashCost ?? []).flatMap((c) => (c.kind === 'symbols' ? c.symbols : []))]);
  const cost = abilitiesOfKind(card, 'additional-cost').find((a) => `additional:${a.index}` === costId)?.ability.cost;
  return cost ? formOf(cost.flatMap((c) => (c.kind === 'symbols' ? c.symbols : []))) : null;
}

/** 356.4.c.1: for each optional cost the player pays that two or more discounts could reduce, the order they apply in. */
export function* componentDiscountOrders(s: GameState, item: ChainItem, data: PlayData): Generator<PlayQuestion> {
  const discounts = optionalCostDiscounts(s, item);
  if (discounts.length < 2) return;
  for (const costId of data.paidOptional) {
    const printed = printedOptionalCost(s, item, costId);
    const applicable = printed ? discounts.filter((d) => (!d.onlyRepeat || costId.startsWith('repeat:')) && d.forms.some((f) => reduces(f, printed))) : [];
    if (applicable.length < 2) continue;
    const question: Question = {
      player: item.controller,
      kind: 'order-cost-modifiers',
      prompt: `Choose the order in which the discounts apply to an optional cost of ${objectOf(s, item.source).card.name}`,
      source: item.source,
      options: applicable.map((d) => ({ id: d.id, label: d.label })),
      min: applicable.length,
      max: applicable.length,
      rule: '356.4.c.1',
    };
    // Every option once, in order: exactly as many as there are options, none twice.
    yield { id: `${ORDER_ANSWER}${costId}`, question, check: (a) => checkChosen(question as Decision, { chosen: orderOf(a) }) };
  }
}

/** The questions ordering the discounts on the optional costs paid so far that are still to be answered (356.4.c.1). */
export function unansweredDiscountOrders(s: GameState, item: ChainItem, data: PlayData): PlayQuestion[] {
  return [...componentDiscountOrders(s, item, data)].filter((q) => data.answers[q.id] === undefined);
}
