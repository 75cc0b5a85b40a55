// The cost plan a card or ability going through the process of play leads to (rule 356), from the
// working data kept on its chain item (play-record.ts).
import type { Ability, Amount, Condition, ObjectRef, PassiveEffect, Predicate, ResourceSymbol } from '../card-text/ast.ts';
import { paysFlowAtItsCost } from '../effects/granted-flow.ts';
import {
  abilitiesOf,
  abilitiesOfKind,
  chosenFlow,
  flowSymbols,
  ignoresKeyword,
  keywordCostText,
  ownAbilityCostChange,
  repeatKeywords,
} from '../effects/compiled.ts';
import { countHolds, gateHolds, readsCount } from '../effects/conditions.ts';
import { ownCostConditionHolds } from './own-cost-conditions.ts';
import { costSubjectCovers } from './cost-subjects.ts';
import { passiveConditionHolds, readsPassiveCondition } from '../effects/passive-conditions.ts';
import { cardsPlayedThisTurnBy, cardsYouPlayedThisTurn } from './cards-played-count.ts';
import { paidCostBaseModifications, paidCostDiscounts } from './paid-cost-effects.ts';
import {
  everyObject,
  battlefieldState,
  grantedForNow,
  mightOf,
  objectOf,
  teammatesOf,
  type CardDefinition,
  type ChainItem,
  type GameObject,
  type GameState,
} from '../state.ts';
import { discountComponent, optionalCostDiscounts } from './component-discounts.ts';
import { formDiscountsFor, deflectIgnoredHere } from './choice-discounts.ts';
import { firstEachTurnDiscounts } from './first-each-turn.ts';
import { pointsScoredDiscounts } from './points-scored-discount.ts';
import { GIVEN_REPEAT, givenRepeatCosts } from './granted-repeat.ts';
import { isAtLocation } from '../board.ts';
import { aboutItself } from '../card-text/own-predicate.ts';
import { candidates, locationOf, STATE_OF } from './selection.ts';
import { GRANTED_REPEAT, playDataOf, type PlayData } from './play-record.ts';
import { playForPermission } from './permanent-lines.ts';
import { nextSpellDiscounts } from '../effects/next-spell.ts';
import { costIncreasesThisTurn } from '../effects/cost-changes-this-turn.ts';
import { ownDomainSymbol, totalCost, type PowerSymbol, type AdditionalCost, type CostPlan, type CostValue, type Discount } from './total-cost.ts';
import { weakProcessCache } from '../process-caches.ts';
import { cardAsOnChain } from '../chain-items.ts';

export function energyOf(symbols: readonly ResourceSymbol[]): number {
  return symbols.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
}

/** The Power symbols of a cost: the rainbow symbol is Power of any domain. */
export function powerOf(symbols: readonly ResourceSymbol[]): PowerSymbol[] {
  return symbols.flatMap((sym): PowerSymbol[] => (sym.kind === 'power' ? [sym.domain === 'rainbow' ? 'any' : sym.domain] : []));
}

/**
 * Whether a passive's condition is "While I'm at a battlefield" and nothing more, the only kind evaluated
 * here: not "unless", not "I'm not at a battlefield", not "I'm buffed at a battlefield" or "at an enemy
 * battlefield" (those the passive conditions read whole, or the text is refused).
 */
export function atABattlefieldCondition(condition: Condition): boolean {
  if (condition.kind !== 'if' || condition.form === 'unless') return false;
  const p = condition.predicate;
  if (p.kind === 'state' && /battlefield/.test(p.state)) return true;
  return (
    aboutItself(
      p,
      (f) => f.kind === 'location' && f.at.kind === 'battlefield' && f.at.ref.kind === 'select' && f.at.ref.determiner === 'a' && f.at.ref.filters.length === 0,
    ) && !p.negated
  );
}

