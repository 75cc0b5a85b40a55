// Instructions that make a lasting change or limit: "can't ...", cost changes, "enter ready", "use only ...".
import type { Condition, ObjectRef, PassiveEffect, ResourceSymbol } from '../ast.ts';
import { PhraseList, type Cursor } from '../cursor.ts';
import { predicate } from '../conditions.ts';
import { amountPhrase } from '../refs/amounts.ts';
import { objectRef } from '../refs/objects.ts';
import { pronounRef } from '../refs/self-and-pronouns.ts';
import { duration, verb, type Body } from './verb-parts.ts';

/** What a passive or a lasting effect can forbid, as printed after "can't". */
export const CANT_ACTIONS = [
  'be chosen by enemy spells and abilities',
  'be chosen by enemy spells',
  'move to base',
  'move from here to base',
  'move from here',
  'be readied',
  'attack',
  'defend',
  'be moved',
  'move',
  'be played here',
  'be played',
  'be killed',
  'deal combat damage',
  'score',
  'score here until their third turn',
  'hold',
  'conquer',
  'play cards',
  'play spells',
  // "opponents can't play spells with that name" (Fallen Feline): the card an earlier "name a spell" named
  'play spells with that name',
  'play units',
  'gain points',
  'be countered',
  'move it',
  'take damage',
  'be dealt damage',
  'be played on your first, second, or third turns',
  'score here until their third turn',
  'ready enemy units and gear',
].sort((a, b) => b.length - a.length);
export const CANT_ACTION_LIST = new PhraseList(CANT_ACTIONS);

/** "It can't be chosen by enemy spells and abilities this turn": a lasting restriction on the actor. */
export function cantInstruction(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !c.eat("can't")) return null;
  const action = c.eatAny(CANT_ACTION_LIST);
  if (!action) return null;
  const dur = duration(c);
  return dur === 'permanent' ? null : { kind: 'static-effect', effect: { kind: 'cant', subject: actor, action }, duration: dur };
}

/** "If you do, I cost :rb_energy_3: less": a cost change on the actor (the card itself). */
export function costInstruction(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !verb(c, 'cost', actor)) return null;
  const delta = c.symbols();
  const dir = c.eatOne('less', 'more');
  if (!delta || !dir) return null;
  // "I cost :rb_energy_1: less for each Energy it costs and :rb_rune_order: less for each Power it costs"
  const perPart = dir === 'less' ? costPerPart(c, actor, delta) : null;
  if (perPart) return { kind: 'static-effect', effect: perPart, duration: 'permanent' };
  const effect: PassiveEffect = { kind: 'cost-change', subject: actor, delta, sign: dir === 'less' ? -1 : 1, form: '' };
  // "your non-token units cost :rb_energy_1: more to play this turn"
  if (c.sees('to play this turn') && c.eat('to play')) effect.toPlay = true;
  return { kind: 'static-effect', effect, duration: duration(c) };
}

/** "If you do, I enter ready.": how the actor (the card itself) enters the board. */
export function enterInstruction(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !verb(c, 'enter', actor)) return null;
  const state = c.eatOne('ready', 'exhausted', 'there');
  return state ? { kind: 'static-effect', effect: { kind: 'enters', subject: actor, state }, duration: duration(c) } : null;
}

/** "This ability costs :rb_energy_1: less for each friendly unit with [Temporary]." */
export function thisAbilityCosts(c: Cursor): Body | null {
  const start = c.offset();
  if (!c.eat('This ability costs')) return null;
  const delta = c.symbols();
  const dir = c.eatOne('less', 'more');
  if (!delta || !dir) return null;
  const effect: Extract<PassiveEffect, { kind: 'cost-change' }> = {
    kind: 'cost-change',
    subject: { kind: 'self', word: 'this ability', span: [start, start + 12] },
    delta,
    sign: dir === 'less' ? -1 : 1,
    form: '',
  };
  const each = c.try(() => (c.sees('for each') && c.eat('for') ? objectRef(c) : null));
  if (each) effect.forEach = each;
  return { kind: 'static-effect', effect, duration: 'permanent' };
}

