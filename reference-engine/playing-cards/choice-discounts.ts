// Discounts that depend on what a spell chooses (356.4, with the targets of step 2 chosen before the
// cost is worked out in step 3): "Your spells that choose me cost :rb_energy_1: or :rb_rune_rainbow:
// less" on a unit, and a battlefield's "Each spell that chooses one or more units here that are
// friendly to it costs :rb_rune_rainbow: less"; and a battlefield's "[Empower] costs of your units here
// cost :rb_energy_1: or :rb_rune_rainbow: less" (827.1.c.3), by the ability played and where its source is. A discount offered in two forms ("[1] or [A] less")
// takes the one its player picks, asked with the other questions of the play. A battlefield's "Players
// ignore [Deflect] while paying for spells and abilities choosing something here" takes every [Deflect]
// cost off a play that chose an object there (356.2.a.2).
import type { Ability, Filter, ObjectRef, PassiveEffect, ResourceSymbol } from '../card-text/ast.ts';
import { cardAsOnChain } from '../chain-items.ts';
import { checkChosen } from '../decisions.ts';
import { abilitiesOf, abilitiesOfKind, EMPOWER_EFFECT } from '../effects/compiled.ts';
import type { Question } from '../effects/run.ts';
import type { Decision } from '../interface.ts';
import { isAtLocation } from '../board.ts';
import { everyObject, areAllies, battlefieldState, isUnit, objectOf, type ChainItem, type GameObject, type GameState } from '../state.ts';
import { playDataOf, type PlayData, type PlayQuestion } from './play-record.ts';
import type { Discount } from './total-cost.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** The answer naming the form a two-form discount takes: this prefix and the discount's id. */
const FORM_ANSWER = 'discount-form:';

interface ChoiceDiscount {
  id: string;
  label: string;
  forms: ResourceSymbol[][];
}

/** The one restriction of a selection of one kind of object ("your spells that choose me", "units here"), with no count; null for another. */
function soleFilter(ref: ObjectRef, noun: string, determiners: readonly string[]): Filter | null {
  if (ref.kind !== 'select' || !determiners.includes(ref.determiner) || ref.count || (ref.nouns as string[]).join() !== noun) return null;
  return ref.filters.length === 1 ? ref.filters[0]! : null;
}

/** Whether the restriction is "here" (the battlefield bearing the text). */
const here = (f: Filter | null): boolean => f?.kind === 'location' && f.at.kind === 'here';

/** "Your spells that choose me cost ... less": the owner's spells whose targets include the unit bearing it. */
export function discountsSpellsChoosingMe(a: Passive): boolean {
  const e = a.effect;
  if (a.condition || a.gate || a.also || e.kind !== 'cost-change' || e.sign !== -1 || e.forEach || e.minimum || e.instead || e.toPlayFrom) return false;
  const f = soleFilter(e.subject, 'spell', ['your']);
  return f?.kind === 'chooses' && f.object.kind === 'self';
}

/** "Each spell that chooses one or more units here that are friendly to it costs ... less" (a battlefield's, whoever controls it). */
export function discountsSpellsChoosingHere(a: Passive): boolean {
  const e = a.effect;
  if (a.condition || a.gate || a.also || e.kind !== 'spell-cost-by-choices' || e.sign !== -1) return false;
  return here(soleFilter(e.chooses, 'unit', ['one-or-more', 'a', 'bare']));
}

/** The objects the play chose as targets (step 2). */
function chosenTargets(s: GameState, data: PlayData): GameObject[] {
  const ids = Object.entries(data.answers).flatMap(([key, a]) => (key.startsWith('target:') ? (a.chosen ?? []) : []));
  return ids.flatMap((id) => (s.objects[id] ? [s.objects[id]] : []));
}

function applies(s: GameState, carrier: GameObject, a: Passive, item: ChainItem, targets: readonly GameObject[]): boolean {
  if (discountsSpellsChoosingMe(a))
    return isAtLocation(carrier) && !carrier.facedown && carrier.controller === item.controller && targets.some((o) => o.id === carrier.id);
  if (discountsSpellsChoosingHere(a))
    return (
      carrier.zone === 'battlefield-row' &&
      targets.some((o) => isUnit(o) && o.zone === 'battlefield' && o.battlefield === carrier.id && areAllies(s, o.controller, item.controller))
    );
  return false;
}

function formsOf(e: PassiveEffect): ResourceSymbol[][] {
  if (e.kind === 'cost-change') return [e.delta, ...(e.orDelta ? [e.orDelta] : [])];
  return e.kind === 'spell-cost-by-choices' ? [e.delta] : [];
}