/** Whether a permanent's passive condition holds: "While I'm at a battlefield", or one read as passive conditions are ("While I'm in combat"). */
function conditionHolds(s: GameState, carrier: GameObject, condition: Condition | undefined): boolean {
  if (!condition) return true;
  if (atABattlefieldCondition(condition)) return carrier.zone === 'battlefield';
  if (showdownHere(condition)) return s.showdown?.battlefield === carrier.id;
  return readsPassiveCondition(condition) && passiveConditionHolds(s, condition, carrier);
}

/** Whether a permanent's passive cost condition is one `conditionHolds` reads. */
export function readsCarrierCondition(condition: Condition | undefined): boolean {
  return !condition || atABattlefieldCondition(condition) || showdownHere(condition) || readsPassiveCondition(condition);
}

/** A battlefield's "During showdowns here". */
function showdownHere(condition: Condition): boolean {
  return condition.kind === 'if' && condition.predicate.kind === 'showdown-here';
}

type CostEffect = Extract<PassiveEffect, { kind: 'cost-change' | 'energy-cost-reduced' | 'tag-energy-costs-reduced' }>;

/** The cost changes of a card's passive abilities, the second of "friendly spells cost 1 less, and enemy spells cost 1 more" too (its part "':also'"). */
type CostChange = { index: number; ability: Extract<Ability, { kind: 'passive' }>; effect: CostEffect; part: string };
/** Per list of passives (itself kept per compiled text): every play asks it of every permanent, several times per question. */
const costChangesByPassives = weakProcessCache<object, readonly CostChange[]>();

function isCost(e: PassiveEffect): e is CostEffect {
  return e.kind === 'cost-change' || e.kind === 'energy-cost-reduced' || e.kind === 'tag-energy-costs-reduced';
}

function costChangesOf(card: CardDefinition): readonly CostChange[] {
  const passives = abilitiesOfKind(card, 'passive');
  let changes = costChangesByPassives.get(passives);
  if (!changes) {
    changes = passives.flatMap(({ index, ability }) => [
      ...(isCost(ability.effect) ? [{ index, ability, effect: ability.effect, part: '' }] : []),
      ...(ability.also && !ability.also.condition && isCost(ability.also.effect) ? [{ index, ability, effect: ability.also.effect, part: ':also' }] : []),
    ]);
    costChangesByPassives.set(passives, changes);
  }
  return changes;
}

/** "reduced by [1]" or "reduced by the highest Might among units you control". */
function reductionAmount(s: GameState, by: Amount | ResourceSymbol[], item: ChainItem): number {
  if (Array.isArray(by)) return energyOf(by);
  if (by.kind === 'number') return by.value;
  if (by.kind === 'highest-might') {
    const mights = candidates(s, by.among, { controller: item.controller, source: item.source }).map((o) => mightOf(o) ?? 0);
    return mights.length ? Math.max(...mights) : 0;
  }
  return 0;
}

function tagged(card: CardDefinition, tag: string): boolean {
  return (card.tags ?? []).some((t) => t.toLowerCase() === tag.toLowerCase());
}

/** The discounts that apply to this play (356.4): the card's own and those of its controller's permanents. */
export function discountsFor(s: GameState, item: ChainItem, data: PlayData): Discount[] {
  const paid = item.kind === 'card' ? paidCostDiscounts(objectOf(s, item.source).card, item.source, data.paidOptional) : [];
  return [...costChanges(s, item, -1), ...formDiscountsFor(s, item, data), ...firstEachTurnDiscounts(s, item), ...pointsScoredDiscounts(s, item), ...paid];
}

/** Whether the order of the discounts on the total, the player's to choose (356.4.d.1), may change what the play costs: several, one with a minimum (356.4.e). */
export function discountOrderMatters(s: GameState, item: ChainItem): boolean {
  const discounts = discountsFor(s, item, playDataOf(item));
  return discounts.length > 1 && discounts.some((d) => d.minimumEnergy !== undefined);
}

/** Cost increases (356.3), from the same kind of text with "more". */
export function increasesFor(s: GameState, item: ChainItem): { energy: number; power: PowerSymbol[] }[] {
  // the Power an increase adds is of any domain (:rb_rune_rainbow:): the only form support.ts lets through
  return costChanges(s, item, 1).map((d) => ({ energy: d.energy, power: Array.from({ length: d.power ?? 0 }, (): PowerSymbol => 'any') }));
}