export function reduceCost(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'reduce', actor)) return null;
  const whose = c.eatOne('my cost', 'its cost', 'its Energy cost', 'the cost of');
  if (!whose || whose === 'the cost of') return null;
  if (!c.eat('by')) return null;
  const object: ObjectRef = whose === 'my cost' ? { kind: 'self', word: 'my' } : { kind: 'pronoun', word: 'its' };
  const energyWord = whose === 'its Energy cost' ? { energyWord: true as const } : {};
  // "by the Might of the unit you recycled": a value the effect noted before
  if (c.eat('the Might of the unit you recycled'))
    return { kind: 'reduce-cost', object, by: [], byAmount: { kind: 'remembered', what: 'the Might of the unit you recycled' }, ...energyWord };
  const by = c.symbols();
  return by ? { kind: 'reduce-cost', object, by, ...energyWord } : null;
}

export function useOnly(c: Cursor): Body | null {
  const head = c.eatOne('Use only', 'Use this ability only');
  if (!head) return null;
  const thisAbility = head === 'Use this ability only';
  const done = (b: Extract<Body, { kind: 'use-only' }>) => (thisAbility ? { ...b, thisAbility } : b);
  const limit = c.eatOne('once per turn', 'once each turn');
  if (limit) return done({ kind: 'use-only', limit });
  const form = c.eatOne('if', 'while');
  if (!form) return null;
  const p = predicate(c);
  if (!p) return null;
  // "Use only if you've chosen an enemy unit this turn and only once each turn": both limits
  const also = c.try(() => (c.eat('and only') ? c.eatOne('once per turn', 'once each turn') : null));
  const condition: Condition = { kind: 'if', predicate: p, form: form as 'if' };
  return done(also ? { kind: 'use-only', condition, limit: also } : { kind: 'use-only', condition });
}

/** "Buffs give an additional +1 :rb_might: to friendly units this turn": what each buff is worth on those units, for a while. */
export function buffsGiveMore(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (actor?.kind !== 'select' || !actor.nouns.every((n) => n === 'buff') || !verb(c, 'give', actor) || !c.eat('an additional +')) return null;
  const n = c.digits();
  if (n === null || !c.eat(':rb_might: to')) return null;
  const to = objectRef(c);
  if (!to) return null;
  const dur = duration(c);
  return dur === 'permanent' ? null : { kind: 'static-effect', effect: { kind: 'buffs-give-more', subject: actor, might: n, to }, duration: dur };
}

/** "This ability's Energy cost is reduced by the Might of the unit you choose": its own cost, by an amount read as it is paid. */
export function thisAbilityEnergyCost(c: Cursor): Body | null {
  const start = c.offset();
  if (!c.eat("This ability's Energy cost is reduced by")) return null;
  const by = amountPhrase(c);
  if (!by) return null;
  const subject: ObjectRef = { kind: 'self', word: 'this ability', span: [start, start + 12] };
  return { kind: 'static-effect', effect: { kind: 'energy-cost-reduced', subject, by, form: 'this' }, duration: 'permanent' };
}

/** "... less for each Energy it costs and :rb_rune_order: less for each Power it costs" (after the first change). */
function costPerPart(c: Cursor, subject: ObjectRef, perEnergy: ResourceSymbol[]): PassiveEffect | null {
  return c.try((): PassiveEffect | null => {
    if (!c.eat('for each Energy')) return null;
    const of = pronounRef(c);
    if (!of || !c.eat('costs and')) return null;
    const perPower = c.symbols();
    if (!perPower || !c.eat('less for each Power')) return null;
    const again = pronounRef(c);
    return again?.kind === 'pronoun' && of.kind === 'pronoun' && again.word === of.word && c.eat('costs')
      ? { kind: 'cost-change-per-cost-part', subject, of, perEnergy, perPower }
      : null;
  });
}
