// Might and keywords on objects: give +N :rb_might: or keywords, double Might, empower.
import type { KeywordRef, ObjectRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { amountNumber, mightMaximum, mightMinimum } from '../refs/amounts.ts';
import { keywordList } from '../refs/keywords.ts';
import { possessiveRef } from '../refs/possessive.ts';
import { objectRef } from '../refs/objects.ts';
import { duration, verb, type Body } from './verb-parts.ts';

/**
 * "they each get +1 :rb_might: this turn": the actor's own Might changed, the actor being the objects
 * ("they" after a condition about units is those units, not a player).
 */
export function getMight(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor) return null;
  const each = c.eat('each');
  if (!verb(c, 'get', actor)) return null;
  const sign = c.eatOne('+', '-');
  const amount = sign ? amountNumber(c) : null;
  if (!amount || !c.eat(':rb_might:')) return null;
  const object: ObjectRef = actor.kind === 'player' && actor.who === 'they' ? { kind: 'pronoun', word: 'they', span: actor.span } : actor;
  const body: Extract<Body, { kind: 'modify-might' }> = {
    kind: 'modify-might',
    object,
    amount,
    sign: sign === '+' ? 1 : -1,
    duration: duration(c),
    gets: true,
  };
  if (each) body.each = true;
  return body;
}

export function give(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'give', actor)) return null;
  const equalTo = mightEqualTo(c);
  if (equalTo) return equalTo;
  const object = objectRef(c);
  if (!object) return null;
  const copied = myKeywordsAndMight(c, object) ?? mightEqualAfter(c, object);
  if (copied) return copied;
  const each = c.eat('each');
  const mod = c.try(() => {
    const sign = c.eatOne('+', '-');
    if (!sign) return null;
    const amount = amountNumber(c);
    if (!amount || !c.eat(':rb_might:')) return null;
    return { sign: sign === '+' ? (1 as const) : (-1 as const), amount };
  });
  let keywords: KeywordRef[] | null = null;
  if (mod) {
    if (c.sees('and') && c.tok(1)?.t === 'kw') {
      c.eat('and');
      keywords = keywordList(c);
    }
    const dur = duration(c);
    const body: Extract<Body, { kind: 'modify-might' }> = { kind: 'modify-might', object, amount: mod.amount, sign: mod.sign, duration: dur };
    if (each) body.each = true;
    if (keywords) body.keywords = keywords;
    const min = mightMinimum(c);
    if (min !== null) body.minimum = min;
    const max = min === null ? mightMaximum(c) : null;
    if (max !== null) body.maximum = max;
    return body;
  }
  keywords = keywordList(c);
  if (!keywords || each) return null;
  return { kind: 'grant-keyword', object, keywords, duration: duration(c) };
}

export function doubleMight(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'double', actor)) return null;
  const whose = c.eatOne('my Might', 'its Might');
  if (!whose) {
    // "Double a friendly unit's Might this turn"
    const object = c.try(() => {
      const o = possessiveRef(c);
      return o && c.eat('Might') ? o : null;
    });
    return object ? { kind: 'double-might', object, duration: duration(c) } : null;
  }
  return { kind: 'double-might', object: whose === 'my Might' ? { kind: 'self', word: 'my' } : { kind: 'pronoun', word: 'its' }, duration: duration(c) };
}

/** "my Might", "its Might": whose Might, as a reference. */
function mightOwner(c: Cursor): ObjectRef | null {
  const whose = c.eatOne('my', 'its');
  if (whose) return c.eat('Might') ? (whose === 'my' ? { kind: 'self', word: 'my' } : { kind: 'pronoun', word: 'its' }) : null;
  const o = possessiveRef(c);
  return o && c.eat('Might') ? o : null;
}