/** 403.3: an activated ability's own "This ability costs ... less (more) [for each ...]", once for each object counted. */
function ownAbilityCostChanges(s: GameState, item: ChainItem, sign: 1 | -1): Discount[] {
  const { source, controller } = item;
  const ability = abilitiesOf(cardAsOnChain(objectOf(s, source).card, item))[item.ability ?? 0];
  if (ability?.kind !== 'activated') return [];
  const out: Discount[] = [];
  ability.effect.forEach((i, k) => {
    const change = ownAbilityCostChange(i);
    if (!change || change.sign !== sign) return;
    const times = change.forEach ? candidates(s, change.forEach, { controller, source }).length : 1;
    const energy = energyOf(change.delta) * times;
    out.push({ id: `${source}:this-ability:${k}`, label: 'this ability', energy, power: powerOf(change.delta).length * times });
  });
  return out;
}

/**
 * 827.1.c.3, 818.1.c.4: what an [Empower] or [Equip] ability's own text takes off its cost ("costs
 * :rb_energy_1: less for each rune you control", "costs :rb_energy_3: less if you control 4 or fewer runes").
 */
export function ownCostDiscounts(s: GameState, source: string, index: number, controller: string, card = objectOf(s, source).card): Discount[] {
  const ability = abilitiesOf(card)[index];
  if (!ability) return [];
  const ctx = { controller, source };
  const holds = (p: Predicate) => readsCount(p) && countHolds(s, p, source, controller);
  const changes = keywordCostText(ability).flatMap((i) =>
    i.kind === 'conditional' ? (i.condition.kind === 'if' && holds(i.condition.predicate) ? i.then : []) : [i],
  );
  return changes.flatMap((i, k) => {
    if (i.kind !== 'static-effect' || i.effect.kind !== 'cost-change') return [];
    const times = i.effect.forEach ? candidates(s, i.effect.forEach, ctx).length : 1;
    return [{ id: `${source}:own-cost:${k}`, label: objectOf(s, source).card.name, energy: energyOf(i.effect.delta) * times, power: 0 }];
  });
}

/**
 * A "for each ..." of a cost change the engine counts: cards or permanents restricted only by a zone,
 * a controller, an object's state, a tag or a keyword ("each card in your trash", "each of your
 * [Mighty] units", "each gear you control").
 */
export function countsForCost(ref: ObjectRef): boolean {
  if (cardsYouPlayedThisTurn(ref)) return true;
  if (ref.kind !== 'select' || ref.count || !['each', 'each-of-your'].includes(ref.determiner)) return false;
  return ref.filters.every(
    (f) =>
      f.kind === 'zone' ||
      (f.kind === 'same-name' && f.as.kind === 'self') ||
      f.kind === 'tag' ||
      f.kind === 'keyword' ||
      (f.kind === 'state' && STATE_OF[f.state] === 'object') ||
      (f.kind === 'controller' && ['friendly', 'you-control', 'your'].includes(f.who)),
  );
}

function countedForCost(s: GameState, ref: ObjectRef, controller: string, source: string): number {
  if (cardsYouPlayedThisTurn(ref)) return cardsPlayedThisTurnBy(s, controller);
  if (ref.kind !== 'select') return 0;
  return candidates(s, { ...ref, determiner: ref.determiner === 'each-of-your' ? 'your' : 'each' }, { controller, source }).length;
}