/** The discounts of this kind that reach a spell, by what it chose. */
function choiceDiscounts(s: GameState, item: ChainItem, data: PlayData): ChoiceDiscount[] {
  if (item.kind !== 'card' || objectOf(s, item.source).card.type !== 'spell') return [];
  const targets = chosenTargets(s, data);
  if (targets.length === 0) return [];
  const out: ChoiceDiscount[] = [];
  for (const carrier of everyObject(s)) {
    if (carrier.id === item.source) continue;
    for (const { index, ability } of abilitiesOfKind(carrier.card, 'passive'))
      if (applies(s, carrier, ability, item, targets)) out.push({ id: `${carrier.id}:${index}`, label: carrier.card.name, forms: formsOf(ability.effect) });
  }
  return out;
}

/** "[Empower] costs of your units here cost ... less": a battlefield's, for the Empower abilities of its controller's units there. */
export function discountsEmpowerHere(a: Passive): boolean {
  const e = a.effect;
  if (a.condition || a.gate || a.also || e.kind !== 'keyword-cost-change' || e.sign !== -1 || e.keyword.name !== 'Empower' || e.where) return false;
  return here(soleFilter(e.of, 'unit', ['your']));
}

function empowerDiscounts(s: GameState, item: ChainItem): ChoiceDiscount[] {
  if (item.kind !== 'activated') return [];
  const unit = objectOf(s, item.source);
  const ability = abilitiesOf(cardAsOnChain(unit.card, item))[item.ability ?? 0];
  if (ability?.kind !== 'activated' || ability.effect !== EMPOWER_EFFECT) return [];
  const field = unit.zone === 'battlefield' && isUnit(unit) && unit.battlefield !== undefined ? s.objects[unit.battlefield] : undefined;
  if (!field || battlefieldState(s, field.id).controller !== unit.controller) return [];
  return abilitiesOfKind(field.card, 'passive').flatMap(({ index, ability }) =>
    discountsEmpowerHere(ability) && ability.effect.kind === 'keyword-cost-change'
      ? [{ id: `${field.id}:${index}`, label: field.card.name, forms: [ability.effect.delta, ...(ability.effect.orDelta ? [ability.effect.orDelta] : [])] }]
      : [],
  );
}

/** The discounts by choice, and on [Empower] costs, that reach this play. */
function formDiscounts(s: GameState, item: ChainItem, data: PlayData): ChoiceDiscount[] {
  return [...choiceDiscounts(s, item, data), ...empowerDiscounts(s, item)];
}

/** These discounts on this play, each in the form its player picked (the first until they pick). */
export function formDiscountsFor(s: GameState, item: ChainItem, data: PlayData = playDataOf(item)): Discount[] {
  return formDiscounts(s, item, data).map((d) => {
    const picked = data.answers[`${FORM_ANSWER}${d.id}`]?.chosen?.[0];
    const form = d.forms[picked === 'second' ? 1 : 0] ?? d.forms[0]!;
    const energy = form.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
    return { id: d.id, label: d.label, energy, power: form.filter((sym) => sym.kind === 'power').length };
  });
}

/** For each of these discounts offered in two forms: which one the player takes. */
export function* discountFormQuestions(s: GameState, item: ChainItem, data: PlayData): Generator<PlayQuestion> {
  for (const d of formDiscounts(s, item, data)) {
    if (d.forms.length < 2) continue;
    const question: Question = {
      player: item.controller,
      kind: 'choose-mode',
      prompt: `Choose which discount ${d.label} gives ${objectOf(s, item.source).card.name}`,
      source: item.source,
      options: d.forms.map((form, k) => ({ id: k === 0 ? 'first' : 'second', label: form.some((sym) => sym.kind === 'energy') ? 'Energy' : 'Power' })),
      min: 1,
      max: 1,
      rule: '356.4',
    };
    yield { id: `${FORM_ANSWER}${d.id}`, question, check: (a) => checkChosen(question as Decision, a) };
  }
}

const IGNORE_DEFLECT_HERE = 'paying for spells and abilities choosing something here';

/** "Players ignore [Deflect] while paying for spells and abilities choosing something here", unconditional. */
export function ignoresDeflectChoosingHere(a: Passive): boolean {
  const e = a.effect;
  return !a.condition && !a.gate && !a.also && e.kind === 'players-ignore-keyword' && e.keyword.name === 'Deflect' && e.during === IGNORE_DEFLECT_HERE;
}

/** Whether the play is a spell or an ability that chose an object at a battlefield whose text ignores [Deflect] for it. */
export function deflectIgnoredHere(s: GameState, item: ChainItem, data: PlayData): boolean {
  if (item.kind === 'card' && objectOf(s, item.source).card.type !== 'spell') return false;
  return chosenTargets(s, data).some((o) => {
    const field = o.zone === 'battlefield' && o.battlefield !== undefined ? s.objects[o.battlefield] : undefined;
    return field !== undefined && abilitiesOfKind(field.card, 'passive').some(({ ability }) => ignoresDeflectChoosingHere(ability));
  });
}