/** "[This turn,] increase my Might to its Might [this turn]", "... to the Might of another friendly unit". */
export function raiseMight(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (actor) return null;
  const leading = c.eat('This turn,');
  if (!c.eat('increase')) return null;
  const object = mightOwner(c);
  if (!object || !c.eat('to')) return null;
  const of = c.eat('the Might of');
  const to = of ? objectRef(c) : mightOwner(c);
  if (!to) return null;
  const body: Body = { kind: 'raise-might', object, to, toForm: of ? 'the Might of' : 'possessive', duration: leading ? 'this-turn' : duration(c) };
  if (leading) body.leading = true;
  return body;
}

/** "Its Might becomes 4 this turn." (477.1.a.1) */
export function setMight(c: Cursor): Body | null {
  return c.try(() => {
    const whose = c.eatOne('its Might', 'my Might', 'its base Might', 'my base Might');
    if (!whose || !c.eat('becomes')) return null;
    const amount = c.digits();
    if (amount === null) return null;
    const object: ObjectRef = whose.startsWith('my') ? { kind: 'self', word: 'my' } : { kind: 'pronoun', word: 'its' };
    // setting Might is done in the first layer (477.1.a.1): "base Might" says so in print
    return whose.includes('base')
      ? { kind: 'set-might', object, amount, duration: duration(c), base: true }
      : { kind: 'set-might', object, amount, duration: duration(c) };
  });
}

/** "Swap the Might of two units at the same battlefield this turn." (Switcheroo; rule 433) */
export function swapMight(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'swap', actor) || !c.eat('the Might of')) return null;
  const object = objectRef(c);
  if (!object) return null;
  return { kind: 'swap-might', object, duration: duration(c) };
}

export function empower(c: Cursor, actor: ObjectRef | undefined): Body | null {
  const v = verb(c, 'empower', actor) ? 'empower' : verb(c, 'disempower', actor) ? 'disempower' : null;
  if (!v) return null;
  const object = objectRef(c);
  if (!object) return null;
  return v === 'disempower' ? { kind: 'empower', object, negated: true } : { kind: 'empower', object };
}

/** "give +:rb_might: equal to its Might to another friendly unit this turn" (Deathgrip): the amount comes before the object. */
/** "give another friendly unit my keywords and +:rb_might: equal to my Might this turn" (Kato the Arm). */
function myKeywordsAndMight(c: Cursor, object: ObjectRef): Body | null {
  return c.try(() => {
    if (!c.eat('my keywords and')) return null;
    if (!c.eat('+ :rb_might: equal to') && !c.eat('+:rb_might: equal to')) return null;
    if (!c.eat('my Might')) return null;
    const me: ObjectRef = { kind: 'self', word: 'my' };
    return { kind: 'modify-might', object, amount: { kind: 'might-of', object: me }, sign: 1, duration: duration(c), keywordsOf: me };
  });
}

/** "give that unit +:rb_might: equal to that spell's Energy cost this turn" (Riposte): the amount after the object. */
function mightEqualAfter(c: Cursor, object: ObjectRef): Body | null {
  return c.try(() => {
    if (!c.eat('+:rb_might: equal to')) return null;
    // "the burned card's Might": the Might the card had as it went to the trash (359.3.e.13)
    if (c.eat("the burned card's Might"))
      return { kind: 'modify-might', object, amount: { kind: 'remembered', what: "the burned card's Might" }, sign: 1, duration: duration(c), equalTo: true };
    const whose = possessiveRef(c);
    const form = whose ? c.eatOne('Energy cost') : null;
    if (!whose || !form) return null;
    return { kind: 'modify-might', object, amount: { kind: 'cost-of', object: whose, form }, sign: 1, duration: duration(c), equalTo: true };
  });
}

function mightEqualTo(c: Cursor): Body | null {
  return c.try(() => {
    if (!c.eat('+ :rb_might: equal to') && !c.eat('+:rb_might: equal to')) return null;
    const amount = c.eat('its Might') ? ({ kind: 'might-of', object: { kind: 'pronoun', word: 'its' } } as const) : null;
    if (!amount || !c.eat('to')) return null;
    const object = objectRef(c);
    if (!object) return null;
    return { kind: 'modify-might', object, amount, sign: 1, duration: duration(c), amountFirst: true };
  });
}