function costChanges(s: GameState, item: ChainItem, sign: 1 | -1): Discount[] {
  // 403.3: a printed ability's own cost text (one an [Empower] or [Equip] keyword makes has none of its own)
  const printed = item.kind === 'activated' ? ownAbilityCostChanges(s, item, sign) : [];
  if (printed.length) return printed;
  if (item.kind === 'activated' && sign === -1)
    return ownCostDiscounts(s, item.source, item.ability ?? 0, item.controller, cardAsOnChain(objectOf(s, item.source).card, item));
  if (item.kind !== 'card') return [];
  const card = objectOf(s, item.source).card;
  // the card's own text, and every permanent's and Legend's (174.6: from the Legend Zone): whose plays each names is its subject's say
  // battlefields too ("During showdowns here, cards with [Reaction] cost :rb_rune_rainbow: more"), by their controller
  // (walked without a list of every object, and only those with a cost change kept: this runs several times per question of every play)
  const carriers = [objectOf(s, item.source)];
  for (const o of everyObject(s)) {
    if (o.id !== item.source && (isAtLocation(o) || o.zone === 'legend' || o.zone === 'battlefield-row') && costChangesOf(o.card).length > 0) carriers.push(o);
  }
  const out: Discount[] = [];
  for (const carrier of carriers) {
    const isCard = carrier.id === item.source;
    const owner = isCard ? item.controller : carrier.zone === 'battlefield-row' ? battlefieldState(s, carrier.id).controller : carrier.controller;
    for (const { index, ability, effect, part } of costChangesOf(carrier.card)) {
      // "Your Dragons' Energy costs are reduced by 2, to a minimum of 1": a permanent's, for its controller's cards of that tag
      if (effect.kind === 'tag-energy-costs-reduced') {
        if (sign === -1 && !isCard && owner === item.controller && conditionHolds(s, carrier, ability.condition) && tagged(card, effect.tag))
          out.push({ id: `${carrier.id}:${index}`, label: carrier.card.name, energy: energyOf(effect.by), minimumEnergy: energyOf(effect.minimum) });
        continue;
      }
      if ((effect.kind === 'cost-change' ? effect.sign : -1) !== sign || !costSubjectCovers(s, effect.subject, item, owner, isCard)) continue;
      if (!isCard && !conditionHolds(s, carrier, ability.condition)) continue;
      // the card's own cost text ("If an enemy unit has died this turn, this costs 2 less") while it is played
      if (isCard && !ownCostConditionHolds(s, ability.condition, item)) continue;
      // 824.1.c, 828.1.c: behind a gate ("[Empowered][>] Your spells cost ... less") only while it is open
      if (ability.gate && (owner === null || gateHolds(s, ability.gate, carrier.id, owner) !== true)) continue;
      // "to play from anywhere other than your hand": not while it is played from the hand (356.3)
      if (effect.kind === 'cost-change' && effect.toPlayFrom && playDataOf(item).origin?.zone === 'hand') continue;
      const minimum = effect.minimum;
      // "for each gear you control", "for each card in your trash": once for each object counted now
      const times = effect.kind === 'cost-change' && effect.forEach ? countedForCost(s, effect.forEach, owner ?? item.controller, carrier.id) : 1;
      // "[Level 6][>] This costs 4 less instead": replaces the card's own changes printed before it (their gates are lower)
      if (isCard && effect.kind === 'cost-change' && effect.instead) out.splice(0, out.length, ...out.filter((d) => !d.id.startsWith(`${carrier.id}:`)));
      out.push({
        id: `${carrier.id}:${index}${part}`,
        label: `${carrier.card.name}`,
        energy: effect.kind === 'cost-change' ? energyOf(effect.delta) * times : reductionAmount(s, effect.by, item),
        minimumEnergy: minimum ? energyOf(minimum) : undefined,
        power: effect.kind === 'cost-change' ? powerOf(effect.delta).length * times : 0,
      });
    }
  }
  // 356.4: what the effect playing the card takes off its cost ("play it, reducing its cost by :rb_energy_5:")
  const byEffect = playDataOf(item).effectDiscount;
  if (sign === -1 && byEffect) out.push(byEffect);
  if (sign === -1) out.push(...nextSpellDiscounts(s, item)); // "The next spell you play this turn costs 5 less"
  if (sign === 1) out.push(...costIncreasesThisTurn(s, item)); // "Your non-token units cost :rb_energy_1: more to play this turn"
  return out;
}

/**
 * "Give the next spell you play this turn [Repeat] equal to its cost" (Temporal Portal): the spell just
 * put on the Chain takes one such grant of its player, and has [Repeat] while it is on the Chain (820.4).
 */
