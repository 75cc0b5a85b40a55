// Passive forms printed on few cards: a change to how something else applies (an attached card's
// Might bonus, what a buff is worth), abilities borrowed from other objects, and cost changes that
// name what they change by an ordinal over the turn, a keyword's cost, or points scored.
import type { ObjectRef, PassiveEffect, ResourceSymbol } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { predicate } from '../conditions.ts';
import { locationRef } from '../refs/locations.ts';
import { objectRef } from '../refs/objects.ts';
import { selectRef } from '../refs/selection.ts';

type Effect<K extends PassiveEffect['kind']> = Extract<PassiveEffect, { kind: K }>;

/** ":rb_energy_1: less", ":rb_energy_1: or :rb_rune_rainbow: less": the change and its direction. */
function costDelta(c: Cursor): { delta: ResourceSymbol[]; orDelta?: ResourceSymbol[]; sign: 1 | -1 } | null {
  const delta = c.symbols();
  if (!delta) return null;
  const orDelta = c.try(() => (c.eat('or') ? c.symbols() : null));
  const dir = c.eatOne('less', 'more');
  if (!dir) return null;
  const sign = dir === 'less' ? -1 : 1;
  return orDelta ? { delta, orDelta, sign } : { delta, sign };
}

/**
 * After a subject: "gives double its base Might bonus" (the bonus an attached Equipment gives,
 * 477.1), "have all :rb_exhaust: abilities of <objects>", "cost ... less for each point you scored
 * from holding this turn".
 */
export function rarePassiveAfterSubject(c: Cursor, subject: ObjectRef, singular: boolean): PassiveEffect | null {
  return c.try((): PassiveEffect | null => {
    if (c.eat(singular ? 'gives double its base Might bonus' : 'give double their base Might bonus')) return { kind: 'attached-might-bonus-doubled', subject };
    if (c.eat(singular ? 'has all' : 'have all')) {
      const cost = c.symbols();
      if (!cost || cost.length !== 1 || cost[0].kind !== 'exhaust-symbol' || !c.eat('abilities of')) return null;
      const from = objectRef(c);
      return from ? { kind: 'has-abilities-of', subject, withCost: cost, from } : null;
    }
    if (!c.eat(singular ? 'costs' : 'cost')) return null;
    const change = costDelta(c);
    if (!change || !c.eat('for each point you scored from')) return null;
    const by = c.eatOne('holding', 'conquering');
    if (!by || !c.eat('this turn')) return null;
    const eff: Effect<'cost-change-per-point-scored'> = { kind: 'cost-change-per-point-scored', subject, delta: change.delta, sign: change.sign, scoredBy: by };
    return eff;
  });
}

/**
 * A whole sentence: "the first friendly non-token gear played each turn costs :rb_energy_1: less",
 * "the first friendly gear activated ability played each turn costs ...", "[Empower] costs of your
 * units here cost :rb_energy_1: or :rb_rune_rainbow: less".
 */
export function rarePassiveSentence(c: Cursor): PassiveEffect | null {
  return c.try((): PassiveEffect | null => {
    if (c.eat('the first')) {
      const of = selectRef(c);
      if (!of) return null;
      const activatedAbility = c.eat('activated ability');
      if (!c.eat('played each turn costs')) return null;
      const change = costDelta(c);
      if (!change || change.orDelta) return null;
      const eff: Effect<'first-each-turn-cost-change'> = { kind: 'first-each-turn-cost-change', of, delta: change.delta, sign: change.sign };
      if (activatedAbility) eff.activatedAbility = true;
      return eff;
    }
    const copy = c.try((): PassiveEffect | null => {
      if (!c.eat('As this is attached to a unit, choose')) return null;
      const choose = selectRef(c);
      const tail = '. The equipped unit becomes a copy of that unit for as long as this is attached to it';
      return choose && c.eat(tail) ? { kind: 'equipped-becomes-copy-while-attached', choose } : null;
    });
    if (copy) return copy;
    const byChoices = c.try((): PassiveEffect | null => {
      if (!c.eat('Each spell that chooses')) return null;
      const chooses = selectRef(c);
      if (!chooses || !c.eat('that are friendly to it costs')) return null;
      const change = costDelta(c);
      return change && !change.orDelta ? { kind: 'spell-cost-by-choices', chooses, friendlyToIt: true, delta: change.delta, sign: change.sign } : null;
    });
    if (byChoices) return byChoices;
    // "You may [Ambush] me to its battlefield, even if you don't have other units there"
    const youMay = c.try((): PassiveEffect | null => {
      if (!c.eat('You may')) return null;
      const keyword = c.keyword('Ambush');
      const to = keyword && c.eat('me to') ? locationRef(c) : null;
      if (!keyword || !to) return null;
      const eff: Effect<'keyword-permission'> = { kind: 'keyword-permission', subject: { kind: 'self', word: 'me' }, keyword, to, form: 'You may' };
      const evenIf = c.try(() => (c.eat(', even if') ? predicate(c) : null));
      if (evenIf) eff.evenIf = evenIf;
      return eff;
    });
    if (youMay) return youMay;
    const keyword = c.keyword();
    if (!keyword || !c.eat('costs of')) return null;
    const of = selectRef(c);
    if (!of) return null;
    const where = c.try(() => (c.eat('here') ? ({ kind: 'here' } as const) : c.eat('at') ? locationRef(c) : null));
    if (!c.eat('cost')) return null;
    const change = costDelta(c);
    if (!change) return null;
    const eff: Effect<'keyword-cost-change'> = { kind: 'keyword-cost-change', keyword, of, delta: change.delta, sign: change.sign };
    if (change.orDelta) eff.orDelta = change.orDelta;
    if (where) eff.where = where;
    return eff;
  });
}