export function takeNextSpellRepeat(s: GameState, item: ChainItem): void {
  const o = objectOf(s, item.source);
  const i = (s.nextSpellRepeat ?? []).indexOf(item.controller);
  if (item.kind !== 'card' || o.card.type !== 'spell' || i < 0) return;
  s.nextSpellRepeat!.splice(i, 1);
  playDataOf(item).grantedRepeat = true;
  o.granted = [...(o.granted ?? []), 'Repeat'];
}

/** The cost plan of step 3, from the item's card or ability and the player's answers. */
export function costPlan(s: GameState, item: ChainItem, data: PlayData): CostPlan {
  const card = objectOf(s, item.source).card;
  const additional: AdditionalCost[] = [];
  let base = { energy: 0, power: [] as PowerSymbol[] };
  if (item.kind === 'card') {
    base = { energy: card.cost?.energy ?? 0, power: [...(card.cost?.power ?? [])] };
    // 829.1.c.1: played for its Flow cost, that cost replaces the base cost
    // (the Flow given at the card's own cost replaces it with itself: granted-flow.ts)
    const atItsCost = paysFlowAtItsCost(card, data.flowAtItsCost, data.answers.flow?.chosen?.[0]);
    const flow = data.flow && !atItsCost ? chosenFlow(card, data.answers.flow?.chosen?.[0]) : undefined;
    const printed = flow && flowSymbols(flow);
    if (flow) base = { energy: energyOf(printed ?? []), power: powerOf(printed ?? []) };
    // "you may play me for :rb_rune_mind:", taken: that cost replaces the base cost
    const playFor = data.paidOptional.includes('play-for') ? playForPermission(card) : null;
    if (playFor) base = { energy: energyOf(playFor.cost), power: powerOf(playFor.cost) };
    if (data.paidOptional.includes('accelerate')) {
      // [Accelerate]: one Energy and one Power of one of the unit's domains (805.1.a.1), of any domain if it has none (805.1.a.2).
      additional.push({ id: 'accelerate', label: 'Accelerate', energy: 1, power: [ownDomainSymbol(card.domains, s.edition)], actions: [] });
    }
    for (const { index, ability } of abilitiesOfKind(card, 'additional-cost')) {
      if (ability.optional && !data.paidOptional.includes(`additional:${index}`)) continue;
      const symbols = ability.cost.flatMap((c) => (c.kind === 'symbols' ? c.symbols : []));
      additional.push({ id: `additional:${index}`, label: ability.form, energy: energyOf(symbols), power: powerOf(symbols), actions: [] });
    }
    for (const { index, keyword } of repeatKeywords(card)) {
      if (!data.paidOptional.includes(`repeat:${index}`)) continue;
      const symbols = [...(keyword.cost ?? []), ...(keyword.dashCost ?? []).flatMap((c) => (c.kind === 'symbols' ? c.symbols : []))];
      additional.push({ id: `repeat:${index}`, label: 'Repeat', energy: energyOf(symbols), power: powerOf(symbols), actions: [] });
    }
    // [Repeat] "equal to its cost": the card's printed cost, whatever changes its base cost (the Spiritforged FAQ on Find Your Center)
    if (data.grantedRepeat && data.paidOptional.includes(GRANTED_REPEAT))
      additional.push({ id: GRANTED_REPEAT, label: 'Repeat', energy: card.cost?.energy ?? 0, power: [...(card.cost?.power ?? [])], actions: [] });
    for (const { id, cost } of givenRepeatCosts(s, data)) additional.push({ id, label: 'Repeat', energy: energyOf(cost), power: powerOf(cost), actions: [] });
    // 356.4.c: discounts on optional additional costs apply to each as it is added, before the rest.
    const optional = new Set([
      'accelerate',
      ...abilitiesOfKind(card, 'additional-cost')
        .filter((a) => a.ability.optional)
        .map((a) => `additional:${a.index}`),
      ...repeatKeywords(card).map((r) => `repeat:${r.index}`),
      GRANTED_REPEAT,
      ...data.paidOptional.filter((id) => id.startsWith(GIVEN_REPEAT)),
    ]);
    const componentDiscounts = optionalCostDiscounts(s, item);
    for (const extra of additional) if (optional.has(extra.id)) discountComponent(extra, componentDiscounts);
  } else if (item.kind === 'activated') {
    const ability = abilitiesOf(cardAsOnChain(card, item))[item.ability ?? 0];
    if (ability?.kind === 'activated') {
      const symbols = ability.costs.flatMap((c) => (c.kind === 'symbols' ? c.symbols : []));
      base = { energy: energyOf(symbols), power: powerOf(symbols) };
    }
  }
  additional.push(...deflectCosts(s, item, data));
  const discounts = discountsFor(s, item, data);
  const order = data.answers.discounts?.order ?? data.answers.discounts?.chosen;
  if (order) discounts.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  const baseModifications = item.kind === 'card' ? [...data.baseModifications, ...paidCostBaseModifications(card, data.paidOptional)] : data.baseModifications;
  return { base, baseModifications, additional, increases: increasesFor(s, item), discounts };
}

export function totalCostOf(s: GameState, item: ChainItem, data: PlayData): CostValue {
  return totalCost(costPlan(s, item, data));
}

/** Whether an activated ability's cost includes exhausting its source. */
export function exhaustsSource(s: GameState, item: ChainItem): boolean {
  if (item.kind !== 'activated') return false;
  const ability = abilitiesOf(cardAsOnChain(objectOf(s, item.source).card, item))[item.ability ?? 0];
  return ability?.kind === 'activated' && ability.costs.some((c) => c.kind === 'symbols' && c.symbols.some((sym) => sym.kind === 'exhaust-symbol'));
}

export { locationOf };

/**
 * The keyword abilities of an object: those of its text, or for a token without text the keywords the
 * rules give it by name (the Bird token's Deflect, 187.7).
 */
function keywordAbilitiesOf(o: GameObject): { keyword: { name: string; value?: number } }[] {
  if (o.card.type === 'token' && !o.card.text) return (o.card.keywords ?? []).map((name) => ({ keyword: { name } }));
  return abilitiesOfKind(o.card, 'keyword').map(({ ability }) => ability);
}

/** [Deflect N]: choosing an opponent's object that has it costs N Power of any domain more (356.2.a.2). */
export function deflectCosts(s: GameState, item: ChainItem, data: PlayData): AdditionalCost[] {
  const out: AdditionalCost[] = [];
  // 766, 767: a spell that ignores Deflect while its own cost is paid adds none; any other play still does
  if (item.kind === 'card' && ignoresKeyword(objectOf(s, item.source).card, 'Deflect', "paying this spell's cost")) return out;
  if (deflectIgnoredHere(s, item, data)) return out; // "Players ignore [Deflect] while paying for ... choosing something here"
  for (const [key, answer] of Object.entries(data.answers)) {
    if (!key.startsWith('target:')) continue;
    for (const id of answer.chosen ?? []) {
      const o = s.objects[id];
      if (!o || o.controller === item.controller) continue;
      if (teammatesOf(s, item.controller).includes(o.controller)) continue; // 489.2: a teammate is no opponent
      for (const ability of keywordAbilitiesOf(o)) {
        if (ability.keyword.name !== 'Deflect') continue;
        const n = ability.keyword.value ?? 1;
        out.push({ id: `deflect:${id}`, label: `Deflect of ${id}`, energy: 0, power: Array.from({ length: n }, (): PowerSymbol => 'any'), actions: [] });
      }
      // Deflect given for a while (Kato the Arm's keywords this turn), or by its own passive while that applies: its values add up (809.2).
      const given = grantedForNow(o, 'Deflect') + (o.grantedKeywords?.Deflect ?? 0);
      if (given > 0)
        out.push({
          id: `deflect-given:${id}`,
          label: `Deflect given to ${id}`,
          energy: 0,
          power: Array.from({ length: given }, (): PowerSymbol => 'any'),
          actions: [],
        });
    }
  }
  return out;
}
